import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MEDIA_TYPES,
  type MediaItem,
  STOCK_SOURCE_NAMES,
  STOCK_SOURCES,
  type StockImportBody,
  type StockSearchBody,
  type StockSearchResponse,
  type StockSourceId,
  type StockSourcesResponse,
} from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { AppError, isStorageFull, notFound, storageFull } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import { ownedTempName } from '../../lib/temp-files.ts';
import type { MediaService } from '../media/media.service.ts';
import { sniffMediaType } from '../media/sniff.ts';
import type { StagedUpload } from '../media/upload.ts';
import { type StockProvider, StockProviderError } from './stock-providers.ts';

const MB = 1024 * 1024;
/** Types kept from a stock service (both serve JPEG; PNG for safety). Anything else: the answer is unusable. */
const STOCK_MIME_TYPES = new Set(['image/jpeg', 'image/png']);

const providerFailed = () => new AppError(502, 'STOCK_PROVIDER_FAILED');

/**
 * Stock photos (docs/integrations.md "Stock photos"): search a configured service and import
 * one of its photos into the caller's "My media" through the media library's own pipeline (type by
 * magic bytes, the image size limit, storage, processing), with the attribution stored on the item.
 * Nothing is stored unless the whole download succeeded.
 */
export class StockService {
  private readonly providers: Map<StockSourceId, StockProvider>;

  constructor(
    private readonly ctx: AppContext,
    private readonly media: MediaService,
    providers: StockProvider[],
  ) {
    this.providers = new Map(providers.map((p) => [p.id, p]));
  }

  sources(): StockSourcesResponse {
    return {
      sources: STOCK_SOURCES.filter((id) => this.providers.has(id)).map((id) => ({ id, name: STOCK_SOURCE_NAMES[id] })),
    };
  }

  /** A configured service by name; unknown and unconfigured answer the same 404. */
  private provider(source: string): StockProvider {
    const p = this.providers.get(source as StockSourceId);
    if (!p) throw notFound();
    return p;
  }

  async search(auth: AuthContext, body: StockSearchBody): Promise<StockSearchResponse> {
    const provider = this.provider(body.source);
    // Each search is an outbound request: counted first, per user.
    await this.ctx.rate.admit(limit('stock-search:user', auth.user.id));
    try {
      const page = await provider.search(body.query, body.page);
      return { items: page.items, page: body.page, hasMore: page.hasMore, total: page.total };
    } catch (error) {
      if (!(error instanceof StockProviderError)) throw error;
      this.ctx.log.warn({ source: provider.id, reason: error.message }, 'stock photo search failed');
      throw providerFailed();
    }
  }

  async import(auth: AuthContext, body: StockImportBody, meta: RequestMeta): Promise<MediaItem> {
    const provider = this.provider(body.source);
    const folderId = body.folderId ?? null;
    await this.media.checkImportFolder(auth, folderId);
    await this.ctx.rate.admit(limit('stock-import:user', auth.user.id));
    const limitMb = this.ctx.config.mediaLimitsMb.image;
    let bytes: Buffer;
    let photo: Awaited<ReturnType<StockProvider['photo']>>;
    try {
      photo = await provider.photo(body.photoId);
      bytes = await provider.download(photo, limitMb * MB);
    } catch (error) {
      if (!(error instanceof StockProviderError)) throw error;
      if (error.notFound) throw notFound();
      this.ctx.log.warn({ source: provider.id, photoId: body.photoId, reason: error.message }, 'stock photo import failed');
      throw providerFailed();
    }
    const mimeType = sniffMediaType(bytes.subarray(0, 4096));
    if (!mimeType || !STOCK_MIME_TYPES.has(mimeType)) {
      this.ctx.log.warn({ source: provider.id, photoId: body.photoId }, 'stock photo is not a JPEG or PNG');
      throw providerFailed();
    }
    const tmpDir = path.join(this.ctx.config.dataDir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tempPath = path.join(tmpDir, ownedTempName('upload'));
    const ext = MEDIA_TYPES[mimeType]?.extensions[0] ?? 'jpg';
    const name = `${STOCK_SOURCE_NAMES[provider.id]} ${photo.id} ${photo.attribution.photographer}`.replace(/[/\\]/g, ' ');
    const staged: StagedUpload = {
      tempPath,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      mimeType,
      kind: 'image',
      originalName: `${name}.${ext}`,
      fields: {},
    };
    let item: MediaItem;
    try {
      await writeFile(tempPath, bytes, { flag: 'wx' });
      item = await this.media.createFromImport(auth, staged, folderId, photo.attribution, meta);
    } catch (error) {
      // A full disk is the clean 507 of an upload, never a 500.
      throw isStorageFull(error) ? storageFull() : error;
    } finally {
      await rm(tempPath, { force: true });
    }
    // The service's download tracking (Unsplash guidelines): after the import, never blocking it.
    try {
      await provider.trackDownload(photo);
    } catch (error) {
      this.ctx.log.warn({ source: provider.id, photoId: photo.id, reason: (error as Error).message }, 'stock download tracking failed');
    }
    return item;
  }
}
