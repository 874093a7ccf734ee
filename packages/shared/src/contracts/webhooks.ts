import { z } from 'zod';
import { freeText, recordId, sessionKey } from './common.ts';

/*
 * Outbound webhooks (docs/webhooks.md): an organization's owners and admins subscribe HTTPS addresses
 * to events; every delivery is signed with the subscription's secret (shown once). POST /api/webhooks/…
 * with JSON bodies; `organizationId` is optional (default: the acting organization; a managing parent
 * may name a sub-organization it manages).
 */

/** The events a subscription may ask for. `webhook.test` is only ever sent by "Send a test event". */
export const WEBHOOK_EVENTS = [
  'screen.offline',
  'screen.online',
  'alert.triggered',
  'alert.ended',
  'playlist.published',
  'media.ready',
  'media.failed',
  'stats.daily_summary',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number] | 'webhook.test';

/** Subscriptions per organization. */
export const WEBHOOK_MAX_PER_ORGANIZATION = 20;
export const WEBHOOK_URL_MAX = 2000;

export const webhookUrl = freeText('FIELD_REQUIRED')
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(WEBHOOK_URL_MAX, { error: 'NAME_TOO_LONG' });
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'FIELD_INVALID' }), { error: 'FIELD_INVALID' })
  .min(1, { error: 'WEBHOOK_EVENTS_REQUIRED' })
  .max(WEBHOOK_EVENTS.length, { error: 'FIELD_INVALID' })
  .transform((list) => WEBHOOK_EVENTS.filter((e) => list.includes(e)));

export const webhookListBody = z.strictObject({ sessionKey, organizationId: recordId.optional() });
export const webhookCreateBody = z.strictObject({
  sessionKey,
  organizationId: recordId.optional(),
  url: webhookUrl,
  events,
  enabled: z.boolean({ error: 'FIELD_INVALID' }).optional().default(true),
});
export const webhookUpdateBody = z.strictObject({
  sessionKey,
  webhookId: recordId,
  url: webhookUrl,
  events,
  enabled: z.boolean({ error: 'FIELD_INVALID' }),
});
export const webhookIdBody = z.strictObject({ sessionKey, webhookId: recordId });
export const webhookDeliveriesBody = z.strictObject({
  sessionKey,
  webhookId: recordId,
  limit: z
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(200, { error: 'FIELD_INVALID' })
    .optional(),
});
export const webhookRedeliverBody = z.strictObject({ sessionKey, webhookId: recordId, deliveryId: recordId });

export const webhookSummary = z.object({
  id: z.number(),
  organizationId: z.number(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Switched off by the server after failing continuously (null: on, or switched off by a person). */
  disabledReason: z.enum(['failing']).nullable(),
  /** The first characters of the secret, to tell secrets apart. */
  secretPrefix: z.string(),
  lastDeliveryAt: z.string().nullable(),
  /** The last attempt: 'ok' (2xx), 'failed', or null before any. */
  lastStatus: z.enum(['ok', 'failed']).nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookSummary = z.infer<typeof webhookSummary>;

/** Create and rotate: the subscription and its secret, answered once. */
export const webhookSecret = z.object({ webhook: webhookSummary, secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecret>;

/** One attempt of one delivery (the delivery log). */
export const webhookAttempt = z.object({
  id: z.number(),
  deliveryId: z.number(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number(),
  at: z.string(),
  statusCode: z.number().nullable(),
  /** Why it failed without an HTTP status: timeout, unreachable, blocked, tooManyRedirects, … */
  error: z.string().nullable(),
  durationMs: z.number(),
  ok: z.boolean(),
  /** The delivery's state now: pending (a retry is due), delivered, failed (given up). */
  deliveryStatus: z.enum(['pending', 'delivered', 'failed']),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;
export const webhookDeliveries = z.object({ attempts: z.array(webhookAttempt) });

export const webhookSendResult = z.object({ deliveryId: z.number(), eventId: z.string() });
