import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  expectAccessible,
  freshPage,
  launchBrowser,
  screenshot,
  type Stack,
  startStack,
  submitMailedCode,
  submitRegistration,
  submitSignIn,
} from './support.ts';

const PASSWORD = 'Sunny-Scr33n!';
const OWNER = 'menu@bistro.example';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** POST /api<path> with the page's session (as the CMS does), answering `response`. */
async function api<T>(page: Page, apiPath: string, body: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ({ apiPath, body }) => {
      const key = document.cookie.match(/sessionKey=([^;]+)/)?.[1] ?? '';
      const res = await fetch(`/api${apiPath}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sessionKey: key, ...body }),
      });
      const json = (await res.json()) as { response?: unknown };
      if (!res.ok) throw new Error(`${apiPath} ${res.status} ${JSON.stringify(json)}`);
      return json.response as T;
    },
    { apiPath, body },
  );
}

const canvasMenu = (page: Page) => page.getByTestId('editor-canvas').locator('[data-slide-view] [data-element-type="menu"]');
const itemNames = (page: Page) => page.getByTestId('menu-item-name').allTextContents();
const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('saved');

/** Two screenshots of the properties column: its top (menu settings) and the item editor. */
async function shootPanel(page: Page, locale: string) {
  const column = page.getByTestId('menu-panel');
  await column.evaluate((el) => el.closest('aside')?.scrollTo(0, 0));
  await screenshot(page, `menu-board-${locale}-1280`);
  await page.getByTestId('menu-item-editor').scrollIntoViewIfNeeded();
  await screenshot(page, `menu-board-items-${locale}-1280`);
}

function csvFile(text: string) {
  return { name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

describe('menu board in the slide editor', () => {
  it('adds a menu board, edits a price, reorders by keyboard, imports a CSV, in English and Spanish', async () => {
    const page = await freshPage(stack, browser);
    await submitRegistration(page, stack.baseUrl, {
      email: OWNER,
      password: PASSWORD,
      orgName: 'Bistro',
      name: 'Mia Menu',
      city: 'Lund',
    });
    await submitMailedCode(page, stack, OWNER);
    // The e-mailed code signs the person in (no second sign-in).
    await page.waitForURL(/\/home$/);

    const { id: playlistId } = await api<{ id: number }>(page, '/playlist/create', { name: 'Bistro menu', aspect: '16:9' });
    await api(page, '/playlist/slide/create', { playlistId });
    await page.goto(`${stack.baseUrl}/home/playlists/${playlistId}`);
    await page.getByTestId('editor-canvas').waitFor();

    // Add: a starter menu in the editor language, selected, with its panel open.
    await page.getByTestId('add-menu-board').click();
    await canvasMenu(page).getByText('Coffee').waitFor();
    const panel = page.getByTestId('menu-panel');
    await panel.waitFor();
    expect(await itemNames(page)).toEqual(['Coffee', 'Tea', 'Cinnamon bun', 'Croissant']);

    // Edit a price: a refused price explains itself and changes nothing; a comma decimal is accepted.
    await page.getByTestId('menu-item-edit').first().click();
    const price = page.getByTestId('menu-item-price-0');
    await price.fill('-1');
    await price.press('Enter');
    await panel.getByText('The price cannot be negative.').waitFor();
    expect(await canvasMenu(page).textContent()).toContain('$2.50');
    await price.fill('3,75');
    await price.press('Enter');
    await expect.poll(() => canvasMenu(page).textContent()).toContain('$3.75');

    // Reorder with the keyboard (dnd-kit): Space picks up, ↓ moves, Space drops; one undo step.
    const boxStyle = await page.getByTestId('element-box').first().getAttribute('style');
    await page.getByRole('button', { name: 'Reorder Coffee' }).focus();
    // (dnd-kit starts listening for the move keys a tick after the pick-up.)
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    // The canvas element did not move: the arrow key belonged to the list, not the editor's nudge.
    expect(await page.getByTestId('element-box').first().getAttribute('style')).toBe(boxStyle);
    await expect.poll(() => itemNames(page)).toEqual(['Tea', 'Coffee', 'Cinnamon bun', 'Croissant']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => itemNames(page)).toEqual(['Coffee', 'Tea', 'Cinnamon bun', 'Croissant']);
    expect(await canvasMenu(page).textContent()).toContain('$3.75');

    // CSV with a bad row: per-row errors, nothing can be imported.
    const fileInput = page.getByTestId('menu-csv-input');
    await fileInput.setInputFiles(csvFile('name,price,category\nSoup,-2,Starters\nBread,1,Starters\n'));
    const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
    await dialog.getByText('Line 2: The price cannot be negative.').waitFor();
    expect(await dialog.getByTestId('menu-csv-import').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // CSV with Spanish headers in another order: preview, then import appends the rows.
    await fileInput.setInputFiles(
      csvFile('Precio;Nombre;Categoría;Descripción\n"5,50";Gazpacho;Starters;Cold tomato soup\n4;Bruschetta;Starters;\n'),
    );
    await dialog.getByTestId('menu-csv-preview').getByText('Gazpacho').waitFor();
    await dialog.getByText('2 items will be imported.').waitFor();
    await expectAccessible(page, 'menu board CSV import dialog');
    await screenshot(page, 'menu-board-csv-en-1280');
    await dialog.getByTestId('menu-csv-import').click();
    await canvasMenu(page).getByText('Gazpacho').waitFor();
    expect(await canvasMenu(page).textContent()).toContain('$5.50');
    expect(await itemNames(page)).toHaveLength(6);

    await page.getByTestId('menu-item-edit').first().click();
    await expectAccessible(page, 'menu board panel');
    await shootPanel(page, 'en');
    await saved(page);

    // Spanish: the panel in Spanish after a reload (the saved menu comes back).
    await page.evaluate(() => localStorage.setItem('signage.locale', 'es'));
    await page.goto(`${stack.baseUrl}/home/playlists/${playlistId}`);
    await page.getByRole('button', { name: 'Publicar', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('element-box').count()).toBe(1);
    await page.getByTestId('element-box').first().click();
    await panel.waitFor();
    await panel.getByText('Importar productos desde CSV').waitFor();
    await canvasMenu(page).getByText('Gazpacho').waitFor();
    await page.getByTestId('menu-item-edit').first().click();
    // Prices are shown for editing with the language's decimal comma.
    expect(await page.getByTestId('menu-item-price-0').inputValue()).toBe('3,75');
    await expectAccessible(page, 'menu board panel (es)');
    await shootPanel(page, 'es');
    await page.close();

    // Phone width, English and Spanish: the editor explains it needs a larger screen; the preview shows the menu.
    for (const [locale, preview] of [
      ['en', 'Preview'],
      ['es', 'Vista previa'],
    ] as const) {
      const phone = await freshPage(stack, browser, 390, 844);
      await phone.evaluate((l) => localStorage.setItem('signage.locale', l), locale);
      await submitSignIn(phone, stack.baseUrl, OWNER, PASSWORD);
      await phone.waitForURL(/\/home$/);
      await phone.goto(`${stack.baseUrl}/home/playlists/${playlistId}`);
      await phone.getByRole('button', { name: preview, exact: true }).click();
      const menu = phone.getByTestId('preview').locator('[data-element-type="menu"]').first();
      await menu.waitFor({ state: 'attached' });
      expect(await menu.textContent()).toContain('Gazpacho');
      await expectAccessible(phone, `playlist editor with a menu board (phone, ${locale})`);
      await screenshot(phone, `menu-board-${locale}-390`);
      await phone.close();
    }
  }, 240_000);
});
