import type { WebhookEventType } from '@signage/shared';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Outbound webhooks (docs/webhooks.md): an organization's subscriptions, one delivery per event and
 * subscription, one attempt row per try (the delivery log, pruned after WEBHOOK_LOG_DAYS).
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** 'failing': switched off by the server after failing continuously; null otherwise. */
    disabledReason: text('disabled_reason').$type<'failing'>(),
    /** The signing secret, sealed (lib/crypto.ts encryptSecret). */
    secretSealed: text('secret_sealed').notNull(),
    secretPrefix: text('secret_prefix').notNull(),
    /** The first failed attempt since the last success (null: the last attempt succeeded, or none yet). */
    failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true, mode: 'date' }),
    lastStatus: text('last_status').$type<'ok' | 'failed'>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('webhook_subscriptions_org_idx').on(t.organizationId)],
);
export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;

/** One event for one subscription: the body is fixed when the event happens, signed again at each attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull(),
    /** Stable across attempts and instances: receivers drop duplicates by it. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    /** The JSON body sent, exactly (what the signature covers). */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One delivery per event and subscription, whichever instance (or repeated run) emits it.
    uniqueIndex('webhook_deliveries_event_uq').on(t.subscriptionId, t.eventId),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** One attempt of a delivery: the delivery log the CMS shows. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').notNull(),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    ok: boolean('ok').notNull(),
  },
  (t) => [index('webhook_attempts_subscription_idx').on(t.subscriptionId, t.at)],
);
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
