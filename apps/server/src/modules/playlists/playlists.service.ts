import {
  can,
  PLAYLIST_LOCK_TTL_MS,
  type PlaylistDetail,
  type PlaylistItem,
  type PlaylistListResponse,
  type PlaylistSection,
  type SlideAnimation,
  type SlideItem,
} from '@signage/shared';
import { and, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import {
  type Playlist,
  playlistFavorites,
  playlistSnapshots,
  playlistStockTargets,
  playlists,
  type Slide,
  slides,
} from '../../db/schema/index.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { MediaStorage } from '../../storage/index.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import { type Viewer, viewerOf } from '../tenancy/viewer.ts';
import { activeLock, canEditPlaylist, type PlaylistRow, presentPlaylist, presentSlide } from './playlists.presenter.ts';
import { PlaylistsRepository, playlistSearch, type Tx } from './playlists.repository.ts';
import {
  checkInteractions,
  checkLicensedWidgets,
  newSlideData,
  parseSlideData,
  remapJumps,
  sameInteractions,
  withoutJumpsTo,
} from './slide-rules.ts';
import { findForbiddenKey, type SlideDocument } from '@signage/slides/model';

const invalidMove = () => new AppError(400, 'FOLDER_INVALID_MOVE');
const badIndex = () => new AppError(400, 'SLIDE_INDEX_INVALID');
const nameExists = () => new AppError(400, 'NAME_EXISTS', undefined, { name: 'NAME_EXISTS' });

export interface SearchQuery {
  parentFolderId: number | null;
  searchTerm: string;
  limit: number;
  offset: number;
  type: 'all' | 'sho' | 'organization' | 'me';
}

/**
 * Playlists, folders and slides (spec 3, 4, 5, 6, 7.7; issue 4). Every id is resolved within what the
 * caller may see; anything else answers 404 exactly like a missing id (security.md TEN-1). Multi-id
 * calls are all-or-nothing (TEN-3). Any change to what plays (slides, durations, animation, aspect,
 * overlay) makes the playlist unpublished; publishing freezes an immutable snapshot.
 */
export class PlaylistsService {
  readonly repo: PlaylistsRepository;

  constructor(
    private readonly ctx: AppContext,
    readonly storage: MediaStorage,
    private readonly orgs: OrganizationTree,
  ) {
    this.repo = new PlaylistsRepository(ctx.db);
  }

  viewer(auth: AuthContext): Promise<Viewer> {
    return viewerOf(this.orgs, auth);
  }

  audit(auth: AuthContext, action: string, objectId: number | null, details: Record<string, unknown>, meta?: RequestMeta) {
    return this.ctx.audit.record({
      organizationId: auth.organization.id,
      actorUserId: auth.user.id,
      action,
      objectType: action.startsWith('playlist.slide') ? 'slide' : 'playlist',
      objectId,
      details,
      ip: meta?.ip,
    });
  }

  private present(auth: AuthContext, v: Viewer, row: PlaylistRow): PlaylistItem {
    return presentPlaylist(row, v, this.ctx.now(), can(auth.role, 'content.manage'));
  }

  private async resolve(v: Viewer, ids: number[]): Promise<PlaylistRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repo.findVisible(v, unique);
    if (rows.length !== unique.length) throw notFound();
    return rows;
  }

  async item(auth: AuthContext, v: Viewer, id: number): Promise<PlaylistItem> {
    const [row] = await this.repo.findVisible(v, [id]);
    if (!row) throw notFound();
    return this.present(auth, v, row);
  }

  /** Refuses a change by anyone but the holder of a live lock (one editor at a time). */
  private assertNotLocked(row: PlaylistRow, v: Viewer) {
    const holder = activeLock(row.p, this.ctx.now());
    if (holder && holder !== v.userId)
      throw new AppError(
        409,
        'PLAYLIST_LOCKED',
        undefined,
        undefined,
        { userName: row.lockUserName ?? '' },
        { userName: row.lockUserName ?? '' },
      );
  }

  /** A playlist or folder the caller may change now. */
  private async editable(v: Viewer, id: number, type?: 'playlist' | 'folder'): Promise<PlaylistRow> {
    const [row] = await this.repo.findVisible(v, [id]);
    if (!row) throw notFound();
    if (type && row.p.type !== type) throw fieldError(type === 'playlist' ? 'playlistId' : 'folderId', 'FIELD_INVALID');
    if (!canEditPlaylist(row.p, v)) throw forbidden();
    this.assertNotLocked(row, v);
    return row;
  }

  /** A folder a `section` item may go into (null = top level). */
  private async folderFor(v: Viewer, folderId: number | null, section: PlaylistSection) {
    if (folderId === null) return null;
    const [row] = await this.repo.findVisible(v, [folderId]);
    if (!row) throw notFound();
    if (row.p.type !== 'folder') throw notFound();
    if (row.p.section !== section || row.p.organizationId !== v.orgId) throw invalidMove();
    return row.p;
  }

  private async markChanged(tx: Tx, id: number, extra: Partial<Playlist> = {}) {
    await tx
      .update(playlists)
      .set({ ...extra, isPublished: false, updatedAt: this.ctx.now() })
      .where(eq(playlists.id, id));
  }

  // ---- lists --------------------------------------------------------------------------------

  private async listWhere(auth: AuthContext, v: Viewer, where: SQL, offset: number, limit: number): Promise<PlaylistListResponse> {
    const { totalCount, rows } = await this.repo.list(v, where, offset, limit);
    return { totalCount, results: rows.map((r) => this.present(auth, v, r)) };
  }

  private level(parentFolderId: number | null) {
    return parentFolderId === null ? isNull(playlists.parentFolderId) : eq(playlists.parentFolderId, parentFolderId);
  }

  async list(auth: AuthContext, section: PlaylistSection, parentFolderId: number | null) {
    const v = await this.viewer(auth);
    return this.listWhere(auth, v, and(eq(playlists.section, section), this.level(parentFolderId)) as SQL, 0, 1000);
  }

  async search(auth: AuthContext, q: SearchQuery) {
    const v = await this.viewer(auth);
    const byType: Record<SearchQuery['type'], SQL | undefined> = {
      all: undefined,
      me: eq(playlists.section, 'my'),
      organization: eq(playlists.section, 'shared'),
      sho: sql`exists(select 1 from ${playlistFavorites} where ${playlistFavorites.playlistId} = ${playlists.id} and ${playlistFavorites.userId} = ${v.userId})`,
    };
    const where = and(byType[q.type], q.searchTerm ? playlistSearch(q.searchTerm) : this.level(q.parentFolderId)) as SQL;
    return this.listWhere(auth, v, where, q.offset, q.limit);
  }

  async listStock(auth: AuthContext, filter: string, count: number, parentFolderId: number | null) {
    const v = await this.viewer(auth);
    const where = and(eq(playlists.section, 'stock'), filter ? playlistSearch(filter) : this.level(parentFolderId)) as SQL;
    return this.listWhere(auth, v, where, 0, count);
  }

  async listSection(
    auth: AuthContext,
    section: 'my' | 'shared',
    q: { parentFolderId: number | null; count: number; includeFolders: boolean; ignoreFolderLevels: boolean },
  ) {
    const v = await this.viewer(auth);
    const where = and(
      eq(playlists.section, section),
      q.ignoreFolderLevels ? eq(playlists.type, 'playlist') : this.level(q.parentFolderId),
      q.includeFolders ? undefined : eq(playlists.type, 'playlist'),
    ) as SQL;
    return this.listWhere(auth, v, where, 0, q.count);
  }

  // ---- playlists ----------------------------------------------------------------------------

  async create(
    auth: AuthContext,
    b: {
      name: string;
      aspect: string;
      parentFolderId: number | null;
      hashtags: string[];
      type: 'folder' | 'playlist';
      section: 'my' | 'shared';
    },
    meta: RequestMeta,
  ) {
    const v = await this.viewer(auth);
    await this.folderFor(v, b.parentFolderId, b.section);
    const values = {
      organizationId: v.orgId,
      creatorUserId: v.userId,
      type: b.type,
      section: b.section,
      name: b.name,
      aspect: b.aspect,
      parentFolderId: b.parentFolderId,
      hashtags: [...new Set(b.hashtags)],
    };
    if (await this.repo.siblingNameExists(values, b.name)) throw nameExists();
    const [row] = await this.ctx.db.insert(playlists).values(values).returning();
    const p = row as Playlist;
    await this.audit(
      auth,
      b.type === 'folder' ? 'playlist.folder.create' : 'playlist.create',
      p.id,
      { name: b.name, section: b.section },
      meta,
    );
    return { id: p.id };
  }

  private async uniqueCopyName(
    p: Omit<Parameters<PlaylistsRepository['siblingNameExists']>[0], 'type'> & { type: 'playlist' },
    name: string,
  ) {
    let candidate = name;
    for (let n = 1; n < 1000 && (await this.repo.siblingNameExists(p, candidate)); n++)
      candidate = `${name} (${n === 1 ? 'copy' : `copy ${n}`})`.slice(0, 120);
    return candidate;
  }

  /** Copies a playlist with its slides (thumbnails are content-addressed and shared). */
  private async copyPlaylist(tx: Tx, src: Playlist, into: Partial<Playlist> & Pick<Playlist, 'organizationId' | 'section' | 'name'>) {
    const [row] = await tx
      .insert(playlists)
      .values({
        creatorUserId: into.creatorUserId ?? null,
        organizationId: into.organizationId,
        section: into.section,
        type: 'playlist',
        name: into.name,
        aspect: src.aspect,
        parentFolderId: into.parentFolderId ?? null,
        hashtags: src.hashtags,
        overlay: src.overlay,
        slideAnimation: src.slideAnimation,
        originalPlaylistId: src.id,
      })
      .returning();
    const copy = row as Playlist;
    const list = await this.repo.slidesOf(src.id, tx);
    const idMap = new Map<number, number>();
    for (const s of list) {
      const [inserted] = await tx
        .insert(slides)
        .values({
          playlistId: copy.id,
          position: s.position,
          duration: s.duration,
          slideData: s.slideData,
          thumbnailKey: s.thumbnailKey,
          thumbnailSha256: s.thumbnailSha256,
        })
        .returning();
      idMap.set(s.id, (inserted as Slide).id);
    }
    // Jump-to actions point at the copy's own slides.
    for (const s of list) {
      const remapped = remapJumps(s.slideData, idMap);
      if (remapped)
        await tx
          .update(slides)
          .set({ slideData: remapped })
          .where(eq(slides.id, idMap.get(s.id) as number));
    }
    return copy;
  }

  async duplicate(auth: AuthContext, playlistId: number, parentFolderId: number | null, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const [row] = await this.resolve(v, [playlistId]);
    if (!row) throw notFound();
    if (row.p.type === 'folder') throw new AppError(400, 'FOLDER_CANNOT_BE_DUPLICATED');
    // A copy stays in its section when the caller may add there; stock copies go to My.
    const section: 'my' | 'shared' = row.p.section === 'shared' && row.p.organizationId === v.orgId ? 'shared' : 'my';
    await this.folderFor(v, parentFolderId, section);
    const base = { organizationId: v.orgId, section, creatorUserId: v.userId, parentFolderId, type: 'playlist' as const };
    const name = await this.uniqueCopyName(base, row.p.name);
    const copy = await this.ctx.db.transaction((tx) => this.copyPlaylist(tx, row.p, { ...base, name }));
    await this.audit(auth, 'playlist.duplicate', copy.id, { from: playlistId }, meta);
    return this.item(auth, v, copy.id);
  }

  async setFavorite(auth: AuthContext, playlistId: number, favorite: boolean) {
    const v = await this.viewer(auth);
    await this.resolve(v, [playlistId]);
    if (favorite) await this.ctx.db.insert(playlistFavorites).values({ playlistId, userId: v.userId }).onConflictDoNothing();
    else
      await this.ctx.db
        .delete(playlistFavorites)
        .where(and(eq(playlistFavorites.playlistId, playlistId), eq(playlistFavorites.userId, v.userId)));
    return this.item(auth, v, playlistId);
  }

  async update(auth: AuthContext, playlistId: number, b: { name?: string; aspect?: string; hashtags?: string[] }, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const row = await this.editable(v, playlistId);
    const p = row.p;
    if (b.name !== undefined && (await this.repo.siblingNameExists(p, b.name, p.id))) throw nameExists();
    const set: Partial<Playlist> = { updatedAt: this.ctx.now() };
    if (b.name !== undefined) set.name = b.name;
    if (b.hashtags !== undefined) set.hashtags = [...new Set(b.hashtags)];
    const aspectChanged = b.aspect !== undefined && b.aspect !== p.aspect;
    if (aspectChanged && p.type === 'folder') throw fieldError('aspect', 'FIELD_INVALID');
    await this.ctx.db.update(playlists).set(set).where(eq(playlists.id, p.id));
    await this.audit(auth, 'playlist.update', p.id, { name: b.name, aspect: b.aspect, hashtags: b.hashtags }, meta);
    if (aspectChanged) return this.updateAspect(auth, p.id, b.aspect as string, meta);
    return this.item(auth, v, p.id);
  }

  async publish(auth: AuthContext, playlistId: number, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const row = await this.editable(v, playlistId, 'playlist');
    const now = this.ctx.now();
    const version = await this.ctx.db.transaction(async (tx) => {
      const [p] = await tx.select().from(playlists).where(eq(playlists.id, playlistId)).for('update');
      const cur = p as Playlist;
      const list = await this.repo.slidesOf(playlistId, tx);
      const next = cur.publishedVersion + 1;
      const snapshot = {
        playlistId: cur.id,
        version: next,
        name: cur.name,
        aspect: cur.aspect,
        overlay: cur.overlay,
        slideAnimation: cur.slideAnimation,
        slides: list.map((s) => ({ id: s.id, position: s.position, duration: s.duration, slideData: s.slideData })),
      };
      await tx.insert(playlistSnapshots).values({ playlistId, version: next, snapshot, publishedAt: now, publishedBy: v.userId });
      await tx.update(playlists).set({ isPublished: true, publishedVersion: next, publishedAt: now }).where(eq(playlists.id, playlistId));
      return next;
    });
    await this.audit(auth, 'playlist.publish', row.p.id, { version }, meta);
    // Screens that play it (directly or through groups) get the new snapshot.
    await this.ctx.screens?.playlistsChanged([playlistId]);
    return { playlistId, version, publishedAt: now.toISOString() };
  }

  /** The latest published snapshot (what screens play), or null. */
  async latestSnapshot(playlistId: number) {
    const [row] = await this.ctx.db
      .select()
      .from(playlistSnapshots)
      .where(eq(playlistSnapshots.playlistId, playlistId))
      .orderBy(sql`${playlistSnapshots.version} desc`)
      .limit(1);
    return row ?? null;
  }

  async info(auth: AuthContext, playlistId: number): Promise<PlaylistDetail> {
    const v = await this.viewer(auth);
    const [row] = await this.resolve(v, [playlistId]);
    if (!row) throw notFound();
    const list = await this.repo.slidesOf(playlistId);
    return {
      ...this.present(auth, v, row),
      overlay: row.p.overlay ?? null,
      slideAnimation: (row.p.slideAnimation as SlideAnimation | null) ?? null,
      slides: list.map(presentSlide),
    };
  }

  async metadata(auth: AuthContext, playlistId: number) {
    const v = await this.viewer(auth);
    const [row] = await this.resolve(v, [playlistId]);
    if (!row) throw notFound();
    const list = await this.repo.slidesOf(playlistId);
    const p = row.p;
    return {
      id: p.id,
      name: p.name,
      aspect: p.aspect,
      isPublished: p.isPublished,
      publishedVersion: p.publishedVersion,
      publishedAt: p.publishedAt ? p.publishedAt.toISOString() : null,
      slideCount: list.length,
      totalDuration: list.reduce((sum, s) => sum + s.duration, 0),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  // ---- lock ---------------------------------------------------------------------------------

  async lockStatus(auth: AuthContext, playlistId: number) {
    const v = await this.viewer(auth);
    const [row] = await this.resolve(v, [playlistId]);
    if (!row) throw notFound();
    return this.present(auth, v, row).lock;
  }

  /** Takes or renews the caller's edit lock. */
  async lock(auth: AuthContext, playlistId: number) {
    const v = await this.viewer(auth);
    const row = await this.editable(v, playlistId, 'playlist');
    const now = this.ctx.now();
    const expired = new Date(now.getTime() - PLAYLIST_LOCK_TTL_MS);
    // Conditional update: two editors racing for a free lock cannot both win.
    const taken = await this.ctx.db
      .update(playlists)
      .set({ lockUserId: v.userId, lockedAt: now })
      .where(
        and(
          eq(playlists.id, row.p.id),
          sql`(${playlists.lockUserId} is null or ${playlists.lockUserId} = ${v.userId} or ${playlists.lockedAt} is null or ${lte(playlists.lockedAt, expired)})`,
        ),
      )
      .returning({ id: playlists.id });
    if (taken.length === 0) {
      const [again] = await this.repo.findVisible(v, [playlistId]);
      if (again) this.assertNotLocked(again, v);
    }
    return { locked: false, userName: null };
  }

  async unlock(auth: AuthContext, playlistId: number) {
    const v = await this.viewer(auth);
    await this.resolve(v, [playlistId]);
    await this.ctx.db
      .update(playlists)
      .set({ lockUserId: null, lockedAt: null })
      .where(and(eq(playlists.id, playlistId), eq(playlists.lockUserId, v.userId)));
    return this.lockStatus(auth, playlistId);
  }

  // ---- organize -----------------------------------------------------------------------------

  async rename(auth: AuthContext, playlistId: number, name: string, meta: RequestMeta) {
    return this.update(auth, playlistId, { name }, meta);
  }

  /** Copy-to-stock targets (playlists and templates): sub-organizations of the caller's only, else 404. */
  async stockTargets(v: Viewer, orgShareIds: number[]): Promise<number[]> {
    const orgIds = [...new Set(orgShareIds)];
    for (const orgId of orgIds) {
      if (orgId === v.orgId || !(await this.orgs.isSameOrDescendant(v.orgId, orgId))) throw notFound();
    }
    return orgIds;
  }

  async copyToStock(auth: AuthContext, playlistIds: number[], orgShareIds: number[], meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolve(v, playlistIds);
    if (rows.some((r) => r.p.organizationId !== v.orgId || r.p.section === 'stock')) throw notFound();
    if (rows.some((r) => r.p.type === 'folder')) throw fieldError('playlistIds', 'FIELD_INVALID');
    const orgIds = await this.stockTargets(v, orgShareIds);
    const created = await this.ctx.db.transaction(async (tx) => {
      const out: Playlist[] = [];
      for (const { p } of rows) {
        const copy = await this.copyPlaylist(tx, p, { organizationId: v.orgId, section: 'stock', name: p.name, creatorUserId: v.userId });
        await tx.insert(playlistStockTargets).values(orgIds.map((organizationId) => ({ playlistId: copy.id, organizationId })));
        out.push(copy);
      }
      return out;
    });
    await this.audit(
      auth,
      'playlist.copyToStock',
      null,
      { playlistIds, stockIds: created.map((c) => c.id), organizationIds: orgIds },
      meta,
    );
    const items = await this.repo.findVisible(
      v,
      created.map((c) => c.id),
    );
    return items.map((r) => this.present(auth, v, r));
  }

  async moveToFolder(auth: AuthContext, fileId: number, parentFolder: number | null, movingFolder: boolean, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const row = await this.editable(v, fileId);
    const p = row.p;
    if (movingFolder !== (p.type === 'folder')) throw fieldError('movingFolder', 'FIELD_INVALID');
    // Into the folder it is already in: success, nothing to do (spec 5).
    if (p.parentFolderId === parentFolder) return { moved: 0 };
    if (p.section === 'stock') throw invalidMove();
    if (parentFolder !== null) {
      if (parentFolder === p.id) throw invalidMove();
      await this.folderFor(v, parentFolder, p.section);
      if (p.type === 'folder' && (await this.repo.subtree(p.id)).includes(parentFolder)) throw invalidMove();
    }
    if (await this.repo.siblingNameExists({ ...p, parentFolderId: parentFolder }, p.name, p.id)) throw nameExists();
    await this.ctx.db.update(playlists).set({ parentFolderId: parentFolder, updatedAt: this.ctx.now() }).where(eq(playlists.id, p.id));
    await this.audit(auth, 'playlist.move', p.id, { from: p.parentFolderId, to: parentFolder }, meta);
    return { moved: 1 };
  }

  /** share: my → shared; restrict: shared → my. Only the creator; folders move with their contents. */
  async setSection(auth: AuthContext, playlistIds: number[], folderIds: number[], to: 'my' | 'shared', meta: RequestMeta) {
    const v = await this.viewer(auth);
    const from = to === 'shared' ? 'my' : 'shared';
    const rows = await this.resolve(v, [...playlistIds, ...folderIds]);
    if (rows.length === 0) throw fieldError('playlistIds', 'FIELD_REQUIRED');
    for (const r of rows) {
      if (r.p.organizationId !== v.orgId || r.p.section !== from) throw notFound();
      if (r.p.creatorUserId !== v.userId) throw forbidden();
      this.assertNotLocked(r, v);
    }
    const ids = new Set<number>();
    for (const r of rows) for (const id of r.p.type === 'folder' ? await this.repo.subtree(r.p.id) : [r.p.id]) ids.add(id);
    const top = new Set(rows.map((r) => r.p.id));
    await this.ctx.db.transaction(async (tx) => {
      const all = await tx
        .select()
        .from(playlists)
        .where(inArray(playlists.id, [...ids]));
      for (const p of all) {
        // The selected items land at the top level unless their folder moves with them.
        const keepParent = p.parentFolderId !== null && ids.has(p.parentFolderId) && !top.has(p.id);
        const parentFolderId = keepParent ? p.parentFolderId : null;
        if (
          !keepParent &&
          (await this.repo.siblingNameExists({ ...p, section: to, creatorUserId: v.userId, parentFolderId }, p.name, p.id, tx))
        )
          throw nameExists();
        await tx
          .update(playlists)
          .set({ section: to, parentFolderId, creatorUserId: to === 'my' ? v.userId : p.creatorUserId, updatedAt: this.ctx.now() })
          .where(eq(playlists.id, p.id));
      }
    });
    await this.audit(auth, to === 'shared' ? 'playlist.share' : 'playlist.restrict', null, { playlistIds, folderIds }, meta);
    return { count: ids.size };
  }

  async remove(auth: AuthContext, ids: number[], folderIds: number[], meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolve(v, [...ids, ...folderIds]);
    for (const r of rows) {
      if (!canEditPlaylist(r.p, v)) throw forbidden();
      this.assertNotLocked(r, v);
    }
    const all = new Set<number>();
    for (const r of rows) for (const id of r.p.type === 'folder' ? await this.repo.subtree(r.p.id) : [r.p.id]) all.add(id);
    const idList = [...all];
    if (idList.length === 0) return { count: 0 };
    const thumbs = await this.ctx.db.select({ k: slides.thumbnailKey }).from(slides).where(inArray(slides.playlistId, idList));
    await this.ctx.db.delete(playlists).where(inArray(playlists.id, idList));
    await this.deleteUnreferenced(thumbs.map((t) => t.k).filter((k): k is string => Boolean(k)));
    await this.audit(auth, 'playlist.remove', null, { ids: idList }, meta);
    await this.ctx.screens?.playlistsChanged(idList);
    return { count: idList.length };
  }

  async deleteUnreferenced(keys: string[]) {
    const unique = [...new Set(keys)];
    const still = await this.repo.referencedThumbnails(unique);
    for (const key of unique) {
      if (still.has(key)) continue;
      await this.storage.delete(key).catch((error) => this.ctx.log.warn({ err: error, key }, 'thumbnail removal failed'));
    }
  }

  // ---- slides -------------------------------------------------------------------------------

  /**
   * Runs a slide change in a transaction holding the playlist row; the playlist becomes unpublished.
   */
  private async slideChange<T>(
    auth: AuthContext,
    playlistId: number,
    action: string,
    fn: (
      tx: Tx,
      list: Slide[],
      v: Viewer,
      p: Playlist,
    ) => Promise<{ result: T; details?: Record<string, unknown>; playlistSet?: Partial<Playlist> }>,
    meta: RequestMeta,
    opts: { unpublish?: boolean } = {},
  ): Promise<T> {
    const v = await this.viewer(auth);
    await this.editable(v, playlistId, 'playlist');
    const out = await this.ctx.db.transaction(async (tx) => {
      const [p] = await tx.select().from(playlists).where(eq(playlists.id, playlistId)).for('update');
      const list = await this.repo.slidesOf(playlistId, tx);
      const done = await fn(tx, list, v, p as Playlist);
      if (opts.unpublish === false) {
        if (done.playlistSet) await tx.update(playlists).set(done.playlistSet).where(eq(playlists.id, playlistId));
      } else await this.markChanged(tx, playlistId, done.playlistSet);
      return done;
    });
    await this.audit(auth, action, playlistId, out.details ?? {}, meta);
    return out.result;
  }

  private at(list: Slide[], slideNumber: number): Slide {
    const s = list[slideNumber];
    if (!s) throw badIndex();
    return s;
  }

  private byId(list: Slide[], slideId: number): Slide {
    const s = list.find((x) => x.id === slideId);
    if (!s) throw notFound();
    return s;
  }

  private async saveSlide(tx: Tx, id: number, set: Partial<Slide>): Promise<Slide> {
    const [row] = await tx
      .update(slides)
      .set({ ...set, updatedAt: this.ctx.now() })
      .where(eq(slides.id, id))
      .returning();
    return row as Slide;
  }

  async createSlide(
    auth: AuthContext,
    playlistId: number,
    slideData: unknown,
    index: number | undefined,
    meta: RequestMeta,
  ): Promise<SlideItem> {
    const interactionEnabled = auth.licence.flags.interactionEnabled;
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.create',
      async (tx, list, _v, p) => {
        const data = slideData === undefined ? newSlideData(p.aspect) : parseSlideData(slideData, p.aspect);
        checkInteractions(data, { slideId: null, slideIds: list.map((x) => x.id), interactionEnabled });
        checkLicensedWidgets(data, auth.licence.flags);
        const position = index === undefined ? list.length : index;
        if (position > list.length) throw badIndex();
        await tx
          .update(slides)
          .set({ position: sql`${slides.position} + 1` })
          .where(and(eq(slides.playlistId, playlistId), gte(slides.position, position)));
        const [row] = await tx.insert(slides).values({ playlistId, position, slideData: data, duration: data.duration }).returning();
        const s = row as Slide;
        return { result: presentSlide(s), details: { slideId: s.id, position } };
      },
      meta,
    );
  }

  async removeSlide(auth: AuthContext, playlistId: number, slideNumber: number, meta: RequestMeta) {
    let thumb: string | null = null;
    await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.remove',
      async (tx, list) => {
        const gone = this.at(list, slideNumber);
        await tx.delete(slides).where(eq(slides.id, gone.id));
        await tx
          .update(slides)
          .set({ position: sql`${slides.position} - 1` })
          .where(and(eq(slides.playlistId, playlistId), gt(slides.position, gone.position)));
        // Jump-to actions pointing at the removed slide go (spec part 4).
        for (const s of list) {
          if (s.id === gone.id) continue;
          const cleaned = withoutJumpsTo(s.slideData, gone.id);
          if (cleaned) await this.saveSlide(tx, s.id, { slideData: cleaned });
        }
        // One slide left: the playlist overlay is cleared.
        const playlistSet: Partial<Playlist> = list.length - 1 === 1 ? { overlay: null } : {};
        thumb = gone.thumbnailKey;
        return { result: null, details: { slideId: gone.id, slideNumber }, playlistSet };
      },
      meta,
    );
    if (thumb) await this.deleteUnreferenced([thumb]);
    return this.info(auth, playlistId);
  }

  async duplicateSlide(auth: AuthContext, playlistId: number, slideNumber: number, meta: RequestMeta) {
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.duplicate',
      async (tx, list) => {
        const src = this.at(list, slideNumber);
        await tx
          .update(slides)
          .set({ position: sql`${slides.position} + 1` })
          .where(and(eq(slides.playlistId, playlistId), gt(slides.position, src.position)));
        const [row] = await tx
          .insert(slides)
          .values({
            playlistId,
            position: src.position + 1,
            duration: src.duration,
            slideData: src.slideData,
            thumbnailKey: src.thumbnailKey,
            thumbnailSha256: src.thumbnailSha256,
          })
          .returning();
        const s = row as Slide;
        return { result: { newSlideId: s.id, slide: presentSlide(s) }, details: { from: src.id, slideId: s.id } };
      },
      meta,
    );
  }

  async updateSlide(auth: AuthContext, playlistId: number, slideNumber: number, slideData: unknown, meta: RequestMeta) {
    const interactionEnabled = auth.licence.flags.interactionEnabled;
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.update',
      async (tx, list, _v, p) => {
        const s = this.at(list, slideNumber);
        const data = parseSlideData(slideData, p.aspect);
        // Interactions are checked when they change (an unchanged one stays after a licence change).
        if (!sameInteractions(data, s.slideData))
          checkInteractions(data, { slideId: s.id, slideIds: list.map((x) => x.id), interactionEnabled });
        checkLicensedWidgets(data, auth.licence.flags);
        const saved = await this.saveSlide(tx, s.id, { slideData: data, duration: data.duration });
        return { result: presentSlide(saved), details: { slideId: s.id } };
      },
      meta,
    );
  }

  /** Applies a change to a stored slide document and validates the result with the model. */
  private async rewrite(tx: Tx, s: Slide, p: Playlist, change: Record<string, unknown>) {
    const data = parseSlideData({ ...s.slideData, ...change }, p.aspect);
    return this.saveSlide(tx, s.id, { slideData: data, duration: data.duration });
  }

  async getSlide(auth: AuthContext, playlistId: number, slideNumber: number) {
    const v = await this.viewer(auth);
    await this.resolve(v, [playlistId]);
    return presentSlide(this.at(await this.repo.slidesOf(playlistId), slideNumber));
  }

  async updateSlideBackground(
    auth: AuthContext,
    playlistId: number,
    slideNumber: number,
    backgroundType: 'color' | 'image' | 'video',
    background: string | Record<string, unknown>,
    meta: RequestMeta,
  ) {
    let value: Record<string, unknown>;
    if (backgroundType === 'color') {
      if (typeof background !== 'string') throw fieldError('background', 'FIELD_INVALID');
      value = { type: 'color', color: background };
    } else {
      if (typeof background === 'string') throw fieldError('background', 'FIELD_INVALID');
      value = { ...background, type: backgroundType };
    }
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.background',
      async (tx, list, _v, p) => {
        const s = this.at(list, slideNumber);
        const saved = await this.rewrite(tx, s, p, { background: value });
        return { result: presentSlide(saved), details: { slideId: s.id, backgroundType } };
      },
      meta,
    );
  }

  async updateAspect(auth: AuthContext, playlistId: number, aspect: string, meta: RequestMeta) {
    await this.slideChange(
      auth,
      playlistId,
      'playlist.aspect',
      async (tx, list, _v, p) => {
        // Every slide's document follows the playlist's aspect (its canvas size).
        for (const s of list) await this.rewrite(tx, s, { ...p, aspect }, {});
        return { result: null, details: { aspect }, playlistSet: { aspect } };
      },
      meta,
    );
    return this.item(auth, await this.viewer(auth), playlistId);
  }

  async updateSlideDuration(auth: AuthContext, playlistId: number, slideNumber: number, duration: number, meta: RequestMeta) {
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.duration',
      async (tx, list, _v, p) => {
        const s = this.at(list, slideNumber);
        const saved = await this.rewrite(tx, s, p, { duration });
        return { result: presentSlide(saved), details: { slideId: s.id, duration } };
      },
      meta,
    );
  }

  async updateAllDurations(auth: AuthContext, playlistId: number, duration: number, meta: RequestMeta) {
    await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.durationAll',
      async (tx, list, _v, p) => {
        for (const s of list) await this.rewrite(tx, s, p, { duration });
        return { result: null, details: { duration } };
      },
      meta,
    );
    return this.info(auth, playlistId);
  }

  async updateSlideAnimation(
    auth: AuthContext,
    playlistId: number,
    slideId: number,
    animation: SlideAnimation,
    applyToAll: boolean,
    meta: RequestMeta,
  ) {
    await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.animation',
      async (tx, list, _v, p) => {
        const target = this.byId(list, slideId);
        for (const s of applyToAll ? list : [target]) await this.rewrite(tx, s, p, { animation });
        return {
          result: null,
          details: { slideId, animation, applyToAll },
          playlistSet: applyToAll ? { slideAnimation: animation as Record<string, unknown> } : {},
        };
      },
      meta,
    );
    return this.info(auth, playlistId);
  }

  async updateSlideIndex(auth: AuthContext, playlistId: number, slideId: number, newIndex: number, oldIndex: number, meta: RequestMeta) {
    await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.reorder',
      async (tx, list) => {
        const s = this.byId(list, slideId);
        if (list.indexOf(s) !== oldIndex || newIndex >= list.length) throw badIndex();
        const order = list.filter((x) => x.id !== slideId);
        order.splice(newIndex, 0, s);
        for (const [i, x] of order.entries()) if (x.position !== i) await tx.update(slides).set({ position: i }).where(eq(slides.id, x.id));
        return { result: null, details: { slideId, oldIndex, newIndex } };
      },
      meta,
    );
    return this.info(auth, playlistId);
  }

  /**
   * actionData: `{actions, hotCorners}` of the slide model (either may be left out: unchanged), or a
   * bare actions map keyed by element id.
   */
  async updateSlideActions(auth: AuthContext, playlistId: number, slideId: number, actionData: Record<string, unknown>, meta: RequestMeta) {
    const interactionEnabled = auth.licence.flags.interactionEnabled;
    const structured = 'actions' in actionData || 'hotCorners' in actionData;
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.actions',
      async (tx, list, _v, p) => {
        const s = this.byId(list, slideId);
        const change: Record<string, unknown> = structured ? {} : { actions: actionData };
        if (structured && actionData.actions !== undefined) change.actions = actionData.actions;
        if (structured && actionData.hotCorners !== undefined) change.hotCorners = actionData.hotCorners ?? undefined;
        const data = parseSlideData({ ...s.slideData, ...change }, p.aspect);
        checkInteractions(data, { slideId: s.id, slideIds: list.map((x) => x.id), interactionEnabled });
        checkLicensedWidgets(data, auth.licence.flags);
        const saved = await this.saveSlide(tx, s.id, { slideData: data });
        return { result: presentSlide(saved), details: { slideId } };
      },
      meta,
    );
  }

  async updateOverlay(auth: AuthContext, playlistId: number, overlayData: Record<string, unknown> | null, meta: RequestMeta) {
    // Free-form JSON for now: bounded, and no prototype keys (security IN-7).
    if (overlayData && (JSON.stringify(overlayData).length > 256 * 1024 || findForbiddenKey(overlayData)))
      throw fieldError('overlayData', 'FIELD_INVALID');
    await this.slideChange(
      auth,
      playlistId,
      'playlist.overlay',
      async () => ({ result: null, playlistSet: { overlay: overlayData } }),
      meta,
    );
    return this.info(auth, playlistId);
  }

  /** Replaces a slide's document with a template's (its id and position stay). */
  async applyTemplate(
    auth: AuthContext,
    playlistId: number,
    slideId: number,
    template: { id: number; slideData: SlideDocument; thumbnailKey: string | null; thumbnailSha256: string | null },
    meta: RequestMeta,
  ) {
    return this.slideChange(
      auth,
      playlistId,
      'playlist.slide.template',
      async (tx, list, _v, p) => {
        const s = this.byId(list, slideId);
        const data = parseSlideData(template.slideData, p.aspect);
        const saved = await this.saveSlide(tx, s.id, {
          slideData: data,
          duration: data.duration,
          thumbnailKey: template.thumbnailKey,
          thumbnailSha256: template.thumbnailSha256,
        });
        return { result: presentSlide(saved), details: { slideId, templateId: template.id } };
      },
      meta,
    );
  }

  /** Thumbnails do not change what plays: the playlist stays published. */
  async setThumbnail(auth: AuthContext, playlistId: number, slideNumber: number, key: string, sha256: string, meta: RequestMeta) {
    let old: string | null = null;
    const url = await this.slideChange(
      auth,
      playlistId,
      'playlist.slide.thumbnail',
      async (tx, list) => {
        const s = this.at(list, slideNumber);
        old = s.thumbnailKey;
        const saved = await this.saveSlide(tx, s.id, { thumbnailKey: key, thumbnailSha256: sha256 });
        return { result: presentSlide(saved).thumbnailUrl as string, details: { slideId: s.id } };
      },
      meta,
      { unpublish: false },
    );
    if (old && old !== key) await this.deleteUnreferenced([old]);
    return { thumbnailUrl: url };
  }

  /** For the thumbnail GET: the slide, when its playlist is visible to the caller. */
  async slideForServing(auth: AuthContext, slideId: number, sha256: string) {
    const [s] = await this.ctx.db.select().from(slides).where(eq(slides.id, slideId));
    if (!s || s.thumbnailSha256 !== sha256 || !s.thumbnailKey) throw notFound();
    const v = await this.viewer(auth);
    await this.resolve(v, [s.playlistId]);
    return s;
  }

  /** A slide of a visible playlist by position (templates are made from it). */
  async slideAt(auth: AuthContext, playlistId: number, slideNumber: number) {
    const v = await this.viewer(auth);
    await this.resolve(v, [playlistId]);
    return this.at(await this.repo.slidesOf(playlistId), slideNumber);
  }
}
