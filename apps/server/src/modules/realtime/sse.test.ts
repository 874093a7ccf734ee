import type { FastifyReply } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SseStream } from './sse.ts';

/** A reply whose socket only records what is written. */
function fakeReply() {
  const written: string[] = [];
  const raw = { writableLength: 0, write: (c: string) => written.push(c), on: () => raw, end: () => undefined };
  return { reply: { raw } as unknown as FastifyReply, written };
}

describe('SseStream keep-alive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("carries the server's clock when given one (a synchronized player's one-way clock sample)", () => {
    const { reply, written } = fakeReply();
    let now = 1_765_000_000_000;
    const start = now;
    const stream = new SseStream(reply, 25_000, () => now);
    // The first a second after the opening, then every keep-alive period.
    now += 1_000;
    vi.advanceTimersByTime(1_000);
    now += 24_000;
    vi.advanceTimersByTime(24_000);
    expect(written).toEqual([`: keep-alive ${start + 1_000}\n\n`, `: keep-alive ${start + 25_000}\n\n`]);
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(written).toHaveLength(2);
  });

  it('is a bare comment without a clock, and stops when closed', () => {
    const { reply, written } = fakeReply();
    const stream = new SseStream(reply, 1_000);
    vi.advanceTimersByTime(1_000);
    stream.close();
    vi.advanceTimersByTime(5_000);
    expect(written).toEqual([': keep-alive\n\n']);
  });
});
