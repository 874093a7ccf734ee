import type { PaymentAddon, PaymentLine, PaymentStatus, Purchase } from '@signage/shared';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** What a fulfilled purchase added (shown on the payment result page). */
export interface PaymentResult {
  creditsAdded?: number;
  totalCredits?: number;
  validityExpiresAt?: string;
  addon?: PaymentAddon;
  numDevices?: number;
  numUsers?: number;
}

/**
 * Card payments (docs/billing.md): one row per checkout. `fulfilled_at` is set by the one
 * conditional UPDATE that applies the purchase (exactly once, whoever confirms the payment first).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** stripe | test */
    provider: text('provider').notNull(),
    /** The Stripe Checkout Session id; the test provider's own reference. */
    providerReference: text('provider_reference'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    purchase: jsonb('purchase').$type<Purchase>().notNull(),
    lines: jsonb('lines').$type<PaymentLine[]>().notNull(),
    /** Minor units, with tax. */
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull().default(0),
    currency: text('currency').notNull(),
    failureCode: text('failure_code'),
    result: jsonb('result').$type<PaymentResult>(),
    invoiceId: integer('invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_uq').on(t.provider, t.providerReference),
    index('payments_org_idx').on(t.organizationId, t.createdAt),
  ],
);

/** Provider events already handled (a webhook delivered again is a no-op). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

export type Payment = typeof payments.$inferSelect;
