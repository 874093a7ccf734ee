import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../apps/server/src/db/schema/index.ts';
import { type FakeOpenMeteo, startFakeOpenMeteo } from '../apps/server/test/fakes/open-meteo.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, launchBrowser, type Stack, startStack } from './support.ts';

/**
 * A self-hosted Open-Meteo on 127.0.0.1 (README: WEATHER_API_URL, GEOCODING_API_URL), end to end,
 * WITHOUT the test-only loopback allowance: the editor's place search finds the place, and a paired
 * player shows the temperature the local service serves. The service is reached only because the
 * operator configured it (docs/security.md "Outbound requests").
 */

let stack: Stack;
let browser: Browser;
let weather: FakeOpenMeteo;
let owner: OwnerApi;

beforeAll(async () => {
  weather = await startFakeOpenMeteo();
  weather.temperature = 17;
  stack = await startStack({ weatherApiUrl: weather.url, geocodingApiUrl: weather.url });
  expect(stack.app.ctx.config.egressAllowLoopback).toBe(false);
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Harbour Screens',
    ownerName: 'Hanna Harbour',
    email: 'hanna@harbour.example',
    password: 'Sunny-Scr33n!',
    city: 'Madrid',
  });
  await stack.app.ctx.db
    .update(licences)
    .set({ overrides: { weatherAddOn: true } })
    .where(eq(licences.organizationId, owner.organizationId));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await weather?.close();
});

const temperature = (scope: ReturnType<Page['locator']>) => scope.locator('[data-widget="weather"] [data-weather-temperature]').first();

describe('weather from a self-hosted service on loopback', () => {
  it('finds a place in the editor and shows its temperature on a paired player', async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Harbour', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId, { locale: 'en' });
    await page.getByRole('button', { name: 'Widgets' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Weather/ }).click();
    await dialog.waitFor({ state: 'detached' });

    // The place search goes to the local geocoding service.
    await page.getByLabel('Location').fill('Madr');
    await page.getByRole('option', { name: 'Madrid, España' }).click();
    await expect.poll(() => temperature(page.getByTestId('editor-canvas')).textContent(), { timeout: 20_000 }).toContain('17');
    expect(weather.requests.some((r) => r.path === '/v1/search' && r.query.name === 'Madr')).toBe(true);
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
    await page.close();

    await owner.call('/playlist/publish', { playlistId });
    const screen = await browser.context.newPage();
    await screen.setViewportSize({ width: 1280, height: 720 });
    await screen.goto(`${stack.baseUrl}/player/`);
    const code = screen.locator('[data-pairing-code]');
    await code.waitFor({ timeout: 30_000 });
    const { deviceKey } = await owner.call<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, {
      deviceId: await code.getAttribute('data-pairing-code'),
    });
    await owner.call('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
    const shown = screen.locator('[data-layer="current"]');
    await expect.poll(() => temperature(shown).textContent(), { timeout: 30_000 }).toContain('17');
    expect(await shown.locator('[data-widget-stale]').count()).toBe(0);

    // One forecast fetch for Madrid, however many times the editor and the screen asked.
    const madrid = weather.requests.filter((r) => r.path === '/v1/forecast' && r.query.latitude === '40.42');
    expect(madrid).toHaveLength(1);
    await screen.close();
  });
});
