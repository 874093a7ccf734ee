import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStockPhotos, startFakeStockPhotos, stockConfig } from '../apps/server/test/fakes/stock-photos.ts';
import { card, waitReady } from './media-support.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Stock photos end to end (docs/integrations.md "Stock photos"): in My media, "Stock photos" searches a local fake of the Unsplash
 * and Pexels APIs (never the internet), imports a photo, and the item appears in the library with its
 * credit in the details.
 */
let stack: Stack;
let browser: Browser;
let fake: FakeStockPhotos;
let owner: OwnerApi;

beforeAll(async () => {
  fake = await startFakeStockPhotos();
  stack = await startStack({ egressAllowLoopback: true, stockPhotos: stockConfig(fake) });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Photo Desk',
    ownerName: 'Pia Photo',
    email: 'pia@photodesk.example',
    password: 'Sunny-Scr33n!',
    city: 'Malmö',
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await fake?.close();
});

const openLibrary = (width: number, locale: string): Promise<Page> =>
  openSignedIn(stack, browser, owner.sessionKey, '/home/media/my', { width, locale });

describe('stock photos', () => {
  it('searches, imports and shows the credit (en, 1280; es, 390)', async () => {
    const page = await openLibrary(1280, 'en');
    await page.getByRole('button', { name: 'Stock photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stock photos' });
    await dialog.getByLabel('Search Unsplash').fill('blue sky');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const results = dialog.getByTestId('stock-result');
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBe(4);
    await dialog.getByRole('button', { name: 'More photos' }).click();
    await expect.poll(() => results.count()).toBe(6);
    expect(await results.first().getByTestId('stock-credit').textContent()).toBe('Photo by Ana Lima on Unsplash');
    await expectAccessible(page, 'stock dialog');
    await screenshot(page, 'stock-photos-en-1280');

    await results
      .first()
      .getByRole('button', { name: /^Import\W+Photo by Ana Lima$/ })
      .click();
    await results
      .first()
      .getByRole('button', { name: /^Imported\W+Photo by Ana Lima$/ })
      .waitFor({ timeout: 15_000 });
    expect(fake.requests.some((r) => r.path === '/unsplash/photos/us1x0/download')).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Unsplash us1x0 Ana Lima.jpg was imported into My media', { exact: false }).waitFor();
    const name = 'Unsplash us1x0 Ana Lima.jpg';
    await waitReady(page, name);
    await card(page, name).getByRole('button').click();
    const detail = page.getByTestId('media-detail');
    const credit = detail.getByTestId('stock-credit');
    expect(await credit.textContent()).toBe('Photo by Ana Lima on Unsplash');
    expect(await credit.getByRole('link', { name: 'Ana Lima' }).getAttribute('href')).toBe(
      'https://unsplash.com/@user0?utm_source=signage_test&utm_medium=referral',
    );
    await page.waitForTimeout(400); // the drawer's slide-in
    await expectAccessible(page, 'media detail with credit');
    await screenshot(page, 'stock-photos-detail-en-1280');
    await page.close();

    const phone = await openLibrary(390, 'es');
    await phone.getByRole('button', { name: 'Fotos de stock' }).click();
    const dialogEs = phone.getByRole('dialog', { name: 'Fotos de stock' });
    await dialogEs.getByRole('tab', { name: 'Pexels' }).click();
    await dialogEs.getByLabel('Buscar en Pexels').fill('mar');
    await dialogEs.getByRole('button', { name: 'Buscar', exact: true }).click();
    const resultsEs = dialogEs.getByTestId('stock-result');
    await expect.poll(() => resultsEs.count(), { timeout: 15_000 }).toBe(3);
    expect(await resultsEs.first().getByTestId('stock-credit').textContent()).toBe('Foto de Chloé Martin en Pexels');
    await resultsEs
      .first()
      .getByRole('button', { name: /^Importar\W+Foto de Chloé Martin$/ })
      .click();
    await resultsEs
      .first()
      .getByRole('button', { name: /^Importada\W+Foto de Chloé Martin$/ })
      .waitFor({ timeout: 15_000 });
    await expectAccessible(phone, 'stock dialog es 390');
    await screenshot(phone, 'stock-photos-es-390');
    await phone.close();
  }, 90_000);

  // The editor edits from tablet widths up (a phone only previews), so its picker is shown at 1280 in both languages.
  it("inserts a stock photo on a slide from the editor's media picker (en and es, 1280)", async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Photo slides', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId, { locale: 'en' });
    await page.getByRole('toolbar').getByRole('button', { name: 'Image', exact: true }).click();
    const picker = page.getByTestId('media-picker');
    await picker.getByRole('tab', { name: 'Stock photos' }).click();
    await picker.getByLabel('Search Unsplash').fill('blue sky');
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
    const results = picker.getByTestId('stock-result');
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBe(4);
    await expectAccessible(page, 'media picker stock photos');
    await screenshot(page, 'stock-photos-picker-en-1280');
    await results
      .nth(1)
      .getByRole('button', { name: /^Insert\W+Photo by Björn Berg$/ })
      .click();
    // Imported into My media, processed, then placed on the slide; the picker closes.
    await picker.waitFor({ state: 'detached', timeout: 30_000 });
    const image = page.getByTestId('editor-canvas').locator('img[data-element-type="image"]');
    await expect.poll(() => image.count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'stock-photos-inserted-en-1280');
    await page.close();

    const phone = await owner.openEditor(browser.context, playlistId, { locale: 'es' });
    await phone.getByRole('toolbar').getByRole('button', { name: 'Imagen', exact: true }).click();
    const pickerEs = phone.getByTestId('media-picker');
    await pickerEs.getByRole('tab', { name: 'Fotos de stock' }).click();
    await pickerEs.getByLabel('Buscar en Unsplash').waitFor();
    await expectAccessible(phone, 'media picker stock photos es');
    await screenshot(phone, 'stock-photos-picker-es-1280');
    await phone.close();
  }, 90_000);
});
