import { z } from 'zod';
import { freeText, int4Count, recordId, requiredText, sessionKey } from './common.ts';
import { stockAttribution } from './stock.ts';

/**
 * The media library API (spec 2.2/2.4/3/4/5/6/8/9; paths are ours, spec 7 lists none).
 * All calls are POST with JSON and `sessionKey`, except the upload (multipart, session key in the
 * `Authorization: SessionKey …` header) and the file GETs (cookie or header).
 */
export const MEDIA_KINDS = ['image', 'gif', 'video', 'pdf', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_SECTIONS = ['my', 'shared', 'stock'] as const;
export type MediaSection = (typeof MEDIA_SECTIONS)[number];
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** Allowed types, decided from the file's content (magic bytes), never from its name. */
export const MEDIA_TYPES: Record<string, { kind: MediaKind; extensions: string[] }> = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/svg+xml': { kind: 'image', extensions: ['svg'] },
  'image/gif': { kind: 'gif', extensions: ['gif'] },
  'application/pdf': { kind: 'pdf', extensions: ['pdf'] },
  'video/mp4': { kind: 'video', extensions: ['mp4'] },
  'video/webm': { kind: 'video', extensions: ['webm'] },
  'audio/mpeg': { kind: 'audio', extensions: ['mp3'] },
  'audio/wav': { kind: 'audio', extensions: ['wav'] },
};
/** What the file picker offers (the server still checks the content). */
export const MEDIA_ACCEPT = Object.entries(MEDIA_TYPES)
  .flatMap(([mime, t]) => [mime, ...t.extensions.map((e) => `.${e}`)])
  .join(',');

export const mediaTag = freeText().trim().min(1).max(40);
const mediaId = recordId;
const mediaIds = z.array(mediaId).min(1).max(500);
const folderRef = recordId.nullable();

export const mediaItem = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(MEDIA_KINDS),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  status: z.enum(MEDIA_STATUSES),
  section: z.enum(MEDIA_SECTIONS),
  folderId: z.number().int().nullable(),
  tags: z.array(z.string()),
  locked: z.boolean(),
  uneditableWhenShared: z.boolean(),
  creatorId: z.number().int().nullable(),
  creatorName: z.string(),
  /** The caller created it (may share, unshare, lock, delete stock for all). */
  isOwn: z.boolean(),
  /** The caller may rename, tag, move or delete it now (lock and uneditable-when-shared applied). */
  canEdit: z.boolean(),
  /** Stock only: the organization that offers it. */
  stockFrom: z.string().nullable(),
  platformWide: z.boolean(),
  /** Content-addressed, immutable URLs (hash in the path). */
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** PDFs only: append a page number (1…pageCount) to get that page as a JPEG (longest side 1600 px). */
  pagesUrl: z.string().nullable(),
  /** Imported from a stock photo service: who made it and where it comes from (shown with the item). */
  attribution: stockAttribution.nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaFolder = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  section: z.enum(MEDIA_SECTIONS),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type MediaFolder = z.infer<typeof mediaFolder>;

export const mediaListBody = z.strictObject({
  sessionKey,
  section: z.enum(MEDIA_SECTIONS),
  kind: z.enum([...MEDIA_KINDS, 'all']).default('all'),
  /** null = the section's top level; ignored when searching. */
  folderId: folderRef.default(null),
  search: freeText().trim().max(100).default(''),
  tag: freeText().trim().max(40).default(''),
  offset: int4Count.default(0),
  limit: z.number().int().min(1).max(200).default(60),
});
export const mediaListResponse = z.object({
  totalCount: z.number().int(),
  items: z.array(mediaItem),
  /** Sub-folders of folderId (empty while searching). */
  folders: z.array(mediaFolder),
  /** From the section's top level down to folderId. */
  path: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MediaListResponse = z.infer<typeof mediaListResponse>;

export const mediaInfoBody = z.strictObject({ sessionKey, mediaId });
export const mediaRenameBody = z.strictObject({ sessionKey, mediaId, name: requiredText(200) });
export const mediaTagsBody = z.strictObject({ sessionKey, mediaId, tags: z.array(mediaTag).max(30) });
export const mediaMoveBody = z.strictObject({ sessionKey, mediaIds, folderId: folderRef });
/**
 * Delete. Media used by the latest published snapshot of a playlist is never deleted (409
 * MEDIA_IN_USE); media used only by draft slides needs `force: true` (else 409 MEDIA_USED_IN_DRAFTS).
 */
export const mediaRemoveBody = z.strictObject({ sessionKey, mediaIds, force: z.boolean().default(false) });
/** Which playlists use the given media (for the delete dialog). */
export const mediaUsageBody = z.strictObject({ sessionKey, mediaIds });
export const mediaUsagePlaylist = z.object({ id: z.number().int(), name: z.string() });
export const mediaUsageResponse = z.object({
  /** Playlists whose latest published snapshot uses the media (deleting is refused). */
  published: z.array(mediaUsagePlaylist),
  /** Playlists whose current (draft) slides or overlay use the media (deleting needs confirmation). */
  drafts: z.array(mediaUsagePlaylist),
  /** Using playlists the caller may not see (other users' My playlists, sub-organizations'): counted, not named. */
  hiddenPublished: z.number().int(),
  hiddenDrafts: z.number().int(),
});
export type MediaUsage = z.infer<typeof mediaUsageResponse>;
export const mediaLockBody = z.strictObject({ sessionKey, mediaIds, locked: z.boolean() });
/** Share (my → shared) or unshare (shared → my); only the creator. */
export const mediaShareBody = z.strictObject({
  sessionKey,
  mediaIds,
  shared: z.boolean(),
  uneditableWhenShared: z.boolean().optional(),
});
/** Copy to stock for selected (descendant) sub-organizations. */
export const mediaCopyToStockBody = z.strictObject({
  sessionKey,
  mediaIds,
  organizationIds: z.array(recordId).min(1).max(1000),
});
/** Copy to the platform: stock for all current and future sub-organizations. */
export const mediaCopyToPlatformBody = z.strictObject({ sessionKey, mediaIds });
export const mediaSessionBody = z.strictObject({ sessionKey });

export const mediaStorageResponse = z.object({ bytesUsed: z.number().int(), itemCount: z.number().int() });

export const folderCreateBody = z.strictObject({
  sessionKey,
  name: requiredText(120),
  parentId: folderRef.default(null),
  section: z.enum(['my', 'shared']),
});
export const folderRenameBody = z.strictObject({ sessionKey, folderId: mediaId, name: requiredText(120) });
export const folderMoveBody = z.strictObject({ sessionKey, folderId: mediaId, parentId: folderRef });
/** A folder with contents is deleted only with `withContents: true` (after the user confirmed). */
export const folderRemoveBody = z.strictObject({ sessionKey, folderId: mediaId, withContents: z.boolean().default(false) });
