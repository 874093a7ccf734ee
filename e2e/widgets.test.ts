import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../apps/server/src/db/schema/index.ts';
import { type FakeOpenMeteo, startFakeOpenMeteo } from '../apps/server/test/fakes/open-meteo.ts';
import { type FakeRss, startFakeRss } from '../apps/server/test/fakes/rss.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, screenshot, type Stack, startStack } from './support.ts';

/**
 * Widgets end to end (docs/widgets.md): added and set up in the editor's Widgets section, published to a
 * paired player page that renders them with the server's data (local fakes of Open-Meteo and of an
 * RSS 2.0 feed stand in for the internet), kept with an "as of" marker while the screen is cut off,
 * and fresh again without a reload when it is back.
 */

let stack: Stack;
let browser: Browser;
let weather: FakeOpenMeteo;
let rss: FakeRss;
let owner: OwnerApi;

beforeAll(async () => {
  weather = await startFakeOpenMeteo();
  rss = await startFakeRss();
  stack = await startStack({
    egressAllowLoopback: true,
    weatherApiUrl: weather.url,
    geocodingApiUrl: weather.url,
    widgets: { refreshMs: 1000, deployment: { qrCode: true, facebook: false, instagram: false } },
  });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Lobby Screens',
    ownerName: 'Wanda Widget',
    email: 'wanda@lobby.example',
    password: 'Sunny-Scr33n!',
    city: 'Malmö',
  });
  // The licence of this organization includes the weather, news and QR code add-ons.
  await stack.app.ctx.db
    .update(licences)
    .set({ overrides: { weatherAddOn: true, newsAddOn: true, qrCodeAddOn: true } })
    .where(eq(licences.organizationId, owner.organizationId));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await weather?.close();
  await rss?.close();
});

async function addWidget(page: Page, name: string) {
  await page.getByRole('button', { name: /^(Widgets|Widgetar)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await dialog.waitFor({ state: 'detached' });
}

const canvas = (page: Page) => page.getByTestId('editor-canvas');
const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');

describe('widgets', () => {
  it('adds weather, news, a QR code and a clock in the editor, and a paired screen shows them, offline too', async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Lobby', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId, { locale: 'en' });

    // The Widgets section lists every type; the organization may add all of these.
    await page.getByRole('button', { name: 'Widgets' }).click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Clock', 'Countdown', 'News', 'QR code', 'Weather'])
      await expect.poll(() => dialog.getByRole('button', { name: new RegExp(`^${name}`) }).isEnabled()).toBe(true);
    await expectAccessible(page, 'widget picker');
    await screenshot(page, 'widgets-picker-en-1280');
    await page.keyboard.press('Escape');

    // Weather: the default location; the server fetches it from the (fake) provider.
    await addWidget(page, 'Weather');
    await expect
      .poll(() => canvas(page).locator('[data-widget="weather"] [data-weather-temperature]').first().textContent(), { timeout: 20_000 })
      .toContain('21');
    await expect
      .poll(() => page.locator('[data-widget-data-status]').getAttribute('data-widget-data-status'), { timeout: 20_000 })
      .toBe('ok');
    await expectAccessible(page, 'weather panel');
    await screenshot(page, 'widgets-weather-en-1280');

    // News: a feed address checked by the server, then its stories on the canvas.
    await addWidget(page, 'News');
    const feed = page.getByLabel('RSS feed address');
    await feed.fill(`${rss.base}/atom`);
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('This is not an RSS 2.0 feed').first().waitFor();
    await feed.fill(`${rss.base}/rss2`);
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(/Fake & Friends News: \d+ stor/).waitFor({ timeout: 15_000 });
    await feed.press('Enter');
    await expect.poll(() => canvas(page).locator('[data-widget="news"] [data-news-item]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectAccessible(page, 'news panel');
    await screenshot(page, 'widgets-news-en-1280');

    await addWidget(page, 'QR code');
    await canvas(page).locator('[data-widget="qr_code"] svg path').first().waitFor();
    await expectAccessible(page, 'QR code panel');
    await addWidget(page, 'Clock');
    await canvas(page).locator('[data-widget="clock"] [data-clock-time]').waitFor();
    await expectAccessible(page, 'clock panel');
    await addWidget(page, 'Countdown');
    await canvas(page).locator('[data-widget="countdown"] [data-countdown]').waitFor();
    await expectAccessible(page, 'countdown panel');
    await saved(page);
    await page.close();

    // Laid out as a lobby screen would be (the editor adds each new widget in the middle).
    const info = await owner.call<{ slides: { slideData: { elements: Array<Record<string, unknown>> } & Record<string, unknown> }[] }>(
      '/playlist/info',
      { playlistId },
    );
    const doc = info.slides[0]?.slideData as { elements: Array<Record<string, unknown>> };
    const boxes: Record<string, [number, number, number, number]> = {
      weather: [40, 40, 900, 560],
      news: [980, 40, 900, 560],
      qr_code: [40, 640, 380, 400],
      clock: [460, 640, 640, 400],
      countdown: [1140, 640, 740, 400],
    };
    for (const el of doc.elements) {
      const box = boxes[el.widget as string];
      if (box) Object.assign(el, { x: box[0], y: box[1], width: box[2], height: box[3] });
    }
    await owner.call('/playlist/updateSlide', { playlistId, slideNumber: 0, slideData: doc });

    // Spanish on a narrow desktop window: the same widgets, the panel in Spanish.
    const es = await owner.openEditor(browser.context, playlistId, { locale: 'es' });
    await es.getByRole('button', { name: 'Widgets' }).click();
    await expectAccessible(es, 'widget picker (es)');
    await screenshot(es, 'widgets-picker-es-1280');
    await es.keyboard.press('Escape');
    // The panels of the types without data here, in Spanish: added, looked at, removed again.
    for (const [name, type] of [
      ['Hoja de cálculo', 'spreadsheet'],
      ['Vídeo por enlace', 'video_link'],
      ['Código QR', 'qr_code'],
    ] as const) {
      await addWidget(es, name);
      await es.locator(`[data-widget-panel="${type}"]`).waitFor();
      await expectAccessible(es, `${type} panel (es)`);
      await screenshot(es, `widgets-${type}-es-1280`);
      // Removed with the editor's Delete key (the new widget is the selection).
      await es.locator('body').press('Delete');
      await es.locator(`[data-widget-panel="${type}"]`).waitFor({ state: 'detached' });
    }
    await saved(es);
    await es.close();

    // Phone width, English and Spanish: the editor needs a larger screen; the preview shows the widgets.
    for (const [locale, preview] of [
      ['en', 'Preview'],
      ['es', 'Vista previa'],
    ] as const) {
      const phone = await owner.openEditor(browser.context, playlistId, { width: 390, locale, editing: false });
      await phone.getByRole('button', { name: preview, exact: true }).click();
      const weatherShown = phone.getByTestId('preview').locator('[data-widget="weather"] [data-weather-temperature]').first();
      await expect.poll(() => weatherShown.textContent(), { timeout: 20_000 }).toContain('21');
      await expectAccessible(phone, `widgets preview (phone, ${locale})`);
      await screenshot(phone, `widgets-preview-${locale}-390`);
      await phone.close();
    }

    // Published to a paired screen.
    await owner.call('/playlist/publish', { playlistId });
    const screen = await browser.context.newPage();
    await screen.clock.install();
    await screen.setViewportSize({ width: 1280, height: 720 });
    await screen.goto(`${stack.baseUrl}/player/`);
    const code = screen.locator('[data-pairing-code]');
    await code.waitFor({ timeout: 30_000 });
    const { deviceKey } = await owner.call<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, {
      deviceId: await code.getAttribute('data-pairing-code'),
    });
    await owner.call('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
    const shown = screen.locator('[data-layer="current"]');
    await expect
      .poll(() => shown.locator('[data-widget="weather"] [data-weather-temperature]').first().textContent(), { timeout: 30_000 })
      .toContain('21');
    await expect.poll(() => shown.locator('[data-widget="news"] [data-news-item]').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await shown.locator('[data-widget="qr_code"] svg').waitFor();
    await shown.locator('[data-widget="clock"] [data-clock-time]').waitFor();
    expect(await shown.locator('[data-widget-stale]').count()).toBe(0);
    await screenshot(screen, 'widgets-player-1280');

    // The server is out of reach for 25 minutes: the last data stays, marked "as of HH:MM".
    await screen.route('**/api/**', (route) => route.abort('connectionrefused'));
    await screen.clock.fastForward('25:00');
    await expect.poll(() => shown.locator('[data-widget-stale]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await shown.locator('[data-widget="weather"] [data-weather-temperature]').first().textContent()).toContain('21');
    expect(await shown.locator('[data-widget="news"] [data-news-item]').count()).toBeGreaterThan(0);
    expect(await shown.locator('[data-widget-stale]').first().textContent()).toMatch(/^as of \d\d:\d\d$/);
    await screenshot(screen, 'widgets-player-offline-1280');

    // Back: the provider has new weather; the screen shows it, fresh, without a reload.
    weather.temperature = 8.6;
    await stack.app.ctx.db.execute(sql`update widget_sources set next_fetch_at = now() where kind = 'weather'`);
    await screen.unroute('**/api/**');
    await expect
      .poll(
        async () => {
          await screen.clock.fastForward('01:05');
          return shown.locator('[data-widget="weather"] [data-weather-temperature]').first().textContent();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toContain('9');
    await expect
      .poll(
        async () => {
          await screen.clock.fastForward('01:05');
          return shown.locator('[data-widget-stale]').count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(0);
    // Fan-in: the editor and the screen shared one upstream fetch per freshness window.
    console.log(
      `widgets e2e: Open-Meteo forecast requests ${weather.counts['/v1/forecast'] ?? 0}, feed requests ${rss.hits.filter((h) => h === '/rss2').length}`,
    );
    await screen.close();
  }, 240_000);
});
