import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  expectAccessible,
  freshPage,
  launchBrowser,
  screenshot,
  screenshotDir,
  type Stack,
  startStack,
  submitMailedCode,
  submitRegistration,
  submitSignIn,
} from './support.ts';

const PASSWORD = 'Sunny-Scr33n!';
const OWNER = 'ed@editorial.example';
const fixtures = path.resolve(import.meta.dirname ?? '.', 'fixtures');
const MP4 = readFileSync(path.join(fixtures, 'clip.mp4')).toString('base64');

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

async function uploadVideo(page: Page) {
  await page.evaluate(async (base64) => {
    const key = document.cookie.match(/sessionKey=([^;]+)/)?.[1] ?? '';
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('section', 'my');
    form.append('file', new File([bytes], 'clip.mp4', { type: 'video/mp4' }));
    const res = await fetch('/api/media/upload', { method: 'POST', body: form, headers: { Authorization: `SessionKey ${key}` } });
    if (!res.ok) throw new Error(`upload ${res.status}`);
  }, MP4);
  await expect
    .poll(
      async () =>
        (
          await api<{ items: { status: string }[] }>(page, '/media/list', {
            section: 'my',
            kind: 'all',
            folderId: null,
            search: '',
            tag: '',
            offset: 0,
            limit: 10,
          })
        ).items[0]?.status,
      { timeout: 30_000 },
    )
    .toBe('ready');
}

function shape(id: string, x: number, y: number, fill: string) {
  return { id, type: 'shape', shape: 'rectangle', x, y, width: 200, height: 100, fill };
}

const boxes = (page: Page) => page.getByTestId('element-box');
const box = (page: Page, id: string) => page.locator(`[data-testid="element-box"][data-box-id="${id}"]`);
const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('saved');

async function rect(page: Page, id: string) {
  const b = await box(page, id).boundingBox();
  if (!b) throw new Error(`no box ${id}`);
  return b;
}

/** Picks an option of an MUI select (by the test id of its display element). */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Element screenshot → raw RGB scaled to `width` px wide. */
async function pixels(png: Buffer, width: number) {
  const { data, info } = await sharp(png)
    .resize({ width, height: Math.round((width * 9) / 16), fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({
      resolveWithObject: true,
    });
  return { data, pixels: info.width * info.height };
}

describe('slide editor: templates, animation, interaction, align, marquee, video, renderer parity', () => {
  it('edits a slide with the mouse and the panels, saves and applies templates, and the canvas matches the preview', async () => {
    const page = await freshPage(stack, browser);
    await submitRegistration(page, stack.baseUrl, {
      email: OWNER,
      password: PASSWORD,
      orgName: 'Editorial',
      name: 'Ed Itor',
      city: 'Malmö',
    });
    await submitMailedCode(page, stack, OWNER);
    // The e-mailed code signs the person in (no second sign-in).
    await page.waitForURL(/\/home$/);
    await uploadVideo(page);

    // A playlist of two slides: three rectangles on the first, the second blank.
    const { id: playlistId } = await api<{ id: number }>(page, '/playlist/create', { name: 'Shapes', aspect: '16:9' });
    await api(page, '/playlist/slide/create', {
      playlistId,
      slideData: {
        version: 1,
        elements: [shape('a', 100, 100, '#E53935'), shape('b', 600, 400, '#43A047'), shape('c', 1400, 800, '#1E88E5')],
      },
    });
    await api(page, '/playlist/slide/create', { playlistId });
    await page.goto(`${stack.baseUrl}/home/playlists/${playlistId}`);
    await expect.poll(() => boxes(page).count(), { timeout: 20_000 }).toBe(3);
    const canvas = page.getByTestId('editor-canvas');
    const canvasBox = await canvas.boundingBox();
    if (!canvasBox) throw new Error('no canvas');
    const k = canvasBox.width / 1920;

    // The renderer follows a drag live, before the button is released.
    const a0 = await rect(page, 'a');
    await page.mouse.move(a0.x + a0.width / 2, a0.y + a0.height / 2);
    await page.mouse.down();
    await page.mouse.move(a0.x + a0.width / 2 + 40, a0.y + a0.height / 2 + 5, { steps: 4 });
    await page.mouse.move(a0.x + a0.width / 2 + 80, a0.y + a0.height / 2 + 10, { steps: 4 });
    // (During a drag the view moves by a compositor transform, so compare where it is drawn.)
    const rendered = canvas.locator('[data-slide-view] [data-element-id="a"]');
    const renderedX0 = a0.x;
    await expect.poll(async () => (await rendered.boundingBox())?.x ?? renderedX0).toBeGreaterThan(renderedX0 + 60);
    await page.mouse.up();
    // After the drop the document holds the position: the view is placed by left/top again, without a translate.
    await expect.poll(() => rendered.evaluate((el) => (el as HTMLElement).style.left)).not.toBe('100px');
    expect(await rendered.evaluate((el) => (el as HTMLElement).style.translate)).toBe('');
    await expect.poll(async () => (await rect(page, 'a')).x).toBeGreaterThan(a0.x + 60);

    // Marquee: drag a rectangle over a and b from an empty spot; c stays out.
    await page.mouse.move(canvasBox.x + 20 * k, canvasBox.y + 20 * k);
    await page.mouse.down();
    await page.mouse.move(canvasBox.x + 500 * k, canvasBox.y + 300 * k, { steps: 4 });
    await page.getByTestId('marquee').waitFor();
    await page.mouse.move(canvasBox.x + 900 * k, canvasBox.y + 600 * k, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => page.locator('[data-testid="element-box"][data-selected="true"]').count()).toBe(2);
    expect(await box(page, 'c').getAttribute('data-selected')).toBeNull();
    await page.getByText('2 elements selected').waitFor();

    // The selection moves together: both views follow live, the drop is one undo step for both.
    const [ga, gb] = [await rect(page, 'a'), await rect(page, 'b')];
    const viewB = canvas.locator('[data-slide-view] [data-element-id="b"]');
    await page.mouse.move(ga.x + ga.width / 2, ga.y + ga.height / 2);
    await page.mouse.down();
    await page.mouse.move(ga.x + ga.width / 2 + 30, ga.y + ga.height / 2 + 40, { steps: 4 });
    await page.mouse.move(ga.x + ga.width / 2 + 60, ga.y + ga.height / 2 + 80, { steps: 4 });
    await expect.poll(async () => (await viewB.boundingBox())?.y ?? gb.y).toBeGreaterThan(gb.y + 50);
    await page.mouse.up();
    await expect.poll(async () => (await rect(page, 'b')).y).toBeGreaterThan(gb.y + 50);
    const [ma, mb] = [await rect(page, 'a'), await rect(page, 'b')];
    expect(Math.abs(ma.y - ga.y - (mb.y - gb.y))).toBeLessThanOrEqual(1);
    expect(Math.abs(((await viewB.boundingBox())?.y ?? 0) - mb.y)).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => Math.round((await rect(page, 'b')).y)).toBe(Math.round(gb.y));
    expect(Math.round((await rect(page, 'a')).y)).toBe(Math.round(ga.y));
    await expect.poll(() => page.locator('[data-testid="element-box"][data-selected="true"]').count()).toBe(2);

    // Align to each other: left edges, then to the page: bottom.
    await page.getByRole('button', { name: 'Align left edges' }).click();
    await expect.poll(async () => Math.round((await rect(page, 'a')).x)).toBe(Math.round((await rect(page, 'b')).x));
    await page.getByRole('button', { name: 'Page', exact: true }).click();
    await page.getByRole('button', { name: 'Align to the bottom of the page' }).click();
    // Within a pixel: the canvas is scaled, so its edge may fall between two pixels.
    await expect
      .poll(async () => Math.abs((await rect(page, 'b')).y + (await rect(page, 'b')).height - (canvasBox.y + canvasBox.height)))
      .toBeLessThanOrEqual(1);
    await saved(page);
    // Undo brings the alignment back in one step.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => Math.round((await rect(page, 'b')).y)).toBeLessThan(Math.round(canvasBox.y + canvasBox.height - 100));
    await page.getByRole('button', { name: 'Redo' }).click();
    await saved(page);

    // The same SlideView gives the same pixels in the editor and in the preview.
    await canvas.click({ position: { x: 5, y: canvasBox.height - 5 } });
    await expect.poll(() => page.locator('[data-testid="element-box"][data-selected="true"]').count()).toBe(0);
    const editorPng = await canvas.locator('[data-slide-view]').screenshot();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('preview').locator('[data-slide-view]').first().waitFor();
    const hideClose = await page.addStyleTag({ content: '[aria-label="Close preview"]{visibility:hidden !important}' });
    await page.waitForTimeout(300);
    const previewPng = await page.getByTestId('preview').locator('[data-slide-view]').first().screenshot();
    const [ed, pv] = await Promise.all([pixels(editorPng, 480), pixels(previewPng, 480)]);
    let differing = 0;
    for (let i = 0; i < ed.data.length; i += 3) {
      const d =
        Math.abs((ed.data[i] ?? 0) - (pv.data[i] ?? 0)) +
        Math.abs((ed.data[i + 1] ?? 0) - (pv.data[i + 1] ?? 0)) +
        Math.abs((ed.data[i + 2] ?? 0) - (pv.data[i + 2] ?? 0));
      if (d > 48) differing++;
    }
    expect(differing / ed.pixels, `${differing} of ${ed.pixels} pixels differ`).toBeLessThan(0.01);
    await hideClose.evaluate((el) => (el as Element).remove());
    await page.getByRole('button', { name: 'Close preview' }).click();

    // Templates: save this slide as one, apply it to the blank second slide.
    await page.getByRole('button', { name: 'Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Templates' });
    await dialog.getByRole('button', { name: 'Save slide as template' }).click();
    await dialog.getByText('Template name is required.').waitFor();
    await dialog.getByLabel('Template name').fill('Three boxes');
    await dialog.getByRole('button', { name: 'Save slide as template' }).click();
    await dialog.getByTestId('template-card').filter({ hasText: 'Three boxes' }).waitFor();
    await expectAccessible(page, 'templates dialog');
    await screenshot(page, 'editor-templates-en-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('slide-item').nth(1).getByRole('button', { name: 'Slide 2', exact: true }).click();
    await expect.poll(() => boxes(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Templates' }).click();
    await dialog.getByRole('button', { name: 'Apply Three boxes to the current slide' }).click();
    await expect.poll(() => boxes(page).count(), { timeout: 10_000 }).toBe(3);

    // Object animation on c: zoom entrance, previewed with the shared renderer's animationStyle.
    // With a transition in front, entrances wait for it, and "Start after" says so; without one, it says nothing.
    await page.getByTestId('slide-item').nth(0).getByRole('button', { name: 'Slide 1', exact: true }).click();
    await choose(page, 'transition-select', 'Fade');
    await box(page, 'c').click();
    await choose(page, 'animation-effect', 'Zoom');
    await page.getByLabel('Start after (s)').fill('0.5');
    await page.getByLabel('Start after (s)').press('Enter');
    const afterTransition = page.getByText('Counted from the end of the slide transition (1 s)');
    await afterTransition.waitFor();
    await canvas.click({ position: { x: 5, y: canvasBox.height - 5 } });
    await choose(page, 'transition-select', 'None');
    await box(page, 'c').click();
    await page.getByLabel('Start after (s)').waitFor();
    await expect.poll(() => afterTransition.count()).toBe(0);
    await page.getByRole('button', { name: 'Preview animation' }).click();
    const preview = page.getByTestId('animation-preview');
    await expect.poll(() => preview.getAttribute('data-playing')).toBe('true');
    await expect
      .poll(() => preview.locator('[data-element-id="c"] > div').evaluate((el) => (el as HTMLElement).style.transform), { interval: 50 })
      .toContain('scale(');
    await expect.poll(() => preview.getAttribute('data-playing'), { timeout: 10_000 }).toBeNull();
    await expectAccessible(page, 'editor with the animation panel');
    await screenshot(page, 'editor-animation-en-1280');

    // Interaction: touching c jumps to slide 2 (saved through updateSlideActions).
    await choose(page, 'element-action', 'Jump to slide 2');
    await saved(page);
    const info = await api<{
      slides: {
        id: number;
        slideData: {
          actions: Record<string, { targetSlideId: string }>;
          elements: { id: string; animation?: { effect: string; beginAfter: number } }[];
        };
      }[];
    }>(page, '/playlist/info', { playlistId });
    const [first, second] = info.slides;
    expect(first?.slideData.actions.c?.targetSlideId).toBe(String(second?.id));
    expect(first?.slideData.elements.find((e) => e.id === 'c')?.animation).toMatchObject({ effect: 'zoom', beginAfter: 0.5 });
    // Hot corners on the slide (nothing selected).
    await canvas.click({ position: { x: 5, y: canvasBox.height - 5 } });
    await choose(page, 'hot-corner-topRight', 'Jump to slide 2');
    await expect
      .poll(
        async () =>
          (await api<{ slideData: { hotCorners?: { topRight?: string } } }>(page, '/playlist/getSlide', { playlistId, slideNumber: 0 }))
            .slideData.hotCorners?.topRight,
      )
      .toBe(String(second?.id));

    // Popup action: touching c shows a video from the library, closing by itself after 5 s.
    await box(page, 'c').click();
    await choose(page, 'element-action', 'Show a popup (image or video)');
    await page.getByRole('dialog', { name: 'Choose what the popup shows' }).getByText('clip.mp4').click();
    const popupPanel = page.getByTestId('popup-action');
    await popupPanel.getByText('Popup shows').waitFor();
    await popupPanel.getByTestId('popup-preview').waitFor();
    await popupPanel.getByTestId('popup-close-after').fill('5');
    await popupPanel.getByTestId('popup-close-after').blur();
    await expect
      .poll(
        async () =>
          (
            await api<{ slideData: { actions: Record<string, { type: string; closeAfter?: number; url?: string }> } }>(
              page,
              '/playlist/getSlide',
              { playlistId, slideNumber: 0 },
            )
          ).slideData.actions.c,
      )
      .toMatchObject({ type: 'popup', closeAfter: 5 });
    await popupPanel.getByTestId('popup-close-after').fill('-1');
    await popupPanel.getByText('Enter 0 to 3600 seconds.').waitFor();
    await expectAccessible(page, 'editor with a popup action');
    // The properties panel scrolls by itself: a viewport screenshot shows the popup controls.
    await popupPanel.scrollIntoViewIfNeeded();
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'editor-popup-en-1280.png') });
    await popupPanel.getByTestId('popup-close-after').fill('5');
    await canvas.click({ position: { x: 5, y: canvasBox.height - 5 } });

    // A video element from the library; the thumbnail shows a frame or a labelled placeholder, never the old dark box.
    await page.getByRole('toolbar').getByRole('button', { name: 'Video', exact: true }).click();
    await page.getByRole('dialog').getByText('clip.mp4').click();
    await expect.poll(() => canvas.locator('video[data-element-type="video"]').count()).toBe(1);
    await saved(page);
    await screenshot(page, 'editor-video-en-1280');
    await expect
      .poll(
        async () => {
          const slide = (await api<{ slides: { thumbnailUrl: string | null }[] }>(page, '/playlist/info', { playlistId })).slides[0];
          if (!slide?.thumbnailUrl) return 'none';
          return page.evaluate(async (src) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            const c = document.createElement('canvas');
            c.width = img.naturalWidth;
            c.height = img.naturalHeight;
            const ctx = c.getContext('2d') as CanvasRenderingContext2D;
            ctx.drawImage(img, 0, 0);
            const [r = 0, g = 0, b = 0] = ctx.getImageData(Math.round(c.width / 2), Math.round(c.height / 2), 1, 1).data;
            return Math.abs(r - 34) + Math.abs(g - 34) + Math.abs(b - 34) > 30 ? 'not dark' : `dark ${r},${g},${b}`;
          }, slide.thumbnailUrl);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('not dark');
    const thumbUrl = (await api<{ slides: { thumbnailUrl: string | null }[] }>(page, '/playlist/info', { playlistId })).slides[0]
      ?.thumbnailUrl;
    const thumb = await page.evaluate(async (src) => {
      const bytes = new Uint8Array(await (await fetch(src ?? '')).arrayBuffer());
      return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
    }, thumbUrl);
    mkdirSync(screenshotDir, { recursive: true });
    writeFileSync(path.join(screenshotDir, 'slide-thumbnail-with-video.jpg'), Buffer.from(thumb, 'base64'));

    // The template editor (/home/template/{id}) is the same workspace.
    await page.getByRole('button', { name: 'Templates' }).click();
    const templateCard = dialog.getByTestId('template-card').filter({ hasText: 'Three boxes' });
    await templateCard.waitFor();
    const thumbBefore = await templateCard
      .locator('img')
      .getAttribute('src', { timeout: 1000 })
      .catch(() => null);
    await dialog.getByRole('button', { name: 'More actions for Three boxes' }).click();
    await page.getByRole('menuitem', { name: 'Edit template' }).click();
    await page.waitForURL(/\/home\/template\/\d+$/);
    await page.getByText('Template: Three boxes').waitFor();
    await expect.poll(() => boxes(page).count(), { timeout: 20_000 }).toBe(3);
    await page.getByRole('toolbar').getByRole('button', { name: 'Text', exact: true }).click();
    await expect.poll(() => boxes(page).count()).toBe(4);
    await saved(page);
    const templateId = Number(page.url().split('/').pop());
    const tpl = await api<{ slideData: { elements: unknown[] } }>(page, '/template/get', { templateId });
    expect(tpl.slideData.elements).toHaveLength(4);
    await expectAccessible(page, 'template editor');
    await screenshot(page, 'template-editor-en-1280');
    // After the save the editor renders and uploads the template's thumbnail (/template/updateThumbnail).
    let thumbAfter: string | null = null;
    await expect
      .poll(
        async () => {
          thumbAfter = (await api<{ thumbnailUrl: string | null }>(page, '/template/get', { templateId })).thumbnailUrl;
          return thumbAfter !== null && thumbAfter !== thumbBefore;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    // Back in the playlist editor, the templates dialog shows the new thumbnail.
    await page.getByRole('button', { name: 'Back to playlists' }).click();
    await page.waitForURL(/\/home\/playlists\/\d+$/);
    await page.getByRole('button', { name: 'Templates' }).click();
    await expect.poll(() => templateCard.locator('img').getAttribute('src')).toBe(thumbAfter);
    // Copy to stock from the template's menu: no sub-organizations yet, so the picker says so.
    await dialog.getByRole('button', { name: 'More actions for Three boxes' }).click();
    await page.getByRole('menuitem', { name: 'Copy to stock' }).click();
    await page.getByTestId('copy-to-stock-empty').getByText('Stock templates are offered', { exact: false }).waitFor();
    await expectAccessible(page, 'copy template to stock');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Copy to stock from the playlist list (no sub-organizations yet: the dialog says so).
    await page.goto(`${stack.baseUrl}/home/playlists/my`);
    await page.getByRole('button', { name: 'Actions for Shapes' }).click();
    await page.getByRole('menuitem', { name: 'Copy to stock' }).click();
    await page.getByTestId('copy-to-stock-empty').waitFor();
    await expectAccessible(page, 'copy playlist to stock');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Folder breadcrumbs survive a reload (the trail is rebuilt from the folder id in the URL).
    const outer = await api<{ id: number }>(page, '/playlist/create', { name: 'Outer', aspect: '16:9', type: 'folder' });
    const inner = await api<{ id: number }>(page, '/playlist/create', {
      name: 'Inner',
      aspect: '16:9',
      type: 'folder',
      parentFolderId: outer.id,
    });
    await page.goto(`${stack.baseUrl}/home/playlists/my?folder=${inner.id}`);
    const crumbs = page.getByRole('navigation', { name: 'Folder' });
    await crumbs.getByText('Outer').waitFor();
    await crumbs.getByText('Inner').waitFor();

    // The side panels fold away and back with their buttons, remembered by the browser: folded, the
    // canvas takes at least 60 % of a 1280×800 window.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${stack.baseUrl}/home/playlists/${playlistId}`);
    const slidesToggle = page.getByRole('button', { name: 'Slide list' });
    const propertiesToggle = page.getByRole('button', { name: 'Properties and layers' });
    const canvasWidth = async () => (await page.getByRole('region', { name: 'Slide canvas' }).boundingBox())?.width ?? 0;
    await expect.poll(() => slidesToggle.getAttribute('aria-expanded')).toBe('true');
    const widthOpen = await canvasWidth();
    await slidesToggle.click();
    await propertiesToggle.click();
    expect(await slidesToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await propertiesToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('complementary', { name: 'Properties' }).count()).toBe(0);
    await expect.poll(canvasWidth).toBeGreaterThanOrEqual(Math.max(0.6 * 1280, widthOpen + 100));
    await expectAccessible(page, 'editor with its panels folded');
    await screenshot(page, 'editor-panels-folded-en-1280');
    await page.reload();
    await expect.poll(() => propertiesToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await canvasWidth()).toBeGreaterThanOrEqual(0.6 * 1280);
    await slidesToggle.click();
    await propertiesToggle.click();
    await page.getByRole('complementary', { name: 'Properties' }).waitFor();

    // The editor in Swedish, French and Spanish, with an element selected (the longest panel texts).
    for (const [locale, publish] of [
      ['sv', 'Publicera'],
      ['fr', 'Publier'],
      ['es', 'Publicar'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('signage.locale', l), locale);
      await page.goto(`${stack.baseUrl}/home/playlists/${playlistId}`);
      await page.getByRole('button', { name: publish, exact: true }).waitFor();
      await expect.poll(() => boxes(page).count()).toBeGreaterThan(0);
      await box(page, 'c').click();
      await page.getByTestId('element-action').waitFor();
      await expectAccessible(page, `editor (${locale})`);
      await screenshot(page, `editor-${locale}-1280`);
    }
    await page.evaluate(() => localStorage.setItem('signage.locale', 'en'));
    await page.close();

    // Phone width: the template editor explains that editing needs a larger screen.
    const phone = await freshPage(stack, browser, 390, 844);
    await submitSignIn(phone, stack.baseUrl, OWNER, PASSWORD);
    await phone.waitForURL(/\/home$/);
    await phone.goto(`${stack.baseUrl}/home/template/${templateId}`);
    await phone.getByText('Use a larger screen to edit slides.', { exact: false }).waitFor();
    await expectAccessible(phone, 'template editor (phone)');
    await screenshot(phone, 'template-editor-en-390');
    await phone.close();
    // One long flow: give it room on a busy machine.
  }, 240_000);
});
