import { effectiveSleepHours, type ScheduleEntry } from '@signage/schedule';
import { can, type DeviceTimeline, type ScheduleData, type ScheduleResponse } from '@signage/shared';
import type { Device } from '../../../db/schema/index.ts';
import { forbidden } from '../../../lib/errors.ts';
import type { AuthContext } from '../../../core/context.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { resolverInput } from '../devices.presenter.ts';
import { dropEntry, parseEntryInput, putEntry } from '../schedule-rules.ts';
import { DevicesBase } from './devices-base.ts';

/** A device's schedule (docs/screens.md "Schedules") and the assignment of a playlist to it (spec 7.7). */
export class DeviceSchedules extends DevicesBase {
  // ---- schedules ----

  async schedule(auth: AuthContext, deviceKey: string): Promise<ScheduleResponse> {
    const d = await this.device(auth, deviceKey);
    return this.views.scheduleOf(d.organizationId ?? -1, d.schedule as ScheduleEntry[], d.playNow, d.timeZone);
  }

  protected async saveSchedule(
    auth: AuthContext,
    d: Device,
    schedule: ScheduleEntry[],
    action: string,
    meta: RequestMeta,
    extra: Partial<Device> = {},
  ) {
    const row = await this.save(d, { schedule, ...extra });
    await this.ctx.audit.byCaller(auth, {
      action,
      objectType: 'device',
      objectId: d.id,
      details: { entries: schedule.length },
      ip: meta.ip,
    });
    this.changed(row, 'schedule');
    return this.views.scheduleOf(row.organizationId ?? -1, row.schedule as ScheduleEntry[], row.playNow, row.timeZone);
  }

  async clearSchedule(auth: AuthContext, deviceKey: string, meta: RequestMeta) {
    const d = await this.device(auth, deviceKey);
    return this.saveSchedule(auth, d, [], 'device.schedule.clear', meta, { playNow: null });
  }

  async removeScheduleEntry(auth: AuthContext, deviceKey: string, index: number, meta: RequestMeta) {
    const d = await this.device(auth, deviceKey);
    return this.saveSchedule(auth, d, dropEntry(d.schedule as ScheduleEntry[], index), 'device.schedule.remove', meta);
  }

  async updateScheduleEntry(auth: AuthContext, deviceKey: string, index: number, input: unknown, meta: RequestMeta) {
    const d = await this.device(auth, deviceKey);
    const entry = parseEntryInput(input);
    await this.assignable.check(auth, entry.playlistId, 'scheduleEntry.playlistId');
    return this.saveSchedule(auth, d, putEntry(d.schedule as ScheduleEntry[], index, entry), 'device.schedule.update', meta);
  }

  async stopPlayNow(auth: AuthContext, deviceKey: string, meta: RequestMeta) {
    const d = await this.device(auth, deviceKey);
    const row = await this.save(d, { playNow: null });
    await this.ctx.audit.byCaller(auth, { action: 'device.playNow.stop', objectType: 'device', objectId: d.id, details: {}, ip: meta.ip });
    this.changed(row, 'schedule');
    return this.views.scheduleOf(row.organizationId ?? -1, row.schedule as ScheduleEntry[], null, row.timeZone);
  }

  /** "What plays when, and why" for `days` days from `from` (the shared resolver, the device's time zone). */
  async timeline(auth: AuthContext, deviceKey: string, days: number, from?: string): Promise<DeviceTimeline> {
    const d = await this.device(auth, deviceKey);
    const chain = await this.repo.followedGroups(d);
    const sleep = effectiveSleepHours(d.sleepHours, chain);
    return this.views.timelineOf(d.organizationId ?? -1, resolverInput(d, chain), days, from, sleep);
  }

  // ---- assignment (spec 7.7 /playlist/assignToDevice) ----

  async assignToDevice(auth: AuthContext, deviceKey: string, playlistId: number, data: ScheduleData, meta: RequestMeta) {
    // Screens are managed by admins, owners, staff and screen managers (spec part 6).
    if (!can(auth.role, 'devices.manage')) throw forbidden();
    await this.assignable.check(auth, playlistId);
    const d = await this.device(auth, deviceKey);
    if (data.mode === 'playNow') {
      const row = await this.save(d, { playNow: { playlistId, since: this.ctx.now().toISOString() } });
      await this.ctx.audit.byCaller(auth, {
        action: 'device.assign',
        objectType: 'device',
        objectId: d.id,
        details: { playlistId, mode: 'playNow' },
        ip: meta.ip,
      });
      this.changed(row, 'assigned');
      return { ok: true as const, mode: 'playNow' as const, scheduleEntryIndex: null };
    }
    const entry = parseEntryInput({ ...data.entry, playlistId }, 'scheduleData.entry');
    const schedule = [...(d.schedule as ScheduleEntry[]), entry];
    const row = await this.save(d, { schedule });
    await this.ctx.audit.byCaller(auth, {
      action: 'device.assign',
      objectType: 'device',
      objectId: d.id,
      details: { playlistId, mode: 'schedule' },
      ip: meta.ip,
    });
    this.changed(row, 'assigned');
    return { ok: true as const, mode: 'schedule' as const, scheduleEntryIndex: schedule.length - 1 };
  }
}
