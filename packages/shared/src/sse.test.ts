import { describe, expect, it } from 'vitest';
import { readEventStream, SseParser, type SseEvent } from './sse.ts';

describe('SseParser', () => {
  it('parses events split across chunks, ignoring comments', () => {
    const p = new SseParser();
    expect(p.push(': keep-alive\n\nevent: manif')).toEqual([]);
    expect(p.push('est\ndata: {"version":"7"}\n')).toEqual([]);
    expect(p.push('\nevent: reload\ndata: {}\n\n')).toEqual([
      { event: 'manifest', data: '{"version":"7"}' },
      { event: 'reload', data: '{}' },
    ]);
  });

  it('handles CRLF (also split between chunks), multi-line data, retry and ids', () => {
    const p = new SseParser();
    expect(p.push('retry: 3000\r\nid: 4\r\ndata: a\r')).toEqual([]);
    expect(p.push('\ndata: b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb', id: '4' }]);
    expect(p.retryMs).toBe(3000);
  });

  it('an event name without data still fires (paired)', () => {
    expect(new SseParser().push('event: paired\n\n')).toEqual([{ event: 'paired', data: '' }]);
  });

  it('splits events, skips comments and keeps an unfinished block', () => {
    const p = new SseParser();
    expect(p.push(': keep-alive\n\nevent: device\ndata: {"a":1}\n\nevent: devices\ndata: {"reason"')).toEqual([
      { event: 'device', data: '{"a":1}' },
    ]);
    // The unfinished block was kept: it completes with the next chunk.
    expect(p.push(':"x"}\n\n')).toEqual([{ event: 'devices', data: '{"reason":"x"}' }]);
  });
});

describe('readEventStream', () => {
  it('reads a byte stream to its end, reporting every chunk', async () => {
    const chunks = [': keep-alive\n\n', 'event: device\nda', 'ta: {"a":1}\n\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    let received = 0;
    await readEventStream(
      body,
      (e) => events.push(e),
      () => received++,
    );
    expect(events).toEqual([{ event: 'device', data: '{"a":1}' }]);
    expect(received).toBe(3);
  });
});
