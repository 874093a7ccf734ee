import { dynamicGroupsOf } from '@signage/shared';
import type { DeviceGroup } from '../../../db/schema/index.ts';

export { dynamicGroupsOf, membersOf, ruleMatches } from '@signage/shared';

/**
 * Which groups a screen follows (docs/screens.md, "Tags and dynamic groups"): the one place that
 * says it. A screen is in at most one normal group (and that group's ancestors); it is also in every
 * dynamic group of its own organization whose tag rule its tags match. Everything that asks "which
 * groups does this screen follow" (manifests, now playing, timelines, alerts and messages) or "which
 * screens does this group cover" (invalidations, members) goes through these functions.
 */

export const isDynamic = (g: Pick<DeviceGroup, 'rule'>) => g.rule !== null && g.rule !== undefined;

/** The normal group and its ancestors, nearest first, from an in-memory map of the organization's groups. */
export function staticChainOf(groupId: number | null, groups: Map<number, DeviceGroup>): DeviceGroup[] {
  const out: DeviceGroup[] = [];
  const seen = new Set<number>();
  let id = groupId;
  while (id !== null && !seen.has(id)) {
    const g = groups.get(id);
    if (!g) break;
    out.push(g);
    seen.add(id);
    id = g.parentId;
  }
  return out;
}

/**
 * Every group whose play-now and schedule a screen follows, nearest first: its dynamic groups (newest
 * first), then its normal group and that group's ancestors. The screen's own play-now and schedule
 * come before all of them (the resolver's precedence).
 */
export function followedGroups(
  d: { organizationId: number | null; groupId: number | null; tags?: readonly string[] | null },
  groups: Map<number, DeviceGroup>,
): DeviceGroup[] {
  return [...dynamicGroupsOf(d, groups.values()), ...staticChainOf(d.groupId, groups)];
}
