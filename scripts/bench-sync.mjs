#!/usr/bin/env node
/**
 * npm run bench:sync [-- --seconds 130] [--slide-ms 1000] [--keep]
 *
 * Synchronized playback (docs/player.md, "Synchronized playback"): how far apart the screens of a
 * synchronized group change slides and start videos. The built server on a temporary DATA_DIR (demo
 * seed), one headless Chromium with one real player page per screen, all paired into one group with
 * sync on, playing a playlist of short slides (text, a video, a transition).
 *
 * Four "perturbed" pages get an artificial clock injected before the player loads: their `Date` runs
 * tens of seconds off (opposite signs) and their `performance` clock has its own origin, and both drift
 * (hundreds of ppm); the DevTools protocol emulates a different network latency for each, re-set every
 * 100 ms with random jitter (Network.emulateNetworkConditions). Two calibration pages have the true
 * clocks and no emulation: their skew is the floor of the measurement (frame timing of two pages of
 * one browser on a shared machine).
 *
 * Each page records the true time of every slide change (the untouched clock saved before the
 * injection: the change's dispatch, and the start of the next animation frame, when it is painted)
 * and of every video's `playing` event. Changes are matched across pages by their slot on the
 * timeline; the skew of a change is the spread (max − min) of its true times over the pages. The raw
 * records of the last run are kept in .bench/sync-last.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
// The soak bench's server client: the same free port, JSON request and signed-in API (login, call,
// upload waiting until processed), with its demo password.
import { Api, freePort, password, request } from './bench-soak/server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '130' },
    'slide-ms': { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const SLIDE_MS = Number(args['slide-ms']);
const work = mkdtempSync(path.join(tmpdir(), 'signage-bench-sync-'));
const dataDir = path.join(work, 'data');
const mediaDir = path.join(root, '.bench/media');
mkdirSync(mediaDir, { recursive: true });
const t0 = Date.now();
const log = (...a) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The screens: clock offset of `Date` (ms), drift (ppm), network latency and jitter (ms). */
const PERTURBED = [
  { name: 'ahead 37 s, +180 ppm, 20±10 ms', offset: 37_000, drift: 180, latency: 20, jitter: 10 },
  { name: 'behind 42 s, −220 ppm, 80±30 ms', offset: -42_000, drift: -220, latency: 80, jitter: 30 },
  { name: 'ahead 15 s, +60 ppm, 150±50 ms', offset: 15_000, drift: 60, latency: 150, jitter: 50 },
  { name: 'behind 25 s, −90 ppm, 5±3 ms', offset: -25_000, drift: -90, latency: 5, jitter: 3 },
];
const CALIBRATION = [
  { name: 'calibration A (true clock)', offset: 0, drift: 0, latency: 0, jitter: 0, calibration: true },
  { name: 'calibration B (true clock)', offset: 0, drift: 0, latency: 0, jitter: 0, calibration: true },
];

function makeClip() {
  const file = path.join(mediaDir, 'sync-clip-640x360-3s.mp4');
  if (existsSync(file)) return file;
  const r = spawnSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=30', '-t', '3'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
  if (r.status !== 0) throw new Error(`ffmpeg: ${r.stderr}`);
  return file;
}

async function startServer(port) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PLAYER_DIST: path.join(root, 'apps/player/dist'),
    WEB_DIST: path.join(root, 'apps/web/dist'),
    FLOOD_LIMIT_PER_ADDRESS: '100000',
    FLOOD_LIMIT_PER_SESSION: '100000',
  };
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 600; i++) {
    const ok = await request(port, 'GET', '/api/health').catch(() => null);
    if (ok?.status === 200) return child;
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    await sleep(100);
  }
  throw new Error('server did not start');
}

/** Four slides: text, a video (autoplay), text entering with a cross-fade, text. */
function slides(video) {
  const text = (i, color) => ({
    version: 1,
    aspect: '16:9',
    actions: {},
    duration: SLIDE_MS / 1000,
    background: { type: 'color', color },
    animation: i === 2 ? { style: 'StyleOne', durationMs: 300 } : { style: 'none', durationMs: 0 },
    elements: [
      {
        id: 'title',
        type: 'text',
        x: 120,
        y: 120,
        width: 1200,
        height: 300,
        html: `<p>Slide ${i + 1}</p>`,
        fontId: 'roboto',
        fontSize: 120,
        color: '#FFFFFF',
      },
    ],
  });
  const withVideo = {
    ...text(1, '#000000'),
    elements: [
      {
        id: 'clip',
        type: 'video',
        x: 0,
        y: 0,
        width: 1920,
        height: 1080,
        mediaId: String(video.id),
        url: video.url,
        muted: true,
        autoplay: true,
      },
    ],
  };
  return [text(0, '#1565C0'), withVideo, text(2, '#2E7D32'), text(3, '#6A1B9A')];
}

/**
 * Runs in every page before the player: the untouched clocks are kept for the measurement, then the
 * page's `Date` and `performance.now` are replaced by the screen's wrong, drifting ones.
 */
function inject({ offset, drift }) {
  const realNow = performance.now.bind(performance);
  const origin = performance.timeOrigin;
  const RealDate = Date;
  const rate = 1 + drift / 1e6;
  const trueNow = () => origin + realNow();
  // Its own origin for the monotonic clock (kept positive), its own rate for both clocks.
  const perfBase = 100_000 + offset / 2;
  if (offset !== 0 || drift !== 0) {
    performance.now = () => perfBase + realNow() * rate;
    const fakeNow = () => origin + offset + realNow() * rate;
    class FakeDate extends RealDate {
      constructor(...a) {
        if (a.length === 0) super(fakeNow());
        else super(...a);
      }
      static now() {
        return Math.floor(fakeNow());
      }
    }
    window.Date = FakeDate;
  }
  // Animation frames: their timestamps are on the page's monotonic clock, so a perturbed page gets
  // them on its own (wrong, drifting) `performance` clock, like any other reading of it.
  const realRaf = window.requestAnimationFrame.bind(window);
  const toPage = offset !== 0 || drift !== 0 ? (t) => perfBase + t * rate : (t) => t;
  const record = { slides: [], videos: [], frames: [], late: 0 };
  window.__syncBench = record;
  // The true time of a change is the frame that paints it: the frame whose callbacks committed the
  // new layer, or the next frame when it was committed in a task between frames. All pages of the
  // browser share one frame clock, so a frame's begin time (on the true clock) is one time base.
  let inFrame = null;
  const pending = new Map();
  const shown = (seq) => document.querySelector('[data-layer="current"]')?.getAttribute('data-layer-seq') === String(seq);
  const settle = (t) => {
    for (const [seq, entry] of pending) {
      if (!shown(seq)) continue;
      entry.frame = origin + t;
      pending.delete(seq);
    }
  };
  const poll = (t) => {
    settle(t);
    if (pending.size) realRaf(poll);
  };
  window.requestAnimationFrame = (cb) =>
    realRaf((t) => {
      inFrame = t;
      try {
        cb(toPage(t));
      } finally {
        inFrame = null;
        settle(t);
      }
    });
  window.addEventListener('signage:slide', (e) => {
    // `startedAt` is the instant the player planned for the change, on its own (wrong) monotonic clock:
    // mapped back to the true clock it shows the error of the screen's estimate of the server's clock.
    const planned = origin + (e.detail.startedAt - (offset !== 0 || drift !== 0 ? perfBase : 0)) / (offset !== 0 || drift !== 0 ? rate : 1);
    const entry = {
      index: e.detail.index,
      slideId: e.detail.slideId,
      dom: trueNow(),
      frame: Number.NaN,
      planned,
      inFrame: inFrame !== null,
    };
    record.slides.push(entry);
    // A change never shown (replaced before it was painted) is not waited for.
    pending.clear();
    if (inFrame !== null && shown(e.detail.seq)) entry.frame = origin + inFrame;
    else {
      record.late++;
      pending.set(e.detail.seq, entry);
      realRaf(poll);
    }
  });
  document.addEventListener(
    'playing',
    (e) => {
      const entry = { at: trueNow(), frame: Number.NaN };
      record.videos.push(entry);
      // The first frame of the running video on screen (its expected display time, true clock).
      e.target.requestVideoFrameCallback?.((_now, meta) => {
        entry.frame = origin + meta.expectedDisplayTime;
      });
    },
    true,
  );
}

async function launch() {
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

/** Latency with jitter: re-set through the DevTools protocol every 100 ms. */
function emulate(cdp, screen) {
  if (!screen.latency) return () => undefined;
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const latency = Math.max(0, screen.latency + (Math.random() * 2 - 1) * screen.jitter);
      await cdp
        .send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 })
        .catch(() => undefined);
      await sleep(100);
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a');

/** Per change (slot): the spread of the pages' true times; only slots every page of the set saw. */
function skews(pages, key, slotOf, timeOf = (e) => e.frame) {
  const bySlot = new Map();
  pages.forEach((p, i) => {
    for (const e of p[key]) {
      const t = timeOf(e);
      if (!Number.isFinite(t)) continue;
      const slot = slotOf(t);
      const row = bySlot.get(slot) ?? new Map();
      bySlot.set(slot, row);
      if (!row.has(i)) row.set(i, t);
    }
  });
  const out = [];
  for (const row of bySlot.values()) {
    if (row.size !== pages.length) continue;
    const ts = [...row.values()];
    out.push(Math.max(...ts) - Math.min(...ts));
  }
  return out.sort((a, b) => a - b);
}

function line(label, values) {
  return `${label.padEnd(44)} n=${String(values.length).padStart(4)}  p50 ${ms(pct(values, 50)).padStart(9)}  p95 ${ms(pct(values, 95)).padStart(9)}  max ${ms(values.at(-1)).padStart(9)}`;
}

async function main() {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', DEMO_PASSWORD: password };
  const seeded = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js')], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const browser = await launch();
  const stops = [];
  try {
    const api = new Api(port);
    await api.login();
    log('uploading the clip');
    const video = await api.upload(makeClip(), 'video/mp4');
    const { id: playlistId } = await api.call('/playlist/create', { name: 'Sync bench', aspect: '16:9' });
    for (const slideData of slides(video)) await api.call('/playlist/slide/create', { playlistId, slideData });
    await api.call('/playlist/publish', { playlistId });
    const group = await api.call('/group/create', { name: `Sync bench ${Date.now().toString(36)}` });

    const screens = [...PERTURBED, ...CALIBRATION];
    const pages = [];
    for (const screen of screens) {
      const context = await browser.newContext({ viewport: { width: 640, height: 360 } });
      await context.addInitScript(inject, { offset: screen.offset, drift: screen.drift });
      const page = await context.newPage();
      page.on('pageerror', (e) => log(`${screen.name}: ${e.message}`));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      stops.push(emulate(cdp, screen));
      await page.goto(`${base}/player/`);
      const codeEl = page.locator('[data-pairing-code]');
      await codeEl.waitFor({ timeout: 60_000 });
      const code = await codeEl.getAttribute('data-pairing-code');
      const { deviceKey } = await api.call(`/device/${api.organizationId}/accept`, { deviceId: code });
      await api.call('/group/addDevice', { groupId: group.id, deviceKey });
      pages.push({ screen, page });
    }
    await api.call('/group/updateSync', { id: group.id, sync: true });
    await api.call('/playlist/assignToGroup', { groupId: group.id, playlistId, scheduleData: { mode: 'playNow' } });
    for (const { page } of pages) await page.locator('[data-layer="current"]').waitFor({ timeout: 60_000 });
    log(`${pages.length} screens playing; settling 10 s (first clock estimates, media)`);
    await sleep(10_000);
    for (const { page } of pages)
      await page.evaluate(() => {
        window.__syncBench.slides.splice(0);
        window.__syncBench.videos.splice(0);
        window.__syncBench.late = 0;
      });
    log(`measuring ${SECONDS} s (${Math.floor((SECONDS * 1000) / SLIDE_MS)} changes)`);
    await sleep(SECONDS * 1000);
    const records = [];
    for (const { page } of pages) records.push(await page.evaluate(() => window.__syncBench));

    // Slots: changes fall on whole slide durations of the timeline; the calibration's first change is the reference.
    const ref = records[PERTURBED.length].slides[0]?.frame;
    const slotOf = (t) => Math.round((t - ref) / SLIDE_MS);
    // Videos start once a loop (four slides), at the video slide's slot: counted from the first start seen.
    const vref = records[PERTURBED.length].videos[0]?.at ?? ref;
    const videoSlotOf = (t) => Math.round((t - vref) / (SLIDE_MS * 4));
    writeFileSync(path.join(root, '.bench/sync-last.json'), JSON.stringify({ screens, records }));
    const perturbed = records.slice(0, PERTURBED.length);
    const calibration = records.slice(PERTURBED.length);
    const domOnly = (rs) => rs.map((r) => ({ slides: r.slides.map((s) => ({ frame: s.dom })) }));

    console.log('');
    console.log(`Synchronized playback: ${screens.length} Chromium player pages, ${SLIDE_MS} ms slides, ${SECONDS} s measured`);
    for (const s of screens) console.log(`  ${s.name}`);
    console.log('');
    console.log('Slide change skew (max − min true time over the pages, per change; painted frame)');
    console.log(line('  4 perturbed screens', skews(perturbed, 'slides', slotOf)));
    console.log(line('  all 6 screens', skews(records, 'slides', slotOf)));
    console.log(line('  calibration: 2 true-clock screens', skews(calibration, 'slides', slotOf)));
    console.log('Slide change skew (DOM change dispatched)');
    console.log(line('  4 perturbed screens', skews(domOnly(perturbed), 'slides', slotOf)));
    console.log(line('  calibration: 2 true-clock screens', skews(domOnly(calibration), 'slides', slotOf)));
    console.log('Video start skew (`playing` event)');
    const at = (e) => e.at;
    console.log(line('  4 perturbed screens', skews(perturbed, 'videos', videoSlotOf, at)));
    console.log(line('  calibration: 2 true-clock screens', skews(calibration, 'videos', videoSlotOf, at)));
    console.log('Video start skew (first frame of the running video: its expected display time)');
    console.log(line('  4 perturbed screens', skews(perturbed, 'videos', videoSlotOf)));
    console.log(line('  calibration: 2 true-clock screens', skews(calibration, 'videos', videoSlotOf)));
    console.log(
      `Changes not committed inside an animation frame (painted one frame later, measured so): ${records.map((r) => r.late).join(', ')}`,
    );
    // Each screen's mean lead (−) or lag (+) on the calibration pages: what its clock estimate is off by.
    console.log('Mean offset of each screen to the calibration pages (per change)');
    const calBySlot = new Map();
    for (const r of calibration) for (const s of r.slides) if (Number.isFinite(s.frame)) calBySlot.set(slotOf(s.frame), s.frame);
    perturbed.forEach((r, i) => {
      const d = r.slides.filter((s) => calBySlot.has(slotOf(s.frame))).map((s) => s.frame - calBySlot.get(slotOf(s.frame)));
      const mean = d.reduce((a, b) => a + b, 0) / (d.length || 1);
      console.log(`  ${PERTURBED[i].name.padEnd(42)} ${ms(mean).padStart(9)} (${d.length} changes)`);
    });
    // The clock estimate alone (no rendering): each screen's planned change instant, on the true clock,
    // against calibration A's (which is off by half a loopback round trip at most).
    console.log('Clock estimate error: planned change instant vs calibration A (mean, max |error|)');
    const planBySlot = new Map(calibration[0].slides.map((s) => [slotOf(s.frame), s.planned]));
    records.forEach((r, i) => {
      if (i === PERTURBED.length) return;
      const d = r.slides.filter((s) => planBySlot.has(slotOf(s.frame))).map((s) => s.planned - planBySlot.get(slotOf(s.frame)));
      const mean = d.reduce((a, b) => a + b, 0) / (d.length || 1);
      const worst = Math.max(0, ...d.map(Math.abs));
      console.log(`  ${screens[i].name.padEnd(42)} ${ms(mean).padStart(9)} ${ms(worst).padStart(9)}`);
    });
  } finally {
    for (const s of stops) s();
    await browser.close();
    server.kill('SIGTERM');
    await once(server, 'exit').catch(() => undefined);
    if (!args.keep) rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
