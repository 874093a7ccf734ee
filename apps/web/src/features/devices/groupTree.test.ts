import type { GroupItem } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { buildTree, descendantIds, flatten, groupOptions } from './groupTree.ts';

const g = (id: number, name: string, parentId: number): GroupItem => ({
  id,
  name,
  parentId,
  description: '',
  organizationId: 1,
  deviceCount: 0,
  childCount: 0,
  rule: null,
  wall: null,
  sync: false,
  playNow: null,
  scheduleCount: 0,
  sleepHours: null,
});

describe('group tree', () => {
  const groups = [g(3, 'Lobby', 1), g(1, 'Building A', -1), g(2, 'Annex', -1), g(4, 'Desk', 3)];

  it('nests groups under the root (-1), sorted by name, with depths', () => {
    const flat = flatten(buildTree(groups));
    expect(flat.map((n) => [n.name, n.depth])).toEqual([
      ['Annex', 0],
      ['Building A', 0],
      ['Lobby', 1],
      ['Desk', 2],
    ]);
  });

  it('offers "ungrouped" first in menus', () => {
    expect(groupOptions(groups, 'Ungrouped')[0]).toEqual({ id: -1, name: 'Ungrouped', depth: 0 });
  });

  it('finds a group and its descendants (a group cannot move under them)', () => {
    expect([...descendantIds(groups, 1)].sort()).toEqual([1, 3, 4]);
  });
});
