import type { SseStream } from './sse.ts';

/**
 * The open event streams of this instance by key (a screen, an organization): a stream leaves its
 * key when it closes. It knows nothing of what the keys are.
 */
export class StreamRegistry<K> {
  private readonly streams = new Map<K, Set<SseStream>>();

  attach(key: K, stream: SseStream) {
    let set = this.streams.get(key);
    if (!set) {
      set = new Set();
      this.streams.set(key, set);
    }
    set.add(stream);
    stream.onClose(() => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(key);
    });
  }

  has(key: K) {
    return (this.streams.get(key)?.size ?? 0) > 0;
  }

  send(key: K, event: string, data: unknown) {
    for (const stream of this.streams.get(key) ?? []) stream.send(event, data);
  }

  /** An event whose data is already JSON, to each of the key's streams. */
  sendRaw(key: K, event: string, json: string) {
    for (const stream of this.streams.get(key) ?? []) stream.sendRaw(event, json);
  }

  /** Several events of one kind in one write per stream. */
  sendMany(key: K, event: string, items: unknown[]) {
    for (const stream of this.streams.get(key) ?? []) stream.sendMany(event, items);
  }

  /** A last event, then the key's streams close. */
  end(key: K, event: string, data: unknown) {
    for (const stream of [...(this.streams.get(key) ?? [])]) {
      stream.send(event, data);
      stream.close();
    }
  }

  /** The keys with an open stream. */
  keys(): K[] {
    return [...this.streams.keys()];
  }

  /** Every stream of every key, for each of them as a list (closing one changes the sets). */
  lists(): SseStream[][] {
    return [...this.streams.values()].map((set) => [...set]);
  }
}
