/**
 * The server under test: seeding its database before it starts, starting and stopping the built server,
 * plain HTTP calls to it, and what the machine measures (free port, RSS, trivial-request rate).
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { now, root, sleep } from './common.mjs';

export async function freePort() {
  const s = createServer();
  s.listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

export function rssOf(pid) {
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) * 1024 : 0;
}

/**
 * Where a process's resident memory is, read from /proc/PID/smaps (bytes): `wasm` — WebAssembly
 * memories (PGlite's), the accessible part just below V8's reservation of ≥ 4 GiB of guard pages;
 * `malloc` — glibc's main heap (`[heap]`) and its thread arenas (64 MiB-aligned regions of 64 MiB);
 * `code` — V8's executable code space; `files` — the binary, shared libraries and mapped files; `anon` —
 * the rest (V8's JavaScript heap, large mallocs mapped on their own, stacks).
 */
export function memoryOf(pid) {
  const out = { rss: 0, wasm: 0, malloc: 0, code: 0, files: 0, anon: 0 };
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return out;
  }
  const maps = [];
  let current = null;
  for (const line of text.split('\n')) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/);
    if (head) {
      current = { start: BigInt(`0x${head[1]}`), end: BigInt(`0x${head[2]}`), perms: head[3], name: head[4], rss: 0 };
      maps.push(current);
    } else if (current && line.startsWith('Rss:')) current.rss = Number(line.match(/(\d+)/)[1]) * 1024;
  }
  const GUARD = 4n << 30n;
  const ARENA = 64n << 20n;
  const isArena = (m, next) =>
    m.start % ARENA === 0n &&
    (m.end - m.start === ARENA || (next && next.start === m.end && next.perms === '---p' && next.end - m.start === ARENA));
  maps.forEach((m, i) => {
    out.rss += m.rss;
    const next = maps[i + 1];
    if (!m.name && m.perms.startsWith('rw') && next && next.start === m.end && next.perms === '---p' && next.end - next.start >= GUARD)
      out.wasm += m.rss;
    else if (m.name === '[heap]' || (!m.name && m.perms.startsWith('rw') && isArena(m, next))) out.malloc += m.rss;
    else if (!m.name && m.perms.includes('x')) out.code += m.rss;
    else if (m.name && !m.name.startsWith('[')) out.files += m.rss;
    else out.anon += m.rss;
  });
  return out;
}

export function call(port, method, url, body, headers = {}) {
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

export async function api(port, sessionKey, url, body = {}) {
  const res = await call(port, 'POST', `/api${url}`, { sessionKey, ...body }, { 'x-forwarded-for': '10.250.0.1' });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.json.response;
}

/**
 * Direct database set-up before the server starts (the server's own API pairs the first players):
 * the demo organization gets an unlimited device licence, a group "All N" is created, and `count`
 * paired devices are inserted into it with secrets known to the benchmark (only their SHA-256 is
 * stored, as the server does). PGlite in DATA_DIR, or PostgreSQL through DATABASE_URL. `flags` are
 * licence flags granted on top of the package (bench:alert: `enableBroadcastAlerts`).
 */
export async function prepareDatabase(env, dataDir, orgName, count, groupName, flags = {}) {
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
    await query(
      'update licences set num_devices = null, interactive_device_limit = null, overrides = overrides || $2::jsonb where organization_id = $1',
      [org.id, JSON.stringify(flags)],
    );
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

const words = (text) => text.split(' ').filter(Boolean);
const assignments = (list) => Object.fromEntries(list.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));

/** `npm start`'s command after the build: `K=V … node <flags> apps/server/dist/main.js`. */
function shippedStart() {
  const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const command = words(start.split('&&').at(-1));
  const node = command.indexOf('node');
  return { env: assignments(command.slice(0, node)), flags: command.slice(node + 1, -1) };
}

/** `logFile`: the server's standard output (its log) is appended there instead of dropped. */
export async function startServer(env, port, main = path.join(root, 'apps/server/dist/main.js'), logFile = null) {
  // BENCH_SERVER_PROF=<dir>: the server writes a V8 CPU profile there when it stops (--cpu-prof).
  const prof = process.env.BENCH_SERVER_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_SERVER_PROF] : [];
  // BENCH_SERVER_TRACE_GC=1: V8 prints each collection to the server's standard output (`logFile`):
  // whether RSS that rises under load is live memory or garbage awaiting a full collection.
  if (process.env.BENCH_SERVER_TRACE_GC) prof.push('--trace-gc');
  // The server runs as `npm start` runs it (its environment and Node flags, read from package.json's
  // start script: glibc's mmap threshold fixed, V8's young generation capped; docs/performance.md
  // "Idle memory"), so the figures are those of what ships. BENCH_NODE_FLAGS and BENCH_SERVER_ENV
  // ("K=V K=V", the server only, not the simulated players) replace them for a comparison.
  const shipped = shippedStart();
  const flags = process.env.BENCH_NODE_FLAGS === undefined ? shipped.flags : words(process.env.BENCH_NODE_FLAGS);
  const extra = process.env.BENCH_SERVER_ENV === undefined ? shipped.env : assignments(words(process.env.BENCH_SERVER_ENV));
  const child = spawn(process.execPath, [...flags, ...prof, main], {
    env: { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', logFile ? openSync(logFile, 'a') : 'ignore', 'inherit'],
  });
  // A server that ends without stop() (a crash, a signal from elsewhere) says so, instead of a bare ECONNREFUSED later.
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`bench: the server exited by itself (code ${code}, signal ${signal})`);
  });
  for (let i = 0; i < 300; i++) {
    const ok = await call(port, 'GET', '/api/health').catch(() => null);
    if (ok?.status === 200) return child;
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    await sleep(100);
  }
  throw new Error('server did not start');
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  child.stopping = true;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Requests per second of GET /api/health over 2 s with 32 keep-alive clients: the machine's trivial-request rate now. */
export async function trivialRate(port) {
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
