import { asleepAt, effectiveSleepHours, nextSleepChange, type SleepHours, sleepHoursError } from '@signage/schedule';
import type { DeviceListItem, GroupItem } from '@signage/shared';
import type { AppContext, AuthContext } from '../../../core/context.ts';
import type { DeviceGroup } from '../../../db/schema/index.ts';
import { fieldError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { displayName } from '../devices.presenter.ts';
import type { DevicesService } from '../devices/devices.service.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import { followedGroups } from '../groups/membership.ts';
import type { ScreensBus } from '../runtime/screens-bus.ts';
import type { ScreensRepository } from '../screens.repository.ts';
import type { SleepHoursRepository } from './sleep-hours.repository.ts';

/** A summary for the activity log: how many periods and exceptions (null = cleared). */
const summary = (h: SleepHours | null) => (h ? { rules: h.rules.length, exceptions: h.exceptions.length } : { cleared: true });

/**
 * Sleep hours (docs/screens.md "Sleep hours"): set on a screen or a group, carried by the manifest
 * (the player decides from it with its own clock), and read here for the screen's status and for
 * screen health (a screen asleep as planned is not offline). Dates named twice are refused.
 */
export class SleepHoursService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SleepHoursRepository,
    private readonly screensRepo: ScreensRepository,
    private readonly groupsRepo: GroupsRepository,
    private readonly screens: ScreensBus,
    private readonly devices: DevicesService,
    private readonly groups: GroupsService,
  ) {}

  private validate(h: SleepHours | null) {
    const error = h ? sleepHoursError(h) : null;
    if (error) throw fieldError(`sleepHours.${error.path}`, error.code);
  }

  /** /device/setSleepHours: the screen's own sleep hours (null = follow its groups' again). */
  async setDevice(auth: AuthContext, deviceKey: string, sleepHours: SleepHours | null, meta: RequestMeta): Promise<DeviceListItem> {
    const d = await this.devices.device(auth, deviceKey);
    this.validate(sleepHours);
    const saved = (await this.screensRepo.updateDevice(d.id, { sleepHours, updatedAt: this.ctx.now() })) ?? d;
    await this.ctx.audit.byCaller(auth, {
      action: 'device.sleepHours',
      objectType: 'device',
      objectId: d.id,
      details: { name: displayName(d), ...summary(sleepHours) },
      ip: meta.ip,
    });
    this.screens.invalidate([d.id], 'inputs');
    if (d.organizationId) this.screens.toOrganization(d.organizationId, 'devices', { reason: 'sleepHours' });
    return this.devices.present(auth, saved);
  }

  /** /group/setSleepHours: the sleep hours of the group's screens (those without their own). */
  async setGroup(auth: AuthContext, id: number, sleepHours: SleepHours | null, meta: RequestMeta): Promise<GroupItem> {
    const g = await this.groups.group(auth, id);
    this.validate(sleepHours);
    await this.groupsRepo.update(g.id, { sleepHours, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: 'group.sleepHours',
      objectType: 'device_group',
      objectId: g.id,
      details: { name: g.name, ...summary(sleepHours) },
      ip: meta.ip,
    });
    this.screens.invalidate(await this.screensRepo.devicesUnderGroups([g.id]), 'groups');
    this.screens.toOrganization(g.organizationId, 'devices', { reason: 'sleepHours' });
    return this.groups.details(auth, g.id);
  }

  /**
   * The screens of these organizations that were asleep as planned at some moment of the last
   * `windowMs` of their organization (0 = right now): screen health neither opens an incident for
   * them nor lists them offline. Only organizations where some screen or group has sleep hours are read.
   */
  async restingIds(now: Date, windows: Map<number, number>): Promise<Set<number>> {
    const out = new Set<number>();
    const orgIds = (await this.repo.organizationsWithSleep([...windows.keys()])).filter((id) => windows.has(id));
    if (orgIds.length === 0) return out;
    const [rows, groupRows] = await Promise.all([this.repo.devicesOf(orgIds), this.screensRepo.groupsOf(orgIds)]);
    const groups = new Map<number, DeviceGroup>(groupRows.map((g) => [g.id, g]));
    const t = now.getTime();
    for (const d of rows) {
      const h = effectiveSleepHours(d.sleepHours, followedGroups(d, groups));
      if (!h || d.organizationId === null) continue;
      const from = t - (windows.get(d.organizationId) ?? 0);
      const change = nextSleepChange(h, d.timeZone, from);
      if (asleepAt(h, d.timeZone, from) || asleepAt(h, d.timeZone, t) || (change !== null && change <= t)) out.add(d.id);
    }
    return out;
  }
}
