import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Db, migrationsFolder, openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { licences, organizations, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { LicencesRepository } from '../src/modules/licences/licences.repository.ts';
import { createLicenceHooks, LicencesService } from '../src/modules/licences/licences.service.ts';
import { OrganizationTree } from '../src/modules/tenancy/organization-tree.ts';
import { OrganizationsRepository } from '../src/modules/tenancy/organizations.repository.ts';

/**
 * Fault tests (docs/architecture.md, "Faults: nothing lost"): the real server as a child process
 * (its build, or `node --import tsx src/main.ts`: see `serverCommand`), on a fresh PostgreSQL
 * database or a PGlite DATA_DIR, killed with SIGKILL at the dangerous moment and started again.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PASSWORD = 'Corr3ct-Horse!';
export const PG_ADMIN_URL = process.env.FAULTS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DbKind = 'postgres' | 'pglite';

/** Whether PostgreSQL answers on PG_ADMIN_URL (the PostgreSQL cases are skipped, with the reason printed, if not). */
export async function postgresAvailable(): Promise<boolean> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function adminQuery(text: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** One test's world: a DATA_DIR and, on PostgreSQL, its own database (faults_<random>), dropped by `dispose`. */
export interface Target {
  kind: DbKind;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Runs SQL against the target's database. On PGlite the test opens DATA_DIR itself (kept open
   * between queries); `startServer` closes it first, as two processes must never share it.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  closeLocal(): Promise<void>;
  dispose(): Promise<void>;
}

export async function makeTarget(kind: DbKind, prefix: string): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `signage-${prefix}-`));
  let databaseUrl: string | undefined;
  let dbName = '';
  if (kind === 'postgres') {
    dbName = `faults_${prefix.replace(/[^a-z0-9]/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(`create database ${dbName}`);
    databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  }
  let local: PGlite | null = null;
  const target: Target = {
    kind,
    dataDir,
    databaseUrl,
    async query<T>(text: string, params: unknown[] = []) {
      if (kind === 'postgres') {
        const pg = await import('pg');
        const client = new pg.default.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(text, params)).rows as T[];
        } finally {
          await client.end();
        }
      }
      if (!local) {
        const { PGlite } = await import('@electric-sql/pglite');
        local = await PGlite.create(path.join(dataDir, 'pglite'));
      }
      return (await local.query<T>(text, params)).rows;
    },
    async closeLocal() {
      const open = local;
      local = null;
      await open?.close();
    },
    async dispose() {
      await target.closeLocal().catch(() => undefined);
      if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return target;
}

/** On PGlite, DATA_DIR/pglite starts from the suite's migrated template (global-setup.ts) instead of a slow initdb. */
async function openForSeed(target: Target) {
  if (target.kind === 'postgres') return openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({
    dataDir: path.join(target.dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, close: () => client.close() };
}

export interface Seeded {
  rootOrg: number;
  childOrg: number;
  /** The platform's owner: manages the child organization (delete with transfer). */
  rootOwner: string;
  /** A content creator of the child organization (uploads, playlists). */
  creator: string;
  creatorId: number;
}

/** Migrates the target's database in this process and adds the platform, a child organization and two users. */
export async function seed(target: Target): Promise<Seeded> {
  const database = await openForSeed(target);
  const { db } = database;
  try {
    const ctx = { db, now: () => new Date() } as never;
    const licencesService = new LicencesService(
      ctx,
      new LicencesRepository(db),
      new OrganizationTree(db),
      new OrganizationsRepository(db),
      createLicenceHooks(),
    );
    await licencesService.seedPackages();
    const passwordHash = await hashPassword(PASSWORD);
    const [root] = await db.insert(organizations).values({ name: 'Platform', country: 'Sweden', city: 'Malmö' }).returning();
    await licencesService.createUnlimited(root!.id);
    const [child] = await db
      .insert(organizations)
      .values({ parentId: root!.id, name: 'Child', country: 'Sweden', city: 'Lund' })
      .returning();
    await db.insert(licences).values({
      organizationId: child!.id,
      packageName: 'LOCATION_1Y',
      numDevices: 25,
      numUsers: 25,
      validityDays: 365,
      validityExpiresAt: new Date(Date.now() + 365 * 86_400_000),
      interactiveDeviceLimit: 5,
    });
    const person = (organizationId: number, email: string, role: string) => ({
      organizationId,
      email,
      fullname: role,
      role,
      passwordHash,
      status: 'active' as const,
      emailVerifiedAt: new Date(),
      eula: true,
      eulaAcceptedAt: new Date(),
    });
    await db.insert(users).values(person(root!.id, 'owner@platform.test', 'owner'));
    const [creator] = await db
      .insert(users)
      .values(person(child!.id, 'creator@child.test', 'content_creator'))
      .returning();
    return {
      rootOrg: root!.id,
      childOrg: child!.id,
      rootOwner: 'owner@platform.test',
      creator: 'creator@child.test',
      creatorId: creator!.id,
    };
  } finally {
    await database.close();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export interface Server {
  port: number;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr. */
  output(): string;
  /** Resolves when the server printed `line` (e.g. `fault-pause publish.snapshot`). */
  waitFor(line: string, timeoutMs?: number): Promise<void>;
  kill9(): Promise<void>;
  /** SIGTERM: a clean shutdown (closes the database, releases DATA_DIR). */
  stop(): Promise<void>;
}

const repoRoot = path.resolve(serverDir, '../..');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(ts|tsx|sql|json)$/.test(entry.name))
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * How to run the server: the build (`dist/main.js`, which `npm test` makes before the lanes) when it
 * is newer than every source it bundles, as it starts in ~2 s where `node --import tsx src/main.ts`
 * compiles for ~8 s at every start (CI time: these tests start servers dozens of times); the
 * sources through tsx otherwise, so a test never runs stale code.
 */
const serverCommand = (() => {
  const dist = path.join(serverDir, 'dist', 'main.js');
  if (existsSync(dist)) {
    const built = statSync(dist).mtimeMs;
    const sources = [
      path.join(serverDir, 'src'),
      ...readdirSync(path.join(repoRoot, 'packages')).map((p) => path.join(repoRoot, 'packages', p, 'src')),
    ];
    if (sources.filter((d) => existsSync(d)).every((d) => newestSource(d) <= built)) return ['dist/main.js'];
  }
  return ['--import', 'tsx', 'src/main.ts'];
})();

/** Starts the server on the target; resolves once /api/health answers, or rejects with its output. */
export async function startServer(target: Target, env: Record<string, string> = {}, opts: { wait?: boolean } = {}): Promise<Server> {
  await target.closeLocal();
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, serverCommand, {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: Server = {
    port,
    child,
    output: () => out,
    waitFor(line, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (out.includes(line)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`server never printed "${line}":\n${out}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  if (opts.wait === false) return server;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    const res = await request(port, 'GET', '/api/health').catch(() => null);
    if (res?.status === 200) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill9();
  throw new Error(`server did not start:\n${out}`);
}

export interface Answer {
  status: number;
  body: string;
  json(): Record<string, any>;
}

export function request(port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function login(server: Server, email: string): Promise<string> {
  const res = await request(server.port, 'POST', '/api/auth/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().response.sessionKey as string;
}

export const auth = (key: string) => ({ authorization: `SessionKey ${key}` });

/**
 * A multipart upload of `content` (as `name`) whose body is sent in 256 KB pieces; `stopAfter` bytes
 * of the file leaves the request hanging there (the caller kills the server). Answers the response,
 * or an `aborted` marker when the connection dies first.
 */
export function uploadMultipart(
  port: number,
  key: string,
  content: Buffer,
  name: string,
  opts: { stopAfter?: number; lang?: string } = {},
): Promise<Answer | { aborted: true }> {
  const boundary = `----faults${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="section"\r\n\r\nmy\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/media/upload',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + content.length + tail.length,
          ...auth(key),
          ...(opts.lang ? { 'accept-language': opts.lang } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text, json: () => JSON.parse(text) });
        });
        res.on('error', () => resolve({ aborted: true }));
      },
    );
    req.on('error', () => resolve({ aborted: true }));
    req.write(head);
    const limit = opts.stopAfter ?? content.length;
    let sent = 0;
    const pump = () => {
      while (sent < limit) {
        const piece = content.subarray(sent, Math.min(limit, sent + 256 * 1024));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (limit >= content.length) req.end(tail);
    };
    pump();
  });
}

/** A JPEG-looking file (the server sniffs the first bytes) of `size` bytes of pseudo-random content. */
export function fakeJpeg(size: number, seed = 1): Buffer {
  const buf = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    buf[i] = x & 0xff;
  }
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(buf);
  return buf;
}

/** Files under `root`, relative, recursively ([] when it does not exist). */
export function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => statSync(path.join(root, f)).isFile());
}

/**
 * The media invariants after a crash and restart: every stored file belongs to a row (content or
 * thumbnail), every row's files exist, no partial write (`.part`) and no temp file is left.
 */
export async function mediaConsistency(target: Target) {
  const rows = await target.query<{ storage_key: string; thumbnail_key: string | null }>('select storage_key, thumbnail_key from media');
  const referenced = new Set(rows.flatMap((r) => [r.storage_key, r.thumbnail_key].filter((k): k is string => Boolean(k))));
  const files = filesUnder(path.join(target.dataDir, 'media')).map((f) => f.split(path.sep).join('/'));
  return {
    rows: rows.length,
    files,
    orphanFiles: files.filter((f) => !referenced.has(f)),
    rowsWithoutFile: [...referenced].filter((k) => !files.includes(k)),
    tempFiles: filesUnder(path.join(target.dataDir, 'tmp')),
  };
}
