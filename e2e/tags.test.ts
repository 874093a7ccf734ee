import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Tags and dynamic groups (docs/screens.md, "Tags and dynamic groups") in Chromium: one screen tagged
 * on its page, another in bulk from the list, a dynamic group "any of" both tags made in the groups
 * tab, a playlist assigned to it (English, 1280 px), its members seen in Spanish at 390 px; axe.
 */
let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
const screens: Record<'desk' | 'cafe', string> = { desk: '', cafe: '' };
let groupPath = '';

async function pair(name: string) {
  const res = await fetch(`${stack.baseUrl}/api/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appVersion: '1.0.0', osVersion: 'Chromium test', timeZone: 'Europe/Stockholm' }),
  });
  const { pairingCode } = ((await res.json()) as { response: { pairingCode: string } }).response;
  return (await owner.call<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, { deviceId: pairingCode, name })).deviceKey;
}

async function cms(width: number, locale: string, path: string): Promise<Page> {
  const page = await openSignedIn(stack, browser, owner.sessionKey, path, { width, locale });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  return page;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Taghouse',
    ownerName: 'Tess Tagger',
    email: 'tess@tags.example',
    password: 'Tagged-Scr33ns!',
    city: 'Lund',
  });
  screens.desk = await pair('Front desk');
  screens.cafe = await pair('Cafe wall');
  const { id } = await owner.call<{ id: number }>('/playlist/create', { name: 'Welcome loop', aspect: '16:9' });
  await owner.call('/playlist/slide/create', { playlistId: id });
  await owner.call('/playlist/publish', { playlistId: id });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('tags and dynamic groups', () => {
  it('tags two screens (one in bulk), makes an "any of" dynamic group and assigns a playlist to it (en, 1280)', async () => {
    // One screen on its page.
    const page = await cms(1280, 'en', `/home/devices/${screens.desk}/${owner.organizationId}`);
    const tags = page.getByTestId('device-tags-input');
    await tags.fill('lobby');
    await tags.press('Enter');
    await page.getByTestId('device-tags').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tags saved.').waitFor();

    // The other in bulk from the list.
    await page.goto(`${stack.baseUrl}/home/devicemanagement/devices`);
    await page.getByRole('checkbox', { name: 'Select Cafe wall' }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Add tags' }).click();
    await page.getByTestId('bulk-tags-input').fill('cafe');
    await page.getByTestId('bulk-tags-input').press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Tags changed on 1 screen.').waitFor();
    // The tag filter shows only the screens that carry it.
    await page.getByRole('combobox', { name: 'Tag', exact: true }).click();
    await page.getByRole('option', { name: '#cafe' }).click();
    await expect.poll(() => page.locator('[data-device]').count()).toBe(1);
    await page.locator(`[data-device="${screens.cafe}"]`).waitFor();
    await expectAccessible(page, 'screens list with a tag filter');
    await screenshot(page, 'cms-tags-list-en-1280');

    // A dynamic group: any of #lobby, #cafe.
    await page.goto(`${stack.baseUrl}/home/devicemanagement/groups`);
    await page.getByRole('button', { name: 'New dynamic group' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Group name').fill('Welcome screens');
    await dialog.getByLabel('Any of these tags').check();
    const ruleTags = dialog.getByTestId('rule-tags-input');
    for (const tag of ['lobby', 'cafe']) {
      await ruleTags.fill(tag);
      await ruleTags.press('Enter');
    }
    await dialog.getByText('Screens that match this rule now: 2').waitFor();
    await expectAccessible(page, 'new dynamic group');
    await screenshot(page, 'cms-dynamic-group-new-en-1280');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome screens' }).waitFor();
    groupPath = new URL(page.url()).pathname;

    // Assigned like any group: both screens get it at once.
    await page.getByRole('button', { name: 'Assign playlist' }).click();
    await page.getByRole('radio', { name: /Welcome loop/ }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText('Welcome loop is assigned to Welcome screens.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    for (const key of [screens.desk, screens.cafe]) {
      const info = await owner.call<{ nowPlaying: { playlistName: string | null } }>('/device/info', { deviceKey: key });
      expect(info.nowPlaying.playlistName).toBe('Welcome loop');
    }
    await expectAccessible(page, 'dynamic group page');
    await screenshot(page, 'cms-dynamic-group-en-1280');
  });

  it('shows the dynamic group’s members live (es, 390)', async () => {
    const page = await cms(390, 'es', groupPath);
    const members = page.getByTestId('dynamic-members');
    await members.getByRole('link', { name: 'Front desk' }).waitFor();
    await members.getByRole('link', { name: 'Cafe wall' }).waitFor();
    // Untagged elsewhere: it leaves the list.
    await owner.call('/device/setTags', { deviceKey: screens.cafe, tags: [] });
    await members.getByRole('link', { name: 'Cafe wall' }).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, 'dynamic group page, phone');
    await screenshot(page, 'cms-dynamic-group-es-390');
  });
});
