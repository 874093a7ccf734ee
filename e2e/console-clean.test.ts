import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, launchBrowser, openSignedIn, type Stack, startStack } from './support.ts';

/**
 * No console error and no failed request on any page of the CMS (spec part 2's routes, signed in as
 * the owner of a fresh installation on the embedded defaults: no Canva, no AI provider, no Google, no
 * mail server), nor on the player's pairing screen. A newcomer's browser console is the first place an
 * IT person looks.
 */
let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
const ids = { playlist: 0, template: 0, group: 0, deviceKey: '' };

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Clean Console',
    ownerName: 'Cleo Clean',
    email: 'cleo@clean.example',
    password: 'Sunny-Scr33n!',
    city: 'Lund',
  });
  ids.playlist = (await owner.call<{ id: number }>('/playlist/create', { name: 'Lobby', aspect: '16:9' })).id;
  await owner.call('/playlist/slide/create', { playlistId: ids.playlist });
  await owner.call('/playlist/publish', { playlistId: ids.playlist });
  ids.template = (await owner.call<{ id: number }>('/template/create', { name: 'Poster' })).id;
  ids.group = (await owner.call<{ id: number }>('/group/create', { name: 'Ground floor' })).id;
  const player = await fetch(`${stack.baseUrl}/api/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appVersion: '1.0.0', osVersion: 'test', timeZone: 'Europe/Stockholm', screenWidth: 1920, screenHeight: 1080 }),
  });
  const { pairingCode } = ((await player.json()) as { response: { pairingCode: string } }).response;
  ids.deviceKey = (await owner.call<{ deviceKey: string }>(`/device/${owner.organizationId}/accept`, { deviceId: pairingCode })).deviceKey;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** What the browser reported while `path` was open: console errors, page errors, answers ≥ 400, requests that failed. */
function watch(page: Page) {
  const problems: string[] = [];
  let path = '';
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${path}: console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${path}: page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${path}: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('requestfailed', (r) => {
    // A navigation cancels what the page before it still had open (its event stream): not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`${path}: failed ${new URL(r.url()).pathname} ${r.failure()?.errorText}`);
  });
  // Requests in flight, but for event streams (the CMS's /api/events, open for as long as the page is).
  const inFlight = new Set<unknown>();
  let lastActivity = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() === 'eventsource' || new URL(r.url()).pathname === '/api/events') return;
    inFlight.add(r);
    lastActivity = Date.now();
  });
  const settled = (r: unknown) => {
    inFlight.delete(r);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    problems,
    /**
     * The first route is loaded from the server; every other one is reached as a person moves
     * through the app, by the router (history.pushState + popstate), which loads the route's own code
     * and data the same way without parsing the whole app again for each route (CI time).
     */
    async open(to: string) {
      path = to;
      lastActivity = Date.now();
      if (page.url().startsWith(stack.baseUrl)) {
        await page.evaluate((target) => {
          window.history.pushState(null, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, to);
      } else {
        await page.goto(`${stack.baseUrl}${to}`);
      }
      await page.locator('main').first().waitFor();
      // What a page asks after it is drawn (lists, live views, status calls): done once nothing has
      // been in flight for 400 ms (at most 5 s), instead of a fixed wait per route.
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < 400)) await page.waitForTimeout(50);
    },
  };
}

describe('the browser console', () => {
  it('stays clean on every route of spec part 2, signed in as the owner', async () => {
    const org = owner.organizationId;
    const page = await openSignedIn(stack, browser, owner.sessionKey, '/home');
    const seen = watch(page);
    const routes = [
      '/home',
      '/home/account',
      '/home/account?section=eula',
      '/home/account?section=privacy-policy',
      '/home/playlists/my',
      '/home/playlists/shared',
      '/home/playlists/stock',
      `/home/playlists/${ids.playlist}`,
      `/home/template/${ids.template}`,
      '/home/devicemanagement/devices',
      '/home/devicemanagement/groups',
      '/home/devicemanagement/livepreview',
      `/home/devices/${encodeURIComponent(ids.deviceKey)}/${org}`,
      `/home/devicegroup/${ids.group}/${org}`,
      '/home/messages',
      '/home/users',
      '/home/organizations',
      ...['info', 'license', 'addons', 'users', 'devices', 'groups', 'theme', 'move'].map((tab) => `/home/organizations/${org}/${tab}`),
      `/home/licensing/${org}`,
      '/home/alerts/create',
      '/home/alerts/list',
      '/home/alerts/integrations',
      '/home/stats',
      ...['contact', 'support', 'howto', 'releasenotes', 'usermanual'].map((topic) => `/home/help/${topic}`),
      '/home/settings',
      '/home/media/my',
      '/home/media/shared',
      '/home/media/stock',
      `/devicemanagement/devices/simplified/${encodeURIComponent(ids.deviceKey)}`,
      '/android',
    ];
    for (const route of routes) await seen.open(route);
    expect(seen.problems).toEqual([]);
    await page.close();
  }, 240_000);

  it("stays clean on the player's pairing screen", async () => {
    const page = await browser.context.newPage();
    const seen = watch(page);
    seen.problems.length = 0;
    await page.goto(`${stack.baseUrl}/player/`);
    await page.locator('[data-view="pairing"]').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    expect(seen.problems).toEqual([]);
    await page.close();
  }, 60_000);
});
