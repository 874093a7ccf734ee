#!/usr/bin/env node
/**
 * npm run bench:api [-- --seconds 30] [--warmup 5] [--users 50] [--orgs 5] [--screens 1000] [--think 1000] [--isolated 30] [--dist DIR]
 *
 * The cost of ordinary CMS calls under a mixed load (docs/performance.md "Latency under a mixed load"). The
 * built server (apps/server/dist/main.js) on a temporary DATA_DIR (PGlite) or on DATABASE_URL
 * (PostgreSQL), seeded by seed-demo, then before it starts (directly in the database): --orgs
 * customer organizations (copies of the demo one, below it), --users users spread over them (role admin, the demo
 * owner's password) and --screens paired screens spread over them.
 *
 * Through the API: every user signs in (its own address), makes a playlist of its own (3 slides,
 * published), and the first user of each organization five shared ones; every screen sends its first
 * heartbeat (news to the server: status written, manifest computed). Then, for --warmup and then
 * --seconds (measured), all at once:
 * - every user in a loop: one call picked by weight — playlist list, search, info (a shared playlist
 *   of its organization), media list, device list (reads); rename, slide update, publish of its own
 *   playlist (writes) — then a pause of --think ms × 0.5–1.5;
 * - every screen heartbeats every 30 s (spread evenly), as players do;
 * - GET /api/health 10 times a second: the same server's trivial call, beside the others.
 * Reported per call: count, p50, p99, max, failures, and the target (reads p99 ≤ 50 ms, writes
 * p99 ≤ 150 ms). The calibration — the machine's trivial-request rate now (GET /api/health, 32 clients,
 * 2 s, before and after), the load average, the CPUs — is printed with it: on a shared 2-core machine
 * the client competes with the server, so read the figures beside it.
 * Then (--isolated N, 0 = not) each call alone, N times one after another by one user with nothing else
 * running: its own cost (p50), less at the mercy of the mixed load than the figures above.
 * The server's RSS is sampled every 10 s while the load runs (warm-up included): first, last, max and
 * the least-squares slope over the measured part, per hour — `--seconds 1800` is the 30-minute soak
 * whose RSS must stay flat (docs/performance.md "Idle memory and start-up") — with where it is (WebAssembly memory, malloc's heap, code,
 * files, the rest: `memoryOf`); the samples go to .bench/api-<time>.json. Every failed call is
 * counted by its reason (HTTP status and error code, or the connection error), printed at the end.
 * BENCH_SERVER_TRACE_GC=1 adds V8's full collections in the measured part (count, heap after each):
 * live memory that stays flat while RSS rises is garbage awaiting a collection, not a leak.
 * --dist DIR: run a kept server build (DIR/main.js, DIR/seed-demo.js) instead of apps/server/dist, for
 * a before/after on the same machine (node scripts/bench-api.mjs --dist .bench/server-before).
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { now, root, sleep } from './bench-fanout/common.mjs';
import { fmt, pct } from './bench-fanout/report.mjs';
import { call, freePort, memoryOf, startServer, stop, trivialRate } from './bench-fanout/server.mjs';
import { copyRow, withDb } from './bench-api/database.mjs';
import { cpuLine, fullCollections, load, slope } from './bench-api/measure.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

const SECONDS = Number(arg('seconds', '30'));
const WARMUP = Number(arg('warmup', '5'));
const USERS = Number(arg('users', '50'));
const ORGS = Math.max(1, Math.min(USERS, Number(arg('orgs', '5'))));
const SCREENS = Number(arg('screens', '1000'));
const THINK_MS = Number(arg('think', '1000'));
const ISOLATED = Number(arg('isolated', '30'));
const HEARTBEAT_S = 30;
const READ_TARGET_MS = 50;
const WRITE_TARGET_MS = 150;
const PASSWORD = 'Bench-Ap1-calls!';
const DIST = path.resolve(arg('dist', path.join(root, 'apps/server/dist')));
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/** One HTTP call over the keep-alive pool; resolves with [status, latency ms, parsed body or null]. */
function send(method, pathName, body, headers = {}) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const t0 = now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: send.port,
        method,
        path: pathName,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = now() - t0;
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve([res.statusCode, ms, json]);
        });
      },
    );
    req.on('error', (error) => resolve([0, now() - t0, { connectionError: error.code ?? error.message }]));
    req.end(payload);
  });
}

const ipOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Organizations, users (admins, the demo owner's password hash) and paired screens, straight into the database. */
async function prepare(env, dataDir) {
  return withDb(env, dataDir, async (q) => {
    // seed-demo on an empty installation: the demo organization is the platform (root). The benchmark's
    // organizations are customers below it, each a copy of it with its (unlimited) licence.
    const [demo] = await q("select id from organizations where name = 'Demo Signage Co.' order by parent_id nulls first limit 1");
    const [owner] = await q("select id from users where email = 'owner@demo.signage.local'");
    const [licence] = await q('select id from licences where organization_id = $1', [demo.id]);
    const orgIds = [];
    for (let k = 0; k < ORGS; k++) {
      const org = await copyRow(q, 'organizations', demo.id, {
        name: `Bench Org ${k + 1}`,
        parent_id: demo.id,
        domain: null,
        owner_user_id: null,
      });
      await copyRow(q, 'licences', licence.id, { organization_id: org });
      orgIds.push(org);
    }
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const organizationId = orgIds[i % ORGS];
      const email = `bench-user-${i + 1}@bench.signage.local`;
      await copyRow(q, 'users', owner.id, { organization_id: organizationId, email, username: null, role: 'admin' });
      users.push({ email, organizationId, ip: `10.250.${(i >> 8) & 255}.${(i & 255) + 1}` });
    }
    const groups = new Map();
    for (const org of orgIds) {
      const [g] = await q(`insert into device_groups (organization_id, name, description) values ($1, 'All', 'bench') returning id`, [org]);
      groups.set(org, g.id);
    }
    const secrets = [];
    for (let start = 0; start < SCREENS; start += 1000) {
      const values = [];
      const params = [];
      for (let i = start; i < Math.min(SCREENS, start + 1000); i++) {
        const secret = randomBytes(24).toString('base64url');
        secrets.push(secret);
        const org = orgIds[i % ORGS];
        const b = params.length;
        params.push(randomBytes(16).toString('base64url'), createHash('sha256').update(secret).digest('hex'));
        values.push(`($${b + 1}, $${b + 2}, ${org}, ${groups.get(org)}, 'Europe/Stockholm', 'bench', now())`);
      }
      await q(
        `insert into devices (device_key, secret_hash, organization_id, group_id, time_zone, app_version, paired_at) values ${values.join(', ')}`,
        params,
      );
    }
    return { orgIds, users, secrets };
  });
}

const slide = (s) => ({
  version: 1,
  elements: [
    { id: 'e1', type: 'text', x: 0, y: 0, width: 400, height: 100, html: `<p>${s}</p>`, fontId: 'roboto', fontSize: 48, color: '#000000' },
  ],
});

async function api(user, url, body = {}) {
  const [status, , json] = await send('POST', `/api${url}`, { sessionKey: user.sessionKey, ...body }, { 'x-forwarded-for': user.ip });
  if (status !== 200)
    throw new Error(`${url} answered ${status}: ${JSON.stringify(json)?.slice(0, 300)} (server exit code: ${send.child?.exitCode})`);
  return json.response;
}

async function playlistWithSlides(user, name, section) {
  const id = (await api(user, '/playlist/create', { name, aspect: '16:9', section })).id;
  for (const s of ['one', 'two', 'three']) await api(user, '/playlist/slide/create', { playlistId: id, slideData: slide(`${name} ${s}`) });
  await api(user, '/playlist/publish', { playlistId: id });
  return id;
}

/** The mix: [name, weight, kind, body of the call for a user]. */
const MIX = [
  ['playlist/list', 15, 'read', () => ['/playlist/list', { section: 'shared' }]],
  ['playlist/search', 10, 'read', () => ['/playlist/search', { searchTerm: 'loop' }]],
  ['playlist/info', 25, 'read', (u) => ['/playlist/info', { playlistId: u.shared[Math.floor(Math.random() * u.shared.length)] }]],
  ['media/list', 10, 'read', () => ['/media/list', { section: 'shared' }]],
  ['device/list', 10, 'read', (u) => [`/device/${u.organizationId}/list`, {}]],
  ['playlist/rename', 10, 'write', (u) => ['/playlist/rename', { playlistId: u.own, name: `Mine ${u.email} ${++u.n}` }]],
  [
    'playlist/updateSlide',
    15,
    'write',
    (u) => ['/playlist/updateSlide', { playlistId: u.own, slideNumber: 0, slideData: slide(`edit ${++u.n}`) }],
  ],
  ['playlist/publish', 5, 'write', (u) => ['/playlist/publish', { playlistId: u.own }]],
];
const TOTAL_WEIGHT = MIX.reduce((s, m) => s + m[1], 0);
function pick() {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const m of MIX) {
    r -= m[1];
    if (r < 0) return m;
  }
  return MIX[0];
}

/** Runs users, players and the health probe for `seconds`; answers latencies by call. */
async function drive(users, secrets, seconds) {
  const lat = new Map(MIX.map((m) => [m[0], []]));
  const failed = new Map(MIX.map((m) => [m[0], 0]));
  /** "call: reason" → count, reason = the HTTP status and the envelope's error code, or the connection error. */
  const reasons = new Map();
  const fail = (name, status, json) => {
    const why = status === 0 ? `no answer (${json?.connectionError})` : `${status} ${json?.errorCode ?? ''}`.trim();
    const key = `${name}: ${why}`;
    const entry = reasons.get(key) ?? { count: 0, requests: [] };
    entry.count++;
    // The first few request ids, to find in the server's log (.bench/api-<time>.server.log).
    if (json?.requestId && entry.requests.length < 5) entry.requests.push(json.requestId);
    reasons.set(key, entry);
  };
  const beats = [];
  const health = [];
  let beatFailed = 0;
  let healthFailed = 0;
  const start = now();
  const end = start + seconds * 1000;
  const userLoop = async (u) => {
    await sleep(Math.random() * THINK_MS);
    while (now() < end) {
      const [name, , , make] = pick();
      const [url, body] = make(u);
      const [status, ms, json] = await send('POST', `/api${url}`, { sessionKey: u.sessionKey, ...body }, { 'x-forwarded-for': u.ip });
      if (status === 200) lat.get(name).push(ms);
      else {
        failed.set(name, failed.get(name) + 1);
        fail(name, status, json);
      }
      await sleep(THINK_MS * (0.5 + Math.random()));
    }
  };
  const players = async () => {
    const inflight = new Set();
    const every = (HEARTBEAT_S * 1000) / Math.max(1, secrets.length);
    let next = Math.floor(Math.random() * secrets.length);
    let sent = 0;
    while (now() < end && secrets.length) {
      while (sent * every <= now() - start) {
        const i = next++ % secrets.length;
        sent++;
        const p = send(
          'POST',
          '/api/player/heartbeat',
          { status: 'playing', appVersion: 'bench', osVersion: 'node', manifestVersion: null },
          { authorization: `Device ${secrets[i]}`, 'x-forwarded-for': ipOf(i) },
        ).then(([status, ms, json]) => {
          if (status === 200) beats.push(ms);
          else {
            beatFailed++;
            fail('player/heartbeat', status, json);
          }
          inflight.delete(p);
        });
        inflight.add(p);
      }
      await sleep(5);
    }
    await Promise.all(inflight);
  };
  const probe = async () => {
    while (now() < end) {
      const [status, ms, json] = await send('GET', '/api/health');
      if (status === 200) health.push(ms);
      else {
        healthFailed++;
        fail('GET /api/health', status, json);
      }
      await sleep(100);
    }
  };
  await Promise.all([...users.map(userLoop), players(), probe()]);
  for (const list of lat.values()) list.sort((a, b) => a - b);
  beats.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  return { lat, failed, reasons, beats, beatFailed, health, healthFailed, seconds: (now() - start) / 1000 };
}

/**
 * Every screen's first heartbeat, 32 at a time, before anything is measured: a screen's first one
 * after the server starts is news (its status, its manifest computed), the ones after are routine.
 */
async function firstBeats(secrets) {
  let next = 0;
  const one = async () => {
    while (next < secrets.length) {
      const i = next++;
      await send(
        'POST',
        '/api/player/heartbeat',
        { status: 'playing', appVersion: 'bench', osVersion: 'node', manifestVersion: null },
        { authorization: `Device ${secrets[i]}`, 'x-forwarded-for': ipOf(i) },
      );
    }
  };
  await Promise.all(Array.from({ length: 32 }, one));
  await sleep(3000);
}

async function main() {
  const dbName = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (temporary DATA_DIR)';
  console.log(
    `bench:api  ${USERS} users in ${ORGS} organizations, ${SCREENS} screens (heartbeat every ${HEARTBEAT_S} s), think ${THINK_MS} ms, warm-up ${WARMUP} s, measured ${SECONDS} s, ${dbName}`,
  );
  const work = mkdtempSync(path.join(tmpdir(), 'signage-bench-api-'));
  const dataDir = path.join(work, 'data');
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_PASSWORD: PASSWORD,
    TRUST_PROXY_HOPS: '1',
    FLOOD_LIMIT_PER_ADDRESS: '100000',
    FLOOD_LIMIT_PER_SESSION: '100000',
  };
  const seeded = spawnSync(process.execPath, [path.join(DIST, 'seed-demo.js')], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const { users, secrets } = await prepare(env, dataDir);
  const port = await freePort();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const benchDir = path.join(root, '.bench');
  mkdirSync(benchDir, { recursive: true });
  const serverLog = path.join(benchDir, `api-${stamp}.server.log`);
  const startedAt = now();
  const child = await startServer(env, port, path.join(DIST, 'main.js'), serverLog);
  console.log(`server log (warnings and errors): ${path.relative(root, serverLog)}`);
  send.port = port;
  send.child = child;
  try {
    const t0 = now();
    for (const u of users) {
      const login = await call(port, 'POST', '/api/auth/login', { email: u.email, password: PASSWORD }, { 'x-forwarded-for': u.ip });
      if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
      u.sessionKey = login.json.response.sessionKey;
      u.n = 0;
    }
    const shared = new Map();
    for (const u of users) {
      if (!shared.has(u.organizationId)) {
        const ids = [];
        for (let k = 0; k < 5; k++) ids.push(await playlistWithSlides(u, `Shared loop ${k + 1}`, 'shared'));
        shared.set(u.organizationId, ids);
      }
      u.shared = shared.get(u.organizationId);
      u.own = await playlistWithSlides(u, `Mine ${u.email}`, 'my');
    }
    console.log(`set-up: ${users.length} sign-ins, ${shared.size * 5 + users.length} playlists in ${((now() - t0) / 1000).toFixed(1)} s`);

    const t1 = now();
    await firstBeats(secrets);
    console.log(`first heartbeats: ${secrets.length} in ${((now() - t1) / 1000).toFixed(1)} s (then 3 s for their writes)`);
    const calibrationBefore = await trivialRate(port);
    const loadBefore = load();
    const memory = [];
    const sampleMemory = () => memory.push({ t: now(), ...memoryOf(child.pid) });
    sampleMemory();
    const sampler = setInterval(sampleMemory, 10_000);
    if (WARMUP > 0) await drive(users, secrets, WARMUP);
    const measuredFrom = now();
    const run = await drive(users, secrets, SECONDS);
    clearInterval(sampler);
    sampleMemory();
    const loadAfter = load();
    const calibrationAfter = await trivialRate(port);

    const row = (name, list, failures, target) => {
      const p99 = pct(list, 99);
      const verdict = target === null ? '' : `${p99 <= target ? 'within' : 'OVER'} ${target} ms`;
      return `  ${name.padEnd(22)} ${String(list.length).padStart(6)}  p50 ${fmt(pct(list, 50)).padStart(8)}  p99 ${fmt(p99).padStart(8)}  max ${fmt(list.at(-1)).padStart(8)}  failed ${String(failures).padStart(3)}  ${verdict}`;
    };
    const lines = [
      `calibration: ${cpuLine()}; load average ${loadBefore} before, ${loadAfter} after;`,
      `             GET /api/health alone (32 clients, 2 s): ${calibrationBefore.toFixed(0)} req/s before, ${calibrationAfter.toFixed(0)} req/s after`,
      `measured ${run.seconds.toFixed(1)} s: ${[...run.lat.values()].reduce((s, l) => s + l.length, 0)} CMS calls (${([...run.lat.values()].reduce((s, l) => s + l.length, 0) / run.seconds).toFixed(0)}/s), ${run.beats.length} heartbeats (${(run.beats.length / run.seconds).toFixed(0)}/s)`,
      `  ${'call'.padEnd(22)} ${'count'.padStart(6)}`,
    ];
    for (const [name, , kind] of MIX)
      lines.push(row(name, run.lat.get(name), run.failed.get(name), kind === 'read' ? READ_TARGET_MS : WRITE_TARGET_MS));
    lines.push(row('player/heartbeat', run.beats, run.beatFailed, null));
    lines.push(row('GET /api/health', run.health, run.healthFailed, null));
    const reads = MIX.filter((m) => m[2] === 'read').flatMap((m) => run.lat.get(m[0]));
    const writes = MIX.filter((m) => m[2] === 'write').flatMap((m) => run.lat.get(m[0]));
    reads.sort((a, b) => a - b);
    writes.sort((a, b) => a - b);
    lines.push(row('all reads', reads, 0, READ_TARGET_MS));
    lines.push(row('all writes', writes, 0, WRITE_TARGET_MS));
    const rssSamples = memory.map((m) => [m.t, m.rss]);
    const mb = (b) => `${(b / 1048576).toFixed(0)} MB`;
    const measuredRss = rssSamples.filter(([t]) => t >= measuredFrom);
    lines.push(
      `server RSS: ${mb(rssSamples[0][1])} before the load, ${mb(measuredRss[0]?.[1] ?? 0)} after warm-up, ${mb(rssSamples.at(-1)[1])} at the end, max ${mb(Math.max(...rssSamples.map(([, r]) => r)))}; slope over the measured part ${((slope(measuredRss) * 3_600_000) / 1048576).toFixed(1)} MB/h (${rssSamples.length} samples, every 10 s)`,
    );
    const parts = ['wasm', 'malloc', 'code', 'files', 'anon'];
    const at = (m) => parts.map((k) => `${k} ${mb(m[k])}`).join(', ');
    lines.push(`  where, before the load: ${at(memory[0])}`);
    lines.push(`  where, at the end:      ${at(memory.at(-1))}`);
    lines.push(
      `  slope of each over the measured part (MB/h): ${parts
        .map((k) => `${k} ${((slope(memory.filter((m) => m.t >= measuredFrom).map((m) => [m.t, m[k]])) * 3_600_000) / 1048576).toFixed(1)}`)
        .join(', ')}`,
    );
    const collections = fullCollections(serverLog, startedAt, measuredFrom);
    if (collections)
      lines.push(
        `full collections (V8, --trace-gc) in the measured part: ${collections.n}, heap after each ${collections.first} → ${collections.last} MB (min ${collections.min}, max ${collections.max}), before each max ${collections.maxBefore} MB`,
      );
    lines.push(
      run.reasons.size
        ? `failures by reason: ${[...run.reasons].map(([k, e]) => `${k} ×${e.count}${e.requests.length ? ` (requests ${e.requests.join(', ')})` : ''}`).join('; ')}`
        : 'failures by reason: none',
    );
    const file = path.join(benchDir, `api-${stamp}.json`);
    const t = memory[0].t;
    writeFileSync(
      file,
      JSON.stringify({
        database: dbName,
        seconds: SECONDS,
        warmup: WARMUP,
        measuredFrom: measuredFrom - t,
        reasons: Object.fromEntries(run.reasons),
        memory: memory.map((m) => ({ ...m, t: m.t - t })),
      }),
    );
    lines.push(`samples: ${path.relative(root, file)}`);
    console.log(lines.join('\n'));
    if (ISOLATED > 0) {
      await sleep(2000);
      const out = [`each call alone (${ISOLATED} times in a row, one user, nothing else running):`];
      const health = [];
      for (let i = 0; i < ISOLATED; i++) health.push((await send('GET', '/api/health'))[1]);
      health.sort((a, b) => a - b);
      out.push(`  ${'GET /api/health'.padEnd(22)} p50 ${fmt(pct(health, 50)).padStart(8)}  p90 ${fmt(pct(health, 90)).padStart(8)}`);
      const u = users[0];
      for (const [name, , , make] of MIX) {
        const times = [];
        let failures = 0;
        for (let i = 0; i < ISOLATED; i++) {
          const [url, body] = make(u);
          const [status, ms] = await send('POST', `/api${url}`, { sessionKey: u.sessionKey, ...body }, { 'x-forwarded-for': u.ip });
          if (status === 200) times.push(ms);
          else failures++;
        }
        times.sort((a, b) => a - b);
        out.push(
          `  ${name.padEnd(22)} p50 ${fmt(pct(times, 50)).padStart(8)}  p90 ${fmt(pct(times, 90)).padStart(8)}${failures ? `  failed ${failures}` : ''}`,
        );
      }
      console.log(out.join('\n'));
    }
  } finally {
    agent.destroy();
    await stop(child);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
