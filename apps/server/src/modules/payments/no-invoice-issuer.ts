import type { DbOrTx } from '../../db/client.ts';
import type { InvoiceIssuer, IssuedInvoice, IssueInvoiceInput } from '../invoices/invoice-issuer.ts';

/**
 * INTERIM: stands in for `InvoicesService` (modules/invoices) until payments and invoices are merged;
 * composition.ts then passes InvoicesService instead and this file is deleted. It writes nothing and
 * answers a synthetic invoice (id 0, number `NO-INVOICE-<paymentId>`, total = the lines' sum).
 */
export class NoInvoiceIssuer implements InvoiceIssuer {
  async issue(_tx: DbOrTx, input: IssueInvoiceInput): Promise<IssuedInvoice> {
    return {
      id: 0,
      number: `NO-INVOICE-${input.paymentId}`,
      totalAmount: input.lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0),
    };
  }
}
