import { DEFAULT_DEVICE_NAME, ROOT_GROUP_ID, type TargetsInput, type TargetsView } from '@signage/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Device, StoredTargets } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { TargetsRepository } from './targets.repository.ts';

export const targetsRequired = (field = 'targets') =>
  new AppError(400, 'ALERT_TARGETS_REQUIRED', undefined, { [field]: 'ALERT_TARGETS_REQUIRED' });

/**
 * Which screens an alert, a CAP integration or a message goes to (docs/alerts.md), the one
 * implementation: the CMS's `TargetsInput` (device keys, group ids, -1 = every screen) checked and
 * stored as ids, and stored ids shown again with names.
 */
export class Targets {
  constructor(private readonly repo: TargetsRepository) {}

  /**
   * Checks every key and id against the organization, all or nothing (security.md TEN-3): a key or
   * group of another organization, or none at all, answers 404 like a missing one and nothing is
   * stored. No target at all is 400 ALERT_TARGETS_REQUIRED. The root group -1 means every screen.
   */
  async resolve(organizationId: number, input: TargetsInput, tx?: DbOrTx): Promise<StoredTargets> {
    const keys = [...new Set(input.deviceKeys)];
    const rootNamed = input.groupIds.includes(ROOT_GROUP_ID);
    const groupIds = [...new Set(input.groupIds.filter((id) => id !== ROOT_GROUP_ID))];
    if (!input.all && !rootNamed && keys.length === 0 && groupIds.length === 0) throw targetsRequired();
    const found = await this.repo.devicesByKeys(organizationId, keys, tx);
    if (found.length !== keys.length) throw notFound();
    if ((await this.repo.groupsByIds(organizationId, groupIds, tx)).length !== groupIds.length) throw notFound();
    if (input.all || rootNamed) return { all: true, deviceIds: [], groupIds: [] };
    const byKey = new Map(found.map((d) => [d.deviceKey, d.id]));
    return { all: false, deviceIds: keys.map((k) => byKey.get(k) as number), groupIds };
  }

  /** Only checks that every key and group named is the organization's (404 otherwise); none is fine. */
  async check(organizationId: number, input: TargetsInput, tx?: DbOrTx): Promise<void> {
    const keys = [...new Set(input.deviceKeys)];
    const groupIds = [...new Set(input.groupIds.filter((id) => id !== ROOT_GROUP_ID))];
    if ((await this.repo.devicesByKeys(organizationId, keys, tx)).length !== keys.length) throw notFound();
    if ((await this.repo.groupsByIds(organizationId, groupIds, tx)).length !== groupIds.length) throw notFound();
  }

  /** Stored targets with names; devices and groups removed since (or moved away) are left out. */
  async views(items: Array<{ organizationId: number; targets: StoredTargets }>): Promise<TargetsView[]> {
    const deviceIds = [...new Set(items.flatMap((i) => (i.targets.all ? [] : i.targets.deviceIds)))];
    const groupIds = [...new Set(items.flatMap((i) => (i.targets.all ? [] : i.targets.groupIds)))];
    const devices = new Map((await this.repo.deviceNames(deviceIds)).map((d) => [d.id, d]));
    const groups = new Map((await this.repo.groupNames(groupIds)).map((g) => [g.id, g]));
    return items.map(({ organizationId, targets }) => {
      if (targets.all) return { all: true, devices: [], groups: [] };
      return {
        all: false,
        devices: targets.deviceIds.flatMap((id) => {
          const d = devices.get(id);
          return d && d.organizationId === organizationId ? [{ deviceKey: d.deviceKey, name: d.name || DEFAULT_DEVICE_NAME(d.id) }] : [];
        }),
        groups: targets.groupIds.flatMap((id) => {
          const g = groups.get(id);
          return g && g.organizationId === organizationId ? [{ id: g.id, name: g.name }] : [];
        }),
      };
    });
  }

  async view(organizationId: number, targets: StoredTargets): Promise<TargetsView> {
    const [view] = await this.views([{ organizationId, targets }]);
    return view as TargetsView;
  }

  /** The organization's devices the targets reach now (a group includes its sub-groups). */
  matchedDevices(organizationId: number, targets: StoredTargets, tx?: DbOrTx): Promise<Device[]> {
    return this.repo.matchedDevices(organizationId, targets, tx);
  }

  /**
   * The same screens named without "all": every device and group the organization has now. Used when
   * an organization's rows move to another one (organization deletion with transfer, content
   * transfer), where "all" would otherwise widen to every screen of the receiving organization.
   */
  async pinned(organizationId: number, targets: StoredTargets, tx?: DbOrTx): Promise<StoredTargets> {
    if (!targets.all) return targets;
    const everything = await this.repo.everything(organizationId, tx);
    return { all: false, ...everything };
  }
}
