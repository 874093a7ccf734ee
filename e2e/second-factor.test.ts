import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, screenshot, type Stack, startStack } from './support.ts';

const PASSWORD = 'Second-F4ctor!';

let stack: Stack;
let browser: Browser;
/**
 * WebAuthn needs a secure context and a domain as relying party: http://localhost is both (127.0.0.1
 * is secure but an address is no relying-party id). PUBLIC_URL is left unset for the relying party, so
 * the server takes the request's host, as a development server does (docs/security.md "Second factor").
 */
let base = '';

beforeAll(async () => {
  stack = await startStack({ publicUrlSet: false });
  base = stack.baseUrl.replace('127.0.0.1', 'localhost');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function owner(name: string) {
  const api = new OwnerApi(stack);
  const email = `${name.toLowerCase()}-${Date.now()}@secondfactor.example`;
  await api.signUp({ orgName: `${name} Ltd`, ownerName: `${name} Owner`, email, password: PASSWORD, city: 'Lund' });
  return email;
}

/** A page with a virtual authenticator (Chromium's DevTools WebAuthn domain): resident keys, user verification. */
async function pageWithAuthenticator(): Promise<Page> {
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto(`${base}/emailsent`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

async function passwordStep(page: Page, email: string) {
  await page.goto(`${base}/`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

async function signOut(page: Page) {
  await browser.context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/`);
}

/** 1280 and 390 px: nothing overflows sideways, axe passes at both. */
async function checkBoth(page: Page, name: string) {
  await expectAccessible(page, `${name} (1280 px)`);
  await screenshot(page, `second-factor-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, `${name} (390 px)`);
  await screenshot(page, `second-factor-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('second factor', () => {
  it('adds a passkey on the Security tab, then signs in with it alone', async () => {
    const email = await owner('Pia');
    const page = await pageWithAuthenticator();
    await passwordStep(page, email);
    await page.waitForURL(/\/home$/);
    await page.goto(`${base}/home/account?section=security`);
    await page.locator('input[name="passkeyName"]').fill('Work laptop');
    await page.getByTestId('passkey-add').click();
    await expect.poll(() => page.getByTestId('passkey-row').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByText('Work laptop').count()).toBe(1);
    await checkBoth(page, 'security-passkey');

    // The organization's rule, on its Info tab: owners and administrators must use a second factor.
    const orgId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('signage.user') ?? '{}') as { organizationId: number }).organizationId,
    );
    await page.goto(`${base}/home/organizations/${orgId}/info`);
    await page.getByTestId('org-second-factor-admins').click();
    await page.getByTestId('org-second-factor-save').click();
    await expect.poll(() => page.getByText('The second-factor rule has been saved.').count()).toBe(1);
    await page.getByRole('heading', { name: 'Second factor' }).scrollIntoViewIfNeeded();
    await checkBoth(page, 'org-rule');
    // This is the platform organization: its rule would cover every organization below (the next test's too).
    await page.getByTestId('org-second-factor-none').click();
    await page.getByTestId('org-second-factor-save').click();
    await expect.poll(() => page.getByTestId('org-second-factor-save').isDisabled()).toBe(true);

    await signOut(page);
    await page.getByTestId('passkey-sign-in').click();
    await page.waitForURL(/\/home$/);

    // New recovery codes ask for the same proof, in the same dialog: a wrong password makes none.
    await page.goto(`${base}/home/account?section=security`);
    await page.getByTestId('recovery-regenerate').click();
    const codesDialog = page.getByRole('dialog', { name: 'Create new recovery codes?' });
    await codesDialog.getByLabel('Your password').fill('Not-the-password1');
    await codesDialog.getByTestId('prove-confirm').click();
    await expect.poll(() => codesDialog.getByText('password is not correct', { exact: false }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('recovery-codes').count()).toBe(0);
    await codesDialog.getByLabel('Your password').fill(PASSWORD);
    await codesDialog.getByTestId('prove-confirm').click();
    await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count(), { timeout: 10_000 }).toBe(10);
    await page.getByTestId('recovery-codes-done').click();

    // Removing the passkey asks for the password (no authenticator app); a wrong one changes nothing.
    await page.getByRole('button', { name: 'Remove: Work laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the passkey “Work laptop”?' });
    await dialog.getByLabel('Your password').fill('Not-the-password1');
    await dialog.getByTestId('prove-confirm').click();
    await expect.poll(() => dialog.getByText('password is not correct', { exact: false }).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, 'remove passkey, wrong password (1280 px)');
    await screenshot(page, 'second-factor-remove-passkey-1280');
    expect(await page.getByTestId('passkey-row').count()).toBe(1);
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByTestId('prove-confirm').click();
    await expect.poll(() => page.getByTestId('passkey-row').count(), { timeout: 10_000 }).toBe(0);
    await page.close();
  });

  it('sets up an authenticator app, asks for its code after the password and refuses a wrong one', async () => {
    const email = await owner('Tom');
    const page = await pageWithAuthenticator();
    await passwordStep(page, email);
    await page.waitForURL(/\/home$/);
    await page.goto(`${base}/home/account?section=security`);
    await page.getByTestId('totp-add').click();
    const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await expect.poll(() => page.getByRole('img', { name: /QR code/ }).count()).toBe(1);
    await checkBoth(page, 'security-totp-setup');
    await page.locator('input[name="code"]').fill(await generate({ secret }));
    await page.getByTestId('totp-confirm').click();
    await expect.poll(() => page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await checkBoth(page, 'security-recovery-codes');
    await page.getByTestId('recovery-codes-done').click();

    await signOut(page);
    await passwordStep(page, email);
    await page.getByTestId('second-factor-step').waitFor();
    await checkBoth(page, 'login-step');
    // The enrolment used this time step's code: the server's clock moves to the next step.
    stack.advanceClock(30_000);
    const next = await generate({ secret, epoch: Math.floor((Date.now() + 30_000) / 1000) });
    await page.locator('input[name="code"]').fill(next === '000000' ? '111111' : '000000');
    await page.getByTestId('second-factor-submit').click();
    await expect.poll(() => page.getByText('That code is not right, or it has already been used.', { exact: false }).count()).toBe(1);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sessionKey=');
    await page.locator('input[name="code"]').fill(next);
    await page.getByTestId('second-factor-submit').click();
    await page.waitForURL(/\/home$/);

    // Turning the app off takes a current code from it (the next time step's: each code counts once).
    await page.goto(`${base}/home/account?section=security`);
    await page.getByTestId('totp-remove').click();
    stack.advanceClock(30_000);
    const dialog = page.getByRole('dialog', { name: 'Remove the authenticator app?' });
    await dialog
      .getByLabel('Six-digit code from the app')
      .fill(await generate({ secret, epoch: Math.floor((Date.now() + 60_000) / 1000) }));
    await dialog.getByTestId('prove-confirm').click();
    await expect.poll(() => page.getByText('The authenticator app has been removed.').count(), { timeout: 10_000 }).toBe(1);
    await page.close();
  });
});
