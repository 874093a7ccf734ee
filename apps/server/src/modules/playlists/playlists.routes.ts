import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  assignTemplateBody,
  checkEmbedBody,
  checkEmbedResponse,
  countResponse,
  envelope,
  playlistAspectBody,
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
  playlistListSectionBody,
  playlistListStockBody,
  playlistLock,
  playlistMetadataResponse,
  playlistMoveBody,
  playlistOverlayBody,
  playlistPublishResponse,
  playlistRemoveBody,
  playlistRenameBody,
  playlistSearchBody,
  playlistShareBody,
  playlistUpdateBody,
  SLIDE_THUMBNAIL_MAX_BYTES,
  slideActionsBody,
  slideAnimationBody,
  slideBackgroundBody,
  slideCreateBody,
  slideDuplicateResponse,
  slideDurationBody,
  slideIndexBody,
  slideItem,
  slideNumberBody,
  slidesAllDurationBody,
  slideThumbnailResponse,
  slideUpdateBody,
  templateCopyToStockBody,
  templateCreateBody,
  templateDetail,
  templateIdBody,
  templateItem,
  templateListBody,
  templateListResponse,
  templateRenameBody,
  templateShareBody,
  templateThumbnailResponse,
  templateUpdateBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEgress } from '../../lib/egress.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { jsonPost, metaOf, ok } from '../../lib/http.ts';
import { caller } from '../../core/context.ts';
import { sendStored } from '../../lib/serve-stored.ts';
import { checkEmbed, embedAnswer } from './embed.ts';
import { PlaylistsService } from './playlists.service.ts';
import { TemplatesService } from './templates.service.ts';

/** Reading lists and playlists: content roles and screen managers (who assign shared playlists). */
const read = { access: { auth: 'session' as const, permission: 'playlists.assignShared' as const } };
const write = { access: { auth: 'session' as const, permission: 'content.manage' as const, write: true } };
const contentRead = { access: { auth: 'session' as const, permission: 'content.manage' as const } };
const file = { access: { auth: 'session' as const, cookie: true } };
const fileParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), sha256: z.string().regex(/^[a-f0-9]{64}$/) });
const thumbnailFields = z.object({
  playlistId: z.coerce.number().int().positive().max(2_147_483_647),
  slideNumber: z.coerce.number().int().min(0).max(100_000),
});
const templateThumbnailFields = z.object({ templateId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Playlists, slides and templates (issue 4; spec 7.7 with its exact paths and fields). */
export async function playlistsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const { playlists: service, templates: templatesService, storage } = app.services;
  const tags = ['playlists'];
  const ttags = ['templates'];

  // The thumbnail upload carries sessionKey as a form field, so the form is read before the session check.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: true,
    limits: { files: 1, fileSize: SLIDE_THUMBNAIL_MAX_BYTES, fields: 6, fieldSize: 1024, parts: 8, headerPairs: 100 },
  });

  const post = jsonPost(app, tags);

  // ---- lists ----
  post('/playlist/list', 'Playlists and folders of a section at a folder level', playlistListBody, playlistListResponse, read, (b, r) =>
    service.list(caller(r), b.section, b.parentFolderId),
  );
  post(
    '/playlist/search',
    'Search (type all | sho = favourites | organization = shared | me = my)',
    playlistSearchBody,
    playlistListResponse,
    read,
    (b, r) => service.search(caller(r), b),
  );
  post(
    '/playlist/listStockPlaylist',
    'Stock playlists offered to the organization',
    playlistListStockBody,
    playlistListResponse,
    read,
    (b, r) => service.listStock(caller(r), b.filter, b.count, b.parentFolderId),
  );
  post('/playlist/listMyPlaylists', "The caller's playlists", playlistListSectionBody, playlistListResponse, read, (b, r) =>
    service.listSection(caller(r), 'my', b),
  );
  post('/playlist/listOrgPlaylists', "The organization's shared playlists", playlistListSectionBody, playlistListResponse, read, (b, r) =>
    service.listSection(caller(r), 'shared', b),
  );

  // ---- playlists ----
  post('/playlist/create', 'New playlist (or folder with type: folder)', playlistCreateBody, playlistCreateResponse, write, (b, r) =>
    service.create(caller(r), b, metaOf(r)),
  );
  post('/playlist/duplicate', 'Copy one playlist (never a folder)', playlistDuplicateBody, playlistItem, write, (b, r) =>
    service.duplicate(caller(r), b.playlistId, b.parentFolderId, metaOf(r)),
  );
  post('/playlist/updateFavorite', "Mark or unmark as the caller's favourite", playlistFavoriteBody, playlistItem, read, (b, r) =>
    service.setFavorite(caller(r), b.playlistId, b.favorite),
  );
  post('/playlist/update', 'Name, aspect, hashtags', playlistUpdateBody, playlistItem, write, (b, r) =>
    service.update(caller(r), b.playlistId, { name: b.name, aspect: b.aspect, hashtags: b.hashtags }, metaOf(r)),
  );
  post('/playlist/rename', 'Rename a playlist or folder', playlistRenameBody, playlistItem, write, (b, r) =>
    service.rename(caller(r), b.playlistId, b.name, metaOf(r)),
  );
  post('/playlist/publish', 'Freeze an immutable snapshot (version + 1)', playlistIdBody, playlistPublishResponse, write, (b, r) =>
    service.publish(caller(r), b.playlistId, metaOf(r)),
  );
  // Website element: may the address be shown in a frame? (spec 5 'Website object'; security.md SSRF-1..4)
  const egress = createEgress({ allowLoopback: ctx.config.egressAllowLoopback });
  const ourOrigins = [new URL(ctx.config.publicUrl)];
  post(
    '/playlist/checkEmbed',
    'Whether a website allows being embedded (X-Frame-Options, CSP frame-ancestors); yes/no only',
    checkEmbedBody,
    checkEmbedResponse,
    contentRead,
    async (b, r) => {
      const auth = caller(r);
      // Each check is an outbound request: at most 30 a minute per user.
      if ((await ctx.rate.hit(`embed:user:${auth.user.id}`, 60_000)) > 30) throw new AppError(429, 'RATE_LIMITED');
      const reason = await checkEmbed(egress, b.url, ourOrigins);
      if (reason === 'blocked' || reason === 'unreachable') r.log.info({ reason }, 'embed check refused');
      return embedAnswer(reason, r.locale);
    },
  );
  post('/playlist/info', 'The playlist with its slides', playlistIdBody, playlistDetail, read, (b, r) =>
    service.info(caller(r), b.playlistId),
  );
  post('/playlist/metadata', 'Counts and publishing state', playlistIdBody, playlistMetadataResponse, read, (b, r) =>
    service.metadata(caller(r), b.playlistId),
  );
  post('/playlist/lockStatus', 'Whether another user edits it now', playlistIdBody, playlistLock, read, (b, r) =>
    service.lockStatus(caller(r), b.playlistId),
  );
  post(
    '/playlist/lock',
    'Take or renew the edit lock (expires 2 minutes after the last renewal)',
    playlistIdBody,
    playlistLock,
    write,
    (b, r) => service.lock(caller(r), b.playlistId),
  );
  post('/playlist/unlock', "Release the caller's edit lock", playlistIdBody, playlistLock, contentRead, (b, r) =>
    service.unlock(caller(r), b.playlistId),
  );
  post(
    '/playlist/copyToStock',
    'Copy to stock for selected sub-organizations',
    playlistCopyToStockBody,
    z.array(playlistItem),
    write,
    (b, r) => service.copyToStock(caller(r), b.playlistIds, b.orgShareIds, metaOf(r)),
  );
  post(
    '/playlist/moveToFolder',
    'Move a playlist or folder (null: top level)',
    playlistMoveBody,
    z.object({ moved: z.number().int() }),
    write,
    (b, r) => service.moveToFolder(caller(r), b.fileId, b.parentFolder, b.movingFolder, metaOf(r)),
  );
  post('/playlist/share', 'My → shared (creator only; folders with contents)', playlistShareBody, countResponse, write, (b, r) =>
    service.setSection(caller(r), b.playlistIds, b.folderIds, 'shared', metaOf(r)),
  );
  post('/playlist/restrict', 'Shared → my (creator only)', playlistShareBody, countResponse, write, (b, r) =>
    service.setSection(caller(r), b.playlistIds, b.folderIds, 'my', metaOf(r)),
  );
  post('/playlist/remove', 'Delete playlists and folders (with contents)', playlistRemoveBody, countResponse, write, (b, r) =>
    service.remove(caller(r), b.ids, b.folderIds, metaOf(r)),
  );

  // ---- slides ----
  post('/playlist/slide/create', 'Add a slide (a new empty one without slideData)', slideCreateBody, slideItem, write, (b, r) =>
    service.createSlide(caller(r), b.playlistId, b.slideData, b.index, metaOf(r)),
  );
  post('/playlist/removeSlide', 'Delete a slide (jump-to actions to it go too)', slideNumberBody, playlistDetail, write, (b, r) =>
    service.removeSlide(caller(r), b.playlistId, b.slideNumber, metaOf(r)),
  );
  post('/playlist/duplicateSlide', 'Copy a slide right after it', slideNumberBody, slideDuplicateResponse, write, (b, r) =>
    service.duplicateSlide(caller(r), b.playlistId, b.slideNumber, metaOf(r)),
  );
  post('/playlist/updateSlide', "Replace a slide's document", slideUpdateBody, slideItem, write, (b, r) =>
    service.updateSlide(caller(r), b.playlistId, b.slideNumber, b.slideData, metaOf(r)),
  );
  post('/playlist/getSlide', 'One slide', slideNumberBody, slideItem, read, (b, r) =>
    service.getSlide(caller(r), b.playlistId, b.slideNumber),
  );
  post('/playlist/updateSlideBackground', 'Background colour, image or video', slideBackgroundBody, slideItem, write, (b, r) =>
    service.updateSlideBackground(caller(r), b.playlistId, b.slideNumber, b.backgroundType, b.background, metaOf(r)),
  );
  post('/playlist/updateAspect', "The playlist's aspect", playlistAspectBody, playlistItem, write, (b, r) =>
    service.updateAspect(caller(r), b.playlistId, b.aspectType, metaOf(r)),
  );
  post('/playlist/updateSlideDuration', "A slide's duration (seconds)", slideDurationBody, slideItem, write, (b, r) =>
    service.updateSlideDuration(caller(r), b.playlistId, b.slideNumber, b.duration, metaOf(r)),
  );
  post('/playlist/update/slides/all/duration', 'Every slide the same duration', slidesAllDurationBody, playlistDetail, write, (b, r) =>
    service.updateAllDurations(caller(r), b.playlistId, b.duration, metaOf(r)),
  );
  post('/playlist/updateSlideAnimation', 'Slide transition (applyToAll: every slide)', slideAnimationBody, playlistDetail, write, (b, r) =>
    service.updateSlideAnimation(caller(r), b.playlistId, b.slideId, b.animation, b.applyToAll, metaOf(r)),
  );
  post('/playlist/assignTemplate', "A slide takes a template's document", assignTemplateBody, slideItem, write, (b, r) =>
    templatesService.assign(caller(r), b.playlistId, b.templateId, b.currentSlideId, metaOf(r)),
  );
  post('/playlist/updateSlideIndex', 'Move a slide', slideIndexBody, playlistDetail, write, (b, r) =>
    service.updateSlideIndex(caller(r), b.playlistId, b.slideId, b.newIndex, b.oldIndex, metaOf(r)),
  );
  post('/playlist/updateSlideActions', 'Interactions (hot corners, jump to slide)', slideActionsBody, slideItem, write, (b, r) =>
    service.updateSlideActions(caller(r), b.playlistId, b.slideId, b.actionData, metaOf(r)),
  );
  post('/playlist/updateSlideOverlay', 'The playlist overlay (null clears it)', playlistOverlayBody, playlistDetail, write, (b, r) =>
    service.updateOverlay(caller(r), b.playlistId, b.overlayData, metaOf(r)),
  );

  /**
   * A thumbnail upload (slides and templates): the multipart fields, then the JPEG (by content, ≤ 2 MB).
   * `check` answers 404 / 403 before anything is stored; the file is content-addressed per organization.
   */
  async function receiveThumbnail<F extends z.ZodType>(
    request: import('fastify').FastifyRequest,
    fieldsSchema: F,
    check: (auth: ReturnType<typeof caller>, fields: z.infer<F>) => Promise<unknown>,
  ) {
    if (!request.isMultipart()) throw new AppError(415, 'FIELD_INVALID');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = fieldsSchema.safeParse(body);
    if (!fields.success) throw fieldError(String(fields.error.issues[0]?.path[0] ?? '_'), 'FIELD_INVALID');
    const bytes = body.thumbnail;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw fieldError('thumbnail', 'FIELD_REQUIRED');
    if (bytes.length > SLIDE_THUMBNAIL_MAX_BYTES || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff)
      throw new AppError(400, 'THUMBNAIL_NOT_JPEG');
    const auth = caller(request);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const key = `org/${auth.organization.id}/thumbs/${sha256}`;
    // Check access before storing anything.
    await check(auth, fields.data as z.infer<F>);
    if (!(await storage.exists(key))) await storage.put(key, Readable.from(bytes), { contentType: 'image/jpeg', size: bytes.length });
    return { auth, fields: fields.data as z.infer<F>, key, sha256 };
  }

  app.post(
    '/playlist/updateSlideThumbnail',
    {
      schema: {
        tags,
        summary: 'Slide thumbnail (multipart: sessionKey, playlistId, slideNumber, thumbnail = JPEG ≤ 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(slideThumbnailResponse) },
      },
      config: { access: { ...write.access, form: true } },
    },
    async (request) => {
      const { auth, fields, key, sha256 } = await receiveThumbnail(request, thumbnailFields, (a, f) =>
        service.slideAt(a, f.playlistId, f.slideNumber),
      );
      return ok(await service.setThumbnail(auth, fields.playlistId, fields.slideNumber, key, sha256, metaOf(request)));
    },
  );
  app.get(
    '/playlist/slide/:id/thumbnail/:sha256',
    { schema: { tags, summary: 'A slide thumbnail (immutable URL)', params: fileParams }, config: file },
    async (request, reply) => {
      const s = await service.slideForServing(caller(request), request.params.id, request.params.sha256);
      return sendStored(request, reply, storage, {
        key: s.thumbnailKey as string,
        etag: s.thumbnailSha256 as string,
        mimeType: 'image/jpeg',
        name: `slide-${s.id}.jpg`,
      });
    },
  );

  // ---- templates ----
  post(
    '/template/create',
    'New template (slideData, or from a playlist slide)',
    templateCreateBody,
    templateDetail,
    write,
    (b, r) => templatesService.create(caller(r), b, metaOf(r)),
    ttags,
  );
  post(
    '/template/list',
    'Templates of a section',
    templateListBody,
    templateListResponse,
    contentRead,
    (b, r) => templatesService.list(caller(r), b.section),
    ttags,
  );
  post(
    '/template/get',
    'One template with its slide document',
    templateIdBody,
    templateDetail,
    contentRead,
    (b, r) => templatesService.get(caller(r), b.templateId),
    ttags,
  );
  post(
    '/template/rename',
    'Rename',
    templateRenameBody,
    templateDetail,
    write,
    (b, r) => templatesService.rename(caller(r), b.templateId, b.name, metaOf(r)),
    ttags,
  );
  post(
    '/template/update',
    "Replace the template's slide document",
    templateUpdateBody,
    templateDetail,
    write,
    (b, r) => templatesService.update(caller(r), b.templateId, b.slideData, metaOf(r)),
    ttags,
  );
  post(
    '/template/share',
    'My ↔ shared (creator only)',
    templateShareBody,
    templateDetail,
    write,
    (b, r) => templatesService.share(caller(r), b.templateId, b.shared, metaOf(r)),
    ttags,
  );
  post(
    '/template/remove',
    'Delete',
    templateIdBody,
    countResponse,
    write,
    (b, r) => templatesService.remove(caller(r), b.templateId, metaOf(r)),
    ttags,
  );
  post(
    '/template/copyToStock',
    'Copy an own template to stock for selected sub-organizations (ours)',
    templateCopyToStockBody,
    templateItem,
    write,
    (b, r) => templatesService.copyToStock(caller(r), b.templateId, b.orgShareIds, metaOf(r)),
    ttags,
  );
  app.post(
    '/template/updateThumbnail',
    {
      schema: {
        tags: ttags,
        summary: 'Template thumbnail (ours; multipart: sessionKey, templateId, thumbnail = JPEG ≤ 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(templateThumbnailResponse) },
      },
      config: { access: { ...write.access, form: true } },
    },
    async (request) => {
      const { auth, fields, key, sha256 } = await receiveThumbnail(request, templateThumbnailFields, (a, f) =>
        templatesService.assertEditable(a, f.templateId),
      );
      return ok(await templatesService.setThumbnail(auth, fields.templateId, key, sha256, metaOf(request)));
    },
  );
  app.get(
    '/template/:id/thumbnail/:sha256',
    { schema: { tags: ttags, summary: 'A template thumbnail (immutable URL)', params: fileParams }, config: file },
    async (request, reply) => {
      const v = await service.viewer(caller(request));
      const { t } = await templatesService.find(v, request.params.id);
      if (!t.thumbnailKey || t.thumbnailSha256 !== request.params.sha256) throw notFound();
      return sendStored(request, reply, storage, {
        key: t.thumbnailKey,
        etag: t.thumbnailSha256,
        mimeType: 'image/jpeg',
        name: `template-${t.id}.jpg`,
      });
    },
  );
}
