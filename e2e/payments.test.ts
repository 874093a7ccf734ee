import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, organizationPricing, payments } from '../apps/server/src/db/schema/index.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Card payments end to end (docs/billing.md) with the built-in test provider: the owner buys a
 * credit pack on the licence page, pays on the test checkout with Stripe's test numbers, and the payment
 * result page says what happened — 4242… succeeds (credits added once), 4000…0002 is declined (nothing
 * charged, credits unchanged).
 */
let stack: Stack;
let browser: Browser;
let owner: OwnerApi;

beforeAll(async () => {
  stack = await startStack({ payments: { provider: 'test', currency: 'eur', taxRate: 0, stripe: null } });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Card Corner',
    ownerName: 'Cora Card',
    email: 'cora@cardcorner.example',
    password: 'Sunny-Scr33n!',
    city: 'Lund',
  });
  await stack.app.ctx.db.insert(organizationPricing).values([
    { organizationId: owner.organizationId, item: 'credits_pack_100', valueCents: 1500 },
    { organizationId: owner.organizationId, item: 'extension_1y_per_device', valueCents: 1000 },
    { organizationId: owner.organizationId, item: 'addon_weather', valueCents: 500 },
    { organizationId: owner.organizationId, item: 'device_increment', valueCents: 2000 },
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function credits(): Promise<number> {
  const [row] = await stack.app.ctx.db.select().from(licences).where(eq(licences.organizationId, owner.organizationId));
  return (row?.totalCredits ?? 0) - (row?.usedCredits ?? 0);
}

async function openLicence(width: number, locale: string): Promise<Page> {
  const page = await openSignedIn(stack, browser, owner.sessionKey, `/home/licensing/${owner.organizationId}`, { width, locale });
  await page.getByTestId('buy-credits').waitFor({ timeout: 15_000 });
  return page;
}

async function payWith(page: Page, number: string) {
  await page.waitForURL(/\/payment\/test-checkout\?payment=\d+/, { timeout: 15_000 });
  await page.getByTestId('checkout-total').waitFor();
  await page.getByLabel(/Card number|Número de tarjeta/).fill(number);
  await page.getByLabel(/Expiry|Caducidad/).fill('12/34');
  await page.getByLabel(/Security code|Código de seguridad/).fill('123');
}

describe('payments with the test provider', () => {
  it('buys a credit pack with 4242 4242 4242 4242: result page successful, credits increased once (en, 1280)', async () => {
    const before = await credits();
    const page = await openLicence(1280, 'en');
    expect(await page.getByTestId('test-payments-banner').first().textContent()).toContain('Test payments — no real money');
    await page.locator('#licence-buy').scrollIntoViewIfNeeded();
    await expectAccessible(page, 'licence page with buy section');
    await screenshot(page, 'payments-buy-en-1280');
    await page.getByTestId('buy-credits').click();
    await payWith(page, '4242 4242 4242 4242');
    expect(await page.getByTestId('checkout-total').textContent()).toContain('15.00');
    await expectAccessible(page, 'test checkout');
    await screenshot(page, 'payments-test-checkout-en-1280');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment\/result\?payment=\d+/);
    const result = page.getByTestId('payment-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 15_000 }).toBe('successful');
    expect(await result.textContent()).toContain('100 AI credits were added');
    expect(await credits()).toBe(before + 100);
    await expectAccessible(page, 'payment result successful');
    await screenshot(page, 'payments-result-success-en-1280');
    await page.reload();
    await expect.poll(() => page.getByTestId('payment-result').getAttribute('data-status')).toBe('successful');
    expect(await credits()).toBe(before + 100);
    await page.close();
  }, 90_000);

  it('4000 0000 0000 0002 is declined: failed message, credits unchanged (es, 390)', async () => {
    // A licence with an expiry and 5 screens: the extension is on sale, priced per screen.
    await stack.app.ctx.db
      .update(licences)
      .set({ numDevices: 5, validityExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(licences.organizationId, owner.organizationId));
    const before = await credits();
    const page = await openLicence(390, 'es');
    await page.getByRole('radio', { name: /^1 año: 50,00/ }).waitFor();
    await page.locator('#licence-buy').scrollIntoViewIfNeeded();
    await expectAccessible(page, 'buy section with extensions (es, 390)');
    await screenshot(page, 'payments-buy-es-390');
    await page.getByTestId('buy-credits').click();
    await payWith(page, '4000 0000 0000 0002');
    await screenshot(page, 'payments-test-checkout-es-390');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.waitForURL(/\/payment\/result\?payment=\d+/);
    const result = page.getByTestId('payment-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 15_000 }).toBe('failed');
    expect(await result.textContent()).toBe('El pago ha fallado: no se ha realizado ningún cargo ni se han añadido créditos.');
    expect(await credits()).toBe(before);
    await expectAccessible(page, 'payment result failed');
    await screenshot(page, 'payments-result-failed-es-390');
    await page.close();
  }, 90_000);

  it('a Luhn-invalid number stays on the checkout with a field error (en, 390)', async () => {
    const page = await openLicence(390, 'en');
    await page.getByTestId('buy-credits').click();
    await payWith(page, '4242 4242 4242 4241');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Card number is not valid').waitFor({ timeout: 10_000 });
    expect(page.url()).toContain('/payment/test-checkout');
    await expectAccessible(page, 'test checkout with an error');
    await screenshot(page, 'payments-test-checkout-error-en-390');
    await page.close();
  }, 60_000);

  it('a payment held because its confirmation did not match is listed on the licence page with its reference (fr, 1280; sv, 390)', async () => {
    const now = new Date();
    await stack.app.ctx.db.insert(payments).values({
      organizationId: owner.organizationId,
      userId: null,
      provider: 'stripe',
      providerReference: 'cs_test_held_e2e',
      status: 'paid_unfulfilled',
      purchase: { kind: 'credits', packs: 1 },
      lines: [{ description: '100 AI credits', item: 'credits_pack_100', quantity: 1, unitAmount: 1500 }],
      amount: 1500,
      currency: 'eur',
      failureCode: 'checkout_mismatch',
      paidAt: now,
    });
    for (const [width, locale, heading, reason] of [
      [1280, 'fr', 'Paiements à vérifier', 'Le prestataire a confirmé un montant'],
      [390, 'sv', 'Betalningar som behöver åtgärdas', 'Leverantören bekräftade ett annat belopp'],
    ] as const) {
      const page = await openLicence(width, locale);
      await page.getByRole('heading', { name: heading }).waitFor({ timeout: 15_000 });
      const row = page.getByTestId('held-payment');
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain(reason);
      if (width >= 1280) expect(await row.textContent()).toContain('cs_test_held_e2e');
      await page.locator('#licence-held-payments').scrollIntoViewIfNeeded();
      await expectAccessible(page, `licence page with a held payment (${locale})`);
      await screenshot(page, `payments-held-${locale}-${width}`);
      await page.close();
    }
  }, 90_000);
});
