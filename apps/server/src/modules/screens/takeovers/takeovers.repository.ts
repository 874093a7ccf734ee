import type { AlertMode, AlertType } from '@signage/shared';
import { and, isNotNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { devices, type StoredTargets, type TagRule } from '../../../db/schema/index.ts';
import { anyInt } from '../../../lib/sql-helpers.ts';
import { dynamicGroupsOf } from '../groups/membership.ts';

/** Where an organization's screens sit: their group, the group tree, and their dynamic groups (nearest first). */
export interface Placement {
  devices: Map<number, number | null>;
  parents: Map<number, number | null>;
  dynamic: Map<number, number[]>;
}

/** An open activation with its alert and audio file, as the one query answers it. */
export interface ActiveAlertRow {
  activationId: number;
  alertId: number;
  name: string;
  type: AlertType;
  description: string;
  instructions: string;
  backgroundColor: string;
  textColor: string;
  mode: AlertMode;
  startedAt: string;
  endsAt: string | null;
  targets: StoredTargets;
  audioId: number | null;
  audioHash: string | null;
  audioMime: string | null;
  audioBytes: number | null;
}

export interface MessageRow {
  id: number;
  text: string;
  style: 'ticker' | 'banner';
  position: 'top' | 'bottom';
  speed: 'slow' | 'normal' | 'fast';
  backgroundColor: string;
  textColor: string;
  startsAt: string;
  endsAt: string | null;
  targets: StoredTargets;
}

/** A receipt to store: when activation `activationId` went on and off device `deviceId`'s screen. */
export interface ReceiptRow {
  activationId: number;
  deviceId: number;
  organizationId: number;
  shownAt: string | null;
  endedAt: string | null;
}

/** ISO instants in UTC with milliseconds, the same text on every instance and database. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The takeover channel's reads (docs/alerts.md, "Delivery"): the tables of the alerts module are read
 * here directly, so screens does not import alerts. Every read is per organization, in one statement.
 */
export class TakeoversRepository {
  constructor(private readonly db: Db) {}

  /**
   * The organization's open activations (not ended, `ends_at` null or after `now`) with their alerts
   * and audio files, newest first, and its messages not over (not stopped, `ends_at` null or after
   * `now`; those that start later included), by start: one statement.
   */
  async content(organizationId: number, now: Date): Promise<{ alerts: ActiveAlertRow[]; messages: MessageRow[] }> {
    const at = now.toISOString();
    const result = await this.db.execute(sql`
      select
        coalesce((
          select json_agg(json_build_object(
            'activationId', ac.id, 'alertId', a.id, 'name', a.name, 'type', a.type, 'description', a.description,
            'instructions', a.instructions, 'backgroundColor', a.background_color, 'textColor', a.text_color,
            'mode', a.mode, 'startedAt', ${iso('ac.started_at')}, 'endsAt', ${iso('ac.ends_at')}, 'targets', a.targets,
            'audioId', m.id, 'audioHash', m.sha256, 'audioMime', m.mime_type, 'audioBytes', m.size_bytes
          ) order by ac.started_at desc, ac.id desc)
          from alert_activations ac
          join alerts a on a.id = ac.alert_id
          left join media m on m.id = a.audio_media_id
          where ac.organization_id = ${organizationId} and ac.ended_at is null
            and (ac.ends_at is null or ac.ends_at > ${at}::timestamptz)
        ), '[]'::json) as alerts,
        coalesce((
          select json_agg(json_build_object(
            'id', s.id, 'text', s.text, 'style', s.style, 'position', s.position, 'speed', s.speed,
            'backgroundColor', s.background_color, 'textColor', s.text_color,
            'startsAt', ${iso('s.starts_at')}, 'endsAt', ${iso('s.ends_at')}, 'targets', s.targets
          ) order by s.starts_at, s.id)
          from screen_messages s
          where s.organization_id = ${organizationId} and s.stopped_at is null
            and (s.ends_at is null or s.ends_at > ${at}::timestamptz)
        ), '[]'::json) as messages`);
    const [row] = rowsOf<{ alerts: ActiveAlertRow[]; messages: MessageRow[] }>(result);
    return { alerts: row?.alerts ?? [], messages: row?.messages ?? [] };
  }

  /**
   * The organization's paired devices (id → group), groups (id → parent) and, per device, the dynamic
   * groups its tags put it in (`groups/membership.ts`): one statement.
   */
  async placement(organizationId: number): Promise<Placement> {
    const result = await this.db.execute(sql`
      select 'd' as kind, id, group_id as ref, tags as data from devices where organization_id = ${organizationId}
      union all
      select 'g' as kind, id, parent_id as ref, rule as data from device_groups where organization_id = ${organizationId}`);
    const devices = new Map<number, number | null>();
    const parents = new Map<number, number | null>();
    const tagged: Array<{ id: number; organizationId: number; tags: string[] }> = [];
    const dynamic: Array<{ id: number; organizationId: number; rule: TagRule }> = [];
    const jsonOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));
    for (const r of rowsOf<{ kind: 'd' | 'g'; id: number; ref: number | null; data: unknown }>(result)) {
      const ref = r.ref === null ? null : Number(r.ref);
      const data = jsonOf(r.data);
      if (r.kind === 'd') {
        devices.set(Number(r.id), ref);
        if (Array.isArray(data) && data.length) tagged.push({ id: Number(r.id), organizationId, tags: data });
      } else {
        parents.set(Number(r.id), ref);
        if (data) dynamic.push({ id: Number(r.id), organizationId, rule: data as TagRule });
      }
    }
    const dynamicOf = new Map<number, number[]>();
    for (const d of tagged) {
      const ids = dynamicGroupsOf(d, dynamic).map((g) => g.id);
      if (ids.length) dynamicOf.set(d.id, ids);
    }
    return { devices, parents, dynamic: dynamicOf };
  }

  /** The organizations of these devices now (pairing, transfers); removed or unpaired ones are left out. */
  async organizationsOf(deviceIds: number[]): Promise<Map<number, number>> {
    if (deviceIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: devices.id, organizationId: devices.organizationId })
      .from(devices)
      .where(and(anyInt(devices.id, deviceIds), isNotNull(devices.organizationId)));
    const out = new Map<number, number>();
    for (const r of rows) if (r.organizationId !== null) out.set(r.id, r.organizationId);
    return out;
  }

  /**
   * Upserts receipts in one statement: only those whose activation belongs to the device's
   * organization are stored; `shown_at` and `ended_at` keep the earliest value given (`least`
   * ignores nulls). Answers the (activation, device) pairs stored. Pairs must be distinct.
   */
  async upsertReceipts(rows: ReceiptRow[]): Promise<Array<{ activationId: number; deviceId: number }>> {
    if (rows.length === 0) return [];
    const result = await this.db.execute(sql`
      insert into alert_receipts (activation_id, device_id, shown_at, ended_at)
      select v.activation_id, v.device_id, v.shown_at, v.ended_at
      from jsonb_to_recordset(${JSON.stringify(rows.map(receiptJson))}::jsonb)
        as v(activation_id int, device_id int, organization_id int, shown_at timestamptz, ended_at timestamptz)
      join alert_activations ac on ac.id = v.activation_id and ac.organization_id = v.organization_id
      on conflict (activation_id, device_id) do update set
        shown_at = least(alert_receipts.shown_at, excluded.shown_at),
        ended_at = least(alert_receipts.ended_at, excluded.ended_at)
      returning activation_id, device_id`);
    return rowsOf<{ activation_id: number; device_id: number }>(result).map((r) => ({
      activationId: Number(r.activation_id),
      deviceId: Number(r.device_id),
    }));
  }
}

const receiptJson = (r: ReceiptRow) => ({
  activation_id: r.activationId,
  device_id: r.deviceId,
  organization_id: r.organizationId,
  shown_at: r.shownAt,
  ended_at: r.endedAt,
});
