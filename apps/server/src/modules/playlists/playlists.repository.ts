import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, rowsOf } from '../../db/client.ts';
import {
  organizations,
  type Playlist,
  type PlaylistSnapshotContent,
  playlistFavorites,
  playlistSnapshots,
  playlistStockTargets,
  playlists,
  slides,
  users,
} from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/sql-helpers.ts';
import type { Viewer } from '../tenancy/viewer.ts';
import type { PlaylistRow } from './playlists.presenter.ts';

export type NewPlaylist = typeof playlists.$inferInsert;

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

const playlistSearch = (term: string) =>
  or(ilike(playlists.name, likeLiteral(term)), sql`${playlists.hashtags}::text ilike ${likeLiteral(term)}`) as SQL;

/** One folder level (null: the top level). */
const atLevel = (parentFolderId: number | null) =>
  parentFolderId === null ? isNull(playlists.parentFolderId) : eq(playlists.parentFolderId, parentFolderId);

/** The viewer's favourites. */
const favoriteOf = (userId: number) =>
  sql`exists(select 1 from ${playlistFavorites} where ${playlistFavorites.playlistId} = ${playlists.id} and ${playlistFavorites.userId} = ${userId})`;

const lockUser = alias(users, 'lock_user');

/** Which playlists and folders a list shows (within what the viewer sees). */
export interface PlaylistFilter {
  section?: Playlist['section'];
  /** One folder level (null: the top level); left out: every level. */
  level?: number | null;
  /** No folders. */
  playlistsOnly?: boolean;
  /** Name or hashtag contains it. */
  search?: string;
  /** The viewer's favourites only. */
  favorites?: boolean;
}

/** Playlists and folders, their favourites, stock targets, edit locks and published snapshots. */
export class PlaylistsRepository {
  constructor(private readonly db: Db) {}

  private rows(v: Viewer, tx: DbOrTx = this.db) {
    return tx
      .select({
        p: playlists,
        creatorName: users.fullname,
        orgName: organizations.name,
        lockUserName: lockUser.fullname,
        favorite: favoriteOf(v.userId).mapWith(Boolean),
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

  async findVisible(v: Viewer, ids: number[], tx: DbOrTx = this.db): Promise<PlaylistRow[]> {
    if (ids.length === 0) return [];
    return this.rows(v, tx).where(and(inArray(playlists.id, ids), visiblePlaylists(v)));
  }

  /** Folders first, then by name. */
  async list(v: Viewer, filter: PlaylistFilter, offset: number, limit: number): Promise<{ totalCount: number; rows: PlaylistRow[] }> {
    const full = and(
      visiblePlaylists(v),
      filter.section ? eq(playlists.section, filter.section) : undefined,
      filter.level !== undefined ? atLevel(filter.level) : undefined,
      filter.playlistsOnly ? eq(playlists.type, 'playlist') : undefined,
      filter.search ? playlistSearch(filter.search) : undefined,
      filter.favorites ? favoriteOf(v.userId) : undefined,
    ) as SQL;
    const [total] = await this.db.select({ n: count() }).from(playlists).where(full);
    const rows = await this.rows(v)
      .where(full)
      .orderBy(sql`case when ${playlists.type} = 'folder' then 0 else 1 end`, sql`lower(${playlists.name})`, asc(playlists.id))
      .offset(offset)
      .limit(limit);
    return { totalCount: Number(total?.n ?? 0), rows };
  }

  /** The playlist row, locked until the transaction ends (one change at a time). */
  async lockForChange(id: number, tx: DbOrTx): Promise<Playlist> {
    const [row] = await tx.select().from(playlists).where(eq(playlists.id, id)).for('update');
    if (!row) throw new Error(`playlist ${id} vanished`);
    return row;
  }

  async byIds(ids: number[], tx: DbOrTx = this.db): Promise<Playlist[]> {
    return tx.select().from(playlists).where(inArray(playlists.id, ids));
  }

  async insert(values: NewPlaylist, tx: DbOrTx = this.db): Promise<Playlist> {
    const [row] = await tx.insert(playlists).values(values).returning();
    return row as Playlist;
  }

  async update(id: number, set: Partial<Playlist>, tx: DbOrTx = this.db) {
    await tx.update(playlists).set(set).where(eq(playlists.id, id));
  }

  /** Deletes playlists and folders (their slides, snapshots, favourites and targets go with them). */
  async remove(ids: number[]) {
    await this.db.delete(playlists).where(inArray(playlists.id, ids));
  }

  async setFavorite(playlistId: number, userId: number, favorite: boolean) {
    if (favorite) await this.db.insert(playlistFavorites).values({ playlistId, userId }).onConflictDoNothing();
    else
      await this.db
        .delete(playlistFavorites)
        .where(and(eq(playlistFavorites.playlistId, playlistId), eq(playlistFavorites.userId, userId)));
  }

  async addStockTargets(playlistId: number, organizationIds: number[], tx: DbOrTx = this.db) {
    await tx.insert(playlistStockTargets).values(organizationIds.map((organizationId) => ({ playlistId, organizationId })));
  }

  /**
   * Takes or renews `userId`'s edit lock unless another user holds one locked after `expiredBefore`.
   * One conditional update: two editors racing for a free lock cannot both win.
   */
  async takeLock(id: number, userId: number, now: Date, expiredBefore: Date): Promise<boolean> {
    const taken = await this.db
      .update(playlists)
      .set({ lockUserId: userId, lockedAt: now })
      .where(
        and(
          eq(playlists.id, id),
          sql`(${playlists.lockUserId} is null or ${playlists.lockUserId} = ${userId} or ${playlists.lockedAt} is null or ${lte(playlists.lockedAt, expiredBefore)})`,
        ),
      )
      .returning({ id: playlists.id });
    return taken.length > 0;
  }

  /** Releases the lock when `userId` holds it. */
  async releaseLock(id: number, userId: number) {
    await this.db
      .update(playlists)
      .set({ lockUserId: null, lockedAt: null })
      .where(and(eq(playlists.id, id), eq(playlists.lockUserId, userId)));
  }

  async insertSnapshot(snapshot: PlaylistSnapshotContent, publishedAt: Date, publishedBy: number, tx: DbOrTx) {
    await tx
      .insert(playlistSnapshots)
      .values({ playlistId: snapshot.playlistId, version: snapshot.version, snapshot, publishedAt, publishedBy });
  }

  async latestSnapshot(playlistId: number) {
    const [row] = await this.db
      .select()
      .from(playlistSnapshots)
      .where(eq(playlistSnapshots.playlistId, playlistId))
      .orderBy(desc(playlistSnapshots.version))
      .limit(1);
    return row ?? null;
  }

  /** The ids of the tree under (and including) `id`. */
  async subtree(id: number, tx: DbOrTx = this.db): Promise<number[]> {
    const result = await tx.execute<{ id: number }>(sql`
      with recursive down as (
        select id, 0 as depth from playlists where id = ${id}
        union all
        select p.id, down.depth + 1 from playlists p join down on p.parent_folder_id = down.id where down.depth < 64
      )
      select id from down`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  /** Names are unique among the siblings of the same type (in 'my': per creator). */
  async siblingNameExists(
    p: Pick<Playlist, 'organizationId' | 'section' | 'creatorUserId' | 'parentFolderId' | 'type'>,
    name: string,
    exceptId?: number,
    tx: DbOrTx = this.db,
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
          atLevel(p.parentFolderId),
          sql`lower(${playlists.name}) = lower(${name})`,
          exceptId ? ne(playlists.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }
}
