import { describe, expect, it, vi } from 'vitest';
import { createLocalHub } from '../../realtime/hub.ts';
import { manifestEventData, RECEIPT_SPREAD_FROM, ScreensBus } from './screens-bus.ts';

/** A bus on a local hub whose players `connected` are on this instance; records prefetches and pushes. */
function busWith(connected: Set<number>) {
  const prefetched: number[][] = [];
  const sent: { ids: number[]; data: unknown }[] = [];
  const bus = new ScreensBus(
    createLocalHub(),
    {} as never,
    { forget() {} } as never,
    { prefetch: (ids: number[]) => prefetched.push(ids), forget() {}, forgetKeys() {}, forgetContents() {} } as never,
    { forget() {} } as never,
    {
      hasPlayer: (id: number) => connected.has(id),
      toPlayers: (ids: number[], _event: string, data: unknown) => sent.push({ ids, data }),
    } as never,
    { devicesChanged() {} } as never,
  );
  return { bus, prefetched, sent };
}

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('ScreensBus.invalidate', () => {
  it('computes the keys of the players connected here first, then the others (their own instance serves them)', () => {
    const { bus, prefetched } = busWith(new Set([3, 5]));
    bus.invalidate([1, 2, 3, 4, 5, 3], 'groups');
    bus.invalidate([3, 5], 'content');
    bus.invalidate([7, 8], 'content');
    expect(prefetched).toEqual([
      [3, 5],
      [1, 2, 4],
      [3, 5],
      [7, 8],
    ]);
    bus.close();
  });

  it("after a herd here, computes the others' keys once the herd's spread has passed", async () => {
    vi.useFakeTimers();
    const { bus, prefetched } = busWith(new Set(ids(1, 300)));
    bus.invalidate(ids(1, 500), 'groups');
    expect(prefetched.map((list) => list.length)).toEqual([300]);
    vi.advanceTimersByTime(299);
    expect(prefetched.map((list) => list.length)).toEqual([300]);
    vi.advanceTimersByTime(1);
    expect(prefetched.map((list) => list.length)).toEqual([300, 200]);
    expect(prefetched[1]?.[0]).toBe(301);
    bus.close();
    vi.useRealTimers();
  });
});

describe('ScreensBus: the manifest event', () => {
  it('goes to the players connected here, and asks a herd to spread its receipts (1 ms per player, bounded)', async () => {
    const { bus, sent } = busWith(new Set(ids(1, 5000)));
    // 5,000 here and 5,000 on another instance: the spread counts this instance's players only.
    bus.invalidate(ids(1, 10_000), 'content');
    bus.invalidate([1, 2, 99_999], 'content');
    await new Promise((r) => setTimeout(r, 10));
    expect(sent.map((s) => [s.ids.length, s.data])).toEqual([
      [5000, { spreadMs: 5000 }],
      [2, {}],
    ]);
    expect(manifestEventData(RECEIPT_SPREAD_FROM - 1)).toEqual({});
    expect(manifestEventData(1_000_000)).toEqual({ spreadMs: 30_000 });
    bus.close();
  });
});
