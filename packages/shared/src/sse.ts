/**
 * Server-Sent Events read with `fetch` (so credentials travel in a header, which `EventSource` cannot
 * send), parsed by eventsource-parser. Used by the CMS (live device updates) and the player (manifest,
 * takeovers, paired, revoked, reload, screenshot).
 */
import { createParser } from 'eventsource-parser';

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** A blank line ends an event; `\r\n` is one line break, not two. */
const EVENT_END = /(?:\r\n|\r(?!\n)|\n)(?:\r\n|\r(?!\n)|\n)/g;
const NAMED = /^event: ?[^\r\n]/m;
const HAS_DATA = /^data(?::|$)/m;

/**
 * Feed it decoded text chunks in any split; it returns the complete events (default name `message`).
 * Comments (`: keep-alive`) are skipped; the last `retry:` is kept. One step beyond the spec: an event
 * with a name and no `data:` line (`event: paired`) still fires, with empty data.
 */
export class SseParser {
  /** Last `retry:` value (ms) the server sent, if any. */
  retryMs: number | undefined;
  private buffer = '';
  private events: SseEvent[] = [];
  private readonly parser = createParser({
    onEvent: ({ event, data, id }) =>
      this.events.push(id === undefined ? { event: event ?? 'message', data } : { event: event ?? 'message', data, id }),
    onRetry: (ms) => {
      this.retryMs = ms;
    },
  });

  push(chunk: string): SseEvent[] {
    // A line break split over two chunks is found again: rescan the last two characters.
    EVENT_END.lastIndex = Math.max(0, this.buffer.length - 2);
    this.buffer += chunk;
    let start = 0;
    for (let end = EVENT_END.exec(this.buffer); end; end = EVENT_END.exec(this.buffer)) {
      const block = this.buffer.slice(start, end.index);
      this.parser.feed(`${block}\n${NAMED.test(block) && !HAS_DATA.test(block) ? 'data:\n' : ''}\n`);
      start = end.index + end[0].length;
    }
    this.buffer = this.buffer.slice(start);
    const events = this.events;
    this.events = [];
    return events;
  }
}

/**
 * Reads an event stream to its end: `onEvent` for each event, `onChunk` for every chunk received with
 * its text (keep-alive comments included, e.g. to reset an idle timer or read the server's time).
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
  onChunk?: (text: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const text = decoder.decode(value, { stream: true });
    onChunk?.(text);
    for (const event of parser.push(text)) onEvent(event);
  }
}
