#!/usr/bin/env node
/**
 * npm run bench:fanout [-- --players 1000[,10000]] [--rounds 3] [--workers 2] [--sockets 1000]
 *                      [--slides 25] [--instances 2]
 *
 * Starts the built server (apps/server/dist/main.js) on a temporary DATA_DIR (or on DATABASE_URL when
 * set) with N simulated players in one group: the first --api-pair (default 100) pair through the
 * player protocol of docs/screens.md (register, then the CMS accepts each 4-digit code into the
 * group), the others are inserted paired before the server starts (pairing 10,000 through the API
 * would take most of the run). Every player fetches its manifest and holds its SSE event stream;
 * a published playlist is assigned to the group (play now) and then republished --rounds times; for
 * each herd the benchmark measures, from the call, when each player received the `manifest` event
 * and when it had fetched the new manifest (GET /api/player/manifest with If-None-Match), and the
 * server's RSS per connected player. Targets (docs/screens.md "Fan-out benchmark"): p99 < 1 s at 1,000 players, < 3 s at 10,000.
 *
 * --slides N (default 25): the playlist has N slides (a heading, two paragraphs and a shape each, with
 * their own words), so the manifest a player fetches is the size of a real playlist's (tens of KB
 * uncompressed); `--slides 1` is the single-slide playlist of the earlier figures.
 * --instances N (PostgreSQL, DATABASE_URL): N server instances on the one database; the client
 * workers take them in turn (at least one worker per instance), the CMS calls go to the first, so
 * each change reaches the other instances' players through the hub (docs/screens.md). RSS is the sum.
 *
 * Calibration, same run, same client code: a bare Node HTTP server (no framework, no database) that
 * holds the same streams and answers the same herd with a pre-compressed body of the manifest's size.
 *
 * Set-up notes (also in docs/screens.md):
 * - seed-demo makes the organization; the benchmark then writes to the database directly (PGlite in
 *   DATA_DIR, or PostgreSQL through DATABASE_URL) before the server starts: an unlimited device
 *   licence for it, the group, and the pre-paired devices (secret SHA-256 as the server stores it).
 * - The server runs with TRUST_PROXY_HOPS=1 and each simulated player sends its own X-Forwarded-For
 *   address, as players behind their own addresses would: the per-address limits stay on.
 * - The simulated players live in worker threads (--workers, default 2) speaking raw HTTP/1.1 over
 *   `net`: one socket per event stream, and a keep-alive pool of --sockets per worker (default 500,
 *   opened gradually while connecting) for the other calls, so the server's descriptors stay under
 *   the usual 20,000 limit at 10,000 players.
 *
 * The parts live in scripts/bench-fanout/: player-worker.mjs (the simulated players, worker threads, over
 * http-pool.mjs), clients.mjs (the main thread's side of them and one herd), bare-server.mjs (the
 * calibration server), server.mjs (seeding, starting and calling the server under test), runs.mjs (one
 * run against each) and report.mjs (percentiles and lines).
 */
import { bareServer } from './bench-fanout/bare-server.mjs';
import { fmt, merge, pct, summary } from './bench-fanout/report.mjs';
import { runBare, runServer } from './bench-fanout/runs.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

async function main() {
  const playerCounts = String(arg('players', '1000,10000'))
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  const opts = {
    rounds: Number(arg('rounds', '3')),
    workers: Number(arg('workers', '2')),
    sockets: Number(arg('sockets', '500')),
    timeoutMs: Number(arg('timeout', '60000')),
    apiPair: Number(arg('api-pair', '100')),
    slides: Math.max(1, Number(arg('slides', '25'))),
    instances: Math.max(1, Number(arg('instances', '1'))),
    heartbeat: !process.argv.includes('--no-heartbeat'),
  };
  console.log(
    `bench:fanout  players ${playerCounts.join(', ')}  rounds ${opts.rounds}  client workers ${opts.workers}  keep-alive sockets/worker ${opts.sockets}  ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (temporary DATA_DIR)'}  slides ${opts.slides}  server instances ${opts.instances}`,
  );
  for (const n of playerCounts) {
    console.log(`\n== ${n} players ==`);
    if (process.argv.includes('--calibration-only')) {
      const b = await runBare(n, opts, 2000);
      console.log(summary('calibration: bare server herd', merge(b.rounds)));
      console.log(`bare RSS per stream ${((b.rssConnected - b.rssBefore) / n / 1024).toFixed(1)} KiB`);
      continue;
    }
    const s = await runServer(n, opts);
    const b = await runBare(n, opts, s.manifestBytes);
    const mb = (x) => `${(x / 1024 / 1024).toFixed(0)} MB`;
    const perPlayer = (s.rssConnected - s.rssPaired) / Math.max(1, s.connectedCount);
    const barePerPlayer = (b.rssConnected - b.rssBefore) / Math.max(1, s.connectedCount);
    const all = merge(s.rounds);
    const bare = merge(b.rounds);
    const target = n <= 1000 ? 1000 : 3000;
    const lines = [
      `calibration: GET /api/health      ${s.rate.toFixed(0)} req/s (32 keep-alive clients)`,
      `paired                            ${s.pairedCount}/${n}: ${s.apiPaired} through register + accept (${(s.apiPaired / s.pairSeconds).toFixed(1)}/s), the rest inserted`,
      `connected (SSE + first manifest)  ${s.connectedCount}/${n} in ${s.connectSeconds.toFixed(1)} s; manifest with the playlist ${s.manifestBytes} B as sent (gzip)`,
      `server RSS                        paired ${mb(s.rssPaired)}, connected ${mb(s.rssConnected)}, after rounds ${mb(s.rssAfter)}`,
      `server RSS per connected player   ${(perPlayer / 1024).toFixed(1)} KiB  (bare Node server: ${(barePerPlayer / 1024).toFixed(1)} KiB)`,
      summary('assign (play now) to the group', s.assign),
      ...s.rounds.map((r, i) => summary(`republish round ${i + 1}`, r)),
      summary(`republish, all ${s.rounds.length} rounds`, all),
      summary('calibration: bare server herd', bare),
      `republish manifest p99 / bare     ${(pct(all.done, 99) / pct(bare.done, 99)).toFixed(1)}x`,
      `target                            p99 < ${fmt(target)}: ${pct(all.done, 99) < target && all.missing === 0 ? 'met' : 'NOT met'}`,
    ];
    console.log(lines.join('\n'));
  }
}

if (process.argv.includes('--bare-server')) bareServer();
else await main();
