import { readEventStream } from '@signage/shared/sse';

/**
 * A server-sent event stream read as the player and the CMS read theirs (fetch and the shared reader),
 * each event kept in order with the time it was read: the one reader of the tests that watch streams.
 */
export interface TimedEvent {
  event: string;
  data: any;
  at: number;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  events: TimedEvent[];
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  /** The first `event` read at or after `since` (from `mark()`) that `where` accepts; fails after `timeoutMs`. */
  next(event: string, opts?: { since?: number; timeoutMs?: number; where?: (data: any) => boolean }): Promise<TimedEvent>;
  /** How many `event`s were read at or after `since`. */
  count(event: string, since?: number): number;
  close(): void;
}

/**
 * A `since` for the readers: after every event read so far and not after any read from now on. A plain
 * Date.now() can tie with an event read in the same millisecond (an opening event was once counted as
 * a later push: CI of 2026-11-29); the wait of at most 1 ms is synchronous, so no event is read during it.
 */
export function mark(): number {
  const at = Date.now() + 1;
  while (Date.now() < at) {
    // spin: no event is read meanwhile
  }
  return at;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: TimedEvent[] = [];
  const ended = res.body
    ? readEventStream(res.body, ({ event, data }) => {
        events.push({ event, data: data ? JSON.parse(data) : null, at: Date.now() });
      }).catch(() => undefined)
    : Promise.resolve();
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended: ended.then(() => undefined),
    async next(event, { since = 0, timeoutMs = 5000, where } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === event && e.at >= since && (!where || where(e.data)));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no ${event} event within ${timeoutMs} ms (got: ${events.map((e) => e.event).join(', ')})`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    count: (event, since = 0) => events.filter((e) => e.event === event && e.at >= since).length,
    close: () => controller.abort(),
  };
}
