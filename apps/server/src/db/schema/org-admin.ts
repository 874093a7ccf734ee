import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Impersonation consent (spec parts 4, 6; security.md TEN-6/7): a parent organization asks to act
 * inside a direct sub-organization; the sub-organization's owner accepts or rejects; either side
 * revokes. pending -> accepted | rejected; accepted -> revoked. At most one live (pending or
 * accepted) request per pair.
 */
export const impersonationRequests = pgTable(
  'impersonation_requests',
  {
    id: serial('id').primaryKey(),
    requesterOrganizationId: integer('requester_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recipientOrganizationId: integer('recipient_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull().default(''),
    /** pending | accepted | rejected | revoked */
    status: text('status').$type<'pending' | 'accepted' | 'rejected' | 'revoked'>().notNull().default('pending'),
    respondedByUserId: integer('responded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedByName: text('responded_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('impersonation_live_uq')
      .on(t.requesterOrganizationId, t.recipientOrganizationId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('impersonation_recipient_idx').on(t.recipientOrganizationId),
  ],
);
export type ImpersonationRequestRow = typeof impersonationRequests.$inferSelect;

/** An organization's price chart (spec 7.2 pricing): set by a managing ancestor; missing items inherit. */
export const organizationPricing = pgTable(
  'organization_pricing',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    valueCents: integer('value_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organization_pricing_item_uq').on(t.organizationId, t.item)],
);
