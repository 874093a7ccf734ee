import { type PlaylistWindows, type Window, windowsOf } from '@signage/schedule';
import { and, asc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  type Device,
  type DeviceGroup,
  deviceGroups,
  devices,
  organizations,
  playlistStockTargets,
  playlists,
  slides,
} from '../../db/schema/index.ts';

import { dynamicGroupsOf, membersOf } from './groups/membership.ts';

type Tx = DbOrTx;
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Typed queries of devices and groups; every CMS read is scoped by a set of visible organizations. */
export class ScreensRepository {
  constructor(readonly db: Db) {}

  async deviceByKey(orgIds: number[], deviceKey: string, tx: Tx = this.db): Promise<Device | null> {
    const [row] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.deviceKey, deviceKey), inArray(devices.organizationId, orgIds)));
    return row ?? null;
  }

  async devicesByKeys(orgIds: number[], keys: string[], tx: Tx = this.db): Promise<Device[]> {
    if (keys.length === 0) return [];
    return tx
      .select()
      .from(devices)
      .where(and(inArray(devices.deviceKey, keys), inArray(devices.organizationId, orgIds)));
  }

  async deviceById(id: number): Promise<Device | null> {
    const [row] = await this.db.select().from(devices).where(eq(devices.id, id));
    return row ?? null;
  }

  /** The device waiting to be paired with this code (locked for the pairing transaction). */
  async waitingByCode(tx: Tx, code: string, now: Date): Promise<Device | null> {
    const [row] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.pairingCode, code), isNull(devices.organizationId), gt(devices.pairingExpiresAt, now)))
      .for('update');
    return row ?? null;
  }

  /** Changes one device row; answers it as stored (null when it is gone). */
  async updateDevice(id: number, set: Partial<Device>, tx: Tx = this.db): Promise<Device | null> {
    const [row] = await tx.update(devices).set(set).where(eq(devices.id, id)).returning();
    return row ?? null;
  }

  async updateDevices(ids: number[], set: Partial<Device>, tx: Tx = this.db) {
    await tx.update(devices).set(set).where(inArray(devices.id, ids));
  }

  async deleteDevice(id: number) {
    await this.db.delete(devices).where(eq(devices.id, id));
  }

  async listDevices(orgIds: number[], where?: SQL): Promise<Device[]> {
    return this.db
      .select()
      .from(devices)
      .where(and(inArray(devices.organizationId, orgIds), where))
      .orderBy(asc(devices.id));
  }

  async groupById(orgIds: number[], id: number, tx: Tx = this.db): Promise<DeviceGroup | null> {
    const [row] = await tx
      .select()
      .from(deviceGroups)
      .where(and(eq(deviceGroups.id, id), inArray(deviceGroups.organizationId, orgIds)));
    return row ?? null;
  }

  async groupsOf(orgIds: number[]): Promise<DeviceGroup[]> {
    return this.db.select().from(deviceGroups).where(inArray(deviceGroups.organizationId, orgIds)).orderBy(asc(deviceGroups.id));
  }

  /** The group and its ancestors, nearest first. */
  async groupChain(groupId: number | null, tx: Tx = this.db): Promise<DeviceGroup[]> {
    if (groupId === null) return [];
    const result = await tx.execute(sql`
      with recursive up as (
        select g.*, 0 as depth from device_groups g where g.id = ${groupId}
        union all
        select g.*, up.depth + 1 from device_groups g join up on g.id = up.parent_id where up.depth < 64
      )
      select id from up order by depth`);
    const ids = rowsOf<{ id: number }>(result).map((r) => Number(r.id));
    if (ids.length === 0) return [];
    const rows = await tx.select().from(deviceGroups).where(inArray(deviceGroups.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((g): g is DeviceGroup => Boolean(g));
  }

  /** The dynamic groups of an organization (groups with a tag rule). */
  async dynamicGroupsOf(organizationId: number, tx: Tx = this.db): Promise<DeviceGroup[]> {
    return tx
      .select()
      .from(deviceGroups)
      .where(and(eq(deviceGroups.organizationId, organizationId), isNotNull(deviceGroups.rule)));
  }

  /** Every group a screen follows, nearest first: its dynamic groups (by its tags), then its group chain. */
  async followedGroups(
    d: { organizationId: number | null; groupId: number | null; tags?: readonly string[] | null },
    tx: Tx = this.db,
  ): Promise<DeviceGroup[]> {
    const dynamic =
      d.organizationId === null || !d.tags?.length ? [] : dynamicGroupsOf(d, await this.dynamicGroupsOf(d.organizationId, tx));
    return [...dynamic, ...(await this.groupChain(d.groupId, tx))];
  }

  /** The screens (id, organization, tags) of an organization that carry at least one tag. */
  async taggedDevices(organizationId: number, tx: Tx = this.db) {
    return tx
      .select({ id: devices.id, organizationId: devices.organizationId, tags: devices.tags })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), sql`jsonb_array_length(${devices.tags}) > 0`));
  }

  /** The screens a dynamic group's rule covers now (ids, in id order). */
  async membersOfRule(g: Pick<DeviceGroup, 'organizationId' | 'rule'>, tx: Tx = this.db): Promise<number[]> {
    if (!g.rule) return [];
    return membersOf(g, await this.taggedDevices(g.organizationId, tx))
      .map((d) => d.id)
      .sort((a, b) => a - b);
  }

  /** The ids of the groups under (and including) these groups. */
  async groupSubtree(groupIds: number[], tx: Tx = this.db): Promise<number[]> {
    if (groupIds.length === 0) return [];
    const result = await tx.execute(sql`
      with recursive down as (
        select id, 0 as depth from device_groups where id in (${idList(groupIds)})
        union all
        select g.id, down.depth + 1 from device_groups g join down on g.parent_id = down.id where down.depth < 64
      )
      select distinct id from down`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  /** Paired devices in these groups or below them, and the screens the dynamic ones among them match. */
  async devicesUnderGroups(groupIds: number[], tx: Tx = this.db): Promise<number[]> {
    const all = await this.groupSubtree(groupIds, tx);
    if (all.length === 0) return [];
    const rows = await tx.select({ id: devices.id }).from(devices).where(inArray(devices.groupId, all));
    const ids = new Set(rows.map((r) => r.id));
    const dynamic = await tx
      .select()
      .from(deviceGroups)
      .where(and(inArray(deviceGroups.id, all), isNotNull(deviceGroups.rule)));
    for (const g of dynamic) for (const id of await this.membersOfRule(g, tx)) ids.add(id);
    return [...ids];
  }

  /** Devices whose own play-now or schedule, or whose groups' (any ancestor), name one of these playlists. */
  async devicesPlaying(playlistIds: number[]): Promise<number[]> {
    if (playlistIds.length === 0) return [];
    const list = idList(playlistIds);
    const direct = await this.db.execute(sql`
      select id from devices where organization_id is not null and (
        (play_now->>'playlistId')::int in (${list})
        or exists (select 1 from jsonb_array_elements(schedule) e where (e->>'playlistId')::int in (${list})))`);
    const groups = await this.db.execute(sql`
      select id from device_groups where
        (play_now->>'playlistId')::int in (${list})
        or exists (select 1 from jsonb_array_elements(schedule) e where (e->>'playlistId')::int in (${list}))`);
    const ids = new Set(rowsOf<{ id: number }>(direct).map((r) => Number(r.id)));
    for (const id of await this.devicesUnderGroups(rowsOf<{ id: number }>(groups).map((r) => Number(r.id)))) ids.add(id);
    return [...ids];
  }

  async devicesOfOrg(organizationId: number): Promise<number[]> {
    const rows = await this.db.select({ id: devices.id }).from(devices).where(eq(devices.organizationId, organizationId));
    return rows.map((r) => r.id);
  }

  async countPaired(organizationId: number, tx: Tx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), isNotNull(devices.pairedAt)));
    return Number(row?.n ?? 0);
  }

  async countInteractive(organizationId: number, tx: Tx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), eq(devices.interactive, true)));
    return Number(row?.n ?? 0);
  }

  /** Serializes limit checks of one organization (security.md DEV-5): locks its row for the transaction. */
  async lockOrganization(tx: Tx, organizationId: number) {
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
  }

  /** Every group of these organizations (unordered: the live events look them up by id). */
  async groupsIn(orgIds: number[]): Promise<DeviceGroup[]> {
    return this.db.select().from(deviceGroups).where(inArray(deviceGroups.organizationId, orgIds));
  }

  /**
   * Spec part 4: lowering the interactive limit makes some devices non-interactive. Keeps the oldest
   * interactive devices up to `limit` and switches the rest off, inside the caller's transaction;
   * answers the ids switched off (their manifests must be rebuilt once the transaction commits).
   */
  async dropInteractiveAbove(tx: Tx, organizationId: number, limit: number, now: Date): Promise<number[]> {
    const rows = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), eq(devices.interactive, true)))
      .orderBy(devices.id);
    const extra = rows.slice(Math.max(0, limit)).map((r) => r.id);
    if (extra.length) await tx.update(devices).set({ interactive: false, updatedAt: now }).where(inArray(devices.id, extra));
    return extra;
  }

  /**
   * Names and published versions of playlists (schedules, timelines, live events), answered per
   * organization: a name is given for a device or group of organization X only when the playlist is
   * X's, an ancestor's (offered from above or assigned from there) or stock offered to X's chain
   * (security.md TEN-1: ids never resolve across organizations). `chains` maps each organization
   * asked for to itself and its ancestors (`OrganizationTree.chainsOf`).
   */
  /**
   * The validity windows of these playlists and all their slides (position order), for the
   * resolver's `windows` (docs/playlists.md); playlists with no window anywhere are left out.
   */
  async validityWindows(ids: number[]): Promise<Record<string, PlaylistWindows>> {
    if (ids.length === 0) return {};
    const [own, rows] = await Promise.all([
      this.db
        .select({ id: playlists.id, showFrom: playlists.showFrom, showUntil: playlists.showUntil })
        .from(playlists)
        .where(inArray(playlists.id, ids)),
      this.db
        .select({ playlistId: slides.playlistId, showFrom: slides.showFrom, showUntil: slides.showUntil })
        .from(slides)
        .where(inArray(slides.playlistId, ids))
        .orderBy(slides.playlistId, slides.position),
    ]);
    const all: Record<string, { showFrom: string | null; showUntil: string | null; slides: Window[] }> = {};
    for (const p of own) all[String(p.id)] = { showFrom: p.showFrom, showUntil: p.showUntil, slides: [] };
    for (const r of rows) all[String(r.playlistId)]?.slides.push({ showFrom: r.showFrom, showUntil: r.showUntil });
    return windowsOf(all);
  }

  async playlistInfo(ids: Iterable<number>, chains: Map<number, number[]>): Promise<ScopedPlaylistInfo> {
    const unique = [...new Set(ids)];
    const rows = unique.length
      ? await this.db
          .select({
            id: playlists.id,
            name: playlists.name,
            publishedVersion: playlists.publishedVersion,
            organizationId: playlists.organizationId,
            section: playlists.section,
            stockTargets: sql<
              number[] | null
            >`(select array_agg(${playlistStockTargets.organizationId}) from ${playlistStockTargets} where ${playlistStockTargets.playlistId} = ${playlists.id})`,
          })
          .from(playlists)
          .where(inArray(playlists.id, unique))
      : [];
    const out = new Map<number, { name: string; publishedVersion: number; orgs: Set<number> }>();
    for (const r of rows) {
      const stock = r.section === 'stock' ? new Set((r.stockTargets ?? []).map(Number)) : new Set<number>();
      const orgs = new Set<number>();
      for (const [org, chain] of chains) if (chain.some((id) => id === r.organizationId || stock.has(id))) orgs.add(org);
      if (orgs.size) out.set(r.id, { name: r.name, publishedVersion: r.publishedVersion, orgs });
    }
    return new ScopedPlaylistInfo(out);
  }
}

export interface PlaylistInfo {
  name: string;
  publishedVersion: number;
}

/** Playlist names and versions, each given only to the organizations allowed to see it. */
export class ScopedPlaylistInfo {
  constructor(private readonly rows: Map<number, PlaylistInfo & { orgs: Set<number> }>) {}

  /** The playlist as organization `organizationId` may see it; undefined when it may not. */
  get(id: number, organizationId: number | null): PlaylistInfo | undefined {
    const r = this.rows.get(id);
    if (!r || organizationId === null || !r.orgs.has(organizationId)) return undefined;
    return { name: r.name, publishedVersion: r.publishedVersion };
  }
}
