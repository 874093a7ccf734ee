#!/usr/bin/env node
/**
 * npm run bench:wire — what the CMS and the player cost on the wire and at first paint (docs/performance.md).
 *
 * Starts the built server (apps/server/dist/main.js) on a temporary DATA_DIR, signs an organization up
 * through the API (the verification code read from the server's log: no SMTP is set), and opens the
 * sign-in page, every CMS page of the side navigation signed in as the owner (the paths of NAV_RULES in
 * packages/shared/src/permissions.ts, for the items apps/web/src/components/nav.ts implements) and the
 * player page:
 *
 * - Bytes: Chromium via playwright-core, cache disabled, a CDP session summing `encodedDataLength`
 *   (bytes on the wire, headers included: DevTools' "transferred") of every request until the page is
 *   quiet (no request open but event streams, nothing new for 1.5 s); with it the decoded size of the
 *   bodies, the request count and first contentful paint from the page's Performance timeline. The
 *   player page's service worker precaches the whole player at install from its own target (not seen
 *   by the page's session): that download is reported apart ("player precache"), fetched file by file
 *   with the same Accept-Encoding a browser sends.
 * - Lighthouse (tools/lighthouse, its own install, made here on first use): `--preset=desktop`, the
 *   performance category, Lighthouse's default (simulated) throttling, against the same Chromium
 *   (/usr/bin/chromium or CHROME_PATH) launched with chrome-launcher; the session cookie is set in that
 *   browser for the signed-in pages (the CMS reads it from document.cookie). `--no-lighthouse` skips it.
 *
 * Calibration, measured in the same run: a trivial static page (one heading, no script) served by the
 * same server from the same static plugin; its bytes are the floor (headers), its Lighthouse score
 * and first paint the best this machine and Chromium give.
 *
 * Each page is measured `--runs N` times (default 3), runs interleaved; medians with [min–max].
 * One JSON document per run goes to .bench/bench-wire-<label>-<time>.json (`--label before|after`), the
 * Lighthouse reports to .bench/lighthouse-<label>/ (`--traces`: each run's trace beside its report).
 * `--dist DIR` measures a build kept elsewhere (DIR/{web,player,server}/dist); `--compare DIR` measures
 * that build ("before") beside this one ("after"), each on its own server, page by page in turn, so
 * both meet the same machine load.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { measureCdp, precacheBytes, request } from './bench-wire/measure.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    lighthouse: { type: 'boolean', default: true },
    label: { type: 'string', default: 'run' },
    only: { type: 'string' },
    dist: { type: 'string' },
    compare: { type: 'string' },
    keep: { type: 'boolean', default: false },
    traces: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const RUNS = Math.max(1, Number(args.runs));
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const password = 'Bench-W1re-Bytes!';
const email = 'owner@bench-wire.example';
const benchDir = path.join(root, '.bench');
mkdirSync(benchDir, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'signage-bench-wire-'));
// The build this run uses, copied beside the server's own dist (as bench-soak does), so that the bundle
// resolves apps/server/node_modules and the calibration page can be added without touching apps/*/dist.
const buildRoot = path.join(root, 'apps/server', `.bench-build-${process.pid}`);
const t0 = Date.now();
const log = (...a) => console.error(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const CALIBRATION_FILE = 'bench-calibration.html';
const CALIBRATION_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="calibration"><link rel="icon" href="data:,"><title>Calibration</title></head><body><h1>Calibration page</h1></body></html>\n';

async function freePort() {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

async function api(port, url, body) {
  const res = await request(port, 'POST', `/api${url}`, body);
  const text = res.raw.toString('utf8');
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).response;
}

/** The main CMS pages: the side navigation's paths (NAV_RULES) for the items the CMS implements. */
function cmsPages() {
  const rules = readFileSync(path.join(root, 'packages/shared/src/permissions.ts'), 'utf8');
  const nav = readFileSync(path.join(root, 'apps/web/src/components/nav.ts'), 'utf8');
  const implemented = new Set(
    [...(nav.match(/IMPLEMENTED_NAV_ITEMS[^=]*=\s*\[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([a-z]+)'/g)].map((m) => m[1]),
  );
  const pages = [];
  for (const m of rules.matchAll(/^\s+([a-z]+): \{ path: '([^']+)'/gm)) if (implemented.has(m[1])) pages.push({ name: m[1], path: m[2] });
  if (pages.length < 5) throw new Error(`found only ${pages.length} CMS pages in NAV_RULES: has its form changed?`);
  return pages;
}

/**
 * The builds measured: the apps' own dist, or `--dist DIR` (DIR/web/dist, DIR/player/dist,
 * DIR/server/dist); with `--compare DIR` that build too ("before"), each on its own server and data
 * directory, measured page by page in turn with the other, so that both meet the same machine load.
 */
function targets() {
  const current = { name: args.compare ? 'after' : args.label, from: args.dist ? path.resolve(args.dist) : null };
  return args.compare ? [{ name: 'before', from: path.resolve(args.compare) }, current] : [current];
}

function copyBuild(target) {
  const build = path.join(buildRoot, target.name);
  for (const app of ['player', 'web', 'server']) {
    const from = target.from ? path.join(target.from, app, 'dist') : path.join(root, `apps/${app}/dist`);
    if (!existsSync(from)) throw new Error(`${from} is missing: run npm run build (npm run bench:wire does)`);
    cpSync(from, path.join(build, `${app}/dist`), { recursive: true });
  }
  writeFileSync(path.join(build, 'web/dist', CALIBRATION_FILE), CALIBRATION_HTML);
  return build;
}

/** The server as a child process; its JSON log lines are read for the mailed sign-up code. */
async function startServer(port, build, dataDir) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PLAYER_DIST: path.join(build, 'player/dist'),
    WEB_DIST: path.join(build, 'web/dist'),
    FLOOD_LIMIT_PER_ADDRESS: '100000',
    FLOOD_LIMIT_PER_SESSION: '100000',
  };
  const child = spawn(process.execPath, [path.join(build, 'server/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const mails = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.includes('mail (no SMTP_URL set')) mails.push(line);
  });
  for (let i = 0; i < 600; i++) {
    const ok = await request(port, 'GET', '/api/health').catch(() => null);
    if (ok?.status === 200) return { child, mails };
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await once(child, 'exit');
  clearTimeout(t);
}

/** Registers an organization, verifies it with the logged code, signs the owner in: the session key. */
async function signUp(port, mails) {
  const { csrfToken } = await api(port, '/auth/csrfToken', {});
  await api(port, '/register', {
    orgName: 'Bench Wire',
    orgOwnerName: 'Bench Owner',
    email,
    password,
    city: 'Uppsala',
    state: '',
    country: 'Sweden',
    csrfToken,
  });
  let code;
  for (let i = 0; i < 100 && !code; i++) {
    code = mails.map((l) => JSON.parse(l).msg.match(/\b(\d{6})\b/)?.[1]).find(Boolean);
    if (!code) await sleep(100);
  }
  if (!code) throw new Error('no sign-up code in the server log');
  await api(port, '/register/verify', { email, code });
  const login = await api(port, '/auth/login', { email, password });
  // Something on the pages that list things.
  await api(port, '/playlist/create', { sessionKey: login.sessionKey, name: 'Lobby', aspect: '16:9' });
  return login.sessionKey;
}

// --- bytes: Chromium + CDP --------------------------------------------------------------------------

// --- Lighthouse -------------------------------------------------------------------------------------

const lhDir = path.join(root, 'tools/lighthouse');
const lhBin = path.join(lhDir, 'node_modules/.bin/lighthouse');

function ensureLighthouse() {
  if (existsSync(lhBin)) return true;
  log('installing Lighthouse into tools/lighthouse (npm ci, once)');
  const r = spawnSync('npm', ['ci', '--prefix', lhDir, '--no-audit', '--no-fund', '--silent'], { stdio: 'inherit' });
  return r.status === 0 && existsSync(lhBin);
}

/** One call on the browser's own CDP target (cookies), over the DevTools WebSocket. */
async function browserCdp(port, method, params = {}) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  try {
    return await new Promise((resolve, reject) => {
      ws.onmessage = (event) => {
        const m = JSON.parse(event.data);
        if (m.id !== 1) return;
        if (m.error) reject(new Error(`${method}: ${m.error.message}`));
        else resolve(m.result);
      };
      ws.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    ws.close();
  }
}

async function runLighthouse(chromePort, url, out) {
  const child = spawn(
    lhBin,
    [
      url,
      `--port=${chromePort}`,
      '--preset=desktop',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--max-wait-for-load=30000',
      // The trace and the DevTools log beside each report, to open in DevTools' Performance panel.
      ...(args.traces ? ['--save-assets'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  if (r.runtimeError) throw new Error(`lighthouse: ${r.runtimeError.code} ${r.runtimeError.message}`);
  const audit = (id) => r.audits[id]?.numericValue ?? null;
  return {
    score: r.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    totalBytes: audit('total-byte-weight'),
    finalPath: new URL(r.finalDisplayedUrl ?? r.finalUrl).pathname,
    // Lighthouse's own CPU calibration, measured at the start of the run (higher = faster machine).
    benchmarkIndex: r.environment?.benchmarkIndex ?? null,
    warnings: r.runWarnings ?? [],
  };
}

// --- report -----------------------------------------------------------------------------------------

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const range = (xs, f) => {
  const s = xs.filter((x) => x !== null && x !== undefined);
  if (!s.length) return '—';
  const lo = Math.min(...s);
  const hi = Math.max(...s);
  return lo === hi || s.length === 1 ? f(median(s)) : `${f(median(s))} [${f(lo)}–${f(hi)}]`;
};
const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
const sc = (v) => v.toFixed(2);

/** What an interrupted run must not leave behind: the server, the browsers, the copied build. */
const cleanups = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const f of cleanups.reverse())
      await Promise.resolve()
        .then(f)
        .catch(() => {});
    rmSync(buildRoot, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}

function table(pages, results, title) {
  const head = [
    'page',
    'path',
    'transferred',
    'decoded',
    'req',
    'scripts',
    'FCP (CDP)',
    'LH perf',
    'LH FCP',
    'LH LCP',
    'LH TBT',
    'LH CLS',
    'LH bench',
  ];
  const rows = pages.map((p) => {
    const r = results[p.name];
    const c = r.cdp;
    const l = r.lighthouse;
    const redirected = c.some((x) => x.finalPath !== p.path) ? ` → ${c.find((x) => x.finalPath !== p.path).finalPath}` : '';
    const of = (xs, key, f) =>
      range(
        xs.map((x) => x[key]),
        f,
      );
    return [
      p.name,
      p.path + redirected,
      of(c, 'bytes', kb),
      kb(median(c.map((x) => x.decoded))),
      String(median(c.map((x) => x.requests))),
      kb(median(c.map((x) => x.scriptBytes))),
      of(c, 'fcp', ms),
      l.length ? of(l, 'score', sc) : (r.lighthouseError ?? '—').slice(0, 30),
      of(l, 'fcp', ms),
      of(l, 'lcp', ms),
      of(l, 'tbt', ms),
      of(l, 'cls', (v) => v.toFixed(3)),
      of(l, 'benchmarkIndex', (v) => v.toFixed(0)),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  return ['', title, '', line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

async function main() {
  const pages = [
    { name: 'sign-in', path: '/', signedIn: false },
    ...cmsPages().map((p) => ({ ...p, signedIn: true })),
    { name: 'player', path: '/player/', signedIn: false },
    { name: 'calibration', path: `/${CALIBRATION_FILE}`, signedIn: false },
  ].filter((p) => !args.only || args.only.split(',').includes(p.name));
  const builds = targets();
  log(
    `${pages.length} pages × ${RUNS} runs × ${builds.map((b) => `${b.name} (${b.from ?? 'apps/*/dist'})`).join(', ')}; Chromium ${CHROME}`,
  );
  // The Lighthouse reports themselves, for a closer look (which audit cost what).
  const reports = path.join(benchDir, `lighthouse-${args.label}`);
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  for (const b of builds) {
    b.results = Object.fromEntries(pages.map((p) => [p.name, { path: p.path, cdp: [], lighthouse: [] }]));
    b.port = await freePort();
    b.base = `http://127.0.0.1:${b.port}`;
    const server = await startServer(b.port, copyBuild(b), path.join(work, `data-${b.name}`));
    b.child = server.child;
    cleanups.push(() => server.child.kill('SIGKILL'));
    b.sessionKey = await signUp(b.port, server.mails);
    log(`${b.name}: server up, signed up and in`);
  }
  const cookiesOf = (b, p) => (p.signedIn ? [{ name: 'sessionKey', value: b.sessionKey, url: b.base }] : []);
  let lighthouseNote = null;
  try {
    // Bytes and the Performance timeline.
    const browser = await chromium.launch({
      executablePath: CHROME,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    cleanups.push(() => browser.close());
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const p of pages) {
          for (const b of builds) {
            const r = await measureCdp(browser, b.base + p.path, cookiesOf(b, p));
            b.results[p.name].cdp.push(r);
            log(
              `cdp ${run + 1}/${RUNS} ${b.name} ${p.name}: ${kb(r.bytes)} in ${r.requests} requests, FCP ${r.fcp?.toFixed(0)} ms → ${r.finalPath}`,
            );
          }
        }
      }
    } finally {
      await browser.close();
    }
    if (pages.some((p) => p.name === 'player')) for (const b of builds) b.precache = await precacheBytes(b.port);

    // Lighthouse.
    if (!args.lighthouse) lighthouseNote = 'skipped (--no-lighthouse)';
    else if (!ensureLighthouse()) lighthouseNote = 'could not install tools/lighthouse';
    else {
      const { launch } = await import(pathToFileURL(path.join(lhDir, 'node_modules/chrome-launcher/dist/index.js')).href);
      const chrome = await launch({
        chromePath: CHROME,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
        userDataDir: mkdtempSync(path.join(work, 'lighthouse-chromium-')),
      });
      cleanups.push(() => chrome.kill());
      try {
        for (let run = 0; run < RUNS; run++) {
          for (const p of pages) {
            for (const b of builds) {
              await browserCdp(chrome.port, 'Storage.clearCookies');
              if (p.signedIn) await browserCdp(chrome.port, 'Storage.setCookies', { cookies: cookiesOf(b, p) });
              try {
                const out = path.join(reports, `${b.name}-${p.name}-${run + 1}.json`);
                // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART): one more try.
                const r = await runLighthouse(chrome.port, b.base + p.path, out).catch(() =>
                  runLighthouse(chrome.port, b.base + p.path, out),
                );
                b.results[p.name].lighthouse.push(r);
                log(
                  `lighthouse ${run + 1}/${RUNS} ${b.name} ${p.name}: ${r.score} FCP ${r.fcp?.toFixed(0)} ms TBT ${r.tbt?.toFixed(0)} ms (benchmarkIndex ${r.benchmarkIndex?.toFixed(0)}) → ${r.finalPath}`,
                );
              } catch (error) {
                log(`lighthouse ${b.name} ${p.name}: ${error.message}`);
                b.results[p.name].lighthouseError = error.message;
              }
            }
          }
        }
      } finally {
        chrome.kill();
      }
    }
  } finally {
    for (const b of builds) await stopServer(b.child);
    if (!args.keep) {
      rmSync(work, { recursive: true, force: true });
      rmSync(buildRoot, { recursive: true, force: true });
    }
  }

  // Print.
  const out = [
    '',
    `bench:wire (${args.label}) — ${new Date().toISOString()} — ${RUNS} run(s), medians [min–max]`,
    `Chromium ${CHROME}, cache disabled; transferred = CDP encodedDataLength (headers included) until quiet`,
    `Lighthouse: ${lighthouseNote ?? '--preset=desktop, performance only, default simulated throttling'}; "LH bench" = its benchmarkIndex (CPU calibration of each run, higher = faster)`,
    'Calibration: the "calibration" row, a one-heading static page sent by the same server (and the LH bench column)',
  ];
  for (const b of builds) {
    out.push(...table(pages, b.results, `${b.name}: ${b.from ?? 'apps/*/dist'}`));
    if (b.precache)
      out.push(
        `player precache (service worker install): ${b.precache.files} files, ${kb(b.precache.bytes)} of bodies as sent with Accept-Encoding: gzip, deflate, br, zstd`,
      );
    const signIn = b.results['sign-in']?.cdp;
    if (signIn?.length) {
      out.push('sign-in page, largest responses:');
      for (const r of signIn[0].all.slice(0, 6)) out.push(`  ${kb(r.encoded).padStart(7)}  ${r.encoding || 'identity'}  ${r.path}`);
    }
  }
  console.log(out.join('\n'));
  const file = path.join(benchDir, `bench-wire-${args.label}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const saved = builds.map((b) => ({ name: b.name, build: b.from, precache: b.precache ?? null, results: b.results }));
  writeFileSync(file, JSON.stringify({ label: args.label, runs: RUNS, chromium: CHROME, lighthouseNote, builds: saved }, null, 2));
  console.log(`\nwritten: ${path.relative(root, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
