import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, screenshot, type Stack, startStack } from './support.ts';

/**
 * The video-by-link widget end to end: added in the editor (no licence add-on needed), a foreign link
 * refused with its message, a YouTube link shown as a local poster on the canvas, and a paired screen
 * playing it in the sandboxed youtube-nocookie frame. The provider is a local stand-in (a route), and
 * the stand-in being asked at all proves the page's CSP lets the frame load.
 */

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
const ID = 'dQw4w9WgXcQ';
const playerRequests: string[] = [];

beforeAll(async () => {
  stack = await startStack({});
  browser = await launchBrowser();
  await browser.context.route('https://www.youtube-nocookie.com/**', (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><body style="background:#000"></body>' });
  });
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Video Lobby',
    ownerName: 'Vera Video',
    email: 'vera@video.example',
    password: 'Sunny-Scr33n!',
    city: 'Lund',
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('video by link widget', () => {
  it('is added in the editor, refuses a foreign link, shows a poster, and plays sandboxed on a screen', async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Videos', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId);
    const canvas = page.getByTestId('editor-canvas');

    await page.getByRole('button', { name: 'Widgets' }).click();
    const dialog = page.getByRole('dialog');
    const button = dialog.getByRole('button', { name: /^Video by link/ });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await dialog.waitFor({ state: 'detached' });
    await canvas.getByText('No video link yet').waitFor();

    const link = page.getByLabel('YouTube or Vimeo link');
    await link.fill(`https://youtube.com.evil.example/watch?v=${ID}`);
    await link.press('Enter');
    await page.getByText('Enter the link of a YouTube or Vimeo video').waitFor();
    await link.fill(`https://www.youtube.com/watch?v=${ID}&t=42&si=tracking`);
    await link.press('Enter');
    await canvas.locator('[data-video-poster="youtube"]').waitFor();
    await canvas.getByText(`Video ${ID}`).waitFor();
    expect(await canvas.locator('iframe').count()).toBe(0);
    await expect.poll(() => page.locator('input[data-field="start"]').inputValue()).toBe('42');
    await page.getByText('Screens need an internet connection').waitFor();
    await expect.poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
    await expectAccessible(page, 'video link panel');
    await screenshot(page, 'widgets-video-link-en-1280');

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
    const frame = screen.locator('[data-layer="current"] iframe[data-widget="video_link"]');
    await frame.waitFor({ timeout: 30_000 });
    expect(await frame.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&mute=1&loop=1&playlist=${ID}&controls=0&playsinline=1&start=42`,
    );
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    await expect.poll(() => playerRequests.some((url) => url.includes(`/embed/${ID}?`)), { timeout: 15_000 }).toBe(true);
    expect(playerRequests.every((url) => !url.includes('tracking'))).toBe(true);
    await screenshot(screen, 'widgets-video-link-player-1280');
    await screen.close();
    await page.close();
  }, 180_000);
});
