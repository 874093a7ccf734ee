import { messageCreateBody, messageIdBody, messageListBody, messageSummary, messageUpdateBody, okResult } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';

const tags = ['messages'];
const base = { auth: 'session' as const, permission: 'messages.view' as const, feature: 'enableMessages' as const };
const read = { access: base };
const write = { access: { ...base, write: true } };

/** Screen messages (docs/alerts.md): owner, admin, screen manager, staff, behind enableMessages. */
export async function messagesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { screenMessages: service } = app.services;
  const post = jsonPost(app, tags);

  post('/messages/list', "The organization's messages, newest start first", messageListBody, z.array(messageSummary), read, (b, r) =>
    service.list(caller(r), b.organizationId),
  );
  post('/messages/create', 'A new ticker or banner', messageCreateBody, messageSummary, write, (b, r) =>
    service.create(caller(r), b, metaOf(r)),
  );
  post('/messages/update', 'Change a message', messageUpdateBody, messageSummary, write, (b, r) => service.update(caller(r), b, metaOf(r)));
  post('/messages/stop', 'End a message now (idempotent)', messageIdBody, messageSummary, write, (b, r) =>
    service.stop(caller(r), b.messageId, metaOf(r)),
  );
  post('/messages/delete', 'Delete a message', messageIdBody, okResult, write, (b, r) => service.remove(caller(r), b.messageId, metaOf(r)));
}
