import {
  okResult,
  webhookCreateBody,
  webhookDeliveries,
  webhookDeliveriesBody,
  webhookIdBody,
  webhookListBody,
  webhookRedeliverBody,
  webhookSecret,
  webhookSendResult,
  webhookSummary,
  webhookUpdateBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';

const tags = ['webhooks'];
const base = { auth: 'session' as const, permission: 'organizations.manage' as const };
const read = { access: base };
const write = { access: { ...base, write: true } };

/** Outbound webhooks (docs/webhooks.md): owner and admin of the organization (or a managing parent). */
export async function webhooksRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { webhooks: service } = app.services;
  const post = jsonPost(app, tags);

  post('/webhooks/list', "The organization's webhooks", webhookListBody, z.array(webhookSummary), read, (b, r) =>
    service.list(caller(r), b.organizationId),
  );
  post('/webhooks/create', 'A new webhook; the answer carries its signing secret, once', webhookCreateBody, webhookSecret, write, (b, r) =>
    service.create(caller(r), b, metaOf(r)),
  );
  post('/webhooks/update', 'Change a webhook (address, events, on or off)', webhookUpdateBody, webhookSummary, write, (b, r) =>
    service.update(caller(r), b, metaOf(r)),
  );
  post('/webhooks/rotate', 'A new signing secret (the old one stops at once); answered once', webhookIdBody, webhookSecret, write, (b, r) =>
    service.rotate(caller(r), b.webhookId, metaOf(r)),
  );
  post('/webhooks/delete', 'Delete a webhook and its delivery log', webhookIdBody, okResult, write, (b, r) =>
    service.remove(caller(r), b.webhookId, metaOf(r)),
  );
  post('/webhooks/test', 'Send a test event to the webhook', webhookIdBody, webhookSendResult, write, (b, r) =>
    service.sendTest(caller(r), b.webhookId),
  );
  post(
    '/webhooks/deliveries',
    "The webhook's delivery log (latest attempts first)",
    webhookDeliveriesBody,
    webhookDeliveries,
    read,
    (b, r) => service.deliveries(caller(r), b.webhookId, b.limit),
  );
  post('/webhooks/redeliver', 'Send a failed delivery again', webhookRedeliverBody, webhookSendResult, write, (b, r) =>
    service.redeliver(caller(r), b.webhookId, b.deliveryId),
  );
}
