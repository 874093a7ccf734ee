import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Invoices of card payments (docs/billing.md "Invoices"). An invoice is written once, in the
 * payment's fulfilment transaction, and never changed: the buyer and seller are copied into it (later
 * edits of the organization or of the seller configuration do not change an issued invoice), and its
 * PDF is drawn from these rows on demand.
 */

/** The buyer as it was when the invoice was issued. */
export interface InvoiceBuyer {
  name: string;
  address: string;
  city: string;
  state: string;
  country: string;
  contactEmail: string;
  ownerName: string;
  ownerEmail: string;
  /** The owner's language at issue time: the PDF's labels and number formats, and the mail's language. */
  locale: string;
  /** The organization's time zone at issue time: the days the PDF prints. */
  timeZone: string;
}

/** The seller (INVOICE_SELLER_NAME, _ADDRESS, _TAX_ID) as configured when the invoice was issued. */
export interface InvoiceSeller {
  name: string;
  address: string;
  taxId: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** The seller: the platform's root organization. */
    issuerOrganizationId: integer('issuer_organization_id').notNull(),
    /**
     * The buyer. No foreign key on purpose: an invoice is bookkeeping and outlives its buyer (a deleted
     * organization's invoices stay, with the buyer as it was in `buyer`).
     */
    organizationId: integer('organization_id').notNull(),
    /** `YYYY-NNNNNN`: the year and the sequence, gapless per issuer and year. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** The payment (payments module) this invoice is for: one invoice per payment. */
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    /** ISO 4217, lower case. */
    currency: text('currency').notNull(),
    /** Minor units (cents). */
    subtotalAmount: integer('subtotal_amount').notNull(),
    /** Basis points: 2500 = 25 %. */
    taxRateBasisPoints: integer('tax_rate_bp').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_payment_uq').on(t.paymentId),
    uniqueIndex('invoices_issuer_number_uq').on(t.issuerOrganizationId, t.number),
    index('invoices_org_issued_idx').on(t.organizationId, t.issuedAt),
  ],
);
export type Invoice = typeof invoices.$inferSelect;

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** 1, 2, … in the order given. */
    position: integer('position').notNull(),
    description: text('description').notNull(),
    item: text('item').notNull(),
    quantity: integer('quantity').notNull(),
    /** Minor units, before tax. */
    unitAmount: integer('unit_amount').notNull(),
    /** quantity × unitAmount. */
    amount: integer('amount').notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_position_uq').on(t.invoiceId, t.position)],
);
export type InvoiceLine = typeof invoiceLines.$inferSelect;

/**
 * The last number given per issuer and year. Taken with a row lock inside the issuing transaction
 * (`SELECT … FOR UPDATE`, then `UPDATE … RETURNING`): concurrent issues wait for each other, and a
 * transaction that rolls back gives its number back with it (no gap).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    issuerOrganizationId: integer('issuer_organization_id').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.issuerOrganizationId, t.year] })],
);
