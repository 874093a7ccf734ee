import { and, count, desc, eq, exists, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { MediaKind, MediaSection } from '@signage/shared';
import { type Db, type DbOrTx, rowsOf } from '../../db/client.ts';
import { jobs, type Media, type MediaFolder, media, mediaFolders, mediaStockTargets, organizations, users } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/sql-helpers.ts';
import type { Viewer } from '../tenancy/viewer.ts';

export interface MediaRow {
  m: Media;
  creatorName: string | null;
  orgName: string;
}

export type NewMedia = typeof media.$inferInsert;
export type NewMediaFolder = typeof mediaFolders.$inferInsert;

/** Which media a library page shows (within what the viewer sees). */
export interface MediaFilter {
  section: MediaSection;
  kind: MediaKind | 'all';
  /** Name contains it. */
  search: string;
  tag: string;
  /** One folder level (null: the top level); left out: every level (search, stock). */
  folderId?: number | null;
}

/** A playlist using some media: in its latest published snapshot, or in its current slides/overlay. */
export interface MediaUser {
  id: number;
  name: string;
  organizationId: number;
  section: string;
  creatorUserId: number | null;
  published: boolean;
  draft: boolean;
}

/** Spec part 6 + security.md TEN-1: the media a viewer may see, as one SQL condition. */
export function visibleMedia(v: Viewer): SQL {
  const chain = [v.orgId, ...v.ancestorIds];
  return or(
    and(eq(media.organizationId, v.orgId), eq(media.section, 'my'), eq(media.creatorUserId, v.userId)),
    and(eq(media.organizationId, v.orgId), ne(media.section, 'my')),
    and(
      eq(media.section, 'stock'),
      or(
        v.ancestorIds.length > 0 ? and(eq(media.platformWide, true), inArray(media.organizationId, v.ancestorIds)) : sql`false`,
        exists(
          sql`(select 1 from ${mediaStockTargets} where ${mediaStockTargets.mediaId} = ${media.id} and ${inArray(mediaStockTargets.organizationId, chain)})`,
        ),
      ),
    ),
  ) as SQL;
}

/** 'my' folders belong to their creator; 'shared' folders to the organization. */
export function visibleFolders(v: Viewer): SQL {
  return or(
    and(eq(mediaFolders.organizationId, v.orgId), eq(mediaFolders.section, 'my'), eq(mediaFolders.ownerUserId, v.userId)),
    and(eq(mediaFolders.organizationId, v.orgId), eq(mediaFolders.section, 'shared')),
  ) as SQL;
}

export class MediaRepository {
  constructor(private readonly db: Db) {}

  private rows(tx: DbOrTx = this.db) {
    return tx
      .select({ m: media, creatorName: users.fullname, orgName: organizations.name })
      .from(media)
      .leftJoin(users, eq(users.id, media.creatorUserId))
      .innerJoin(organizations, eq(organizations.id, media.organizationId));
  }

  async findVisible(v: Viewer, ids: number[], tx: DbOrTx = this.db): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return this.rows(tx).where(and(inArray(media.id, ids), visibleMedia(v)));
  }

  async findById(id: number): Promise<Media | null> {
    const [row] = await this.db.select().from(media).where(eq(media.id, id));
    return row ?? null;
  }

  /** A library page, newest first: 'my' the viewer's own, 'shared' the organization's, 'stock' what is offered. */
  async list(v: Viewer, filter: MediaFilter, offset: number, limit: number): Promise<{ totalCount: number; rows: MediaRow[] }> {
    const where = and(
      visibleMedia(v),
      eq(media.section, filter.section),
      filter.section === 'my' ? and(eq(media.organizationId, v.orgId), eq(media.creatorUserId, v.userId)) : undefined,
      filter.section === 'shared' ? eq(media.organizationId, v.orgId) : undefined,
      filter.kind !== 'all' ? eq(media.kind, filter.kind) : undefined,
      filter.search ? mediaSearch(filter.search) : undefined,
      filter.tag ? sql`${media.tags} @> ${JSON.stringify([filter.tag])}::jsonb` : undefined,
      filter.folderId === undefined ? undefined : filter.folderId === null ? isNull(media.folderId) : eq(media.folderId, filter.folderId),
    ) as SQL;
    const [total] = await this.db.select({ n: count() }).from(media).where(where);
    const rows = await this.rows().where(where).orderBy(desc(media.createdAt), desc(media.id)).offset(offset).limit(limit);
    return { totalCount: Number(total?.n ?? 0), rows };
  }

  async findFolder(v: Viewer, id: number, tx: DbOrTx = this.db): Promise<MediaFolder | null> {
    const [row] = await tx
      .select()
      .from(mediaFolders)
      .where(and(eq(mediaFolders.id, id), visibleFolders(v)));
    return row ?? null;
  }

  async subFolders(v: Viewer, section: 'my' | 'shared', parentId: number | null) {
    // A join, not a subquery in the select list: drizzle leaves a single-table select's columns
    // unqualified, which made `folder_id = id` compare media with themselves across organizations.
    return this.db
      .select({ f: mediaFolders, itemCount: count(media.id) })
      .from(mediaFolders)
      .leftJoin(media, and(eq(media.folderId, mediaFolders.id), eq(media.organizationId, mediaFolders.organizationId)))
      .where(
        and(
          visibleFolders(v),
          eq(mediaFolders.section, section),
          parentId === null ? isNull(mediaFolders.parentId) : eq(mediaFolders.parentId, parentId),
        ),
      )
      .groupBy(mediaFolders.id)
      .orderBy(sql`lower(${mediaFolders.name})`, mediaFolders.id);
  }

  /** The folder ids of the subtree under (and including) `id`. */
  async subtree(id: number, tx: DbOrTx = this.db): Promise<number[]> {
    const result = await tx.execute<{ id: number }>(sql`
      with recursive down as (
        select id, 0 as depth from media_folders where id = ${id}
        union all
        select f.id, down.depth + 1 from media_folders f join down on f.parent_id = down.id where down.depth < 64
      )
      select id from down`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  /** From the top level down to `id`. */
  async folderPath(id: number): Promise<Array<{ id: number; name: string }>> {
    const result = await this.db.execute<{ id: number; name: string }>(sql`
      with recursive up as (
        select id, parent_id, name, 0 as depth from media_folders where id = ${id}
        union all
        select f.id, f.parent_id, f.name, up.depth + 1 from media_folders f join up on f.id = up.parent_id where up.depth < 64
      )
      select id, name from up order by depth desc`);
    return rowsOf<{ id: number; name: string }>(result).map((r) => ({
      id: Number(r.id),
      name: String(r.name),
    }));
  }

  async siblingNameExists(
    orgId: number,
    section: string,
    ownerUserId: number | null,
    parentId: number | null,
    name: string,
    exceptId?: number,
  ) {
    const [row] = await this.db
      .select({ id: mediaFolders.id })
      .from(mediaFolders)
      .where(
        and(
          eq(mediaFolders.organizationId, orgId),
          eq(mediaFolders.section, section as 'my'),
          section === 'my' && ownerUserId !== null ? eq(mediaFolders.ownerUserId, ownerUserId) : undefined,
          parentId === null ? isNull(mediaFolders.parentId) : eq(mediaFolders.parentId, parentId),
          sql`lower(${mediaFolders.name}) = lower(${name})`,
          exceptId ? ne(mediaFolders.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /**
   * Playlists of the given organizations whose slides use any of the media ids, found in the
   * database with one jsonpath filter per document (`$.** ? (@.mediaId == $ids[*])`: any depth, so
   * backgrounds, image/video elements, popup actions and the overlay all count, and new element
   * types with a `mediaId` are covered without changes here). `published`: the latest snapshot uses
   * it (screens play that); `draft`: the current slides or overlay use it. Nothing is loaded into
   * memory but the matching playlists.
   */
  async usage(mediaIds: number[], orgIds: number[]): Promise<MediaUser[]> {
    if (mediaIds.length === 0 || orgIds.length === 0) return [];
    // Slide documents keep ids as strings; numbers are accepted too (older or hand-made documents).
    const vars = JSON.stringify({ ids: [...mediaIds.map(String), ...mediaIds] });
    const path = '$.** ? (@.mediaId == $ids[*])';
    const result = await this.db.execute(sql`
      select * from (
      select p.id, p.name, p.organization_id, p.section, p.creator_user_id,
        exists (
          select 1 from playlist_snapshots ps
          where ps.playlist_id = p.id and ps.version = p.published_version
            and jsonb_path_exists(ps.snapshot, ${path}::jsonpath, ${vars}::jsonb)
        ) as published,
        (
          exists (
            select 1 from slides sl
            where sl.playlist_id = p.id and jsonb_path_exists(sl.slide_data, ${path}::jsonpath, ${vars}::jsonb)
          )
          or (p.overlay is not null and jsonb_path_exists(p.overlay, ${path}::jsonpath, ${vars}::jsonb))
        ) as draft
      from playlists p
      where p.type = 'playlist' and p.organization_id in (${sql.join(
        orgIds.map((o) => sql`${o}`),
        sql`, `,
      )})
      ) u where u.published or u.draft
      order by lower(u.name), u.id`);
    const rows = rowsOf<{
      id: number;
      name: string;
      organization_id: number;
      section: string;
      creator_user_id: number | null;
      published: boolean;
      draft: boolean;
    }>(result);
    return rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      organizationId: Number(r.organization_id),
      section: String(r.section),
      creatorUserId: r.creator_user_id === null ? null : Number(r.creator_user_id),
      published: Boolean(r.published),
      draft: Boolean(r.draft),
    }));
  }

  /** Storage keys still referenced by some row (so shared content-addressed files stay). */
  async referencedKeys(keys: string[], tx: DbOrTx = this.db): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const a = await tx.select({ k: media.storageKey }).from(media).where(inArray(media.storageKey, keys));
    const b = await tx.select({ k: media.thumbnailKey }).from(media).where(inArray(media.thumbnailKey, keys));
    return new Set([...a, ...b].map((r) => r.k).filter((k): k is string => Boolean(k)));
  }

  async storageUse(orgId: number): Promise<{ bytesUsed: number; itemCount: number }> {
    const result = await this.db.execute<{ bytes: string | number | null; items: string | number }>(sql`
      select (select coalesce(sum(size_bytes), 0) from (select distinct storage_key, size_bytes from media where organization_id = ${orgId}) d) as bytes,
             (select count(*) from media where organization_id = ${orgId}) as items`);
    const [row] = rowsOf<{ bytes: string | number | null; items: string | number }>(result);
    return { bytesUsed: Number(row?.bytes ?? 0), itemCount: Number(row?.items ?? 0) };
  }

  // ---- changes ------------------------------------------------------------------------------

  async insert(values: NewMedia, tx: DbOrTx = this.db): Promise<Media> {
    const [row] = await tx.insert(media).values(values).returning();
    return row as Media;
  }

  async update(ids: number[], set: Partial<Media>, tx: DbOrTx = this.db) {
    await tx.update(media).set(set).where(inArray(media.id, ids));
  }

  async remove(ids: number[]) {
    await this.db.delete(media).where(inArray(media.id, ids));
  }

  async addStockTargets(mediaId: number, organizationIds: number[], tx: DbOrTx = this.db) {
    await tx.insert(mediaStockTargets).values(organizationIds.map((organizationId) => ({ mediaId, organizationId })));
  }

  /** Every stock item of an organization (for every organization it is offered to). */
  async stockOf(orgId: number): Promise<Media[]> {
    return this.db
      .select()
      .from(media)
      .where(and(eq(media.organizationId, orgId), eq(media.section, 'stock')));
  }

  async inFolders(folderIds: number[]): Promise<Media[]> {
    return this.db.select().from(media).where(inArray(media.folderId, folderIds));
  }

  async insertFolder(values: NewMediaFolder): Promise<MediaFolder> {
    const [row] = await this.db.insert(mediaFolders).values(values).returning();
    return row as MediaFolder;
  }

  async updateFolder(id: number, set: Partial<MediaFolder>): Promise<MediaFolder> {
    const [row] = await this.db.update(mediaFolders).set(set).where(eq(mediaFolders.id, id)).returning();
    return row as MediaFolder;
  }

  async removeFolder(id: number) {
    await this.db.delete(mediaFolders).where(eq(mediaFolders.id, id));
  }

  // ---- processing (MediaQueue) --------------------------------------------------------------

  /** Stores what processing found, unless the row was removed (or finished) meanwhile: then false. */
  async processed(id: number, set: Partial<Media>): Promise<boolean> {
    const updated = await this.db
      .update(media)
      .set({ ...set, status: 'ready', processingError: null })
      .where(and(eq(media.id, id), eq(media.status, 'processing')))
      .returning({ id: media.id });
    return updated.length > 0;
  }

  /** Marks a `processing` item failed; answers the item if this call changed it (else null). */
  async processingFailed(id: number, message: string, now: Date) {
    const [row] = await this.db
      .update(media)
      .set({ status: 'failed', processingError: message, updatedAt: now })
      .where(and(eq(media.id, id), eq(media.status, 'processing')))
      .returning({ id: media.id, organizationId: media.organizationId, name: media.name, mimeType: media.mimeType });
    return row ?? null;
  }

  /** A `kind` job for every item still processing that has no job (start-up; idempotent across instances). */
  async queueProcessingJobs(kind: string) {
    await this.db.execute(sql`
      INSERT INTO ${jobs} (kind, key)
      SELECT ${kind}, ${media.id}::text FROM ${media} WHERE ${media.status} = 'processing'
      ON CONFLICT (kind, key) DO NOTHING`);
  }
}

export const mediaSearch = (search: string) => ilike(media.name, likeLiteral(search));
