import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, screenshot, type Stack, startStack } from './support.ts';

/**
 * Alerts, integrations and messages end to end (docs/alerts.md): two paired player pages in Chromium, one
 * targeted (through a parent group: a group includes its sub-groups) and one not. An alert is
 * triggered by a plain HTTP call to an integration's trigger URL, takes over the targeted screen at
 * once and not the other, is confirmed in the CMS, and is ended by the deactivate URL, after which the
 * schedule's content is back; a CAP 1.2 message and its Cancel do the same; a message ticker appears
 * on both screens and goes on time. The CMS pages are driven, checked with axe and screenshotted.
 */
const PASSWORD = 'Sunny-Scr33n!';

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
const api = <T = unknown>(url: string, body: Record<string, unknown>) => owner.call<T>(url, body);

interface Player {
  page: Page;
  deviceKey: string;
}
/** Each screen is its own browser profile (a player keeps its credentials in the origin's storage). */
const screens: Browser[] = [];

async function pairPlayer(width: number, height: number): Promise<Player> {
  const own = await launchBrowser();
  screens.push(own);
  const page = await own.context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${stack.baseUrl}/player/`);
  const code = page.locator('[data-pairing-code]');
  await code.waitFor({ timeout: 30_000 });
  const digits = (await code.getAttribute('data-pairing-code')) ?? '';
  const { deviceKey } = await api<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, { deviceId: digits });
  await page.locator('[data-view="idle"]').waitFor({ timeout: 30_000 });
  return { page, deviceKey };
}

const overlay = (p: Player) => p.page.locator('[data-alert-activation]');
const programText = (p: Player) => p.page.locator('[data-layer="current"] [data-element-type="text"]');

let targeted: Player;
let other: Player;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Alarm School', ownerName: 'Alma Alarm', email: 'alma@school.example', password: PASSWORD, city: 'Umeå' });

  targeted = await pairPlayer(1280, 720);
  other = await pairPlayer(1280, 720);

  // Both screens play the same programme: a text slide.
  const { id: playlistId } = await api<{ id: number }>('/playlist/create', { name: 'Corridor', aspect: '16:9' });
  await api('/playlist/slide/create', {
    playlistId,
    slideData: {
      version: 1,
      aspect: '16:9',
      actions: {},
      duration: 10,
      background: { type: 'color', color: '#0B3D2E' },
      animation: { style: 'none', durationMs: 0 },
      elements: [
        {
          id: 'title',
          type: 'text',
          x: 120,
          y: 380,
          width: 1400,
          height: 300,
          html: '<p>Today in the corridor</p>',
          fontId: 'roboto',
          fontSize: 96,
          color: '#FFFFFF',
        },
      ],
    },
  });
  await api('/playlist/publish', { playlistId });
  for (const p of [targeted, other]) {
    await api('/playlist/assignToDevice', { deviceKey: p.deviceKey, playlistId, scheduleData: { mode: 'playNow' } });
    await programText(p).waitFor({ timeout: 30_000 });
  }
}, 180_000);

afterAll(async () => {
  for (const s of screens) await s.close();
  await browser?.close();
  await stack?.close();
});

describe('alerts on screens', () => {
  it('an integration URL takes over the targeted screen only, receipts come back, the deactivate URL hands it back', async () => {
    // The targeted screen sits in a sub-group of "Building B": targeting the parent reaches it.
    const { id: buildingB } = await api<{ id: number }>('/group/create', { name: 'Building B', parentId: -1 });
    await api('/group/create', { name: 'Floor 2', parentId: buildingB, deviceArray: [targeted.deviceKey] });

    const alert = await api<{ id: number; state: string }>('/alerts/create', {
      name: 'Fire in building B',
      type: 'fire',
      description: 'A fire was reported on the second floor.',
      instructions: 'Leave by the nearest exit. Do not use the lifts.',
      mode: 'continuous',
      durationSeconds: null,
      audioMediaId: null,
      backgroundColor: '#B71C1C',
      textColor: '#FFFFFF',
      targets: { all: false, deviceKeys: [], groupIds: [buildingB] },
    });
    expect(alert.state).toBe('deactivated');
    const hook = await api<{ apiKey: string; triggerUrl: string; deactivateUrl: string }>('/alerts/integrations/create', {
      name: 'Fire panel',
      provider: 'generic',
      alertIds: [alert.id],
    });
    expect(hook.triggerUrl).toBe(`${stack.baseUrl}/api/hooks/${hook.apiKey}/trigger`);

    // A plain HTTP call, as `curl -X POST <trigger URL>` makes it.
    const started = Date.now();
    const res = await fetch(hook.triggerUrl, { method: 'POST' });
    expect(res.status).toBe(200);
    await overlay(targeted).waitFor({ timeout: 10_000 });
    const shownAfterMs = Date.now() - started;
    expect(await overlay(targeted).textContent()).toContain('Fire in building B');
    await screenshot(targeted.page, 'alerts-player-fire-1280x720');
    // The untargeted screen keeps its programme.
    await programText(other).waitFor();
    expect(await overlay(other).count()).toBe(0);
    console.log(`alert on the targeted screen ${shownAfterMs} ms after the trigger call`);

    // A repeated call changes nothing (one activation).
    expect((await fetch(hook.triggerUrl, { method: 'POST' })).status).toBe(200);
    // Receipts: the targeted screen confirmed; the other is not a target.
    await expect
      .poll(
        async () => {
          const info = await api<{ receipts: { deviceKey: string; state: string }[]; history: unknown[] }>('/alerts/info', {
            alertId: alert.id,
          });
          return { receipts: info.receipts.map((r) => `${r.deviceKey}:${r.state}`), history: info.history.length };
        },
        { timeout: 15_000 },
      )
      .toEqual({ receipts: [`${targeted.deviceKey}:shown`], history: 1 });
    expect(await overlay(other).count()).toBe(0);

    // A wrong key is a 404 and changes nothing.
    expect((await fetch(`${stack.baseUrl}/api/hooks/${'x'.repeat(43)}/deactivate`, { method: 'POST' })).status).toBe(404);
    expect(await overlay(targeted).count()).toBe(1);

    expect((await fetch(hook.deactivateUrl, { method: 'POST' })).status).toBe(200);
    await overlay(targeted).waitFor({ state: 'detached', timeout: 10_000 });
    await programText(targeted).waitFor();
    await expect
      .poll(async () => (await api<{ receipts: { state: string }[] }>('/alerts/info', { alertId: alert.id })).receipts[0]?.state, {
        timeout: 15_000,
      })
      .toBe('ended');
  });

  it('a CAP 1.2 message shows an alert on the integration’s screens and its Cancel ends it', async () => {
    const cap = await api<{ jsonUrl: string }>('/alerts/integrations/create', {
      name: 'Public warnings',
      provider: 'cap',
      alertIds: [],
      targets: { all: false, deviceKeys: [targeted.deviceKey], groupIds: [] },
    });
    const message = (msgType: 'Alert' | 'Cancel', identifier: string, references = '') => `<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
  <identifier>${identifier}</identifier>
  <sender>warnings@example.org</sender>
  <sent>2026-11-26T10:00:00+01:00</sent>
  <status>Actual</status>
  <msgType>${msgType}</msgType>
  <scope>Public</scope>
  ${references ? `<references>${references}</references>` : ''}
  <info>
    <language>en-GB</language>
    <category>Met</category>
    <event>Storm</event>
    <urgency>Immediate</urgency>
    <severity>Severe</severity>
    <certainty>Observed</certainty>
    <headline>Severe storm warning</headline>
    <description>Winds above 30 m/s are expected this afternoon.</description>
    <instruction>Stay indoors and keep away from windows.</instruction>
  </info>
</alert>`;
    const post = (xml: string) => fetch(cap.jsonUrl, { method: 'POST', headers: { 'content-type': 'application/cap+xml' }, body: xml });
    expect((await post(message('Alert', 'storm-1'))).status).toBe(200);
    await overlay(targeted).waitFor({ timeout: 10_000 });
    expect(await overlay(targeted).textContent()).toContain('Severe storm warning');
    expect(await overlay(targeted).locator('[data-alert-type]').getAttribute('data-alert-type')).toBe('weather');
    expect(await overlay(other).count()).toBe(0);
    await screenshot(targeted.page, 'alerts-player-cap-1280x720');

    expect((await post(message('Cancel', 'storm-1-cancel', 'warnings@example.org,storm-1,2026-11-26T10:00:00+01:00'))).status).toBe(200);
    await overlay(targeted).waitFor({ state: 'detached', timeout: 10_000 });
    await programText(targeted).waitFor();
    // Not CAP at all: refused, nothing shown.
    expect((await post('<alert><identifier>x</identifier></alert>')).status).toBe(400);
    expect(await overlay(targeted).count()).toBe(0);
  });

  it('a message ticker shows over the programme on every targeted screen and goes on time', async () => {
    const endsAt = new Date(Date.now() + 12_000).toISOString();
    await api('/messages/create', {
      text: 'The car park closes at 18:00 today',
      style: 'ticker',
      position: 'bottom',
      speed: 'normal',
      backgroundColor: '#000000',
      textColor: '#FFEB3B',
      startsAt: null,
      endsAt,
      targets: { all: true, deviceKeys: [], groupIds: [] },
    });
    for (const p of [targeted, other]) {
      await p.page.locator('[data-message-id]').waitFor({ timeout: 10_000 });
      await programText(p).waitFor();
    }
    await screenshot(other.page, 'messages-player-ticker-1280x720');
    for (const p of [targeted, other]) await p.page.locator('[data-message-id]').waitFor({ state: 'detached', timeout: 20_000 });
  });
});

describe('alert and message pages in the CMS', () => {
  it('an owner writes an alert in the form, broadcasts it to every screen, reads the receipts and deactivates it', async () => {
    await browser.context.addCookies([{ name: 'sessionKey', value: owner.sessionKey, url: stack.baseUrl }]);
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${stack.baseUrl}/home`);
    await page.evaluate(() => localStorage.setItem('signage.locale', 'en'));
    // The side menu leads there.
    await page.getByRole('link', { name: 'Alerts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alerts' }).waitFor();
    await page.getByRole('tab', { name: 'Create alert' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Lockdown');
    await page.getByRole('textbox', { name: 'Description' }).fill('Stay in your classroom. Lock the door.');
    await page.getByRole('textbox', { name: 'Instructions' }).fill('Keep away from the windows and wait for staff.');
    await page.getByRole('radio', { name: /^Continuous/ }).check();
    // The preview is the screens' own design.
    await expect.poll(() => page.getByTestId('alert-form').locator('[data-alert-type]').first().textContent()).toContain('Lockdown');
    await expectAccessible(page, 'alert form filled');
    await page.getByRole('button', { name: 'Save and broadcast' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save and broadcast' }).click();
    for (const p of [targeted, other]) {
      await overlay(p).waitFor({ timeout: 10_000 });
      expect(await overlay(p).textContent()).toContain('Lockdown');
    }
    // The list shows it on air; its details list both screens as shown.
    await page.goto(`${stack.baseUrl}/home/alerts/list`);
    const row = page.locator('[data-alert]').filter({ hasText: 'Lockdown' }).first();
    await row.getByRole('link', { name: /^Lockdown: details/ }).click();
    const detail = page.getByTestId('alert-detail');
    await expect.poll(() => detail.locator(`[data-receipt="${targeted.deviceKey}"]`).textContent(), { timeout: 20_000 }).toContain('Shown');
    await expect.poll(() => detail.locator(`[data-receipt="${other.deviceKey}"]`).textContent(), { timeout: 20_000 }).toContain('Shown');
    await expectAccessible(page, 'alert detail with receipts');
    await screenshot(page, 'cms-alert-detail-receipts-en-1280');
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: /^Deactivate/ }).click();
    for (const p of [targeted, other]) {
      await overlay(p).waitFor({ state: 'detached', timeout: 10_000 });
      await programText(p).waitFor();
    }
    await page.close();
  });

  // Each page in English at 1280 px and in Spanish at 390 px: both widths and two languages, without the
  // full cross product (CI time).
  it('are accessible and look finished in English at 1280 px and in Spanish at 390 px', async () => {
    await browser.context.addCookies([{ name: 'sessionKey', value: owner.sessionKey, url: stack.baseUrl }]);
    for (const [locale, widths] of [
      ['en', [1280]],
      ['es', [390]],
    ] as const) {
      for (const width of widths) {
        const page = await browser.context.newPage();
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await page.goto(`${stack.baseUrl}/home`);
        await page.evaluate((lng) => localStorage.setItem('signage.locale', lng), locale);
        for (const path of [
          '/home/alerts/list',
          '/home/alerts/create',
          '/home/alerts/integrations',
          '/home/alerts/integrations/edit',
          '/home/messages',
        ]) {
          await page.goto(`${stack.baseUrl}${path}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
          await page.waitForLoadState('networkidle');
          await expectAccessible(page, `${path} ${locale} ${width}`);
          await screenshot(page, `cms${path.replaceAll('/', '-')}-${locale}-${width}`);
        }
        await page.close();
      }
    }
  });
});
