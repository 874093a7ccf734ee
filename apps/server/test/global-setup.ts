import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrations = path.resolve(here, '../src/db/migrations');
const cacheDir = path.resolve(here, '../../../.test-cache');

/**
 * PGlite runs initdb on every fresh instance (3–7 s). Build one migrated instance, dump it, and let
 * each test file load the dump (~1 s) — cached by a hash of the migrations (stack-notes 3.2).
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const full = path.join(migrations, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const migrationsHash = hash.digest('hex').slice(0, 16);
  const file = path.join(cacheDir, `pglite-${migrationsHash}.tar.gz`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: migrations });
    const dump = await client.dumpDataDir('gzip');
    // Written aside and renamed: the PGlite and PostgreSQL passes start side by side (scripts/test.mjs),
    // and one must never read the other's half-written file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    await client.close();
  }
  project.provide('pgliteTemplate', file);

  /**
   * The PostgreSQL databases this project's files create are named with this tag, and only those are
   * dropped at the end of the run: the PGlite and PostgreSQL passes run side by side
   * (scripts/test.mjs), and the PostgreSQL pass dropping every test database when it ended (as it
   * did) cut the connections of a PGlite-pass file still using its own scratch database on the same
   * server (`terminating connection due to administrator command`, jobs.test.ts, 2026-11-27).
   */
  const tag = randomBytes(4).toString('hex');
  project.provide('testDatabaseTag', tag);
  const adminUrl = process.env.DATABASE_URL;
  project.provide(
    'postgresTemplate',
    process.env.TEST_DB === 'postgres' && adminUrl ? await postgresTemplate(adminUrl, migrationsHash) : '',
  );
  // Test databases are dropped at the end, not one by one (each drop takes half a second).
  if (adminUrl && /^postgres(ql)?:/.test(adminUrl)) return () => dropTestDatabases(adminUrl, tag);
}

/**
 * The same for PostgreSQL: one migrated database, and each test database a copy of it
 * (`create database … template`, ~0.3 s) rather than an empty one migrated anew (~1.1 s).
 */
async function postgresTemplate(adminUrl: string, migrationsHash: string): Promise<string> {
  const pg = (await import('pg')).default;
  const name = `signage_template_${migrationsHash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under a temporary name and renamed when complete: a run killed half-way leaves no
    // half-migrated template behind under the real name.
    const building = `${name}_building_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: migrations });
    await client.end();
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another project's setup (or another run) finished the same template first: use theirs.
      await admin.query(`drop database if exists ${building} with (force)`);
      const done = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!done.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

async function dropTestDatabases(adminUrl: string, tag: string) {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return; // no PostgreSQL here (a PGlite-only run with DATABASE_URL set): nothing was created
  }
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 or datname like 'signage\\_template\\_%\\_building\\_%'",
      [`signage\\_test\\_${tag}\\_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Names this project's PostgreSQL test databases (`signage_test_<tag>_…`): its teardown drops only those. */
    testDatabaseTag: string;
    /** The migrated PostgreSQL database to copy (TEST_DB=postgres), else ''. */
    postgresTemplate: string;
  }
}
