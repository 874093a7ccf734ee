import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Synchronized playback (docs/player.md) in the CMS: the owner turns "Play in sync" on for a group on
 * its page and off again. en at 1280 px, sv at 390 px, axe on each. (The players' timing is measured
 * by `npm run bench:sync`.)
 */
let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
let groupId = 0;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Synchro Shop',
    ownerName: 'Sia Sync',
    email: 'sia@sync.example',
    password: 'In-Step-Scr33ns!',
    city: 'Lund',
  });
  groupId = (await owner.call<{ id: number }>('/group/create', { name: 'Window row' })).id;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('group sync', () => {
  it('turns synchronized playback on and off on the group page (en 1280, sv 390)', async () => {
    const path = `/home/devicegroup/${groupId}/${owner.organizationId}`;
    const page = await openSignedIn(stack, browser, owner.sessionKey, path);
    const section = page.getByTestId('group-sync');
    const toggle = section.getByRole('switch', { name: 'Screens of this group play in sync' });
    await toggle.waitFor({ timeout: 20_000 });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await page.getByText('The screens of Window row now play in sync.').waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect((await owner.call<{ sync: boolean }>('/group/details', { id: groupId })).sync).toBe(true);
    await expectAccessible(page, 'group page with sync on');
    await screenshot(page, 'group-sync-en-1280');
    await page.close();

    const phone = await openSignedIn(stack, browser, owner.sessionKey, path, { width: 390, locale: 'sv' });
    const phoneToggle = phone.getByTestId('group-sync').getByRole('switch', { name: 'Skärmarna i den här gruppen spelar i takt' });
    await phoneToggle.waitFor({ timeout: 20_000 });
    expect(await phoneToggle.isChecked()).toBe(true);
    await expectAccessible(phone, 'group page (sv, 390)');
    await screenshot(phone, 'group-sync-sv-390');
    await phoneToggle.uncheck();
    await phone.getByText('Skärmarna i Window row spelar nu var för sig.').waitFor();
    expect((await owner.call<{ sync: boolean }>('/group/details', { id: groupId })).sync).toBe(false);
    await phone.close();
  }, 60_000);
});
