import {
  PLAYLIST_SEARCH,
  storedAspect,
  type PlaylistDetail,
  type PlaylistItem,
  type PlaylistListResponse,
  type PlaylistSearchType,
} from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Playlist } from '../../db/schema/index.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { Viewer } from '../tenancy/viewer.ts';
import { invalidMove, type PlaylistAccess } from './playlist-access.ts';
import type { PlaylistFilter, PlaylistsRepository } from './playlists.repository.ts';
import type { SlideThumbnails } from './slide-thumbnails.ts';
import { remapJumps } from './slide-rules.ts';
import type { SlidesRepository } from './slides.repository.ts';
import type { SlidesService } from './slides.service.ts';

const nameExists = () => new AppError(400, 'NAME_EXISTS', undefined, { name: 'NAME_EXISTS' });

export interface SearchQuery {
  parentFolderId: number | null;
  searchTerm: string;
  limit: number;
  offset: number;
  type: PlaylistSearchType;
  /** Only the caller's favourites within `type`. */
  favorite: boolean;
}

/**
 * The search types (PLAYLIST_SEARCH, contracts/playlists.ts) as list filters: each answers what the
 * matching CMS tab lists (my, shared, stock), `sho` the caller's shortlist (favourites) everywhere.
 */
const searchTypes: Record<PlaylistSearchType, PlaylistFilter> = {
  [PLAYLIST_SEARCH.all]: {},
  [PLAYLIST_SEARCH.my]: { section: 'my' },
  [PLAYLIST_SEARCH.shared]: { section: 'shared' },
  [PLAYLIST_SEARCH.stock]: { section: 'stock' },
  [PLAYLIST_SEARCH.favourites]: { favorites: true },
};

/**
 * Playlists and folders (spec 3, 4, 6, 7.7; docs/playlists.md): lists and search, create, rename, move, share,
 * duplicate, copy to stock, favourites, remove. Who sees and may change what: `PlaylistAccess`;
 * slides: `SlidesService`; publishing: `PublishingService`; the edit lock: `PlaylistLocksService`.
 * Renames, hashtags, favourites and moves leave the playlist published.
 */
export class PlaylistsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: PlaylistAccess,
    private readonly repo: PlaylistsRepository,
    private readonly slidesRepo: SlidesRepository,
    private readonly slides: SlidesService,
    private readonly thumbnails: SlideThumbnails,
  ) {}

  // ---- lists --------------------------------------------------------------------------------

  private async listWhere(auth: AuthContext, filter: PlaylistFilter, offset: number, limit: number): Promise<PlaylistListResponse> {
    const v = await this.access.viewer(auth);
    const { totalCount, rows } = await this.repo.list(v, filter, offset, limit);
    return { totalCount, results: rows.map((r) => this.access.present(auth, v, r)) };
  }

  async list(auth: AuthContext, section: Playlist['section'], parentFolderId: number | null) {
    return this.listWhere(auth, { section, level: parentFolderId }, 0, 1000);
  }

  /** A non-empty search term searches every level (name or hashtag). */
  async search(auth: AuthContext, q: SearchQuery) {
    const where = q.searchTerm ? { search: q.searchTerm } : { level: q.parentFolderId };
    return this.listWhere(auth, { ...searchTypes[q.type], ...where, ...(q.favorite ? { favorites: true } : {}) }, q.offset, q.limit);
  }

  async listStock(auth: AuthContext, filter: string, count: number, parentFolderId: number | null) {
    return this.listWhere(auth, { section: 'stock', ...(filter ? { search: filter } : { level: parentFolderId }) }, 0, count);
  }

  async listSection(
    auth: AuthContext,
    section: 'my' | 'shared',
    q: { parentFolderId: number | null; count: number; includeFolders: boolean; ignoreFolderLevels: boolean },
  ) {
    const filter: PlaylistFilter = q.ignoreFolderLevels
      ? { section, playlistsOnly: true }
      : { section, level: q.parentFolderId, playlistsOnly: !q.includeFolders };
    return this.listWhere(auth, filter, 0, q.count);
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
    const v = await this.access.viewer(auth);
    await this.access.folderFor(v, b.parentFolderId, b.section);
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
    const p = await this.repo.insert(values);
    await this.ctx.audit.byCaller(auth, {
      action: b.type === 'folder' ? 'playlist.folder.create' : 'playlist.create',
      objectType: 'playlist',
      objectId: p.id,
      details: { name: b.name, section: b.section },
      ip: meta.ip,
    });
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
  private async copyPlaylist(tx: DbOrTx, src: Playlist, into: Partial<Playlist> & Pick<Playlist, 'organizationId' | 'section' | 'name'>) {
    const copy = await this.repo.insert(
      {
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
      },
      tx,
    );
    const list = await this.slidesRepo.ofPlaylist(src.id, tx);
    const idMap = new Map<number, number>();
    for (const s of list) {
      const inserted = await this.slidesRepo.insert(
        {
          playlistId: copy.id,
          position: s.position,
          duration: s.duration,
          slideData: s.slideData,
          thumbnailKey: s.thumbnailKey,
          thumbnailSha256: s.thumbnailSha256,
        },
        tx,
      );
      idMap.set(s.id, inserted.id);
    }
    // Jump-to actions point at the copy's own slides.
    for (const s of list) {
      const remapped = remapJumps(s.slideData, idMap);
      const copied = idMap.get(s.id);
      if (remapped && copied !== undefined) await this.slidesRepo.update(copied, { slideData: remapped }, tx);
    }
    return copy;
  }

  async duplicate(auth: AuthContext, playlistId: number, parentFolderId: number | null, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const row = await this.access.visible(v, playlistId);
    if (row.p.type === 'folder') throw new AppError(400, 'FOLDER_CANNOT_BE_DUPLICATED');
    // A copy stays in its section when the caller may add there; stock copies go to My.
    const section: 'my' | 'shared' = row.p.section === 'shared' && row.p.organizationId === v.orgId ? 'shared' : 'my';
    await this.access.folderFor(v, parentFolderId, section);
    const base = { organizationId: v.orgId, section, creatorUserId: v.userId, parentFolderId, type: 'playlist' as const };
    const name = await this.uniqueCopyName(base, row.p.name);
    const copy = await this.ctx.db.transaction((tx) => this.copyPlaylist(tx, row.p, { ...base, name }));
    await this.ctx.audit.byCaller(auth, {
      action: 'playlist.duplicate',
      objectType: 'playlist',
      objectId: copy.id,
      details: { from: playlistId },
      ip: meta.ip,
    });
    return this.access.item(auth, v, copy.id);
  }

  async setFavorite(auth: AuthContext, playlistId: number, favorite: boolean) {
    const v = await this.access.viewer(auth);
    await this.access.resolve(v, [playlistId]);
    await this.repo.setFavorite(playlistId, v.userId, favorite);
    return this.access.item(auth, v, playlistId);
  }

  async update(auth: AuthContext, playlistId: number, b: { name?: string; aspect?: string; hashtags?: string[] }, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const { p } = await this.access.editable(v, playlistId);
    if (b.name !== undefined && (await this.repo.siblingNameExists(p, b.name, p.id))) throw nameExists();
    const set: Partial<Playlist> = { updatedAt: this.ctx.now() };
    if (b.name !== undefined) set.name = b.name;
    if (b.hashtags !== undefined) set.hashtags = [...new Set(b.hashtags)];
    // Compared in canonical form: "16/9" on a stored "16:9" changes nothing.
    const aspectChanged = b.aspect !== undefined && b.aspect !== storedAspect(p.aspect).value;
    if (aspectChanged && p.type === 'folder') throw fieldError('aspect', 'FIELD_INVALID');
    await this.repo.update(p.id, set);
    await this.ctx.audit.byCaller(auth, {
      action: 'playlist.update',
      objectType: 'playlist',
      objectId: p.id,
      details: { name: b.name, aspect: b.aspect, hashtags: b.hashtags },
      ip: meta.ip,
    });
    // A new aspect is a change to every slide (and unpublishes).
    if (aspectChanged && b.aspect !== undefined) return this.slides.updateAspect(auth, p.id, b.aspect, meta);
    return this.access.item(auth, v, p.id);
  }

  async rename(auth: AuthContext, playlistId: number, name: string, meta: RequestMeta) {
    return this.update(auth, playlistId, { name }, meta);
  }

  async info(auth: AuthContext, playlistId: number): Promise<PlaylistDetail> {
    return this.access.detail(auth, playlistId);
  }

  async metadata(auth: AuthContext, playlistId: number) {
    const v = await this.access.viewer(auth);
    const { p } = await this.access.visible(v, playlistId);
    const list = await this.slidesRepo.ofPlaylist(playlistId);
    return {
      id: p.id,
      name: p.name,
      aspect: storedAspect(p.aspect).value,
      isPublished: p.isPublished,
      publishedVersion: p.publishedVersion,
      publishedAt: p.publishedAt ? p.publishedAt.toISOString() : null,
      slideCount: list.length,
      totalDuration: list.reduce((sum, s) => sum + s.duration, 0),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  // ---- organize -----------------------------------------------------------------------------

  async copyToStock(auth: AuthContext, playlistIds: number[], orgShareIds: number[], meta: RequestMeta): Promise<PlaylistItem[]> {
    const v = await this.access.viewer(auth);
    const rows = await this.access.resolve(v, playlistIds);
    if (rows.some((r) => r.p.organizationId !== v.orgId || r.p.section === 'stock')) throw notFound();
    if (rows.some((r) => r.p.type === 'folder')) throw fieldError('playlistIds', 'FIELD_INVALID');
    const orgIds = await this.access.stockTargets(v, orgShareIds);
    const created = await this.ctx.db.transaction(async (tx) => {
      const out: Playlist[] = [];
      for (const { p } of rows) {
        const copy = await this.copyPlaylist(tx, p, { organizationId: v.orgId, section: 'stock', name: p.name, creatorUserId: v.userId });
        await this.repo.addStockTargets(copy.id, orgIds, tx);
        out.push(copy);
      }
      return out;
    });
    await this.ctx.audit.byCaller(auth, {
      action: 'playlist.copyToStock',
      objectType: 'playlist',
      objectId: null,
      details: { playlistIds, stockIds: created.map((c) => c.id), organizationIds: orgIds },
      ip: meta.ip,
    });
    const items = await this.repo.findVisible(
      v,
      created.map((c) => c.id),
    );
    return items.map((r) => this.access.present(auth, v, r));
  }

  async moveToFolder(auth: AuthContext, fileId: number, parentFolder: number | null, movingFolder: boolean, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const { p } = await this.access.editable(v, fileId);
    if (movingFolder !== (p.type === 'folder')) throw fieldError('movingFolder', 'FIELD_INVALID');
    // Into the folder it is already in: success, nothing to do (spec 5).
    if (p.parentFolderId === parentFolder) return { moved: 0 };
    if (p.section === 'stock') throw invalidMove();
    if (parentFolder !== null) {
      if (parentFolder === p.id) throw invalidMove();
      await this.access.folderFor(v, parentFolder, p.section);
      if (p.type === 'folder' && (await this.repo.subtree(p.id)).includes(parentFolder)) throw invalidMove();
    }
    if (await this.repo.siblingNameExists({ ...p, parentFolderId: parentFolder }, p.name, p.id)) throw nameExists();
    await this.repo.update(p.id, { parentFolderId: parentFolder, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: 'playlist.move',
      objectType: 'playlist',
      objectId: p.id,
      details: { from: p.parentFolderId, to: parentFolder },
      ip: meta.ip,
    });
    return { moved: 1 };
  }

  /** The ids of these playlists and of everything in these folders. */
  private async withContents(rows: Array<{ p: Playlist }>): Promise<Set<number>> {
    const ids = new Set<number>();
    for (const r of rows) for (const id of r.p.type === 'folder' ? await this.repo.subtree(r.p.id) : [r.p.id]) ids.add(id);
    return ids;
  }

  /** share: my → shared; restrict: shared → my. Only the creator; folders move with their contents. */
  async setSection(auth: AuthContext, playlistIds: number[], folderIds: number[], to: 'my' | 'shared', meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const from = to === 'shared' ? 'my' : 'shared';
    const rows = await this.access.resolve(v, [...playlistIds, ...folderIds]);
    if (rows.length === 0) throw fieldError('playlistIds', 'FIELD_REQUIRED');
    for (const r of rows) {
      if (r.p.organizationId !== v.orgId || r.p.section !== from) throw notFound();
      if (r.p.creatorUserId !== v.userId) throw forbidden();
      this.access.assertNotLocked(r, v);
    }
    const ids = await this.withContents(rows);
    const top = new Set(rows.map((r) => r.p.id));
    await this.ctx.db.transaction(async (tx) => {
      for (const p of await this.repo.byIds([...ids], tx)) {
        const keepParent = p.parentFolderId !== null && ids.has(p.parentFolderId) && !top.has(p.id);
        await this.moveToSection(tx, p, to, v, keepParent);
      }
    });
    await this.ctx.audit.byCaller(auth, {
      action: to === 'shared' ? 'playlist.share' : 'playlist.restrict',
      objectType: 'playlist',
      objectId: null,
      details: { playlistIds, folderIds },
      ip: meta.ip,
    });
    return { count: ids.size };
  }

  /** The selected items land at the top level unless their folder moves with them (`keepParent`). */
  private async moveToSection(tx: DbOrTx, p: Playlist, to: 'my' | 'shared', v: Viewer, keepParent: boolean) {
    const parentFolderId = keepParent ? p.parentFolderId : null;
    if (
      !keepParent &&
      (await this.repo.siblingNameExists({ ...p, section: to, creatorUserId: v.userId, parentFolderId }, p.name, p.id, tx))
    )
      throw nameExists();
    await this.repo.update(
      p.id,
      { section: to, parentFolderId, creatorUserId: to === 'my' ? v.userId : p.creatorUserId, updatedAt: this.ctx.now() },
      tx,
    );
  }

  async remove(auth: AuthContext, ids: number[], folderIds: number[], meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const rows = await this.access.resolve(v, [...ids, ...folderIds]);
    this.access.assertAllEditable(rows, v);
    const idList = [...(await this.withContents(rows))];
    if (idList.length === 0) return { count: 0 };
    const thumbs = await this.slidesRepo.thumbnailKeysOf(idList);
    await this.repo.remove(idList);
    await this.thumbnails.deleteUnreferenced(thumbs);
    await this.ctx.audit.byCaller(auth, {
      action: 'playlist.remove',
      objectType: 'playlist',
      objectId: null,
      details: { ids: idList },
      ip: meta.ip,
    });
    await this.ctx.screens?.playlistsChanged(idList);
    return { count: idList.length };
  }
}
