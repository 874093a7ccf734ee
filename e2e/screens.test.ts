import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, launchBrowser, screenshot, submitSignIn } from './support.ts';

/**
 * Screens end to end, on the built server as a process (so it can be stopped and started again on
 * the same data directory and port): a player page shows its 4-digit code; the CMS user accepts it
 * at /devicemanagement/devices/add/{code}; a published playlist is assigned with "Play now"; the
 * player shows it (time from the click to the first frame is printed); the server stops and the
 * player keeps playing; the server starts again and the player reconnects by itself and shows a
 * later change.
 */
const root = path.resolve(import.meta.dirname ?? '.', '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const seedDemo = path.join(root, 'apps/server/dist/seed-demo.js');
const PASSWORD = 'Scr33ns-E2E!pass';
const OWNER = 'owner@demo.signage.local';

let dataDir = '';
let port = 0;
let baseUrl = '';
let server: ChildProcess | null = null;
let cms: Browser;
let screen: Browser;
let sessionKey = '';
let organizationId = 0;

async function freePort(): Promise<number> {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port: p } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return p;
}

function env(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_PASSWORD: PASSWORD,
  };
}

async function startServer() {
  const child = spawn(process.execPath, [serverMain], { env: env(), stdio: ['ignore', 'ignore', 'inherit'] });
  server = child;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/** SIGTERM, as a service manager stops it; the process must exit by itself. */
async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const stoppingAt = Date.now();
  child.kill('SIGTERM');
  const exited = await Promise.race([once(child, 'exit').then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
  if (!exited) {
    child.kill('SIGKILL');
    throw new Error('the server did not exit within 15 s of SIGTERM');
  }
  console.log(`screens e2e: SIGTERM → exit in ${Date.now() - stoppingAt} ms`);
}

async function api<T = unknown>(url: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sessionKey ? { sessionKey, ...body } : body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} ${res.status} ${text}`);
  return (JSON.parse(text) as { response: T }).response;
}

const slide = (text: string) => ({
  version: 1,
  aspect: '16:9',
  actions: {},
  duration: 30,
  background: { type: 'color', color: '#0B3D91' },
  elements: [
    {
      id: 'headline',
      type: 'text',
      x: 120,
      y: 400,
      width: 1680,
      height: 260,
      html: `<p>${text}</p>`,
      fontId: 'roboto',
      fontSize: 110,
      color: '#FFFFFF',
    },
  ],
});

/** The text of the text element on the player's current layer ('' when none). */
const shownText = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-layer="current"] [data-element-type="text"]')?.textContent?.trim() ?? '');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'signage-e2e-screens-'));
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const seeded = spawnSync(process.execPath, [seedDemo], { env: env(), encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stderr}`);
  await startServer();
  const login = await api<{ sessionKey: string; organizationId: number }>('/auth/login', { email: OWNER, password: PASSWORD });
  sessionKey = login.sessionKey;
  organizationId = login.organizationId;
  cms = await launchBrowser();
  // The screen has a browser profile of its own (its own IndexedDB and service worker).
  screen = await launchBrowser();
}, 240_000); // seeding and starting PGlite twice take most of a minute on a busy machine

afterAll(async () => {
  await cms?.close();
  await screen?.close();
  await stopServer().catch(() => server?.kill('SIGKILL'));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('screens end to end', () => {
  it('pairs a player from the CMS, plays a playlist assigned with Play now, survives a server restart', { timeout: 240_000 }, async () => {
    // The screen: a pairing code.
    const player = await screen.context.newPage();
    await player.setViewportSize({ width: 1280, height: 720 });
    const errors: string[] = [];
    player.on('pageerror', (e) => errors.push(e.message));
    await player.goto(`${baseUrl}/player/`);
    const codeEl = player.locator('[data-pairing-code]');
    await codeEl.waitFor({ timeout: 30_000 });
    const code = (await codeEl.getAttribute('data-pairing-code')) ?? '';
    expect(code).toMatch(/^\d{4}$/);
    await expect(codeEl.textContent()).resolves.toContain(code.slice(0, 2));
    await screenshot(player, 'screens-e2e-pairing');

    // The CMS user adds it by the code link.
    const page = await cms.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await submitSignIn(page, baseUrl, OWNER, PASSWORD);
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl}/devicemanagement/devices/add/${code}`);
    const dialog = page.getByTestId('add-device-dialog');
    await expect(dialog.getByLabel('Code shown on the screen').inputValue()).resolves.toBe(code);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/\/home\/devicemanagement\/devices$/);
    await page.locator('tr[data-device]').first().waitFor();

    // The screen notices by itself: idle branding until something is assigned.
    await player.locator('[data-view="idle"]').waitFor({ timeout: 30_000 });

    const list = await api<Array<{ deviceKey: string; id: number }>>(`/device/${organizationId}/list`, {});
    expect(list).toHaveLength(1);
    const deviceKey = list[0]?.deviceKey as string;

    // A published playlist.
    const { id: playlistId } = await api<{ id: number }>('/playlist/create', { name: 'E2E Lobby', aspect: '16:9' });
    await api('/playlist/slide/create', { playlistId, slideData: slide('Hello from the CMS') });
    await api('/playlist/publish', { playlistId });

    // Play now from the quick-assign page; the time from the click to the player's first frame.
    await page.goto(`${baseUrl}/devicemanagement/devices/simplified/${encodeURIComponent(deviceKey)}`);
    await page.getByRole('radio', { name: 'E2E Lobby' }).check();
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Play now' }).click();
    await player.waitForFunction(
      () => document.querySelector('[data-layer="current"] [data-element-type="text"]')?.textContent?.includes('Hello from the CMS'),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const firstFrameMs = Date.now() - clickedAt;
    console.log(`screens e2e: "Play now" click → first frame on the player: ${firstFrameMs} ms`);
    await page.getByRole('status').filter({ hasText: 'is now playing on' }).waitFor();
    await screenshot(player, 'screens-e2e-playing');

    // The server stops: the player keeps showing the content.
    await stopServer();
    await player.waitForTimeout(4000);
    expect(await shownText(player)).toBe('Hello from the CMS');
    await expect(player.locator('[data-view="pairing"]').count()).resolves.toBe(0);
    await screenshot(player, 'screens-e2e-server-down');

    // The server starts again on the same data directory and port; a later change reaches the
    // player without any help (event stream reconnect or the fallback poll).
    await startServer();
    await api('/playlist/updateSlide', { playlistId, slideNumber: 0, slideData: slide('Changed after the restart') });
    await api('/playlist/publish', { playlistId });
    const republishedAt = Date.now();
    await player.waitForFunction(
      () => document.querySelector('[data-layer="current"] [data-element-type="text"]')?.textContent?.includes('Changed after the restart'),
      undefined,
      { polling: 500, timeout: 60_000 },
    );
    console.log(`screens e2e: after the restart, republish → shown on the player: ${Date.now() - republishedAt} ms`);
    await screenshot(player, 'screens-e2e-after-restart');
    expect(errors).toEqual([]);
  });
});
