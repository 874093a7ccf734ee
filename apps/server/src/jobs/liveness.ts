import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * How a runner learns that another instance's claims are dead before their leases run out
 * (docs/jobs.md, "An instance that died"): after a kill -9 the restarted server would otherwise
 * leave an upload `processing` for up to `JOBS_LEASE_SECONDS`. The lease stays the fallback for
 * what these cannot tell (a machine that lost power or its network holds its PostgreSQL session
 * until the database's TCP keep-alive gives up).
 */
export interface DeadClaims {
  /** False while this instance cannot prove it is alive to the others: it then claims nothing. */
  readonly held: boolean;
  /** Makes the running claims of instances known dead due now; answers how many were. */
  reclaim(db: Db, owner: string): Promise<number>;
  close(): Promise<void>;
}

/** Makes the running claims of `owners` due now (the next claim takes them). */
async function expire(db: Db, owners: string[]): Promise<number> {
  if (owners.length === 0) return 0;
  const rows = await db
    .update(jobs)
    .set({ leaseUntil: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.status, 'running'), inArray(jobs.leaseOwner, owners), gt(jobs.leaseUntil, sql`now()`)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * The end of every `lease_owner` that holds a liveness lock (JobRunner.markLive). A claim of any other
 * owner — an instance of an older version during a rolling upgrade, a runner without the lock — is
 * never taken as dead: it waits for its lease.
 */
export const LIVE_OWNER_SUFFIX = '~live';

/** The owners, other than `owner`, of claims still under lease (`liveOnly`: only owners that hold a liveness lock). */
async function otherOwners(db: Db, owner: string, liveOnly: boolean): Promise<string[]> {
  const rows = await db
    .selectDistinct({ owner: jobs.leaseOwner })
    .from(jobs)
    .where(and(eq(jobs.status, 'running'), gt(jobs.leaseUntil, sql`now()`), ne(jobs.leaseOwner, owner)));
  return rows.map((r) => r.owner).filter((o): o is string => Boolean(o) && (!liveOnly || (o as string).endsWith(LIVE_OWNER_SUFFIX)));
}

/**
 * The embedded database: main.ts holds the DATA_DIR lock (db/lock.ts), so this process is the only
 * one on it and every claim it finds at start was made by a process that is gone. They are made due
 * once, before the first claim; later claims can only be this process's own.
 */
export function soleInstance(): DeadClaims {
  let done = false;
  return {
    held: true,
    async reclaim(db, owner) {
      if (done) return 0;
      const n = await expire(db, await otherOwners(db, owner, false));
      done = true;
      return n;
    },
    async close() {},
  };
}

/** The advisory-lock namespace of instance liveness (the first key of the two-key form; any constant of this product). */
export const LIVENESS_LOCK_SPACE = 712_041_822;

/** The second advisory-lock key of an instance id (the first four bytes of its SHA-256, signed). */
export function livenessKey(owner: string): number {
  return createHash('sha256').update(owner).digest().readInt32BE(0);
}

/**
 * PostgreSQL: each instance holds a session-level advisory lock keyed by its instance id (the
 * `lease_owner` of its claims) on a connection of its own for its whole life. The database releases
 * it the moment that session ends — the process killed, its connection closed by the kernel. A claim
 * whose owner's lock can be taken (`pg_try_advisory_xact_lock`, released again at the end of the
 * statement) is dead and made due at once; the runner asks at start and at every poll.
 * A lost lock connection is opened again with back-off; meanwhile this instance claims nothing, and
 * the others may take over what it runs (its lease renewal then finds the row gone and aborts).
 */
export async function postgresLiveness(
  databaseUrl: string,
  owner: string,
  log: FastifyBaseLogger,
  options: { reconnectMs?: number } = {},
): Promise<DeadClaims> {
  const pg = (await import('pg')).default;
  const reconnectMs = options.reconnectMs ?? 500;
  const key = livenessKey(owner);
  let client: InstanceType<typeof pg.Client> | null = null;
  let held = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const later = (attempt: number) => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = null;
        void connect(attempt + 1);
      },
      Math.min(30_000, reconnectMs * 2 ** Math.min(attempt, 6)),
    );
    retry.unref?.();
  };
  const connect = async (attempt = 0): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl, application_name: 'signage-job-liveness' });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === c) {
        client = null;
        held = false;
      }
      later(0);
    };
    c.on('error', (error) => {
      log.warn({ err: error }, 'job liveness connection lost');
      onLost();
    });
    c.on('end', onLost);
    try {
      await c.connect();
      const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [LIVENESS_LOCK_SPACE, key]);
      // Taken by another session: a hash collision with a live instance (its claims and ours then
      // look alive to the others, and fall back to their leases). Never a reason not to work.
      if (!rows[0]?.ok)
        log.warn({ owner }, 'job liveness lock held by another session: dead claims of this instance wait for their leases');
    } catch (error) {
      lost = true;
      log.warn({ err: error, attempt }, 'job liveness connection could not be opened');
      await c.end().catch(() => {});
      later(attempt);
      return;
    }
    if (closed || lost) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    held = true;
  };
  await connect();

  return {
    get held() {
      return held;
    },
    async reclaim(db, me) {
      const owners = await otherOwners(db, me, true);
      if (owners.length === 0) return 0;
      // One statement, so the transaction-level locks it takes are released at its end.
      const pairs = sql.join(
        owners.map((o) => sql`(${o}::text, ${livenessKey(o)}::int)`),
        sql`, `,
      );
      const dead = rowsOf<{ owner: string }>(
        await db.execute(
          sql`select o as owner from (values ${pairs}) as t(o, k) where pg_try_advisory_xact_lock(${LIVENESS_LOCK_SPACE}::int, k)`,
        ),
      ).map((r) => r.owner);
      return expire(db, dead);
    },
    async close() {
      closed = true;
      held = false;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
