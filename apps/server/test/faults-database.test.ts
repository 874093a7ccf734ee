import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { licences, proofOfPlay } from '../src/db/schema/index.ts';
import { login, post, signUp, type TestApp, testClock } from './helpers.ts';
import { manifestOf, openSseAt, type Sse } from './player-fixtures.ts';
import { deviceHeaders, ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';

/**
 * Faults: PostgreSQL restarted while players are connected (docs/architecture.md, "Faults: nothing
 * lost (part 2)"). A private PostgreSQL 15 server (initdb into a temp dir) serves two server
 * instances (A and B, LISTEN/NOTIFY between them); three players keep their event streams open, two
 * on A and one on B. The database is stopped hard (`pg_ctl stop -m immediate`) and started again:
 * while it is down the CMS answers 503 SERVICE_UNAVAILABLE in the caller's language (no hang, no
 * crash); once it is back, a change made on A reaches all three players through their streams, with
 * neither the servers nor the players restarted.
 */

const PG_BIN = '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;
const hasBinaries = existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));
const skipReason = !isRoot
  ? 'not running as root (initdb must run as user postgres)'
  : !hasBinaries
    ? `no PostgreSQL binaries in ${PG_BIN}`
    : null;
if (skipReason) console.log(`faults-database: skipped — ${skipReason}`);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A throw-away PostgreSQL cluster owned by user postgres, on its own port and socket directory. */
class PrivatePostgres {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'signage-faults-pg-'));
  port = 0;
  private readonly uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());

  private asPostgres(bin: string, args: string[]) {
    return execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], { stdio: 'pipe', timeout: 60_000 });
  }

  async init() {
    chownSync(this.dir, this.uid, -1);
    this.port = await freePort();
    this.asPostgres('initdb', ['-D', path.join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  start() {
    this.asPostgres('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  }

  stop(mode: 'immediate' | 'fast') {
    this.asPostgres('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  remove() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

interface Instance {
  t: TestApp;
  base: string;
}

async function startInstance(url: string): Promise<Instance> {
  const database: Database = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  const clock = testClock();
  const app: FastifyInstance = await buildApp(
    {
      ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://signage.test' } as NodeJS.ProcessEnv),
      databaseUrl: url,
      webDist: '/nonexistent',
      playerDist: '/nonexistent',
      rateLimits: false,
    },
    { database, now: clock.now },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    t: {
      app,
      database,
      clock,
      async close() {
        await app.close();
        await database.close();
      },
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let pg: PrivatePostgres;
let a: Instance;
let b: Instance;
const streams: Sse[] = [];

beforeAll(async () => {
  if (skipReason) return;
  pg = new PrivatePostgres();
  await pg.init();
  pg.start();
  a = await startInstance(pg.url);
  b = await startInstance(pg.url);
}, 120_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await a?.t.close().catch(() => undefined);
  await b?.t.close().catch(() => undefined);
  if (pg) {
    try {
      pg.stop('fast');
    } catch {
      /* already stopped */
    }
    pg.remove();
  }
}, 60_000);

describe.skipIf(skipReason !== null)('faults: PostgreSQL restarted while players are connected', () => {
  it('the CMS answers 503 while the database is down and recovers; a change made afterwards reaches every player (both instances)', async () => {
    await signUp(a.t, { orgName: 'Platform' });
    const owner = await signUp(a.t, { orgName: 'Org A' });
    await a.t.database.db.update(licences).set({ numDevices: 10 }).where(eq(licences.organizationId, owner.organizationId));
    const key = (await login(a.t, owner.email)).sessionKey;

    const playlist = await publishedPlaylist(a.t, key, 'Lobby');
    const players = [];
    for (let i = 0; i < 3; i++) {
      const d = await pairedDevice(a.t, key, owner.organizationId);
      await ok(a.t, key, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: playlist });
      players.push(d);
    }
    await a.t.app.services.screens.idle();
    // Two players on instance A, one on instance B.
    const homes = [a, a, b];
    const before: string[] = [];
    for (const [i, d] of players.entries()) {
      const home = homes[i] as Instance;
      const sse = await openSseAt(home.base, '/api/player/events', deviceHeaders(d.deviceSecret));
      expect(sse.status).toBe(200);
      await sse.next('manifest'); // the version on connect
      streams.push(sse);
      const m = await manifestOf(home.t, d.deviceSecret);
      expect(m.statusCode).toBe(200);
      before.push(m.json().version);
    }

    // A CMS user watches the screens live on instance B.
    const cms = await openSseAt(b.base, '/api/events', { authorization: `SessionKey ${key}` });
    expect(cms.status).toBe(200);
    await cms.next('ready');
    streams.push(cms);

    // The database goes away hard (connections are cut, no clean shutdown).
    pg.stop('immediate');

    // The CMS answers a clear, translated error at once — no hang, no 500, no crash.
    const startedAt = Date.now();
    const down = await post(a.t.app, '/api/playlist/publish', { sessionKey: key, playlistId: playlist }, { 'accept-language': 'sv-SE' });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json()).toMatchObject({
      errorCode: 'SERVICE_UNAVAILABLE',
      message: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
    });
    expect(down.headers['retry-after']).toBe('5');
    const downOnB = await post(b.t.app, '/api/playlist/list', { sessionKey: key });
    expect(downOnB.statusCode, downOnB.body).toBe(503);
    // A player asking meanwhile is still answered from the instance's memory (credential and
    // manifest cached): it keeps its manifest.
    const playerDown = await manifestOf(b.t, players[2]?.deviceSecret as string);
    expect(playerDown.statusCode).toBe(200);
    expect(playerDown.json().version).toBe(before[2]);

    // Proof of play sent meanwhile is acknowledged (the player deletes it): the server keeps it until
    // the database takes it.
    const offlinePlays = [0, 1, 2].map((n) => ({
      id: randomUUID(),
      playlistId: playlist,
      version: 1,
      slideId: null,
      startedAt: new Date(Date.now() - (n + 1) * 10_000).toISOString(),
      durationMs: 10_000,
    }));
    const pop = await b.t.app.inject({
      method: 'POST',
      url: '/api/player/proof-of-play',
      headers: deviceHeaders(players[2]?.deviceSecret as string),
      payload: { records: offlinePlays },
    });
    expect(pop.statusCode, pop.body).toBe(200);

    await sleep(3_000);
    pg.start();

    // Both instances listen again (LISTEN/NOTIFY re-subscribed): each tells the players connected to
    // it to check their manifests, as invalidations from the other instance may have been missed.
    const playerStreams = streams.slice(0, 3);
    for (const [i, sse] of playerStreams.entries()) {
      await sse.next('manifest', 30_000).catch((error: Error) => {
        throw new Error(`resync, player ${i} (instance ${i < 2 ? 'A' : 'B'}): ${error.message}`);
      });
    }
    await sleep(300);
    for (const sse of streams)
      while (
        await sse.next('manifest', 200).then(
          () => true,
          () => false,
        )
      );

    // The CMS works again without restarting anything (the pool reconnects); the first call may
    // still meet a connection the restart cut.
    let republished = false;
    for (let i = 0; i < 40 && !republished; i++) {
      const res = await post(a.t.app, '/api/playlist/publish', { sessionKey: key, playlistId: playlist });
      if (res.statusCode === 200) republished = true;
      else {
        expect(res.statusCode, res.body).toBe(503);
        await sleep(250);
      }
    }
    expect(republished).toBe(true);

    // The change reaches every player through the stream it kept open, on A (local) and on B (NOTIFY).
    for (const [i, sse] of playerStreams.entries()) {
      await sse.next('manifest', 10_000).catch((error: Error) => {
        throw new Error(`change, player ${i} (instance ${i < 2 ? 'A' : 'B'}): ${error.message}`);
      });
      const home = homes[i] as Instance;
      const m = await manifestOf(home.t, players[i]?.deviceSecret as string);
      expect(m.statusCode).toBe(200);
      const body = m.json();
      expect(body.version).not.toBe(before[i]);
      expect(body.playlists[String(playlist)].version).toBe(2);
    }
    // The proof of play acknowledged while the database was down is stored, each record once.
    await b.t.app.services.screens.flush();
    const stored = await a.t.database.db
      .select()
      .from(proofOfPlay)
      .where(eq(proofOfPlay.deviceId, players[2]?.deviceId as number));
    expect(stored.map((r) => r.id).sort()).toEqual(offlinePlays.map((r) => r.id).sort());
    // Both instances answer the CMS normally.
    expect((await post(b.t.app, '/api/playlist/list', { sessionKey: key })).statusCode).toBe(200);
  }, 120_000);
});
