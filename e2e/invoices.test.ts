import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Invoices on the licence page (docs/billing.md "Invoices") in Chromium against the real
 * server: an organization without invoices sees the empty state; invoices issued through the service
 * the payments module calls (`InvoiceIssuer`, in a transaction) are listed newest first with number,
 * date, what was bought and total, and the PDF downloads under its number. Axe and screenshots at 1280
 * and 390 px, en and sv.
 */
const PASSWORD = 'Inv0ice-Me-Now!';
const PLATFORM = 'pat@platform-invoices.example';
const OWNER = 'ines@invoices-e2e.example';

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
let paymentId = 500;

async function licencePage(width: number, locale: string): Promise<Page> {
  const page = await openSignedIn(stack, browser, owner.sessionKey, `/home/licensing/${owner.organizationId}`, { width, locale });
  await page.locator('#licence-invoices').waitFor({ timeout: 20_000 });
  return page;
}

/** Issues an invoice as a confirmed payment's fulfilment does. */
async function issue(lines: Array<{ description: string; item: string; quantity: number; unitAmount: number }>) {
  const id = ++paymentId;
  return stack.app.ctx.db.transaction((tx) =>
    stack.app.services.invoices.issue(tx, {
      organizationId: owner.organizationId,
      paymentId: id,
      provider: 'test',
      providerReference: `test_pay_${id}`,
      currency: 'eur',
      lines,
      paidAt: new Date(),
    }),
  );
}

beforeAll(async () => {
  stack = await startStack({
    invoices: {
      taxRatePercent: 25,
      seller: { name: 'Signage Nordic AB', address: 'Storgatan 1\n111 22 Stockholm', taxId: 'SE556677889901' },
    },
  });
  browser = await launchBrowser();
  // The first sign-up is the platform (the seller); the buyer signs up under it.
  await new OwnerApi(stack).signUp({
    orgName: 'Platform',
    ownerName: 'Pat Platform',
    email: PLATFORM,
    password: PASSWORD,
    city: 'Stockholm',
  });
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Café Ñandú', ownerName: 'Inés Owner', email: OWNER, password: PASSWORD, city: 'Umeå' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('invoices on the licence page', () => {
  it('shows the empty state, then the invoices, and downloads a PDF', async () => {
    let page = await licencePage(1280, 'en');
    const section = page.locator('#licence-invoices').locator('xpath=ancestor::section');
    await section.getByText('No invoices yet.', { exact: false }).waitFor();
    await expectAccessible(page, 'invoices empty en 1280');
    await page.close();

    const first = await issue([
      { description: 'Licence extension, 1 year × 5 screens', item: 'device_year', quantity: 5, unitAmount: 12000 },
    ]);
    const second = await issue([
      { description: 'AI credits (500)', item: 'ai_credits', quantity: 1, unitAmount: 4900 },
      { description: 'Weather add-on, 1 year', item: 'weather', quantity: 1, unitAmount: 1500 },
    ]);
    expect(first.number).toMatch(/^\d{4}-000001$/);
    expect(second.number).toMatch(/^\d{4}-000002$/);
    // The mail to the owner, with the PDF.
    await stack.waitForMail(OWNER, new RegExp(`(${second.number})`));

    page = await licencePage(1280, 'en');
    const rows = page.locator('#licence-invoices').locator('xpath=ancestor::section').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(second.number);
    expect(await rows.nth(0).textContent()).toContain('AI credits (500), Weather add-on, 1 year');
    // 49.00 + 15.00 = 64.00, 25 % tax: 80.00.
    expect(await rows.nth(0).textContent()).toContain('€80.00');
    expect(await rows.nth(1).textContent()).toContain(first.number);
    expect(await rows.nth(1).textContent()).toContain('€750.00');
    await page.locator('#licence-invoices').scrollIntoViewIfNeeded();
    await expectAccessible(page, 'invoices en 1280');
    await screenshot(page, 'licence-invoices-en-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download invoice ${first.number} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${first.number}.pdf`);
    const pdf = readFileSync((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.close();
  });

  it('reads well on a phone and in Swedish', async () => {
    const page = await licencePage(390, 'sv');
    const section = page.locator('#licence-invoices').locator('xpath=ancestor::section');
    await section.getByRole('heading', { name: 'Fakturor' }).waitFor();
    await expect.poll(() => section.locator('tbody tr').count(), { timeout: 15_000 }).toBe(2);
    // No horizontal scrolling of the page at 390 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`),
    );
    expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'invoices sv 390');
    await screenshot(page, 'licence-invoices-sv-390');
    await page.close();
  });
});
