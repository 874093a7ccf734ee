import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/db/schema/index.ts';
import { startTestProvider, type TestProvider } from '../apps/server/test/oidc-test-provider.ts';
import { type SamlTestIdp, startSamlTestIdp } from '../apps/server/test/saml-test-idp.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, freshPage, launchBrowser, screenshot, submitSignIn, type Stack, startStack } from './support.ts';

/**
 * Single sign-on per organization end to end (docs/sso.md): the owner connects the organization's
 * OpenID Provider in the organization's settings; a colleague then signs in through the provider's own
 * login and consent pages (the real `oidc-provider` on loopback) into the CMS. Then the owner switches
 * to SAML 2.0 (the test IdP's metadata address) and a colleague signs in through its auto-posting form.
 */

let stack: Stack;
let browser: Browser;
let idp: TestProvider;
let samlIdp: SamlTestIdp;
let owner: OwnerApi;

beforeAll(async () => {
  stack = await startStack({ egressAllowLoopback: true });
  idp = await startTestProvider(`${stack.baseUrl}/api/auth/sso/callback`);
  samlIdp = await startSamlTestIdp();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Fjord Signs',
    ownerName: 'Frida Fjord',
    email: 'frida@fjordsigns.example',
    password: 'Sunny-Scr33n!',
    city: 'Bergen',
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await idp?.close();
  await samlIdp?.close();
});

describe('single sign-on', () => {
  it('the owner connects the provider in the organization settings (en, 1280)', async () => {
    const page = await freshPage(stack, browser, 1280, 900);
    await submitSignIn(page, stack.baseUrl, 'frida@fjordsigns.example', 'Sunny-Scr33n!');
    await page.waitForURL(/\/home$/, { timeout: 20_000 });
    await page.goto(`${stack.baseUrl}/home/organizations/${owner.organizationId}/info`);
    const form = page.getByTestId('sso-settings');
    await form.waitFor({ timeout: 30_000 });
    await form.locator('input[name="issuer"]').fill(idp.url);
    await form.locator('input[name="clientId"]').fill(idp.clientId);
    await form.locator('input[name="clientSecret"]').fill(idp.clientSecret);
    await form.locator('input[name="domains"]').fill('fjordsigns.example');
    await form.locator('input[name="roleClaim"]').fill('groups');
    await form.getByRole('button', { name: 'Add a role rule' }).click();
    await form.getByLabel('Claim value').fill('signage-staff');
    await form.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'Staff' }).click();
    await form.getByTestId('sso-save').click();
    await page.getByText('Single sign-on was saved.').waitFor({ timeout: 15_000 });
    expect(await form.locator('input[name="redirectUri"]').inputValue()).toBe(`${stack.baseUrl}/api/auth/sso/callback`);
    await expectAccessible(page, 'single sign-on settings (en, 1280)');
    await screenshot(page, 'sso-settings-en-1280');
    await page.close();
  }, 90_000);

  it('a colleague signs in through the provider’s own pages into the CMS (es, 390)', async () => {
    idp.accounts.set('sven', { email: 'sven@fjordsigns.example', name: 'Sven Skog', groups: ['signage-staff'] });
    const page = await freshPage(stack, browser, 390, 844);
    await page.evaluate(() => localStorage.setItem('signage.locale', 'es'));
    await page.goto(`${stack.baseUrl}/`);
    await page.getByRole('button', { name: 'Iniciar sesión con inicio de sesión único' }).click();
    await page.getByLabel('Correo del trabajo o dominio').fill('sven@fjordsigns.example');
    await expectAccessible(page, 'login with single sign-on (es, 390)');
    await screenshot(page, 'sso-login-es-390');
    await page.getByTestId('sso-continue').click();
    // The provider's own login page (development interactions of oidc-provider), then its consent page.
    await page.waitForURL(`${idp.url}/interaction/**`, { timeout: 15_000 });
    await page.locator('input[name="login"]').fill('sven');
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${idp.url}/interaction/**`, { timeout: 15_000 });
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL(`${stack.baseUrl}/home**`, { timeout: 20_000 });
    await page
      .getByRole('button', { name: /Sven Skog|cuenta/i })
      .first()
      .waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'CMS after single sign-on (es, 390)');
    await screenshot(page, 'sso-signed-in-es-390');
    await page.close();
    const [sven] = await stack.app.ctx.db.select().from(users).where(eq(users.email, 'sven@fjordsigns.example'));
    expect(sven?.role).toBe('staff');
  }, 90_000);

  it('the owner switches to SAML 2.0 and copies our details (fr, 390); a colleague signs in through the SAML provider', async () => {
    const page = await freshPage(stack, browser, 390, 844);
    await page.evaluate(() => localStorage.setItem('signage.locale', 'fr'));
    await page.goto(`${stack.baseUrl}/?password=1`);
    await submitSignIn(page, stack.baseUrl, 'frida@fjordsigns.example', 'Sunny-Scr33n!');
    await page.waitForURL(/\/home$/, { timeout: 20_000 });
    await page.goto(`${stack.baseUrl}/home/organizations/${owner.organizationId}/info`);
    const form = page.getByTestId('sso-settings');
    await form.waitFor({ timeout: 30_000 });
    await form.getByRole('radio', { name: 'SAML 2.0' }).check();
    const acs = `${stack.baseUrl}/api/auth/sso/saml/${owner.organizationId}/acs`;
    expect(await form.locator('input[name="samlAcsUrl"]').inputValue()).toBe(acs);
    await form.getByRole('button', { name: 'Copier l’URL ACS' }).waitFor();
    await form.locator('input[name="samlMetadataUrl"]').fill(samlIdp.metadataUrl);
    await form.getByTestId('sso-save').click();
    await page.getByText('L’authentification unique a été enregistrée.').waitFor({ timeout: 15_000 });
    // Read when saved, and again daily; "Refresh now" reads it at once.
    const refresh = form.getByTestId('saml-refresh');
    await refresh.getByText('Dernière lecture', { exact: false }).waitFor({ timeout: 15_000 });
    await refresh.getByRole('button', { name: 'Actualiser maintenant' }).click();
    await expect.poll(() => refresh.getByRole('button', { name: 'Actualiser maintenant' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await refresh.getByRole('alert').count()).toBe(0);
    await expectAccessible(page, 'SAML single sign-on settings (fr, 390)');
    await screenshot(page, 'sso-saml-settings-fr-390');
    await page.close();

    // The colleague: the login page sends the address to the provider, whose form posts back to our ACS.
    samlIdp.next = { nameId: 'siri@fjordsigns.example', attributes: { displayName: 'Siri Sand' } };
    const colleague = await freshPage(stack, browser, 1280, 900);
    await colleague.goto(`${stack.baseUrl}/`);
    await colleague.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await colleague.getByLabel('Work e-mail or domain').fill('siri@fjordsigns.example');
    await colleague.getByTestId('sso-continue').click();
    await colleague.waitForURL(`${stack.baseUrl}/home**`, { timeout: 20_000 });
    await colleague
      .getByRole('button', { name: /Siri Sand|account/i })
      .first()
      .waitFor({ timeout: 15_000 });
    await colleague.close();
    const [siri] = await stack.app.ctx.db.select().from(users).where(eq(users.email, 'siri@fjordsigns.example'));
    expect(siri?.role).toBe('content_creator');
    expect(samlIdp.requests.at(-1)?.acs).toBe(acs);
  }, 90_000);
});
