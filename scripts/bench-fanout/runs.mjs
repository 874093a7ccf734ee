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
  const seeded = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js')], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const apiPaired = Math.min(players, opts.apiPair);
  const { groupId, secrets } = await prepareDatabase(env, dataDir, 'Demo Signage Co.', players - apiPaired, `All ${players}`);

  const port = await freePort();
  const child = await startServer(env, port);
  const clients = new Clients(port, opts.workers, opts.sockets);
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
    const slide = (s) => ({
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
    const rssAfter = rssOf(child.pid);
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
    await stop(child);
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
