import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectAccessible, freshPage, launchBrowser, screenshot, type Stack, startStack, submitSignIn } from './support.ts';

/**
 * The CMS side of screens in Chromium against the real server: a device registered through the player
 * protocol (fetch) and accepted in the add dialog, rename, details, interactive toggle, a group and a
 * move into it, the schedule entry dialog (a bad range, then a weekly entry shown in the calendar),
 * the what-plays-when timeline, axe at 1280 and 390 px, screenshots. (The player in a browser is
 * e2e/player.test.ts.)
 */
const PASSWORD = 'Sunny-Scr33n!';
const OWNER = 'dana@displays.example';
const TIME_ZONE = 'Europe/Stockholm';

let stack: Stack;
let browser: Browser;
let sessionKey = '';
let organizationId = 0;
let playlistName = 'Lobby loop';

async function api<T = unknown>(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${stack.baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(sessionKey && !headers.authorization ? { sessionKey, ...body } : body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} ${res.status} ${text}`);
  return (JSON.parse(text) as { response: T }).response;
}

/** What a player does on first start: register and get the 4-digit code it shows. */
async function registerPlayer() {
  const res = await fetch(`${stack.baseUrl}/api/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appVersion: '1.2.3', osVersion: 'Chromium test', timeZone: TIME_ZONE, screenWidth: 1920, screenHeight: 1080 }),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { response: { deviceId: number; deviceSecret: string; pairingCode: string } }).response;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  const csrf = (await api<{ csrfToken: string }>('/auth/csrfToken', {})).csrfToken;
  await api('/register', {
    orgName: 'Displayhouse',
    orgOwnerName: 'Dana Display',
    email: OWNER,
    password: PASSWORD,
    city: 'Lund',
    state: '',
    country: 'Sweden',
    csrfToken: csrf,
  });
  const code = await stack.waitForMail(OWNER, /\b(\d{6})\b/);
  await api('/register/verify', { email: OWNER, code });
  ({ sessionKey, organizationId } = await api<{ sessionKey: string; organizationId: number }>('/auth/login', {
    email: OWNER,
    password: PASSWORD,
  }));
  // A published playlist to schedule.
  const { id } = await api<{ id: number }>('/playlist/create', { name: playlistName, aspect: '16:9' });
  await api('/playlist/slide/create', { playlistId: id });
  await api('/playlist/publish', { playlistId: id });
  playlistName = (await api<{ name: string }>('/playlist/info', { playlistId: id })).name;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function signIn(width = 1280, height = 800): Promise<Page> {
  const page = await freshPage(stack, browser, width, height);
  await submitSignIn(page, stack.baseUrl, OWNER, PASSWORD);
  await page.waitForURL(/\/home$/);
  return page;
}

describe('screens in the CMS', () => {
  let deviceName = '';

  it('adds a device by its code, renames it, toggles interactive, edits details', async () => {
    const page = await signIn();
    const player = await registerPlayer();

    // The side navigation has Screens; the list starts empty.
    await page.getByRole('link', { name: 'Screens' }).first().click();
    await page.waitForURL(/\/home\/devicemanagement\/devices$/);
    await page.getByText('No screens yet').first().waitFor();
    await expectAccessible(page, 'devices (empty)');

    // A wrong code: the spec's hints.
    await page.getByRole('button', { name: 'Add screen' }).click();
    const dialog = page.getByTestId('add-device-dialog');
    await dialog.getByLabel('Code shown on the screen').fill(player.pairingCode === '0000' ? '1111' : '0000');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const error = page.getByTestId('add-device-error');
    await error.waitFor();
    await expect(error.textContent()).resolves.toContain('Failed to add the screen');
    await expect(error.textContent()).resolves.toContain('contact support');
    await screenshot(page, 'devices-add-failed-1280');

    // The right code (the /add/{otp} link pre-fills it).
    await page.goto(`${stack.baseUrl}/devicemanagement/devices/add/${player.pairingCode}`);
    await page.waitForURL(/\/home\/devicemanagement\/devices\/add\/\d{4}$/);
    await expect(page.getByTestId('add-device-dialog').getByLabel('Code shown on the screen').inputValue()).resolves.toBe(
      player.pairingCode,
    );
    await expectAccessible(page, 'add device dialog');
    await page.getByTestId('add-device-dialog').getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/\/home\/devicemanagement\/devices$/);
    const row = page.locator('tr[data-device]');
    await row.waitFor();
    deviceName = `Screen ${player.deviceId}`;
    await expect(row.getByRole('link').textContent()).resolves.toBe(deviceName);

    // A heartbeat from the player: active, delivery receipt, two fonts that did not load in time.
    await api(
      '/player/heartbeat',
      {
        status: 'idle',
        appVersion: '1.2.3',
        osVersion: 'Chromium test',
        timeZone: TIME_ZONE,
        manifestVersion: null,
        playing: null,
        fontFallbacks: ['lobster', 'oswald'],
      },
      { authorization: `Device ${player.deviceSecret}` },
    );
    await page.reload();
    await row.locator('[data-status="active"]').waitFor({ timeout: 15_000 });
    await row
      .getByTestId('font-fallbacks-icon')
      .getByText('Fonts not loaded on this screen: Lobster, Oswald. Slides use a fallback font.')
      .waitFor({ state: 'attached' });

    // Rename through the row menu.
    await row.getByRole('button', { name: `Actions for ${deviceName}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Lobby screen');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    deviceName = 'Lobby screen';
    await row.getByRole('link', { name: deviceName }).waitFor();

    // Interactive toggle.
    const toggle = row
      .getByRole('switch', { name: `Interactive: ${deviceName}` })
      .or(row.getByRole('checkbox', { name: `Interactive: ${deviceName}` }));
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page, 'devices list');
    await screenshot(page, 'devices-list-1280');

    // Details on the edit page.
    await row.getByRole('link', { name: deviceName }).click();
    await page.waitForURL(/\/home\/devices\/[^/]+\/\d+$/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Fonts not loaded on this screen: Lobster, Oswald. Slides use a fallback font.' })
      .waitFor();
    const details = page.getByTestId('device-details');
    await details.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'EVO Tall', exact: true }).click();
    await details.getByText('Default aspect ratio 9:16').waitFor();
    await details.getByLabel('Description').fill('By the main entrance');
    await details.getByRole('combobox', { name: 'Rotation' }).click();
    await page.getByRole('option', { name: '90°' }).click();
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Details saved.').waitFor();
    const info = await api<{ deviceType: string; description: string; rotation: number; interactive: boolean; timeZone: string }>(
      '/device/info',
      {
        deviceKey: decodeURIComponent(page.url().split('/').at(-2) ?? ''),
      },
    );
    expect(info).toMatchObject({
      deviceType: 'EVO_TALL',
      description: 'By the main entrance',
      rotation: 90,
      interactive: true,
      timeZone: TIME_ZONE,
    });
  });

  it('creates a group and moves the device into it by dragging', async () => {
    const page = await signIn();
    await page.goto(`${stack.baseUrl}/home/devicemanagement/groups`);
    await page.getByRole('button', { name: 'New group' }).click();
    await page.getByRole('dialog').getByLabel('Group name').fill('Ground floor');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    const group = page.locator('[data-testid="group-node"][data-group-name="Ground floor"]');
    await group.waitFor();

    // Drag the device (from "Ungrouped") onto the group.
    const handle = page.getByTestId('ungrouped').getByRole('button', { name: `Drag ${deviceName} to a group` });
    const from = await handle.boundingBox();
    const to = await group.locator('h3').boundingBox();
    if (!from || !to) throw new Error('no boxes');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await group.locator('[data-testid="group-device"]').getByText(deviceName).waitFor({ timeout: 10_000 });
    await expectAccessible(page, 'groups');
    await screenshot(page, 'devices-groups-1280');

    // The keyboard alternative: "Move to group" back to ungrouped, then into the group again.
    await group.getByRole('button', { name: 'Move to group' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Group' }).click();
    await page.getByRole('option', { name: 'Ungrouped' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await page.getByTestId('ungrouped').getByText(deviceName).waitFor();
    await page.getByTestId('ungrouped').getByRole('button', { name: 'Move to group' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Group' }).click();
    await page.getByRole('option', { name: 'Ground floor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await group.getByText(deviceName).waitFor();

    // The group page.
    await group.getByRole('link', { name: 'Edit group: Ground floor' }).click();
    await page.waitForURL(/\/home\/devicegroup\/\d+\/\d+$/);
    await page.getByRole('heading', { name: 'Ground floor', level: 1 }).waitFor();
    await page.getByTestId('schedule-calendar').waitFor();
    // What the group's screens play and why, from /group/timeline (nothing is assigned to the group yet).
    await page.getByTestId('group-timeline').getByTestId('timeline-spans').getByText('Idle (organization branding)').first().waitFor();
    await expectAccessible(page, 'group page');
    await screenshot(page, 'devices-group-page-1280');
  });

  it('refuses a schedule that ends before it starts, then shows a weekly entry in the calendar and the timeline', async () => {
    const page = await signIn();
    await page.goto(`${stack.baseUrl}/home/devicemanagement/devices`);
    await page.locator('tr[data-device]').getByRole('link', { name: deviceName }).click();
    await page.waitForURL(/\/home\/devices\//);
    await page.getByTestId('schedule-calendar').locator('.fc').waitFor();

    await page.getByRole('button', { name: 'Add schedule entry' }).click();
    const dialog = page.getByTestId('entry-dialog');
    await dialog.getByRole('combobox', { name: 'Playlist' }).click();
    await page.getByRole('option', { name: playlistName }).click();
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('End time').fill('09:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('entry-range-error').textContent()).resolves.toBe('Please choose a valid schedule...');
    await screenshot(page, 'devices-entry-invalid-1280');

    // A good one: 10:00–11:00 every week on the start's weekday and Saturday, never ending.
    await dialog.getByLabel('End time').fill('11:00');
    await dialog.getByLabel('Custom').check();
    await dialog.getByRole('combobox', { name: 'Unit' }).waitFor();
    const saturday = dialog.locator('[data-day="SA"]');
    if ((await saturday.getAttribute('aria-pressed')) !== 'true') await saturday.click();
    await expectAccessible(page, 'schedule entry dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const events = page.getByTestId('schedule-calendar').locator('.fc-event');
    await expect.poll(() => events.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(events.first().textContent()).resolves.toContain(`${playlistName} (entry 1)`);
    await expect(page.getByTestId('schedule-entries').textContent()).resolves.toMatch(/every week/);
    // Month view shows it too.
    await page.getByRole('button', { name: 'month' }).click();
    await expect.poll(() => events.count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'week' }).click();

    // What plays when: the device's schedule entry 1 within the next 7 days.
    await page.reload();
    await page.getByTestId('timeline-spans').getByText(`${playlistName} — Screen schedule entry 1`).first().waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'device page');
    await screenshot(page, 'devices-device-page-1280');

    const saved = await api<{ schedule: { start: string; end: string; repeat: { frequency: string; daysOfWeek: string[] } }[] }>(
      '/device/getSchedule',
      { deviceKey: decodeURIComponent(page.url().split('/').at(-2) ?? '') },
    );
    expect(saved.schedule).toHaveLength(1);
    expect(saved.schedule[0]?.repeat.frequency).toBe('weekly');
    expect(saved.schedule[0]?.repeat.daysOfWeek).toContain('SA');
    expect(saved.schedule[0]?.start.slice(11)).toBe('10:00');
  });

  it('works at phone width: device cards, device page, groups, live preview, dashboard, simplified assign, /android', async () => {
    const page = await signIn(390, 844);
    await page.goto(`${stack.baseUrl}/home/devicemanagement/devices`);
    await page.locator('li[data-device]').getByRole('link', { name: deviceName }).waitFor();
    await expectAccessible(page, 'devices 390');
    await screenshot(page, 'devices-list-390');
    // The status filter lives in the address (the dashboard's "see all offline" opens ?status=offline),
    // and the four tabs fit at 390 px in every language (the Spanish "Avisos" was cut off).
    for (const [locale, offline] of [
      ['es', 'Sin conexión'],
      ['fr', 'Hors ligne'],
      ['sv', 'Offline'],
      ['en', 'Offline'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('signage.locale', l), locale);
      await page.goto(`${stack.baseUrl}/home/devicemanagement/devices?status=offline`);
      await page.getByTestId('device-status-filter').getByText(offline, { exact: true }).waitFor();
      const tabs = await page
        .getByRole('tab')
        .evaluateAll((els) => els.map((e) => [e.textContent, e.getBoundingClientRect().left, e.getBoundingClientRect().right]));
      expect(tabs, locale).toHaveLength(4);
      for (const [name, left, right] of tabs) {
        expect(left as number, `${locale} ${name}`).toBeGreaterThanOrEqual(0);
        expect(right as number, `${locale} ${name}`).toBeLessThanOrEqual(390);
      }
      if (locale === 'es') await screenshot(page, 'devices-list-offline-es-390');
    }

    await page.goto(`${stack.baseUrl}/home/devicemanagement/groups`);
    await page.getByTestId('group-tree').waitFor();
    await expectAccessible(page, 'groups 390');
    await screenshot(page, 'devices-groups-390');

    await page.goto(`${stack.baseUrl}/home/devicemanagement/livepreview`);
    await page.getByTestId('live-grid').waitFor();
    await expectAccessible(page, 'live preview 390');
    await screenshot(page, 'devices-live-390');

    await page.goto(`${stack.baseUrl}/home/devicemanagement/devices`);
    await page.locator('li[data-device]').getByRole('link', { name: deviceName }).click();
    await page
      .getByTestId('schedule-calendar')
      .locator('.fc-event')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await page.getByTestId('timeline').waitFor();
    await expectAccessible(page, 'device page 390');
    await screenshot(page, 'devices-device-page-390');

    // Simplified assign: play now.
    const deviceKey = decodeURIComponent(page.url().split('/').at(-2) ?? '');
    await page.goto(`${stack.baseUrl}/devicemanagement/devices/simplified/${deviceKey}`);
    await page.getByRole('radio', { name: playlistName }).check();
    await expectAccessible(page, 'simplified assign 390');
    await page.getByRole('button', { name: 'Play now' }).click();
    await page.getByText(`${playlistName} is now playing on ${deviceName}.`).waitFor();
    await screenshot(page, 'devices-simplified-390');
    const schedule = await api<{ playNow: { playlistId: number } | null }>('/device/getSchedule', { deviceKey });
    expect(schedule.playNow).not.toBeNull();

    // Dashboard: live screens, getting started knows a screen and content exist.
    await page.goto(`${stack.baseUrl}/home`);
    // Listed once as a screen, and again under "offline" once its player has been gone past the
    // threshold (a slow run gets there): either shows the dashboard knows it.
    await page.getByTestId('dashboard-screens').getByText(deviceName).first().waitFor();
    await expect(page.locator('[data-step="screen"]').getAttribute('data-done')).resolves.toBe('true');
    await expect(page.locator('[data-step="playlist"]').getAttribute('data-done')).resolves.toBe('true');
    await expectAccessible(page, 'dashboard 390');
    await screenshot(page, 'devices-dashboard-390');

    await page.goto(`${stack.baseUrl}/android`);
    await page.getByTestId('player-qr').waitFor();
    await expectAccessible(page, 'android 390');
    await screenshot(page, 'devices-android-390');
  });

  it('assigns from the playlist editor after publishing: schedule on a group, play now on a device', async () => {
    const page = await signIn();
    const { id } = await api<{ id: number }>('/playlist/create', { name: 'Evening news', aspect: '16:9' });
    await api('/playlist/slide/create', { playlistId: id });
    await page.goto(`${stack.baseUrl}/home/playlists/${id}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Playlist published').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByTestId('assign-dialog');
    await dialog.waitFor();
    // Nothing chosen: asks for a target.
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText('Choose at least one screen or group.').waitFor();
    await dialog.getByRole('checkbox', { name: 'Ground floor' }).check();
    await dialog.getByLabel('Schedule').check();
    await dialog.getByLabel('Start time').fill('18:00');
    await dialog.getByLabel('End time').fill('17:00');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog.getByTestId('entry-range-error').textContent()).resolves.toBe('Please choose a valid schedule...');
    await dialog.getByLabel('End time').fill('19:00');
    await expectAccessible(page, 'assign dialog');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText('Assigned to 1 screen or group.').waitFor();
    await screenshot(page, 'devices-assign-1280');
    const groups = await api<{ id: number; name: string }[]>('/group/list', { parentId: -1, all: true });
    const groupId = groups.find((g) => g.name === 'Ground floor')?.id ?? 0;
    const schedule = await api<{ schedule: { playlistId: number; start: string }[] }>('/group/getSchedule', { groupId });
    expect(schedule.schedule.at(-1)).toMatchObject({ playlistId: id });
    expect(schedule.schedule.at(-1)?.start.slice(11)).toBe('18:00');
  });

  it('speaks Swedish, French and Spanish: the device list, the device page with its calendar', async () => {
    const page = await signIn();
    for (const [locale, title, tab, schedule] of [
      ['sv', 'Skärmar', 'Grupper', 'Schema'],
      ['fr', 'Écrans', 'Groupes', 'Programmation'],
      ['es', 'Pantallas', 'Grupos', 'Programación'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('signage.locale', l), locale);
      await page.goto(`${stack.baseUrl}/home/devicemanagement/devices`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('tab', { name: tab }).waitFor();
      await page.locator('tr[data-device]').getByRole('link', { name: deviceName }).click();
      await page.getByRole('heading', { name: schedule, level: 2 }).waitFor();
      await page.getByTestId('schedule-calendar').locator('.fc-event').first().waitFor();
      await expectAccessible(page, `device page ${locale}`);
      await screenshot(page, `devices-device-page-${locale}-1280`);
    }
    await page.evaluate(() => localStorage.setItem('signage.locale', 'en'));
  });

  it('shows the device page and the dashboard live view at 1280 px', async () => {
    // A second screen, paired but never heard from: the offline list names it, offline since its
    // pairing. (The first screen's heartbeat may still be recent: a fast run gets here within the
    // two missed heartbeats that make a screen offline.)
    const silent = await registerPlayer();
    await api(`/device/${organizationId}/accept`, { deviceId: silent.pairingCode, name: 'Storeroom screen' });
    const page = await signIn();
    await page.getByTestId('dashboard-screens').getByTestId('live-grid').getByText(deviceName).waitFor();
    await page.getByTestId('offline-screens').getByRole('link', { name: 'Storeroom screen' }).waitFor();
    await expectAccessible(page, 'dashboard');
    await screenshot(page, 'devices-dashboard-1280');
    await page.goto(`${stack.baseUrl}/home/devicemanagement/livepreview`);
    await page.getByTestId('live-grid').waitFor();
    await expectAccessible(page, 'live preview');
    await screenshot(page, 'devices-live-1280');
    await page.goto(`${stack.baseUrl}/android`);
    await page.getByTestId('player-qr').waitFor();
    await expectAccessible(page, 'android');
    await screenshot(page, 'devices-android-1280');
  });
  it("assigns a playlist from a screen's own menu and page, inside the app, preselecting what plays now (en 1280, es 390)", async () => {
    const page = await signIn();
    await page.goto(`${stack.baseUrl}/home/devicemanagement/devices`);
    const row = page.locator('tr[data-device]').filter({ hasText: deviceName });
    await row.getByRole('button', { name: `Actions for ${deviceName}` }).click();
    await page.getByRole('menuitem', { name: 'Assign playlist' }).click();
    const dialog = page.getByTestId('assign-playlist-dialog');
    await dialog.getByRole('heading', { name: `Assign a playlist to ${deviceName}` }).waitFor();
    await dialog.getByRole('radio', { name: new RegExp(playlistName) }).check();
    await expectAccessible(page, 'assign playlist to a screen');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText(`${playlistName} is assigned to ${deviceName}.`).waitFor();
    await screenshot(page, 'devices-assign-playlist-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const deviceKey = await row.getAttribute('data-device');
    await expect
      .poll(async () => (await api<{ playNow: { playlistName: string } | null }>('/device/info', { deviceKey })).playNow?.playlistName)
      .toBe(playlistName);

    // The screen's page, in Spanish on a phone: the same dialog, what plays now already chosen.
    const phone = await signIn(390, 844);
    await phone.evaluate(() => localStorage.setItem('signage.locale', 'es'));
    await phone.goto(`${stack.baseUrl}/home/devices/${encodeURIComponent(deviceKey ?? '')}/${organizationId}`);
    await phone.getByRole('button', { name: 'Asignar lista' }).click();
    const onPhone = phone.getByTestId('assign-playlist-dialog');
    await expect.poll(() => onPhone.getByRole('radio', { name: new RegExp(playlistName) }).isChecked()).toBe(true);
    await onPhone.getByText('En reproducción').waitFor();
    await expectAccessible(phone, 'assign playlist on a phone (es)');
    await screenshot(phone, 'devices-assign-playlist-es-390');
    await phone.evaluate(() => localStorage.setItem('signage.locale', 'en'));
  });

  it('pairs a screen in place from the publish dialog when there is none, and assigns to it', async () => {
    // A second organization with no screen and no group, signed up through the API without a session.
    const open = async <T>(url: string, body: Record<string, unknown>, key?: string): Promise<T> => {
      const res = await fetch(`${stack.baseUrl}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { authorization: `SessionKey ${key}` } : {}) },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${url} ${res.status} ${text}`);
      return (JSON.parse(text) as { response: T }).response;
    };
    const email = 'nell@newcomer.example';
    const csrf = (await open<{ csrfToken: string }>('/auth/csrfToken', {})).csrfToken;
    await open('/register', {
      orgName: 'Newcomer Café',
      orgOwnerName: 'Nell New',
      email,
      password: PASSWORD,
      city: '',
      state: '',
      country: 'Sweden',
      csrfToken: csrf,
    });
    await open('/register/verify', { email, code: await stack.waitForMail(email, /\b(\d{6})\b/) });
    const nell = await open<{ sessionKey: string }>('/auth/login', { email, password: PASSWORD });
    const own = (url: string, body: Record<string, unknown>) => open(url, { sessionKey: nell.sessionKey, ...body });
    const { id } = (await own('/playlist/create', { name: 'Menu of the day', aspect: '16:9' })) as { id: number };
    await own('/playlist/slide/create', { playlistId: id });
    const page = await freshPage(stack, browser, 1280, 800);
    await submitSignIn(page, stack.baseUrl, email, PASSWORD);
    await page.waitForURL(/\/home$/);
    await page.goto(`${stack.baseUrl}/home/playlists/${id}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Playlist published').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByTestId('assign-dialog');
    await dialog
      .getByText('No screens yet. Type the 4-digit code your screen shows: Assign adds the screen and assigns the playlist to it.')
      .waitFor();
    await expect(dialog.getByRole('button', { name: 'Assign' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'assign dialog with no screen');
    await screenshot(page, 'devices-assign-no-screen-1280');
    // A code that pairs nothing: the screen is not added and nothing is assigned, with what to check.
    await dialog.getByLabel('Code shown on the screen').fill('0000');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText('Failed to add the screen').waitFor();
    const player = await registerPlayer();
    await dialog.getByLabel('Code shown on the screen').fill(player.pairingCode);
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.getByText('Assigned to 1 screen or group.').waitFor();
    const added = dialog.getByRole('checkbox', { name: `Screen ${player.deviceId}` });
    await expect.poll(() => added.isChecked()).toBe(true);
    await screenshot(page, 'devices-assign-paired-in-place-1280');
  });
});
