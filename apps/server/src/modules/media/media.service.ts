import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  MEDIA_TYPES,
  type MediaItem,
  type MediaKind,
  type MediaListResponse,
  type MediaSection,
  type MediaUsage,
  type StockAttribution,
} from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { Media } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { faultPause } from '../../lib/fault-pause.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { type MediaStorage, withLocalCopy } from '../../storage/index.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import { type Viewer, viewerOf } from '../tenancy/viewer.ts';
import { invalidMove, type MediaFoldersService } from './media-folders.service.ts';
import { type MediaRemoval, playlistNames, refuseIfPublished } from './media-removal.ts';
import { displayName, editRefusal, presentMedia } from './media.presenter.ts';
import type { MediaQueue } from './media.queue.ts';
import type { MediaRepository, MediaRow } from './media.repository.ts';
import { type StagedUpload, writeIntent } from './upload.ts';

export interface ListQuery {
  section: MediaSection;
  kind: MediaKind | 'all';
  folderId: number | null;
  search: string;
  tag: string;
  offset: number;
  limit: number;
}

/**
 * The media library rules (spec 2.4, 4, 6; docs/media.md). Every id is resolved within what the caller may
 * see; anything else answers 404 exactly like a missing id (security.md TEN-1). Multi-id calls are
 * all-or-nothing (TEN-3).
 */
export class MediaService {
  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    private readonly repo: MediaRepository,
    private readonly queue: MediaQueue,
    private readonly folders: MediaFoldersService,
    private readonly removal: MediaRemoval,
    private readonly orgs: OrganizationTree,
  ) {}

  private get tmpDir() {
    return path.join(this.ctx.config.dataDir, 'tmp');
  }

  private viewer(auth: AuthContext): Promise<Viewer> {
    return viewerOf(this.orgs, auth);
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

  // ---- upload, read, serve ------------------------------------------------------------------

  async createFromUpload(auth: AuthContext, staged: StagedUpload, meta: RequestMeta): Promise<MediaItem> {
    const v = await this.viewer(auth);
    const section = staged.fields.section ?? 'my';
    if (section !== 'my' && section !== 'shared') throw new AppError(400, 'VALIDATION_FAILED', undefined, { section: 'FIELD_INVALID' });
    let folderId: number | null = null;
    if (staged.fields.folderId !== undefined && staged.fields.folderId !== '' && staged.fields.folderId !== 'null') {
      if (!/^\d{1,9}$/.test(staged.fields.folderId)) throw new AppError(400, 'VALIDATION_FAILED', undefined, { folderId: 'FIELD_INVALID' });
      folderId = Number(staged.fields.folderId);
      await this.folders.destination(v, folderId, section);
    }
    return this.storeStaged(auth, v, staged, section, folderId, null, meta);
  }

  /**
   * A file fetched by the server (a stock photo, docs/integrations.md "Stock photos") into "My media": the same checks, storage
   * and processing as an upload, plus its attribution. `staged` was sniffed and size-checked already.
   */
  async createFromImport(
    auth: AuthContext,
    staged: StagedUpload,
    folderId: number | null,
    /** A stock photo's credit; null for a file that needs none (a Canva design). */
    attribution: StockAttribution | null,
    meta: RequestMeta,
  ): Promise<MediaItem> {
    const v = await this.viewer(auth);
    await this.folders.destination(v, folderId, 'my');
    return this.storeStaged(auth, v, staged, 'my', folderId, attribution, meta);
  }

  /** Checks the destination of an import before anything is fetched (404 for a folder the caller cannot see). */
  async checkImportFolder(auth: AuthContext, folderId: number | null): Promise<void> {
    await this.folders.destination(await this.viewer(auth), folderId, 'my');
  }

  private async storeStaged(
    auth: AuthContext,
    v: Viewer,
    staged: StagedUpload,
    section: 'my' | 'shared',
    folderId: number | null,
    attribution: StockAttribution | null,
    meta: RequestMeta,
  ): Promise<MediaItem> {
    const storageKey = `org/${auth.organization.id}/${staged.sha256}`;
    // Write-ahead: a crash between storing the file and committing its row leaves no orphan file.
    const intent = await writeIntent(this.tmpDir, storageKey);
    try {
      return await this.storeUploaded(auth, v, staged, storageKey, section, folderId, attribution, meta);
    } finally {
      await rm(intent, { force: true });
    }
  }

  /** Start-up: the keys of uploads a dead process left half done lose their file unless a row uses it. */
  async reconcileAbandoned(intents: Array<{ file: string; key: string }>) {
    for (const { file, key } of intents) {
      if (/^org\/\d+\/[a-f0-9]{64}$/.test(key)) {
        await this.storage.removeAbandoned?.(key);
        await this.removal.deleteUnreferenced([key]);
      }
      await rm(file, { force: true });
    }
  }

  private async storeUploaded(
    auth: AuthContext,
    v: Viewer,
    staged: StagedUpload,
    storageKey: string,
    section: 'my' | 'shared',
    folderId: number | null,
    attribution: StockAttribution | null,
    meta: RequestMeta,
  ): Promise<MediaItem> {
    if (!(await this.storage.exists(storageKey))) {
      await this.storage.put(storageKey, { path: staged.tempPath }, { contentType: staged.mimeType, size: staged.size });
    }
    await faultPause(this.ctx.config, 'upload.stored');
    const ext = MEDIA_TYPES[staged.mimeType]?.extensions[0] ?? 'bin';
    let row: Media;
    try {
      row = await this.repo.insert({
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
        attribution,
      });
    } catch (error) {
      await this.removal.deleteUnreferenced([storageKey]);
      throw error;
    }
    // A concurrent delete of the last item with the same content may have removed the file meanwhile.
    if (!(await this.storage.exists(storageKey))) {
      await this.storage.put(storageKey, { path: staged.tempPath }, { contentType: staged.mimeType, size: staged.size });
    }
    await this.ctx.audit.byCaller(auth, {
      // A stock import is an upload into the library for the activity feed; the audit keeps the source.
      action: 'media.upload',
      objectType: 'media',
      objectId: row.id,
      details: {
        name: row.name,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        section,
        ...(attribution ? { source: attribution.source, pageUrl: attribution.pageUrl } : {}),
      },
      ip: meta.ip,
    });
    await this.queue.enqueue(row.id);
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
    let path: MediaListResponse['path'] = [];
    let folders: MediaListResponse['folders'] = [];
    let folderId: number | null | undefined;
    // Searches and stock list every level.
    if (!searching && q.section !== 'stock') {
      ({ path, folders } = await this.folders.level(v, q.section, q.folderId));
      folderId = q.folderId;
    }
    const { totalCount, rows } = await this.repo.list(
      v,
      { section: q.section, kind: q.kind, search: q.search, tag: q.tag, folderId },
      q.offset,
      q.limit,
    );
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
    await this.repo.update([id], { name: clean, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: 'media.rename',
      objectType: 'media',
      objectId: id,
      details: { from: row?.m.name, to: clean },
      ip: meta.ip,
    });
    return this.item(v, id);
  }

  async setTags(auth: AuthContext, id: number, tags: string[], meta: RequestMeta): Promise<MediaItem> {
    const v = await this.viewer(auth);
    await this.resolveEditable(v, [id]);
    const unique = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
    await this.repo.update([id], { tags: unique, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: 'media.tags',
      objectType: 'media',
      objectId: id,
      details: { tags: unique },
      ip: meta.ip,
    });
    return this.item(v, id);
  }

  async move(auth: AuthContext, ids: number[], folderId: number | null, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolveEditable(v, ids);
    for (const row of rows) {
      if (row.m.section === 'stock' || row.m.organizationId !== v.orgId) throw invalidMove();
      await this.folders.destination(v, folderId, row.m.section);
    }
    const unique = rows.map((r) => r.m.id);
    await this.repo.update(unique, { folderId, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: 'media.move',
      objectType: 'media',
      objectId: null,
      details: { mediaIds: unique, folderId },
      ip: meta.ip,
    });
    return { moved: unique.length };
  }

  async usage(auth: AuthContext, ids: number[]): Promise<MediaUsage> {
    const v = await this.viewer(auth);
    const rows = await this.resolve(v, ids);
    return this.removal.usageOf(
      v,
      rows.map((r) => r.m),
    );
  }

  async remove(auth: AuthContext, ids: number[], force: boolean, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolveEditable(v, ids);
    const usage = await this.removal.usageOf(
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
    await this.removal.deleteRows(rows.map((r) => r.m));
    await this.ctx.audit.byCaller(auth, {
      action: 'media.remove',
      objectType: 'media',
      objectId: null,
      details: { mediaIds: rows.map((r) => r.m.id), names: rows.map((r) => r.m.name), draftPlaylistIds: usage.drafts.map((p) => p.id) },
      ip: meta.ip,
    });
    return { removed: rows.length };
  }

  async lock(auth: AuthContext, ids: number[], locked: boolean, meta: RequestMeta) {
    const v = await this.viewer(auth);
    const rows = await this.resolve(v, ids);
    if (rows.some((r) => r.m.creatorUserId !== v.userId)) throw new AppError(403, 'MEDIA_NOT_OWNER');
    const unique = rows.map((r) => r.m.id);
    await this.repo.update(unique, { locked, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: locked ? 'media.lock' : 'media.unlock',
      objectType: 'media',
      objectId: null,
      details: { mediaIds: unique },
      ip: meta.ip,
    });
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
        await this.repo.update(
          [row.m.id],
          {
            section,
            // Folders belong to a section: an item changing section goes to the top level.
            folderId: row.m.section === section ? row.m.folderId : null,
            uneditableWhenShared: shared ? (uneditableWhenShared ?? row.m.uneditableWhenShared) : false,
            updatedAt: this.ctx.now(),
          },
          tx,
        );
      }
    });
    await this.ctx.audit.byCaller(auth, {
      action: shared ? 'media.share' : 'media.unshare',
      objectType: 'media',
      objectId: null,
      details: { mediaIds: unique, uneditableWhenShared },
      ip: meta.ip,
    });
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
        const c = await this.repo.insert(
          {
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
            attribution: m.attribution,
            platformWide: target === 'platform',
          },
          tx,
        );
        if (orgIds.length > 0) await this.repo.addStockTargets(c.id, orgIds, tx);
        out.push(c);
      }
      return out;
    });
    for (const c of created) if (c.status === 'processing') await this.queue.enqueue(c.id);
    await this.ctx.audit.byCaller(auth, {
      action: target === 'platform' ? 'media.copyToPlatform' : 'media.copyToStock',
      objectType: 'media',
      objectId: null,
      details: { mediaIds: rows.map((r) => r.m.id), stockIds: created.map((c) => c.id), organizationIds: orgIds },
      ip: meta.ip,
    });
    const items = await this.repo.findVisible(
      v,
      created.map((c) => c.id),
    );
    return items.map((r) => presentMedia(r, v.userId));
  }

  async unshareAllStock(auth: AuthContext, meta: RequestMeta) {
    const rows = await this.repo.stockOf(auth.organization.id);
    refuseIfPublished(await this.removal.usageOf(await this.viewer(auth), rows));
    await this.removal.deleteRows(rows);
    await this.ctx.audit.byCaller(auth, {
      action: 'media.unshareAllStock',
      objectType: 'media',
      objectId: null,
      details: { mediaIds: rows.map((r) => r.id) },
      ip: meta.ip,
    });
    return { removed: rows.length };
  }
}
