import { membersOf } from '@signage/shared';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client.ts';
import { type Device, deviceGroups, devices, type StoredTargets } from '../../db/schema/index.ts';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The queries behind targets (docs/alerts.md): devices and groups of one organization only. */
export class TargetsRepository {
  constructor(private readonly db: Db) {}

  /** Paired devices of the organization with these keys. */
  async devicesByKeys(organizationId: number, keys: string[], tx: DbOrTx = this.db) {
    if (keys.length === 0) return [];
    return tx
      .select({ id: devices.id, deviceKey: devices.deviceKey })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), inArray(devices.deviceKey, keys)));
  }

  /** Groups of the organization with these ids. */
  async groupsByIds(organizationId: number, ids: number[], tx: DbOrTx = this.db) {
    if (ids.length === 0) return [];
    return tx
      .select({ id: deviceGroups.id })
      .from(deviceGroups)
      .where(and(eq(deviceGroups.organizationId, organizationId), inArray(deviceGroups.id, ids)));
  }

  /** Key, name and organization of these devices (any organization: the caller filters). */
  async deviceNames(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: devices.id, deviceKey: devices.deviceKey, name: devices.name, organizationId: devices.organizationId })
      .from(devices)
      .where(inArray(devices.id, ids));
  }

  /** Name and organization of these groups. */
  async groupNames(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: deviceGroups.id, name: deviceGroups.name, organizationId: deviceGroups.organizationId })
      .from(deviceGroups)
      .where(inArray(deviceGroups.id, ids));
  }

  /** The organization's groups under (and including) these groups. */
  async groupSubtree(organizationId: number, groupIds: number[], tx: DbOrTx = this.db): Promise<number[]> {
    if (groupIds.length === 0) return [];
    const result = await tx.execute(sql`
      with recursive down as (
        select id, 0 as depth from device_groups where organization_id = ${organizationId} and id in (${idList(groupIds)})
        union all
        select g.id, down.depth + 1 from device_groups g join down on g.parent_id = down.id
          where g.organization_id = ${organizationId} and down.depth < 64
      )
      select distinct id from down`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  /** The organization's devices the targets name (a group includes its sub-groups), by id. */
  async matchedDevices(organizationId: number, targets: StoredTargets, tx: DbOrTx = this.db): Promise<Device[]> {
    const org = eq(devices.organizationId, organizationId);
    if (targets.all) return tx.select().from(devices).where(org).orderBy(devices.id);
    const groups = await this.groupSubtree(organizationId, targets.groupIds, tx);
    const parts: SQL[] = [];
    if (targets.deviceIds.length) parts.push(inArray(devices.id, targets.deviceIds));
    if (groups.length) parts.push(inArray(devices.groupId, groups));
    // Dynamic groups cover the screens their tag rule matches (`@signage/shared` tags.ts).
    const dynamic = groups.length
      ? await tx
          .select({ organizationId: deviceGroups.organizationId, rule: deviceGroups.rule })
          .from(deviceGroups)
          .where(and(inArray(deviceGroups.id, groups), isNotNull(deviceGroups.rule)))
      : [];
    if (dynamic.length) {
      const tagged = await tx
        .select({ id: devices.id, organizationId: devices.organizationId, tags: devices.tags })
        .from(devices)
        .where(and(org, sql`jsonb_array_length(${devices.tags}) > 0`));
      const ids = new Set(dynamic.flatMap((g) => membersOf(g, tagged).map((d) => d.id)));
      if (ids.size) parts.push(inArray(devices.id, [...ids]));
    }
    if (parts.length === 0) return [];
    return tx
      .select()
      .from(devices)
      .where(and(org, or(...parts)))
      .orderBy(devices.id);
  }

  /** Every device and group id of an organization (to pin "all screens" down when its rows move). */
  async everything(organizationId: number, tx: DbOrTx = this.db): Promise<{ deviceIds: number[]; groupIds: number[] }> {
    const d = await tx.select({ id: devices.id }).from(devices).where(eq(devices.organizationId, organizationId)).orderBy(devices.id);
    const g = await tx
      .select({ id: deviceGroups.id })
      .from(deviceGroups)
      .where(eq(deviceGroups.organizationId, organizationId))
      .orderBy(deviceGroups.id);
    return { deviceIds: d.map((r) => r.id), groupIds: g.map((r) => r.id) };
  }
}
