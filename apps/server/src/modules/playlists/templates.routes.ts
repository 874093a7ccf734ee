import {
  countResponse,
  envelope,
  recordIdParam,
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
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf, ok } from '../../lib/http.ts';
import { sendStored } from '../../lib/serve-stored.ts';
import { contentRead, file, fileParams, write } from './route-access.ts';
import { receiveThumbnail } from './thumbnail-upload.ts';

const thumbnailFields = z.object({ templateId: recordIdParam });

/**
 * Templates (spec 7.7 and ours): registered by `playlistsRoutes` in its scope, which reads multipart
 * forms for the thumbnail upload.
 */
export function templatesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { templates, storage } = app.services;
  const tags = ['templates'];
  const post = jsonPost(app, tags);

  post('/template/create', 'New template (slideData, or from a playlist slide)', templateCreateBody, templateDetail, write, (b, r) =>
    templates.create(caller(r), b, metaOf(r)),
  );
  post('/template/list', 'Templates of a section', templateListBody, templateListResponse, contentRead, (b, r) =>
    templates.list(caller(r), b.section),
  );
  post('/template/get', 'One template with its slide document', templateIdBody, templateDetail, contentRead, (b, r) =>
    templates.get(caller(r), b.templateId),
  );
  post('/template/rename', 'Rename', templateRenameBody, templateDetail, write, (b, r) =>
    templates.rename(caller(r), b.templateId, b.name, metaOf(r)),
  );
  post('/template/update', "Replace the template's slide document", templateUpdateBody, templateDetail, write, (b, r) =>
    templates.update(caller(r), b.templateId, b.slideData, metaOf(r)),
  );
  post('/template/share', 'My ↔ shared (creator only)', templateShareBody, templateDetail, write, (b, r) =>
    templates.share(caller(r), b.templateId, b.shared, metaOf(r)),
  );
  post('/template/remove', 'Delete', templateIdBody, countResponse, write, (b, r) => templates.remove(caller(r), b.templateId, metaOf(r)));
  post(
    '/template/copyToStock',
    'Copy an own template to stock for selected sub-organizations (ours)',
    templateCopyToStockBody,
    templateItem,
    write,
    (b, r) => templates.copyToStock(caller(r), b.templateId, b.orgShareIds, metaOf(r)),
  );

  app.post(
    '/template/updateThumbnail',
    {
      schema: {
        tags,
        summary: 'Template thumbnail (ours; multipart: sessionKey, templateId, thumbnail = JPEG ≤ 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(templateThumbnailResponse) },
      },
      config: { access: { ...write.access, form: true } },
    },
    async (request) => {
      const { auth, fields, key, sha256 } = await receiveThumbnail(storage, request, thumbnailFields, (a, f) =>
        templates.assertEditable(a, f.templateId),
      );
      return ok(await templates.setThumbnail(auth, fields.templateId, key, sha256, metaOf(request)));
    },
  );
  app.get(
    '/template/:id/thumbnail/:sha256',
    { schema: { tags, summary: 'A template thumbnail (immutable URL)', params: fileParams }, config: file },
    async (request, reply) => {
      const t = await templates.thumbnailForServing(caller(request), request.params.id, request.params.sha256);
      return sendStored(request, reply, storage, {
        key: t.thumbnailKey,
        etag: t.thumbnailSha256,
        mimeType: 'image/jpeg',
        name: `template-${t.id}.jpg`,
      });
    },
  );
}
