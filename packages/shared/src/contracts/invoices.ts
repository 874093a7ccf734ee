import { z } from 'zod';

/*
 * Invoices of card payments (spec 2.4 "licence (…, price chart, invoice)", part 3 invoice;
 * docs/billing.md "Invoices"). Read-only: an invoice is issued by the payment's fulfilment, never through
 * the API. GET /api/organizations/{id}/invoices lists an organization's invoices (owner/admin of it, or a
 * managing ancestor); GET /api/organizations/{id}/invoices/{invoiceId}/pdf answers the PDF.
 */

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  /** `YYYY-NNNNNN`, gapless per seller and year. */
  number: z.string(),
  issuedAt: z.string(),
  paidAt: z.string(),
  /** ISO 4217, lower case. */
  currency: z.string(),
  /** Minor units (cents). */
  subtotalAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  /** Tax rate in basis points (2500 = 25 %). */
  taxRateBasisPoints: z.number().int(),
  /** The lines' descriptions, in order (the list shows them as a summary). */
  descriptions: z.array(z.string()),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicesResponse = z.object({ invoices: z.array(invoiceSummarySchema) });
export type InvoicesList = z.infer<typeof invoicesResponse>;
