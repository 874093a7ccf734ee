import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../apps/server/src/db/schema/index.ts';
import { canvaConfig, type FakeCanva, startFakeCanva } from '../apps/server/test/fakes/canva.ts';
import { card, waitReady } from './media-support.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Canva end to end (the design service): in My media, "Canva" connects the user's account
 * through the authorization page of a local fake of the Canva Connect API (never the internet), in a new
 * tab that ends on the /connection/canva result page; the designs appear, one is imported as an image
 * and one as a PDF (export progress shown), and both land in the library.
 */
let stack: Stack;
let browser: Browser;
let fake: FakeCanva;
let owner: OwnerApi;

beforeAll(async () => {
  fake = await startFakeCanva();
  fake.exportPolls = 2;
  stack = await startStack({ egressAllowLoopback: true, canva: canvaConfig(fake) });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Design Desk',
    ownerName: 'Dana Design',
    email: 'dana@designdesk.example',
    password: 'Pastel-Scr33n!',
    city: 'Göteborg',
  });
  await stack.app.ctx.db
    .update(licences)
    .set({ overrides: { canvaAddOn: true } })
    .where(eq(licences.organizationId, owner.organizationId));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await fake?.close();
});

const openLibrary = (width: number, locale: string): Promise<Page> =>
  openSignedIn(stack, browser, owner.sessionKey, '/home/media/my', { width, locale });

describe('Canva', () => {
  it('connects through Canva, imports a design as image and as PDF (en, 1280; es, 390)', async () => {
    const page = await openLibrary(1280, 'en');
    await page.getByRole('button', { name: 'Canva', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Canva designs' });
    await dialog.getByText('Connect your Canva account').waitFor();
    await expectAccessible(page, 'canva not connected');
    await screenshot(page, 'canva-connect-en-1280');

    // Canva's authorization page opens in a new tab; "Allow" comes back to the result page.
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), dialog.getByRole('button', { name: 'Connect Canva' }).click()]);
    await tab.waitForLoadState();
    await tab.getByRole('link', { name: 'Allow' }).click();
    await tab.getByTestId('canva-result').waitFor({ timeout: 20_000 });
    expect(new URL(tab.url()).pathname).toBe('/connection/canva');
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Canva is connected');
    await tab.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(tab, 'canva result page');
    await screenshot(tab, 'canva-result-en-1280');
    await tab.close();

    // The library notices the connection by itself.
    const designs = dialog.getByTestId('canva-design');
    await expect.poll(() => designs.count(), { timeout: 20_000 }).toBe(3);
    await dialog.getByRole('button', { name: 'More designs' }).click();
    await expect.poll(() => designs.count()).toBe(5);
    await expectAccessible(page, 'canva designs');
    await screenshot(page, 'canva-designs-en-1280');

    await designs
      .first()
      .getByRole('button', { name: /^Import as image\W+Spring sale poster$/ })
      .click();
    await designs.first().getByText('Exporting from Canva…').waitFor();
    await designs.first().getByText('Imported').waitFor({ timeout: 20_000 });
    await designs
      .nth(1)
      .getByRole('button', { name: /^Import as PDF\W+Menu board$/ })
      .click();
    await designs.nth(1).getByText('Imported').waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await waitReady(page, 'Spring sale poster.png');
    await card(page, 'Menu board.pdf').waitFor({ timeout: 20_000 });
    await screenshot(page, 'canva-library-en-1280');
    await page.close();

    const phone = await openLibrary(390, 'es');
    await phone.getByRole('button', { name: 'Canva', exact: true }).click();
    const dialogEs = phone.getByRole('dialog', { name: 'Diseños de Canva' });
    await expect.poll(() => dialogEs.getByTestId('canva-design').count(), { timeout: 20_000 }).toBe(3);
    await dialogEs
      .getByTestId('canva-design')
      .nth(2)
      .getByRole('button', { name: /^Importar como imagen\W+Welcome screen$/ })
      .click();
    await dialogEs.getByTestId('canva-design').nth(2).getByText('Importado').waitFor({ timeout: 20_000 });
    await expectAccessible(phone, 'canva dialog es 390');
    await screenshot(phone, 'canva-designs-es-390');

    // Disconnect: the Connect button is back.
    await dialogEs.getByRole('button', { name: 'Desconectar Canva' }).click();
    await dialogEs.getByRole('button', { name: 'Conectar Canva' }).waitFor();
    expect(fake.revoked.length).toBe(1);
    await screenshot(phone, 'canva-connect-es-390');
    await phone.close();
  }, 120_000);

  it('shows the failure page when the user refuses (es, 390)', async () => {
    const page = await openLibrary(390, 'es');
    await page.getByRole('button', { name: 'Canva', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Diseños de Canva' });
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), dialog.getByRole('button', { name: 'Conectar Canva' }).click()]);
    await tab.waitForLoadState();
    await tab.getByRole('link', { name: 'Deny' }).click();
    await tab.getByTestId('canva-result').waitFor({ timeout: 20_000 });
    await tab.setViewportSize({ width: 390, height: 844 });
    expect(await tab.getByTestId('canva-result').textContent()).toContain('No se ha podido conectar o desconectar el servicio de diseño');
    await tab.getByRole('link', { name: 'Contactar con soporte' }).waitFor();
    await expectAccessible(tab, 'canva failed page es');
    await screenshot(tab, 'canva-failed-es-390');
    await tab.close();
    await page.close();
  }, 60_000);

  it("connects and inserts a design from the slide editor's image picker (en, 1280)", async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Canva slides', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId, { locale: 'en' });
    await page.getByRole('toolbar').getByRole('button', { name: 'Image', exact: true }).click();
    const picker = page.getByTestId('media-picker');
    await picker.getByRole('tab', { name: 'Canva' }).click();
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), picker.getByRole('button', { name: 'Connect Canva' }).click()]);
    await tab.waitForLoadState();
    await tab.getByRole('link', { name: 'Allow' }).click();
    await tab.getByTestId('canva-result').waitFor({ timeout: 20_000 });
    await tab.close();
    const designs = picker.getByTestId('canva-design');
    await expect.poll(() => designs.count(), { timeout: 20_000 }).toBe(3);
    // Images only in the picker: one Insert per design, no PDF.
    expect(await picker.getByRole('button', { name: /^Import as PDF/ }).count()).toBe(0);
    await expectAccessible(page, 'media picker canva');
    await screenshot(page, 'canva-picker-en-1280');
    await designs
      .nth(2)
      .getByRole('button', { name: /^Insert\W+Welcome screen$/ })
      .click();
    await picker.waitFor({ state: 'detached', timeout: 40_000 });
    const image = page.getByTestId('editor-canvas').locator('img[data-element-type="image"]');
    await expect.poll(() => image.count(), { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'canva-inserted-en-1280');
    await page.close();
  }, 90_000);
});
