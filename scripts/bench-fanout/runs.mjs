/**
 * One run per player count: the real server (seeded, players paired and connected, assign and
 * republish herds), then the bare calibration server with the same clients and herds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bareServerFile } from './bare-server.mjs';
import { Clients, herd } from './clients.mjs';
import { now, root, sleep } from './common.mjs';

const VOCABULARY =
  'lunch menu meeting visitors welcome safety exit floor lift coffee kitchen reception parking train bus weather sunny cloudy rain news sales target team quarter report training room booked free open closed hours monday tuesday wednesday thursday friday event concert exhibition'.split(
    ' ',
  );
/** `count` words, different for each seed (a playlist's slides say different things). */
const words = (seed, count) =>
  Array.from({ length: count }, (_, i) => VOCABULARY[(seed * 31 + i * 17 + ((seed * i) % 7)) % VOCABULARY.length]).join(' ');
import { api, call, freePort, prepareDatabase, rssOf, startServer, stop, trivialRate } from './server.mjs';

export async function runServer(players, opts) {
  const work = mkdtempSync(path.join(tmpdir(), 'signage-bench-fanout-'));
  const dataDir = path.join(work, 'data');
  const password = 'Bench-Fan0ut!';
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_PASSWORD: password,
    TRUST_PROXY_HOPS: '1',
  };
  // BENCH_DIST=<dir>: a kept server build (its main.js and seed-demo.js; inside apps/server/ so that it
  // finds the server's node_modules) instead of apps/server/dist, for a before/after on the same machine.
  const dist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'apps/server/dist');
  const seeded = spawnSync(process.execPath, [path.join(dist, 'seed-demo.js')], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const apiPaired = Math.min(players, opts.apiPair);
  const { groupId, secrets } = await prepareDatabase(env, dataDir, 'Demo Signage Co.', players - apiPaired, `All ${players}`);

  // --instances N (PostgreSQL only): N servers on the one database; the players' workers take them in
  // turn, the CMS calls go to the first, so every change reaches the others' players through the hub.
  const instances = opts.instances ?? 1;
  if (instances > 1 && !/^postgres(ql)?:/.test(env.DATABASE_URL)) throw new Error('--instances needs DATABASE_URL (PostgreSQL)');
  const ports = [];
  const children = [];
  for (let i = 0; i < instances; i++) {
    ports.push(await freePort());
    children.push(await startServer(env, ports[i], path.join(dist, 'main.js')));
  }
  const [port] = ports;
  const clients = new Clients(ports, Math.max(opts.workers, instances), opts.sockets);
  try {
    const rate = await trivialRate(port);
    const login = await call(
      port,
      'POST',
      '/api/auth/login',
      { email: 'owner@demo.signage.local', password },
      { 'x-forwarded-for': '10.250.0.1' },
    );
    if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
    const { sessionKey, organizationId } = login.json.response;

    const playlistId = (await api(port, sessionKey, '/playlist/create', { name: `Fan-out ${players}`, aspect: '16:9' })).id;
    // The first slide changes each round; --slides N adds N - 1 more, each a heading, two paragraphs
    // and a shape with their own words, so the manifest has the size of a real playlist (tens of KB).
    const slide = (s, n = 0) => ({
      version: 1,
      elements: [
        {
          id: 'e1',
          type: 'text',
          x: 100,
          y: 100,
          width: 1200,
          height: 200,
          html: `<p>${s}</p>`,
          fontId: 'roboto',
          fontSize: 72,
          color: '#000000',
        },
        ...(n === 0
          ? []
          : [
              {
                id: 'e2',
                type: 'text',
                x: 100,
                y: 360,
                width: 1600,
                height: 300,
                html: `<p>Today in room ${n}: ${words(n, 40)}</p><p><strong>${words(n + 7, 12)}</strong></p>`,
                fontId: 'roboto',
                fontSize: 40,
                color: '#1a1a1a',
              },
              {
                id: 'e3',
                type: 'text',
                x: 100,
                y: 700,
                width: 1600,
                height: 200,
                html: `<p>${words(n + 13, 30)}</p>`,
                fontId: 'roboto',
                fontSize: 32,
                color: '#333333',
              },
              { id: 'e4', type: 'shape', shape: 'rectangle', x: 0, y: 980, width: 1920, height: 100, fill: '#2E96F4' },
            ]),
      ],
    });
    await api(port, sessionKey, '/playlist/slide/create', { playlistId, slideData: slide('version 1') });
    await api(port, sessionKey, '/playlist/publish', { playlistId });
    // The first players pair through the protocol (register, then the CMS accepts the code into the
    // group); the others were inserted paired into the same group before the server started.
    const tPair = now();
    const paired = await clients.all({ type: 'pair', count: apiPaired, sessionKey, organizationId, groupId, concurrency: 8 }, 'count');
    const pairSeconds = (now() - tPair) / 1000;
    const apiPairedCount = paired.reduce((s, r) => s + r.paired, 0);
    const pairFailures = paired.flatMap((r) => r.failures);
    if (apiPairedCount < apiPaired) console.log(`  pairing failures: ${apiPaired - apiPairedCount}; first: ${pairFailures.join(' | ')}`);
    await clients.all({ type: 'adopt', secrets }, 'secrets');
    for (let i = 1; i < opts.slides; i++)
      await api(port, sessionKey, '/playlist/slide/create', { playlistId, slideData: slide(`slide ${i + 1}`, i) });
    if (opts.slides > 1) await api(port, sessionKey, '/playlist/publish', { playlistId });
    const pairedCount = apiPairedCount + secrets.length;

    await sleep(1000);
    const rssPaired = children.reduce((sum, c) => sum + rssOf(c.pid), 0);
    const tConnect = now();
    const connected = await clients.all({ type: 'connect', concurrency: Math.min(200, opts.sockets) });
    const connectSeconds = (now() - tConnect) / 1000;
    const connectedCount = connected.reduce((s, r) => s + r.connected, 0);
    if (connectedCount < pairedCount)
      console.log(`  not connected: ${pairedCount - connectedCount}; ${connected.flatMap((r) => r.reasons).join(' | ')}`);
    await sleep(2000);
    const rssConnected = children.reduce((sum, c) => sum + rssOf(c.pid), 0);

    const assign = await herd(
      clients,
      async () => {
        const t = now();
        await api(port, sessionKey, '/playlist/assignToGroup', { groupId, playlistId, scheduleData: { mode: 'playNow' } });
        return now() - t;
      },
      opts.timeoutMs,
      opts.heartbeat,
    );
    const firstManifestBytes = Math.max(...connected.map((r) => r.manifestBytes));
    const rounds = [];
    for (let r = 0; r < opts.rounds; r++) {
      await sleep(1500);
      await api(port, sessionKey, '/playlist/updateSlide', { playlistId, slideNumber: 0, slideData: slide(`version ${r + 2}`) });
      rounds.push(
        await herd(
          clients,
          async () => {
            const t = now();
            await api(port, sessionKey, '/playlist/publish', { playlistId });
            return now() - t;
          },
          opts.timeoutMs,
          opts.heartbeat,
        ),
      );
    }
    const rssAfter = children.reduce((sum, c) => sum + rssOf(c.pid), 0);
    const manifestBytes = Math.max(firstManifestBytes, ...rounds.map((r) => r.bytes));
    // The manifest size players download (gzip) for the calibration: one more fetch.
    return {
      rate,
      pairedCount,
      apiPaired: apiPairedCount,
      pairSeconds,
      connectedCount,
      connectSeconds,
      rssPaired,
      rssConnected,
      rssAfter,
      assign,
      rounds,
      manifestBytes,
    };
  } finally {
    await clients.close();
    await Promise.all(children.map(stop));
    rmSync(work, { recursive: true, force: true });
  }
}

export async function runBare(players, opts, manifestBytes) {
  const port = await freePort();
  const child = spawn(process.execPath, [bareServerFile], {
    env: { ...process.env, PORT: String(port), BARE_MANIFEST_BYTES: String(manifestBytes || 2000) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await once(child, 'message');
  const clients = new Clients(port, opts.workers, opts.sockets);
  try {
    await clients.all({ type: 'fake', count: players }, 'count');
    const rssBefore = rssOf(child.pid);
    await clients.all({ type: 'connect', concurrency: Math.min(200, opts.sockets) });
    await sleep(1000);
    const rssConnected = rssOf(child.pid);
    const rounds = [];
    for (let r = 0; r < opts.rounds; r++) {
      await sleep(500);
      rounds.push(
        await herd(
          clients,
          async () => {
            const t = now();
            await call(port, 'POST', '/trigger');
            return now() - t;
          },
          opts.timeoutMs,
          opts.heartbeat,
        ),
      );
    }
    return { rounds, rssBefore, rssConnected };
  } finally {
    await clients.close();
    await stop(child);
  }
}
