import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One handle type for both drivers (stack-notes 3.7). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a repository may run its queries: the database, or a transaction already open. */
export type DbOrTx = Db | Tx;

/**
 * The rows of a raw `db.execute(sql…)`: both drivers answer `{rows}`, but the shared handle type
 * cannot say so (its result type is generic over the driver). The one place that knows.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The SQL statements one piece of work sent (`countQueries`): their text, in order. */
export interface QueryTally {
  statements: string[];
}

const tallies = new AsyncLocalStorage<QueryTally>();
/** Transaction control: sent by node-postgres through Drizzle, by PGlite beside it, so never counted. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Every statement Drizzle sends passes here (both drivers): it is added to the tally of the work that
 * sent it, if any (`countQueries`). Outside a tally this is one `getStore()`: nothing is kept.
 */
const tallyLogger: Logger = {
  logQuery(query) {
    const tally = tallies.getStore();
    if (tally && !TRANSACTION_CONTROL.test(query)) tally.statements.push(query);
  },
};

/**
 * Runs `work` and answers the SQL statements it (and whatever it starts, in its async context) sent
 * through Drizzle, on PGlite and PostgreSQL alike: transaction control (begin, commit) is left out,
 * and so is the event hub's NOTIFY (its own connection). For tests and budgets (test/query-count.test.ts).
 */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const tally: QueryTally = { statements: [] };
  const result = await tallies.run(tally, work);
  return { result, statements: tally.statements };
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Works from src/db (tsx, vitest) and from dist/ (tsup bundle copies migrations beside main.js). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

/** The advisory lock key migrations run under on PostgreSQL (any constant unique to this product). */
const MIGRATION_LOCK = 7_120_418_221;

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A dumped, migrated PGlite data dir (tests), loaded instead of running initdb. */
  pgliteTemplate?: Blob;
  /**
   * PostgreSQL: `statement_timeout` of every pooled connection in ms (0 = none; default 15 s), so a hung
   * query fails (SQLSTATE 57014, answered 503) instead of holding the request; a transaction left
   * idle is ended after four times as long (at least 60 s).
   */
  statementTimeoutMs?: number;
  /** PGlite: `shared_buffers` (e.g. "16MB"; PostgreSQL's default 128MB when unset). */
  pgliteSharedBuffers?: string;
}

/** The `idle_in_transaction_session_timeout` that goes with a statement time-out. */
export function idleInTransactionTimeoutMs(statementTimeoutMs: number) {
  return statementTimeoutMs > 0 ? Math.max(60_000, 4 * statementTimeoutMs) : 0;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A connection attempt to a database that is down fails within 5 s instead of hanging the request.
    // A statement that hangs (a lock wait, a stuck server) is cancelled by the server after
    // `statement_timeout` and answers 503 (lib/db-errors.ts) instead of hanging the request.
    const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
    const pool = new pg.default.Pool({
      connectionString: url,
      max: 10,
      options: '-c TimeZone=UTC',
      connectionTimeoutMillis: 5_000,
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: idleInTransactionTimeoutMs(statementTimeoutMs),
    });
    // An idle connection that the server drops (restart, failover, admin termination) must not crash
    // the process: the pool replaces it on the next query.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzle(pool, { schema, logger: tallyLogger });
    // Several instances may start at once (design brief 2): one migrates, the others wait for it, then
    // find nothing left to do. A session lock: a killed instance's lock goes with its connection.
    // Waiting for the lock and migrating may take longer than a request's statement time-out: this
    // connection runs without one, and migrates on itself.
    const lock = await pool.connect();
    try {
      await lock.query('set statement_timeout = 0');
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(lock, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      await lock.query('reset statement_timeout').catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: PGlite;
  if (url === 'memory://' || options.pgliteTemplate) {
    client = await PGlite.create(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {});
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const startParams = options.pgliteSharedBuffers
      ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.pgliteSharedBuffers}`]
      : undefined;
    client = await PGlite.create(dir, startParams ? { startParams } : {});
  }
  const db = drizzle(client, { schema, logger: tallyLogger });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
