import { describe, expect, it } from 'vitest';
import { createLocalHub } from '../../realtime/hub.ts';
import { ScreensBus } from './screens-bus.ts';

describe('ScreensBus.invalidate', () => {
  it('computes the keys of the players connected here first, then the others (their own instance serves them)', () => {
    const prefetched: number[][] = [];
    const connected = new Set([3, 5]);
    const bus = new ScreensBus(
      createLocalHub(),
      {} as never,
      { forget() {} } as never,
      { prefetch: (ids: number[]) => prefetched.push(ids), forget() {}, forgetKeys() {}, forgetContents() {} } as never,
      { forget() {} } as never,
      { hasPlayer: (id: number) => connected.has(id), toPlayers() {} } as never,
      { devicesChanged() {} } as never,
    );
    bus.invalidate([1, 2, 3, 4, 5, 3], 'groups');
    bus.invalidate([3, 5], 'content');
    bus.invalidate([7, 8], 'content');
    expect(prefetched).toEqual([
      [3, 5, 1, 2, 4],
      [3, 5],
      [7, 8],
    ]);
    bus.close();
  });
});
