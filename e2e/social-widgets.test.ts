import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../apps/server/src/db/schema/index.ts';
import { type FakeMetaGraph, startFakeMetaGraph } from '../apps/server/test/fakes/meta-graph.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, screenshot, type Stack, startStack } from './support.ts';

/**
 * Facebook and Instagram widgets end to end (docs/widgets-social.md): the editor connects a page through the
 * provider's sign-in (a local fake of Meta's login dialog and Graph API), the spec 2.4 result pages,
 * the page picker, the posts on the canvas, "This page has no posts", and disconnect.
 */
let stack: Stack;
let browser: Browser;
let fake: FakeMetaGraph;
let owner: OwnerApi;

beforeAll(async () => {
  fake = await startFakeMetaGraph();
  fake.pages = [
    {
      id: '1001',
      name: 'Corner Café',
      instagram: { id: '17841400000000001', username: 'cornercafe' },
      posts: [
        { message: 'New menu today!', picture: '/img/menu.png', created: '2026-11-24T09:00:00+0000' },
        { message: 'Open late on Friday', created: '2026-11-23T09:00:00+0000' },
      ],
    },
    { id: '1002', name: 'Quiet Page', posts: [] },
  ];
  stack = await startStack({
    egressAllowLoopback: true,
    widgets: { refreshMs: 1000, deployment: { qrCode: true, facebook: true, instagram: true } },
    meta: { appId: fake.appId, appSecret: fake.appSecret, graphUrl: fake.url, oauthUrl: fake.url },
  });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Corner Café',
    ownerName: 'Sofia Social',
    email: 'sofia@corner.example',
    password: 'Latte-Art-2026!',
    city: 'Lund',
  });
  await stack.app.ctx.db
    .update(licences)
    .set({ overrides: { facebookAddOn: true, instagramAddOn: true } })
    .where(eq(licences.organizationId, owner.organizationId));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await fake?.close();
});

const canvas = (page: Page) => page.getByTestId('editor-canvas');

/** Clicks "Connect a page" and answers the tab the provider's sign-in opened in. */
async function connectInNewTab(page: Page): Promise<Page> {
  const [tab] = await Promise.all([browser.context.waitForEvent('page'), page.getByTestId('social-connect').click()]);
  await tab.waitForLoadState();
  await tab.getByTestId('social-result').waitFor({ timeout: 20_000 });
  return tab;
}

describe('social widgets', () => {
  it('connects a page, shows its posts, says when a page has none, and disconnects', async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Café', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId);
    await page.getByRole('button', { name: 'Widgets' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Facebook/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await canvas(page).getByText('Choose a page in the editor').waitFor();

    // A refused consent: the failure page (spec 2.4) explains it.
    fake.consent = 'deny';
    const failed = await connectInNewTab(page);
    expect(new URL(failed.url()).pathname).toBe('/social/failed');
    await failed.getByText('The connection to the social network was unsuccessful').waitFor();
    await expectAccessible(failed, 'social connection failed page');
    await screenshot(failed, 'social-failed-en-1280');
    await failed.close();

    // Consent given: the success page, then the editor's panel lists the pages.
    fake.consent = 'allow';
    const connected = await connectInNewTab(page);
    expect(new URL(connected.url()).pathname).toBe('/social/connected');
    await connected.getByText('Page connected').first().waitFor();
    await expectAccessible(connected, 'social connected page');
    await screenshot(connected, 'social-connected-en-1280');
    await connected.close();

    await page.bringToFront();
    const picker = page.getByRole('combobox', { name: 'Page' });
    await picker.waitFor({ timeout: 20_000 });
    await picker.click();
    await page.getByRole('option', { name: 'Corner Café' }).click();
    await expect.poll(() => canvas(page).locator('[data-widget="facebook"] [data-social-post]').count(), { timeout: 20_000 }).toBe(2);
    await canvas(page).getByText('New menu today!').waitFor();
    await expect.poll(() => canvas(page).locator('[data-social-image]').getAttribute('src')).toMatch(/^\/api\/widget\/image\//);
    await expectAccessible(page, 'facebook panel');
    await screenshot(page, 'social-facebook-en-1280');

    await picker.click();
    await page.getByRole('option', { name: 'Quiet Page' }).click();
    await canvas(page).getByText('This page has no posts').waitFor({ timeout: 20_000 });

    // Disconnect asks first, revokes at the provider, and the panel offers to connect again.
    await page.getByTestId('social-disconnect').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByTestId('social-connect').waitFor();
    expect(fake.revoked).toHaveLength(1);
    await page.close();
  }, 180_000);
});
