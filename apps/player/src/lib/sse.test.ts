import { describe, expect, it } from 'vitest';
import { SseParser } from './sse.ts';

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
});
