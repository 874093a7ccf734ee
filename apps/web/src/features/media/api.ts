/**
 * The media library's calls (contracts/media.ts) and its query keys. The upload itself is
 * multipart over XHR for its progress (`upload.ts`).
 */
import {
  folderCreateBody,
  folderMoveBody,
  folderRemoveBody,
  folderRenameBody,
  type MediaSection,
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
  list: endpoint('/media/list', { body: mediaListBody, response: mediaListResponse }),
  info: endpoint('/media/info', { body: mediaInfoBody, response: mediaItem }),
  rename: endpoint('/media/rename', { body: mediaRenameBody, response: mediaItem }),
  tags: endpoint('/media/tags', { body: mediaTagsBody, response: mediaItem }),
  move: endpoint('/media/move', { body: mediaMoveBody }),
  /** force: delete even when draft slides use it (media in published snapshots is never deleted). */
  remove: endpoint('/media/remove', { body: mediaRemoveBody }),
  usage: endpoint('/media/usage', { body: mediaUsageBody, response: mediaUsageResponse }),
  lock: endpoint('/media/lock', { body: mediaLockBody }),
  share: endpoint('/media/share', { body: mediaShareBody }),
  copyToStock: endpoint('/media/copyToStock', { body: mediaCopyToStockBody }),
  copyToPlatform: endpoint('/media/copyToPlatform', { body: mediaCopyToPlatformBody }),
  unshareAllStock: endpoint('/media/unshareAllStock', { body: mediaSessionBody }),
  storage: endpoint('/media/storage', { body: mediaSessionBody, response: mediaStorageResponse }),
  createFolder: endpoint('/media/folder/create', { body: folderCreateBody }),
  renameFolder: endpoint('/media/folder/rename', { body: folderRenameBody }),
  moveFolder: endpoint('/media/folder/move', { body: folderMoveBody }),
  removeFolder: endpoint('/media/folder/remove', { body: folderRemoveBody }),
  /** Stock photo services (Unsplash, Pexels) configured on the server (issue 16). */
  stockSources: endpoint('/media/stock/sources', { body: stockSourcesBody, response: stockSourcesResponse }),
  stockSearch: endpoint('/media/stock/search', { body: stockSearchBody, response: stockSearchResponse }),
  stockImport: endpoint('/media/stock/import', { body: stockImportBody, response: mediaItem }),
  /** The design service, Canva (issue 16): status answers 404 (not configured) or 403 (not licensed) when it is not offered. */
  canvaStatus: endpoint('/media/canva/status', { body: canvaStatusBody, response: canvaStatusResponse }),
  canvaConnect: endpoint('/media/canva/connect', { body: canvaConnectBody, response: canvaConnectResponse }),
  canvaDisconnect: endpoint('/media/canva/disconnect', { body: canvaDisconnectBody, response: canvaDisconnectResponse }),
  canvaDesigns: endpoint('/media/canva/designs', { body: canvaDesignsBody, response: canvaDesignsResponse }),
  canvaExport: endpoint('/media/canva/export', { body: canvaExportBody, response: canvaExportResponse }),
  canvaImport: endpoint('/media/canva/import', { body: canvaImportBody, response: canvaImportResponse }),
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
