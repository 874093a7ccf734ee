import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * The activity log (spec part 1 "logs (new and read)"): a real upload by one person and a
 * publish by another appear with their authors; the bell in the top bar counts the new entries and
 * clears after "Mark all read"; axe and screenshots at 1280 and 390 px in English and Spanish.
 */

const PASSWORD = 'Sunny-Scr33n!';
const OWNER = 'pia@playhouse.example';
const ANA = 'ana@playhouse.example';

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
let ana: OwnerApi;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Playhouse', ownerName: 'Pia Player', email: OWNER, password: PASSWORD, city: 'Lund' });
  // Ana joins by invitation as a content creator and chooses her password from the mailed link.
  await owner.call('/users/add', { fullname: 'Ana Artist', email: ANA, role: 'content_creator' });
  const token = await stack.waitForMail(ANA, /\/newpassword\/([A-Za-z0-9_%-]+)/);
  const reset = await fetch(`${stack.baseUrl}/api/auth/changePasswordToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(token), password: PASSWORD, passwordRepeat: PASSWORD }),
  });
  expect(reset.status).toBe(200);
  ana = new OwnerApi(stack);
  const login = await ana.call<{ sessionKey: string; organizationId: number }>('/auth/login', { email: ANA, password: PASSWORD });
  ana.sessionKey = login.sessionKey;
  ana.organizationId = login.organizationId;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A CMS page signed in with `who`'s session, at `width`, in `locale`. */
const openAs = (who: OwnerApi, path: string, width = 1280, locale = 'en'): Promise<Page> =>
  openSignedIn(stack, browser, who.sessionKey, path, { width, locale, fresh: true });

const unreadOf = async (who: OwnerApi) => (await who.call<{ unreadCount: number }>('/activity/unreadCount', {})).unreadCount;
const badge = (page: Page) => page.getByTestId('activity-badge');

describe('the activity log in the CMS', () => {
  it('shows an upload and a publish with their authors, counts them as new, and clears the count when read', async () => {
    // Ana uploads a file (a real multipart upload); Pia makes a shared playlist and publishes it.
    const poster = await ana.upload('poster.png', 'image/png');
    const lobby = (await owner.call<{ id: number }>('/playlist/create', { name: 'Lobby', aspect: '16:9', section: 'shared' })).id;
    await owner.call('/playlist/slide/create', { playlistId: lobby });
    await owner.call('/playlist/publish', { playlistId: lobby });

    // Pia: Ana's actions are new to her, her own are not.
    const piaNew = await unreadOf(owner);
    expect(piaNew).toBeGreaterThanOrEqual(1);
    const page = await openAs(owner, '/home');
    await expect.poll(() => badge(page).textContent(), { timeout: 15_000 }).toBe(String(piaNew));
    await expect.poll(() => page.getByTestId('activity-bell-label').textContent()).toContain(`${piaNew} new`);
    await page.getByRole('link', { name: `Activity, ${piaNew} new entr` }).click();
    await page.waitForURL(/\/home\/activity$/);
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    const feed = page.getByTestId('activity-feed');
    const upload = feed.locator('[data-action="media.upload"]').first();
    await expect.poll(() => upload.textContent()).toContain('Ana Artist uploaded poster.png');
    expect(await upload.getAttribute('data-unread')).toBe('true');
    expect(await upload.textContent()).toContain('New');
    const publish = feed.locator('[data-action="playlist.publish"]').first();
    expect(await publish.textContent()).toContain('Pia Player published the playlist Lobby');
    expect(await publish.getAttribute('data-unread')).toBe('false');
    // The playlist still exists: its name links to the editor; Ana's file is private to her (no link for Pia).
    expect(await publish.getByRole('link', { name: 'Lobby' }).getAttribute('href')).toBe(`/home/playlists/${lobby}`);
    expect(await upload.getByRole('link', { name: 'poster.png' }).count()).toBe(0);
    expect(await page.getByTestId('activity-unread-text').textContent()).toContain(`${piaNew} new`);
    await expectAccessible(page, 'activity log (en, 1280)');
    await page.mouse.move(640, 700);
    await screenshot(page, 'activity-en-1280');

    // Filters: only media, then only Ana.
    await page.getByTestId('activity-kind-media').click();
    await page.waitForURL(/kinds=media/);
    await expect
      .poll(() => feed.locator('[data-action]').evaluateAll((els) => els.map((e) => e.getAttribute('data-action'))))
      .toEqual(['media.upload']);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/home\/activity$/);

    // Mark all read: the highlight goes, the bell's count clears.
    await page.getByTestId('activity-mark-read').click();
    await page.getByText('Everything is marked read.').waitFor();
    await expect.poll(() => page.getByTestId('activity-unread-text').textContent()).toBe('You are up to date.');
    await expect.poll(() => feed.locator('[data-unread="true"]').count()).toBe(0);
    await expect.poll(() => badge(page).isVisible()).toBe(false);
    expect(await page.getByTestId('activity-bell-label').textContent()).toBe('Activity');
    // The number fades out; the bell's name never contradicts what it shows.
    await expectAccessible(page, 'activity log after mark all read');
    expect(await unreadOf(owner)).toBe(0);
    await page.close();

    // Ana, a content creator: Pia's publish of the shared playlist is new to her; her own upload is not.
    const anaNew = await unreadOf(ana);
    expect(anaNew).toBeGreaterThanOrEqual(1);
    const anaPage = await openAs(ana, '/home/activity', 390);
    await expect.poll(() => badge(anaPage).textContent(), { timeout: 15_000 }).toBe(String(anaNew));
    const anaFeed = anaPage.getByTestId('activity-feed');
    await expect.poll(() => anaFeed.locator('[data-action="playlist.publish"]').first().getAttribute('data-unread')).toBe('true');
    expect(await anaFeed.locator('[data-action="media.upload"]').first().getAttribute('data-unread')).toBe('false');
    // Her own file links to its detail in her media.
    expect(await anaFeed.getByRole('link', { name: 'poster.png' }).getAttribute('href')).toBe(`/home/media/my?item=${poster.id}`);
    await expectAccessible(anaPage, 'activity log (en, 390)');
    await screenshot(anaPage, 'activity-en-390');
    // A content creator is offered the kinds her role shows (and her own account's).
    expect(await anaPage.getByTestId('activity-kind-users').count()).toBe(0);
    // The filters open on a phone.
    await anaPage.getByRole('button', { name: 'Show filters' }).click();
    await anaPage.getByRole('group', { name: 'What happened' }).waitFor();
    await expectAccessible(anaPage, 'activity filters (en, 390)');
    await screenshot(anaPage, 'activity-en-390-filters');
    await anaPage.close();
  });

  it('reads in Spanish at both widths, with the same entries', async () => {
    // A new entry by Ana, so Pia has something new.
    await ana.call('/media/rename', {
      mediaId: (
        await ana.call<{ items: Array<{ id: number }> }>('/media/list', {
          section: 'my',
          kind: 'all',
          folderId: null,
          search: '',
          tag: '',
          offset: 0,
          limit: 5,
        })
      ).items[0]?.id,
      name: 'cartel.png',
    });
    for (const width of [1280, 390]) {
      const page = await openAs(owner, '/home/activity', width, 'es');
      await page.getByRole('heading', { name: 'Actividad', level: 1 }).waitFor();
      const feed = page.getByTestId('activity-feed');
      await expect
        .poll(() => feed.locator('[data-action="media.rename"]').first().textContent())
        .toContain('Ana Artist cambió el nombre de poster.png');
      expect(await feed.locator('[data-action="playlist.publish"]').first().textContent()).toContain(
        'Pia Player publicó la lista de reproducción Lobby',
      );
      expect(await page.getByTestId('activity-mark-read').textContent()).toBe('Marcar todo como leído');
      await expect.poll(() => badge(page).textContent()).toBe('1');
      await expectAccessible(page, `activity log (es, ${width})`);
      await screenshot(page, `activity-es-${width}`);
      await page.close();
    }
  });
});
