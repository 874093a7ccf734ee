import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIssuer, startFakeIssuer } from '../apps/server/test/fakes/oidc-issuer.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, freshPage, launchBrowser, screenshot, type Stack, startStack } from './support.ts';

/**
 * Sign in with Google end to end (docs/integrations.md "Google sign-in"): the login page's button goes to the server, which sends
 * the browser to a local fake OpenID Connect issuer (never Google); its authorize page approves at
 * once and sends the browser back to the callback, and the CMS opens signed in.
 */

let stack: Stack;
let browser: Browser;
let fake: FakeIssuer;

beforeAll(async () => {
  fake = await startFakeIssuer();
  stack = await startStack({
    egressAllowLoopback: true,
    google: { clientId: fake.clientId, clientSecret: fake.clientSecret, issuer: fake.url },
  });
  browser = await launchBrowser();
  const owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Gull Cafe',
    ownerName: 'Gunnel Google',
    email: 'gunnel@gullcafe.example',
    password: 'Sunny-Scr33n!',
    city: 'Visby',
  });
  fake.user = { email: 'gunnel@gullcafe.example', name: 'Gunnel Google', emailVerified: true };
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await fake?.close();
});

describe('Google sign-in', () => {
  it('shows the button (en, es; 1280 and 390 px) and signs an existing account in through the issuer', async () => {
    for (const [locale, label] of [
      ['es', 'Iniciar sesión con Google'],
      ['en', 'Sign in with Google'],
    ] as const) {
      for (const width of [390, 1280]) {
        const page = await freshPage(stack, browser, width, 800);
        await page.evaluate((l) => localStorage.setItem('signage.locale', l), locale);
        await page.goto(`${stack.baseUrl}/`);
        const button = page.getByRole('link', { name: label });
        await button.waitFor();
        await expectAccessible(page, `login with Google button (${locale}, ${width})`);
        await screenshot(page, `google-sign-in-login-${locale}-${width}`);
        if (locale === 'en' && width === 1280) {
          await button.click();
          await page.waitForURL(`${stack.baseUrl}/home`, { timeout: 15_000 });
          expect(fake.authorizations.length).toBeGreaterThan(0);
          await page
            .getByRole('button', { name: /Gunnel Google|account/i })
            .first()
            .waitFor({ timeout: 15_000 });
        }
        await page.close();
      }
    }
  }, 60_000);

  it('takes a new Google address through the sign-up details into the CMS (390 px)', async () => {
    fake.user = { email: 'nils@newcafe.example', name: 'Nils New', emailVerified: true };
    const page = await freshPage(stack, browser, 390, 800);
    await page.goto(`${stack.baseUrl}/register`);
    await page.getByTestId('google-sign-in').click();
    await page.waitForURL(`${stack.baseUrl}/authflow/google`);
    await page.locator('input[name="orgName"]').fill('New Cafe');
    expect(await page.locator('input[name="orgOwnerName"]').inputValue()).toBe('Nils New');
    await page.locator('input[name="country"]').fill('Swed');
    await page.getByRole('option', { name: 'Sweden' }).click();
    await page.locator('input[name="terms"]').check();
    await expectAccessible(page, 'Google sign-up details');
    await screenshot(page, 'google-sign-up-details-en-390');
    await page.getByTestId('google-register-submit').click();
    await page.waitForURL(`${stack.baseUrl}/home`, { timeout: 15_000 });
    await page.close();
  });

  it('hides the button when the server does not offer Google sign-in', async () => {
    const page = await freshPage(stack, browser, 1280, 800);
    // The answer of a server without GOOGLE_CLIENT_ID (integration tests cover that server itself).
    await page.route('**/api/auth/providers', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ response: { google: false } }) }),
    );
    const asked = page.waitForRequest('**/api/auth/providers');
    await page.goto(`${stack.baseUrl}/`);
    await asked;
    await page.getByRole('link', { name: 'Create an account' }).waitFor();
    expect(await page.getByTestId('google-sign-in').count()).toBe(0);
    await page.close();
  });
});
