import type { PairedManifest } from '@signage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_BURST_FIRST, CLOCK_RESYNC_MS, SyncPlayback } from './server-clock.ts';

const manifest = (sync: PairedManifest['sync']) => ({ sync }) as PairedManifest;

describe('SyncPlayback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the manifest: round trips and a timeline while on, the same timeline for the same anchor, none when off', async () => {
    let local = 1_000;
    const calls: number[] = [];
    // A server 40 s ahead, 10 ms away each way.
    const host = {
      generation: () => 1,
      later: (ms: number, fn: () => void) => setTimeout(fn, ms),
      serverTime: async () => {
        calls.push(local);
        local += 10;
        const server = local + 40_000;
        local += 10;
        return server;
      },
    };
    const sync = new SyncPlayback(host, () => local);
    sync.follow(manifest(null), 1);
    expect(sync.timeline).toBeNull();
    expect(sync.now()).toBeNull();
    sync.follow(manifest({ groupId: 3, anchor: '2026-12-06T09:00:00.000Z' }), 1);
    const timeline = sync.timeline;
    expect(timeline?.anchorMs).toBe(Date.parse('2026-12-06T09:00:00.000Z'));
    await vi.advanceTimersByTimeAsync(CLOCK_BURST_FIRST * 200);
    expect(calls).toHaveLength(CLOCK_BURST_FIRST);
    expect(sync.clock.toServer(local) - local).toBeCloseTo(40_000, 6);
    // A new manifest with the same anchor keeps the running timeline (no restart).
    sync.follow(manifest({ groupId: 3, anchor: '2026-12-06T09:00:00.000Z' }), 1);
    expect(sync.timeline).toBe(timeline);
    // Re-estimated later.
    await vi.advanceTimersByTimeAsync(CLOCK_RESYNC_MS + 1_000);
    expect(calls.length).toBeGreaterThan(CLOCK_BURST_FIRST);
    sync.follow(manifest(null), 1);
    expect(sync.timeline).toBeNull();
  });

  it('offline: a failed round trip keeps the last estimate, and playback goes on', async () => {
    let online = true;
    let local = 0;
    const host = {
      generation: () => 1,
      later: (ms: number, fn: () => void) => setTimeout(fn, ms),
      serverTime: async () => (online ? local + 5_000 : null),
    };
    const sync = new SyncPlayback(host, () => local);
    sync.follow(manifest({ groupId: 1, anchor: '2026-12-06T09:00:00.000Z' }), 1);
    await vi.advanceTimersByTimeAsync(2_000);
    online = false;
    local = 60_000;
    await vi.advanceTimersByTimeAsync(CLOCK_RESYNC_MS + 1_000);
    expect(sync.clock.toServer(local) - local).toBeCloseTo(5_000, 6);
    expect(sync.now()?.getTime()).toBeCloseTo(65_000, 0);
  });

  it('started offline (no round trip yet), the timeline runs on the device’s wall clock', () => {
    vi.setSystemTime(new Date('2026-12-06T09:00:05.000Z'));
    const local = 1_234;
    const host = { generation: () => 1, later: (ms: number, fn: () => void) => setTimeout(fn, ms), serverTime: async () => null };
    const sync = new SyncPlayback(host, () => local);
    sync.follow(manifest({ groupId: 1, anchor: '2026-12-06T09:00:00.000Z' }), 1);
    expect(sync.clock.toServer(local)).toBe(Date.parse('2026-12-06T09:00:05.000Z'));
    // 5 s into the timeline of 2-s slides: the third slide, 1 s in.
    expect(sync.timeline?.at([2000, 2000, 2000], local)).toMatchObject({ index: 2, startedAt: local - 1000 });
  });
});
