/**
 * Typed calls over the shared contracts (spec 7.2–7.4). Each function returns the envelope's
 * `response` or throws an ApiError.
 */
import type {
  CheckEmbedResponse,
  MediaItem,
  MediaUsage,
  MediaKind,
  MediaListResponse,
  MediaSection,
  PlaylistDetail,
  PlaylistItem,
  PlaylistListResponse,
  PlaylistLock,
  PlaylistSection,
  SlideAnimation,
  SlideItem,
  TemplateDetail,
  TemplateItem,
} from '@signage/shared';
import { api } from './client.ts';

export interface MediaListQuery {
  section: MediaSection;
  kind: MediaKind | 'all';
  folderId: number | null;
  search: string;
  tag: string;
  offset: number;
  limit: number;
}

/** The media library (contracts/media.ts); the upload itself is in features/media/upload.ts (XHR for progress). */
export const mediaApi = {
  list: (query: MediaListQuery) => api.post<MediaListResponse>('/media/list', { ...query }, { auth: true }),
  info: (mediaId: number) => api.post<MediaItem>('/media/info', { mediaId }, { auth: true }),
  rename: (mediaId: number, name: string) => api.post<unknown>('/media/rename', { mediaId, name }, { auth: true }),
  tags: (mediaId: number, tags: string[]) => api.post<unknown>('/media/tags', { mediaId, tags }, { auth: true }),
  move: (mediaIds: number[], folderId: number | null) => api.post<unknown>('/media/move', { mediaIds, folderId }, { auth: true }),
  /** force: delete even when draft slides use it (media in published snapshots is never deleted). */
  remove: (mediaIds: number[], force = false) => api.post<unknown>('/media/remove', { mediaIds, force }, { auth: true }),
  usage: (mediaIds: number[]) => api.post<MediaUsage>('/media/usage', { mediaIds }, { auth: true }),
  lock: (mediaIds: number[], locked: boolean) => api.post<unknown>('/media/lock', { mediaIds, locked }, { auth: true }),
  share: (mediaIds: number[], shared: boolean, uneditableWhenShared?: boolean) =>
    api.post<unknown>(
      '/media/share',
      { mediaIds, shared, ...(uneditableWhenShared === undefined ? {} : { uneditableWhenShared }) },
      { auth: true },
    ),
  copyToStock: (mediaIds: number[], organizationIds: number[]) =>
    api.post<unknown>('/media/copyToStock', { mediaIds, organizationIds }, { auth: true }),
  copyToPlatform: (mediaIds: number[]) => api.post<unknown>('/media/copyToPlatform', { mediaIds }, { auth: true }),
  unshareAllStock: () => api.post<unknown>('/media/unshareAllStock', {}, { auth: true }),
  storage: () => api.post<{ bytesUsed: number; itemCount: number }>('/media/storage', {}, { auth: true }),
  createFolder: (name: string, parentId: number | null, section: 'my' | 'shared') =>
    api.post<unknown>('/media/folder/create', { name, parentId, section }, { auth: true }),
  renameFolder: (folderId: number, name: string) => api.post<unknown>('/media/folder/rename', { folderId, name }, { auth: true }),
  moveFolder: (folderId: number, parentId: number | null) =>
    api.post<unknown>('/media/folder/move', { folderId, parentId }, { auth: true }),
  removeFolder: (folderId: number, withContents: boolean) =>
    api.post<unknown>('/media/folder/remove', { folderId, withContents }, { auth: true }),
};

/** Playlists and slides (contracts/playlists.ts, spec 7.7); the thumbnail upload is multipart. */
export const playlistsApi = {
  /** Website element: may the address be framed? The server answers the spec message in the UI language. */
  checkEmbed: (url: string) => api.post<CheckEmbedResponse>('/playlist/checkEmbed', { url }, { auth: true }),
  list: (section: PlaylistSection, parentFolderId: number | null) =>
    api.post<PlaylistListResponse>('/playlist/list', { section, parentFolderId }, { auth: true }),
  search: (searchTerm: string, type: 'all' | 'sho' | 'organization' | 'me') =>
    api.post<PlaylistListResponse>('/playlist/search', { searchTerm, type, limit: 200, offset: 0 }, { auth: true }),
  create: (body: { name: string; aspect: string; parentFolderId: number | null; type: 'folder' | 'playlist'; section: 'my' | 'shared' }) =>
    api.post<{ id: number }>('/playlist/create', { ...body }, { auth: true }),
  duplicate: (playlistId: number, parentFolderId: number | null) =>
    api.post<{ id: number }>('/playlist/duplicate', { playlistId, parentFolderId }, { auth: true }),
  favorite: (playlistId: number, favorite: boolean) =>
    api.post<unknown>('/playlist/updateFavorite', { playlistId, favorite }, { auth: true }),
  rename: (playlistId: number, name: string) => api.post<unknown>('/playlist/rename', { playlistId, name }, { auth: true }),
  info: (playlistId: number) => api.post<PlaylistDetail>('/playlist/info', { playlistId }, { auth: true }),
  publish: (playlistId: number) =>
    api.post<{ playlistId: number; version: number; publishedAt: string }>('/playlist/publish', { playlistId }, { auth: true }),
  lock: (playlistId: number) => api.post<PlaylistLock>('/playlist/lock', { playlistId }, { auth: true }),
  unlock: (playlistId: number) => api.post<unknown>('/playlist/unlock', { playlistId }, { auth: true }),
  lockStatus: (playlistId: number) => api.post<PlaylistLock>('/playlist/lockStatus', { playlistId }, { auth: true }),
  move: (fileId: number, parentFolder: number | null, movingFolder: boolean) =>
    api.post<unknown>('/playlist/moveToFolder', { fileId, parentFolder, movingFolder }, { auth: true }),
  share: (playlistIds: number[], folderIds: number[]) => api.post<unknown>('/playlist/share', { playlistIds, folderIds }, { auth: true }),
  restrict: (playlistIds: number[], folderIds: number[]) =>
    api.post<unknown>('/playlist/restrict', { playlistIds, folderIds }, { auth: true }),
  remove: (ids: number[], folderIds: number[]) => api.post<{ count: number }>('/playlist/remove', { ids, folderIds }, { auth: true }),
  createSlide: (playlistId: number, slideData?: Record<string, unknown>, index?: number) =>
    api.post<SlideItem>(
      '/playlist/slide/create',
      { playlistId, ...(slideData ? { slideData } : {}), ...(index === undefined ? {} : { index }) },
      { auth: true },
    ),
  removeSlide: (playlistId: number, slideNumber: number) =>
    api.post<unknown>('/playlist/removeSlide', { playlistId, slideNumber }, { auth: true }),
  duplicateSlide: (playlistId: number, slideNumber: number) =>
    api.post<{ newSlideId: number; slide: SlideItem }>('/playlist/duplicateSlide', { playlistId, slideNumber }, { auth: true }),
  updateSlide: (playlistId: number, slideNumber: number, slideData: Record<string, unknown>) =>
    api.post<unknown>('/playlist/updateSlide', { playlistId, slideNumber, slideData }, { auth: true }),
  updateSlideDuration: (playlistId: number, slideNumber: number, duration: number) =>
    api.post<unknown>('/playlist/updateSlideDuration', { playlistId, slideNumber, duration }, { auth: true }),
  updateSlideAnimation: (playlistId: number, slideId: number, animation: SlideAnimation, applyToAll = false) =>
    api.post<unknown>('/playlist/updateSlideAnimation', { playlistId, slideId, animation, applyToAll }, { auth: true }),
  updateSlideIndex: (playlistId: number, slideId: number, oldIndex: number, newIndex: number) =>
    api.post<unknown>('/playlist/updateSlideIndex', { playlistId, slideId, oldIndex, newIndex }, { auth: true }),
  updateSlideActions: (playlistId: number, slideId: number, actionData: Record<string, unknown>) =>
    api.post<SlideItem>('/playlist/updateSlideActions', { playlistId, slideId, actionData }, { auth: true }),
  assignTemplate: (playlistId: number, templateId: number, currentSlideId: number) =>
    api.post<SlideItem>('/playlist/assignTemplate', { playlistId, templateId, currentSlideId }, { auth: true }),
  copyToStock: (playlistIds: number[], orgShareIds: number[]) =>
    api.post<PlaylistItem[]>('/playlist/copyToStock', { playlistIds, orgShareIds }, { auth: true }),
};

/** Templates (contracts/playlists.ts): named slide documents; sections my, shared, stock. */
export const templatesApi = {
  list: (section: 'my' | 'shared' | 'stock') => api.post<{ results: TemplateItem[] }>('/template/list', { section }, { auth: true }),
  get: (templateId: number) => api.post<TemplateDetail>('/template/get', { templateId }, { auth: true }),
  create: (name: string, from?: { playlistId: number; slideNumber: number }) =>
    api.post<TemplateDetail>('/template/create', { name, ...(from ? { from } : {}) }, { auth: true }),
  rename: (templateId: number, name: string) => api.post<TemplateDetail>('/template/rename', { templateId, name }, { auth: true }),
  update: (templateId: number, slideData: Record<string, unknown>) =>
    api.post<TemplateDetail>('/template/update', { templateId, slideData }, { auth: true }),
  share: (templateId: number, shared: boolean) => api.post<TemplateDetail>('/template/share', { templateId, shared }, { auth: true }),
  remove: (templateId: number) => api.post<{ count: number }>('/template/remove', { templateId }, { auth: true }),
  /** A stock copy for the chosen sub-organizations (ours, like /playlist/copyToStock). */
  copyToStock: (templateId: number, orgShareIds: number[]) =>
    api.post<TemplateItem>('/template/copyToStock', { templateId, orgShareIds }, { auth: true }),
};
