import { isValidTimeZone, type ScheduleEntry } from '@signage/schedule';
import type { DeviceInfo, DeviceListItem, DeviceStats, DeviceType } from '@signage/shared';
import { eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type Device, type DeviceGroup, devices } from '../../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../../lib/errors.ts';
import type { AuthContext } from '../../../core/context.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { limit } from '../../../lib/rate-limiter.ts';
import { displayName, presentDevice, screenshotUrlOf } from '../devices.presenter.ts';
import { DeviceSchedules } from './device-schedules.ts';

/**
 * Devices (spec 7.6; docs/screens.md): pairing, reads, names, tags, interactivity, reloads and
 * screenshots. The lookups every part uses are in devices-base.ts, schedules and assignment in
 * device-schedules.ts.
 */
export class DevicesService extends DeviceSchedules {
  // ---- pairing ----

  /**
   * /device/{organizationId}/accept {deviceId = the 4-digit code}: pairs the waiting device into the
   * organization, within the licence's device limit (checked under a lock of the organization, DEV-5).
   */
  async accept(
    auth: AuthContext,
    organizationId: number,
    code: string,
    opts: { name?: string; groupId?: number },
    meta: RequestMeta,
  ): Promise<{ deviceKey: string; device: DeviceListItem }> {
    const orgId = await this.visibleOrg(auth, organizationId);
    let group: DeviceGroup | null = null;
    if (opts.groupId !== undefined && opts.groupId !== -1) {
      group = await this.repo.groupById([orgId], opts.groupId);
      if (!group) throw notFound();
      if (group.rule) throw new AppError(400, 'GROUP_DYNAMIC', undefined, { groupId: 'GROUP_DYNAMIC' });
    }
    const limits = await this.limits(orgId);
    if (limits.status !== 0) throw new AppError(403, 'LICENSE_EXPIRED');
    // The code is counted before it is looked up, per user, organization and address (security.md DEV-1);
    // a code that turns out right (it pairs, or meets the device limit) is given back.
    const attempt = await this.ctx.rate.admit(
      limit('device-accept:user', auth.user.id),
      limit('device-accept:org', orgId),
      limit('device-accept:ip', meta.ip),
    );
    const now = this.ctx.now();
    const pair = () =>
      this.ctx.db.transaction(async (tx) => {
        await this.repo.lockOrganization(tx, orgId);
        const waiting = await this.repo.waitingByCode(tx, code, now);
        if (!waiting) return null;
        if (limits.devices !== null && (await this.repo.countPaired(orgId, tx)) >= limits.devices)
          throw new AppError(403, 'DEVICE_LIMIT_REACHED', undefined, undefined, undefined, { max: limits.devices });
        return this.repo.updateDevice(
          waiting.id,
          {
            organizationId: orgId,
            groupId: group?.id ?? null,
            name: opts.name ?? '',
            pairingCode: null,
            pairingExpiresAt: null,
            pairedAt: now,
            updatedAt: now,
          },
          tx,
        );
      });
    let paired: Device | null;
    try {
      paired = await pair();
    } catch (error) {
      // The device limit is only checked for a right code: not a failed guess.
      if (error instanceof AppError && error.errorCode === 'DEVICE_LIMIT_REACHED') await attempt.refund();
      throw error;
    }
    if (!paired) {
      this.ctx.log.warn({ userId: auth.user.id, organizationId: orgId }, 'device pairing code refused');
      throw new AppError(400, 'DEVICE_CODE_INVALID', undefined, { deviceId: 'DEVICE_CODE_INVALID' });
    }
    await attempt.refund();
    await this.ctx.audit.byCaller(auth, {
      action: 'device.accept',
      objectType: 'device',
      objectId: paired.id,
      details: { organizationId: orgId },
      ip: meta.ip,
    });
    this.ctx.log.info({ deviceId: paired.id, organizationId: orgId }, 'device paired');
    // Who the device is changed (it has an organization now): its cached credential too.
    this.screens.invalidate([paired.id], 'identity');
    this.screens.toPlayers([paired.id], 'paired', {});
    this.screens.toOrganization(orgId, 'devices', { reason: 'added' });
    return { deviceKey: paired.deviceKey, device: await this.present(auth, paired) };
  }

  // ---- reads ----

  async list(auth: AuthContext, organizationId: number, groupId?: number): Promise<DeviceListItem[]> {
    const orgId = await this.visibleOrg(auth, organizationId);
    let where: SQL | undefined;
    if (groupId === -1) where = isNull(devices.groupId);
    else if (groupId !== undefined) where = eq(devices.groupId, groupId);
    const rows = await this.repo.listDevices([orgId], where);
    const ctx = await this.presentContext([orgId], rows);
    return rows.map((d) => presentDevice(d, ctx));
  }

  async info(auth: AuthContext, deviceKey: string, organizationId?: number): Promise<DeviceInfo> {
    const d = await this.device(auth, deviceKey);
    if (organizationId !== undefined && d.organizationId !== organizationId) throw notFound();
    const item = await this.present(auth, d);
    const chain = await this.repo.groupChain(d.groupId);
    return {
      ...item,
      schedule: (d.schedule ?? []) as ScheduleEntry[],
      groupPath: chain.reverse().map((g) => ({ id: g.id, name: g.name })),
    };
  }

  async groupList(auth: AuthContext, deviceKey: string) {
    const d = await this.device(auth, deviceKey);
    const chain = await this.repo.groupChain(d.groupId);
    return chain.reverse().map((g) => ({ id: g.id, name: g.name }));
  }

  async stats(auth: AuthContext, organizationId?: number): Promise<DeviceStats> {
    const orgId = await this.visibleOrg(auth, organizationId);
    const rows = await this.repo.listDevices([orgId]);
    const ctx = await this.presentContext([orgId], []);
    const out = { active: 0, inactive: 0, offline: 0, updating: 0, sleeping: 0, total: rows.length };
    for (const d of rows) out[presentDevice(d, ctx).status] += 1;
    return out;
  }

  async remove(auth: AuthContext, deviceKey: string, meta: RequestMeta) {
    const d = await this.device(auth, deviceKey);
    await this.repo.deleteDevice(d.id);
    // After the delete, so no instance can cache the credential again.
    this.screens.revoke([d.id]);
    if (d.screenshotKey)
      await this.storage.delete(d.screenshotKey).catch((error) => this.ctx.log.warn({ err: error }, 'screenshot removal failed'));
    await this.ctx.audit.byCaller(auth, {
      action: 'device.remove',
      objectType: 'device',
      objectId: d.id,
      details: { name: d.name },
      ip: meta.ip,
    });
    if (d.organizationId) this.screens.toOrganization(d.organizationId, 'devices', { reason: 'removed' });
    return { ok: true as const };
  }

  async setName(auth: AuthContext, deviceKey: string, name: string, meta: RequestMeta) {
    const d = await this.save(await this.device(auth, deviceKey), { name });
    await this.ctx.audit.byCaller(auth, { action: 'device.rename', objectType: 'device', objectId: d.id, details: { name }, ip: meta.ip });
    this.changed(d, 'renamed');
    return this.present(auth, d);
  }

  // ---- tags (docs/screens.md, "Tags and dynamic groups") ----

  /**
   * Writes tags on screens: each joins or leaves the dynamic groups its new tags match, so its manifest
   * and its alerts and messages change at once (scope `inputs`: its own row changed).
   */
  private async writeTags(auth: AuthContext, rows: Array<{ d: Device; tags: string[] }>, meta: RequestMeta) {
    const changed = rows.filter((r) => r.tags.join('\n') !== (r.d.tags ?? []).join('\n'));
    const now = this.ctx.now();
    const saved: Device[] = [];
    for (const r of changed) {
      saved.push((await this.repo.updateDevice(r.d.id, { tags: r.tags, updatedAt: now })) as Device);
      await this.ctx.audit.byCaller(auth, {
        action: 'device.tags',
        objectType: 'device',
        objectId: r.d.id,
        details: {
          name: displayName(r.d),
          added: r.tags.filter((t) => !(r.d.tags ?? []).includes(t)),
          removed: (r.d.tags ?? []).filter((t) => !r.tags.includes(t)),
        },
        ip: meta.ip,
      });
    }
    if (saved.length) {
      this.screens.invalidate(
        saved.map((d) => d.id),
        'inputs',
      );
      for (const orgId of new Set(saved.map((d) => d.organizationId)))
        if (orgId) this.screens.toOrganization(orgId, 'devices', { reason: 'tags' });
    }
    return saved;
  }

  /** /device/setTags: replaces a screen's tags. */
  async setTags(auth: AuthContext, deviceKey: string, tags: string[], meta: RequestMeta) {
    const d = await this.device(auth, deviceKey);
    const [saved] = await this.writeTags(auth, [{ d, tags: [...tags].sort() }], meta);
    return this.present(auth, saved ?? d);
  }

  /** /device/tags: adds and removes tags on several screens (all visible, else 404 and nothing changes). */
  async bulkTags(auth: AuthContext, deviceKeys: string[], add: string[], remove: string[], meta: RequestMeta) {
    if (add.length === 0 && remove.length === 0) throw fieldError('add', 'FIELD_REQUIRED');
    const keys = [...new Set(deviceKeys)];
    const rows = await this.repo.devicesByKeys(await this.orgIds(auth), keys);
    if (rows.length !== keys.length) throw notFound();
    const next = rows.map((d) => {
      const tags = new Set(d.tags ?? []);
      for (const t of add) tags.add(t);
      for (const t of remove) tags.delete(t);
      return { d, tags: [...tags].sort() };
    });
    if (next.some((r) => r.tags.length > 30)) throw fieldError('add', 'FIELD_INVALID');
    const saved = await this.writeTags(auth, next, meta);
    return { count: saved.length };
  }

  /** /device/tagList: every tag the organization's screens carry, sorted (the tag pickers). */
  async tagList(auth: AuthContext, organizationId?: number): Promise<string[]> {
    const orgId = await this.visibleOrg(auth, organizationId);
    const rows = await this.repo.taggedDevices(orgId);
    return [...new Set(rows.flatMap((r) => r.tags))].sort((a, b) => a.localeCompare(b));
  }

  async details(
    auth: AuthContext,
    deviceKey: string,
    b: { deviceType: DeviceType; deviceDescription: string; rotation?: number; timeZone?: string; active?: boolean },
    meta: RequestMeta,
  ) {
    const d = await this.device(auth, deviceKey);
    if (b.timeZone !== undefined && !isValidTimeZone(b.timeZone)) throw fieldError('timeZone', 'FIELD_INVALID');
    const set: Partial<Device> = { deviceType: b.deviceType, description: b.deviceDescription };
    if (b.rotation !== undefined) set.rotation = b.rotation;
    if (b.timeZone !== undefined) set.timeZone = b.timeZone;
    if (b.active !== undefined) set.active = b.active;
    const row = await this.save(d, set);
    await this.ctx.audit.byCaller(auth, { action: 'device.details', objectType: 'device', objectId: d.id, details: { ...b }, ip: meta.ip });
    this.changed(row, 'details');
    if (b.active !== undefined && b.active !== d.active) await this.live.publish([d.id], true);
    return this.present(auth, row);
  }

  /**
   * /device/interactive/toggle: within the licence's interactive limit (spec part 4), counted under a
   * lock of the organization. Already at the limit → INTERACTIVE_LIMIT_REACHED; a batch that would go
   * over it → INTERACTIVE_LIMIT_EXCEEDED; nothing changes either way.
   */
  async setInteractive(auth: AuthContext, organizationId: number, deviceKeys: string[], interactive: boolean, meta: RequestMeta) {
    const orgId = await this.visibleOrg(auth, organizationId);
    const keys = [...new Set(deviceKeys)];
    const rows = await this.repo.devicesByKeys([orgId], keys);
    if (rows.length !== keys.length) throw notFound();
    const limits = await this.limits(orgId);
    const changedIds = await this.ctx.db.transaction(async (tx) => {
      await this.repo.lockOrganization(tx, orgId);
      const fresh = await this.repo.devicesByKeys([orgId], keys, tx);
      const toChange = fresh.filter((d) => d.interactive !== interactive);
      if (interactive && toChange.length > 0 && limits.interactive !== null) {
        const current = await this.repo.countInteractive(orgId, tx);
        if (current >= limits.interactive) throw new AppError(403, 'INTERACTIVE_LIMIT_REACHED');
        if (current + toChange.length > limits.interactive) throw new AppError(403, 'INTERACTIVE_LIMIT_EXCEEDED');
      }
      if (toChange.length === 0) return [];
      const ids = toChange.map((d) => d.id);
      await this.repo.updateDevices(ids, { interactive, updatedAt: this.ctx.now() }, tx);
      return ids;
    });
    if (changedIds.length) {
      await this.ctx.audit.byCaller(auth, {
        action: 'device.interactive',
        objectType: 'device',
        objectId: null,
        details: { deviceIds: changedIds, interactive },
        ip: meta.ip,
      });
      this.screens.invalidate(changedIds, 'inputs');
      this.screens.toOrganization(orgId, 'devices', { reason: 'interactive' });
    }
    return { count: changedIds.length };
  }

  /**
   * Spec part 4: lowering the interactive limit makes some devices non-interactive. Keeps the oldest
   * interactive devices up to the limit; call it after changing a licence's interactive device limit.
   */
  async enforceInteractiveLimit(organizationId: number): Promise<number[]> {
    const limits = await this.limits(organizationId);
    if (limits.interactive === null) return [];
    const max = limits.interactive;
    const dropped = await this.ctx.db.transaction(async (tx) => {
      await this.repo.lockOrganization(tx, organizationId);
      return this.repo.dropInteractiveAbove(tx, organizationId, max, this.ctx.now());
    });
    this.announceNonInteractive(organizationId, dropped);
    return dropped;
  }

  /**
   * A licence's interactive limit went down (LicenceHooks, inside the licence update's transaction):
   * the newest interactive screens above it are switched off; their players hear it once it commits.
   */
  async interactiveLimitLowered(organizationId: number, limit: number, tx: Db): Promise<(() => void) | undefined> {
    const dropped = await this.repo.dropInteractiveAbove(tx, organizationId, limit, this.ctx.now());
    return dropped.length ? () => this.announceNonInteractive(organizationId, dropped) : undefined;
  }

  private announceNonInteractive(organizationId: number, dropped: number[]) {
    if (!dropped.length) return;
    this.screens.invalidate(dropped, 'inputs');
    this.screens.toOrganization(organizationId, 'devices', { reason: 'interactive' });
  }

  /** Sets one device's interactive flag within the limit (group/addDevice). */
  async setInteractiveOne(auth: AuthContext, d: Device, interactive: boolean, meta: RequestMeta) {
    if (d.interactive === interactive || d.organizationId === null) return;
    await this.setInteractive(auth, d.organizationId, [d.deviceKey], interactive, meta);
  }

  async activeThumbnail(auth: AuthContext, deviceKey: string) {
    const d = await this.device(auth, deviceKey);
    this.screens.toPlayers([d.id], 'screenshot', {});
    return { url: screenshotUrlOf(d), takenAt: d.screenshotAt?.toISOString() ?? null, requested: d.active };
  }

  /** Asks the screen to reload its player (our call; the player answers the `reload` event). */
  async reload(auth: AuthContext, deviceKey: string, meta: RequestMeta) {
    const d = await this.device(auth, deviceKey);
    this.screens.toPlayers([d.id], 'reload', {});
    await this.ctx.audit.byCaller(auth, { action: 'device.reload', objectType: 'device', objectId: d.id, details: {}, ip: meta.ip });
    return { ok: true as const };
  }

  async screenshotFile(auth: AuthContext, deviceKey: string, sha: string) {
    const d = await this.device(auth, deviceKey);
    if (!d.screenshotKey || d.screenshotSha256 !== sha) throw notFound();
    return { key: d.screenshotKey, etag: sha, mimeType: 'image/jpeg', name: `screen-${d.id}.jpg` };
  }
}
