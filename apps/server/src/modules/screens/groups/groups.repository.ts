import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type DeviceGroup, deviceGroups, devices, organizations, type TagRule } from '../../../db/schema/index.ts';

/** Typed queries of the group calls (the tree walks every screens part uses are in ScreensRepository). */
export class GroupsRepository {
  constructor(private readonly db: Db) {}

  /** Groups by name (case-insensitive), then id. */
  list(where: SQL | undefined): Promise<DeviceGroup[]> {
    return this.db.select().from(deviceGroups).where(where).orderBy(sql`lower(${deviceGroups.name})`, deviceGroups.id);
  }

  /** Devices directly in each of these groups. */
  async deviceCounts(groupIds: number[]): Promise<Map<number | null, number>> {
    const rows = await this.db
      .select({ groupId: devices.groupId, n: sql<number>`count(*)::int` })
      .from(devices)
      .where(inArray(devices.groupId, groupIds))
      .groupBy(devices.groupId);
    return new Map(rows.map((r) => [r.groupId, Number(r.n)]));
  }

  /** The root group -1 of an organization: its name, ungrouped devices and top-level groups. */
  async root(organizationId: number): Promise<{ name: string; deviceCount: number; childCount: number } | null> {
    const [org] = await this.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
    if (!org) return null;
    const [d] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), isNull(devices.groupId)));
    const [g] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(deviceGroups)
      .where(and(eq(deviceGroups.organizationId, organizationId), isNull(deviceGroups.parentId), isNull(deviceGroups.rule)));
    return { name: org.name, deviceCount: Number(d?.n ?? 0), childCount: Number(g?.n ?? 0) };
  }

  /** Child groups of each of these groups. */
  async childCounts(groupIds: number[]): Promise<Map<number | null, number>> {
    const rows = await this.db
      .select({ parentId: deviceGroups.parentId, n: sql<number>`count(*)::int` })
      .from(deviceGroups)
      .where(inArray(deviceGroups.parentId, groupIds))
      .groupBy(deviceGroups.parentId);
    return new Map(rows.map((r) => [r.parentId, Number(r.n)]));
  }

  /** Ids of the groups under this parent (null = the root) whose name is this one, case-insensitively. */
  async namesakes(organizationId: number, parentId: number | null, name: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: deviceGroups.id })
      .from(deviceGroups)
      .where(
        and(
          eq(deviceGroups.organizationId, organizationId),
          parentId === null ? isNull(deviceGroups.parentId) : eq(deviceGroups.parentId, parentId),
          sql`lower(${deviceGroups.name}) = lower(${name})`,
        ),
      );
    return rows.map((r) => r.id);
  }

  /** A new group with these devices moved into it, in one transaction. */
  create(
    values: { organizationId: number; parentId: number | null; name: string; description: string; rule?: TagRule | null },
    deviceIds: number[],
    now: Date,
  ): Promise<DeviceGroup> {
    return this.db.transaction(async (tx) => {
      const [g] = await tx
        .insert(deviceGroups)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      const created = g as DeviceGroup;
      if (deviceIds.length) await tx.update(devices).set({ groupId: created.id, updatedAt: now }).where(inArray(devices.id, deviceIds));
      return created;
    });
  }

  /** Changes one group; answers it as stored. */
  async update(id: number, set: Partial<DeviceGroup>): Promise<DeviceGroup> {
    const [row] = await this.db.update(deviceGroups).set(set).where(eq(deviceGroups.id, id)).returning();
    return row as DeviceGroup;
  }

  /** Removes a group; its devices and child groups move to its parent. */
  async remove(g: DeviceGroup, now: Date) {
    await this.db.transaction(async (tx) => {
      await tx.update(devices).set({ groupId: g.parentId, updatedAt: now }).where(eq(devices.groupId, g.id));
      await tx.update(deviceGroups).set({ parentId: g.parentId, updatedAt: now }).where(eq(deviceGroups.parentId, g.id));
      await tx.delete(deviceGroups).where(eq(deviceGroups.id, g.id));
    });
  }

  /** Moves devices into a group (null = out of every group). */
  async moveDevices(deviceIds: number[], groupId: number | null, now: Date) {
    await this.db.update(devices).set({ groupId, updatedAt: now }).where(inArray(devices.id, deviceIds));
  }

  /** Each group's own screens (not its sub-groups'): id → deviceKey, for the walls' cells. */
  async memberKeys(groupIds: number[]): Promise<Map<number, Map<number, string>>> {
    const rows = await this.db
      .select({ id: devices.id, key: devices.deviceKey, groupId: devices.groupId })
      .from(devices)
      .where(inArray(devices.groupId, groupIds));
    const out = new Map<number, Map<number, string>>();
    for (const r of rows) {
      if (r.groupId === null) continue;
      const m = out.get(r.groupId) ?? new Map<number, string>();
      m.set(r.id, r.key);
      out.set(r.groupId, m);
    }
    return out;
  }

  /** The time zone of the group's first screen (by id), if it has any. */
  async firstMemberZone(groupId: number): Promise<string | null> {
    const [member] = await this.db
      .select({ timeZone: devices.timeZone })
      .from(devices)
      .where(eq(devices.groupId, groupId))
      .orderBy(devices.id)
      .limit(1);
    return member ? member.timeZone : null;
  }
}
