import type { DbOrTx } from '../../db/client.ts';

/**
 * The seam between payments and invoices (docs/billing.md "Invoices"): a confirmed payment's fulfilment issues its
 * invoice through this interface, inside the fulfilment's own transaction, so an invoice exists
 * exactly when the purchase was applied. Implemented by `InvoicesService` (modules/invoices).
 */

/** One line of an invoice. Amounts are in minor units (cents) of the invoice's currency, before tax. */
export interface InvoiceLineInput {
  /** What the buyer sees, in the buyer's language where known (e.g. "Licence extension, 3 years × 12 screens"). */
  description: string;
  /** What was bought: a pricing item (spec 7.2) or another purchasable's code (e.g. `device_increment`). */
  item: string;
  quantity: number;
  /** Price of one unit, minor units, before tax. */
  unitAmount: number;
}

export interface IssueInvoiceInput {
  /** The buyer organization. */
  organizationId: number;
  /** Our payment record's id. Issuing twice for one payment returns the first invoice (idempotent). */
  paymentId: number;
  /** Which payment provider took the money (`stripe`, `test`). */
  provider: string;
  /** The provider's reference (Stripe Checkout Session id, the test provider's id). */
  providerReference: string;
  /** ISO 4217, lower case (`eur`). */
  currency: string;
  lines: InvoiceLineInput[];
  paidAt: Date;
}

export interface IssuedInvoice {
  id: number;
  /** Gapless per issuer, e.g. `2026-000042`. */
  number: string;
  /** Sum of lines plus tax, minor units. */
  totalAmount: number;
}

export interface InvoiceIssuer {
  /**
   * Issues the invoice for a confirmed payment inside the caller's transaction (numbering included,
   * so a rolled-back fulfilment leaves no gap). Mailing the PDF to the owner is queued as a job in the
   * same transaction and happens after commit.
   */
  issue(tx: DbOrTx, input: IssueInvoiceInput): Promise<IssuedInvoice>;
}
