#!/usr/bin/env node
/**
 * npm run bench:alert [-- --players 1000[,10000]] [--rounds 3] [--workers 2] [--sockets 500] [--no-receipts]
 *
 * How fast an alert reaches every screen (docs/alerts.md "Delivery: the takeover channel").
 * Same set-up as bench:fanout (scripts/bench-fanout.mjs, whose parts it reuses): the built server on a
 * temporary DATA_DIR (or DATABASE_URL), N simulated players connected to their event streams (the
 * first --api-pair pair through the protocol, the rest inserted paired before the server starts), and
 * the demo organization's licence granted `enableBroadcastAlerts`. The owner creates a continuous
 * alert for every screen (`/api/alerts/create`) and a generic integration linked to it
 * (`/api/alerts/integrations/create`). Each round then measures four herds, from the call to each
 * player having received the `takeovers` event that has (or no longer has) the alert:
 *   broadcast from the CMS (`/api/alerts/broadcast`), deactivate (`/api/alerts/deactivate`),
 *   trigger through the hook (`POST /api/hooks/{key}/trigger`), deactivate through it.
 * A player that got the alert posts its receipt (`/api/player/alert-receipts`) as a player does
 * (--no-receipts: not). `manifest` events during these herds are counted: an alert must not change
 * the manifest. Calibration, same run and clients: a bare Node HTTP server sending a `takeovers`
 * event of the same size to the same streams.
 *
 * It needs the authoring routes of the alerts module (on main); a build without them is told so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bareServerFile } from './bench-fanout/bare-server.mjs';
import { Clients, herd } from './bench-fanout/clients.mjs';
import { now, root, sleep } from './bench-fanout/common.mjs';
import { fmt, pct } from './bench-fanout/report.mjs';
import { api, call, freePort, prepareDatabase, rssOf, startServer, stop, trivialRate } from './bench-fanout/server.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

class MissingRoutes extends Error {}

/** Merges herds into one (latencies sorted). */
function merged(herds) {
  const done = herds.flatMap((h) => h.done).sort((a, b) => a - b);
  return {
    done,
    missing: herds.reduce((s, h) => s + h.missing, 0),
    triggerMs: Math.max(...herds.map((h) => h.triggerMs)),
    manifestEvents: herds.reduce((s, h) => s + (h.manifestEvents ?? 0), 0),
  };
}

const line = (label, h) =>
  `${label.padEnd(38)} call ${fmt(h.triggerMs).padStart(8)}  takeovers p50 ${fmt(pct(h.done, 50)).padStart(8)} p99 ${fmt(pct(h.done, 99)).padStart(8)} max ${fmt(h.done.at(-1)).padStart(8)}${h.missing ? `  MISSING ${h.missing}` : ''}`;

async function runServer(players, opts) {
  const work = mkdtempSync(path.join(tmpdir(), 'signage-bench-alert-'));
  const dataDir = path.join(work, 'data');
  const password = 'Bench-Al3rt!';
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_PASSWORD: password,
    TRUST_PROXY_HOPS: '1',
  };
  const seeded = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js')], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const apiPaired = Math.min(players, opts.apiPair);
  const { groupId, secrets } = await prepareDatabase(env, dataDir, 'Demo Signage Co.', players - apiPaired, `All ${players}`, {
    enableBroadcastAlerts: true,
    enableMessages: true,
  });
  const port = await freePort();
  const child = await startServer(env, port);
  const clients = new Clients(port, opts.workers, opts.sockets);
  const cms = { 'x-forwarded-for': '10.250.0.1' };
  try {
    const rate = await trivialRate(port);
    const login = await call(port, 'POST', '/api/auth/login', { email: 'owner@demo.signage.local', password }, cms);
    if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
    const { sessionKey, organizationId } = login.json.response;
    const probe = await call(port, 'POST', '/api/alerts/list', { sessionKey }, cms);
    // 404: a build without the alerts module; 403: the licence flag did not take.
    if (probe.status !== 200) throw new MissingRoutes(`POST /api/alerts/list answered ${probe.status}: ${probe.text.slice(0, 200)}`);

    const paired = await clients.all({ type: 'pair', count: apiPaired, sessionKey, organizationId, groupId, concurrency: 8 }, 'count');
    const apiPairedCount = paired.reduce((s, r) => s + r.paired, 0);
    if (apiPairedCount < apiPaired)
      console.log(`  pairing failures: ${apiPaired - apiPairedCount}; ${paired.flatMap((r) => r.failures).join(' | ')}`);
    await clients.all({ type: 'adopt', secrets }, 'secrets');
    const pairedCount = apiPairedCount + secrets.length;
    await sleep(1000);
    const rssPaired = rssOf(child.pid);
    const tConnect = now();
    const connected = await clients.all({ type: 'connect', concurrency: Math.min(200, opts.sockets) });
    const connectSeconds = (now() - tConnect) / 1000;
    const connectedCount = connected.reduce((s, r) => s + r.connected, 0);
    if (connectedCount < pairedCount)
      console.log(`  not connected: ${pairedCount - connectedCount}; ${connected.flatMap((r) => r.reasons).join(' | ')}`);
    await sleep(2000);
    const rssConnected = rssOf(child.pid);

    // The alert and the integration, as the CMS makes them.
    const marker = `Bench alert ${players} ${Math.random().toString(36).slice(2, 8)}`;
    const alert = await api(port, sessionKey, '/alerts/create', {
      name: marker,
      type: 'fire',
      description: 'Benchmark: an alert for every screen',
      instructions: 'Nothing to do: this measures delivery',
      mode: 'continuous',
      durationSeconds: null,
      audioMediaId: null,
      backgroundColor: '#B71C1C',
      textColor: '#FFFFFF',
      targets: { all: true, deviceKeys: [], groupIds: [] },
    });
    const secret = await api(port, sessionKey, '/alerts/integrations/create', {
      name: `Bench hook ${players}`,
      provider: 'generic',
      alertIds: [alert.id],
    });
    const hookPath = (url, fallback) => {
      try {
        return new URL(url).pathname;
      } catch {
        return fallback;
      }
    };
    const triggerPath = hookPath(secret.triggerUrl, `/api/hooks/${secret.apiKey}/trigger`);
    const deactivatePath = hookPath(secret.deactivateUrl, `/api/hooks/${secret.apiKey}/deactivate`);
    const hook = async (p) => {
      const res = await call(port, 'POST', p, undefined, { 'x-forwarded-for': '10.250.0.2' });
      if (res.status !== 200) throw new Error(`${p.replace(secret.apiKey, '<key>')} answered ${res.status}: ${res.text.slice(0, 200)}`);
    };
    const timed = (fn) => async () => {
      const t = now();
      await fn();
      return now() - t;
    };
    const on = { marker, present: true, receipts: opts.receipts };
    const off = { marker, present: false, receipts: false };
    const herds = { cmsOn: [], cmsOff: [], hookOn: [], hookOff: [] };
    for (let r = 0; r < opts.rounds; r++) {
      await sleep(1500);
      herds.cmsOn.push(
        await herd(
          clients,
          timed(() => api(port, sessionKey, '/alerts/broadcast', { alertId: alert.id })),
          opts.timeoutMs,
          false,
          on,
        ),
      );
      await sleep(1000);
      herds.cmsOff.push(
        await herd(
          clients,
          timed(() => api(port, sessionKey, '/alerts/deactivate', { alertId: alert.id })),
          opts.timeoutMs,
          false,
          off,
        ),
      );
      await sleep(1500);
      herds.hookOn.push(
        await herd(
          clients,
          timed(() => hook(triggerPath)),
          opts.timeoutMs,
          false,
          on,
        ),
      );
      await sleep(1000);
      herds.hookOff.push(
        await herd(
          clients,
          timed(() => hook(deactivatePath)),
          opts.timeoutMs,
          false,
          off,
        ),
      );
    }
    const eventBytes = Math.max(...herds.cmsOn.map((h) => h.bytes), ...herds.hookOn.map((h) => h.bytes));
    return {
      rate,
      pairedCount,
      connectedCount,
      connectSeconds,
      rssPaired,
      rssConnected,
      rssAfter: rssOf(child.pid),
      herds,
      eventBytes,
      marker,
    };
  } finally {
    await clients.close();
    await stop(child);
    rmSync(work, { recursive: true, force: true });
  }
}

/** The calibration: a bare Node server sends a `takeovers` event of the same size to the same streams. */
async function runBare(players, opts, eventBytes, marker) {
  const port = await freePort();
  const child = spawn(process.execPath, [bareServerFile], {
    env: { ...process.env, PORT: String(port), BARE_MANIFEST_BYTES: '2000' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await once(child, 'message');
  const clients = new Clients(port, opts.workers, opts.sockets);
  try {
    await clients.all({ type: 'fake', count: players }, 'count');
    await clients.all({ type: 'connect', concurrency: Math.min(200, opts.sockets) });
    await sleep(1000);
    const herds = [];
    const q = (present) => `/trigger-takeovers?present=${present ? 1 : 0}&bytes=${eventBytes}&marker=${encodeURIComponent(marker)}`;
    for (let r = 0; r < opts.rounds * 2; r++) {
      await sleep(500);
      const t = async () => {
        const t0 = now();
        await call(port, 'POST', q(true));
        return now() - t0;
      };
      herds.push(await herd(clients, t, opts.timeoutMs, false, { marker, present: true, receipts: opts.receipts }));
      await sleep(300);
      await herd(clients, () => call(port, 'POST', q(false)).then(() => 0), opts.timeoutMs, false, { marker, present: false });
    }
    return { herds };
  } finally {
    await clients.close();
    await stop(child);
  }
}

async function main() {
  const counts = String(arg('players', '1000,10000'))
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  const opts = {
    rounds: Number(arg('rounds', '3')),
    workers: Number(arg('workers', '2')),
    sockets: Number(arg('sockets', '500')),
    timeoutMs: Number(arg('timeout', '60000')),
    apiPair: Number(arg('api-pair', '100')),
    receipts: !process.argv.includes('--no-receipts'),
  };
  console.log(
    `bench:alert  players ${counts.join(', ')}  rounds ${opts.rounds}  client workers ${opts.workers}  receipts ${opts.receipts ? 'on' : 'off'}  ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (temporary DATA_DIR)'}`,
  );
  for (const n of counts) {
    console.log(`\n== ${n} players ==`);
    let s;
    try {
      s = await runServer(n, opts);
    } catch (error) {
      if (!(error instanceof MissingRoutes)) throw error;
      console.log(`${error.message}\nbench:alert needs the alerts authoring routes (docs/alerts.md): run it on a tree that has them.`);
      process.exitCode = 2;
      return;
    }
    const b = await runBare(n, opts, s.eventBytes, s.marker);
    const mb = (x) => `${(x / 1024 / 1024).toFixed(0)} MB`;
    const alertOn = merged([...s.herds.cmsOn, ...s.herds.hookOn]);
    const bare = merged(b.herds);
    console.log(
      [
        `calibration: GET /api/health        ${s.rate.toFixed(0)} req/s (32 keep-alive clients)`,
        `connected (SSE + first manifest)    ${s.connectedCount}/${s.pairedCount} in ${s.connectSeconds.toFixed(1)} s; takeovers event ${s.eventBytes} B`,
        `server RSS                          paired ${mb(s.rssPaired)}, connected ${mb(s.rssConnected)}, after ${mb(s.rssAfter)}`,
        ...s.herds.cmsOn.flatMap((h, i) => [
          line(`round ${i + 1}: broadcast (CMS)`, h),
          line(`round ${i + 1}: deactivate (CMS)`, s.herds.cmsOff[i]),
          line(`round ${i + 1}: trigger (hook)`, s.herds.hookOn[i]),
          line(`round ${i + 1}: deactivate (hook)`, s.herds.hookOff[i]),
        ]),
        line(`alert on, all ${s.herds.cmsOn.length + s.herds.hookOn.length} herds`, alertOn),
        line('alert off, all herds', merged([...s.herds.cmsOff, ...s.herds.hookOff])),
        line('calibration: bare server event', bare),
        `alert on p99 / bare                 ${(pct(alertOn.done, 99) / pct(bare.done, 99)).toFixed(1)}x`,
        `manifest events during the herds    ${merged([...s.herds.cmsOn, ...s.herds.cmsOff, ...s.herds.hookOn, ...s.herds.hookOff]).manifestEvents} (an alert must not change the manifest)`,
      ].join('\n'),
    );
  }
}

await main();
