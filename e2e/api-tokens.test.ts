import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Organization API tokens (docs/api-tokens.md) in Chromium: the owner makes a token in the
 * organization's API tokens tab, sees it once and copies it, the token works against the API, and
 * revoking it in the list stops it. Axe and screenshots at 1280 and 390 px in the four languages.
 */
let stack: Stack;
let browser: Browser;
let owner: OwnerApi;

async function tokensPage(width: number, locale: string): Promise<Page> {
  const page = await openSignedIn(stack, browser, owner.sessionKey, `/home/organizations/${owner.organizationId}/apiTokens`, {
    width,
    locale,
  });
  await page.getByTestId('api-token-create').waitFor({ timeout: 20_000 });
  return page;
}

const callWith = (token: string) =>
  fetch(`${stack.baseUrl}/api/playlist/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ section: 'my' }),
  });

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Token Town',
    ownerName: 'Tina Token',
    email: 'tina@tokens-e2e.example',
    password: 'T0kens-Are-Fun!',
    city: 'Lund',
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('API tokens in the CMS', () => {
  it('makes a token shown once, which works, and revokes it', async () => {
    const page = await tokensPage(1280, 'en');
    await page.getByText('No API tokens yet.').waitFor();
    await expectAccessible(page, 'api tokens empty en 1280');
    await page.getByTestId('api-token-create').click();
    await page.getByLabel('Name').fill('Lobby script');
    await page.getByRole('checkbox', { name: /Content/ }).check();
    await page.getByRole('radio', { name: 'In 30 days' }).check();
    await expectAccessible(page, 'api token dialog en 1280');
    await screenshot(page, 'cms-api-tokens-dialog-en-1280');
    await page.getByTestId('api-token-submit').click();
    const secretField = page.getByTestId('api-token-secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^sgn_/);
    await expectAccessible(page, 'api token shown en 1280');
    await screenshot(page, 'cms-api-tokens-created-en-1280');
    expect((await callWith(secret)).status).toBe(200);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Lobby script').waitFor();
    expect(await page.getByTestId('api-token-list').textContent()).toContain('Never used');
    await expectAccessible(page, 'api tokens list en 1280');
    await screenshot(page, 'cms-api-tokens-list-en-1280');
    await page.getByRole('button', { name: 'Revoke the token Lobby script' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('The token Lobby script was revoked.').waitFor();
    expect((await callWith(secret)).status).toBe(401);
    await page.close();
  }, 120_000);

  const inLanguages = async (cases: ReadonlyArray<readonly [number, string]>) => {
    for (const [width, locale] of cases) {
      const page = await tokensPage(width, locale);
      await page.getByTestId('api-token-list').waitFor();
      await expectAccessible(page, `api tokens ${locale} ${width}`);
      await screenshot(page, `cms-api-tokens-${locale}-${width}`);
      await page.getByTestId('api-token-create').click();
      await page.getByTestId('api-token-submit').waitFor();
      await expectAccessible(page, `api token dialog ${locale} ${width}`);
      await screenshot(page, `cms-api-tokens-dialog-${locale}-${width}`);
      await page.close();
    }
  };

  it('in English and Spanish on a phone', async () => {
    await inLanguages([
      [390, 'en'],
      [390, 'es'],
    ]);
  }, 120_000);

  it('in French on a desktop and Swedish on a phone', async () => {
    await inLanguages([
      [1280, 'fr'],
      [390, 'sv'],
    ]);
  }, 120_000);
});
