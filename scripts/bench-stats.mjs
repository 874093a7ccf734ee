#!/usr/bin/env node
/**
 * npm run bench:stats [-- --screens 10000] [--seconds 60] [--days 30] [--skip-ingest] [--skip-query]
 *
 * Usage stats (docs/insight.md "Usage stats"). The built server (apps/server/dist/main.js)
 * on a temporary DATA_DIR (PGlite) or on DATABASE_URL (PostgreSQL), seeded by seed-demo, with
 * --screens paired devices inserted before it starts (scripts/bench-fanout/server.mjs).
 *
 * (a) Ingestion, through the real player routes. Every screen sends a heartbeat every 30 s
 *     (POST /api/player/heartbeat) and, as the player does (POP_FLUSH_MS), its proof of play every
 *     60 s: 6 records, one play every 10 s (POST /api/player/proof-of-play). After a warm-up (every
 *     screen's first heartbeat: no online time yet), --seconds of heartbeats alone (the calibration),
 *     --seconds of heartbeats with proof of play, and the calibration again; reported: heartbeat latency p50/p99 in each,
 *     and the proof-of-play rows the server wrote per second (counted in the database).
 * (b) Queries: --days days × --screens screens of roll-ups written directly (each screen plays two of
 *     four playlists of four slides each, every slide showing a media item, all day, and is online
 *     most of the day; the narrower play roll-ups derived as migration 0014 does), then the owner's
 *     POST /api/stats/usage for every play type and onlineTime over last30, and a few filtered ones
 *     (one playlist, one group of a tenth of the screens), each three times. Target ≤ 500 ms each.
 *
 * One process sends everything over a keep-alive pool (each screen with its own X-Forwarded-For, as
 * in bench:fanout): on a shared 2-core machine the client competes with the server; the calibration
 * is measured in the same run for that reason.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { now, root, sleep } from './bench-fanout/common.mjs';
import { fmt, pct } from './bench-fanout/report.mjs';
import { call, freePort, prepareDatabase, startServer, stop } from './bench-fanout/server.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

const SCREENS = Number(arg('screens', '10000'));
const SECONDS = Number(arg('seconds', '60'));
const DAYS = Number(arg('days', '30'));
const HEARTBEAT_S = 30;
const POP_FLUSH_S = 60;
const PLAY_S = 10;
const agent = new http.Agent({ keepAlive: true, maxSockets: 96 });

/** One player call; resolves with its latency in ms (or null when it failed). */
function send(pathName, secret, ip, body) {
  const payload = Buffer.from(JSON.stringify(body));
  const t0 = now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: send.port,
        method: 'POST',
        path: pathName,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          authorization: `Device ${secret}`,
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200 ? now() - t0 : null));
      },
    );
    req.on('error', () => resolve(null));
    req.end(payload);
  });
}

const ipOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Runs the players for `seconds`: heartbeats every 30 s each (spread evenly), and with `plays`
 * proof of play every 60 s each. Answers the heartbeat latencies and the failures.
 */
async function drive(secrets, seconds, plays) {
  const beats = [];
  let failed = 0;
  let popSent = 0;
  const inflight = new Set();
  const start = now();
  const n = secrets.length;
  const beatEvery = (HEARTBEAT_S * 1000) / n;
  const popEvery = (POP_FLUSH_S * 1000) / n;
  let nextBeat = 0;
  let nextPop = 0;
  while (now() - start < seconds * 1000) {
    const elapsed = now() - start;
    while (nextBeat * beatEvery <= elapsed) {
      const i = nextBeat % n;
      const p = send('/api/player/heartbeat', secrets[i], ipOf(i), {
        status: 'playing',
        appVersion: 'bench',
        osVersion: 'node',
        manifestVersion: null,
      }).then((ms) => {
        if (ms === null) failed++;
        else beats.push(ms);
        inflight.delete(p);
      });
      inflight.add(p);
      nextBeat++;
    }
    while (plays && nextPop * popEvery <= elapsed) {
      const i = nextPop % n;
      const t = Date.now();
      const records = Array.from({ length: POP_FLUSH_S / PLAY_S }, (_, k) => ({
        id: randomUUID(),
        playlistId: 900_001 + (i % 4),
        version: 1,
        slideId: 1 + (k % 4),
        startedAt: new Date(t - (POP_FLUSH_S - k * PLAY_S) * 1000).toISOString(),
        durationMs: PLAY_S * 1000,
      }));
      const p = send('/api/player/proof-of-play', secrets[i], ipOf(i), { records }).then((ms) => {
        if (ms === null) failed++;
        else popSent += records.length;
        inflight.delete(p);
      });
      inflight.add(p);
      nextPop++;
    }
    await sleep(5);
  }
  await Promise.all(inflight);
  beats.sort((a, b) => a - b);
  return { beats, failed, popSent };
}

/** A query on the server's database from the benchmark (PostgreSQL while it runs; PGlite only when it is stopped). */
async function withDb(env, dataDir, fn) {
  if (env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}

async function popCount(env, dataDir, org) {
  return withDb(env, dataDir, async (q) =>
    Number((await q('select count(*)::int as n from proof_of_play where organization_id = $1', [org]))[0].n),
  );
}

/** The play roll-ups derived from stats_play_daily (as migration 0014 fills them), when this build has them. */
const NARROW = [
  [
    'stats_play_device_daily',
    `insert into stats_play_device_daily (organization_id, day, device_id, plays, play_ms)
     select organization_id, day, device_id, sum(plays), sum(play_ms) from stats_play_daily where organization_id = $1 group by 1, 2, 3`,
  ],
  [
    'stats_play_device_playlist_daily',
    `insert into stats_play_device_playlist_daily (organization_id, day, device_id, playlist_id, plays, play_ms)
     select organization_id, day, device_id, playlist_id, sum(plays), sum(play_ms) from stats_play_daily where organization_id = $1 group by 1, 2, 3, 4`,
  ],
  [
    'stats_play_slide_daily',
    `insert into stats_play_slide_daily (organization_id, day, playlist_id, slide_id, plays, play_ms)
     select organization_id, day, playlist_id, slide_id, sum(plays), sum(play_ms) from stats_play_daily where organization_id = $1 group by 1, 2, 3, 4`,
  ],
  [
    'stats_play_presence',
    `insert into stats_play_presence (organization_id, year, device_id, playlist_id, slide_id, days)
     select organization_id, extract(year from day)::int, device_id, playlist_id, slide_id,
       bit_or(set_bit(repeat('0', 366)::bit(366), extract(doy from day)::int - 1, 1))
     from stats_play_daily where organization_id = $1 group by 1, 2, 3, 4, 5`,
  ],
];

/**
 * --days × --screens of roll-ups, written directly: four playlists of four slides (real rows, each
 * slide showing one of two media items, so mediaPlays has media to count).
 */
async function fill(env, dataDir, org, groupId) {
  return withDb(env, dataDir, async (q) => {
    const t0 = now();
    await q('delete from stats_play_daily where organization_id = $1', [org]);
    await q('delete from stats_play_hourly where organization_id = $1', [org]);
    await q('delete from stats_online_daily where organization_id = $1', [org]);
    const mediaIds = [];
    for (const name of ['bench-a.png', 'bench-b.png']) {
      const [row] = await q(
        `insert into media (organization_id, section, name, kind, mime_type, size_bytes, sha256, storage_key, status)
         values ($1, 'shared', $2, 'image', 'image/png', 10, $3, $4, 'ready') returning id`,
        [org, name, 'c'.repeat(64), `bench/${name}`],
      );
      mediaIds.push(row.id);
    }
    const playlistIds = [];
    const slideIds = [];
    for (let p = 0; p < 4; p++) {
      const [row] = await q(`insert into playlists (organization_id, name, section) values ($1, $2, 'shared') returning id`, [
        org,
        `Bench ${p + 1}`,
      ]);
      playlistIds.push(row.id);
      for (let s = 0; s < 4; s++) {
        const doc = {
          version: 1,
          elements: [{ id: 'i', type: 'image', x: 0, y: 0, width: 10, height: 10, mediaId: String(mediaIds[s % 2]) }],
        };
        const [slide] = await q('insert into slides (playlist_id, position, slide_data) values ($1, $2, $3) returning id', [
          row.id,
          s,
          doc,
        ]);
        slideIds.push(slide.id);
      }
    }
    const pl = `{${playlistIds.join(',')}}`;
    const sl = `{${slideIds.join(',')}}`;
    // Two of four playlists per screen, four slides each, 60–76 plays per slide and day.
    for (let d = 0; d < DAYS; d++) {
      await q(
        `insert into stats_play_daily (organization_id, day, device_id, playlist_id, slide_id, plays, play_ms)
         select $1, current_date - $2::int, dev.id, ($3::int[])[1 + (dev.id + p) % 4], ($4::int[])[1 + ((dev.id + p) % 4) * 4 + s],
           60 + (dev.id % 17), (60 + (dev.id % 17)) * 10000
         from devices dev, generate_series(0, 1) p, generate_series(0, 3) s
         where dev.organization_id = $1`,
        [org, d, pl, sl],
      );
      await q(
        `insert into stats_online_daily (organization_id, day, device_id, online_seconds)
         select $1, current_date - $2::int, dev.id, 86400 - (dev.id % 3600) from devices dev where dev.organization_id = $1`,
        [org, d],
      );
    }
    await q(
      `insert into stats_play_hourly (organization_id, hour, playlist_id, plays, play_ms)
       select $1, h, ($3::int[])[1 + p], 2000, 20000000
       from generate_series(date_trunc('hour', now()) - make_interval(days => $2::int), date_trunc('hour', now()), interval '1 hour') h, generate_series(0, 3) p`,
      [org, DAYS, pl],
    );
    for (const [table, insert] of NARROW) {
      const [exists] = await q('select to_regclass($1) is not null as ok', [table]);
      if (!exists.ok) continue;
      await q(`delete from ${table} where organization_id = $1`, [org]);
      await q(insert, [org]);
    }
    // Sub-groups: a tenth of the screens in each of ten groups under the benchmark's group.
    const groups = [];
    for (let g = 0; g < 10; g++) {
      const [row] = await q(
        `insert into device_groups (organization_id, parent_id, name, description) values ($1, $2, $3, 'bench') returning id`,
        [org, groupId, `Floor ${g + 1}`],
      );
      groups.push(row.id);
      await q('update devices set group_id = $1 where organization_id = $2 and id % 10 = $3', [row.id, org, g]);
    }
    if (!env.DATABASE_URL) await q('vacuum analyze');
    else await q('analyze');
    const [n] = await q('select count(*)::int as n from stats_play_daily where organization_id = $1', [org]);
    return { rows: Number(n.n), seconds: (now() - t0) / 1000, playlistIds, groups };
  });
}

async function main() {
  const dbName = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (temporary DATA_DIR)';
  console.log(`bench:stats  screens ${SCREENS}  phases ${SECONDS} s  roll-ups ${DAYS} days  ${dbName}`);
  const work = mkdtempSync(path.join(tmpdir(), 'signage-bench-stats-'));
  const dataDir = path.join(work, 'data');
  const password = 'Bench-St4ts!';
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DEMO_PASSWORD: password,
    TRUST_PROXY_HOPS: '1',
    FLOOD_LIMIT_PER_ADDRESS: '100000',
  };
  const seeded = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js')], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  const { groupId, secrets } = await prepareDatabase(env, dataDir, 'Demo Signage Co.', SCREENS, `All ${SCREENS}`, { usageStats: true });
  const org = await withDb(env, dataDir, async (q) => (await q("select id from organizations where name = 'Demo Signage Co.'"))[0].id);
  let port = await freePort();
  let child = await startServer(env, port);
  send.port = port;
  const lines = [];
  try {
    if (!process.argv.includes('--skip-ingest')) {
      await drive(secrets, HEARTBEAT_S + 5, false); // warm-up: every screen's first heartbeat
      const calibration = await drive(secrets, SECONDS, false);
      const before = env.DATABASE_URL ? await popCount(env, dataDir, org) : 0;
      const t0 = now();
      const loaded = await drive(secrets, SECONDS, true);
      await sleep(3000); // the last batch's flush
      const spent = (now() - t0) / 1000;
      // The calibration again, after: a shared machine's load drifts.
      const calibrationAfter = await drive(secrets, SECONDS, false);
      let written;
      if (env.DATABASE_URL) written = (await popCount(env, dataDir, org)) - before;
      else {
        await stop(child);
        written = await popCount(env, dataDir, org);
        port = await freePort();
        child = await startServer(env, port);
        send.port = port;
      }
      const rollups = await (async () => {
        if (env.DATABASE_URL)
          return withDb(
            env,
            dataDir,
            async (q) => (await q('select coalesce(sum(plays), 0)::int as n from stats_play_daily where organization_id = $1', [org]))[0].n,
          );
        return null;
      })();
      lines.push(
        `(a) ingestion, ${SCREENS} screens: heartbeat every ${HEARTBEAT_S} s, proof of play every ${POP_FLUSH_S} s (${POP_FLUSH_S / PLAY_S} plays)`,
        `    calibration (heartbeats only)   ${calibration.beats.length} heartbeats  p50 ${fmt(pct(calibration.beats, 50))}  p99 ${fmt(pct(calibration.beats, 99))}  failed ${calibration.failed}`,
        `    calibration again, after        ${calibrationAfter.beats.length} heartbeats  p50 ${fmt(pct(calibrationAfter.beats, 50))}  p99 ${fmt(pct(calibrationAfter.beats, 99))}  failed ${calibrationAfter.failed}`,
        `    with proof of play              ${loaded.beats.length} heartbeats  p50 ${fmt(pct(loaded.beats, 50))}  p99 ${fmt(pct(loaded.beats, 99))}  failed ${loaded.failed}`,
        `    proof of play                   sent ${loaded.popSent} records, written ${written} rows in ${spent.toFixed(1)} s = ${(written / spent).toFixed(0)} rows/s (offered ${(SCREENS / PLAY_S).toFixed(0)}/s)${rollups === null ? '' : `; roll-up plays ${rollups}`}`,
      );
      console.log(lines.join('\n'));
    }
    if (!process.argv.includes('--skip-query')) {
      await stop(child);
      const filled = await fill(env, dataDir, org, groupId);
      port = await freePort();
      child = await startServer(env, port);
      const cms = { 'x-forwarded-for': '10.250.0.1' };
      const login = await call(port, 'POST', '/api/auth/login', { email: 'owner@demo.signage.local', password }, cms);
      if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
      const { sessionKey } = login.json.response;
      const out = [
        `(b) queries: ${filled.rows} rows of stats_play_daily (${DAYS} days × ${SCREENS} screens × 8) written in ${filled.seconds.toFixed(0)} s`,
      ];
      const cases = [
        ...['playlistPlays', 'slidePlays', 'mediaPlays', 'screenPlays', 'groupPlays', 'onlineTime'].map((type) => [type, type, {}]),
        // Filtered: one playlist (of four); one group (a tenth of the screens).
        ['playlistPlays', 'playlistPlays, 1 playlist', { playlistIds: [filled.playlistIds[0]] }],
        ['screenPlays', 'screenPlays, 1 playlist', { playlistIds: [filled.playlistIds[0]] }],
        ['slidePlays', 'slidePlays, 1 group', { groupIds: [filled.groups[0]] }],
        ['mediaPlays', 'mediaPlays, 1 group', { groupIds: [filled.groups[0]] }],
      ];
      for (const [type, label, filters] of cases) {
        const times = [];
        let info = '';
        for (let i = 0; i < 3; i++) {
          const t0 = now();
          const res = await call(
            port,
            'POST',
            '/api/stats/usage',
            { sessionKey, type, range: { preset: 'last30' }, page: 1, pageSize: 25, ...filters },
            cms,
          );
          times.push(now() - t0);
          // A refusal (e.g. 503 when the statement timeout cut the query) is a result to report, not a crash.
          info = res.status === 200 ? `rows ${res.json.response.totalCount}` : `answered ${res.status} ${res.json?.errorCode ?? ''}`;
        }
        const worst = info.startsWith('answered') ? Number.POSITIVE_INFINITY : Math.max(...times);
        out.push(
          `    ${label.padEnd(26)} last30  ${times.map((x) => fmt(x)).join(' / ')}  (${info})  ${worst <= 500 ? 'within' : 'OVER'} 500 ms`,
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
