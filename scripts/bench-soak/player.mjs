import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { sleep } from './run.mjs';
import { Api, freePort, makeMedia, password, startServer, stopServer } from './server.mjs';
import { everySlide } from './slides.mjs';

/** In every page: slide-change log, object-URL registry, rAF frame log (lowend). */
export function initScript() {
  const alive = new Set();
  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  const stats = { created: 0, revoked: 0 };
  URL.createObjectURL = (o) => {
    const u = create(o);
    alive.add(u);
    stats.created += 1;
    return u;
  };
  URL.revokeObjectURL = (u) => {
    if (alive.delete(u)) stats.revoked += 1;
    revoke(u);
  };
  const slides = [];
  window.addEventListener('signage:slide', (e) => {
    slides.push({ ...e.detail, at: performance.now() });
    window.__soakLastPlaylist = e.detail.playlistId;
  });
  window.__soak = {
    urls: () => ({ alive: alive.size, ...stats }),
    drainSlides: () => slides.splice(0, slides.length),
    frames: [],
    recording: false,
    record() {
      const m = window.__soak;
      m.frames = [];
      m.recording = true;
      const loop = (t) => {
        m.frames.push(t);
        if (m.recording) requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
    },
    stop() {
      window.__soak.recording = false;
      return window.__soak.frames;
    },
  };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--autoplay-policy=no-user-gesture-required',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

/** Seeds, starts the server, logs in, uploads the media, opens and pairs a player page. */
export async function setup(run, browser, { seconds = run.SLIDE_S } = {}) {
  const { dataDir, root, log } = run;
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', DEMO_PASSWORD: password };
  const seeded = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js')], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(run, port);
  const api = new Api(port);
  await api.login();
  const media = makeMedia(run);
  log('uploading media');
  const video = await api.upload(media.video, 'video/mp4');
  const image = await api.upload(media.images[0], 'image/png');

  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/player/`);
  const codeEl = page.locator('[data-pairing-code]');
  await codeEl.waitFor({ timeout: 60_000 });
  const code = await codeEl.getAttribute('data-pairing-code');
  const { deviceKey } = await api.call(`/device/${api.organizationId}/accept`, { deviceId: code });
  const webUrl = `${base}/api/health`;
  const mainId = await api.playlist('Soak every element', everySlide({ image, video, webUrl, seconds }));
  await api.assign(deviceKey, mainId);
  await page.locator('[data-layer="current"]').waitFor({ timeout: 60_000 });
  log(`player paired (device ${deviceKey}) and playing playlist ${mainId}`);
  return {
    port,
    base,
    api,
    context,
    page,
    errors,
    deviceKey,
    media,
    video,
    image,
    webUrl,
    mainId,
    get server() {
      return server;
    },
    async restart(downMs) {
      await stopServer(server);
      await sleep(downMs);
      server = await startServer(run, port);
      await api.login();
    },
    async close() {
      await stopServer(server);
    },
  };
}
