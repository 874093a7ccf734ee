import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/crypto.ts';
import { card, dropFiles, MP4, OWNER, PASSWORD, PDF, PNG, STAFF, signInAs, waitReady } from './media-support.ts';
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
} from './support.ts';

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

const newPage = (width = 1280, height = 800) => freshPage(stack, browser, width, height);
const signIn = (page: Page, email: string) => signInAs(stack, page, email);

describe('the media library', () => {
  it('uploads by drag and drop, organizes, shares with a colleague who deletes it, and refuses what the spec refuses', async () => {
    // An owner signs up; a staff member of the same organization is added directly.
    const page = await newPage();
    await submitRegistration(page, stack.baseUrl, { email: OWNER, password: PASSWORD, orgName: 'Studio Sol', name: 'Olga Owner' });
    await submitMailedCode(page, stack, OWNER);
    // The e-mailed code signs the person in (no second sign-in).
    await page.waitForURL(/\/home$/);

    const [org] = await stack.app.ctx.db.select().from(organizations).where(eq(organizations.name, 'Studio Sol'));
    await stack.app.ctx.db.insert(users).values({
      organizationId: org!.id,
      email: STAFF,
      fullname: 'Sam Staff',
      role: 'staff',
      passwordHash: await hashPassword(PASSWORD),
      status: 'active',
      emailVerifiedAt: new Date(),
    });

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Media' }).click();
    await page.waitForURL(/\/home\/media\/my$/);
    await page.getByTestId('media-empty').getByText('Upload your first image, video or PDF').waitFor();
    await screenshot(page, 'media-empty-en-1280');

    let uploadRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/media/upload')) uploadRequests++;
    });

    // Two files at once: the spec's error, nothing sent.
    await dropFiles(page, [
      { name: 'poster.png', type: 'image/png', base64: PNG },
      { name: 'clip.mp4', type: 'video/mp4', base64: MP4 },
    ]);
    await expect.poll(() => page.getByTestId('upload-error').textContent()).toBe('Please upload one file at a time.');
    // A type that is not allowed: the spec's error, nothing sent.
    await dropFiles(page, [{ name: 'notes.txt', type: 'text/plain', base64: Buffer.from('hello').toString('base64') }]);
    await expect
      .poll(() => page.getByTestId('upload-error').textContent())
      .toBe('This file type is not allowed. Upload JPG, PNG, SVG, GIF, PDF, MP4, WebM, MP3 or WAV files.');
    // Over the audio limit (25 MB): the spec's size message, as the server words it.
    await dropFiles(page, [{ name: 'song.mp3', type: 'audio/mpeg', size: 26 * 1024 * 1024 }]);
    await expect.poll(() => page.getByTestId('upload-error').textContent()).toBe('file size exceeds 25MB');
    expect(uploadRequests).toBe(0);

    // The image: hold the request a moment so the progress bar with its percentage is seen.
    await page.route('**/api/media/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await dropFiles(page, [{ name: 'poster.png', type: 'image/png', base64: PNG }]);
    await page.getByTestId('upload-progress').waitFor();
    expect(await page.getByTestId('upload-percent').textContent()).toMatch(/^\d+%$/);
    await page.getByTestId('upload-progress').waitFor({ state: 'detached', timeout: 15_000 });
    await page.unroute('**/api/media/upload');
    await waitReady(page, 'poster.png');

    // The video, also dropped; its card gets a poster-frame thumbnail and a duration badge.
    await dropFiles(page, [{ name: 'clip.mp4', type: 'video/mp4', base64: MP4 }]);
    await waitReady(page, 'clip.mp4');
    expect(await card(page, 'clip.mp4').textContent()).toContain('0:01');
    // A PDF, uploaded with the button: its first page as thumbnail and its page count.
    await page
      .getByTestId('media-file-input')
      .setInputFiles({ name: 'flyer.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF, 'base64') });
    await waitReady(page, 'flyer.pdf');
    expect(await card(page, 'flyer.pdf').textContent()).toContain('2 pages');
    expect(uploadRequests).toBe(3);

    // Its detail shows the pages themselves (JPEGs the server renders), one at a time.
    await card(page, 'flyer.pdf').getByRole('button').click();
    const viewer = page.getByTestId('pdf-viewer');
    await viewer.waitFor();
    const pageImage = viewer.getByTestId('pdf-page-image');
    const decoded = () => pageImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    await expect.poll(decoded, { timeout: 20_000 }).toBe(true);
    expect(await pageImage.getAttribute('data-page')).toBe('1');
    expect(await page.getByTestId('pdf-page-status').textContent()).toBe('Page 1 of 2');
    expect(await page.getByTestId('pdf-previous').isDisabled()).toBe(true);
    await page.waitForTimeout(400); // the drawer's slide-in
    await screenshot(page, 'media-pdf-en-1280');
    await expectAccessible(page, 'PDF viewer');
    await page.getByTestId('pdf-next').click();
    await expect.poll(() => page.getByTestId('pdf-page-status').textContent()).toBe('Page 2 of 2');
    await expect.poll(() => pageImage.getAttribute('data-page')).toBe('2');
    await expect.poll(decoded, { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId('pdf-next').isDisabled()).toBe(true);
    // The keyboard turns pages while the viewer has the focus.
    await viewer.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('pdf-page-status').textContent()).toBe('Page 1 of 2');
    await page.keyboard.press('End');
    await expect.poll(() => page.getByTestId('pdf-page-status').textContent()).toBe('Page 2 of 2');
    await page.getByTestId('media-detail-close').click();
    await page.getByTestId('media-detail').waitFor({ state: 'hidden' });

    // The kind tabs filter.
    await page.getByTestId('media-kind-video').click();
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(1);
    await page.getByTestId('media-kind-all').click();
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(3);

    // A folder, and the image moved into it with the bulk action bar.
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('dialog').locator('input[name="name"]').fill('Campaign');
    await page.getByTestId('name-dialog-submit').click();
    await page.getByTestId('folder-card').filter({ hasText: 'Campaign' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select poster.png' }).check();
    await page.getByTestId('media-bulk-bar').getByRole('button', { name: 'Move' }).click();
    await page.getByTestId('folder-picker-item').filter({ hasText: 'Campaign' }).click();
    await page.getByTestId('folder-picker-ok').click();
    await expect.poll(() => card(page, 'poster.png').count()).toBe(0);
    await page
      .getByTestId('folder-card')
      .filter({ hasText: 'Campaign' })
      .getByRole('button', { name: /^Campaign/ })
      .click();
    await page.waitForURL(/\?folder=\d+/);
    await waitReady(page, 'poster.png');
    expect(await page.getByTestId('media-breadcrumbs').textContent()).toContain('Campaign');

    // Share it from the detail panel.
    await card(page, 'poster.png').getByRole('button').click();
    const detail = page.getByTestId('media-detail');
    await detail.getByText('320 × 200 px').waitFor();
    await page.waitForTimeout(400); // the drawer's slide-in
    await screenshot(page, 'media-detail-en-1280');
    await expectAccessible(page, 'media detail');
    // A tag, then filtering by it from its chip.
    await detail.locator('input[name="tag"]').fill('spring');
    await detail.getByRole('button', { name: 'Add' }).click();
    await detail.getByTestId('media-tags').getByText('#spring').click();
    await page.getByTestId('media-tag-filter').waitFor();
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(1);
    await card(page, 'poster.png').getByRole('button').click();
    await detail.getByTestId('detail-share').click();
    await page.getByRole('checkbox', { name: 'Share with my organization' }).check();
    await page.getByTestId('share-dialog-save').click();
    await expect.poll(() => card(page, 'poster.png').count()).toBe(0);
    await page.getByText('The item is now shared with your organization.').waitFor();

    // Accessible and photographed with items in the library.
    await page.goto(`${stack.baseUrl}/home/media/my`);
    await waitReady(page, 'clip.mp4');
    await page.getByTestId('folder-card').first().waitFor();
    await expectAccessible(page, 'media my');
    await screenshot(page, 'media-en-1280');
    await page.close();

    // The colleague sees it under Shared and deletes it.
    const other = await newPage();
    await signIn(other, STAFF);
    await other.goto(`${stack.baseUrl}/home/media/shared`);
    await other.getByRole('searchbox', { name: 'Search media' }).fill('poster');
    await waitReady(other, 'poster.png');
    await card(other, 'poster.png').getByRole('button').click();
    await other.getByTestId('media-detail').getByText('Olga Owner').waitFor();
    await other.getByTestId('detail-delete').click();
    await other.getByTestId('confirm-dialog-ok').click();
    await expect.poll(() => card(other, 'poster.png').count()).toBe(0);
    await other.close();
  });

  it('in Spanish on a phone', async () => {
    const page = await newPage(390, 844);
    await page.evaluate(() => localStorage.setItem('signage.locale', 'es'));
    await signIn(page, OWNER);
    await page.goto(`${stack.baseUrl}/home/media/my`);
    await waitReady(page, 'clip.mp4');
    await page.getByRole('heading', { name: 'Multimedia' }).waitFor();
    await screenshot(page, 'media-es-390');
    await card(page, 'clip.mp4').getByRole('button').click();
    await page.getByTestId('media-detail').locator('video').waitFor();
    await page.waitForTimeout(400); // the drawer's slide-in
    await screenshot(page, 'media-detail-es-390');
    await page.getByTestId('media-detail-close').click();
    // The PDF viewer on a phone: the full-screen detail, page 2.
    await card(page, 'flyer.pdf').getByRole('button').click();
    await page.getByTestId('pdf-next').click();
    await expect.poll(() => page.getByTestId('pdf-page-status').textContent()).toBe('Página 2 de 2');
    await expect
      .poll(() => page.getByTestId('pdf-page-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 20_000,
      })
      .toBe(true);
    await page.waitForTimeout(300);
    await screenshot(page, 'media-pdf-es-390');
    await expectAccessible(page, 'PDF viewer, phone');
    await page.getByTestId('media-detail-close').click();
    await page.getByRole('button', { name: 'Vista de lista' }).click();
    await page.getByRole('checkbox', { name: 'Seleccionar clip.mp4' }).check();
    await page.getByTestId('media-bulk-bar').waitFor();
    await screenshot(page, 'media-list-es-390');
    await expectAccessible(page, 'media list, phone');
    await page.close();
  });

  it('renames, moves and deletes folders, asking before deleting one with contents', async () => {
    const page = await newPage();
    // The phone test left the account in Spanish; this browser picks English again.
    await page.evaluate(() => localStorage.setItem('signage.locale', 'en'));
    await signIn(page, OWNER);
    await page.goto(`${stack.baseUrl}/home/media/my`);
    const folder = (name: string) => page.getByTestId('folder-card').filter({ hasText: name });
    for (const name of ['Archive', 'Old']) {
      await page.getByRole('button', { name: 'New folder' }).click();
      await page.getByRole('dialog').locator('input[name="name"]').fill(name);
      await page.getByTestId('name-dialog-submit').click();
      await folder(name).waitFor();
    }
    // Rename "Archive".
    await page.getByRole('button', { name: 'Actions for the folder Archive' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog').locator('input[name="name"]').fill('Archive 2025');
    await page.getByTestId('name-dialog-submit').click();
    await folder('Archive 2025').waitFor();
    // Move "Old" into it.
    await page.getByRole('button', { name: 'Actions for the folder Old' }).click();
    await page.getByRole('menuitem', { name: 'Move' }).click();
    await page.getByTestId('folder-picker-item').filter({ hasText: 'Archive 2025' }).click();
    await page.getByTestId('folder-picker-ok').click();
    await expect.poll(() => folder('Old').count()).toBe(0);
    // Upload into Archive 2025 › Old.
    await folder('Archive 2025')
      .getByRole('button', { name: /^Archive 2025/ })
      .click();
    await folder('Old').getByRole('button', { name: /^Old/ }).click();
    await expect.poll(() => page.getByTestId('media-breadcrumbs').textContent()).toBe('My media/Archive 2025/Old');
    // An upload cancelled while it runs leaves nothing behind.
    await page.route('**/api/media/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue().catch(() => undefined);
    });
    await dropFiles(page, [{ name: 'cancelled.png', type: 'image/png', base64: PNG }]);
    await page.getByTestId('upload-cancel').click();
    await page.getByText('The upload was cancelled.').waitFor();
    await page.unroute('**/api/media/upload');
    await dropFiles(page, [{ name: 'poster.png', type: 'image/png', base64: PNG }]);
    await waitReady(page, 'poster.png');
    expect(await card(page, 'cancelled.png').count()).toBe(0);
    // Back at the top, deleting "Archive 2025" asks again because it is not empty.
    await page.getByTestId('media-breadcrumbs').getByRole('link', { name: 'My media' }).click();
    await page.getByRole('button', { name: 'Actions for the folder Archive 2025' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('confirm-dialog-ok').click();
    await page.getByRole('heading', { name: 'Delete folder and contents' }).waitFor();
    await page.getByRole('button', { name: 'Delete everything' }).click();
    await expect.poll(() => folder('Archive 2025').count()).toBe(0);
    await page.close();
  });
});
