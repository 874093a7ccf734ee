import { describe, expect, it } from 'vitest';
import { moveTargets, subtreeIds, transferTargets } from './move.ts';

const all = [
  { id: 1, parentId: null, name: 'Root' },
  { id: 2, parentId: 1, name: 'A' },
  { id: 3, parentId: 2, name: 'A1' },
  { id: 4, parentId: 3, name: 'A1x' },
  { id: 5, parentId: 1, name: 'B' },
];

describe('moving an organization', () => {
  it('finds the subtree', () => {
    expect([...subtreeIds(2, all)].sort()).toEqual([2, 3, 4]);
  });
  it('never offers the organization itself, a descendant or its current parent', () => {
    expect(moveTargets(all[1] as (typeof all)[number], all).map((o) => o.id)).toEqual([5]);
    expect(moveTargets(all[3] as (typeof all)[number], all).map((o) => o.id)).toEqual([1, 2, 5]);
  });
  it('transfers content anywhere but into the organization itself, the parent first in mind', () => {
    const a1 = all[2] as (typeof all)[number];
    expect(transferTargets(a1, all)).toEqual({ targets: all.filter((o) => o.id !== 3), initial: 2 });
    // The parent is not among the organizations offered (not visible to the caller): nothing chosen.
    expect(transferTargets(a1, all.slice(2)).initial).toBe('');
  });
});
