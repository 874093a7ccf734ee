import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  expectAccessible,
  freshPage,
  launchBrowser,
  type Stack,
  startStack,
  submitMailedCode,
  submitRegistration,
} from './support.ts';

/** Spec 5/8: a website element needs a valid address of a site that allows embedding (server check). */
const PASSWORD = 'Sunny-Scr33n!';
const OWNER = 'wes@webframe.example';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function openEditor(page: Page) {
  await submitRegistration(page, stack.baseUrl, { email: OWNER, password: PASSWORD, orgName: 'Webframe', name: 'Wes Web', city: 'Malmö' });
  await submitMailedCode(page, stack, OWNER);
  // The e-mailed code signs the person in (no second sign-in).
  await page.waitForURL(/\/home$/);
  await page.goto(`${stack.baseUrl}/home/playlists/my`);
  await page.getByRole('button', { name: 'New playlist' }).click();
  await page.getByLabel('Name').fill('Web wall');
  await page.getByLabel('16:9 landscape').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/home\/playlists\/\d+$/);
  await page.getByTestId('editor-canvas').waitFor();
}

describe('website element', () => {
  it('shows the spec messages under the address field and adds nothing the server refuses', async () => {
    const page = await freshPage(stack, browser, 1280, 800);
    await openEditor(page);
    const checks: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/playlist/checkEmbed')) checks.push(r.status());
    });

    await page.getByRole('toolbar').getByRole('button', { name: 'Website', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a website' });
    const field = dialog.getByLabel('Web address');
    await field.fill('not a web address');
    await dialog.getByTestId('website-add').click();
    await dialog.getByText('Please enter a valid web address.').waitFor();

    // A private address (here the server itself) is never fetched: "cannot be embedded".
    await field.fill(`${stack.baseUrl}/`);
    await dialog.getByTestId('website-add').click();
    await dialog.getByText('This website cannot be embedded. Please try a different one.').waitFor();
    expect(checks).toEqual([200]);
    await expectAccessible(page, 'website dialog with the embed message');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('editor-canvas').locator('[data-element-type="web"]').count()).toBe(0);
    await page.close();
  });
});
