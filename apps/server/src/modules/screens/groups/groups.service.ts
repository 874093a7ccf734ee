import { effectiveSleepHours, isValidTimeZone, type ScheduleEntry } from '@signage/schedule';
import { can, type DeviceListItem, ROOT_GROUP_ID, type DeviceTimeline, type GroupItem, type ScheduleData } from '@signage/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Device, type DeviceGroup, deviceGroups, devices, type TagRule } from '../../../db/schema/index.ts';
import { AppError, fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../../core/context.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { parseJsonText } from '../../../lib/json-text.ts';
import { presentDevice, resolverInput } from '../devices.presenter.ts';
import type { DevicesService } from '../devices/devices.service.ts';
import type { ScreensBus } from '../runtime/screens-bus.ts';
import type { GroupsRepository } from './groups.repository.ts';
import type { ScheduleViews } from '../schedule-views.ts';
import type { ScreensRepository } from '../screens.repository.ts';
import { type AssignablePlaylists, dropEntry, parseEntryInput, putEntry } from '../schedule-rules.ts';
import { presentWall, storedWallOf } from './walls.ts';
import type { WallInput } from '@signage/shared';

const nameExists = () => new AppError(400, 'NAME_EXISTS', undefined, { name: 'NAME_EXISTS' });
/** A dynamic group holds no screens of its own and no sub-groups: its rule chooses its members. */
const dynamicRefused = (field: string) => new AppError(400, 'GROUP_DYNAMIC', undefined, { [field]: 'GROUP_DYNAMIC' });

/**
 * Device groups (spec 7.5; docs/screens.md): a tree per organization under the root -1. A device is in
 * at most one group; removing a group moves its devices and child groups to its parent. Group changes
 * push new manifests to every device below the group.
 */
export class GroupsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ScreensRepository,
    private readonly groups: GroupsRepository,
    private readonly screens: ScreensBus,
    private readonly devicesService: DevicesService,
    private readonly views: ScheduleViews,
    private readonly assignable: AssignablePlaylists,
  ) {}

  async group(auth: AuthContext, id: number, organizationId?: number): Promise<DeviceGroup> {
    const g = await this.repo.groupById(await this.devicesService.orgIds(auth), id);
    if (!g || (organizationId !== undefined && g.organizationId !== organizationId)) throw notFound();
    return g;
  }

  private async present(rows: DeviceGroup[]): Promise<GroupItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((g) => g.id);
    const dc = await this.groups.deviceCounts(ids);
    const cc = await this.groups.childCounts(ids);
    // A dynamic group counts the screens its rule matches now.
    for (const g of rows) if (g.rule) dc.set(g.id, (await this.repo.membersOfRule(g)).length);
    const walls = rows.filter((g) => g.wall);
    const wallMembers = walls.length ? await this.groups.memberKeys(walls.map((g) => g.id)) : new Map<number, Map<number, string>>();
    const names = await this.devicesService.playlistInfo(
      rows.flatMap((g) => (g.playNow ? [g.playNow.playlistId] : [])),
      rows.map((g) => g.organizationId),
    );
    return rows.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      parentId: g.parentId ?? -1,
      organizationId: g.organizationId,
      deviceCount: dc.get(g.id) ?? 0,
      childCount: cc.get(g.id) ?? 0,
      playNow: g.playNow ? { ...g.playNow, playlistName: names.get(g.playNow.playlistId, g.organizationId)?.name ?? null } : null,
      scheduleCount: (g.schedule ?? []).length,
      rule: g.rule ? { match: g.rule.match, tags: [...g.rule.tags] } : null,
      wall: presentWall(g.wall, wallMembers.get(g.id) ?? new Map()),
      sleepHours: g.sleepHours ?? null,
      sync: g.syncSince !== null,
    }));
  }

  async list(auth: AuthContext, parentId: number, organizationId: number | undefined, all: boolean): Promise<GroupItem[]> {
    let orgId = await this.devicesService.visibleOrg(auth, organizationId);
    if (parentId !== -1) {
      const parent = await this.group(auth, parentId, organizationId);
      orgId = parent.organizationId;
    }
    const where = all
      ? eq(deviceGroups.organizationId, orgId)
      : and(eq(deviceGroups.organizationId, orgId), parentId === -1 ? isNull(deviceGroups.parentId) : eq(deviceGroups.parentId, parentId));
    return this.present(await this.groups.list(where));
  }

  async details(auth: AuthContext, id: number, organizationId?: number): Promise<GroupItem> {
    if (id === ROOT_GROUP_ID) return this.rootDetails(auth, organizationId);
    const [item] = await this.present([await this.group(auth, id, organizationId)]);
    return item as GroupItem;
  }

  /**
   * The root group -1 is not stored: it is the organization itself (its name), holding the ungrouped
   * screens and the top-level groups. It has no play-now or schedule of its own.
   */
  private async rootDetails(auth: AuthContext, organizationId?: number): Promise<GroupItem> {
    const orgId = await this.devicesService.visibleOrg(auth, organizationId);
    const root = await this.groups.root(orgId);
    if (!root) throw notFound();
    return {
      id: ROOT_GROUP_ID,
      name: root.name,
      description: '',
      parentId: ROOT_GROUP_ID,
      organizationId: orgId,
      deviceCount: root.deviceCount,
      childCount: root.childCount,
      playNow: null,
      scheduleCount: 0,
      rule: null,
      wall: null,
      sleepHours: null,
      sync: false,
    };
  }

  /** The root has no schedule: writing one is refused (400 ROOT_GROUP_NO_SCHEDULE on `groupId`). */
  private refuseRootSchedule(groupId: number) {
    if (groupId === ROOT_GROUP_ID) throw new AppError(400, 'ROOT_GROUP_NO_SCHEDULE', undefined, { groupId: 'ROOT_GROUP_NO_SCHEDULE' });
  }

  private async assertUniqueName(orgId: number, parentId: number | null, name: string, exceptId?: number) {
    const ids = await this.groups.namesakes(orgId, parentId, name);
    if (ids.some((id) => id !== exceptId)) throw nameExists();
  }

  /** A parent for a group of `orgId`: the root (null) or a group of the same organization. */
  private async parentFor(auth: AuthContext, parentId: number, orgId: number | null): Promise<DeviceGroup | null> {
    if (parentId === -1) return null;
    const parent = await this.group(auth, parentId);
    if (orgId !== null && parent.organizationId !== orgId) throw notFound();
    if (parent.rule) throw dynamicRefused('parentId');
    return parent;
  }

  /** Devices named by key, all visible and of the group's organization (all-or-nothing, TEN-3). */
  private async devicesFor(keys: string[], orgId: number): Promise<Device[]> {
    const unique = [...new Set(keys)];
    const rows = await this.repo.devicesByKeys([orgId], unique);
    if (rows.length !== unique.length) throw notFound();
    return rows;
  }

  async create(
    auth: AuthContext,
    b: { name: string; description: string; parentId: number; deviceArray: string[]; organizationId?: number },
    meta: RequestMeta,
  ): Promise<{ id: number; group: GroupItem }> {
    const target = b.organizationId === undefined ? null : await this.devicesService.visibleOrg(auth, b.organizationId);
    const parent = await this.parentFor(auth, b.parentId, target);
    const orgId = parent?.organizationId ?? target ?? auth.organization.id;
    await this.assertUniqueName(orgId, parent?.id ?? null, b.name);
    const moving = await this.devicesFor(b.deviceArray, orgId);
    const group = await this.groups.create(
      { organizationId: orgId, parentId: parent?.id ?? null, name: b.name, description: b.description },
      moving.map((d) => d.id),
      this.ctx.now(),
    );
    await this.ctx.audit.byCaller(auth, {
      action: 'group.create',
      objectType: 'device_group',
      objectId: group.id,
      details: { name: b.name, devices: moving.length },
      ip: meta.ip,
    });
    this.screens.invalidate(
      moving.map((d) => d.id),
      'inputs',
    );
    this.screens.toOrganization(orgId, 'devices', { reason: 'groups' });
    return { id: group.id, group: await this.details(auth, group.id) };
  }

  async updateDetails(
    auth: AuthContext,
    b: { id: number; name: string; description: string; organizationId?: number; parentId?: number },
    meta: RequestMeta,
  ): Promise<GroupItem> {
    const g = await this.group(auth, b.id, b.organizationId);
    let parentId = g.parentId;
    // A dynamic group stays under the root.
    if (g.rule && b.parentId !== undefined && b.parentId !== ROOT_GROUP_ID) throw dynamicRefused('parentId');
    if (b.parentId !== undefined) {
      const parent = await this.parentFor(auth, b.parentId, g.organizationId);
      if (parent) {
        const below = await this.repo.groupSubtree([g.id]);
        if (below.includes(parent.id)) throw new AppError(400, 'GROUP_INVALID_MOVE', undefined, { parentId: 'GROUP_INVALID_MOVE' });
      }
      parentId = parent?.id ?? null;
    }
    await this.assertUniqueName(g.organizationId, parentId, b.name, g.id);
    await this.groups.update(g.id, { name: b.name, description: b.description, parentId, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: g.rule ? 'group.dynamic.update' : 'group.update',
      objectType: 'device_group',
      objectId: g.id,
      details: { name: b.name, parentId },
      ip: meta.ip,
    });
    // Group names are in manifests (the "why" of what plays); a move changes what plays.
    await this.screens.groupsChanged([g.id]);
    this.screens.toOrganization(g.organizationId, 'devices', { reason: 'groups' });
    return this.details(auth, g.id);
  }

  /**
   * Makes a normal group a video wall, changes its layout, or (null) makes it a normal group again
   * (docs/screens.md, "Video walls"). The wall's screens get new manifests with their viewports.
   */
  async updateWall(auth: AuthContext, id: number, input: WallInput | null, meta: RequestMeta): Promise<GroupItem> {
    const g = await this.group(auth, id);
    if (g.rule) throw dynamicRefused('id');
    const wall = input ? await storedWallOf(input, g, (orgId, keys) => this.repo.devicesByKeys([orgId], keys)) : null;
    // A wall's screens must change slides together: making a wall turns synchronized playback on
    // (its anchor is kept when it was on already).
    const now = this.ctx.now();
    await this.groups.update(g.id, { wall, ...(wall && g.syncSince === null ? { syncSince: now } : {}), updatedAt: now });
    await this.ctx.audit.byCaller(auth, {
      action: wall ? 'group.wall.update' : 'group.wall.remove',
      objectType: 'device_group',
      objectId: g.id,
      details: wall ? { columns: wall.columns, rows: wall.rows, bezel: wall.bezel, screens: wall.cells.length } : {},
      ip: meta.ip,
    });
    await this.screens.groupsChanged([g.id]);
    this.screens.toOrganization(g.organizationId, 'devices', { reason: 'groups' });
    return this.details(auth, g.id);
  }

  async remove(auth: AuthContext, id: number, meta: RequestMeta) {
    const g = await this.group(auth, id);
    const affected = await this.repo.devicesUnderGroups([g.id]);
    await this.groups.remove(g, this.ctx.now());
    await this.ctx.audit.byCaller(auth, {
      action: g.rule ? 'group.dynamic.remove' : 'group.remove',
      objectType: 'device_group',
      objectId: g.id,
      details: { name: g.name },
      ip: meta.ip,
    });
    this.screens.invalidate(affected, 'inputs');
    this.screens.toOrganization(g.organizationId, 'devices', { reason: 'groups' });
    return { ok: true as const };
  }

  private async firstMemberZone(g: DeviceGroup): Promise<string | null> {
    if (!g.rule) return this.groups.firstMemberZone(g.id);
    const [first] = await this.repo.membersOfRule(g);
    return first === undefined ? null : ((await this.repo.deviceById(first))?.timeZone ?? null);
  }

  // ---- dynamic groups (docs/screens.md, "Tags and dynamic groups") ----

  /** /group/createDynamic: a group under the root whose members are the screens its tag rule matches. */
  async createDynamic(
    auth: AuthContext,
    b: { name: string; description: string; rule: TagRule; organizationId?: number },
    meta: RequestMeta,
  ): Promise<{ id: number; group: GroupItem }> {
    const orgId = await this.devicesService.visibleOrg(auth, b.organizationId);
    await this.assertUniqueName(orgId, null, b.name);
    const group = await this.groups.create(
      { organizationId: orgId, parentId: null, name: b.name, description: b.description, rule: b.rule },
      [],
      this.ctx.now(),
    );
    await this.ctx.audit.byCaller(auth, {
      action: 'group.dynamic.create',
      objectType: 'device_group',
      objectId: group.id,
      details: { name: b.name, match: b.rule.match, tags: b.rule.tags },
      ip: meta.ip,
    });
    // It has no schedule yet: nothing plays differently, but alerts and messages may name it later.
    this.screens.toOrganization(orgId, 'devices', { reason: 'groups' });
    return { id: group.id, group: await this.details(auth, group.id) };
  }

  /**
   * /group/updateRule: the screens that join or leave get new manifests at once (and their alerts and
   * messages are matched again); a normal group is refused (400 GROUP_DYNAMIC).
   */
  async updateRule(auth: AuthContext, id: number, rule: TagRule, meta: RequestMeta): Promise<GroupItem> {
    const g = await this.group(auth, id);
    if (!g.rule) throw dynamicRefused('id');
    const before = await this.repo.membersOfRule(g);
    await this.groups.update(g.id, { rule, updatedAt: this.ctx.now() });
    const after = await this.repo.membersOfRule({ organizationId: g.organizationId, rule });
    await this.ctx.audit.byCaller(auth, {
      action: 'group.dynamic.update',
      objectType: 'device_group',
      objectId: g.id,
      details: { name: g.name, match: rule.match, tags: rule.tags },
      ip: meta.ip,
    });
    this.screens.invalidate([...new Set([...before, ...after])], 'groups');
    this.screens.toOrganization(g.organizationId, 'devices', { reason: 'groups' });
    return this.details(auth, g.id);
  }

  /**
   * /group/updateSync: synchronized playback on or off (docs/player.md). Turning it on anchors the
   * group's shared timeline at this instant; turning it on again while on keeps the running anchor
   * (screens never restart). The root is refused (400 GROUP_ROOT_SYNC).
   */
  async updateSync(auth: AuthContext, id: number, sync: boolean, meta: RequestMeta): Promise<GroupItem> {
    if (id === ROOT_GROUP_ID) throw new AppError(400, 'GROUP_ROOT_SYNC', undefined, { id: 'GROUP_ROOT_SYNC' });
    const g = await this.group(auth, id);
    if ((g.syncSince !== null) === sync) return this.details(auth, g.id);
    const now = this.ctx.now();
    await this.groups.update(g.id, { syncSince: sync ? now : null, updatedAt: now });
    await this.ctx.audit.byCaller(auth, {
      action: sync ? 'group.sync.on' : 'group.sync.off',
      objectType: 'device_group',
      objectId: g.id,
      details: { name: g.name },
      ip: meta.ip,
    });
    if (g.rule) this.screens.invalidate(await this.repo.membersOfRule(g), 'groups');
    else await this.screens.groupsChanged([g.id]);
    this.screens.toOrganization(g.organizationId, 'devices', { reason: 'groups' });
    return this.details(auth, g.id);
  }

  async listDevices(auth: AuthContext, groupId: number, organizationId?: number): Promise<DeviceListItem[]> {
    if (groupId === -1) {
      const orgId = await this.devicesService.visibleOrg(auth, organizationId);
      return this.devicesService.list(auth, orgId, -1);
    }
    const g = await this.group(auth, groupId, organizationId);
    // A dynamic group's members: the screens of its organization its rule matches now.
    const where = g.rule ? inArray(devices.id, await this.repo.membersOfRule(g)) : eq(devices.groupId, g.id);
    const rows = await this.repo.listDevices([g.organizationId], where);
    const ctx = await this.devicesService.presentContext([g.organizationId], rows);
    return rows.map((d) => presentDevice(d, ctx));
  }

  /** Moves devices into a group (-1 = out of every group). */
  private async move(auth: AuthContext, groupId: number, keys: string[], meta: RequestMeta, before?: (rows: Device[]) => Promise<void>) {
    const orgIds = await this.devicesService.orgIds(auth);
    let target: DeviceGroup | null = null;
    let rows: Device[];
    if (groupId === -1) {
      const unique = [...new Set(keys)];
      rows = await this.repo.devicesByKeys(orgIds, unique);
      if (rows.length !== unique.length) throw notFound();
    } else {
      target = await this.group(auth, groupId);
      if (target.rule) throw dynamicRefused('groupId');
      rows = await this.devicesFor(keys, target.organizationId);
    }
    if (rows.length === 0) return rows;
    await before?.(rows);
    await this.groups.moveDevices(
      rows.map((d) => d.id),
      target?.id ?? null,
      this.ctx.now(),
    );
    await this.ctx.audit.byCaller(auth, {
      action: 'group.addDevices',
      objectType: 'device_group',
      objectId: target?.id ?? null,
      details: { deviceIds: rows.map((d) => d.id) },
      ip: meta.ip,
    });
    this.screens.invalidate(
      rows.map((d) => d.id),
      'inputs',
    );
    for (const orgId of new Set(rows.map((d) => d.organizationId)))
      if (orgId) this.screens.toOrganization(orgId, 'devices', { reason: 'moved' });
    return rows;
  }

  async addDevice(auth: AuthContext, groupId: number, deviceKey: string, interactive: boolean | undefined, meta: RequestMeta) {
    // The interactive limit is checked before the move, so a refusal changes nothing.
    await this.move(auth, groupId, [deviceKey], meta, async ([d]) => {
      if (d && interactive !== undefined) await this.devicesService.setInteractiveOne(auth, d, interactive, meta);
    });
    return this.devicesService.present(auth, await this.devicesService.device(auth, deviceKey));
  }

  async addDevices(auth: AuthContext, groupId: number, deviceKeyList: string | string[], meta: RequestMeta) {
    const keys =
      typeof deviceKeyList === 'string'
        ? parseJsonText(deviceKeyList, 'deviceKeyList', () => fieldError('deviceKeyList', 'FIELD_INVALID'))
        : deviceKeyList;
    if (!Array.isArray(keys) || keys.length > 500 || !keys.every((k) => typeof k === 'string' && k.length > 0 && k.length <= 64))
      throw fieldError('deviceKeyList', 'FIELD_INVALID');
    const rows = await this.move(auth, groupId, keys as string[], meta);
    return { count: rows.length };
  }

  async removeDevice(auth: AuthContext, deviceKey: string, meta: RequestMeta) {
    await this.move(auth, -1, [deviceKey], meta);
    return this.devicesService.present(auth, await this.devicesService.device(auth, deviceKey));
  }

  /** The path below the root (the root itself: []). */
  async groupList(auth: AuthContext, groupId: number) {
    if (groupId === ROOT_GROUP_ID) return [];
    const g = await this.group(auth, groupId);
    const chain = await this.repo.groupChain(g.id);
    return chain.reverse().map((x) => ({ id: x.id, name: x.name }));
  }

  // ---- schedules ----

  /** The root's schedule is always empty (it has none of its own). */
  async schedule(auth: AuthContext, groupId: number) {
    if (groupId === ROOT_GROUP_ID) return this.views.scheduleOf(auth.organization.id, [], null);
    const g = await this.group(auth, groupId);
    return this.views.scheduleOf(g.organizationId, g.schedule as ScheduleEntry[], g.playNow);
  }

  /**
   * "What plays when, and why" on the group's screens that have no play-now or schedule of their own:
   * the group's chain through the shared resolver, in `timeZone` (default: its first screen's zone).
   */
  async timeline(auth: AuthContext, groupId: number, days: number, from?: string, timeZone?: string): Promise<DeviceTimeline> {
    if (timeZone !== undefined && !isValidTimeZone(timeZone)) throw fieldError('timeZone', 'FIELD_INVALID');
    // The root: ungrouped screens with nothing of their own play nothing (an idle timeline).
    const g = groupId === ROOT_GROUP_ID ? null : await this.group(auth, groupId);
    const chain = g ? await this.repo.groupChain(g.id) : [];
    const memberZone = g ? await this.firstMemberZone(g) : null;
    const zone = timeZone ?? (memberZone || 'UTC');
    const orgId = g?.organizationId ?? auth.organization.id;
    const sleep = effectiveSleepHours(null, chain);
    return this.views.timelineOf(orgId, resolverInput({ timeZone: zone, playNow: null, schedule: [] }, chain), days, from, sleep);
  }

  private async saveGroup(auth: AuthContext, g: DeviceGroup, set: Partial<DeviceGroup>, action: string, meta: RequestMeta) {
    const saved = await this.groups.update(g.id, { ...set, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action,
      objectType: 'device_group',
      objectId: g.id,
      details: { entries: saved.schedule.length },
      ip: meta.ip,
    });
    await this.screens.groupsChanged([g.id]);
    this.screens.toOrganization(g.organizationId, 'devices', { reason: 'schedule' });
    return saved;
  }

  async updateScheduleEntry(auth: AuthContext, groupId: number, index: number, input: unknown, meta: RequestMeta) {
    this.refuseRootSchedule(groupId);
    const g = await this.group(auth, groupId);
    const entry = parseEntryInput(input);
    await this.assignable.check(auth, entry.playlistId, 'scheduleEntry.playlistId');
    const saved = await this.saveGroup(
      auth,
      g,
      { schedule: putEntry(g.schedule as ScheduleEntry[], index, entry) },
      'group.schedule.update',
      meta,
    );
    return this.views.scheduleOf(saved.organizationId, saved.schedule as ScheduleEntry[], saved.playNow);
  }

  async removeScheduleEntry(auth: AuthContext, groupId: number, index: number, meta: RequestMeta) {
    this.refuseRootSchedule(groupId);
    const g = await this.group(auth, groupId);
    const saved = await this.saveGroup(
      auth,
      g,
      { schedule: dropEntry(g.schedule as ScheduleEntry[], index) },
      'group.schedule.remove',
      meta,
    );
    return this.views.scheduleOf(saved.organizationId, saved.schedule as ScheduleEntry[], saved.playNow);
  }

  /** The root never plays anything of its own: stopping it changes nothing. */
  async stopPlayNow(auth: AuthContext, groupId: number, meta: RequestMeta) {
    if (groupId === ROOT_GROUP_ID) return this.schedule(auth, groupId);
    const g = await this.group(auth, groupId);
    const saved = await this.saveGroup(auth, g, { playNow: null }, 'group.playNow.stop', meta);
    return this.views.scheduleOf(saved.organizationId, saved.schedule as ScheduleEntry[], null);
  }

  /** Spec 7.7 /playlist/assignToGroup: play now on the group, or a schedule entry appended to it. */
  async assignToGroup(auth: AuthContext, groupId: number, playlistId: number, data: ScheduleData, meta: RequestMeta) {
    // Screens are managed by admins, owners, staff and screen managers (spec part 6).
    if (!can(auth.role, 'devices.manage')) throw forbidden();
    this.refuseRootSchedule(groupId);
    await this.assignable.check(auth, playlistId);
    const g = await this.group(auth, groupId);
    if (data.mode === 'playNow') {
      await this.saveGroup(auth, g, { playNow: { playlistId, since: this.ctx.now().toISOString() } }, 'group.assign', meta);
      return { ok: true as const, mode: 'playNow' as const, scheduleEntryIndex: null };
    }
    const entry = parseEntryInput({ ...data.entry, playlistId }, 'scheduleData.entry');
    const schedule = [...(g.schedule as ScheduleEntry[]), entry];
    await this.saveGroup(auth, g, { schedule }, 'group.assign', meta);
    return { ok: true as const, mode: 'schedule' as const, scheduleEntryIndex: schedule.length - 1 };
  }
}
