#!/usr/bin/env node
/**
 * npm run bench:fanout [-- --players 1000[,10000]] [--rounds 3] [--workers 2] [--sockets 1000]
 *
 * Starts the built server (apps/server/dist/main.js) on a temporary DATA_DIR (or on DATABASE_URL when
 * set) with N simulated players in one group: the first --api-pair (default 100) pair through the
 * player protocol of docs/screens.md (register, then the CMS accepts each 4-digit code into the
 * group), the others are inserted paired before the server starts (pairing 10,000 through the API
 * would take most of the run). Every player fetches its manifest and holds its SSE event stream;
 * a published playlist is assigned to the group (play now) and then republished --rounds times; for
 * each herd the benchmark measures, from the call, when each player received the `manifest` event
 * and when it had fetched the new manifest (GET /api/player/manifest with If-None-Match), and the
 * server's RSS per connected player. Targets (issue 5): p99 < 1 s at 1,000 players, < 3 s at 10,000.
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
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Simulated players (worker thread): raw HTTP/1.1 over `net` sockets, to keep the client's CPU low
// ---------------------------------------------------------------------------------------------

/** One keep-alive connection that carries one request at a time. */
class Conn {
  constructor(port, onIdle, onDead) {
    this.socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    this.current = null;
    this.chunks = [];
    this.size = 0;
    this.dead = false;
    this.onIdle = onIdle;
    this.onDead = onDead;
    this.socket.on('data', (d) => this.data(d));
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.dead = true;
      const c = this.current;
      this.current = null;
      c?.reject(new Error('connection closed'));
      this.onDead(this);
    });
  }
  send(req) {
    this.current = req;
    this.chunks = [];
    this.size = 0;
    this.socket.write(req.raw);
  }
  data(d) {
    if (!this.current) return;
    this.chunks.push(d);
    this.size += d.length;
    const buf = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = [buf];
    const head = buf.indexOf('\r\n\r\n');
    if (head < 0) return;
    const lines = buf.toString('latin1', 0, head).split('\r\n');
    const status = Number(lines[0].split(' ')[1]);
    const headers = {};
    for (let i = 1; i < lines.length; i++) {
      const c = lines[i].indexOf(':');
      headers[lines[i].slice(0, c).toLowerCase()] = lines[i].slice(c + 1).trim();
    }
    let body;
    let rest;
    const start = head + 4;
    if (status === 304 || status === 204) {
      body = Buffer.alloc(0);
      rest = start;
    } else if (headers['content-length'] !== undefined) {
      const n = Number(headers['content-length']);
      if (buf.length < start + n) return;
      body = buf.subarray(start, start + n);
      rest = start + n;
    } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const parts = [];
      let at = start;
      for (;;) {
        const eol = buf.indexOf('\r\n', at);
        if (eol < 0) return;
        const n = Number.parseInt(buf.toString('latin1', at, eol), 16);
        if (n === 0) {
          if (buf.length < eol + 4) return;
          rest = eol + 4;
          break;
        }
        if (buf.length < eol + 2 + n + 2) return;
        parts.push(buf.subarray(eol + 2, eol + 2 + n));
        at = eol + 2 + n + 2;
      }
      body = Buffer.concat(parts);
    } else {
      return; // body until close: not used by these endpoints
    }
    const req = this.current;
    this.current = null;
    this.chunks = [];
    req.resolve({ status, headers, body });
    if (/close/i.test(headers.connection ?? '') || rest < buf.length) this.socket.destroy();
    else this.onIdle(this);
  }
}

/** A pool of up to `max` keep-alive connections with a FIFO queue. */
class Pool {
  constructor(port, max) {
    this.port = port;
    this.max = max;
    this.idle = [];
    this.all = new Set();
    this.queue = [];
  }
  request(method, url, headers, body) {
    return new Promise((resolve, reject) => {
      let head = `${method} ${url} HTTP/1.1\r\nhost: 127.0.0.1\r\n`;
      for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
      if (body) head += `content-length: ${body.length}\r\n`;
      const raw = body ? Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), body]) : `${head}\r\n`;
      this.queue.push({ raw, resolve, reject });
      this.pump();
    });
  }
  pump() {
    while (this.queue.length > 0) {
      let conn = this.idle.pop();
      while (conn?.dead) conn = this.idle.pop();
      if (!conn) {
        if (this.all.size >= this.max) return;
        conn = new Conn(
          this.port,
          (c) => {
            this.idle.push(c);
            this.pump();
          },
          (c) => {
            this.all.delete(c);
            this.pump();
          },
        );
        this.all.add(conn);
      }
      conn.send(this.queue.shift());
    }
  }
  close() {
    for (const c of this.all) c.socket.destroy();
  }
}

function playerWorker() {
  const { port, index: workerIndex, sockets } = workerData;
  const pool = new Pool(port, sockets);
  /** @type {{secret: string, ip: string, etag: string|null, stream: net.Socket|null, armed: boolean, eventAt: number, doneAt: number, connected: boolean}[]} */
  const players = [];
  let heartbeat = true;

  function request(method, url, { body, headers = {}, ip } = {}) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return pool.request(
      method,
      url,
      { ...(payload ? { 'content-type': 'application/json' } : {}), ...(ip ? { 'x-forwarded-for': ip } : {}), ...headers },
      payload,
    );
  }

  async function withRetry(fn) {
    for (let attempt = 0; ; attempt++) {
      const res = await fn().catch((error) => ({ status: 0, error, headers: {}, body: Buffer.alloc(0) }));
      if ((res.status === 429 || res.status === 0 || res.status === 503) && attempt < 20) {
        await sleep(200 * (attempt + 1));
        continue;
      }
      return res;
    }
  }

  const ipOf = (n) => `10.${(workerIndex * 64 + (n >> 16)) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const newPlayer = (secret, ip) => ({
    secret,
    ip,
    etag: null,
    stream: null,
    armed: false,
    inHerd: false,
    eventAt: 0,
    doneAt: 0,
    connected: false,
  });

  async function pair({ count, sessionKey, organizationId, groupId, concurrency }) {
    let next = 0;
    const failures = [];
    async function one() {
      while (next < count) {
        const ip = ipOf(next++);
        const reg = await withRetry(() =>
          request('POST', '/api/player/register', {
            ip,
            body: { appVersion: 'bench', osVersion: 'node', timeZone: 'Europe/Stockholm', screenWidth: 1920, screenHeight: 1080 },
          }),
        );
        if (reg.status !== 200) {
          failures.push(`register ${reg.status} ${reg.body.toString().slice(0, 200)}`);
          continue;
        }
        const { deviceSecret, pairingCode } = JSON.parse(reg.body.toString()).response;
        const acc = await withRetry(() =>
          request('POST', `/api/device/${organizationId}/accept`, {
            ip,
            body: { sessionKey, deviceId: pairingCode, ...(groupId ? { groupId } : {}) },
          }),
        );
        if (acc.status !== 200) {
          failures.push(`accept ${acc.status} ${acc.body.toString().slice(0, 200)}`);
          continue;
        }
        players.push(newPlayer(deviceSecret, ip));
      }
    }
    await Promise.all(Array.from({ length: concurrency }, one));
    return { paired: players.length, failures: failures.slice(0, 5), failed: failures.length };
  }

  function fake({ count }) {
    for (let n = 0; n < count; n++) players.push(newPlayer(`fake-${workerIndex}-${n}`, ipOf(n)));
    return { paired: players.length, failed: 0, failures: [] };
  }

  async function fetchManifest(p) {
    const res = await withRetry(() =>
      request('GET', '/api/player/manifest', {
        ip: p.ip,
        headers: { authorization: `Device ${p.secret}`, 'accept-encoding': 'gzip', ...(p.etag ? { 'if-none-match': p.etag } : {}) },
      }),
    );
    if (res.status === 200) {
      p.etag = res.headers.etag ?? null;
      return { changed: true, bytes: res.body.length };
    }
    if (res.status === 304) return { changed: false, bytes: 0 };
    throw new Error(`manifest answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  }

  function sendHeartbeat(p) {
    if (!heartbeat) return;
    request('POST', '/api/player/heartbeat', {
      ip: p.ip,
      headers: { authorization: `Device ${p.secret}` },
      body: { status: 'playing', appVersion: 'bench', osVersion: 'node', manifestVersion: (p.etag ?? '').replaceAll('"', '') || null },
    }).catch(() => {});
  }

  let finish = null;
  let armedCount = 0;
  let herdBytes = 0;
  function maybeFinished() {
    if (finish && armedCount === 0) {
      const f = finish;
      finish = null;
      f();
    }
  }

  async function onManifestEvent(p) {
    if (!p.armed) return;
    if (!p.eventAt) p.eventAt = now();
    try {
      const { changed, bytes } = await fetchManifest(p);
      if (bytes > herdBytes) herdBytes = bytes;
      if (changed && p.armed && !p.doneAt) {
        p.doneAt = now();
        p.armed = false;
        armedCount--;
        sendHeartbeat(p);
        maybeFinished();
      }
    } catch {}
  }

  /** The event stream on its own socket; only `event: manifest` matters here (one event = one chunk). */
  function openStream(p) {
    return new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
      p.stream = socket;
      let first = true;
      let tail = '';
      socket.on('connect', () => {
        socket.write(
          `GET /api/player/events HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\nauthorization: Device ${p.secret}\r\nx-forwarded-for: ${p.ip}\r\n\r\n`,
        );
      });
      socket.on('data', (d) => {
        const text = tail + d.toString('latin1');
        if (first) {
          first = false;
          if (!text.startsWith('HTTP/1.1 200')) {
            p.streamError = text.split('\r\n\r\n')[1]?.slice(0, 160) || text.slice(0, 40);
            socket.destroy();
            resolve(false);
            return;
          }
          p.connected = true;
          resolve(true);
        }
        if (text.includes('event: manifest') || text.includes('event:manifest')) onManifestEvent(p);
        tail = text.slice(-20);
      });
      socket.on('error', (error) => {
        p.streamError = error.code ?? error.message;
        resolve(false);
      });
      socket.on('close', () => {
        p.connected = false;
        resolve(false);
      });
    });
  }

  async function connect({ concurrency }) {
    let next = 0;
    let failed = 0;
    const reasons = [];
    let manifestBytes = 0;
    async function one() {
      while (next < players.length) {
        const p = players[next++];
        try {
          const { bytes } = await fetchManifest(p);
          manifestBytes = Math.max(manifestBytes, bytes);
        } catch (error) {
          failed++;
          if (reasons.length < 3) reasons.push(String(error.message ?? error));
          continue;
        }
        // A refused stream is retried after a jittered pause, as a player reconnects.
        let open = await openStream(p);
        for (let attempt = 0; !open && attempt < 5; attempt++) {
          await sleep(1000 + Math.random() * 2000);
          open = await openStream(p);
        }
        if (!open) {
          failed++;
          if (reasons.length < 3) reasons.push(`event stream: ${p.streamError ?? 'closed before answering'}`);
        }
      }
    }
    // Start the loops a few milliseconds apart so the pool's connections open gradually (a burst
    // of connects would overflow the server's listen backlog of 511).
    await Promise.all(Array.from({ length: concurrency }, (_, i) => sleep(i * 4).then(one)));
    // Warm the pool to its full size the same way, so herds reuse open connections as players would.
    await Promise.all(
      Array.from({ length: sockets }, (_, i) => sleep(i * 2).then(() => fetchManifest(players[i % players.length]).catch(() => {}))),
    );
    return { connected: players.filter((p) => p.connected).length, failed, reasons, manifestBytes, pooled: pool.all.size };
  }

  async function measure({ timeoutMs }) {
    const result = await new Promise((resolve) => {
      const timer = setTimeout(() => {
        finish = null;
        resolve('timeout');
      }, timeoutMs);
      finish = () => {
        clearTimeout(timer);
        resolve('ok');
      };
      maybeFinished();
    });
    const out = {
      result,
      events: players.filter((p) => p.inHerd).map((p) => p.eventAt),
      done: players.filter((p) => p.inHerd).map((p) => p.doneAt),
      stillConnected: players.filter((p) => p.connected).length,
      bytes: herdBytes,
    };
    for (const p of players) p.armed = false;
    armedCount = 0;
    return out;
  }

  parentPort.on('message', async (msg) => {
    try {
      let answer;
      if (msg.type === 'pair') answer = await pair(msg);
      else if (msg.type === 'fake') answer = fake(msg);
      else if (msg.type === 'adopt') {
        for (const secret of msg.secrets) players.push(newPlayer(secret, ipOf(players.length)));
        answer = { players: players.length };
      } else if (msg.type === 'connect') answer = await connect(msg);
      else if (msg.type === 'arm') {
        heartbeat = msg.heartbeat;
        armedCount = 0;
        for (const p of players) {
          p.armed = p.connected;
          p.inHerd = p.connected;
          p.eventAt = 0;
          p.doneAt = 0;
          if (p.armed) armedCount++;
        }
        answer = { armed: armedCount };
      } else if (msg.type === 'measure') answer = await measure(msg);
      else if (msg.type === 'close') {
        for (const p of players) p.stream?.destroy();
        pool.close();
        answer = {};
      }
      parentPort.postMessage({ type: 'answer', id: msg.id, answer });
    } catch (error) {
      parentPort.postMessage({ type: 'answer', id: msg.id, error: String(error?.stack ?? error) });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Bare calibration server (child process): same streams, same herd, no framework, no database
// ---------------------------------------------------------------------------------------------

function bareServer() {
  const bytes = Number(process.env.BARE_MANIFEST_BYTES ?? 2000);
  let version = 1;
  let body = gzipSync(Buffer.alloc(bytes * 4, 'x')).subarray(0, bytes);
  const streams = new Set();
  const server = http.createServer((req, res) => {
    if (req.url === '/api/player/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(': hello\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    if (req.url === '/api/player/manifest') {
      const etag = `"${version}"`;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag });
        res.end();
        return;
      }
      res.writeHead(200, { etag, 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
      res.end(body);
      return;
    }
    if (req.url === '/trigger') {
      version++;
      body = Buffer.from(body);
      const event = `event: manifest\ndata: {"version":"${version}"}\n\n`;
      for (const s of streams) s.write(event);
      res.end('{}');
      return;
    }
    if (req.url === '/api/player/heartbeat') {
      req.resume();
      req.on('end', () => res.end('{"response":{}}'));
      return;
    }
    res.writeHead(404);
    res.end();
  });
  server.keepAliveTimeout = 120_000;
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}

async function freePort() {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

function rssOf(pid) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) * 1024 : 0;
}

function call(port, method, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function api(port, sessionKey, url, body = {}) {
  const res = await call(port, 'POST', `/api${url}`, { sessionKey, ...body }, { 'x-forwarded-for': '10.250.0.1' });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.json.response;
}

class Clients {
  constructor(port, workers, sockets) {
    this.seq = 0;
    this.pending = new Map();
    this.workers = Array.from({ length: workers }, (_, index) => {
      const w = new Worker(self, { workerData: { port, index, sockets } });
      w.on('message', (msg) => {
        if (msg.type === 'progress') return;
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        if (msg.error) p.reject(new Error(msg.error));
        else p.resolve(msg.answer);
      });
      w.on('error', (e) => console.error('worker error', e));
      return w;
    });
  }
  ask(worker, msg) {
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...msg, id });
    });
  }
  /** Sends to every worker; `split` divides a count between them. */
  all(msg, split) {
    const n = this.workers.length;
    return Promise.all(
      this.workers.map((w, i) => {
        let part = {};
        if (split && Array.isArray(msg[split])) part = { [split]: msg[split].filter((_, k) => k % n === i) };
        else if (split) part = { [split]: Math.floor(msg[split] / n) + (i < msg[split] % n ? 1 : 0) };
        return this.ask(w, { ...msg, ...part });
      }),
    );
  }
  async close() {
    await this.all({ type: 'close' }).catch(() => {});
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

function pct(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const fmt = (ms) => (Number.isFinite(ms) ? `${ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`}` : 'n/a');

/** One herd: arm the players, trigger, collect event and manifest-fetched latencies from t0. */
async function herd(clients, trigger, timeoutMs, heartbeat) {
  await clients.all({ type: 'arm', heartbeat });
  const t0 = now();
  const triggerMs = await trigger();
  const results = await clients.all({ type: 'measure', timeoutMs });
  const events = [];
  const done = [];
  let missing = 0;
  for (const r of results) {
    for (const t of r.events) if (t) events.push(t - t0);
    for (const t of r.done) {
      if (t) done.push(t - t0);
      else missing++;
    }
  }
  events.sort((a, b) => a - b);
  done.sort((a, b) => a - b);
  const bytes = Math.max(...results.map((r) => r.bytes));
  return { events, done, missing, triggerMs, bytes, timedOut: results.some((r) => r.result === 'timeout') };
}

function summary(label, h) {
  return `${label.padEnd(34)} call ${fmt(h.triggerMs).padStart(8)}  event p50 ${fmt(pct(h.events, 50)).padStart(8)} p99 ${fmt(pct(h.events, 99)).padStart(8)}  manifest p50 ${fmt(pct(h.done, 50)).padStart(8)} p99 ${fmt(pct(h.done, 99)).padStart(8)} max ${fmt(h.done.at(-1)).padStart(8)}${h.missing ? `  MISSING ${h.missing}` : ''}`;
}

/**
 * Direct database set-up before the server starts (the server's own API pairs the first players):
 * the demo organization gets an unlimited device licence, a group "All N" is created, and `count`
 * paired devices are inserted into it with secrets known to the benchmark (only their SHA-256 is
 * stored, as the server does). PGlite in DATA_DIR, or PostgreSQL through DATABASE_URL.
 */
async function prepareDatabase(env, dataDir, orgName, count, groupName) {
  let query;
  let close;
  if (env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    query = async (text, params) => (await client.query(text, params)).rows;
    close = () => client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    query = async (text, params) => (await db.query(text, params)).rows;
    close = () => db.close();
  }
  try {
    const [org] = await query('select id from organizations where name = $1', [orgName]);
    await query('update licences set num_devices = null, interactive_device_limit = null where organization_id = $1', [org.id]);
    const [group] = await query(`insert into device_groups (organization_id, name, description) values ($1, $2, 'bench') returning id`, [
      org.id,
      groupName,
    ]);
    const secrets = [];
    for (let start = 0; start < count; start += 1000) {
      const values = [];
      const params = [];
      for (let i = start; i < Math.min(count, start + 1000); i++) {
        const secret = randomBytes(24).toString('base64url');
        secrets.push(secret);
        const b = params.length;
        params.push(randomBytes(16).toString('base64url'), createHash('sha256').update(secret).digest('hex'));
        values.push(`($${b + 1}, $${b + 2}, ${org.id}, ${group.id}, 'Europe/Stockholm', 'bench', now())`);
      }
      await query(
        `insert into devices (device_key, secret_hash, organization_id, group_id, time_zone, app_version, paired_at) values ${values.join(', ')}`,
        params,
      );
    }
    return { groupId: group.id, secrets };
  } finally {
    await close();
  }
}

async function startServer(env, port) {
  // BENCH_SERVER_PROF=<dir>: the server writes a V8 CPU profile there when it stops (--cpu-prof).
  const prof = process.env.BENCH_SERVER_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_SERVER_PROF] : [];
  const child = spawn(process.execPath, [...prof, path.join(root, 'apps/server/dist/main.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    const ok = await call(port, 'GET', '/api/health').catch(() => null);
    if (ok?.status === 200) return child;
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    await sleep(100);
  }
  throw new Error('server did not start');
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Requests per second of GET /api/health over 2 s with 32 keep-alive clients: the machine's trivial-request rate now. */
async function trivialRate(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let n = 0;
  const end = now() + 2000;
  const one = async () => {
    while (now() < end) {
      await new Promise((resolve) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          })
          .on('error', resolve);
      });
      n++;
    }
  };
  await Promise.all(Array.from({ length: 32 }, one));
  agent.destroy();
  return n / 2;
}

async function runServer(players, opts) {
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

async function runBare(players, opts, manifestBytes) {
  const port = await freePort();
  const child = spawn(process.execPath, [self, '--bare-server'], {
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

function merge(rounds) {
  const events = rounds.flatMap((r) => r.events).sort((a, b) => a - b);
  const done = rounds.flatMap((r) => r.done).sort((a, b) => a - b);
  return { events, done, missing: rounds.reduce((s, r) => s + r.missing, 0), triggerMs: Math.max(...rounds.map((r) => r.triggerMs)) };
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
    heartbeat: !process.argv.includes('--no-heartbeat'),
  };
  console.log(
    `bench:fanout  players ${playerCounts.join(', ')}  rounds ${opts.rounds}  client workers ${opts.workers}  keep-alive sockets/worker ${opts.sockets}  ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (temporary DATA_DIR)'}`,
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

if (!isMainThread) playerWorker();
else if (process.argv.includes('--bare-server')) bareServer();
else await main();
