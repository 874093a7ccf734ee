import type { AlertMode, AlertType, IntegrationProvider } from '@signage/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './media.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Which screens an alert, a CAP integration or a message goes to (docs/alerts.md): every screen of
 * the organization, or devices (internal ids, resolved from device keys when written) and groups (a
 * group includes its sub-groups). Ids of removed devices or groups simply match nothing.
 */
export interface StoredTargets {
  all: boolean;
  deviceIds: number[];
  groupIds: number[];
}

/** An alert (docs/alerts.md): an alert's design and targets. Whether it is on air is its open activation. */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<AlertType>().notNull(),
    description: text('description').notNull(),
    instructions: text('instructions').notNull(),
    mode: text('mode').$type<AlertMode>().notNull(),
    durationSeconds: integer('duration_seconds'),
    audioMediaId: integer('audio_media_id').references(() => media.id, { onDelete: 'set null' }),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    targets: jsonb('targets').$type<StoredTargets>().notNull(),
    /** Set for alerts a CAP integration made (its identifier), so an Update or Cancel finds them. */
    capIdentifier: text('cap_identifier'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alerts_org_name_idx').on(t.organizationId, sql`lower(${t.name})`)],
);
export type AlertRow = typeof alerts.$inferSelect;

/**
 * One time an alert went on air. Open while `ended_at` is null and (`ends_at` is null or in the
 * future); at most one open activation per alert (a partial unique index on open rows is not enough
 * for a broadcast that ran out, so the service closes a stale one before opening the next).
 */
export const alertActivations = pgTable(
  'alert_activations',
  {
    id: serial('id').primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    startedByUserId: integer('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startedByIntegrationId: integer('started_by_integration_id'),
    /** The actor's name when it started (kept if the user or integration is removed). */
    startedByName: text('started_by_name'),
    startedByKind: text('started_by_kind').$type<'user' | 'integration'>().notNull(),
    endedByKind: text('ended_by_kind').$type<'user' | 'integration' | 'duration'>(),
    endedByName: text('ended_by_name'),
  },
  (t) => [
    index('alert_activations_alert_idx').on(t.alertId, t.startedAt),
    index('alert_activations_org_open_idx').on(t.organizationId).where(sql`${t.endedAt} is null`),
    uniqueIndex('alert_activations_one_open_idx').on(t.alertId).where(sql`${t.endedAt} is null`),
  ],
);
export type AlertActivationRow = typeof alertActivations.$inferSelect;

/** What each screen confirmed for an activation (the player's `alert-receipts`). No device FK: history outlives devices. */
export const alertReceipts = pgTable(
  'alert_receipts',
  {
    activationId: integer('activation_id')
      .notNull()
      .references(() => alertActivations.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.activationId, t.deviceId] })],
);

/**
 * A way in for another system (docs/alerts.md): calling its URLs triggers or ends its linked alerts. The API
 * key (≥ 128 bits) is stored as its SHA-256 only; `key_prefix` tells keys apart in the CMS.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provider: text('provider').$type<IntegrationProvider>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    alertIds: integer('alert_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** CAP: where its alerts go. */
    targets: jsonb('targets').$type<StoredTargets | null>(),
    capFeedUrl: text('cap_feed_url'),
    lastCalledAt: timestamp('last_called_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integrations_key_hash_idx').on(t.keyHash),
    uniqueIndex('integrations_org_name_idx').on(t.organizationId, sql`lower(${t.name})`),
  ],
);
export type IntegrationRow = typeof integrations.$inferSelect;

/** A screen message (docs/alerts.md "Messages"): a ticker or banner shown over the running content (below alerts). */
export const screenMessages = pgTable(
  'screen_messages',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    style: text('style').$type<'ticker' | 'banner'>().notNull(),
    position: text('position').$type<'top' | 'bottom'>().notNull(),
    speed: text('speed').$type<'slow' | 'normal' | 'fast'>().notNull(),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
    targets: jsonb('targets').$type<StoredTargets>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('screen_messages_org_idx').on(t.organizationId, t.startsAt)],
);
export type ScreenMessageRow = typeof screenMessages.$inferSelect;
