import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../apps/server/src/db/schema/index.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Usage stats (spec parts 1, 2.2, 5, 6, 9): a real player in Chromium plays a published
 * playlist; its proof of play reaches the server (the player sends its batch every minute); the owner
 * sees the plays for that playlist and screen on /home/stats, meets the at-least-one-type rule, and
 * downloads the report as CSV (checked: the playlist and its play count) and as PDF. A staff user has
 * no menu item and the page refuses; without the licence flag the item is gone too. axe and
 * screenshots at 1280 and 390 px in English and Spanish.
 */

const PASSWORD = 'Sunny-Scr33n!';
const OWNER = 'olga@statshouse.example';
const STAFF = 'stig@statshouse.example';
const PLAYLIST = 'Lobby loop';
const SCREEN = 'Lobby screen';

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
let staff: OwnerApi;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Statshouse', ownerName: 'Olga Owner', email: OWNER, password: PASSWORD, city: 'Lund' });
  await owner.call('/users/add', { fullname: 'Stig Staff', email: STAFF, role: 'staff' });
  const token = await stack.waitForMail(STAFF, /\/newpassword\/([A-Za-z0-9_%-]+)/);
  const reset = await fetch(`${stack.baseUrl}/api/auth/changePasswordToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(token), password: PASSWORD, passwordRepeat: PASSWORD }),
  });
  expect(reset.status).toBe(200);
  staff = new OwnerApi(stack);
  const login = await staff.call<{ sessionKey: string; organizationId: number }>('/auth/login', { email: STAFF, password: PASSWORD });
  staff.sessionKey = login.sessionKey;
  staff.organizationId = login.organizationId;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A CMS page signed in with `who`'s session, at `width`, in `locale`. */
const openAs = (who: OwnerApi, path: string, width = 1280, locale = 'en'): Promise<Page> =>
  openSignedIn(stack, browser, who.sessionKey, path, { width, locale, fresh: true });

const navItem = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

type Usage = { rows: Array<{ key: string; label: string; values: Record<string, number> }>; totals: Record<string, number> };

describe('usage stats', () => {
  let plays = 0;

  it('counts what a real screen played, and the owner reads, filters and downloads it', { timeout: 300_000 }, async () => {
    // A real player pairs and plays a published playlist of two 2-second slides.
    const player = await browser.context.newPage();
    await player.setViewportSize({ width: 1280, height: 720 });
    // The page's clock follows real time, and is moved over the minute the player waits between
    // proof-of-play uploads (as a laptop lid closed and opened again) rather than waited for.
    await player.clock.install();
    await player.goto(`${stack.baseUrl}/player/`);
    const codeEl = player.locator('[data-pairing-code]');
    await codeEl.waitFor({ timeout: 30_000 });
    const code = (await codeEl.getAttribute('data-pairing-code')) ?? '';
    const { deviceKey } = await owner.call<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, { deviceId: code });
    await owner.call('/device/setName', { deviceKey, deviceName: SCREEN });
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: PLAYLIST, aspect: '16:9' });
    for (const [colour, text] of [
      ['#123456', 'Welcome'],
      ['#654321', 'Coffee is on the left'],
    ] as const) {
      await owner.call('/playlist/slide/create', {
        playlistId,
        slideData: {
          version: 1,
          aspect: '16:9',
          actions: {},
          duration: 2,
          background: { type: 'color', color: colour },
          animation: { style: 'none', durationMs: 0 },
          elements: [
            {
              id: 't',
              type: 'text',
              x: 120,
              y: 380,
              width: 1600,
              height: 300,
              html: `<p>${text}</p>`,
              fontId: 'roboto',
              fontSize: 96,
              color: '#FFFFFF',
            },
          ],
        },
      });
    }
    await owner.call('/playlist/publish', { playlistId });
    await owner.call('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
    await player.locator('[data-layer="current"] [data-element-type="text"]').waitFor({ timeout: 30_000 });
    // A few slides play; the player sends its proof of play in a batch every minute.
    await player.waitForTimeout(7_000);
    await player.clock.fastForward('01:00');

    const usage = (type: string) => owner.call<Usage>('/stats/usage', { type, range: { preset: 'last7' }, page: 1, pageSize: 10 });
    await expect
      .poll(async () => (await usage('playlistPlays')).rows.find((r) => r.label === PLAYLIST)?.values.plays ?? 0, {
        timeout: 150_000,
        interval: 3_000,
      })
      .toBeGreaterThanOrEqual(3);
    // Stop the screen so the figures hold still while the page and the files are compared.
    await player.close();
    await new Promise((r) => setTimeout(r, 1_000));
    const figures = await usage('playlistPlays');
    plays = figures.rows.find((r) => r.label === PLAYLIST)?.values.plays ?? 0;

    // The owner: the side menu has the item, the page shows the plays of the playlist and of the screen.
    const page = await openAs(owner, '/home');
    await navItem(page, 'Usage stats').click();
    await page.waitForURL(/\/home\/stats/);
    await page.getByRole('heading', { name: 'Usage stats', level: 1 }).waitFor();
    const card = page.getByTestId('stats-card-playlistPlays');
    const row = card.getByTestId('stats-rows-playlistPlays').getByRole('row', { name: new RegExp(PLAYLIST) });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.locator('[data-metric="plays"]').textContent()).toBe(String(plays));
    expect(await row.getByRole('link', { name: PLAYLIST }).getAttribute('href')).toBe(`/home/playlists/${playlistId}`);
    expect(await card.getByTestId('stats-totals-playlistPlays').locator('[data-metric="plays"]').textContent()).toBe(String(plays));
    await expect.poll(() => page.getByTestId('stats-time-zone').textContent()).toMatch(/^Times in \S+/);
    await expect.poll(() => page.getByTestId('stats-updated').textContent()).toMatch(/^Updated at /);
    // The chart has a name that reads its figures; "Show as table" gives the same series.
    const chart = card.getByTestId('stats-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toMatch(/^Playlist plays: Plays per (day|hour)/);
    await card.getByRole('button', { name: 'Show as table' }).click();
    await card.getByRole('button', { name: 'Show as chart' }).waitFor();
    await card.getByRole('button', { name: 'Show as chart' }).click();
    await chart.waitFor();

    // Plays per screen: tick the type, the address keeps it (a report can be shared).
    await page.getByTestId('stats-type-screenPlays').click();
    await page.waitForURL(/types=playlistPlays%2CscreenPlays|types=playlistPlays,screenPlays/);
    const screenRow = page.getByTestId('stats-rows-screenPlays').getByRole('row', { name: new RegExp(SCREEN) });
    await screenRow.waitFor({ timeout: 20_000 });
    expect(Number(await screenRow.locator('[data-metric="plays"]').textContent())).toBeGreaterThanOrEqual(plays);
    await expectAccessible(page, 'usage stats (en, 1280)');
    await page.mouse.move(60, 880);
    await screenshot(page, 'stats-en-1280');

    // At least one usage type (spec part 5): unticking every type leaves the last ticked, with the message.
    await page.getByTestId('stats-type-screenPlays').click();
    await page.waitForURL((url) => url.searchParams.get('types') === 'playlistPlays');
    // The address changes before React renders the boxes from it (a transition): click once they show it.
    await expect.poll(() => page.getByTestId('stats-type-screenPlays').locator('input').isChecked()).toBe(false);
    await page.getByTestId('stats-type-playlistPlays').click();
    await expect.poll(() => page.getByTestId('stats-type-error').textContent()).toBe('Select at least one usage type');
    expect(await page.getByTestId('stats-type-playlistPlays').locator('input').isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.get('types')).toBe('playlistPlays');
    await card.waitFor();

    // Sorting is the server's (largest first); a custom range of days (today included) keeps the plays.
    await page.getByTestId('stats-sort-playlistPlays-playSeconds').click();
    await page.waitForURL((url) => url.searchParams.get('sort.playlistPlays') === 'playSeconds');
    await page.getByRole('radio', { name: 'Custom range' }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === 'custom');
    const to = new URL(page.url()).searchParams.get('to') ?? '';
    expect(await page.getByTestId('stats-to').inputValue()).toBe(to);
    await expect.poll(() => row.locator('[data-metric="plays"]').textContent(), { timeout: 15_000 }).toBe(String(plays));
    await page.getByRole('radio', { name: 'Last 7 days' }).click();
    await page.waitForURL((url) => !url.searchParams.has('range'));

    // The CSV: the playlist and its play count.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stats-export-csv').click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvText = readFileSync((await csv.path()) ?? '', 'utf8');
    const csvLine = csvText.split(/\r?\n/).find((l) => l.includes(PLAYLIST));
    expect(csvLine, csvText.slice(0, 500)).toBeTruthy();
    expect(csvLine?.split(',').map((c) => c.replace(/"/g, ''))).toContain(String(plays));
    await page.getByTestId('stats-export-done').waitFor();
    // The PDF.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stats-export-pdf').click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await pdf.path()) ?? '')
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
    // The help page the report links to, one of the help topics.
    await page.getByRole('link', { name: 'How usage stats work' }).click();
    await page.waitForURL(/\/home\/help\/stats$/);
    await page.getByRole('heading', { name: 'Choose what to count', level: 3 }).waitFor();
    expect(await page.getByTestId('help-tab-stats').getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page, 'usage stats help (en)');
    await screenshot(page, 'stats-help-en-1280');
    await page.close();

    // A phone, and Spanish at both widths.
    const phone = await openAs(owner, '/home/stats?types=playlistPlays,onlineTime', 390);
    await phone
      .getByTestId('stats-rows-playlistPlays')
      .getByRole('row', { name: new RegExp(PLAYLIST) })
      .waitFor({ timeout: 20_000 });
    await phone.getByTestId('stats-card-onlineTime').getByTestId('stats-totals-onlineTime').waitFor();
    await phone.getByTestId('stats-chart').first().waitFor();
    await expectAccessible(phone, 'usage stats (en, 390)');
    await screenshot(phone, 'stats-en-390');
    await phone.getByRole('button', { name: 'Show filters' }).click();
    await phone.getByRole('group', { name: 'Usage types' }).waitFor();
    await screenshot(phone, 'stats-en-390-filters');
    await phone.close();
    for (const width of [1280, 390]) {
      const es = await openAs(owner, '/home/stats?types=playlistPlays,screenPlays', width, 'es');
      await es.getByRole('heading', { name: 'Estadísticas de uso', level: 1 }).waitFor();
      await es
        .getByTestId('stats-rows-screenPlays')
        .getByRole('row', { name: new RegExp(SCREEN) })
        .waitFor({ timeout: 20_000 });
      expect(await es.getByTestId('stats-export-csv').textContent()).toBe('Descargar CSV');
      await es.getByTestId('stats-chart').first().waitFor();
      await expectAccessible(es, `usage stats (es, ${width})`);
      await screenshot(es, `stats-es-${width}`);
      await es.close();
    }
  });

  it('is for owners and admins only: a staff user has no menu item and the page refuses', async () => {
    const page = await openAs(staff, '/home');
    await page.getByRole('navigation').getByRole('link').first().waitFor();
    expect(await navItem(page, 'Usage stats').count()).toBe(0);
    await page.goto(`${stack.baseUrl}/home/stats`);
    await page.waitForURL((url) => url.pathname === '/home', { timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Usage stats', level: 1 }).count()).toBe(0);
    await page.close();
  });

  it('needs the licence: a package without usage stats hides the item and the page refuses', async () => {
    const before = await openAs(owner, '/home');
    await navItem(before, 'Usage stats').waitFor();
    await before.close();
    // A single-screen package has no usage stats (the licence catalogue).
    await stack.app.ctx.db
      .update(licences)
      .set({ packageName: 'SINGLE_DEVICE_1Y' })
      .where(eq(licences.organizationId, owner.organizationId));
    try {
      const page = await openAs(owner, '/home');
      await navItem(page, 'Dashboard').waitFor();
      await expect.poll(() => navItem(page, 'Playlists').count()).toBe(1);
      expect(await navItem(page, 'Usage stats').count()).toBe(0);
      await page.goto(`${stack.baseUrl}/home/stats`);
      await page.waitForURL((url) => url.pathname === '/home', { timeout: 15_000 });
      await page.close();
    } finally {
      await stack.app.ctx.db.update(licences).set({ packageName: 'TRIAL' }).where(eq(licences.organizationId, owner.organizationId));
    }
  });
});
