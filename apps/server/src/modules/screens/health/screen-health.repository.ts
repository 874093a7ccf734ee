import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../../db/client.ts';
import { devices, organizations, screenHealthSettings, screenIncidents, users } from '../../../db/schema/index.ts';

/** Roles whose users may be told about offline screens (docs/insight.md "Screen health"). */
export const RECIPIENT_ROLES = ['owner', 'admin', 'screen_manager'] as const;

export type SettingsRow = typeof screenHealthSettings.$inferSelect;

/** A claimed incident: this run (and no other instance) mails it. */
export interface ClaimedIncident {
  id: number;
  organizationId: number;
  deviceId: number;
  /** When it went offline (opened) or came back (closed). */
  at: Date;
}

const dateOf = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Screen health (docs/insight.md "Screen health"): the settings per organization and the incidents. Every change of an
 * incident is one conditional statement, so instances sharing the database claim each incident once
 * (the unique partial index `screen_incidents_open_uq` keeps one open incident per screen).
 */
export class ScreenHealthRepository {
  constructor(private readonly db: Db) {}

  async settings(organizationId: number): Promise<SettingsRow | undefined> {
    const [row] = await this.db.select().from(screenHealthSettings).where(eq(screenHealthSettings.organizationId, organizationId));
    return row;
  }

  async settingsOf(organizationIds: number[]): Promise<SettingsRow[]> {
    if (!organizationIds.length) return [];
    return this.db.select().from(screenHealthSettings).where(inArray(screenHealthSettings.organizationId, organizationIds));
  }

  async save(organizationId: number, values: Omit<SettingsRow, 'organizationId' | 'updatedAt'>, now: Date, tx: DbOrTx = this.db) {
    await tx
      .insert(screenHealthSettings)
      .values({ organizationId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: screenHealthSettings.organizationId, set: { ...values, updatedAt: now } });
  }

  /** Users of the organization who may be recipients (active owners, admins, screen managers). */
  async candidates(organizationId: number) {
    return this.db
      .select({ userId: users.id, name: users.fullname, email: users.email, role: users.role, locale: users.locale })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), inArray(users.role, [...RECIPIENT_ROLES]), eq(users.status, 'active')))
      .orderBy(asc(users.fullname), asc(users.id));
  }

  async organizations(ids: number[]) {
    if (!ids.length) return [];
    return this.db
      .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
      .from(organizations)
      .where(inArray(organizations.id, ids));
  }

  async devices(ids: number[]) {
    if (!ids.length) return [];
    return this.db
      .select({ id: devices.id, name: devices.name, deviceKey: devices.deviceKey, organizationId: devices.organizationId })
      .from(devices)
      .where(inArray(devices.id, ids));
  }

  /**
   * Active, paired screens of the organization offline right now (no heartbeat for `offlineAfterMs`;
   * since = the last heartbeat, or the pairing when it never beat), longest first, with their open incident.
   */
  async offline(organizationId: number, now: Date, offlineAfterMs: number, limit: number) {
    const since = sql<Date>`coalesce(${devices.lastSeenAt}, ${devices.pairedAt})`;
    const rows = await this.db
      .select({
        deviceKey: devices.deviceKey,
        id: devices.id,
        name: devices.name,
        since,
        notifiedAt: screenIncidents.notifiedAt,
      })
      .from(devices)
      .leftJoin(screenIncidents, and(eq(screenIncidents.deviceId, devices.id), sql`${screenIncidents.recoveredAt} is null`))
      .where(
        and(
          eq(devices.organizationId, organizationId),
          eq(devices.active, true),
          sql`${devices.pairedAt} is not null`,
          sql`${since} < ${ts(now)} - ${offlineAfterMs} * interval '1 millisecond'`,
        ),
      )
      .orderBy(asc(since), asc(devices.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, since: r.since ? dateOf(r.since) : null }));
  }

  /**
   * Closes, without a mail, the open incidents that no longer concern anyone: notifications switched
   * off, the screen disabled, unpaired or moved to another organization (a removed screen's incident
   * goes with it: foreign key cascade).
   */
  async closeSilently(now: Date): Promise<number> {
    const result = await this.db.execute(sql`
      update screen_incidents si set recovered_at = ${ts(now)}
      where si.recovered_at is null and (
        not exists (select 1 from screen_health_settings s where s.organization_id = si.organization_id and s.enabled)
        or not exists (
          select 1 from devices d
          where d.id = si.device_id and d.active and d.paired_at is not null and d.organization_id = si.organization_id
        )
      )
      returning si.id`);
    return rowsOf(result).length;
  }

  /**
   * Closes the incidents of screens that are back (a heartbeat after the incident began, and recent):
   * returns those whose recovery this run mails (notified before, and the organization asks for it).
   */
  async closeRecovered(now: Date, offlineAfterMs: number): Promise<ClaimedIncident[]> {
    const result = await this.db.execute(sql`
      update screen_incidents si
      set recovered_at = ${ts(now)},
          recovery_notified_at = case when si.notified_at is not null and s.notify_recovery then ${ts(now)} end
      from devices d, screen_health_settings s
      where si.recovered_at is null
        and d.id = si.device_id
        and s.organization_id = si.organization_id
        and d.last_seen_at is not null
        and d.last_seen_at > si.offline_since
        and d.last_seen_at >= ${ts(now)} - ${offlineAfterMs} * interval '1 millisecond'
      returning si.id, si.organization_id, si.device_id, si.recovery_notified_at, d.last_seen_at`);
    return rowsOf<{
      id: number;
      organization_id: number;
      device_id: number;
      recovery_notified_at: Date | string | null;
      last_seen_at: Date | string;
    }>(result)
      .filter((r) => r.recovery_notified_at !== null)
      .map((r) => ({ id: r.id, organizationId: r.organization_id, deviceId: r.device_id, at: dateOf(r.last_seen_at) }));
  }

  /**
   * Opens an incident for every active, paired screen of an organization with notifications on that
   * has been offline longer than its threshold (never shorter than the product's offline rule). A
   * screen with an open incident is skipped by the unique partial index, whoever inserts first.
   */
  async open(now: Date, minuteMs: number, offlineAfterMs: number, exceptDeviceIds: number[] = []): Promise<void> {
    const except = exceptDeviceIds.length ? sql`and d.id <> all(${`{${exceptDeviceIds.join(',')}}`}::int[])` : sql``;
    await this.db.execute(sql`
      insert into screen_incidents (organization_id, device_id, offline_since)
      select d.organization_id, d.id, coalesce(d.last_seen_at, d.paired_at)
      from devices d
      join screen_health_settings s on s.organization_id = d.organization_id and s.enabled
      where d.active and d.paired_at is not null
        and coalesce(d.last_seen_at, d.paired_at)
          < ${ts(now)} - greatest(s.threshold_minutes * ${minuteMs}, ${offlineAfterMs}) * interval '1 millisecond'
        ${except}
      on conflict (device_id) where recovered_at is null do nothing`);
  }

  /** Each organization with notifications on, and how long its screens may be silent (ms) before an incident. */
  async thresholds(minuteMs: number, offlineAfterMs: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ organizationId: screenHealthSettings.organizationId, minutes: screenHealthSettings.thresholdMinutes })
      .from(screenHealthSettings)
      .where(eq(screenHealthSettings.enabled, true));
    return new Map(rows.map((r) => [r.organizationId, Math.max(r.minutes * minuteMs, offlineAfterMs)]));
  }

  /** Claims the open incidents not yet mailed: the conditional UPDATE hands each to exactly one run. */
  async claimNew(now: Date): Promise<ClaimedIncident[]> {
    const rows = await this.db
      .update(screenIncidents)
      .set({ notifiedAt: now })
      .where(and(sql`${screenIncidents.recoveredAt} is null`, sql`${screenIncidents.notifiedAt} is null`))
      .returning({
        id: screenIncidents.id,
        organizationId: screenIncidents.organizationId,
        deviceId: screenIncidents.deviceId,
        at: screenIncidents.offlineSince,
      });
    return rows;
  }
}
