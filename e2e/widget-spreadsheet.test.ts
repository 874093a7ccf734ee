import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, screenshot, type Stack, startStack } from './support.ts';

/**
 * The spreadsheet widget end to end (spec parts 4, 5, 8): added in the editor, refused an
 * invalid range and a sheet it cannot sync (translated messages), fed an uploaded CSV with its
 * progress, and its value shown on the canvas and on a paired screen. No licence add-on is needed.
 */

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
const csvPath = path.join(mkdtempSync(path.join(tmpdir(), 'sheet-e2e-')), 'visitors.csv');

beforeAll(async () => {
  writeFileSync(csvPath, 'Day,Visitors\nMonday,1204\nTuesday,987\n');
  stack = await startStack({
    egressAllowLoopback: true,
    widgets: { refreshMs: 1000, deployment: { qrCode: false, facebook: false, instagram: false } },
  });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Sheet Screens',
    ownerName: 'Sheila Sheet',
    email: 'sheila@sheets.example',
    password: 'Sunny-Scr33n!',
    city: 'Lund',
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const canvas = (page: Page) => page.getByTestId('editor-canvas');

describe('spreadsheet widget', () => {
  it('syncs with clear failures, takes an uploaded CSV, and shows its value in the editor and on a screen', async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Visitors', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId);
    await page.getByRole('button', { name: 'Widgets' }).click();
    const dialog = page.getByRole('dialog');
    const entry = dialog.getByRole('button', { name: /^Spreadsheet/ });
    await expect.poll(() => entry.isEnabled()).toBe(true);
    await entry.click();
    await dialog.waitFor({ state: 'detached' });
    await canvas(page).locator('[data-widget="spreadsheet"]').getByText('Choose a sheet and a range').waitFor();

    // A sheet link: an invalid range is refused before anything is sent; a sheet that cannot be read says so.
    await page.getByLabel('Sheet link').fill('https://127.0.0.1:1/sheet.csv');
    await page.getByLabel('Cell or range').fill('E10:E2');
    await page.getByRole('button', { name: 'Sync' }).click();
    await page.getByText('Invalid URL or range').first().waitFor();
    await page.getByLabel('Cell or range').fill('B2');
    await page.getByRole('button', { name: 'Sync' }).click();
    await expect.poll(() => page.getByTestId('spreadsheet-sync-state').getAttribute('data-state'), { timeout: 20_000 }).toBe('failed');
    expect(await page.getByTestId('spreadsheet-sync-state').textContent()).toMatch(/Sync failed|Invalid URL or range/);
    await expectAccessible(page, 'spreadsheet panel, sync failed');
    await screenshot(page, 'widgets-spreadsheet-sync-failed-en-1280');

    // An uploaded file: progress, then its shape; the range's value appears on the canvas.
    await page.getByRole('button', { name: 'An uploaded file' }).click();
    await page.getByTestId('spreadsheet-file-input').setInputFiles(csvPath);
    await page.getByText('visitors.csv: 3 rows, 2 columns').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => canvas(page).locator('[data-widget="spreadsheet"] [data-spreadsheet-value]').textContent(), { timeout: 20_000 })
      .toBe('1204');
    await page.getByLabel('Caption').fill('Visitors on Monday');
    await page.getByLabel('Caption').blur();
    await canvas(page).locator('[data-spreadsheet-label]').getByText('Visitors on Monday').waitFor();
    await expectAccessible(page, 'spreadsheet panel, uploaded file');
    await screenshot(page, 'widgets-spreadsheet-file-en-1280');
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');

    // Published to a paired screen: the same value, from the server's data.
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
    await expect
      .poll(() => shown.locator('[data-widget="spreadsheet"] [data-spreadsheet-value]').textContent(), { timeout: 30_000 })
      .toBe('1204');
    await screenshot(screen, 'widgets-spreadsheet-player-1280');
    await screen.close();
    await page.close();
  }, 240_000);
});
