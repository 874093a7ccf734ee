import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Screen health (docs/insight.md "Screen health") in Chromium against the real server: the
 * owner switches offline notifications on in the CMS with the shortest threshold (one "minute" is
 * 100 ms here, SCREEN_HEALTH_MINUTE_MS; a screen counts as offline only after two missed heartbeats, a
 * minute the test moves the server's clock over), a real player page is closed, the offline mail arrives at the test SMTP
 * server, the player comes back and the recovery mail follows. The dashboard shows "offline since", the
 * device page the latest screenshot with its time. axe and screenshots at 1280 and 390 px, en and es.
 */
const PASSWORD = 'Healthy-Scr33n!';
const OWNER = 'hana@health.example';

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
let deviceKey = '';
let player: Page | null = null;

const api = <T = unknown>(url: string, body: Record<string, unknown>) => owner.call<T>(url, body);

/** Waits (up to `ms`) for a mail to `to` whose text matches, among those received from index `after`. */
async function mailMatching(to: string, pattern: RegExp, after: number, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    await stack.app.ctx.mailer.idle();
    const mail = stack.inbox.slice(after).find((m) => m.to.includes(to) && pattern.test(m.text));
    if (mail) return mail.text;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

async function openPlayer(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${stack.baseUrl}/player/`);
  return page;
}

async function cms(width: number, locale: string, path: string): Promise<Page> {
  const page = await openSignedIn(stack, browser, owner.sessionKey, path, { width, locale });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  return page;
}

beforeAll(async () => {
  stack = await startStack({ screenHealth: { checkMs: 1_000, minuteMs: 100 } });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Healthhouse', ownerName: 'Hana Health', email: OWNER, password: PASSWORD, city: 'Lund' });
  // A real player, paired, showing a published playlist.
  player = await openPlayer();
  const code = player.locator('[data-pairing-code]');
  await code.waitFor({ timeout: 30_000 });
  const digits = (await code.getAttribute('data-pairing-code')) ?? '';
  deviceKey = (await api<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, { deviceId: digits, name: 'Lobby' })).deviceKey;
  const { id } = await api<{ id: number }>('/playlist/create', { name: 'Welcome', aspect: '16:9' });
  // White text on blue: a screenshot of it is neither black nor one colour.
  await api('/playlist/slide/create', {
    playlistId: id,
    slideData: {
      version: 1,
      aspect: '16:9',
      actions: {},
      duration: 30,
      background: { type: 'color', color: '#0B3D91' },
      elements: [
        {
          id: 't',
          type: 'text',
          x: 160,
          y: 380,
          width: 1600,
          height: 300,
          html: '<p>Welcome to Lund</p>',
          fontId: 'roboto',
          fontSize: 140,
          color: '#FFFFFF',
        },
      ],
    },
  });
  await api('/playlist/publish', { playlistId: id });
  await api('/playlist/assignToDevice', { playlistId: id, deviceKey });
  // A screenshot for the device page. The request travels over the player's event stream and is not
  // kept: one sent while the just-paired player is still drawing its first slide, or reconnecting its
  // stream, asks for nothing, so it is asked again every 5 s, as a person would click again.
  const deadline = Date.now() + 45_000;
  let askedAt = 0;
  while (!(await api<{ screenshotAt: string | null }>('/device/info', { deviceKey })).screenshotAt) {
    if (Date.now() > deadline) throw new Error('the player sent no screenshot');
    if (Date.now() - askedAt > 5_000) {
      await api('/device/activeThumbnail', { deviceKey });
      askedAt = Date.now();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('screen health', () => {
  it('the owner turns offline notifications on in the CMS', async () => {
    const page = await cms(1280, 'en', '/home');
    // The dashboard's screens card links to the settings.
    await page.getByRole('link', { name: 'Offline notifications' }).click();
    await page.getByRole('heading', { name: 'Offline notifications' }).waitFor();
    await page.getByLabel('Send offline notifications').check();
    await page.getByRole('combobox', { name: /offline for/ }).click();
    await page.getByRole('option', { name: '15 minutes' }).click();
    await page.getByRole('checkbox', { name: /Hana Health/ }).check();
    await expectAccessible(page, 'notifications settings');
    await screenshot(page, 'cms-screen-health-settings-en-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification settings saved').waitFor();
    const saved = await api<{ enabled: boolean; thresholdMinutes: number; recipientUserIds: number[]; notifyRecovery: boolean }>(
      '/screenHealth/get',
      {},
    );
    expect(saved).toMatchObject({ enabled: true, thresholdMinutes: 15, notifyRecovery: true });
    expect(saved.recipientUserIds).toHaveLength(1);
    await page.close();
  });

  it('mails when the closed player has been offline past the threshold, and again when it is back', async () => {
    const before = stack.inbox.length;
    await player?.close();
    player = null;
    // Offline after two missed heartbeats (60 s): the server's clock is moved on rather than waited
    // for; the threshold (15 "minutes" of 100 ms) and the checks (every 1 s) run in real time.
    stack.advanceClock(61_000);
    const offline = await mailMatching(OWNER, /Screen Lobby of Healthhouse has been offline since \d\d:\d\d/, before, 30_000);
    expect(offline).toContain(`/home/devices/${deviceKey}/${owner.organizationId}`);
    expect(offline).toContain('Times are in UTC');
    // The dashboard lists it with since when.
    const page = await cms(1280, 'en', '/home');
    const list = page.getByTestId('offline-screens');
    await list.waitFor({ timeout: 20_000 });
    expect(await list.textContent()).toMatch(/Lobby.*offline since .*ago/);
    await expectAccessible(page, 'dashboard with an offline screen');
    await screenshot(page, 'cms-dashboard-offline-en-1280');
    await page.close();
    for (const [width, locale] of [[390, 'es']] as const) {
      const p = await cms(width, locale, '/home');
      await p.getByTestId('offline-screens').waitFor({ timeout: 20_000 });
      await expectAccessible(p, `dashboard offline ${locale} ${width}`);
      await screenshot(p, `cms-dashboard-offline-${locale}-${width}`);
      await p.close();
    }
    // The device page says so, and "take a screenshot" explains why it cannot.
    const device = await cms(1280, 'en', `/home/devices/${encodeURIComponent(deviceKey)}/${owner.organizationId}`);
    const card = device.getByTestId('screen-now');
    await card.getByText(/This screen is offline/).waitFor();
    expect(await card.getByRole('button', { name: 'Take a screenshot now' }).isDisabled()).toBe(true);
    await device.close();

    // Back: the recovery mail follows once.
    const beforeBack = stack.inbox.length;
    player = await openPlayer();
    await mailMatching(OWNER, /Screen Lobby of Healthhouse is back online since \d\d:\d\d/, beforeBack, 60_000);
    await new Promise((r) => setTimeout(r, 3_000));
    await stack.app.ctx.mailer.idle();
    const toOwner = stack.inbox.slice(before).filter((m) => m.to.includes(OWNER));
    expect(toOwner).toHaveLength(2);
  }, 240_000);

  it('the device page shows the latest screenshot with its time and takes a new one on demand', async () => {
    await expect
      .poll(async () => (await api<{ status: string }>('/device/info', { deviceKey })).status, { timeout: 40_000 })
      .toBe('active');
    // English at 1280 px and Spanish at 390 px: both widths and two languages (CI time).
    for (const [width, locale] of [
      [1280, 'en'],
      [390, 'es'],
    ] as const) {
      const page = await cms(width, locale, `/home/devices/${encodeURIComponent(deviceKey)}/${owner.organizationId}`);
      const card = page.getByTestId('screen-now');
      await card.getByTestId('screen-now-image').waitFor();
      if (width === 1280 && locale === 'en') {
        // What the screen showed: the slide's blue and its white text, not a black or blank frame.
        const shot = await card.getByTestId('screen-now-image').evaluate(async (img: HTMLImageElement) => {
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = 320;
          canvas.height = 180;
          const g = canvas.getContext('2d') as CanvasRenderingContext2D;
          g.drawImage(img, 0, 0, canvas.width, canvas.height);
          const d = g.getImageData(0, 0, canvas.width, canvas.height).data;
          let blue = 0;
          let white = 0;
          for (let i = 0; i < d.length; i += 4) {
            const [r, gr, b] = [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0];
            if (Math.abs(r - 0x0b) < 40 && Math.abs(gr - 0x3d) < 40 && Math.abs(b - 0x91) < 40) blue++;
            if (r > 170 && gr > 170 && b > 170) white++;
          }
          return { blue: blue / (d.length / 4), white: white / (d.length / 4) };
        });
        console.log(
          `screen-health e2e: screenshot ${(shot.blue * 100).toFixed(1)} % slide blue, ${(shot.white * 100).toFixed(2)} % text white`,
        );
        expect(shot.blue, 'the slide background fills most of the screenshot').toBeGreaterThan(0.6);
        expect(shot.white, 'the text shows').toBeGreaterThan(0.003);
      }
      expect(await card.getByTestId('screen-now-taken').textContent()).toMatch(locale === 'en' ? /^Taken .+ \(.+\)$/ : /^Tomada /);
      if (width === 1280 && locale === 'en') {
        const before = await card.getByTestId('screen-now-taken').textContent();
        await card.getByRole('button', { name: 'Take a screenshot now' }).click();
        await card.getByText('New screenshot received').waitFor({ timeout: 40_000 });
        expect(await card.getByTestId('screen-now-taken').textContent()).not.toBe(before);
      }
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `device page ${locale} ${width}`);
      await screenshot(page, `cms-device-screen-now-${locale}-${width}`);
      await page.close();
    }
    for (const [width, locale] of [[390, 'es']] as const) {
      const page = await cms(width, locale, '/home/devicemanagement/notifications');
      await page.getByTestId('health-form').waitFor();
      await expectAccessible(page, `notifications ${locale} ${width}`);
      await screenshot(page, `cms-screen-health-settings-${locale}-${width}`);
      await page.close();
    }
  }, 180_000);
});
