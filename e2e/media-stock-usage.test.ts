import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPackage, TRIAL_DAYS } from '@signage/shared';
import { licences, organizations, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/crypto.ts';
import { card, KID, OWNER, PASSWORD, PNG, signInAs, signUpOwner, waitReady } from './media-support.ts';
import { type Browser, expectAccessible, freshPage, launchBrowser, screenshot, type Stack, startStack } from './support.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  // Studio Sol (the platform: the first sign-up) and its owner, as the uploads suite in media.test.ts starts.
  await signUpOwner(stack);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const newPage = (width = 1280, height = 800) => freshPage(stack, browser, width, height);
const signIn = (page: Page, email: string) => signInAs(stack, page, email);

describe('the media library', () => {
  it('copies an image to stock for a selected sub-organization, whose user finds it under Stock', async () => {
    const page = await newPage();
    await page.evaluate(() => localStorage.setItem('signage.locale', 'en'));
    await signIn(page, OWNER);
    await page.goto(`${stack.baseUrl}/home/media/my`);
    await page
      .getByTestId('media-file-input')
      .setInputFiles({ name: 'stock-poster.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await waitReady(page, 'stock-poster.png');

    // No sub-organizations yet: the dialog says what stock is for and offers the platform instead.
    await card(page, 'stock-poster.png').getByRole('button').click();
    const detail = page.getByTestId('media-detail');
    await detail.getByTestId('detail-copy-to-stock').click();
    const dialog = page.getByTestId('copy-to-stock-dialog');
    await dialog.getByTestId('copy-to-stock-empty').getByText('Your organization has no sub-organizations').waitFor();
    await dialog.getByTestId('copy-to-stock-platform').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A sub-organization (with its licence, as sign-up creates it) and a member of it.
    const [parent] = await stack.app.ctx.db.select().from(organizations).where(eq(organizations.name, 'Studio Sol'));
    const [child] = await stack.app.ctx.db
      .insert(organizations)
      .values({ parentId: parent!.id, name: 'Sol Kids', city: 'Uppsala', country: 'Sweden' })
      .returning();
    const trial = findPackage('TRIAL');
    await stack.app.ctx.db.insert(licences).values({
      organizationId: child!.id,
      packageName: trial.name,
      numDevices: trial.numDevices,
      numUsers: trial.numUsers,
      validityDays: TRIAL_DAYS,
      validityExpiresAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
      interactiveDeviceLimit: 0,
    });
    await stack.app.ctx.db.insert(users).values({
      organizationId: child!.id,
      email: KID,
      fullname: 'Kim Kids',
      role: 'owner',
      passwordHash: await hashPassword(PASSWORD),
      status: 'active',
      emailVerifiedAt: new Date(),
    });

    await detail.getByTestId('detail-copy-to-stock').click();
    await dialog.getByRole('checkbox', { name: 'Sol Kids' }).check();
    await expectAccessible(page, 'copy to stock dialog');
    await screenshot(page, 'media-copy-to-stock-en-1280');
    await dialog.getByTestId('copy-to-stock-ok').click();
    await dialog.waitFor({ state: 'hidden' });
    await detail.getByText('Copied to stock: the selected sub-organization finds it under Stock.').waitFor();
    // The bulk bar offers the same dialog.
    await page.getByTestId('media-detail-close').click();
    await page.getByRole('checkbox', { name: 'Select stock-poster.png' }).check();
    await page.getByTestId('bulk-copy-to-stock').click();
    await dialog.getByRole('checkbox', { name: 'Sol Kids' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.close();

    const kid = await newPage();
    await signIn(kid, KID);
    await kid.goto(`${stack.baseUrl}/home/media/stock`);
    await waitReady(kid, 'stock-poster.png');
    await card(kid, 'stock-poster.png').getByRole('button').click();
    await kid.getByTestId('media-detail').getByText('Studio Sol').waitFor();
    await kid.close();
  });

  it('shows which playlists use a file before deleting it: drafts ask, published refuses', async () => {
    const page = await newPage();
    await page.evaluate(() => localStorage.setItem('signage.locale', 'en'));
    await signIn(page, OWNER);
    await page.goto(`${stack.baseUrl}/home/media/my`);
    await page
      .getByTestId('media-file-input')
      .setInputFiles({ name: 'in-use.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await waitReady(page, 'in-use.png');

    // A playlist uses it in a slide (set up through the API with the signed-in session).
    const sessionKey = (await page.context().cookies()).find((c) => c.name === 'sessionKey')?.value ?? '';
    const api = async (url: string, body: Record<string, unknown>) => {
      const res = await stack.app.inject({ method: 'POST', url: `/api${url}`, payload: { sessionKey, ...body } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().response;
    };
    const listed = await api('/media/list', { section: 'my', search: 'in-use' });
    const item = listed.items.find((m: { name: string }) => m.name === 'in-use.png');
    const { id: playlistId } = await api('/playlist/create', {
      name: 'Window display',
      aspect: '16:9',
      parentFolderId: null,
      hashtags: [],
    });
    await api('/playlist/slide/create', {
      playlistId,
      slideData: {
        version: 1,
        elements: [{ id: 'i1', type: 'image', x: 0, y: 0, width: 640, height: 400, mediaId: String(item.id), url: item.url }],
      },
    });

    const dialog = page.getByTestId('delete-media-dialog');
    const detail = page.getByTestId('media-detail');
    await card(page, 'in-use.png').getByRole('button').click();
    await detail.getByTestId('detail-delete').click();
    await dialog.getByTestId('media-used-drafts').getByText('Window display').waitFor();
    await dialog.getByRole('button', { name: 'Delete anyway' }).waitFor();
    await expectAccessible(page, 'media delete dialog (drafts)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Published: screens play it, so it cannot be deleted. The check is asked again at this opening:
    // while it runs, the answer of the earlier opening ("Delete anyway") is not shown.
    await api('/playlist/publish', { playlistId });
    let releaseUsage = () => {};
    const usageHeld = new Promise<void>((resolve) => {
      releaseUsage = resolve;
    });
    await page.route('**/api/media/usage', async (route) => {
      await usageHeld;
      await route.continue();
    });
    await detail.getByTestId('detail-delete').click();
    await dialog.getByText('Checking where this is used…').waitFor();
    expect(await dialog.getByTestId('media-used-drafts').count()).toBe(0);
    expect(await dialog.getByTestId('confirm-dialog-ok').isDisabled()).toBe(true);
    releaseUsage();
    await dialog.getByTestId('media-used-published').getByText('Window display').waitFor();
    await page.unroute('**/api/media/usage');
    expect(await dialog.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    expect(await dialog.getByTestId('confirm-dialog-ok').count()).toBe(0);

    // The dialog stays open, the same element (not closed, not remounted), through what used to close
    // it: a full-page screenshot (Chromium briefly makes the window 1×1 px), a resize across the phone
    // breakpoint and back, and a refetch of the list (the browser coming back online).
    await dialog.evaluate((el) => {
      (el as HTMLElement & { keptOpen?: boolean }).keptOpen = true;
    });
    const stillTheSameDialog = () =>
      dialog.evaluate((el) => (el as HTMLElement & { keptOpen?: boolean }).keptOpen === true, undefined, { timeout: 2000 });
    const staysOpenFor = async (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        expect(await dialog.getByTestId('media-used-published').isVisible()).toBe(true);
        await page.waitForTimeout(100);
      }
      expect(await stillTheSameDialog()).toBe(true);
    };
    await screenshot(page, 'media-delete-in-use-en-1280');
    await staysOpenFor(1000);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.waitForTimeout(300);
    await page.setViewportSize({ width: 1280, height: 800 });
    await staysOpenFor(1000);
    const listRefetched = page.waitForResponse((response) => response.url().endsWith('/api/media/list'));
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await listRefetched;
    await staysOpenFor(1000);
    await expectAccessible(page, 'media delete dialog (published)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await detail.isVisible()).toBe(true);

    // Once the playlist is gone the file can be deleted.
    await api('/playlist/remove', { ids: [playlistId], folderIds: [] });
    await detail.getByTestId('detail-delete').click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => card(page, 'in-use.png').count()).toBe(0);
    await page.close();
  });
});
