import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectAccessible, launchBrowser, screenshot, screenshotDir, type Stack, startStack } from './support.ts';
import { OwnerApi } from './owner-api.ts';

/**
 * The screen player in Chromium against the real server: pairing screen, accepting the code in the
 * CMS API, the idle screen, a published playlist playing (landscape and portrait), a rotated
 * screen, and starting again with no network from what it stored.
 */
const PASSWORD = 'Sunny-Scr33n!';
const OWNER = 'sam@screens.example';

let stack: Stack;
let browser: Browser;
let sessionKey = '';
let organizationId = 0;

let owner: OwnerApi;
const api = <T = unknown>(url: string, body: Record<string, unknown>) => owner.call<T>(url, body);

const upload = (file: string, mime: string) => owner.upload(file, mime);

async function pairScreen(page: Page): Promise<string> {
  await page.goto(`${stack.baseUrl}/player/`);
  const code = page.locator('[data-pairing-code]');
  await code.waitFor({ timeout: 30_000 });
  const digits = (await code.getAttribute('data-pairing-code')) ?? '';
  expect(digits).toMatch(/^\d{4}$/);
  return digits;
}

async function accept(code: string): Promise<string> {
  const r = await api<{ deviceKey: string }>(`/device/${organizationId}/accept`, { deviceId: code });
  return r.deviceKey;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Screenhouse', ownerName: 'Sam Screen', email: OWNER, password: PASSWORD, city: 'Lund' });
  sessionKey = owner.sessionKey;
  organizationId = owner.organizationId;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('the screen player', () => {
  it('pairs by code, shows the idle screen, then plays a published playlist with its image and video; keeps playing offline', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    const logs: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));

    const code = await pairScreen(page);
    expect(await page.locator('.pairing-link').textContent()).toMatch(new RegExp(`/devicemanagement/devices/add/${code}$`));
    await page.locator('.pairing-qr img').waitFor();
    await screenshot(page, 'player-pairing-1920x1080');
    await expectAccessible(page, 'player pairing screen');

    const deviceKey = await accept(code);
    // Becomes the paired screen without a reload: nothing scheduled → idle branding.
    await page.locator('[data-view="idle"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('.idle-name').textContent()).toBe('Screenhouse');
    await screenshot(page, 'player-idle-1920x1080');
    await expectAccessible(page, 'player idle screen');

    const poster = await upload('poster.png', 'image/png');
    const clip = await upload('clip.mp4', 'video/mp4');
    const { id: playlistId } = await api<{ id: number }>('/playlist/create', { name: 'Lobby', aspect: '16:9' });
    const base = { version: 1, aspect: '16:9', actions: {} };
    await api('/playlist/slide/create', {
      playlistId,
      slideData: {
        ...base,
        duration: 3,
        background: { type: 'color', color: '#123456' },
        animation: { style: 'StyleOne', durationMs: 500 },
        elements: [
          {
            id: 'img',
            type: 'image',
            x: 1100,
            y: 140,
            width: 700,
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
            width: 900,
            height: 300,
            html: '<p>Welcome to the lobby</p>',
            fontId: 'roboto',
            fontSize: 96,
            color: '#FFFFFF',
          },
        ],
      },
    });
    await api('/playlist/slide/create', {
      playlistId,
      slideData: {
        ...base,
        duration: 3,
        background: { type: 'color', color: '#FFFFFF' },
        animation: { style: 'none', durationMs: 0 },
        elements: [
          // Looping, so it is still playing when its slide ends (the 1-s clip on a 3-s slide).
          {
            id: 'clip',
            type: 'video',
            x: 160,
            y: 90,
            width: 1600,
            height: 900,
            mediaId: String(clip.id),
            url: clip.url,
            muted: true,
            loop: true,
          },
          {
            id: 'dot',
            type: 'shape',
            shape: 'circle',
            x: 40,
            y: 40,
            width: 120,
            height: 120,
            fill: '#E53935',
            animation: { effect: 'pulse', speed: 'fast', repeat: 'forever' },
          },
        ],
      },
    });
    await api('/playlist/publish', { playlistId });
    await api('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });

    // The push (or the poll) brings the manifest; the media are stored, then the first slide plays.
    const current = page.locator('[data-layer="current"]');
    await current.locator('[data-element-type="text"]').waitFor({ timeout: 30_000 });
    const img = current.locator('img[data-element-type="image"]');
    await expect.poll(() => img.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // The next slide (the video) is already mounted, hidden, buffering.
    await expect.poll(() => page.locator('[data-layer="upcoming"] video').count()).toBe(1);
    await page.waitForTimeout(700);
    await screenshot(page, 'player-slide-1920x1080');

    // The video slide takes over once its video can play through, and plays from a blob URL.
    const video = page.locator('[data-layer="current"] video');
    await video.waitFor({ timeout: 15_000 });
    await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).src)).toMatch(/^blob:/);
    await expect.poll(() => video.evaluate((v) => !(v as HTMLVideoElement).paused && (v as HTMLVideoElement).readyState >= 3)).toBe(true);
    await screenshot(page, 'player-video-1920x1080');
    // The leaving slide holds its picture during the fade to the next slide: its video paused, its
    // effect (the pulse, finished but holding its last frame) turned into plain style, so the
    // compositor has nothing of it to redraw; a screen without a GPU needs that time to composite the
    // transition (docs/player.md).
    await page.evaluate(() => {
      const w = window as unknown as { outgoingVideo?: { paused: boolean; ended: boolean; animations: number } };
      const watch = new MutationObserver(() => {
        const layer = document.querySelector<HTMLElement>('[data-layer="outgoing"]');
        const v = layer?.querySelector('video');
        if (!layer || !v) return;
        watch.disconnect();
        requestAnimationFrame(() => {
          w.outgoingVideo = { paused: v.paused, ended: v.ended, animations: layer.getAnimations({ subtree: true }).length };
        });
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-layer'] });
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { outgoingVideo?: unknown }).outgoingVideo), { timeout: 15_000 })
      .toEqual({ paused: true, ended: false, animations: 0 });
    // …and loops back to the first slide. One more loop leaves no extra DOM behind (no layer leak).
    await current.locator('[data-element-type="text"]').waitFor({ timeout: 15_000 });
    const nodes = async () => {
      await expect.poll(() => page.locator('[data-layer="outgoing"]').count()).toBe(0);
      return page.evaluate(() => document.getElementsByTagName('*').length);
    };
    const firstLoop = await nodes();
    await video.waitFor({ timeout: 15_000 });
    await current.locator('[data-element-type="text"]').waitFor({ timeout: 15_000 });
    expect(await nodes()).toBe(firstLoop);
    expect(await page.locator('[data-layer-seq]').count()).toBeLessThanOrEqual(3);

    // The delivery receipt: the heartbeat after applying says what plays and which manifest.
    await expect
      .poll(
        async () =>
          (await api<{ nowPlaying: unknown; status: string; appVersion: string }>('/device/info', { deviceKey, organizationId })).status,
        {
          timeout: 15_000,
        },
      )
      .toBe('active');
    const info = await api<{ appVersion: string; storageUsedBytes: number | null; delivery: unknown }>('/device/info', {
      deviceKey,
      organizationId,
    });
    expect(info.appVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(info.storageUsedBytes).toBeGreaterThan(0);

    // The CMS asks for a fresh screenshot: the player captures the slide to JPEG and uploads it.
    const before = await api<{ url: string | null }>('/device/activeThumbnail', { deviceKey });
    expect(before.url).toBeNull();
    let shotUrl: string | null = null;
    await expect
      .poll(
        async () => {
          shotUrl =
            (await api<{ url: string | null }>('/device/info', { deviceKey, organizationId }).then(
              (d) => (d as unknown as { screenshotUrl: string | null }).screenshotUrl,
            )) ?? null;
          return shotUrl;
        },
        { timeout: 20_000 },
      )
      .not.toBeNull()
      .catch((err) => {
        console.log(logs.join('\n'));
        throw err;
      });
    const shot = await fetch(`${stack.baseUrl}${shotUrl}`, { headers: { authorization: `SessionKey ${sessionKey}` } });
    expect(shot.headers.get('content-type')).toContain('image/jpeg');
    mkdirSync(screenshotDir, { recursive: true });
    writeFileSync(path.join(screenshotDir, 'player-uploaded-screenshot.jpg'), Buffer.from(await shot.arrayBuffer()));

    // A reboot without network: the service worker serves the app, IndexedDB the manifest and media.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.context().setOffline(true);
    await page.reload();
    await page.locator('[data-layer="current"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('[data-layer="current"] [data-element-type]').count()).toBeGreaterThan(0);
    await page.context().setOffline(false);

    expect(logs.filter((l) => l.startsWith('pageerror'))).toEqual([]);
    await page.close();
  });

  it('a portrait screen letterboxes the landscape slide; a rotated device turns the stage', async () => {
    // A second browser profile: a screen of its own (its own IndexedDB, so its own device).
    const portrait = await launchBrowser();
    const page = await portrait.context.newPage();
    await page.setViewportSize({ width: 1080, height: 1920 });
    const code = await pairScreen(page);
    await screenshot(page, 'player-pairing-1080x1920');
    const deviceKey = await accept(code);
    await page.locator('[data-view="idle"]').waitFor({ timeout: 30_000 });
    const { id: playlistId } = await api<{ id: number }>('/playlist/create', { name: 'Portrait test', aspect: '16:9' });
    await api('/playlist/slide/create', {
      playlistId,
      slideData: {
        version: 1,
        aspect: '16:9',
        actions: {},
        duration: 30,
        background: { type: 'color', color: '#2E96F4' },
        elements: [
          {
            id: 't',
            type: 'text',
            x: 100,
            y: 400,
            width: 1720,
            height: 300,
            html: '<p>Landscape on portrait</p>',
            fontId: 'roboto',
            fontSize: 120,
            color: '#FFFFFF',
          },
        ],
      },
    });
    await api('/playlist/publish', { playlistId });
    await api('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
    const layer = page.locator('[data-layer="current"]');
    await layer.waitFor({ timeout: 30_000 });
    const box = await layer.boundingBox();
    expect(box?.width).toBe(1080);
    expect(Math.round(box?.height ?? 0)).toBe(607);
    await screenshot(page, 'player-slide-1080x1920');

    // Rotated 90°: the 1080×1920 panel is a landscape screen turned sideways; the slide fills it.
    await api('/device/details', { deviceKey, deviceType: 'NONE', deviceDescription: '', rotation: 90 });
    await expect.poll(() => page.locator('.stage').getAttribute('data-rotation'), { timeout: 30_000 }).toBe('90');
    const turned = await page.locator('[data-layer="current"]').boundingBox();
    expect(Math.round(turned?.width ?? 0)).toBe(1080);
    expect(Math.round(turned?.height ?? 0)).toBe(1920);
    await screenshot(page, 'player-rotated-1080x1920');

    // Removed in the CMS: the screen forgets everything and shows a new pairing code, no reload.
    await api('/device/remove', { deviceKey });
    await page.locator('[data-pairing-code]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-pairing-code]').getAttribute('data-pairing-code')).toMatch(/^\d{4}$/);
    await portrait.close();
  });
  it('an interactive screen jumps to a slide by touching an element or a hot corner', async () => {
    const screen = await launchBrowser();
    const page = await screen.context.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    const deviceKey = await accept(await pairScreen(page));
    await page.locator('[data-view="idle"]').waitFor({ timeout: 30_000 });
    await api('/device/interactive/toggle', { organizationId, deviceKeys: [deviceKey], interactive: true });

    const { id: playlistId } = await api<{ id: number }>('/playlist/create', { name: 'Kiosk', aspect: '16:9' });
    const text = (id: string, html: string) => ({
      id,
      type: 'text',
      x: 200,
      y: 300,
      width: 1500,
      height: 300,
      html,
      fontId: 'roboto',
      fontSize: 120,
      color: '#FFFFFF',
    });
    const menu = await api<{ id: number }>('/playlist/slide/create', {
      playlistId,
      slideData: {
        version: 1,
        aspect: '16:9',
        duration: 60,
        background: { type: 'color', color: '#1B5E20' },
        elements: [text('m', '<p>Menu</p>')],
        actions: {},
      },
    });
    const details = await api<{ id: number }>('/playlist/slide/create', {
      playlistId,
      slideData: {
        version: 1,
        aspect: '16:9',
        duration: 60,
        background: { type: 'color', color: '#4A148C' },
        elements: [text('d', '<p>Details</p>')],
        actions: {},
      },
    });
    await api('/playlist/updateSlideActions', {
      playlistId,
      slideId: details.id,
      actionData: { hotCorners: { topRight: String(menu.id) } },
    });
    await api('/playlist/updateSlideActions', {
      playlistId,
      slideId: menu.id,
      actionData: { actions: { m: { type: 'jumpToSlide', targetSlideId: String(details.id) } } },
    });
    await api('/playlist/publish', { playlistId });
    await api('/playlist/assignToDevice', { deviceKey, playlistId, scheduleData: { mode: 'playNow' } });

    const current = page.locator('[data-layer="current"]');
    await expect.poll(() => current.getAttribute('data-slide-id'), { timeout: 30_000 }).toBe(String(menu.id));
    // Touch the text: its action jumps to the details slide.
    await current.locator('[data-element-id="m"]').click();
    await expect.poll(() => page.locator('[data-layer="current"]').getAttribute('data-slide-id')).toBe(String(details.id));
    // Touch the top-right corner: back to the menu.
    await page.mouse.click(1275, 5);
    await expect.poll(() => page.locator('[data-layer="current"]').getAttribute('data-slide-id')).toBe(String(menu.id));
    await screen.close();
  });
});
