import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
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
 * The playlist overlay end to end (docs/playlists.md, "Playlist overlay"): built in the editor's
 * overlay mode (disabled below two slides), saved through /playlist/updateSlideOverlay with undo and
 * redo, drawn dimmed above the slide being edited, published, and drawn by a paired player above
 * every slide by one node that a slide change does not replace.
 */
const PASSWORD = 'Sunny-Scr33n!';
const OWNER = 'ola@overlay.example';
/** Where the screenshots looked at by hand are kept besides test-results (OVERLAY_NOTES_DIR). */
const notesDir = process.env.OVERLAY_NOTES_DIR;

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
const api = <T = unknown>(url: string, body: Record<string, unknown>) => owner.call<T>(url, body);

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Overlayers', ownerName: 'Ola Overlay', email: OWNER, password: PASSWORD, city: 'Lund' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  if (notesDir) {
    mkdirSync(notesDir, { recursive: true });
    copyFileSync(path.join(screenshotDir, `${name}.png`), path.join(notesDir, `${name}.png`));
  }
}

const slideDoc = (color: string, text: string) => ({
  version: 1,
  aspect: '16:9',
  duration: 2,
  background: { type: 'color', color },
  animation: { style: 'none', durationMs: 0 },
  actions: {},
  elements: [
    {
      id: `t-${color.slice(1)}`,
      type: 'text',
      x: 160,
      y: 400,
      width: 1600,
      height: 240,
      html: `<p>${text}</p>`,
      fontId: 'roboto',
      fontSize: 120,
      color: '#FFFFFF',
    },
  ],
});

type Info = { overlay: { elements?: { id: string; type: string }[] } | null; slides: { id: number }[] };

describe('the playlist overlay', () => {
  it('is built in the editor, undone and redone, published, and stays on a player across slide changes', async () => {
    const { id: playlistId } = await api<{ id: number }>('/playlist/create', { name: 'Lobby overlay', aspect: '16:9' });
    await api('/playlist/slide/create', { playlistId, slideData: slideDoc('#1565C0', 'Welcome') });

    const page = await openSignedIn(stack, browser, owner.sessionKey, `/home/playlists/${playlistId}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const entry = page.getByTestId('overlay-entry');
    await entry.waitFor({ timeout: 30_000 });
    // One slide: no overlay (spec part 4), and the entry says why.
    await expect.poll(() => entry.isDisabled()).toBe(true);
    await entry.locator('..').hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('An overlay needs at least two slides. Add a slide to use one.');
    await expectAccessible(page, 'editor with the overlay entry disabled');

    await page.getByRole('button', { name: 'Add slide' }).click();
    await expect.poll(() => page.getByTestId('slide-item').count()).toBe(2);
    await expect.poll(() => entry.isDisabled()).toBe(false);
    // Back to the first slide: the overlay is edited over it.
    await page.getByRole('button', { name: 'Slide 1', exact: true }).click();
    await entry.click();
    await expect.poll(() => entry.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('editor-under').waitFor();
    // The slide under the overlay is shown dimmed.
    expect(Number(await page.getByTestId('editor-under').evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    await expect.poll(() => page.getByTestId('overlay-help').isVisible()).toBe(true);
    // The overlay's canvas draws no background: the slide under it shows through.
    expect(
      await page
        .getByTestId('editor-canvas')
        .locator('[data-live-slide] [data-slide-canvas]')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgba(0, 0, 0, 0)');

    // A text element in the overlay, made with the same toolbar as on a slide.
    await page.getByRole('toolbar').getByRole('button', { name: 'Text', exact: true }).click();
    await page.keyboard.press('Escape');
    const saved = () => page.getByTestId('save-status').getAttribute('data-status');
    const overlayTypes = async () => ((await api<Info>('/playlist/info', { playlistId })).overlay?.elements ?? []).map((e) => e.type);
    await expect.poll(saved, { timeout: 10_000 }).toBe('saved');
    await expect.poll(overlayTypes, { timeout: 10_000 }).toEqual(['text']);
    // No slide got it.
    const { slides } = await api<{ slides: { slideData: { elements: unknown[] } }[] }>('/playlist/info', { playlistId });
    expect(slides.map((s) => s.slideData.elements.length)).toEqual([1, 0]);

    // Undo and redo work on the overlay (stored as none when it is empty again).
    await page.getByTestId('editor-frame').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(overlayTypes, { timeout: 10_000 }).toEqual([]);
    expect((await api<Info>('/playlist/info', { playlistId })).overlay).toBeNull();
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(overlayTypes, { timeout: 10_000 }).toEqual(['text']);

    await expect.poll(saved, { timeout: 10_000 }).toBe('saved');
    await page.waitForTimeout(300);
    await shot(page, 'overlay-editor-1280x800');
    await expectAccessible(page, 'editor in overlay mode');

    // Editing a slide again: the overlay shows dimmed above it and cannot be selected.
    await page.getByRole('button', { name: 'Slide 2', exact: true }).click();
    await expect.poll(() => entry.getAttribute('aria-pressed')).toBe('false');
    const over = page.getByTestId('editor-over');
    await over.waitFor();
    expect(await over.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(Number(await over.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    await expect.poll(() => over.locator('[data-element-type="text"]').count()).toBe(1);
    // The strip's thumbnails draw it on every slide.
    await expect.poll(() => page.getByTestId('slide-strip').locator('[data-overlay-view] [data-element-type="text"]').count()).toBe(2);
    await shot(page, 'overlay-editor-slide-mode-1280x800');

    // Publish, pair a player, play it.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(async () => (await api<{ isPublished: boolean }>('/playlist/info', { playlistId })).isPublished).toBe(true);
    await page.close();

    const screen = await browser.context.newPage();
    await screen.setViewportSize({ width: 1280, height: 720 });
    await screen.goto(`${stack.baseUrl}/player/`);
    const code = screen.locator('[data-pairing-code]');
    await code.waitFor({ timeout: 30_000 });
    const { deviceKey } = await api<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, {
      deviceId: await code.getAttribute('data-pairing-code'),
    });
    await screen.locator('[data-view="idle"]').waitFor({ timeout: 30_000 });
    await api('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });

    const overlayText = screen.locator('[data-playlist-overlay] [data-element-type="text"]');
    await overlayText.waitFor({ timeout: 30_000 });
    // Above the slide layers: its box is where the slide is, and it is not inside a slide layer.
    expect(await overlayText.evaluate((el) => el.closest('[data-layer]'))).toBeNull();
    const firstSlide = await screen.locator('[data-layer="current"]').getAttribute('data-slide-id');
    await screen.evaluate(() => {
      (window as unknown as { overlayNode: Element | null }).overlayNode = document.querySelector(
        '[data-playlist-overlay] [data-element-id]',
      );
    });
    await shot(screen, 'overlay-player-1280x720');
    // A slide change (2-s slides) does not replace the overlay's node.
    await expect
      .poll(() => screen.locator('[data-layer="current"]').getAttribute('data-slide-id'), { timeout: 15_000 })
      .not.toBe(firstSlide);
    await expect.poll(() => screen.locator('[data-layer="outgoing"]').count(), { timeout: 10_000 }).toBe(0);
    await shot(screen, 'overlay-player-second-slide-1280x720');
    expect(
      await screen.evaluate(
        () =>
          document.querySelector('[data-playlist-overlay] [data-element-id]') ===
          (window as unknown as { overlayNode: Element | null }).overlayNode,
      ),
    ).toBe(true);
    // And back to the first slide: still the same node.
    await expect.poll(() => screen.locator('[data-layer="current"]').getAttribute('data-slide-id'), { timeout: 15_000 }).toBe(firstSlide);
    expect(
      await screen.evaluate(
        () =>
          document.querySelector('[data-playlist-overlay] [data-element-id]') ===
          (window as unknown as { overlayNode: Element | null }).overlayNode,
      ),
    ).toBe(true);
    await expectAccessible(screen, 'player with the playlist overlay');

    // A screen message is drawn above the overlay (docs/player.md, "Playlist overlay"). Both layers let
    // touches through, so hit-testing is switched on for this check only: the topmost layer at the
    // message's middle must be the message, not the overlay's full-screen layer.
    await api('/messages/create', {
      text: 'The car park closes at 18:00 today',
      style: 'banner',
      position: 'bottom',
      speed: 'normal',
      backgroundColor: '#000000',
      textColor: '#FFEB3B',
      startsAt: null,
      endsAt: new Date(Date.now() + 120_000).toISOString(),
      targets: { all: false, deviceKeys: [deviceKey], groupIds: [] },
    });
    const message = screen.locator('[data-message-id]');
    await message.waitFor({ timeout: 15_000 });
    await overlayText.waitFor();
    const hit = await screen.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '[data-playlist-overlay], [data-playlist-overlay] *, .message-overlay * { pointer-events: auto !important; }';
      document.head.append(style);
      const box = (document.querySelector('[data-message-id]') as HTMLElement).getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      style.remove();
      return { message: top?.closest('[data-message-id]') !== null, overlay: top?.closest('[data-playlist-overlay]') !== null };
    });
    expect(hit).toEqual({ message: true, overlay: false });
    await screen.close();
  }, 180_000);
});
