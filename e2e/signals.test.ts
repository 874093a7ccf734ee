import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../apps/server/src/db/schema/index.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Colours and words that say what is true (docs/decisions.md "Colours and states say what is true"): on
 * the dashboard no screen offline is not a red count, an unlimited allowance draws no bar, and an add-on
 * the licence includes that this server does not offer says so on the licence page.
 */
let stack: Stack;
let browser: Browser;
let owner: OwnerApi;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Signals',
    ownerName: 'Sam Signal',
    email: 'sam@signals-e2e.example',
    password: 'Signal-Me-Now!1',
    city: 'Lund',
  });
  // Unlimited screens, 3 users.
  await stack.app.ctx.db.update(licences).set({ numDevices: null, numUsers: 3 }).where(eq(licences.organizationId, owner.organizationId));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('states and colours that say what is true', () => {
  it('dashboard: "Offline: 0" is neutral; unlimited screens draw no bar, limited users do', async () => {
    const page = await openSignedIn(stack, browser, owner.sessionKey, '/home', { width: 1280 });
    const offline = page.getByTestId('dashboard-offline-count');
    await offline.waitFor({ timeout: 20_000 });
    expect(await offline.textContent()).toContain('0');
    expect(await offline.getAttribute('data-tone')).toBe('default');
    expect(await offline.getAttribute('class')).not.toContain('colorError');
    const usages = page.getByTestId('licence-usage');
    await expect.poll(() => usages.count(), { timeout: 15_000 }).toBe(2);
    expect(await usages.nth(0).getAttribute('data-unlimited')).toBe('true');
    expect(await usages.nth(0).getByRole('progressbar').count()).toBe(0);
    expect(await usages.nth(0).textContent()).toContain('unlimited');
    expect(await usages.nth(1).getByRole('progressbar').count()).toBe(1);
    await screenshot(page, 'signals-dashboard-en-1280');
    await page.close();
  }, 60_000);

  it('licence page: no bar for unlimited, and the Canva add-on is "not offered on this server" here', async () => {
    const page = await openSignedIn(stack, browser, owner.sessionKey, `/home/licensing/${owner.organizationId}`, { width: 1280 });
    await page.locator('#licence-overview').waitFor({ timeout: 20_000 });
    const usages = page.getByTestId('licence-usage');
    expect(await usages.nth(0).getByRole('progressbar').count()).toBe(0);
    // The test server has no Canva keys: whatever the licence says, the switch tells it is not offered here.
    const canva = page.getByTestId('addon-not-offered-canva');
    await canva.waitFor({ timeout: 15_000 });
    expect(await canva.textContent()).toMatch(/not offered on this server/i);
    expect(await page.getByText('Design service').count()).toBe(0);
    // The buy section offers only add-ons not on yet: Canva's state is told once, under its switch.
    await page.getByTestId('buy-credits').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('buy-addon-not-offered-canva').count()).toBe(0);
    await screenshot(page, 'signals-licence-en-1280');
    await page.close();
  }, 60_000);
});
