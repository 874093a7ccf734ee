import type { InvoiceSummary, InvoicesList } from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Invoice, InvoiceBuyer } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { localeOf } from '../auth/locale-of.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import { formatDate, formatMoney, invoiceFileName } from './invoice-format.ts';
import type { InvoiceIssuer, IssuedInvoice, IssueInvoiceInput } from './invoice-issuer.ts';
import { invoicePdf } from './invoice-pdf.ts';
import type { InvoicesRepository } from './invoices.repository.ts';

/** The mailer's attachment kind for an invoice's PDF (`{kind: 'invoice', id}` in the outbox row). */
export const INVOICE_ATTACHMENT = 'invoice';

/** `YYYY-NNNNNN`: the year of issue and the sequence of the seller in that year. */
export const invoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, '0')}`;

/** Tax of `subtotal` (minor units) at `basisPoints`, rounded half up to a minor unit. */
export const taxOf = (subtotal: number, basisPoints: number) => Math.round((subtotal * basisPoints) / 10_000);

/**
 * Invoices of card payments (docs/billing.md "Invoices"). The payment's fulfilment issues one
 * (`issue`, inside its transaction: the number, the rows and the mail to the owner commit with the
 * purchase or not at all); owners and admins of the organization, and its managing ancestors, list them
 * and download their PDFs, drawn on demand from the stored rows.
 */
export class InvoicesService implements InvoiceIssuer {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: InvoicesRepository,
    private readonly access: OrgAccess,
  ) {
    // The PDF attached to the invoice mail is drawn when the mail is delivered.
    ctx.mailer.attachments.set(INVOICE_ATTACHMENT, (id) => this.pdfFile(id));
  }

  async issue(tx: DbOrTx, input: IssueInvoiceInput): Promise<IssuedInvoice> {
    checkInput(input);
    const issued = (row: Invoice): IssuedInvoice => ({ id: row.id, number: row.number, totalAmount: row.totalAmount });
    const existing = await this.repo.byPayment(tx, input.paymentId);
    if (existing) return issued(existing);
    const org = await this.repo.organization(tx, input.organizationId);
    if (!org) throw new Error(`invoice for a missing organization ${input.organizationId}`);
    const root = await this.repo.root(tx);
    if (!root) throw new Error('no platform organization to issue invoices');
    const owner = org.ownerUserId ? await this.repo.user(tx, org.ownerUserId) : null;
    const now = this.ctx.now();
    const year = now.getUTCFullYear();

    await this.repo.lockCounter(tx, root.id, year);
    // Another transaction for the same payment may have committed while this one waited for the lock.
    const raced = await this.repo.byPayment(tx, input.paymentId);
    if (raced) return issued(raced);
    const sequence = await this.repo.nextSequence(tx, root.id, year, now);

    const lines = input.lines.map((l, i) => ({
      position: i + 1,
      description: l.description,
      item: l.item,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      amount: l.quantity * l.unitAmount,
    }));
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    const taxRateBasisPoints = Math.round(this.ctx.config.invoices.taxRatePercent * 100);
    const taxAmount = taxOf(subtotal, taxRateBasisPoints);
    const locale = owner ? localeOf(owner) : 'en';
    const buyer: InvoiceBuyer = {
      name: org.name,
      address: org.address,
      city: org.city,
      state: org.state,
      country: org.country,
      contactEmail: org.contactEmail,
      ownerName: owner?.fullname ?? '',
      ownerEmail: owner?.email ?? '',
      locale,
      timeZone: org.timeZone,
    };
    const row = await this.repo.insert(
      tx,
      {
        issuerOrganizationId: root.id,
        organizationId: org.id,
        number: invoiceNumber(year, sequence),
        year,
        sequence,
        paymentId: input.paymentId,
        provider: input.provider,
        providerReference: input.providerReference,
        currency: input.currency.toLowerCase(),
        subtotalAmount: subtotal,
        taxRateBasisPoints,
        taxAmount,
        totalAmount: subtotal + taxAmount,
        buyer,
        seller: { ...this.ctx.config.invoices.seller },
        issuedAt: now,
        paidAt: input.paidAt,
      },
      lines,
    );
    if (owner) {
      await this.ctx.mailer.queue(
        tx,
        owner.email,
        {
          kind: 'invoiceIssued',
          name: owner.fullname,
          organization: org.name,
          number: row.number,
          total: formatMoney(row.totalAmount, row.currency, locale),
          date: formatDate(row.issuedAt, locale, org.timeZone),
          link: `${this.ctx.config.publicUrl}/home/licensing/${org.id}`,
        },
        locale,
        { attachments: [{ kind: INVOICE_ATTACHMENT, id: row.id }] },
      );
    }
    return issued(row);
  }

  /** GET /organizations/{id}/invoices: owner/admin of the organization, or a managing ancestor. */
  async list(auth: AuthContext, organizationId: number): Promise<InvoicesList> {
    const org = await this.access.editable(auth, organizationId);
    const rows = await this.repo.listOf(org.id);
    const lines = await this.repo.linesOf(rows.map((r) => r.id));
    return {
      invoices: rows.map((r) =>
        summary(
          r,
          lines.filter((l) => l.invoiceId === r.id).map((l) => l.description),
        ),
      ),
    };
  }

  /** GET /organizations/{id}/invoices/{invoiceId}/pdf: the same readers; another organization's invoice is 404. */
  async pdf(auth: AuthContext, organizationId: number, invoiceId: number): Promise<MailAttachment> {
    const org = await this.access.editable(auth, organizationId);
    const row = await this.repo.find(invoiceId);
    if (!row || row.organizationId !== org.id) throw notFound();
    return this.render(row);
  }

  /** The PDF of an invoice (the mail's attachment). */
  async pdfFile(id: number): Promise<MailAttachment> {
    const row = await this.repo.find(id);
    if (!row) throw new Error(`invoice ${id} missing`);
    return this.render(row);
  }

  private async render(row: Invoice): Promise<MailAttachment> {
    const lines = await this.repo.linesOf([row.id]);
    return { filename: invoiceFileName(row.number), contentType: 'application/pdf', content: await invoicePdf(row, lines) };
  }
}

function summary(r: Invoice, descriptions: string[]): InvoiceSummary {
  return {
    id: r.id,
    number: r.number,
    issuedAt: r.issuedAt.toISOString(),
    paidAt: r.paidAt.toISOString(),
    currency: r.currency,
    subtotalAmount: r.subtotalAmount,
    taxAmount: r.taxAmount,
    totalAmount: r.totalAmount,
    taxRateBasisPoints: r.taxRateBasisPoints,
    descriptions,
  };
}

/** What the payments module hands in is its own data: a mistake there is a bug, never a user's input. */
function checkInput(input: IssueInvoiceInput) {
  const bad = (what: string) => new Error(`invoice input: ${what}`);
  if (!Number.isSafeInteger(input.paymentId) || input.paymentId < 1) throw bad('paymentId');
  if (!/^[a-z]{3}$/i.test(input.currency)) throw bad('currency');
  if (!input.lines.length) throw bad('no lines');
  for (const l of input.lines) {
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 1) throw bad('quantity');
    if (!Number.isSafeInteger(l.unitAmount) || l.unitAmount < 0) throw bad('unitAmount');
    if (!l.description.trim()) throw bad('description');
  }
  if (!(input.paidAt instanceof Date) || Number.isNaN(input.paidAt.getTime())) throw bad('paidAt');
}
