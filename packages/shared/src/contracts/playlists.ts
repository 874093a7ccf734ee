import { parseWallTime } from '@signage/schedule';
import { z } from 'zod';
import { ASPECT_DEFAULT, canonicalAspect } from '../aspect.ts';
import { freeText, groupRef, int4Count, jsonDocument, recordId, requiredText, sessionKey } from './common.ts';
import {
  PLAYLIST_OVERLAY_MAX_BYTES,
  PLAYLIST_SEARCH,
  PLAYLIST_SEARCH_TYPES,
  PLAYLIST_SECTIONS,
  PLAYLIST_TYPES,
} from './playlist-constants.ts';

export * from './playlist-constants.ts';

/**
 * Playlists, slides and templates (spec 3, 4, 5, 6, 7.7). Every call is POST under /api with JSON and
 * `sessionKey` in the body, answering `{response: …}` (errors: `{errorCode, message}`), except the
 * thumbnail upload (multipart, `sessionKey` as a form field) and the thumbnail GET.
 *
 * Conventions (decisions where the spec is silent):
 * - ids are positive integers; `slideId` is the slide's server id (integer).
 * - `slideNumber` is the slide's 0-based position in the playlist (wrong index → 400 SLIDE_INDEX_INVALID).
 * - `aspect` is a ratio ("16:9" or the spec's "16/9") or custom pixels "1080x1920", parsed by
 *   `parseAspect` (../aspect.ts) and stored and answered in its canonical form ("16:9").
 * - Where the spec omits `playlistId` in a body (update, rename, publish, info, metadata, lockStatus,
 *   getSlide, duplicateSlide, updateAspect, updateSlideDuration, update/slides/all/duration,
 *   updateSlideAnimation, updateSlideIndex, updateSlideActions, updateSlideOverlay, assignTemplate),
 *   it is required here.
 * - `slideData` is the slide document of `@signage/slides/model`: the server migrates, validates
 *   (400 SLIDE_INVALID, fields `slideData.<path>`) and normalizes it with `safeParseSlide`, sanitizes
 *   text HTML, and sets its `aspect` to the playlist's. Slide ids inside documents (targetSlideId,
 *   hotCorners) are the server slide ids as strings.
 * - /playlist/create also creates folders: `type: 'folder'` (default 'playlist').
 */

/** An aspect as sent ("16:9", "16/9", "1080x1920"), answered in its canonical form; else 400 ASPECT_INVALID. */
export const playlistAspect = z
  .string({ error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'ASPECT_INVALID') })
  .transform((v, ctx) => {
    const aspect = canonicalAspect(v);
    if (aspect === null) {
      ctx.addIssue({ code: 'custom', message: 'ASPECT_INVALID' });
      return z.NEVER;
    }
    return aspect;
  });
const id = recordId;
const ids = z.array(id).max(500);
const folderRef = id.nullable();
const hashtags = z.array(freeText().trim().min(1).max(40)).max(30);
const slideNumber = int4Count;
/** A slide document (validated in detail with the slide model on the server). */
export const slideDataInput = jsonDocument();
export const slideDuration = z.number().min(1).max(86400);

const transitionMs = z.number({ error: 'FIELD_INVALID' }).int({ error: 'FIELD_INVALID' }).min(0, { error: 'FIELD_INVALID' }).max(10_000, {
  error: 'FIELD_INVALID',
});
/**
 * The slide model's transition (`slideAnimationSchema` of @signage/slides/model; validated there).
 * The transition length is stored as the model's `durationMs`; the spec's name `durationInMillis`
 * (spec 3, slideAnimation) is accepted for it (both at once must agree). Unknown keys are refused.
 */
export const slideAnimation = z
  .strictObject({
    style: freeText().max(40),
    /** Transition length in milliseconds. */
    durationMs: transitionMs.optional(),
    /** The spec's name for durationMs. */
    durationInMillis: transitionMs.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.durationMs !== undefined && v.durationInMillis !== undefined && v.durationMs !== v.durationInMillis)
      ctx.addIssue({ code: 'custom', path: ['durationInMillis'], message: 'FIELD_INVALID' });
  })
  .transform(({ durationInMillis, ...rest }) => {
    const durationMs = rest.durationMs ?? durationInMillis;
    return durationMs === undefined ? { style: rest.style } : { style: rest.style, durationMs };
  });
export type SlideAnimation = z.output<typeof slideAnimation>;
/** A stored transition as answered. */
export const slideAnimationItem = z.object({ style: z.string(), durationMs: z.number().int().optional() });

export const playlistLock = z.object({ locked: z.boolean(), userName: z.string().nullable() });
export type PlaylistLock = z.infer<typeof playlistLock>;

export const playlistItem = z.object({
  id: z.number().int(),
  type: z.enum(PLAYLIST_TYPES),
  name: z.string(),
  aspect: z.string(),
  parentFolderId: z.number().int().nullable(),
  hashtags: z.array(z.string()),
  section: z.enum(PLAYLIST_SECTIONS),
  orgId: z.number().int(),
  creatorId: z.number().int().nullable(),
  creatorName: z.string(),
  isPublished: z.boolean(),
  /** 0 = never published. */
  publishedVersion: z.number().int(),
  publishedAt: z.string().nullable(),
  favorite: z.boolean(),
  originalPlaylistId: z.number().int().nullable(),
  slideCount: z.number().int(),
  /** The first slide's thumbnail. */
  thumbnailUrl: z.string().nullable(),
  /** Locked by ANOTHER user (the caller's own lock shows locked: false). */
  lock: playlistLock,
  isOwn: z.boolean(),
  /** The caller may edit it now (role, section, creator). */
  canEdit: z.boolean(),
  /** Stock only: the organization that offers it. */
  stockFrom: z.string().nullable(),
  /** Validity window (ours): `YYYY-MM-DDTHH:mm` in each screen's time zone; null = open. */
  showFrom: z.string().nullable().optional(),
  showUntil: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlaylistItem = z.infer<typeof playlistItem>;

export const slideItem = z.object({
  id: z.number().int(),
  playlistId: z.number().int(),
  /** 0-based = slideNumber. */
  position: z.number().int(),
  duration: z.number(),
  slideData: z.record(z.string(), z.unknown()),
  thumbnailUrl: z.string().nullable(),
  /** Validity window (ours): `YYYY-MM-DDTHH:mm` in each screen's time zone; null = open. */
  showFrom: z.string().nullable().optional(),
  showUntil: z.string().nullable().optional(),
  updatedAt: z.string(),
});
export type SlideItem = z.infer<typeof slideItem>;

export const playlistDetail = playlistItem.extend({
  overlay: z.record(z.string(), z.unknown()).nullable(),
  slideAnimation: slideAnimationItem.nullable(),
  slides: z.array(slideItem),
});
export type PlaylistDetail = z.infer<typeof playlistDetail>;

export const playlistListResponse = z.object({ totalCount: z.number().int(), results: z.array(playlistItem) });
export type PlaylistListResponse = z.infer<typeof playlistListResponse>;

// ---- lists ----
/** /playlist/list: every playlist and folder visible to the caller in `section` (default my) under parentFolderId. */
export const playlistListBody = z.strictObject({
  sessionKey,
  section: z.enum(PLAYLIST_SECTIONS).default('my'),
  parentFolderId: folderRef.default(null),
});
export const playlistSearchBody = z.strictObject({
  sessionKey,
  /** null = top level; ignored when searchTerm is non-empty (searches all levels). */
  parentFolderId: folderRef.default(null),
  searchTerm: freeText().trim().max(100).default(''),
  limit: z.number().int().min(1).max(200).default(60),
  offset: int4Count.default(0),
  type: z.enum(PLAYLIST_SEARCH_TYPES, { error: 'FIELD_INVALID' }).default(PLAYLIST_SEARCH.all),
  /** Ours: true = only the caller's favourites within `type` (the favourites filter of a tab). */
  favorite: z.boolean().default(false),
});
export const playlistListStockBody = z.strictObject({
  sessionKey,
  filter: freeText().trim().max(100).default(''),
  count: z.number().int().min(1).max(500).default(100),
  parentFolderId: folderRef.default(null),
});
export const playlistListSectionBody = z.strictObject({
  sessionKey,
  parentFolderId: folderRef.default(null),
  count: z.number().int().min(1).max(500).default(100),
  includeFolders: z.boolean().default(true),
  /** true = playlists of every folder level (flat), folders are then left out. */
  ignoreFolderLevels: z.boolean().default(false),
});

// ---- playlists ----
export const playlistCreateBody = z.strictObject({
  sessionKey,
  name: requiredText(120),
  aspect: playlistAspect.default(ASPECT_DEFAULT),
  parentFolderId: folderRef.default(null),
  hashtags: hashtags.default([]),
  type: z.enum(PLAYLIST_TYPES).default('playlist'),
  /** Where to create it (default my). */
  section: z.enum(['my', 'shared']).default('my'),
});
export const playlistCreateResponse = z.object({ id: z.number().int() });
export const playlistIdBody = z.strictObject({ sessionKey, playlistId: id });
export const playlistDuplicateBody = z.strictObject({ sessionKey, playlistId: id, parentFolderId: folderRef.default(null) });
export const playlistFavoriteBody = z.strictObject({ sessionKey, playlistId: id, favorite: z.boolean() });
export const playlistUpdateBody = z.strictObject({
  sessionKey,
  playlistId: id,
  name: requiredText(120).optional(),
  aspect: playlistAspect.optional(),
  hashtags: hashtags.optional(),
});
export const playlistRenameBody = z.strictObject({ sessionKey, playlistId: id, name: requiredText(120) });
export const playlistPublishResponse = z.object({ playlistId: z.number().int(), version: z.number().int(), publishedAt: z.string() });
export const playlistMetadataResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  aspect: z.string(),
  isPublished: z.boolean(),
  publishedVersion: z.number().int(),
  publishedAt: z.string().nullable(),
  slideCount: z.number().int(),
  /** Sum of slide durations, seconds. */
  totalDuration: z.number(),
  updatedAt: z.string(),
});
export const playlistCopyToStockBody = z.strictObject({
  sessionKey,
  playlistIds: z.array(id).min(1).max(500),
  orgShareIds: z.array(id).min(1).max(1000),
});
export const playlistMoveBody = z.strictObject({
  sessionKey,
  /** The playlist or folder to move. */
  fileId: id,
  /** Target folder; null = top level of the section. */
  parentFolder: folderRef,
  /** true when fileId is a folder (checked against the stored type). */
  movingFolder: z.boolean().default(false),
});
export const playlistShareBody = z.strictObject({ sessionKey, playlistIds: ids.default([]), folderIds: ids.default([]) });
export const playlistRemoveBody = z.strictObject({ sessionKey, ids: ids.default([]), folderIds: ids.default([]) });
/**
 * scheduleData of assignToDevice / assignToGroup (docs/screens.md): play now (repeats until stopped)
 * or a schedule entry of `@signage/schedule` without `playlistId` (appended to the schedule; the server
 * validates it with `scheduleTimes`: any invalid entry, malformed or with start not before end, answers
 * 400 SCHEDULE_INVALID with `fields`). Left out or null = play now.
 */
export const scheduleData = z
  .discriminatedUnion('mode', [
    z.strictObject({ mode: z.literal('playNow') }),
    z.strictObject({ mode: z.literal('schedule'), entry: jsonDocument() }),
  ])
  .nullable()
  .optional()
  .transform((v) => v ?? { mode: 'playNow' as const });
export type ScheduleData = z.infer<typeof scheduleData>;
export const playlistAssignDeviceBody = z.strictObject({ sessionKey, deviceKey: freeText().min(1).max(200), playlistId: id, scheduleData });
export const playlistAssignGroupBody = z.strictObject({ sessionKey, groupId: groupRef, playlistId: id, scheduleData });
export const playlistAssignResponse = z.object({
  ok: z.literal(true),
  mode: z.enum(['playNow', 'schedule']),
  scheduleEntryIndex: z.number().int().nullable(),
});
/** removed: how many playlists/folders were deleted (folders with their contents). */
export const countResponse = z.object({ count: z.number().int() });

// ---- slides ----
export const slideCreateBody = z.strictObject({
  sessionKey,
  playlistId: id,
  slideData: slideDataInput.optional(),
  /** Insert position (default: at the end). */
  index: slideNumber.optional(),
});
export const slideNumberBody = z.strictObject({ sessionKey, playlistId: id, slideNumber });
export const slideUpdateBody = z.strictObject({ sessionKey, playlistId: id, slideNumber, slideData: slideDataInput });
export const slideBackgroundBody = z.strictObject({
  sessionKey,
  playlistId: id,
  slideNumber,
  backgroundType: z.enum(['color', 'image', 'video']),
  /** color: "#RRGGBB"; image: {mediaId, url}; video: {mediaId, url, muted?, loop?} (slide model). */
  background: z.union([freeText().max(2000), jsonDocument()]),
});
export const playlistAspectBody = z.strictObject({ sessionKey, playlistId: id, aspectType: playlistAspect });
/** A side of a validity window: `YYYY-MM-DDTHH:mm` (screen's time zone) or null (open); absent = open. */
const windowSide = z
  .string({ error: 'FIELD_INVALID' })
  .max(16, { error: 'VALIDITY_DATE_INVALID' })
  .refine((v) => !Number.isNaN(parseWallTime(v)), { message: 'VALIDITY_DATE_INVALID' })
  .nullable()
  .default(null);
/** /playlist/updateValidity (ours): the playlist's "show from" / "show until". */
export const playlistValidityBody = z.strictObject({ sessionKey, playlistId: id, showFrom: windowSide, showUntil: windowSide });
/** /playlist/updateSlideValidity (ours): a slide's "show from" / "show until". */
export const slideValidityBody = z.strictObject({ sessionKey, playlistId: id, slideNumber, showFrom: windowSide, showUntil: windowSide });
/** /playlist/expiring (ours): what stops showing soon, for the dashboard. */
export const expiringContentBody = z.strictObject({ sessionKey });
export const expiringContentResponse = z.object({
  /** The warning period in days. */
  days: z.number().int(),
  items: z.array(
    z.object({
      playlistId: z.number().int(),
      playlistName: z.string(),
      /** 0-based position of the slide; null = the playlist's own window. */
      slideNumber: z.number().int().nullable(),
      /** As set: `YYYY-MM-DDTHH:mm`. */
      showUntil: z.string(),
      /** The instant, read in the organization's time zone. */
      expiresAt: z.string(),
    }),
  ),
  totalCount: z.number().int(),
});
export type ExpiringContent = z.infer<typeof expiringContentResponse>;
export const slideDurationBody = z.strictObject({ sessionKey, playlistId: id, slideNumber, duration: slideDuration });
export const slidesAllDurationBody = z.strictObject({ sessionKey, playlistId: id, duration: slideDuration });
/** Multipart fields: sessionKey, playlistId, slideNumber, thumbnail (JPEG ≤ 2 MB). */
export const slideThumbnailResponse = z.object({ thumbnailUrl: z.string() });
export const slideAnimationBody = z.strictObject({
  sessionKey,
  playlistId: id,
  animation: slideAnimation,
  slideId: id,
  /** true = every slide of the playlist gets it (and it becomes the playlist's slideAnimation). */
  applyToAll: z.boolean().default(false),
});
export const assignTemplateBody = z.strictObject({ sessionKey, playlistId: id, templateId: id, currentSlideId: id });
export const slideIndexBody = z.strictObject({ sessionKey, playlistId: id, slideId: id, newIndex: slideNumber, oldIndex: slideNumber });
/**
 * actionData: `{actions?, hotCorners?}` as in the slide model — actions keyed by element id
 * ({type: 'jumpToSlide', targetSlideId: "<slide id>"} or a popup), hotCorners {topLeft?, topRight?,
 * bottomLeft?, bottomRight?: "<slide id>"} (null clears); a key left out stays unchanged. A bare
 * actions map is accepted too. Hot corners need ≥ 2 slides (HOT_CORNERS_NEED_TWO_SLIDES); every jump
 * target must be another slide of the playlist (JUMP_NEEDS_ANOTHER_SLIDE); any interaction needs the
 * licence flag interactionEnabled (403 INTERACTION_NOT_LICENSED).
 */
export const slideActionsBody = z.strictObject({
  sessionKey,
  playlistId: id,
  slideId: id,
  actionData: jsonDocument(),
});
export const playlistOverlayBody = z.strictObject({
  sessionKey,
  playlistId: id,
  /** null clears the overlay. */
  overlayData: jsonDocument(PLAYLIST_OVERLAY_MAX_BYTES).nullable(),
});
export const slideDuplicateResponse = z.object({ newSlideId: z.number().int(), slide: slideItem });

// ---- lock ----
/** /playlist/lock takes or renews the caller's lock (409 PLAYLIST_LOCKED when another user holds it). */
export const playlistLockResponse = playlistLock;

// ---- templates ----
export const TEMPLATE_SECTIONS = ['my', 'shared', 'stock'] as const;
export const templateItem = z.object({
  id: z.number().int(),
  name: z.string(),
  section: z.enum(TEMPLATE_SECTIONS),
  orgId: z.number().int(),
  creatorId: z.number().int().nullable(),
  creatorName: z.string(),
  isOwn: z.boolean(),
  canEdit: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateItem = z.infer<typeof templateItem>;
export const templateDetail = templateItem.extend({ slideData: z.record(z.string(), z.unknown()) });
export type TemplateDetail = z.infer<typeof templateDetail>;

export const templateCreateBody = z
  .strictObject({
    sessionKey,
    name: requiredText(120),
    slideData: slideDataInput.optional(),
    from: z.strictObject({ playlistId: id, slideNumber }).optional(),
  })
  .refine((b) => (b.slideData ? 1 : 0) + (b.from ? 1 : 0) <= 1, { error: 'FIELD_INVALID', path: ['from'] });
export const templateListBody = z.strictObject({ sessionKey, section: z.enum(TEMPLATE_SECTIONS).default('my') });
export const templateListResponse = z.object({ results: z.array(templateItem) });
export const templateIdBody = z.strictObject({ sessionKey, templateId: id });
export const templateRenameBody = z.strictObject({ sessionKey, templateId: id, name: requiredText(120) });
/** shared: true = my → shared, false = shared → my (creator only). */
export const templateShareBody = z.strictObject({ sessionKey, templateId: id, shared: z.boolean().default(true) });
export const templateUpdateBody = z.strictObject({ sessionKey, templateId: id, slideData: slideDataInput });
/**
 * Ours (like /playlist/copyToStock): a stock copy of an own-organization template for the selected
 * sub-organizations (descendants only, else 404); answers the copy.
 */
export const templateCopyToStockBody = z.strictObject({ sessionKey, templateId: id, orgShareIds: z.array(id).min(1).max(1000) });
/** /template/updateThumbnail, multipart fields: sessionKey, templateId, thumbnail (JPEG ≤ SLIDE_THUMBNAIL_MAX_BYTES). */
export const templateThumbnailResponse = slideThumbnailResponse;

/** Whether a website may be shown in a web element (spec 5: valid address, site allows embedding). */
export const checkEmbedBody = z.strictObject({ sessionKey, url: freeText().max(2048) });
export const EMBED_REASONS = ['ok', 'invalidUrl', 'frameOptions', 'frameAncestors', 'unreachable', 'blocked'] as const;
export const checkEmbedResponse = z.object({
  embeddable: z.boolean(),
  reason: z.enum(EMBED_REASONS),
  /** Error-catalogue code of the message to show (WEB_ADDRESS_INVALID, WEBSITE_NOT_EMBEDDABLE), null when embeddable. */
  messageCode: z.enum(['WEB_ADDRESS_INVALID', 'WEBSITE_NOT_EMBEDDABLE']).nullable(),
  message: z.string().nullable(),
});
export type CheckEmbedResponse = z.infer<typeof checkEmbedResponse>;
