/** Ids of `id` and every organization below it, from a parents-first list of {id, parentId}. */
export function subtreeIds(id: number, all: ReadonlyArray<{ id: number; parentId: number | null }>): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const org of all) {
      if (org.parentId !== null && ids.has(org.parentId) && !ids.has(org.id)) {
        ids.add(org.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Where an organization may move: never itself, one of its descendants, or its current parent. */
export function moveTargets<T extends { id: number; parentId: number | null }>(
  org: { id: number; parentId: number | null },
  all: readonly T[],
): T[] {
  const excluded = subtreeIds(org.id, all);
  return all.filter((o) => !excluded.has(o.id) && o.id !== org.parentId);
}

/**
 * Where an organization's content may be transferred: any organization of the tree but itself (its
 * descendants included: content can go down as well as up), in tree order; `initial` is the parent
 * when it is offered (the usual target), else nothing.
 */
export function transferTargets<T extends { id: number; parentId: number | null }>(
  org: { id: number; parentId: number | null },
  all: readonly T[],
): { targets: T[]; initial: number | '' } {
  const targets = all.filter((o) => o.id !== org.id);
  const parent = targets.find((o) => o.id === org.parentId);
  return { targets, initial: parent ? parent.id : '' };
}
