import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, licences, organizationPricing, paymentEvents, payments } from '../src/db/schema/index.ts';
import type { DbOrTx } from '../src/db/client.ts';
import type { InvoiceIssuer, IssuedInvoice, IssueInvoiceInput } from '../src/modules/invoices/invoice-issuer.ts';
import { type FakeStripe, startFakeStripe, stripeSignature } from './fakes/stripe.ts';
import { appWithOrgs, json, post, type TestApp, tempDataDir } from './helpers.ts';
import { call as orgCall } from './org-fixtures.ts';

/**
 * Card payments (docs/billing.md): the built-in test provider end to end, and Stripe Checkout
 * through a local fake of its API (fakes/stripe.ts) with signed webhooks. Fulfilment exactly once: the
 * webhook and the return page's verification, twice or concurrently, apply a purchase once. Invoices are
 * asserted through a recording issuer (the InvoiceIssuer seam of modules/invoices).
 */

class RecordingIssuer implements InvoiceIssuer {
  calls: IssueInvoiceInput[] = [];
  fail = false;
  async issue(_tx: DbOrTx, input: IssueInvoiceInput): Promise<IssuedInvoice> {
    if (this.fail) throw new Error('invoice numbering unavailable');
    this.calls.push(input);
    return { id: 1000 + this.calls.length, number: `2026-${String(this.calls.length).padStart(6, '0')}`, totalAmount: 0 };
  }
}

interface World {
  t: TestApp;
  keys: Record<string, string>;
  orgs: { root: number; a: number; b: number };
  issuer: RecordingIssuer;
}

async function world(prefix: string, payments: Record<string, unknown>, roles: string[] = []): Promise<World> {
  const { t, keys, orgs } = await appWithOrgs(
    tempDataDir(prefix),
    { rateLimits: false, payments: { currency: 'eur', taxRate: 0, stripe: null, ...payments } as never },
    roles,
  );
  const issuer = new RecordingIssuer();
  t.app.services.payments.invoiceIssuer = issuer;
  // Org A's price chart (whole euros in the API; cents in the table).
  await t.database.db.insert(organizationPricing).values([
    { organizationId: orgs.a, item: 'credits_pack_100', valueCents: 1500 },
    { organizationId: orgs.a, item: 'extension_1y_per_device', valueCents: 1000 },
    { organizationId: orgs.a, item: 'extension_3y_per_device', valueCents: 2500 },
    { organizationId: orgs.a, item: 'addon_weather', valueCents: 500 },
    { organizationId: orgs.a, item: 'device_increment', valueCents: 2000 },
    { organizationId: orgs.a, item: 'user_increment', valueCents: 300 },
  ]);
  return { t, keys, orgs, issuer };
}

const call = (w: World, key: string, path: string, body: Record<string, unknown> = {}) =>
  post(w.t.app, `/api${path}`, { sessionKey: key, ...body });
const licenceOf = async (w: World, org: number) =>
  (await w.t.database.db.select().from(licences).where(eq(licences.organizationId, org)))[0] as typeof licences.$inferSelect;
const paymentRow = async (w: World, id: number) =>
  (await w.t.database.db.select().from(payments).where(eq(payments.id, id)))[0] as typeof payments.$inferSelect;
const credits = async (w: World, org: number) => {
  const l = await licenceOf(w, org);
  return l.totalCredits - l.usedCredits;
};

describe('test provider (no real money)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world('signage-pay-test-', { provider: 'test' }, ['staff', 'admin']);
  }, 60_000);
  afterAll(async () => w?.t.close());

  it('lists purchasables priced from the price chart, in minor units', async () => {
    const res = await call(w, w.keys.a as string, '/payments/purchasables', { organizationId: w.orgs.a });
    expect(res.statusCode).toBe(200);
    const body = json(res).response;
    expect(body).toMatchObject({ provider: 'test', currency: 'eur', taxRate: 0 });
    const creditsItem = body.items.find((i: { purchase: { kind: string } }) => i.purchase.kind === 'credits');
    expect(creditsItem).toMatchObject({ subtotal: 1500, total: 1500, blockedBy: null });
    const devices = (await licenceOf(w, w.orgs.a)).numDevices as number;
    const ext1 = body.items.find(
      (i: { purchase: { kind: string; years?: number } }) => i.purchase.kind === 'extension' && i.purchase.years === 1,
    );
    expect(ext1).toMatchObject({ subtotal: 1000 * devices, blockedBy: null });
    expect(ext1.lines[0]).toMatchObject({ item: 'extension_1y_per_device', quantity: devices, unitAmount: 1000 });
    const ext5 = body.items.find(
      (i: { purchase: { kind: string; years?: number } }) => i.purchase.kind === 'extension' && i.purchase.years === 5,
    );
    expect(ext5.blockedBy).toBe('PAYMENT_NOT_PRICED');
  });

  it('buys a credit pack with 4242 4242 4242 4242: credits added once, invoice issued, activity written', async () => {
    const before = await credits(w, w.orgs.a);
    const start = await call(w, w.keys.a as string, '/payments/checkout', {
      organizationId: w.orgs.a,
      purchase: { kind: 'credits', packs: 1 },
    });
    expect(start.statusCode).toBe(200);
    const { paymentId, redirectUrl } = json(start).response;
    expect(redirectUrl).toBe(`/payment/test-checkout?payment=${paymentId}`);
    const pending = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
    expect(pending).toMatchObject({ status: 'pending', amount: 1500, currency: 'eur', provider: 'test' });

    const pay = await call(w, w.keys.a as string, '/payments/test/pay', {
      organizationId: w.orgs.a,
      paymentId,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(pay.statusCode).toBe(200);
    expect(json(pay).response).toEqual({ status: 'paid', redirectUrl: `/payment/result?payment=${paymentId}` });
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
    const view = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
    expect(view).toMatchObject({ status: 'paid', result: { creditsAdded: 100, totalCredits: before + 100 } });
    expect(w.issuer.calls.at(-1)).toMatchObject({
      organizationId: w.orgs.a,
      paymentId,
      provider: 'test',
      currency: 'eur',
      lines: [{ item: 'credits_pack_100', quantity: 1, unitAmount: 1500 }],
    });
    const entries = await w.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.fulfilled'));
    expect(entries.some((e) => (e.details as { paymentId?: number }).paymentId === paymentId)).toBe(true);

    // Paying again: refused, nothing added.
    const again = await call(w, w.keys.a as string, '/payments/test/pay', {
      organizationId: w.orgs.a,
      paymentId,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(again.statusCode).toBe(409);
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
  });

  it('with the real invoices: the paid purchase has its numbered invoice, listed for the organization and named on the payment', async () => {
    w.t.app.services.payments.invoiceIssuer = w.t.app.services.invoices;
    try {
      const start = json(
        await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'credits', packs: 2 } }),
      ).response;
      const pay = await call(w, w.keys.a as string, '/payments/test/pay', {
        organizationId: w.orgs.a,
        paymentId: start.paymentId,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(pay.statusCode).toBe(200);
      // The result page reloaded: verified again, no second invoice.
      await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId: start.paymentId });
      const list = await orgCall(w.t, 'GET', `/api/organizations/${w.orgs.a}/invoices`, w.keys.a as string);
      expect(list.statusCode, list.body).toBe(200);
      const listed = json(list).response.invoices as Array<{ id: number; number: string; totalAmount: number }>;
      const row = await paymentRow(w, start.paymentId);
      expect(row.invoiceId).toBeTypeOf('number');
      const invoices = listed.filter((i) => i.id === row.invoiceId);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]?.number).toMatch(/^\d{4}-\d{6}$/);
      expect(invoices[0]?.totalAmount).toBe(3000);
    } finally {
      w.t.app.services.payments.invoiceIssuer = w.issuer;
    }
  });

  it('declines 4000 0000 0000 0002 and 4000 0000 0000 9995: failed, no credits, no invoice', async () => {
    for (const [number, code] of [
      ['4000 0000 0000 0002', 'card_declined'],
      ['4000000000009995', 'insufficient_funds'],
    ] as const) {
      const before = await credits(w, w.orgs.a);
      const invoices = w.issuer.calls.length;
      const { paymentId } = json(
        await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'credits', packs: 2 } }),
      ).response;
      const pay = await call(w, w.keys.a as string, '/payments/test/pay', {
        organizationId: w.orgs.a,
        paymentId,
        cardNumber: number,
        expiry: '01/40',
        cvc: '999',
      });
      expect(pay.statusCode).toBe(200);
      expect(json(pay).response.status).toBe('failed');
      const view = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
      expect(view).toMatchObject({ status: 'failed', failureCode: code, result: null });
      expect(await credits(w, w.orgs.a)).toBe(before);
      expect(w.issuer.calls.length).toBe(invoices);
    }
  });

  it('refuses a Luhn-invalid number, a past expiry and a bad CVC with field errors', async () => {
    const { paymentId } = json(
      await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'credits', packs: 1 } }),
    ).response;
    const base = { organizationId: w.orgs.a, paymentId, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };
    const luhn = await call(w, w.keys.a as string, '/payments/test/pay', { ...base, cardNumber: '4242 4242 4242 4241' });
    expect(luhn.statusCode).toBe(400);
    expect(json(luhn).fields.cardNumber.code).toBe('CARD_NUMBER_INVALID');
    const past = await call(w, w.keys.a as string, '/payments/test/pay', { ...base, expiry: '01/20' });
    expect(past.statusCode).toBe(400);
    expect(json(past).fields.expiry.code).toBe('CARD_EXPIRY_INVALID');
    const cvc = await call(w, w.keys.a as string, '/payments/test/pay', { ...base, cvc: '12' });
    expect(json(cvc).fields.cvc.code).toBe('CARD_CVC_INVALID');
    expect((await paymentRow(w, paymentId)).status).toBe('pending');
  });

  it('extends the licence by N years from its expiry, priced per device', async () => {
    const before = (await licenceOf(w, w.orgs.a)).validityExpiresAt as Date;
    const { paymentId } = json(
      await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'extension', years: 3 } }),
    ).response;
    const devices = (await licenceOf(w, w.orgs.a)).numDevices as number;
    expect((await paymentRow(w, paymentId)).amount).toBe(2500 * devices);
    await call(w, w.keys.a as string, '/payments/test/pay', {
      organizationId: w.orgs.a,
      paymentId,
      cardNumber: '5555555555554444',
      expiry: '12/34',
      cvc: '123',
    });
    const after = (await licenceOf(w, w.orgs.a)).validityExpiresAt as Date;
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 3);
    expect(after.toISOString()).toBe(expected.toISOString());
  });

  it('switches an add-on on, and refuses to sell it again (400 PAYMENT_ADDON_ACTIVE)', async () => {
    const { paymentId } = json(
      await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'addon', addon: 'weather' } }),
    ).response;
    await call(w, w.keys.a as string, '/payments/test/pay', {
      organizationId: w.orgs.a,
      paymentId,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect((await licenceOf(w, w.orgs.a)).overrides.weatherAddOn).toBe(true);
    const again = await call(w, w.keys.a as string, '/payments/checkout', {
      organizationId: w.orgs.a,
      purchase: { kind: 'addon', addon: 'weather' },
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).errorCode).toBe('PAYMENT_ADDON_ACTIVE');
    const unpriced = await call(w, w.keys.a as string, '/payments/checkout', {
      organizationId: w.orgs.a,
      purchase: { kind: 'addon', addon: 'news' },
    });
    expect(json(unpriced).errorCode).toBe('PAYMENT_NOT_PRICED');
  });

  it('buys more screens and users: the limits rise by the count, priced per unit', async () => {
    const before = await licenceOf(w, w.orgs.a);
    for (const [kind, unit] of [
      ['devices', 2000],
      ['users', 300],
    ] as const) {
      const res = await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind, count: 3 } });
      if (kind === 'users' && before.numUsers === null) {
        expect(json(res).errorCode).toBe('PAYMENT_LIMIT_UNLIMITED');
        continue;
      }
      const { paymentId } = json(res).response;
      expect((await paymentRow(w, paymentId)).amount).toBe(3 * unit);
      await call(w, w.keys.a as string, '/payments/test/pay', {
        organizationId: w.orgs.a,
        paymentId,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect((await paymentRow(w, paymentId)).status).toBe('paid');
    }
    const after = await licenceOf(w, w.orgs.a);
    expect(after.numDevices).toBe((before.numDevices as number) + 3);
    if (before.numUsers !== null) expect(after.numUsers).toBe(before.numUsers + 3);
    await w.t.database.db.update(licences).set({ numDevices: null }).where(eq(licences.organizationId, w.orgs.a));
    const unlimited = await call(w, w.keys.a as string, '/payments/checkout', {
      organizationId: w.orgs.a,
      purchase: { kind: 'devices', count: 1 },
    });
    expect(unlimited.statusCode).toBe(400);
    expect(json(unlimited).errorCode).toBe('PAYMENT_LIMIT_UNLIMITED');
    await w.t.database.db.update(licences).set({ numDevices: before.numDevices }).where(eq(licences.organizationId, w.orgs.a));
  });

  it('a licence that never expires cannot buy an extension (400 PAYMENT_LICENCE_UNLIMITED)', async () => {
    const { validityExpiresAt } = await licenceOf(w, w.orgs.a);
    await w.t.database.db.update(licences).set({ validityExpiresAt: null }).where(eq(licences.organizationId, w.orgs.a));
    const res = await call(w, w.keys.a as string, '/payments/checkout', {
      organizationId: w.orgs.a,
      purchase: { kind: 'extension', years: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('PAYMENT_LICENCE_UNLIMITED');
    await w.t.database.db.update(licences).set({ validityExpiresAt }).where(eq(licences.organizationId, w.orgs.a));
  });

  it('payment taken but the purchase not applied: paid_unfulfilled with the support address, nothing added', async () => {
    const before = await credits(w, w.orgs.a);
    const { paymentId } = json(
      await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'credits', packs: 1 } }),
    ).response;
    w.issuer.fail = true;
    try {
      const pay = await call(w, w.keys.a as string, '/payments/test/pay', {
        organizationId: w.orgs.a,
        paymentId,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      expect(json(pay).response.status).toBe('paid_unfulfilled');
    } finally {
      w.issuer.fail = false;
    }
    expect(await credits(w, w.orgs.a)).toBe(before);
    const [row] = await w.t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('paid_unfulfilled');
    // The result page reloaded once the cause is gone: applied, once.
    const view = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
    expect(view).toMatchObject({ status: 'paid', result: { creditsAdded: 100 } });
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
  });

  it('paid_unfulfilled shows the support address', async () => {
    const { paymentId } = json(
      await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'credits', packs: 1 } }),
    ).response;
    await w.t.database.db
      .update(payments)
      .set({ status: 'paid_unfulfilled', failureCode: 'amount_mismatch' })
      .where(eq(payments.id, paymentId));
    await w.t.database.db.execute(
      sql`update organizations set customer_support_email = 'help@org-a.example', use_default_support_emails = false where id = ${w.orgs.a}`,
    );
    const view = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
    expect(view).toMatchObject({ status: 'paid_unfulfilled', supportEmail: 'help@org-a.example' });
  });

  it('another organization → 404; staff → 403; bad bodies → 400', async () => {
    const { paymentId } = json(
      await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'credits', packs: 1 } }),
    ).response;
    for (const [path, body] of [
      ['/payments/purchasables', { organizationId: w.orgs.a }],
      ['/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'credits', packs: 1 } }],
      ['/payments/verify', { organizationId: w.orgs.a, paymentId }],
      ['/payments/test/pay', { organizationId: w.orgs.a, paymentId, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }],
    ] as const) {
      expect((await call(w, w.keys.b as string, path, body)).statusCode, path).toBe(404);
      expect((await call(w, w.keys.staff as string, path, body)).statusCode, path).toBe(403);
    }
    // B's own id with A's payment: still 404.
    expect((await call(w, w.keys.b as string, '/payments/verify', { organizationId: w.orgs.b, paymentId })).statusCode).toBe(404);
    // An admin of A may buy.
    expect((await call(w, w.keys.admin as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).statusCode).toBe(200);
    for (const purchase of [
      { kind: 'devices', count: 0 },
      { kind: 'users', count: 1001 },
      { kind: 'credits', packs: 0 },
      { kind: 'credits', packs: 11 },
      { kind: 'extension', years: 2 },
      { kind: 'addon', addon: 'x' },
      { kind: 'gold' },
      'credits',
    ]) {
      const res = await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase });
      expect(res.statusCode, JSON.stringify(purchase)).toBe(400);
    }
    const amount = await call(w, w.keys.a as string, '/payments/checkout', {
      organizationId: w.orgs.a,
      purchase: { kind: 'credits', packs: 1 },
      amount: 1,
    });
    expect(amount.statusCode).toBe(400);
    expect((await paymentRow(w, paymentId)).status).toBe('pending');
  });

  it('the Stripe webhook is 404 while Stripe is not the provider', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe Checkout (local fake of the API)', () => {
  let w: World;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    w = await world('signage-pay-stripe-', {
      provider: 'stripe',
      stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.base },
      taxRate: 25,
    });
  }, 60_000);
  afterAll(async () => {
    await w?.t.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.mode = 'ok';
  });

  const deliver = (body: string, signature?: string) =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload: body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  const now = () => Math.floor(w.t.clock.now().getTime() / 1000);
  async function checkout(packs = 1) {
    const res = await call(w, w.keys.a as string, '/payments/checkout', { organizationId: w.orgs.a, purchase: { kind: 'credits', packs } });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, redirectUrl } = json(res).response;
    const row = await paymentRow(w, paymentId);
    return { paymentId, redirectUrl, sessionId: row.providerReference as string };
  }

  it('creates a Checkout Session with price_data line items, tax, return URLs and our payment id', async () => {
    const { paymentId, redirectUrl, sessionId } = await checkout(2);
    const session = stripe.sessions.get(sessionId);
    expect(redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    expect(session?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: String(paymentId),
      'metadata[paymentId]': String(paymentId),
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[1][price_data][unit_amount]': '750',
      success_url: `https://signage.test/payment/result?payment=${paymentId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://signage.test/payment/result?payment=${paymentId}&cancelled=1`,
    });
    expect(session?.amount_total).toBe(3750);
    expect((await paymentRow(w, paymentId)).amount).toBe(3750);
    expect(stripe.requests.at(-1)?.authorization).toBe(`Bearer ${stripe.secretKey}`);
  });

  it('the return page verifies with Stripe and fulfils a paid session', async () => {
    const before = await credits(w, w.orgs.a);
    const { paymentId, sessionId } = await checkout();
    const open = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
    expect(open.status).toBe('pending');
    stripe.complete(sessionId);
    const paid = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
    expect(paid).toMatchObject({ status: 'paid', result: { creditsAdded: 100 } });
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
    // The webhook arriving after: no second credit.
    const e = stripe.event('checkout.session.completed', sessionId, { timestamp: now() });
    expect((await deliver(e.body, e.signature)).statusCode).toBe(200);
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
    expect(w.issuer.calls.filter((c) => c.paymentId === paymentId)).toHaveLength(1);
    expect(w.issuer.calls.find((c) => c.paymentId === paymentId)).toMatchObject({ provider: 'stripe', providerReference: sessionId });
  });

  it('a signed checkout.session.completed fulfils; the same event replayed adds nothing', async () => {
    const before = await credits(w, w.orgs.a);
    const { paymentId, sessionId } = await checkout();
    stripe.complete(sessionId);
    const e = stripe.event('checkout.session.completed', sessionId, { timestamp: now() });
    const res = await deliver(e.body, e.signature);
    expect(res.statusCode).toBe(200);
    expect(json(res).response).toEqual({ received: true });
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
    expect((await deliver(e.body, e.signature)).statusCode).toBe(200);
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
    const events = await w.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, e.eventId));
    expect(events).toHaveLength(1);
    expect(events[0]?.paymentId).toBe(paymentId);
  });

  it('a bad signature, a stale timestamp or no signature → 400, nothing changes', async () => {
    const before = await credits(w, w.orgs.a);
    const { paymentId, sessionId } = await checkout();
    stripe.complete(sessionId);
    const forged = stripe.event('checkout.session.completed', sessionId, { timestamp: now(), secret: 'whsec_wrong' });
    const stale = stripe.event('checkout.session.completed', sessionId, { timestamp: now() - 3600 });
    const good = stripe.event('checkout.session.completed', sessionId, { timestamp: now() });
    for (const [body, sig] of [
      [forged.body, forged.signature],
      [stale.body, stale.signature],
      [good.body, undefined],
      [good.body.replace('"livemode":false', '"livemode":true'), good.signature],
    ] as const) {
      const res = await deliver(body, sig);
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('PAYMENT_WEBHOOK_INVALID');
    }
    expect(await credits(w, w.orgs.a)).toBe(before);
    expect((await paymentRow(w, paymentId)).status).toBe('pending');
    // Not JSON at all, with a signature over it: verified, then refused the same way (no 500).
    const junk = 'not json';
    expect((await deliver(junk, stripeSignature(junk, stripe.webhookSecret, now()))).statusCode).toBe(400);
  });

  it('webhook and verification racing (and the webhook delivered twice at once): applied once', async () => {
    const before = await credits(w, w.orgs.a);
    const { paymentId, sessionId } = await checkout();
    stripe.complete(sessionId);
    const e1 = stripe.event('checkout.session.completed', sessionId, { timestamp: now() });
    const e2 = stripe.event('checkout.session.completed', sessionId, { timestamp: now() });
    const results = await Promise.all([
      deliver(e1.body, e1.signature),
      deliver(e1.body, e1.signature),
      deliver(e2.body, e2.signature),
      call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId }),
      call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId }),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
    expect(w.issuer.calls.filter((c) => c.paymentId === paymentId)).toHaveLength(1);
    const entries = await w.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.fulfilled'));
    expect(entries.filter((x) => (x.details as { paymentId?: number }).paymentId === paymentId)).toHaveLength(1);
  });

  it('async payment failed and session expired: failed / expired, nothing added', async () => {
    const before = await credits(w, w.orgs.a);
    const a = await checkout();
    stripe.complete(a.sessionId, { async: true });
    const completed = stripe.event('checkout.session.completed', a.sessionId, { timestamp: now() });
    await deliver(completed.body, completed.signature);
    expect((await paymentRow(w, a.paymentId)).status).toBe('pending');
    const failedEvent = stripe.event('checkout.session.async_payment_failed', a.sessionId, { timestamp: now() });
    await deliver(failedEvent.body, failedEvent.signature);
    expect((await paymentRow(w, a.paymentId)).status).toBe('failed');
    const b = await checkout();
    stripe.expire(b.sessionId);
    const expired = stripe.event('checkout.session.expired', b.sessionId, { timestamp: now() });
    await deliver(expired.body, expired.signature);
    expect((await paymentRow(w, b.paymentId)).status).toBe('expired');
    expect(await credits(w, w.orgs.a)).toBe(before);
  });

  it('async payment succeeded fulfils', async () => {
    const before = await credits(w, w.orgs.a);
    const { paymentId, sessionId } = await checkout();
    stripe.complete(sessionId);
    const e = stripe.event('checkout.session.async_payment_succeeded', sessionId, { timestamp: now() });
    await deliver(e.body, e.signature);
    expect((await paymentRow(w, paymentId)).status).toBe('paid');
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
  });

  it('applying failed (paid_unfulfilled): a later delivery applies it, once', async () => {
    const before = await credits(w, w.orgs.a);
    const { paymentId, sessionId } = await checkout();
    stripe.complete(sessionId);
    const e = stripe.event('checkout.session.completed', sessionId, { timestamp: now() });
    w.issuer.fail = true;
    try {
      // Not applied: 503, so Stripe delivers the same event again later.
      expect((await deliver(e.body, e.signature)).statusCode).toBe(503);
      const view = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
      expect(view.status).toBe('paid_unfulfilled');
    } finally {
      w.issuer.fail = false;
    }
    expect((await paymentRow(w, paymentId)).status).toBe('paid_unfulfilled');
    expect(await credits(w, w.orgs.a)).toBe(before);
    expect((await deliver(e.body, e.signature)).statusCode).toBe(200);
    expect((await paymentRow(w, paymentId)).status).toBe('paid');
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
    await deliver(e.body, e.signature);
    expect(await credits(w, w.orgs.a)).toBe(before + 100);
    expect(w.issuer.calls.filter((c) => c.paymentId === paymentId)).toHaveLength(1);
  });

  it('a paid session whose amount is not ours is never fulfilled (amount_mismatch)', async () => {
    const before = await credits(w, w.orgs.a);
    const { paymentId, sessionId } = await checkout();
    const session = stripe.complete(sessionId);
    session.amount_total = 1;
    const view = json(await call(w, w.keys.a as string, '/payments/verify', { organizationId: w.orgs.a, paymentId })).response;
    expect(view).toMatchObject({ status: 'paid_unfulfilled', failureCode: 'amount_mismatch' });
    expect(await credits(w, w.orgs.a)).toBe(before);
  });

  it('Stripe unreachable: checkout answers 502 PAYMENT_PROVIDER_FAILED and the payment is failed', async () => {
    stripe.mode = 'down';
    const res = await call(w, w.keys.a as string, '/payments/checkout', {
      organizationId: w.orgs.a,
      purchase: { kind: 'credits', packs: 1 },
    });
    expect(res.statusCode).toBe(502);
    expect(json(res).errorCode).toBe('PAYMENT_PROVIDER_FAILED');
  });
});

describe('no provider (PAYMENTS_PROVIDER=off)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world('signage-pay-off-', { provider: 'off' });
  }, 60_000);
  afterAll(async () => w?.t.close());

  it('lists prices with provider off, and checkout answers 409 PAYMENTS_NOT_CONFIGURED', async () => {
    const list = await call(w, w.keys.a as string, '/payments/purchasables', { organizationId: w.orgs.a });
    expect(json(list).response.provider).toBe('off');
    const res = await call(w, w.keys.a as string, '/payments/checkout', {
      organizationId: w.orgs.a,
      purchase: { kind: 'credits', packs: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errorCode).toBe('PAYMENTS_NOT_CONFIGURED');
    expect(await w.t.database.db.select().from(payments)).toHaveLength(0);
  });
});
