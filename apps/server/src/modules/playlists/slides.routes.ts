import {
  assignTemplateBody,
  envelope,
  playlistAspectBody,
  playlistDetail,
  playlistItem,
  playlistOverlayBody,
  recordIdParam,
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
  slideValidityBody,
  expiringContentBody,
  expiringContentResponse,
  playlistValidityBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf, ok } from '../../lib/http.ts';
import { sendStored } from '../../lib/serve-stored.ts';
import { file, fileParams, read, write } from './route-access.ts';
import { receiveThumbnail } from './thumbnail-upload.ts';

const thumbnailFields = z.object({
  playlistId: recordIdParam,
  slideNumber: z.coerce.number().int().min(0).max(100_000),
});

/**
 * The slides of a playlist (spec 7.7): registered by `playlistsRoutes` in its scope, which reads
 * multipart forms for the thumbnail upload.
 */
export function slidesRoutes(appBase: FastifyInstance, tags: string[]) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { slides, templates, storage, contentExpiry } = app.services;
  const post = jsonPost(app, tags);

  post('/playlist/slide/create', 'Add a slide (a new empty one without slideData)', slideCreateBody, slideItem, write, (b, r) =>
    slides.createSlide(caller(r), b.playlistId, b.slideData, b.index, metaOf(r)),
  );
  post('/playlist/removeSlide', 'Delete a slide (jump-to actions to it go too)', slideNumberBody, playlistDetail, write, (b, r) =>
    slides.removeSlide(caller(r), b.playlistId, b.slideNumber, metaOf(r)),
  );
  post('/playlist/duplicateSlide', 'Copy a slide right after it', slideNumberBody, slideDuplicateResponse, write, (b, r) =>
    slides.duplicateSlide(caller(r), b.playlistId, b.slideNumber, metaOf(r)),
  );
  post('/playlist/updateSlide', "Replace a slide's document", slideUpdateBody, slideItem, write, (b, r) =>
    slides.updateSlide(caller(r), b.playlistId, b.slideNumber, b.slideData, metaOf(r)),
  );
  post('/playlist/getSlide', 'One slide', slideNumberBody, slideItem, read, (b, r) =>
    slides.getSlide(caller(r), b.playlistId, b.slideNumber),
  );
  post('/playlist/updateSlideBackground', 'Background colour, image or video', slideBackgroundBody, slideItem, write, (b, r) =>
    slides.updateSlideBackground(caller(r), b.playlistId, b.slideNumber, b.backgroundType, b.background, metaOf(r)),
  );
  post('/playlist/updateAspect', "The playlist's aspect", playlistAspectBody, playlistItem, write, (b, r) =>
    slides.updateAspect(caller(r), b.playlistId, b.aspectType, metaOf(r)),
  );
  post('/playlist/updateSlideDuration', "A slide's duration (seconds)", slideDurationBody, slideItem, write, (b, r) =>
    slides.updateSlideDuration(caller(r), b.playlistId, b.slideNumber, b.duration, metaOf(r)),
  );
  post('/playlist/updateSlideValidity', "A slide's show from / show until (ours)", slideValidityBody, slideItem, write, (b, r) =>
    slides.updateSlideValidity(caller(r), b.playlistId, b.slideNumber, { showFrom: b.showFrom, showUntil: b.showUntil }, metaOf(r)),
  );
  post('/playlist/updateValidity', "The playlist's show from / show until (ours)", playlistValidityBody, playlistItem, write, (b, r) =>
    slides.updateValidity(caller(r), b.playlistId, { showFrom: b.showFrom, showUntil: b.showUntil }, metaOf(r)),
  );
  post(
    '/playlist/expiring',
    'Published content that stops showing within 3 days (ours)',
    expiringContentBody,
    expiringContentResponse,
    read,
    (_b, r) => contentExpiry.expiring(caller(r)),
  );
  post('/playlist/update/slides/all/duration', 'Every slide the same duration', slidesAllDurationBody, playlistDetail, write, (b, r) =>
    slides.updateAllDurations(caller(r), b.playlistId, b.duration, metaOf(r)),
  );
  post('/playlist/updateSlideAnimation', 'Slide transition (applyToAll: every slide)', slideAnimationBody, playlistDetail, write, (b, r) =>
    slides.updateSlideAnimation(caller(r), b.playlistId, b.slideId, b.animation, b.applyToAll, metaOf(r)),
  );
  post('/playlist/assignTemplate', "A slide takes a template's document", assignTemplateBody, slideItem, write, (b, r) =>
    templates.assign(caller(r), b.playlistId, b.templateId, b.currentSlideId, metaOf(r)),
  );
  post('/playlist/updateSlideIndex', 'Move a slide', slideIndexBody, playlistDetail, write, (b, r) =>
    slides.updateSlideIndex(caller(r), b.playlistId, b.slideId, b.newIndex, b.oldIndex, metaOf(r)),
  );
  post('/playlist/updateSlideActions', 'Interactions (hot corners, jump to slide)', slideActionsBody, slideItem, write, (b, r) =>
    slides.updateSlideActions(caller(r), b.playlistId, b.slideId, b.actionData, metaOf(r)),
  );
  post('/playlist/updateSlideOverlay', 'The playlist overlay (null clears it)', playlistOverlayBody, playlistDetail, write, (b, r) =>
    slides.updateOverlay(caller(r), b.playlistId, b.overlayData, metaOf(r)),
  );

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
      const { auth, fields, key, sha256 } = await receiveThumbnail(storage, request, thumbnailFields, (a, f) =>
        slides.slideAt(a, f.playlistId, f.slideNumber),
      );
      return ok(await slides.setThumbnail(auth, fields.playlistId, fields.slideNumber, key, sha256, metaOf(request)));
    },
  );
  app.get(
    '/playlist/slide/:id/thumbnail/:sha256',
    { schema: { tags, summary: 'A slide thumbnail (immutable URL)', params: fileParams }, config: file },
    async (request, reply) => {
      const s = await slides.slideForServing(caller(request), request.params.id, request.params.sha256);
      return sendStored(request, reply, storage, {
        key: s.thumbnailKey as string,
        etag: s.thumbnailSha256 as string,
        mimeType: 'image/jpeg',
        name: `slide-${s.id}.jpg`,
      });
    },
  );
}
