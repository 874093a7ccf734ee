import type { ResolverAlert } from '@signage/schedule';
import type { StoredTargets } from '../../../db/schema/index.ts';

/**
 * Who an alert or a message goes to, ready for matching thousands of devices (docs/alerts.md,
 * "Delivery"): every screen, or devices by id, or groups (a group includes its sub-groups; -1, the
 * root group, means every screen).
 */
export interface TargetSet {
  all: boolean;
  devices: Set<number>;
  groups: Set<number>;
}

export function targetSet(t: StoredTargets | null | undefined): TargetSet {
  const groups = new Set((t?.groupIds ?? []).filter((id) => Number.isInteger(id)));
  return {
    all: Boolean(t?.all) || groups.has(-1),
    devices: new Set((t?.deviceIds ?? []).filter((id) => Number.isInteger(id))),
    groups,
  };
}

/** Whether the targets name the device itself, or its group or an ancestor of it (`chain`). */
export function targets(t: TargetSet, deviceId: number, chain: Iterable<number>): boolean {
  if (t.all || t.devices.has(deviceId)) return true;
  if (t.groups.size === 0) return false;
  for (const id of chain) if (t.groups.has(id)) return true;
  return false;
}

/** Whether matching needs the devices' groups at all (only group targets do). */
export const needsGroups = (t: TargetSet) => !t.all && t.groups.size > 0;

/**
 * The group ids of a group and all its ancestors (nearest first), from an organization's
 * group → parent map; memoized per group in `memo` (devices of one group share the chain).
 */
export function groupChain(groupId: number | null, parents: Map<number, number | null>, memo: Map<number, number[]>): number[] {
  if (groupId === null) return [];
  const known = memo.get(groupId);
  if (known) return known;
  const out: number[] = [];
  const seen = new Set<number>();
  let id: number | null = groupId;
  while (id !== null && !seen.has(id) && parents.has(id)) {
    out.push(id);
    seen.add(id);
    id = parents.get(id) ?? null;
  }
  memo.set(groupId, out);
  return out;
}

/** An activation on air, as the CMS's "now playing" needs it (no content). */
export interface AlertOnAir {
  activationId: number;
  startedAt: string;
  endsAt: string | null;
  targets: TargetSet;
}

/**
 * The resolver's `alerts` for one device (docs/screens.md): the activations on air that target it,
 * oldest first, so that of equal starts the later activation wins as it does on the player.
 */
export function resolverAlertsFor(onAir: readonly AlertOnAir[], deviceId: number, chain: readonly number[]): ResolverAlert[] {
  const out: ResolverAlert[] = [];
  for (let i = onAir.length - 1; i >= 0; i--) {
    const a = onAir[i];
    if (a && targets(a.targets, deviceId, chain))
      out.push({ id: a.activationId, playlistId: null, startsAt: a.startedAt, endsAt: a.endsAt });
  }
  return out;
}
