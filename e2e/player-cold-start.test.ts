import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser, type Stack, startStack } from './support.ts';
import { OwnerApi } from './owner-api.ts';

/**
 * Cold start offline: a paired screen that has played its playlist is switched off, the server goes
 * away, and the screen is switched on again. The service worker serves the app and IndexedDB the
 * manifest and media, so the first scheduled slide shows from the cache. The target is 2 s
 * (`npm run bench:coldstart` measures it); the bound here is looser so a loaded CI machine does not
 * fail it, and the time is printed.
 */
const PASSWORD = 'C0ld-Start-Scr33n!';
const OWNER = 'cold@screens.example';
const BOUND_MS = 6_000;

let stack: Stack;
let browser: Browser;
let organizationId = 0;
let serverClosed = false;

let owner: OwnerApi;
const api = <T = unknown>(url: string, body: Record<string, unknown>) => owner.call<T>(url, body);

const uploadPoster = () => owner.upload('poster.png', 'image/png');

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Cold Start', ownerName: 'Cody Cold', email: OWNER, password: PASSWORD, city: 'Kiruna' });
  organizationId = owner.organizationId;
});

afterAll(async () => {
  await browser?.close();
  if (serverClosed) await stack?.close().catch(() => undefined);
  else await stack?.close();
});

describe('cold start offline', () => {
  it('a paired screen restarted with the server stopped shows its first scheduled slide from its cache', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${stack.baseUrl}/player/`);
    const codeEl = page.locator('[data-pairing-code]');
    await codeEl.waitFor({ timeout: 30_000 });
    const code = (await codeEl.getAttribute('data-pairing-code')) ?? '';
    const { deviceKey } = await api<{ deviceKey: string }>(`/device/${organizationId}/accept`, { deviceId: code });

    const poster = await uploadPoster();
    const { id: playlistId } = await api<{ id: number }>('/playlist/create', { name: 'Cold', aspect: '16:9' });
    await api('/playlist/slide/create', {
      playlistId,
      slideData: {
        version: 1,
        aspect: '16:9',
        actions: {},
        duration: 5,
        background: { type: 'color', color: '#0D47A1' },
        animation: { style: 'StyleOne', durationMs: 400 },
        elements: [
          {
            id: 'img',
            type: 'image',
            x: 1000,
            y: 140,
            width: 800,
            height: 800,
            mediaId: String(poster.id),
            url: poster.url,
            fit: 'contain',
          },
          {
            id: 'title',
            type: 'text',
            x: 120,
            y: 380,
            width: 800,
            height: 300,
            html: '<p>Good morning</p>',
            fontId: 'roboto',
            fontSize: 96,
            color: '#FFFFFF',
          },
        ],
      },
    });
    await api('/playlist/publish', { playlistId });
    await api('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
    const current = page.locator('[data-layer="current"]');
    await current.locator('[data-element-type="text"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => current.locator('img').getAttribute('src')).toMatch(/^blob:/);
    // The app shell is precached and the page is controlled by the service worker.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await current.locator('[data-element-type="text"]').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.close();

    // Switched off; the server goes away; switched on again.
    serverClosed = true;
    await stack.app.close();
    const screen = await browser.context.newPage();
    await screen.setViewportSize({ width: 1280, height: 720 });
    screen.on('pageerror', (e) => errors.push(e.message));
    const started = Date.now();
    await screen.goto(`${stack.baseUrl}/player/`, { waitUntil: 'commit' });
    const first = screen.locator('[data-layer="current"] [data-element-type="text"]');
    await first.waitFor({ timeout: 30_000 });
    const elapsed = Date.now() - started;
    console.log(`cold start offline: first scheduled slide on screen after ${elapsed} ms (target 2000 ms, bound here ${BOUND_MS} ms)`);
    expect(await first.textContent()).toContain('Good morning');
    // Its image from IndexedDB, as a blob URL, decoded.
    const img = screen.locator('[data-layer="current"] img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await img.getAttribute('src')).toMatch(/^blob:/);
    expect(elapsed).toBeLessThan(BOUND_MS);
    expect(errors).toEqual([]);
    await screen.close();
  });
});
