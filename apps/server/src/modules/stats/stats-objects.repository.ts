import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { deviceGroups, devices, media, organizations, playlists, slides, users } from '../../db/schema/index.ts';
import { anyInt } from '../../lib/sql-helpers.ts';

/** The objects of an organization the usage stats filter by and name (screens, groups, playlists, slides, media, people). */
export class StatsObjectsRepository {
  constructor(private readonly db: Db) {}

  organization(id: number) {
    return this.db
      .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
      .from(organizations)
      .where(eq(organizations.id, id));
  }

  screensOf(organizationId: number) {
    return this.db
      .select({ id: devices.id, deviceKey: devices.deviceKey, name: devices.name, groupId: devices.groupId })
      .from(devices)
      .where(eq(devices.organizationId, organizationId))
      .orderBy(asc(sql`lower(${devices.name})`), asc(devices.id));
  }

  groupsOf(organizationId: number) {
    return this.db
      .select({ id: deviceGroups.id, name: deviceGroups.name, parentId: deviceGroups.parentId })
      .from(deviceGroups)
      .where(eq(deviceGroups.organizationId, organizationId))
      .orderBy(asc(sql`lower(${deviceGroups.name})`), asc(deviceGroups.id));
  }

  playlistsOf(organizationId: number) {
    return this.db
      .select({ id: playlists.id, name: playlists.name })
      .from(playlists)
      .where(and(eq(playlists.organizationId, organizationId), eq(playlists.type, 'playlist')))
      .orderBy(asc(sql`lower(${playlists.name})`), asc(playlists.id));
  }

  playlistsByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: playlists.id, name: playlists.name, organizationId: playlists.organizationId })
      .from(playlists)
      .where(anyInt(playlists.id, ids));
  }

  slidesByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: slides.id, position: slides.position, playlistId: slides.playlistId })
      .from(slides)
      .where(anyInt(slides.id, ids));
  }

  devicesByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({
        id: devices.id,
        deviceKey: devices.deviceKey,
        name: devices.name,
        groupId: devices.groupId,
        organizationId: devices.organizationId,
      })
      .from(devices)
      .where(anyInt(devices.id, ids));
  }

  groupsByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: deviceGroups.id, name: deviceGroups.name, organizationId: deviceGroups.organizationId })
      .from(deviceGroups)
      .where(anyInt(deviceGroups.id, ids));
  }

  mediaByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .select({ id: media.id, name: media.name, kind: media.kind, section: media.section, organizationId: media.organizationId })
      .from(media)
      .where(anyInt(media.id, ids));
  }

  usersByIds(ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return this.db.select({ id: users.id, name: users.fullname, email: users.email }).from(users).where(anyInt(users.id, ids));
  }

  /** Groups of the organization with these ids and every group below them. */
  async groupsWithDescendants(organizationId: number, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const result = await this.db.execute(sql`
      with recursive g as (
        select id from ${deviceGroups} where ${deviceGroups.organizationId} = ${organizationId} and ${anyInt(deviceGroups.id, ids)}
        union
        select c.id from ${deviceGroups} c join g on c.parent_id = g.id
      )
      select id from g`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  devicesInGroups(organizationId: number, groupIds: number[]) {
    if (!groupIds.length) return Promise.resolve([]);
    return this.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), anyInt(devices.groupId, groupIds)));
  }

  devicesByKeys(organizationId: number, keys: string[]) {
    if (!keys.length) return Promise.resolve([]);
    return this.db
      .select({ id: devices.id, deviceKey: devices.deviceKey })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), inArray(devices.deviceKey, keys)));
  }
}
