import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { mailOutbox, organizations, users } from '../src/db/schema/index.ts';

/** Which database the integration suite runs on: PGlite always; PostgreSQL when TEST_DB=postgres. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  /** Stops the clock (only `advance` moves it): a test that counts whole seconds is not moved by a slow machine. */
  freeze(): void;
  /** Runs on from where it stands. */
  resume(): void;
}

export function testClock(start = new Date()): TestClock {
  let offset = start.getTime() - Date.now();
  let frozenAt: number | null = null;
  return {
    now: () => new Date(frozenAt ?? Date.now() + offset),
    advance: (ms) => {
      if (frozenAt !== null) frozenAt += ms;
      else offset += ms;
    },
    freeze: () => {
      frozenAt ??= Date.now() + offset;
    },
    resume: () => {
      if (frozenAt === null) return;
      offset = frozenAt - Date.now();
      frozenAt = null;
    },
  };
}

/**
 * A fresh PostgreSQL database beside the one `adminUrl` names (each suite gets its own): empty, or a
 * copy of `template`; `drop` removes it (the run's end drops any left). Several app instances may
 * open `url` at once, as several servers would.
 */
export async function scratchPostgres(adminUrl: string, template = ''): Promise<{ url: string; drop(): Promise<void> }> {
  const pg = (await import('pg')).default;
  const name = `signage_test_${inject('testDatabaseTag')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function openTestDatabase(): Promise<Database> {
  if (TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    // A copy of the migrated template (global-setup.ts); the run's end drops every test database.
    const scratch = await scratchPostgres(adminUrl, inject('postgresTemplate'));
    return openDatabase({ databaseUrl: scratch.url, dataDir: '/nonexistent' });
  }
  return openPgliteTestDatabase();
}

/** An in-memory PGlite loaded from the migrated dump the global setup made (no initdb, no migrations). */
export function openPgliteTestDatabase(): Promise<Database> {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ databaseUrl: 'memory://', dataDir: '/nonexistent', pgliteTemplate: template });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  close(): Promise<void>;
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}, extraRoutes?: (app: FastifyInstance) => void): Promise<TestApp> {
  return startTestApp(await openTestDatabase(), overrides, extraRoutes);
}

/**
 * One more server instance on an existing PostgreSQL database (`url` from scratchPostgres): its own
 * connection pool, event hub and clock, as a second server behind a load balancer. Closing it leaves
 * the database in place.
 */
export async function buildTestAppOn(
  url: string,
  overrides: Partial<AppConfig> = {},
  extraRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '/nonexistent',
    statementTimeoutMs: overrides.databaseStatementTimeoutMs,
  });
  return startTestApp(database, { databaseUrl: url, ...overrides }, extraRoutes);
}

async function startTestApp(
  database: Database,
  overrides: Partial<AppConfig>,
  extraRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const clock = testClock();
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://signage.test' } as NodeJS.ProcessEnv),
    webDist: '/nonexistent',
    playerDist: '/nonexistent',
    ...overrides,
  };
  const app = await buildApp(config, { database, now: clock.now });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

/** A fresh loopback address per call, so per-address limits do not couple unrelated tests. */
export const someAddress = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = someAddress(),
) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
}

export async function lastMailTo(t: TestApp, to: string) {
  await t.app.ctx.mailer.idle();
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return row ?? null;
}

export async function mailCount(t: TestApp) {
  await t.app.ctx.mailer.idle();
  return (await t.database.db.select().from(mailOutbox)).length;
}

export const STRONG_PASSWORD = 'Corr3ct-Horse!';

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${++seq}-${randomBytes(3).toString('hex')}@example.com`;

/** Registers an organization through the API and verifies the owner's e-mail with the mailed code. */
export async function signUp(t: TestApp, opts: { email?: string; orgName?: string; password?: string; verify?: boolean } = {}) {
  const email = opts.email ?? uniqueEmail('owner');
  const password = opts.password ?? STRONG_PASSWORD;
  const csrf = json(await post(t.app, '/api/auth/csrfToken', {})).response.csrfToken as string;
  const res = await post(t.app, '/api/register', {
    orgName: opts.orgName ?? 'Org',
    orgOwnerName: 'Olive Owner',
    email,
    password,
    city: 'Malmö',
    state: '',
    country: 'Sweden',
    csrfToken: csrf,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  if (opts.verify !== false) {
    const code = await codeFromMail(t, email);
    const v = await post(t.app, '/api/register/verify', { email, code });
    if (v.statusCode !== 200) throw new Error(`verify failed: ${v.body}`);
  }
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  return { email, password, user, organizationId: user.organizationId };
}

export async function codeFromMail(t: TestApp, email: string) {
  const mail = await lastMailTo(t, email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function login(t: TestApp, email: string, password = STRONG_PASSWORD) {
  const res = await post(t.app, '/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return json(res).response as { sessionKey: string; id: number; organizationId: number; role: string };
}

/** Adds a user of `role` to an organization directly (user management arrives with its own issue). */
export async function addUser(
  t: TestApp,
  organizationId: number,
  role: string,
  opts: { email?: string; status?: 'active' | 'pending_approval' } = {},
) {
  const { hashPassword } = await import('../src/lib/crypto.ts');
  const email = opts.email ?? uniqueEmail(role);
  const [user] = await t.database.db
    .insert(users)
    .values({
      organizationId,
      email,
      fullname: `${role} user`,
      role,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      status: opts.status ?? 'active',
      emailVerifiedAt: new Date(),
    })
    .returning();
  return { email, user: user as NonNullable<typeof user> };
}

/** The three organizations most suites start from: the platform (first sign-up) and its sub-organizations A and B. */
export interface Orgs {
  root: number;
  a: number;
  b: number;
}

/**
 * A test app on `dataDir` with the platform, Org A and Org B signed up and signed in (`keys.root`, `keys.a`,
 * `keys.b`), and a user of each of `roles` added to Org A and signed in under the role's name.
 */
export async function appWithOrgs(dataDir: string, overrides: Partial<AppConfig> = {}, roles: string[] = []) {
  const t = await buildTestApp({ dataDir, ...overrides });
  const keys: Record<string, string> = {};
  const orgs: Orgs = { root: 0, a: 0, b: 0 };
  const userIds: Record<string, number> = {};
  const root = await signUp(t, { orgName: 'Platform' });
  const a = await signUp(t, { orgName: 'Org A' });
  const b = await signUp(t, { orgName: 'Org B' });
  orgs.root = root.organizationId;
  orgs.a = a.organizationId;
  orgs.b = b.organizationId;
  keys.root = (await login(t, root.email)).sessionKey;
  keys.a = (await login(t, a.email)).sessionKey;
  keys.b = (await login(t, b.email)).sessionKey;
  userIds.a = a.user.id;
  for (const role of roles) {
    const u = await addUser(t, orgs.a, role);
    keys[role] = (await login(t, u.email)).sessionKey;
    userIds[role] = u.user.id;
  }
  return { t, keys, orgs, userIds };
}

/** A fresh temporary data directory for one test file. */
export const tempDataDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

export async function orgRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}
