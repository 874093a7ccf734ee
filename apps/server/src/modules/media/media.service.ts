import path from 'node:path';
import { Readable } from 'node:stream';
import type { MediaItem, MediaKind, MediaListResponse, MediaSection, MediaUsage } from '@signage/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Media, media, mediaFolders, mediaStockTargets } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { type MediaStorage, withLocalCopy } from '../../storage/index.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { displayName, editRefusal, presentFolder, presentMedia } from './media.presenter.ts';
import type { MediaQueue } from './media.queue.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import { type Viewer, viewerOf } from '../tenancy/viewer.ts';
import { MediaRepository, type MediaRow, mediaSearch, visibleMedia } from './media.repository.ts';
import type { StagedUpload } from './upload.ts';
import { MEDIA_TYPES } from '@signage/shared';

export interface ListQuery {
  section: MediaSection;
  kind: MediaKind | 'all';
  folderId: number | null;
  search: string;
  tag: string;
  offset: number;
  limit: number;
}

/** “A”, “B”, +2 (playlists the caller may not see are only counted). */
const playlistNames = (list: Array<{ name: string }>, hidden: number) =>
  [...list.map((p) => `“${p.name}”`), ...(hidden > 0 ? [`+${hidden}`] : [])].join(', ');

/** Media in what screens play (the latest published snapshot) is never deleted: 409 MEDIA_IN_USE. */
function refuseIfPublished(usage: MediaUsage) {
  if (usage.published.length + usage.hiddenPublished > 0) {
    throw new AppError(
      409,
      'MEDIA_IN_USE',
      undefined,
      undefined,
      { usage },
      { playlists: playlistNames(usage.published, usage.hiddenPublished) },
    );
  }
}

const invalidMove = () => new AppError(400, 'FOLDER_INVALID_MOVE');

/**
 * The media library rules (spec 2.4, 4, 6; issue 3). Every id is resolved within what the caller may
 * see; anything else answers 404 exactly like a missing id (security.md TEN-1). Multi-id calls are
 * all-or-nothing (TEN-3).
 */
export class MediaService {
  private readonly repo: MediaRepository;

  constructor(
    private readonly ctx: AppContext,
    readonly storage: MediaStorage,
    private readonly queue: MediaQueue,
    private readonly orgs: OrganizationTree,
  ) {
    this.repo = new MediaRepository(ctx.db);
  }

  viewer(auth: AuthContext): Promise<Viewer> {
    return viewerOf(this.orgs, auth);
  }

  private audit(auth: AuthContext, action: string, objectId: number | string | null, details: Record<string, unknown>, meta?: RequestMeta) {
    return this.ctx.audit.record({
      organizationId: auth.organization.id,
      actorUserId: auth.user.id,
      action,
      objectType: action.startsWith('media.folder') ? 'media_folder' : 'media',
      objectId,
      details,
      ip: meta?.ip,
    });
  }

  /** All ids visible, else 404 for the whole call. */
  private async resolve(v: Viewer, ids: number[]): Promise<MediaRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repo.findVisible(v, unique);
    if (rows.length !== unique.length) throw notFound();
    return rows;
  }

  private async resolveEditable(v: Viewer, ids: number[]): Promise<MediaRow[]> {
    const rows = await this.resolve(v, ids);
    for (const row of rows) {
      const refusal = editRefusal(row.m, v.userId);
      if (refusal) throw new AppError(refusal === 'MEDIA_LOCKED' ? 409 : 403, refusal);
    }
    return rows;
  }

  private async item(v: Viewer, id: number): Promise<MediaItem> {
    const [row] = await this.repo.findVisible(v, [id]);
    if (!row) throw notFound();
    return presentMedia(row, v.userId);
  }

  /** The folder a 'my' or 'shared' item may go into (null = top level). */
  private async folderFor(v: Viewer, folderId: number | null, section: MediaSection) {
    if (folderId === null) return null;
    const folder = await this.repo.findFolder(v, folderId);
    if (!folder) throw notFound();
    if (folder.section !== section) throw invalidMove();
    return folder;
  }

  // ---- upload, read, serve ------------------------------------------------------------------

  async createFromUpload(auth: AuthContext, staged: StagedUpload, meta: RequestMeta): Promise<MediaItem> {
    const v = await this.viewer(auth);
    const section = staged.fields.section ?? 'my';
    if (section !== 'my' && section !== 'shared') throw new AppError(400, 'VALIDATION_FAILED', undefined, { section: 'FIELD_INVALID' });
    let folderId: number | null = null;
    if (staged.fields.folderId !== undefined && staged.fields.folderId !== '' && staged.fields.folderId !== 'null') {
      if (!/^\d{1,9}$/.test(staged.fields.folderId)) throw new AppError(400, 'VALIDATION_FAILED', undefined, { folderId: 'FIELD_INVALID' });
      folderId = Number(staged.fields.folderId);
      await this.folderFor(v, folderId, section);
    }
    const storageKey = `org/${auth.organization.id}/${staged.sha256}`;
    if (!(await this.storage.exists(storageKey))) {
      await this.storage.put(storageKey, { path: staged.tempPath }, { contentType: staged.mimeType, size: staged.size });
    }
    const ext = MEDIA_TYPES[staged.mimeType]?.extensions[0] ?? 'bin';
    let row: Media;
    try {
      const [inserted] = await this.ctx.db
        .insert(media)
        .values({
          organizationId: auth.organization.id,
          creatorUserId: auth.user.id,
          folderId,
          section,
          name: displayName(staged.originalName, ext),
          kind: staged.kind,
          mimeType: staged.mimeType,
          sizeBytes: staged.size,
          sha256: staged.sha256,
          storageKey,
          status: 'processing',
        })
        .returning();
      row = inserted as Media;
    } catch (error) {
      await this.deleteUnreferenced([storageKey]);
      throw error;
    }
    // A concurrent delete of the last item with the same content may have removed the file meanwhile.
    if (!(await this.storage.exists(storageKey))) {
      await this.storage.put(storageKey, { path: staged.tempPath }, { contentType: staged.mimeType, size: staged.size });
    }
    await this.audit(auth, 'media.upload', row.id, { name: row.name, mimeType: row.mimeType, sizeBytes: row.sizeBytes, section }, meta);
    this.queue.enqueue(row.id);
    return this.item(v, row.id);
  }

  async info(auth: AuthContext, id: number): Promise<MediaItem> {
    return this.item(await this.viewer(auth), id);
  }

  /** The row behind a file URL, when the caller may see it and the hash matches (else 404). */
  async forServing(auth: AuthContext, id: number, sha256: string, what: 'content' | 'thumbnail'): Promise<Media> {
    const [row] = await this.repo.findVisible(await this.viewer(auth), [id]);
    if (!row) throw notFound();
    if (what === 'content' ? row.m.sha256 !== sha256 : row.m.thumbnailSha256 !== sha256 || !row.m.thumbnailKey) throw notFound();
    return row.m;
  }

  /**
   * One page of a visible PDF as a JPEG for the page viewer, rendered on first request and kept in
   * storage beside the file (content-addressed, so every instance and later request reuses it).
   */
  async pdfPage(auth: AuthContext, id: number, sha256: string, page: number): Promise<{ key: string; etag: string; name: string }> {
    const m = await this.forServing(auth, id, sha256, 'content');
    if (m.kind !== 'pdf' || m.status !== 'ready' || page > (m.pageCount ?? 0)) throw notFound();
    const key = `org/${m.organizationId}/pages/${m.sha256}-${page}`;
    const etag = `${m.sha256}-p${page}`;
    const name = `${m.name.replace(/\.[^.]*$/, '') || 'page'}-${page}.jpg`;
    if (await this.storage.exists(key)) return { key, etag, name };
    const { renderPdfPageJpeg } = await import('./processing.ts');
    const jpeg = await withLocalCopy(this.storage, m.storageKey, path.join(this.ctx.config.dataDir, 'tmp'), (file) =>
      renderPdfPageJpeg(file, page - 1),
    );
    await this.storage.put(key, Readable.from([jpeg]), { contentType: 'image/jpeg', size: jpeg.length });
    return { key, etag, name };
  }

  async list(auth: AuthContext, q: ListQuery): Promise<MediaListResponse> {
    const v = await this.viewer(auth);
    const searching = q.search !== '' || q.tag !== '';
    const conditions: Array<SQL | undefined> = [visibleMedia(v), eq(media.section, q.section)];
    if (q.section === 'my') conditions.push(eq(media.organizationId, v.orgId), eq(media.creatorUserId, v.userId));
    if (q.section === 'shared') conditions.push(eq(media.organizationId, v.orgId));
    if (q.kind !== 'all') conditions.push(eq(media.kind, q.kind));
    if (q.search) conditions.push(mediaSearch(q.search));
    if (q.tag) conditions.push(sql`${media.tags} @> ${JSON.stringify([q.tag])}::jsonb`);
    let path: Array<{ id: number; name: string }> = [];
    let folders: MediaListResponse['folders'] = [];
    if (!searching && q.section !== 'stock') {
      if (q.folderId !== null) {
        const folder = await this.repo.findFolder(v, q.folderId);
        if (!folder || folder.section !== q.section) throw notFound();
        path = await this.repo.folderPath(folder.id);
      }
      conditions.push(q.folderId === null ? isNull(media.folderId) : eq(media.folderId, q.folderId));
      folders = (await this.repo.subFolders(v, q.section, q.folderId)).map((r) => presentFolder(r.f, r.itemCount));
    }
    const { totalCount, rows } = await this.repo.list(and(...conditions) as SQL, q.offset, q.limit);
    return { totalCount, items: rows.map((r) => presentMedia(r, v.userId)), folders, path };
  }

  async storageUse(auth: AuthContext) {
    return this.repo.storageUse(auth.organization.id);
  }

  // ---- edits --------------------------------------------------------------------------------

  async rename(auth: AuthContext, id: number, name: string, meta: RequestMeta): Promise<MediaItem> {
    const v = await this.viewer(auth);
    const [row] = await this.resolveEditable(v, [id]);
    const clean = displayName(name, 'file');
    await this.ctx.db.update(media).set({ name: clean, updatedAt: this.ctx.now() }).where(eq(media.id, id));
    await this.audit(auth, 'media.rename', id, { from: row?.m.name, to: clean }, meta);
    return this.item(v, id);
  }

  async setTags(auth: AuthContext, id: number, tags: string[], meta: RequestMeta): Promise<MediaItem> {
    const v = await this.viewer(auth);
    await this.resolveEditable(v, [id]);
    const unique = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
    await this.ctx.db.update(media).set({ tags: unique, updatedAt: this.ctx.now() }).where(eq(media.id, id));
    await this.audit(auth, 'media.tags', id, { tags: unique }, meta);
    return this.item(v, id);
  }

  async move(auth: AuthContext, ids: number[], folderId: number | null, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolveEditable(v, ids);
    for (const row of rows) {
      if (row.m.section === 'stock' || row.m.organizationId !== v.orgId) throw invalidMove();
      await this.folderFor(v, folderId, row.m.section);
    }
    const unique = rows.map((r) => r.m.id);
    await this.ctx.db.update(media).set({ folderId, updatedAt: this.ctx.now() }).where(inArray(media.id, unique));
    await this.audit(auth, 'media.move', null, { mediaIds: unique, folderId }, meta);
    return { moved: unique.length };
  }

  /**
   * Which playlists use these media (issue 3): published = the latest snapshot (what screens play),
   * drafts = current slides/overlay only. Only playlists that could legitimately use the media are
   * searched (its organization; for stock also the organizations below). Playlists the caller may
   * not see are counted, never named.
   */
  private async usageOf(v: Viewer, rows: Media[]): Promise<MediaUsage> {
    const orgIds = new Set<number>();
    for (const m of rows) {
      orgIds.add(m.organizationId);
      if (m.section === 'stock') for (const d of await this.orgs.descendants(m.organizationId)) orgIds.add(d.id);
    }
    const found = await this.repo.usage(
      rows.map((m) => m.id),
      [...orgIds],
    );
    const usage: MediaUsage = { published: [], drafts: [], hiddenPublished: 0, hiddenDrafts: 0 };
    for (const p of found) {
      const visible = p.organizationId === v.orgId && (p.section !== 'my' || p.creatorUserId === v.userId);
      if (p.published) {
        if (visible) usage.published.push({ id: p.id, name: p.name });
        else usage.hiddenPublished++;
      } else if (visible) usage.drafts.push({ id: p.id, name: p.name });
      else usage.hiddenDrafts++;
    }
    return usage;
  }

  async usage(auth: AuthContext, ids: number[]): Promise<MediaUsage> {
    const v = await this.viewer(auth);
    const rows = await this.resolve(v, ids);
    return this.usageOf(
      v,
      rows.map((r) => r.m),
    );
  }

  async remove(auth: AuthContext, ids: number[], force: boolean, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolveEditable(v, ids);
    const usage = await this.usageOf(
      v,
      rows.map((r) => r.m),
    );
    refuseIfPublished(usage);
    if (!force && usage.drafts.length + usage.hiddenDrafts > 0) {
      throw new AppError(
        409,
        'MEDIA_USED_IN_DRAFTS',
        undefined,
        undefined,
        { usage },
        { playlists: playlistNames(usage.drafts, usage.hiddenDrafts) },
      );
    }
    // Stock is deleted (for every organization it was offered to) only by its creator: editRefusal covers it.
    await this.deleteRows(rows.map((r) => r.m));
    await this.audit(
      auth,
      'media.remove',
      null,
      { mediaIds: rows.map((r) => r.m.id), names: rows.map((r) => r.m.name), draftPlaylistIds: usage.drafts.map((p) => p.id) },
      meta,
    );
    return { removed: rows.length };
  }

  async lock(auth: AuthContext, ids: number[], locked: boolean, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolve(v, ids);
    if (rows.some((r) => r.m.creatorUserId !== v.userId)) throw new AppError(403, 'MEDIA_NOT_OWNER');
    const unique = rows.map((r) => r.m.id);
    await this.ctx.db.update(media).set({ locked, updatedAt: this.ctx.now() }).where(inArray(media.id, unique));
    await this.audit(auth, locked ? 'media.lock' : 'media.unlock', null, { mediaIds: unique }, meta);
    return { updated: unique.length };
  }

  async share(auth: AuthContext, ids: number[], shared: boolean, uneditableWhenShared: boolean | undefined, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolve(v, ids);
    if (rows.some((r) => r.m.creatorUserId !== v.userId || r.m.section === 'stock')) throw new AppError(403, 'MEDIA_NOT_OWNER');
    const unique = rows.map((r) => r.m.id);
    const section = shared ? 'shared' : 'my';
    await this.ctx.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(media)
          .set({
            section,
            // Folders belong to a section: an item changing section goes to the top level.
            folderId: row.m.section === section ? row.m.folderId : null,
            uneditableWhenShared: shared ? (uneditableWhenShared ?? row.m.uneditableWhenShared) : false,
            updatedAt: this.ctx.now(),
          })
          .where(eq(media.id, row.m.id));
      }
    });
    await this.audit(auth, shared ? 'media.share' : 'media.unshare', null, { mediaIds: unique, uneditableWhenShared }, meta);
    return { updated: unique.length };
  }

  /** Copies offered as stock: to the selected descendant organizations, or platform-wide. */
  async copyToStock(auth: AuthContext, ids: number[], target: { organizationIds: number[] } | 'platform', meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolve(v, ids);
    if (rows.some((r) => r.m.organizationId !== v.orgId || r.m.section === 'stock')) throw notFound();
    const orgIds = target === 'platform' ? [] : [...new Set(target.organizationIds)];
    for (const orgId of orgIds) {
      if (orgId === v.orgId || !(await this.orgs.isSameOrDescendant(v.orgId, orgId))) throw notFound();
    }
    const created = await this.ctx.db.transaction(async (tx) => {
      const out: Media[] = [];
      for (const { m } of rows) {
        const [copy] = await tx
          .insert(media)
          .values({
            organizationId: m.organizationId,
            creatorUserId: v.userId,
            folderId: null,
            section: 'stock',
            name: m.name,
            kind: m.kind,
            mimeType: m.mimeType,
            sizeBytes: m.sizeBytes,
            sha256: m.sha256,
            storageKey: m.storageKey,
            thumbnailKey: m.thumbnailKey,
            thumbnailSha256: m.thumbnailSha256,
            width: m.width,
            height: m.height,
            durationMs: m.durationMs,
            pageCount: m.pageCount,
            status: m.status,
            processingError: m.processingError,
            tags: m.tags,
            sourceMediaId: m.id,
            platformWide: target === 'platform',
          })
          .returning();
        const c = copy as Media;
        if (orgIds.length > 0)
          await tx.insert(mediaStockTargets).values(orgIds.map((organizationId) => ({ mediaId: c.id, organizationId })));
        out.push(c);
      }
      return out;
    });
    for (const c of created) if (c.status === 'processing') this.queue.enqueue(c.id);
    await this.audit(
      auth,
      target === 'platform' ? 'media.copyToPlatform' : 'media.copyToStock',
      null,
      { mediaIds: rows.map((r) => r.m.id), stockIds: created.map((c) => c.id), organizationIds: orgIds },
      meta,
    );
    const items = await this.repo.findVisible(
      v,
      created.map((c) => c.id),
    );
    return items.map((r) => presentMedia(r, v.userId));
  }

  async unshareAllStock(auth: AuthContext, meta: RequestMeta) {
    const rows = await this.ctx.db
      .select()
      .from(media)
      .where(and(eq(media.organizationId, auth.organization.id), eq(media.section, 'stock')));
    refuseIfPublished(await this.usageOf(await this.viewer(auth), rows));
    await this.deleteRows(rows);
    await this.audit(auth, 'media.unshareAllStock', null, { mediaIds: rows.map((r) => r.id) }, meta);
    return { removed: rows.length };
  }

  /** Deletes rows, then the files no remaining row refers to (content-addressed files are shared). */
  private async deleteRows(rows: Media[]) {
    if (rows.length === 0) return;
    await this.ctx.db.delete(media).where(
      inArray(
        media.id,
        rows.map((r) => r.id),
      ),
    );
    const keys = [...new Set(rows.flatMap((r) => [r.storageKey, r.thumbnailKey]).filter((k): k is string => Boolean(k)))];
    await this.deleteUnreferenced(keys);
    // Rendered PDF pages go with their file once no row refers to it any more.
    const still = await this.repo.referencedKeys(rows.map((r) => r.storageKey));
    for (const r of rows) {
      if (r.kind !== 'pdf' || still.has(r.storageKey)) continue;
      for (let page = 1; page <= (r.pageCount ?? 0); page++) {
        await this.storage.delete(`org/${r.organizationId}/pages/${r.sha256}-${page}`).catch(() => undefined);
      }
    }
  }

  private async deleteUnreferenced(keys: string[]) {
    const still = await this.repo.referencedKeys(keys);
    for (const key of keys) {
      if (still.has(key)) continue;
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.ctx.log.warn({ err: error, key }, 'media file removal failed');
      }
    }
  }

  // ---- folders ------------------------------------------------------------------------------

  async createFolder(auth: AuthContext, name: string, parentId: number | null, section: 'my' | 'shared', meta: RequestMeta) {
    const v = await this.viewer(auth);
    if (parentId !== null) {
      const parent = await this.repo.findFolder(v, parentId);
      if (!parent) throw notFound();
      if (parent.section !== section) throw invalidMove();
    }
    if (await this.repo.siblingNameExists(v.orgId, section, v.userId, parentId, name)) throw new AppError(400, 'NAME_EXISTS');
    const [folder] = await this.ctx.db
      .insert(mediaFolders)
      .values({ organizationId: v.orgId, ownerUserId: v.userId, parentId, section, name })
      .returning();
    const f = folder as NonNullable<typeof folder>;
    await this.audit(auth, 'media.folder.create', f.id, { name, parentId, section }, meta);
    return presentFolder(f, 0);
  }

  async renameFolder(auth: AuthContext, folderId: number, name: string, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const folder = await this.repo.findFolder(v, folderId);
    if (!folder) throw notFound();
    if (await this.repo.siblingNameExists(v.orgId, folder.section, v.userId, folder.parentId, name, folder.id))
      throw new AppError(400, 'NAME_EXISTS');
    const [updated] = await this.ctx.db
      .update(mediaFolders)
      .set({ name, updatedAt: this.ctx.now() })
      .where(eq(mediaFolders.id, folderId))
      .returning();
    await this.audit(auth, 'media.folder.rename', folderId, { from: folder.name, to: name }, meta);
    return presentFolder(updated as NonNullable<typeof updated>, 0);
  }

  async moveFolder(auth: AuthContext, folderId: number, parentId: number | null, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const folder = await this.repo.findFolder(v, folderId);
    if (!folder) throw notFound();
    if (parentId !== null) {
      const parent = await this.repo.findFolder(v, parentId);
      if (!parent) throw notFound();
      if (parent.section !== folder.section) throw invalidMove();
      // Never into itself or one of its descendants.
      if ((await this.repo.subtree(folder.id)).includes(parent.id)) throw invalidMove();
    }
    if (await this.repo.siblingNameExists(v.orgId, folder.section, v.userId, parentId, folder.name, folder.id))
      throw new AppError(400, 'NAME_EXISTS');
    await this.ctx.db.update(mediaFolders).set({ parentId, updatedAt: this.ctx.now() }).where(eq(mediaFolders.id, folderId));
    await this.audit(auth, 'media.folder.move', folderId, { from: folder.parentId, to: parentId }, meta);
    return { moved: 1 };
  }

  async removeFolder(auth: AuthContext, folderId: number, withContents: boolean, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const folder = await this.repo.findFolder(v, folderId);
    if (!folder) throw notFound();
    const tree = await this.repo.subtree(folder.id);
    const contents = await this.ctx.db.select().from(media).where(inArray(media.folderId, tree));
    if (!withContents && (tree.length > 1 || contents.length > 0)) throw new AppError(409, 'FOLDER_NOT_EMPTY');
    for (const m of contents) {
      // A 'my' folder holds only its owner's items; a shared one may hold items others may not delete.
      const refusal = editRefusal(m, v.userId);
      if (refusal) throw new AppError(refusal === 'MEDIA_LOCKED' ? 409 : 403, refusal);
    }
    // Deleting a folder with its contents is already confirmed; only published use refuses it.
    refuseIfPublished(await this.usageOf(v, contents));
    await this.deleteRows(contents);
    await this.ctx.db.delete(mediaFolders).where(eq(mediaFolders.id, folder.id));
    await this.audit(auth, 'media.folder.remove', folderId, { name: folder.name, withContents, mediaIds: contents.map((m) => m.id) }, meta);
    return { removed: contents.length };
  }
}
