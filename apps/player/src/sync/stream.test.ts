import { describe, expect, it } from 'vitest';
import { keepAliveTime } from './stream.ts';

describe('keepAliveTime', () => {
  it("reads the server's clock from a keep-alive comment, in any chunk that holds one", () => {
    expect(keepAliveTime(': keep-alive 1765000000123\n\n')).toBe(1_765_000_000_123);
    expect(keepAliveTime('event: manifest\ndata: {}\n\n: keep-alive 1765000000123\r\n\r\n')).toBe(1_765_000_000_123);
  });
  it('finds none in a bare keep-alive, an event, or a malformed comment', () => {
    expect(keepAliveTime(': keep-alive\n\n')).toBeNull();
    expect(keepAliveTime(': open\n\n')).toBeNull();
    expect(keepAliveTime('data: keep-alive 1765000000123\n\n')).toBeNull();
    expect(keepAliveTime(': keep-alive 12x\n\n')).toBeNull();
  });
});
