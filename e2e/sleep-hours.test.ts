import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import path from 'node:path';
import {
  type Browser,
  expectAccessible,
  launchBrowser,
  openSignedIn,
  screenshot,
  screenshotDir,
  type Stack,
  startStack,
} from './support.ts';

/**
 * Sleep hours (docs/screens.md "Sleep hours") in Chromium: set on a screen's page (English, 1280, axe)
 * so that the current time is inside them; the paired player page goes black, its kiosk beat says
 * `sleeping`, and the screens list shows it as Sleeping. The same card in Spanish at 390 px (axe).
 */
let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
let deviceKey = '';
let player: Page;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Night Co',
    ownerName: 'Nina Night',
    email: 'nina@night.example',
    password: 'Sl33py-Scr33ns!',
    city: 'Luleå',
  });
  const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Day loop', aspect: '16:9' });
  await owner.call('/playlist/slide/create', { playlistId });
  await owner.call('/playlist/publish', { playlistId });
  player = await browser.context.newPage();
  await player.setViewportSize({ width: 1280, height: 720 });
  await player.goto(`${stack.baseUrl}/player/?kiosk=500`);
  const codeEl = player.locator('[data-pairing-code]');
  await codeEl.waitFor({ timeout: 30_000 });
  const code = (await codeEl.getAttribute('data-pairing-code')) ?? '';
  ({ deviceKey } = await owner.call<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, {
    deviceId: code,
    name: 'Shop window',
  }));
  await owner.call('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
  await player.locator('[data-layer="current"]').waitFor({ timeout: 30_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('sleep hours', () => {
  it('set on the screen page to cover now: the player goes black and the CMS lists it as Sleeping (en, 1280)', async () => {
    expect(await player.title()).toMatch(/state=awake$/);
    const page = await openSignedIn(stack, browser, owner.sessionKey, `/home/devices/${deviceKey}/${owner.organizationId}`, {
      width: 1280,
      locale: 'en',
    });
    const card = page.getByTestId('sleep-hours');
    await card.getByText('This screen never sleeps').waitFor({ timeout: 20_000 });
    await card.getByLabel('This screen has its own sleep hours').check();
    // Period 1 (weeknights) becomes every day, all day: whatever the time, the screen is asleep.
    const period = card.getByRole('group', { name: 'Sleep period 1', exact: true });
    for (const day of ['Saturday', 'Sunday']) await period.getByRole('button', { name: day }).click();
    await period.getByLabel('Off from, period 1').fill('00:00');
    await period.getByLabel('On again at, period 1').fill('00:00');
    await period.getByText('The same time twice').waitFor();
    await card.getByRole('button', { name: 'Remove sleep period 2' }).click();
    await card.getByRole('button', { name: 'Add an exception' }).click();
    await card.getByRole('button', { name: 'Remove exception 1' }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sleep hours saved.').waitFor();
    await card.getByText(/The screen is asleep now/).waitFor();
    await expectAccessible(page, 'screen page with sleep hours');
    await screenshot(page, 'cms-sleep-hours-en-1280');
    await card.screenshot({ path: path.join(screenshotDir, 'cms-sleep-hours-card-en-1280.png') });

    // The player: black, nothing playing, and the kiosk beat asks the watchdog to switch the TV off.
    await player.locator('[data-view="sleeping"]').waitFor({ timeout: 30_000 });
    expect(await player.locator('[data-layer="current"]').count()).toBe(0);
    await expect.poll(() => player.title(), { timeout: 10_000 }).toMatch(/state=sleeping$/);
    const shot = await player.screenshot();
    expect(shot.length).toBeGreaterThan(0);
    const color = await player.evaluate(
      () => getComputedStyle(document.querySelector('[data-view="sleeping"]') as Element).backgroundColor,
    );
    expect(color).toBe('rgb(0, 0, 0)');

    // The screens list: Sleeping, not Offline.
    await page.goto(`${stack.baseUrl}/home/devicemanagement/devices`);
    await expect
      .poll(() => page.locator(`[data-device="${deviceKey}"] [data-status]`).first().getAttribute('data-status'), { timeout: 40_000 })
      .toBe('sleeping');
    await screenshot(page, 'cms-sleeping-list-en-1280');
    await page.close();
  }, 120_000);

  it('the sleep hours card in Spanish on a phone (es, 390)', async () => {
    const page = await openSignedIn(stack, browser, owner.sessionKey, `/home/devices/${deviceKey}/${owner.organizationId}`, {
      width: 390,
      locale: 'es',
    });
    const card = page.getByTestId('sleep-hours');
    await card.getByTestId('sleep-rule-0').waitFor({ timeout: 20_000 });
    await card.getByRole('group', { name: 'Días del periodo de apagado 1' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await expectAccessible(page, 'screen page with sleep hours, phone');
    await screenshot(page, 'cms-sleep-hours-es-390');
    await card.screenshot({ path: path.join(screenshotDir, 'cms-sleep-hours-card-es-390.png') });
    await page.close();
  }, 60_000);
});
