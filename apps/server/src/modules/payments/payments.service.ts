import {
  CREDITS_PER_PACK,
  EXTENSION_YEARS,
  type Locale,
  MAX_CREDIT_PACKS,
  PAYMENT_ADDONS,
  type PackageInfo,
  type PaymentAddon,
  type HeldPayments,
  type PaymentView,
  type Purchasables,
  type Purchase,
  TEST_CARD_DECLINES,
  type testPaymentBody,
} from '@signage/shared';
import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, AuthContext, LicenceView } from '../../core/context.ts';
import { type Payment, type PaymentResult, paymentEvents, payments } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import type { InvoiceIssuer, InvoiceLineInput } from '../invoices/invoice-issuer.ts';
import type { LicenceManagementService } from '../licences/licence-management.service.ts';
import type { LicencesRepository } from '../licences/licences.repository.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import { type CheckoutState, type PaymentProvider, PaymentProviderError, WebhookSignatureError } from './payment-providers.ts';
import { CHECKOUT_MISMATCH, checkoutMismatch, isMismatch } from './checkout-match.ts';
import { describe, pricingItemOf, taxLabel } from './purchase-lines.ts';

/** The licence flag each add-on switches on. */
export const ADDON_FLAGS: Record<PaymentAddon, keyof PackageInfo> = {
  weather: 'weatherAddOn',
  news: 'newsAddOn',
  facebook: 'facebookAddOn',
  instagram: 'instagramAddOn',
  qrcode: 'qrCodeAddOn',
  canva: 'canvaAddOn',
  ai_assistant: 'aiAssistant',
};

type Block = 'PAYMENT_NOT_PRICED' | 'PAYMENT_ADDON_ACTIVE' | 'PAYMENT_LICENCE_UNLIMITED' | 'PAYMENT_LIMIT_UNLIMITED';

interface Quote {
  purchase: Purchase;
  /** Items only, before tax (what the invoice lists). */
  lines: InvoiceLineInput[];
  subtotal: number;
  tax: number;
  total: number;
  blockedBy: Block | null;
}

const providerFailed = () => new AppError(502, 'PAYMENT_PROVIDER_FAILED');

/** `date` plus `years` calendar years (29 February lands on 28 February). */
function addYears(date: Date, years: number): Date {
  const out = new Date(date.getTime());
  out.setUTCFullYear(out.getUTCFullYear() + years);
  if (out.getUTCDate() !== date.getUTCDate()) out.setUTCDate(0);
  return out;
}

/**
 * Card payments (docs/billing.md): what an organization can buy, priced by the server from its
 * price chart; checkouts at the configured provider; and fulfilment exactly once — whichever of the
 * provider's webhook, the return page's verification or the test card form confirms a payment first
 * applies it, in one transaction with the invoice and the activity entry.
 */
export class PaymentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly licences: LicencesService,
    private readonly licencesRepo: LicencesRepository,
    private readonly management: LicenceManagementService,
    private readonly tree: OrganizationTree,
    private readonly access: OrgAccess,
    /** Issues the invoice inside the fulfilment transaction (tests put a recording issuer here). */
    public invoiceIssuer: InvoiceIssuer,
    private readonly provider: PaymentProvider | null,
  ) {}

  get providerName(): 'stripe' | 'test' | 'off' {
    return this.provider?.id ?? 'off';
  }

  /** The caller's own organization only (owner/admin by the route's permission); any other id is 404. */
  private ownOrganization(auth: AuthContext, organizationId: number): number {
    if (auth.organization.id !== organizationId) throw notFound();
    return organizationId;
  }

  private async quote(organizationId: number, purchase: Purchase, view: LicenceView, locale: Locale): Promise<Quote> {
    const chart = await this.management.priceChartOf(organizationId);
    const item = pricingItemOf(purchase);
    const unitAmount = Math.round((chart.find((p) => p.item === item)?.value ?? 0) * 100);
    let quantity = 1;
    let blockedBy: Block | null = null;
    if (purchase.kind === 'extension') {
      const devices = view.row?.numDevices ?? null;
      if (!view.row || view.row.validityExpiresAt === null || devices === null || devices < 1) blockedBy = 'PAYMENT_LICENCE_UNLIMITED';
      else quantity = devices;
    } else if (purchase.kind === 'addon') {
      if (view.info[ADDON_FLAGS[purchase.addon]] === true) blockedBy = 'PAYMENT_ADDON_ACTIVE';
    } else if (purchase.kind === 'devices' || purchase.kind === 'users') {
      const current = purchase.kind === 'devices' ? view.row?.numDevices : view.row?.numUsers;
      if (!view.row || current === null || current === undefined) blockedBy = 'PAYMENT_LIMIT_UNLIMITED';
      quantity = purchase.count;
    } else {
      quantity = purchase.packs;
    }
    if (!blockedBy && unitAmount <= 0) blockedBy = 'PAYMENT_NOT_PRICED';
    const lines: InvoiceLineInput[] = [{ description: describe(purchase, locale), item, quantity, unitAmount }];
    const subtotal = quantity * unitAmount;
    const tax = Math.round((subtotal * this.ctx.config.payments.taxRate) / 100);
    return { purchase, lines, subtotal, tax, total: subtotal + tax, blockedBy };
  }

  /** What the organization can buy now, priced. */
  async purchasables(auth: AuthContext, organizationId: number, meta: RequestMeta): Promise<Purchasables> {
    const org = this.ownOrganization(auth, organizationId);
    const view = await this.licences.viewForOrg(org);
    const all: Purchase[] = [
      ...EXTENSION_YEARS.map((years) => ({ kind: 'extension' as const, years })),
      ...PAYMENT_ADDONS.map((addon) => ({ kind: 'addon' as const, addon })),
      { kind: 'credits' as const, packs: 1 },
      { kind: 'devices' as const, count: 1 },
      { kind: 'users' as const, count: 1 },
    ];
    const items = [];
    for (const purchase of all) {
      const q = await this.quote(org, purchase, view, meta.locale);
      items.push({ purchase, subtotal: q.subtotal, total: q.total, lines: q.lines, blockedBy: q.blockedBy });
    }
    const { currency, taxRate } = this.ctx.config.payments;
    return { provider: this.providerName, currency, taxRate, items };
  }

  /** Starts a checkout: a pending payment priced now, and the provider's page to pay it on. */
  async checkout(auth: AuthContext, organizationId: number, purchase: Purchase, meta: RequestMeta) {
    const org = this.ownOrganization(auth, organizationId);
    const provider = this.provider;
    if (!provider) throw new AppError(409, 'PAYMENTS_NOT_CONFIGURED');
    if (purchase.kind === 'credits' && purchase.packs > MAX_CREDIT_PACKS) throw fieldError('purchase.packs', 'FIELD_INVALID');
    const q = await this.quote(org, purchase, await this.licences.viewForOrg(org), meta.locale);
    if (q.blockedBy) throw new AppError(400, q.blockedBy);
    await this.ctx.rate.admit(limit('payment-checkout:user', auth.user.id));
    const { currency, taxRate } = this.ctx.config.payments;
    const [row] = await this.ctx.db
      .insert(payments)
      .values({
        organizationId: org,
        userId: auth.user.id,
        provider: provider.id,
        status: 'pending',
        purchase,
        lines: q.lines,
        amount: q.total,
        taxAmount: q.tax,
        currency,
      })
      .returning({ id: payments.id });
    const paymentId = (row as { id: number }).id;
    const result = `${this.ctx.config.publicUrl}/payment/result?payment=${paymentId}`;
    const providerLines =
      q.tax > 0 ? [...q.lines, { description: taxLabel(meta.locale, taxRate), item: 'tax', quantity: 1, unitAmount: q.tax }] : q.lines;
    try {
      const created = await provider.createCheckout({
        paymentId,
        currency,
        lines: providerLines,
        successUrl: `${result}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${result}&cancelled=1`,
        customerEmail: auth.user.email,
      });
      await this.ctx.db
        .update(payments)
        .set({ providerReference: created.reference, updatedAt: this.ctx.now() })
        .where(eq(payments.id, paymentId));
      return { paymentId, redirectUrl: created.url };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.ctx.log.warn({ paymentId, reason: error.message }, 'payment checkout could not be created');
      await this.ctx.db
        .update(payments)
        .set({ status: 'failed', failureCode: 'provider_unreachable', updatedAt: this.ctx.now() })
        .where(eq(payments.id, paymentId));
      throw providerFailed();
    }
  }

  private async ownPayment(auth: AuthContext, organizationId: number, paymentId: number): Promise<Payment> {
    const org = this.ownOrganization(auth, organizationId);
    const [row] = await this.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.organizationId, org)));
    if (!row) throw notFound();
    return row;
  }

  /** The result page's call: while pending, asks the provider (Stripe: the Checkout Session) and fulfils a paid one. */
  async verify(auth: AuthContext, organizationId: number, paymentId: number): Promise<PaymentView> {
    let row = await this.ownPayment(auth, organizationId, paymentId);
    // Paid but not applied (not a mismatch): a reload of the result page tries once more.
    const retry = row.status === 'paid_unfulfilled' && !isMismatch(row.failureCode);
    if (retry && row.provider === 'test') {
      await this.fulfil(row.id);
      row = await this.ownPayment(auth, organizationId, paymentId);
    } else if ((row.status === 'pending' || retry) && this.provider && row.provider === this.provider.id && row.providerReference) {
      let state: CheckoutState | null;
      try {
        state = await this.provider.retrieve(row.providerReference);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        this.ctx.log.warn({ paymentId, reason: error.message }, 'payment verification could not reach the provider');
        throw providerFailed();
      }
      if (state) await this.apply(row, state);
      row = await this.ownPayment(auth, organizationId, paymentId);
    }
    return this.view(row);
  }

  /**
   * Payments taken but not applied, for the licence page: the organization's owner and admins and a
   * managing ancestor (like its invoices); another organization's are 404.
   */
  async held(auth: AuthContext, organizationId: number): Promise<HeldPayments> {
    const org = await this.access.editable(auth, organizationId);
    const rows = await this.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.organizationId, org.id), eq(payments.status, 'paid_unfulfilled')))
      .orderBy(desc(payments.createdAt), desc(payments.id));
    return {
      payments: await Promise.all(rows.map(async (row) => ({ ...(await this.view(row)), providerReference: row.providerReference }))),
    };
  }

  /** The built-in test provider's card form: a decline number fails the payment, any other valid number pays it. */
  async payWithTestCard(auth: AuthContext, body: z.output<typeof testPaymentBody>) {
    const row = await this.ownPayment(auth, body.organizationId, body.paymentId);
    if (this.provider?.id !== 'test' || row.provider !== 'test') throw notFound();
    await this.ctx.rate.admit(limit('payment-card:user', auth.user.id));
    const [mm, yy] = body.expiry.split('/').map((p) => Number(p.trim())) as [number, number];
    const now = this.ctx.now();
    // A card is valid to the end of its expiry month.
    if (Date.UTC(2000 + yy, mm, 1) <= now.getTime()) throw fieldError('expiry', 'CARD_EXPIRY_INVALID');
    if (row.status !== 'pending') throw new AppError(409, 'PAYMENT_NOT_PENDING');
    const decline = TEST_CARD_DECLINES[body.cardNumber];
    await this.apply(row, {
      state: decline ? 'failed' : 'paid',
      reference: row.providerReference,
      paymentId: row.id,
      amountTotal: row.amount,
      currency: row.currency,
      failureCode: decline,
    });
    const [after] = await this.ctx.db.select({ status: payments.status }).from(payments).where(eq(payments.id, row.id));
    return { status: after?.status ?? row.status, redirectUrl: `/payment/result?payment=${row.id}` };
  }

  /** Stripe's webhook: verified on the raw body, each event handled once. */
  async stripeWebhook(rawBody: Buffer, signature: string | undefined, ip: string): Promise<{ received: true }> {
    const provider = this.provider;
    if (provider?.id !== 'stripe' || !provider.verifyWebhook) throw notFound();
    await this.ctx.rate.admit(limit('payment-webhook:ip', ip));
    let event: Awaited<ReturnType<NonNullable<PaymentProvider['verifyWebhook']>>>;
    try {
      event = await provider.verifyWebhook(rawBody, signature, this.ctx.now());
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      this.ctx.log.warn({ reason: error.message }, 'stripe webhook refused');
      throw new AppError(400, 'PAYMENT_WEBHOOK_INVALID');
    }
    if (!event) return { received: true };
    const [seen] = await this.ctx.db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, event.id)));
    if (seen) return { received: true };
    const [row] = await this.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'stripe'), eq(payments.providerReference, event.reference)));
    if (row) await this.apply(row, event.checkout);
    else this.ctx.log.warn({ eventId: event.id, session: event.reference }, 'stripe event for a checkout we did not create');
    if (row && event.checkout.state === 'paid') {
      const [after] = await this.ctx.db
        .select({ status: payments.status, failureCode: payments.failureCode })
        .from(payments)
        .where(eq(payments.id, row.id));
      // Paid but not applied: not recorded, answered 503, so Stripe delivers the event again later.
      if (after?.status === 'paid_unfulfilled' && !isMismatch(after.failureCode)) throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    await this.ctx.db
      .insert(paymentEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type, paymentId: row?.id ?? null, receivedAt: this.ctx.now() })
      .onConflictDoNothing();
    return { received: true };
  }

  /** What the provider says about a payment, applied to it. */
  private async apply(row: Payment, state: CheckoutState & { failureCode?: string }): Promise<void> {
    const now = this.ctx.now();
    if (state.state === 'paid') {
      // Never fulfil a checkout we did not ask for exactly as it is (docs/billing.md "Confirmations").
      const mismatch = checkoutMismatch(row, state);
      if (mismatch) {
        this.ctx.log.error({ paymentId: row.id, mismatch, provider: state }, 'paid checkout does not match the payment');
        const [held] = await this.ctx.db
          .update(payments)
          .set({ status: 'paid_unfulfilled', paidAt: now, failureCode: CHECKOUT_MISMATCH, updatedAt: now })
          .where(
            and(
              eq(payments.id, row.id),
              isNull(payments.fulfilledAt),
              or(isNull(payments.failureCode), ne(payments.failureCode, CHECKOUT_MISMATCH)),
            ),
          )
          .returning({ id: payments.id });
        // Logged once per payment (a replayed or repeated confirmation finds it held already).
        if (held)
          await this.ctx.audit.record({
            organizationId: row.organizationId,
            actorUserId: row.userId,
            action: 'payment.mismatch',
            objectType: 'licence',
            objectId: row.organizationId,
            details: {
              paymentId: row.id,
              mismatch,
              amount: row.amount,
              currency: row.currency,
              receivedAmount: state.amountTotal,
              receivedCurrency: state.currency,
              providerReference: row.providerReference,
            },
          });
        return;
      }
      await this.fulfil(row.id);
    } else if (state.state === 'failed' || state.state === 'expired') {
      await this.ctx.db
        .update(payments)
        .set({
          status: state.state,
          failureCode: state.failureCode ?? (state.state === 'failed' ? 'payment_failed' : null),
          updatedAt: now,
        })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
    }
  }

  /**
   * Fulfilment exactly once: one transaction flips the payment to paid with a conditional UPDATE …
   * WHERE fulfilled_at IS NULL RETURNING (a second caller, concurrent or later, matches no row), applies
   * the purchase, issues the invoice and writes the activity entry. If applying fails, the payment is
   * `paid_unfulfilled` (the money was taken: support is told on the result page) and a later
   * confirmation (a webhook delivered again) tries once more.
   */
  async fulfil(paymentId: number): Promise<boolean> {
    const now = this.ctx.now();
    try {
      return await this.ctx.db.transaction(async (tx) => {
        const [p] = await tx
          .update(payments)
          .set({ status: 'paid', paidAt: now, fulfilledAt: now, failureCode: null, updatedAt: now })
          .where(and(eq(payments.id, paymentId), isNull(payments.fulfilledAt), inArray(payments.status, ['pending', 'paid_unfulfilled'])))
          .returning();
        if (!p) return false;
        const result = await this.applyPurchase(p, now, tx);
        const invoice = await this.invoiceIssuer.issue(tx, {
          organizationId: p.organizationId,
          paymentId: p.id,
          provider: p.provider,
          providerReference: p.providerReference ?? '',
          currency: p.currency,
          lines: p.lines,
          paidAt: now,
        });
        await tx
          .update(payments)
          .set({ result, invoiceId: invoice.id || null })
          .where(eq(payments.id, p.id));
        await this.ctx.audit.record(
          {
            organizationId: p.organizationId,
            actorUserId: p.userId,
            action: 'payment.fulfilled',
            objectType: 'licence',
            objectId: p.organizationId,
            details: {
              paymentId: p.id,
              kind: p.purchase.kind,
              purchase: p.purchase,
              amount: p.amount,
              currency: p.currency,
              invoice: invoice.number,
            },
          },
          tx,
        );
        return true;
      });
    } catch (error) {
      this.ctx.log.error({ err: error, paymentId }, 'payment taken but the purchase could not be applied');
      await this.ctx.db
        .update(payments)
        .set({ status: 'paid_unfulfilled', paidAt: now, updatedAt: now })
        .where(and(eq(payments.id, paymentId), isNull(payments.fulfilledAt)));
      return false;
    }
  }

  private async applyPurchase(p: Payment, now: Date, tx: DbOrTx): Promise<PaymentResult> {
    await this.licences.lock(p.organizationId, tx);
    const licence = await this.licencesRepo.licenceOf(p.organizationId, tx);
    if (!licence) throw new Error('organization has no licence');
    const purchase = p.purchase;
    switch (purchase.kind) {
      case 'credits': {
        const creditsAdded = purchase.packs * CREDITS_PER_PACK;
        const after = await this.licencesRepo.addCredits(p.organizationId, creditsAdded, now, tx);
        return { creditsAdded, totalCredits: (after?.totalCredits ?? 0) - (after?.usedCredits ?? 0) };
      }
      case 'extension': {
        if (licence.validityExpiresAt === null) throw new Error('licence has no expiry to extend');
        const from = new Date(Math.max(now.getTime(), licence.validityExpiresAt.getTime()));
        const validityExpiresAt = addYears(from, purchase.years);
        const addedDays = Math.round((validityExpiresAt.getTime() - licence.validityExpiresAt.getTime()) / 86_400_000);
        await this.licencesRepo.update(
          licence.id,
          { validityExpiresAt, validityDays: (licence.validityDays ?? 0) + Math.max(addedDays, 0), updatedAt: now },
          tx,
        );
        return { validityExpiresAt: validityExpiresAt.toISOString() };
      }
      case 'devices': {
        if (licence.numDevices === null) throw new Error('licence has no screen limit to raise');
        const numDevices = licence.numDevices + purchase.count;
        await this.licencesRepo.update(licence.id, { numDevices, updatedAt: now }, tx);
        return { numDevices };
      }
      case 'users': {
        if (licence.numUsers === null) throw new Error('licence has no user limit to raise');
        const numUsers = licence.numUsers + purchase.count;
        await this.licencesRepo.update(licence.id, { numUsers, updatedAt: now }, tx);
        return { numUsers };
      }
      case 'addon': {
        const overrides = { ...licence.overrides, [ADDON_FLAGS[purchase.addon]]: true };
        await this.licencesRepo.update(licence.id, { overrides, updatedAt: now }, tx);
        return { addon: purchase.addon };
      }
    }
  }

  private async view(row: Payment): Promise<PaymentView> {
    const supportEmail =
      row.status === 'paid_unfulfilled'
        ? ((await this.tree.nearestSupportEmail(row.organizationId)) ?? this.ctx.config.support.email ?? null)
        : null;
    return {
      id: row.id,
      provider: row.provider as PaymentView['provider'],
      status: row.status,
      purchase: row.purchase,
      lines: row.lines,
      amount: row.amount,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      failureCode: row.failureCode,
      result: row.result ?? null,
      supportEmail,
    };
  }
}
