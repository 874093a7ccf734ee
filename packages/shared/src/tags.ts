/**
 * Screen tags and dynamic groups (docs/screens.md, "Tags and dynamic groups"): the one rule of which
 * screens a dynamic group covers, used by the server (manifests, now playing, alerts and messages,
 * invalidations) and by the CMS (the members a rule would have while it is being edited).
 */

export interface TagRuleShape {
  match: 'all' | 'any';
  tags: readonly string[];
}

/** Whether a screen's tags match a rule: all of its tags, or any of them. An empty rule matches nothing. */
export function ruleMatches(rule: TagRuleShape | null | undefined, tags: readonly string[] | null | undefined): boolean {
  if (!rule || rule.tags.length === 0 || !tags || tags.length === 0) return false;
  const have = new Set(tags);
  return rule.match === 'all' ? rule.tags.every((t) => have.has(t)) : rule.tags.some((t) => have.has(t));
}

/**
 * The dynamic groups a screen is in: those of its own organization whose rule its tags match, newest
 * (highest id) first. Groups without a rule are never matched.
 */
export function dynamicGroupsOf<G extends { id: number; organizationId: number; rule: TagRuleShape | null }>(
  d: { organizationId: number | null; tags?: readonly string[] | null },
  groups: Iterable<G>,
): G[] {
  if (d.organizationId === null || !d.tags || d.tags.length === 0) return [];
  const out: G[] = [];
  for (const g of groups) if (g.organizationId === d.organizationId && ruleMatches(g.rule, d.tags)) out.push(g);
  return out.sort((a, b) => b.id - a.id);
}

/** Of these screens, the ones a dynamic group's rule covers (of its own organization only). */
export function membersOf<D extends { organizationId: number | null; tags: readonly string[] | null }>(
  g: { organizationId: number; rule: TagRuleShape | null },
  devices: Iterable<D>,
): D[] {
  const out: D[] = [];
  for (const d of devices) if (d.organizationId === g.organizationId && ruleMatches(g.rule, d.tags)) out.push(d);
  return out;
}
