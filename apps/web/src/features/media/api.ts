/**
 * The media library's calls (contracts/media.ts) and its query keys. The upload itself is
 * multipart over XHR for its progress (`upload.ts`).
 */
import type {
  folderCreateBody,
  folderMoveBody,
  folderRemoveBody,
  folderRenameBody,
  MediaSection,
  mediaCopyToPlatformBody,
  mediaCopyToStockBody,
  mediaInfoBody,
  mediaItem,
  mediaListBody,
  mediaListResponse,
  mediaLockBody,
  mediaMoveBody,
  mediaRemoveBody,
  mediaRenameBody,
  mediaSessionBody,
  mediaShareBody,
  mediaStorageResponse,
  mediaTagsBody,
  mediaUsageBody,
  mediaUsageResponse,
  stockImportBody,
  canvaConnectBody,
  canvaConnectResponse,
  canvaDesignsBody,
  canvaDesignsResponse,
  canvaDisconnectBody,
  canvaDisconnectResponse,
  canvaExportBody,
  canvaExportResponse,
  canvaImportBody,
  canvaImportResponse,
  canvaStatusBody,
  canvaStatusResponse,
  stockSearchBody,
  stockSearchResponse,
  stockSourcesBody,
  stockSourcesResponse,
} from '@signage/shared';
import { type BodyOf, endpoint } from '../../api/client.ts';

export type MediaListQuery = BodyOf<typeof mediaListBody>;

export const mediaApi = {
  list: endpoint<typeof mediaListBody, typeof mediaListResponse>('/media/list'),
  info: endpoint<typeof mediaInfoBody, typeof mediaItem>('/media/info'),
  rename: endpoint<typeof mediaRenameBody, typeof mediaItem>('/media/rename'),
  tags: endpoint<typeof mediaTagsBody, typeof mediaItem>('/media/tags'),
  move: endpoint<typeof mediaMoveBody>('/media/move'),
  /** force: delete even when draft slides use it (media in published snapshots is never deleted). */
  remove: endpoint<typeof mediaRemoveBody>('/media/remove'),
  usage: endpoint<typeof mediaUsageBody, typeof mediaUsageResponse>('/media/usage'),
  lock: endpoint<typeof mediaLockBody>('/media/lock'),
  share: endpoint<typeof mediaShareBody>('/media/share'),
  copyToStock: endpoint<typeof mediaCopyToStockBody>('/media/copyToStock'),
  copyToPlatform: endpoint<typeof mediaCopyToPlatformBody>('/media/copyToPlatform'),
  unshareAllStock: endpoint<typeof mediaSessionBody>('/media/unshareAllStock'),
  storage: endpoint<typeof mediaSessionBody, typeof mediaStorageResponse>('/media/storage'),
  createFolder: endpoint<typeof folderCreateBody>('/media/folder/create'),
  renameFolder: endpoint<typeof folderRenameBody>('/media/folder/rename'),
  moveFolder: endpoint<typeof folderMoveBody>('/media/folder/move'),
  removeFolder: endpoint<typeof folderRemoveBody>('/media/folder/remove'),
  /** Stock photo services (Unsplash, Pexels) configured on the server (docs/integrations.md "Stock photos"). */
  stockSources: endpoint<typeof stockSourcesBody, typeof stockSourcesResponse>('/media/stock/sources'),
  stockSearch: endpoint<typeof stockSearchBody, typeof stockSearchResponse>('/media/stock/search'),
  stockImport: endpoint<typeof stockImportBody, typeof mediaItem>('/media/stock/import'),
  /** The design service, Canva (docs/integrations.md "Canva"): status answers 404 (not configured) or 403 (not licensed) when it is not offered. */
  canvaStatus: endpoint<typeof canvaStatusBody, typeof canvaStatusResponse>('/media/canva/status'),
  canvaConnect: endpoint<typeof canvaConnectBody, typeof canvaConnectResponse>('/media/canva/connect'),
  canvaDisconnect: endpoint<typeof canvaDisconnectBody, typeof canvaDisconnectResponse>('/media/canva/disconnect'),
  canvaDesigns: endpoint<typeof canvaDesignsBody, typeof canvaDesignsResponse>('/media/canva/designs'),
  canvaExport: endpoint<typeof canvaExportBody, typeof canvaExportResponse>('/media/canva/export'),
  canvaImport: endpoint<typeof canvaImportBody, typeof canvaImportResponse>('/media/canva/import'),
};

const all = ['media'] as const;
export const mediaKeys = {
  all,
  /** The library listing (pages are fetched by offset under one key). */
  list: (query: Omit<MediaListQuery, 'offset' | 'limit'>) => [...all, 'list', query] as const,
  storage: [...all, 'storage'] as const,
  stockSources: [...all, 'stockSources'] as const,
  canvaStatus: [...all, 'canvaStatus'] as const,
  canvaDesigns: [...all, 'canvaDesigns'] as const,
  folders: (section: MediaSection, folderId: number | null) => [...all, 'folders', section, folderId] as const,
  /** `opening` counts the delete dialog's openings: each asks the server again. */
  usage: (mediaIds: number[], opening: number) => [...all, 'usage', mediaIds, opening] as const,
  picker: (section: MediaSection, kind: string, search: string) => [...all, 'picker', section, kind, search] as const,
};
