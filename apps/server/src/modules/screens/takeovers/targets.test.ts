import { describe, expect, it } from 'vitest';
import { groupChain, needsGroups, resolverAlertsFor, targetSet, targets } from './targets.ts';

describe('takeover targets (docs/alerts.md)', () => {
  // 1 ← 2 ← 3 (3 under 2 under 1); 4 alone; 5 → 6 → 5 (a cycle stored by mistake).
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
    [5, 6],
    [6, 5],
  ]);

  it('walks a group up to the root, nearest first, and stops at a cycle or an unknown group', () => {
    const memo = new Map<number, number[]>();
    expect(groupChain(3, parents, memo)).toEqual([3, 2, 1]);
    expect(groupChain(null, parents, memo)).toEqual([]);
    expect(groupChain(5, parents, memo)).toEqual([5, 6]);
    expect(groupChain(99, parents, memo)).toEqual([]);
    expect(memo.get(3)).toEqual([3, 2, 1]);
  });

  it('matches every screen, a device itself, or a group and its sub-groups; -1 is every screen', () => {
    const chain = groupChain(3, parents, new Map());
    expect(targets(targetSet({ all: true, deviceIds: [], groupIds: [] }), 7, [])).toBe(true);
    expect(targets(targetSet({ all: false, deviceIds: [], groupIds: [-1] }), 7, [])).toBe(true);
    expect(targets(targetSet({ all: false, deviceIds: [7], groupIds: [] }), 7, [])).toBe(true);
    expect(targets(targetSet({ all: false, deviceIds: [8], groupIds: [] }), 7, chain)).toBe(false);
    expect(targets(targetSet({ all: false, deviceIds: [], groupIds: [1] }), 7, chain)).toBe(true);
    expect(targets(targetSet({ all: false, deviceIds: [], groupIds: [3] }), 7, chain)).toBe(true);
    expect(targets(targetSet({ all: false, deviceIds: [], groupIds: [4] }), 7, chain)).toBe(false);
    expect(targets(targetSet(null), 7, chain)).toBe(false);
    expect(needsGroups(targetSet({ all: false, deviceIds: [7], groupIds: [] }))).toBe(false);
    expect(needsGroups(targetSet({ all: false, deviceIds: [], groupIds: [4] }))).toBe(true);
    expect(needsGroups(targetSet({ all: false, deviceIds: [], groupIds: [-1] }))).toBe(false);
  });

  it('gives the resolver the activations that target the device, oldest first', () => {
    const onAir = [
      {
        activationId: 3,
        startedAt: '2030-01-01T10:02:00.000Z',
        endsAt: null,
        targets: targetSet({ all: true, deviceIds: [], groupIds: [] }),
      },
      {
        activationId: 2,
        startedAt: '2030-01-01T10:01:00.000Z',
        endsAt: null,
        targets: targetSet({ all: false, deviceIds: [], groupIds: [4] }),
      },
      {
        activationId: 1,
        startedAt: '2030-01-01T10:00:00.000Z',
        endsAt: '2030-01-01T11:00:00.000Z',
        targets: targetSet({ all: false, deviceIds: [7], groupIds: [] }),
      },
    ];
    expect(resolverAlertsFor(onAir, 7, [3, 2, 1])).toEqual([
      { id: 1, playlistId: null, startsAt: '2030-01-01T10:00:00.000Z', endsAt: '2030-01-01T11:00:00.000Z' },
      { id: 3, playlistId: null, startsAt: '2030-01-01T10:02:00.000Z', endsAt: null },
    ]);
  });
});
