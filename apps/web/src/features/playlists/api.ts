/**
 * Playlists, folders and slides (contracts/playlists.ts, spec 7.7) and their query keys. The slide
 * thumbnail upload is multipart (`features/editor/thumbnail.tsx`).
 */
import type {
  assignTemplateBody,
  checkEmbedBody,
  checkEmbedResponse,
  countResponse,
  PlaylistSection,
  playlistCopyToStockBody,
  playlistCreateBody,
  playlistCreateResponse,
  playlistDetail,
  playlistDuplicateBody,
  playlistFavoriteBody,
  playlistIdBody,
  playlistItem,
  playlistListBody,
  playlistListResponse,
  playlistLock,
  playlistMoveBody,
  playlistOverlayBody,
  playlistPublishOrSubmitResponse,
  playlistRemoveBody,
  playlistRenameBody,
  playlistSearchBody,
  playlistShareBody,
  slideActionsBody,
  slideAnimationBody,
  slideCreateBody,
  slideDuplicateResponse,
  slideDurationBody,
  slideValidityBody,
  playlistValidityBody,
  expiringContentBody,
  expiringContentResponse,
  slideIndexBody,
  slideItem,
  slideNumberBody,
  slideUpdateBody,
} from '@signage/shared';
import type { z } from 'zod';
import { endpoint } from '../../api/client.ts';

export const playlistsApi = {
  list: endpoint<typeof playlistListBody, typeof playlistListResponse>('/playlist/list'),
  search: endpoint<typeof playlistSearchBody, typeof playlistListResponse>('/playlist/search'),
  /** A playlist, or a folder with `type: 'folder'`. */
  create: endpoint<typeof playlistCreateBody, typeof playlistCreateResponse>('/playlist/create'),
  duplicate: endpoint<typeof playlistDuplicateBody, typeof playlistItem>('/playlist/duplicate'),
  favorite: endpoint<typeof playlistFavoriteBody, typeof playlistItem>('/playlist/updateFavorite'),
  rename: endpoint<typeof playlistRenameBody, typeof playlistItem>('/playlist/rename'),
  /** Answers folders too (used to rebuild the folder trail). */
  info: endpoint<typeof playlistIdBody, typeof playlistDetail>('/playlist/info'),
  publish: endpoint<typeof playlistIdBody, typeof playlistPublishOrSubmitResponse>('/playlist/publish'),
  lock: endpoint<typeof playlistIdBody, typeof playlistLock>('/playlist/lock'),
  unlock: endpoint<typeof playlistIdBody, typeof playlistLock>('/playlist/unlock'),
  lockStatus: endpoint<typeof playlistIdBody, typeof playlistLock>('/playlist/lockStatus'),
  move: endpoint<typeof playlistMoveBody>('/playlist/moveToFolder'),
  share: endpoint<typeof playlistShareBody, typeof countResponse>('/playlist/share'),
  restrict: endpoint<typeof playlistShareBody, typeof countResponse>('/playlist/restrict'),
  remove: endpoint<typeof playlistRemoveBody, typeof countResponse>('/playlist/remove'),
  copyToStock: endpoint<typeof playlistCopyToStockBody, z.ZodArray<typeof playlistItem>>('/playlist/copyToStock'),
  /** Website element: may the address be framed? The server answers the spec message in the UI language. */
  checkEmbed: endpoint<typeof checkEmbedBody, typeof checkEmbedResponse>('/playlist/checkEmbed'),
  createSlide: endpoint<typeof slideCreateBody, typeof slideItem>('/playlist/slide/create'),
  removeSlide: endpoint<typeof slideNumberBody, typeof playlistDetail>('/playlist/removeSlide'),
  duplicateSlide: endpoint<typeof slideNumberBody, typeof slideDuplicateResponse>('/playlist/duplicateSlide'),
  updateSlide: endpoint<typeof slideUpdateBody, typeof slideItem>('/playlist/updateSlide'),
  updateSlideDuration: endpoint<typeof slideDurationBody, typeof slideItem>('/playlist/updateSlideDuration'),
  /** A slide's / the playlist's show from / show until (ours): live on screens, no republish. */
  updateSlideValidity: endpoint<typeof slideValidityBody, typeof slideItem>('/playlist/updateSlideValidity'),
  updateValidity: endpoint<typeof playlistValidityBody, typeof playlistItem>('/playlist/updateValidity'),
  /** Published content that stops showing within a few days (the dashboard's warning). */
  expiring: endpoint<typeof expiringContentBody, typeof expiringContentResponse>('/playlist/expiring'),
  updateSlideAnimation: endpoint<typeof slideAnimationBody, typeof playlistDetail>('/playlist/updateSlideAnimation'),
  updateSlideIndex: endpoint<typeof slideIndexBody, typeof playlistDetail>('/playlist/updateSlideIndex'),
  updateSlideActions: endpoint<typeof slideActionsBody, typeof slideItem>('/playlist/updateSlideActions'),
  assignTemplate: endpoint<typeof assignTemplateBody, typeof slideItem>('/playlist/assignTemplate'),
  /** The playlist overlay (a slide document drawn above every slide; null clears it). */
  updateSlideOverlay: endpoint<typeof playlistOverlayBody, typeof playlistDetail>('/playlist/updateSlideOverlay'),
};

const all = ['playlists'] as const;
export const playlistKeys = {
  all,
  /** A section's listing at a folder level, or its search results. */
  list: (section: PlaylistSection, folderId: number | null, search: string) => [...all, section, folderId, search] as const,
  /** The folder trail rebuilt from a folder id (after a reload). */
  trail: (folderId: number | null) => [...all, 'trail', folderId] as const,
  folders: (section: PlaylistSection, folderId: number | null) => [...all, 'folders', section, folderId] as const,
  info: (playlistId: number) => [...all, 'info', playlistId] as const,
};
