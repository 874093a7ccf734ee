import { and, asc, count, eq, exists, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  organizations,
  type Playlist,
  playlistFavorites,
  playlistStockTargets,
  playlists,
  type Slide,
  slides,
  users,
} from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/sql-helpers.ts';
import type { Viewer } from '../tenancy/viewer.ts';
import type { PlaylistRow } from './playlists.presenter.ts';

export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Spec part 6 + security.md TEN-1: the playlists and folders a viewer may see, as one SQL condition. */
export function visiblePlaylists(v: Viewer): SQL {
  const chain = [v.orgId, ...v.ancestorIds];
  return or(
    and(eq(playlists.organizationId, v.orgId), eq(playlists.section, 'my'), eq(playlists.creatorUserId, v.userId)),
    and(eq(playlists.organizationId, v.orgId), ne(playlists.section, 'my')),
    and(
      eq(playlists.section, 'stock'),
      exists(
        sql`(select 1 from ${playlistStockTargets} where ${playlistStockTargets.playlistId} = ${playlists.id} and ${inArray(playlistStockTargets.organizationId, chain)})`,
      ),
    ),
  ) as SQL;
}

export const playlistSearch = (term: string) =>
  or(ilike(playlists.name, likeLiteral(term)), sql`${playlists.hashtags}::text ilike ${likeLiteral(term)}`) as SQL;

const lockUser = alias(users, 'lock_user');

export class PlaylistsRepository {
  constructor(private readonly db: Db) {}

  private rows(v: Viewer, tx: Tx = this.db) {
    return tx
      .select({
        p: playlists,
        creatorName: users.fullname,
        orgName: organizations.name,
        lockUserName: lockUser.fullname,
        favorite:
          sql<boolean>`exists(select 1 from ${playlistFavorites} where ${playlistFavorites.playlistId} = ${playlists.id} and ${playlistFavorites.userId} = ${v.userId})`.mapWith(
            Boolean,
          ),
        slideCount: sql<number>`(select count(*) from ${slides} where ${slides.playlistId} = ${playlists.id})`.mapWith(Number),
        firstThumb: sql<
          string | null
        >`(select ${slides.id}::text || ':' || ${slides.thumbnailSha256} from ${slides} where ${slides.playlistId} = ${playlists.id} order by ${slides.position} limit 1)`,
      })
      .from(playlists)
      .leftJoin(users, eq(users.id, playlists.creatorUserId))
      .leftJoin(lockUser, eq(lockUser.id, playlists.lockUserId))
      .innerJoin(organizations, eq(organizations.id, playlists.organizationId));
  }

  async findVisible(v: Viewer, ids: number[], tx: Tx = this.db): Promise<PlaylistRow[]> {
    if (ids.length === 0) return [];
    return this.rows(v, tx).where(and(inArray(playlists.id, ids), visiblePlaylists(v)));
  }

  async list(v: Viewer, where: SQL, offset: number, limit: number): Promise<{ totalCount: number; rows: PlaylistRow[] }> {
    const full = and(visiblePlaylists(v), where) as SQL;
    const [total] = await this.db.select({ n: count() }).from(playlists).where(full);
    const rows = await this.rows(v)
      .where(full)
      .orderBy(sql`case when ${playlists.type} = 'folder' then 0 else 1 end`, sql`lower(${playlists.name})`, asc(playlists.id))
      .offset(offset)
      .limit(limit);
    return { totalCount: Number(total?.n ?? 0), rows };
  }

  async slidesOf(playlistId: number, tx: Tx = this.db): Promise<Slide[]> {
    return tx.select().from(slides).where(eq(slides.playlistId, playlistId)).orderBy(asc(slides.position), asc(slides.id));
  }

  /** The ids of the tree under (and including) `id`. */
  async subtree(id: number, tx: Tx = this.db): Promise<number[]> {
    const result = await tx.execute<{ id: number }>(sql`
      with recursive down as (
        select id, 0 as depth from playlists where id = ${id}
        union all
        select p.id, down.depth + 1 from playlists p join down on p.parent_folder_id = down.id where down.depth < 64
      )
      select id from down`);
    return (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
  }

  /** Names are unique among the siblings of the same type (in 'my': per creator). */
  async siblingNameExists(
    p: Pick<Playlist, 'organizationId' | 'section' | 'creatorUserId' | 'parentFolderId' | 'type'>,
    name: string,
    exceptId?: number,
    tx: Tx = this.db,
  ) {
    const [row] = await tx
      .select({ id: playlists.id })
      .from(playlists)
      .where(
        and(
          eq(playlists.organizationId, p.organizationId),
          eq(playlists.section, p.section),
          eq(playlists.type, p.type),
          p.section === 'my' && p.creatorUserId !== null ? eq(playlists.creatorUserId, p.creatorUserId) : undefined,
          p.parentFolderId === null ? isNull(playlists.parentFolderId) : eq(playlists.parentFolderId, p.parentFolderId),
          sql`lower(${playlists.name}) = lower(${name})`,
          exceptId ? ne(playlists.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async referencedThumbnails(keys: string[], tx: Tx = this.db): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await tx.select({ k: slides.thumbnailKey }).from(slides).where(inArray(slides.thumbnailKey, keys));
    const rows2 = await tx.execute<{ k: string }>(
      sql`select thumbnail_key as k from templates where thumbnail_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    return new Set([
      ...rows.map((r) => r.k).filter((k): k is string => Boolean(k)),
      ...(rows2 as unknown as { rows: Array<{ k: string }> }).rows.map((r) => r.k),
    ]);
  }
}
