/**
 * Playlists, folders and slides (contracts/playlists.ts, spec 7.7) and their query keys. The slide
 * thumbnail upload is multipart (`features/editor/thumbnail.tsx`).
 */
import {
  assignTemplateBody,
  checkEmbedBody,
  checkEmbedResponse,
  countResponse,
  type PlaylistSection,
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
  playlistPublishResponse,
  playlistRemoveBody,
  playlistRenameBody,
  playlistSearchBody,
  playlistShareBody,
  slideActionsBody,
  slideAnimationBody,
  slideCreateBody,
  slideDuplicateResponse,
  slideDurationBody,
  slideIndexBody,
  slideItem,
  slideNumberBody,
  slideUpdateBody,
} from '@signage/shared';
import { z } from 'zod';
import { endpoint } from '../../api/client.ts';

export const playlistsApi = {
  list: endpoint('/playlist/list', { body: playlistListBody, response: playlistListResponse }),
  search: endpoint('/playlist/search', { body: playlistSearchBody, response: playlistListResponse }),
  /** A playlist, or a folder with `type: 'folder'`. */
  create: endpoint('/playlist/create', { body: playlistCreateBody, response: playlistCreateResponse }),
  duplicate: endpoint('/playlist/duplicate', { body: playlistDuplicateBody, response: playlistItem }),
  favorite: endpoint('/playlist/updateFavorite', { body: playlistFavoriteBody, response: playlistItem }),
  rename: endpoint('/playlist/rename', { body: playlistRenameBody, response: playlistItem }),
  /** Answers folders too (used to rebuild the folder trail). */
  info: endpoint('/playlist/info', { body: playlistIdBody, response: playlistDetail }),
  publish: endpoint('/playlist/publish', { body: playlistIdBody, response: playlistPublishResponse }),
  lock: endpoint('/playlist/lock', { body: playlistIdBody, response: playlistLock }),
  unlock: endpoint('/playlist/unlock', { body: playlistIdBody, response: playlistLock }),
  lockStatus: endpoint('/playlist/lockStatus', { body: playlistIdBody, response: playlistLock }),
  move: endpoint('/playlist/moveToFolder', { body: playlistMoveBody }),
  share: endpoint('/playlist/share', { body: playlistShareBody, response: countResponse }),
  restrict: endpoint('/playlist/restrict', { body: playlistShareBody, response: countResponse }),
  remove: endpoint('/playlist/remove', { body: playlistRemoveBody, response: countResponse }),
  copyToStock: endpoint('/playlist/copyToStock', { body: playlistCopyToStockBody, response: z.array(playlistItem) }),
  /** Website element: may the address be framed? The server answers the spec message in the UI language. */
  checkEmbed: endpoint('/playlist/checkEmbed', { body: checkEmbedBody, response: checkEmbedResponse }),
  createSlide: endpoint('/playlist/slide/create', { body: slideCreateBody, response: slideItem }),
  removeSlide: endpoint('/playlist/removeSlide', { body: slideNumberBody, response: playlistDetail }),
  duplicateSlide: endpoint('/playlist/duplicateSlide', { body: slideNumberBody, response: slideDuplicateResponse }),
  updateSlide: endpoint('/playlist/updateSlide', { body: slideUpdateBody, response: slideItem }),
  updateSlideDuration: endpoint('/playlist/updateSlideDuration', { body: slideDurationBody, response: slideItem }),
  updateSlideAnimation: endpoint('/playlist/updateSlideAnimation', { body: slideAnimationBody, response: playlistDetail }),
  updateSlideIndex: endpoint('/playlist/updateSlideIndex', { body: slideIndexBody, response: playlistDetail }),
  updateSlideActions: endpoint('/playlist/updateSlideActions', { body: slideActionsBody, response: slideItem }),
  assignTemplate: endpoint('/playlist/assignTemplate', { body: assignTemplateBody, response: slideItem }),
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
