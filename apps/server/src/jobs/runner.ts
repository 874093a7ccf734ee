import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { type Job, jobs } from '../db/schema/index.ts';
import type { DeadClaims } from './liveness.ts';

/**
 * Background work claimable across server instances (docs/jobs.md). Every instance runs one
 * `JobRunner` on the shared database. A job is a row of `jobs` (kind + key: one live job per subject);
 * a runner claims due rows with one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED LIMIT n)`
 * (PGlite and PostgreSQL alike), so two instances never hold the same job, and holds each under a
 * lease it renews while the handler works. A runner that dies stops renewing: once the lease has
 * expired, any instance claims the job again. A failed attempt waits (back-off, in the row) and is
 * tried again by whichever instance comes first; a handler that gives up leaves the row `failed`.
 */

/** What a handler gets besides the row: the lease, lost (aborted) when another runner took the job over. */
export interface JobLease {
  signal: AbortSignal;
}

export interface JobHandler {
  kind: string;
  /** How many jobs of this kind one instance runs at once (default 1). */
  concurrency?: number;
  run(job: Job, lease: JobLease): Promise<void>;
  /** The wait before the next attempt after `attempts` attempts (the row's count, this one included). */
  retryDelayMs(attempts: number): number;
  /** After a failed attempt: stop trying (the row becomes `failed`). Default: never. */
  giveUp?(job: Job, error: unknown): boolean;
  /** Called once when the job is given up (by `giveUp` or a `PermanentJobError`). */
  onGiveUp?(job: Job, message: string): Promise<void>;
}

/** Thrown by a handler: the job cannot succeed, do not try again. */
export class PermanentJobError extends Error {}

export interface JobRunnerOptions {
  /** How often an idle runner looks for due jobs (other instances' and retries); enqueueing wakes it at once. */
  pollMs: number;
  /** How long a claim holds without renewal; renewed every third of it while the handler runs. */
  leaseMs: number;
  /** This runner's name in `lease_owner` (default: host, pid and a random suffix). */
  owner?: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

interface Lane {
  handler: JobHandler;
  running: Set<Promise<void>>;
  /** The lane's claims run one after the other (the poll and `idle()` never claim past `concurrency`, and `idle()` sees the poll's claim). */
  claiming: Promise<unknown>;
}

export class JobRunner {
  owner: string;
  private readonly lanes = new Map<string, Lane>();
  private loop: Promise<void> | null = null;
  /** `stop()` or `abandon()` was called: nothing more is claimed. */
  private closed = false;
  private abandoned = false;
  private sleeper: { timer: ReturnType<typeof setTimeout>; resolve: () => void } | null = null;
  private readonly renewals = new Set<ReturnType<typeof setInterval>>();
  /** Jobs this runner finished, retried later, gave up (tests, logs). */
  readonly counts = { done: 0, retried: 0, failed: 0 };
  /** Set by the app: tells the other instances that a job was queued (the hub), so they need not wait for their poll. */
  onEnqueued: ((kind: string) => void) | null = null;
  /**
   * Set by the app: finds the claims of instances known to be gone (jobs/liveness.ts), asked before
   * the first claim and at every poll, so their jobs need not wait for the lease. None: leases only.
   */
  deadClaims: DeadClaims | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly opts: JobRunnerOptions,
  ) {
    this.owner = opts.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  /**
   * Names this runner as one whose liveness the others can check (jobs/liveness.ts): only such owners'
   * claims are ever taken back early, so a runner without a liveness lock (an older version during a
   * rolling upgrade, a script) keeps its claims until their leases run out. Before `start()` only.
   */
  markLive(suffix: string) {
    if (this.loop) throw new Error('markLive after start');
    if (!this.owner.endsWith(suffix)) this.owner = `${this.owner}${suffix}`;
  }

  register(handler: JobHandler) {
    if (this.lanes.has(handler.kind)) throw new Error(`job kind ${handler.kind} registered twice`);
    this.lanes.set(handler.kind, { handler, running: new Set(), claiming: Promise.resolve() });
  }

  /**
   * Queues a job (in `tx` when given, so it commits with the row it is about). A live job of the same
   * kind and key is left as it is; a `failed` one is queued again. Returns whether a row was written.
   */
  async enqueue(kind: string, key: string, payload: Record<string, unknown> = {}, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .insert(jobs)
      .values({ kind, key, payload })
      .onConflictDoUpdate({
        target: [jobs.kind, jobs.key],
        set: { status: 'queued', payload, attempts: 0, runAfter: sql`now()`, lastError: null, updatedAt: sql`now()` },
        setWhere: eq(jobs.status, 'failed'),
      })
      .returning({ id: jobs.id });
    if (rows.length > 0 && tx === this.db) this.nudge(kind);
    return rows.length > 0;
  }

  /** After a transaction that enqueued committed: wake this runner and the other instances. */
  nudge(kind: string) {
    this.wake();
    this.onEnqueued?.(kind);
  }

  start() {
    if (this.loop || this.closed) return;
    this.loop = this.poll();
  }

  /** Wakes the poll loop now (a job was queued here or elsewhere, a slot came free). */
  wake() {
    const s = this.sleeper;
    if (!s) return;
    this.sleeper = null;
    clearTimeout(s.timer);
    s.resolve();
  }

  /** Stops claiming and waits for the jobs running here (they finish, or fail and are retried later). */
  async stop() {
    this.closed = true;
    this.wake();
    await this.loop;
    this.loop = null;
    if (this.abandoned) return;
    for (const lane of this.lanes.values()) while (lane.running.size) await Promise.allSettled([...lane.running]);
  }

  /**
   * Tests: stop as a killed process would — no more claims, no lease renewals, nothing released or
   * finished in the database. The jobs it held are claimed by another runner once their leases expire.
   */
  abandon() {
    this.abandoned = true;
    this.closed = true;
    for (const timer of this.renewals) clearInterval(timer);
    this.renewals.clear();
    this.wake();
  }

  /**
   * Runs due jobs of `kind` here until none is left and none runs here (tests, shutdown). Jobs waiting
   * out a back-off, or held by another instance, are not waited for.
   */
  async idle(kind: string) {
    const lane = this.lanes.get(kind);
    if (!lane) return;
    for (;;) {
      if (lane.running.size && !this.abandoned) {
        await Promise.allSettled([...lane.running]);
        continue;
      }
      if (this.closed || (await this.claimInto(lane)) === 0) {
        if (!lane.running.size || this.abandoned) return;
      }
    }
  }

  /**
   * Claims the job of `kind` and `key` if it is due (or its lease expired) and runs it here, awaiting
   * it. False when there is none to claim (done, held by another runner, waiting out a back-off).
   */
  async runNow(kind: string, key: string): Promise<boolean> {
    const lane = this.lanes.get(kind);
    if (!lane || this.closed) return false;
    const [job] = await this.claim(kind, 1, key);
    if (!job) return false;
    await this.execute(lane, job);
    return true;
  }

  // ---- internals ------------------------------------------------------------------------------

  private async poll() {
    while (!this.closed) {
      const reclaimed = await this.deadClaims?.reclaim(this.db, this.owner).catch((error) => {
        this.log.warn({ err: error }, 'dead job claims not checked');
        return 0;
      });
      if (reclaimed) this.log.info({ jobs: reclaimed }, 'jobs of a stopped instance taken back before their leases ran out');
      for (const lane of this.lanes.values()) {
        if (this.closed) break;
        await this.claimInto(lane).catch((error) => {
          this.log.warn({ err: error, kind: lane.handler.kind }, 'job claim failed');
        });
      }
      if (this.closed) break;
      // Wait for the poll interval, or less: a job queued here or elsewhere, or a finished job, wakes the loop.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.sleeper = null;
          resolve();
        }, this.opts.pollMs);
        timer.unref?.();
        this.sleeper = { timer, resolve };
      });
    }
  }

  /** Claims as many due jobs of the lane as it has free slots and starts them (after the lane's claim in flight). */
  private claimInto(lane: Lane): Promise<number> {
    const next = lane.claiming.then(async () => {
      const free = (lane.handler.concurrency ?? 1) - lane.running.size;
      if (free <= 0 || this.closed) return 0;
      const claimed = await this.claim(lane.handler.kind, free);
      for (const job of claimed) void this.execute(lane, job);
      return claimed.length;
    });
    lane.claiming = next.catch(() => 0);
    return next;
  }

  /** One statement: due (or lease-expired) rows, locked rows skipped, marked running under our lease. */
  private async claim(kind: string, limit: number, key?: string): Promise<Job[]> {
    // Not provably alive to the others (the liveness lock is being taken again): they could take a
    // claim made now at once.
    if (this.deadClaims && !this.deadClaims.held) return [];
    const due = or(
      and(eq(jobs.status, 'queued'), lte(jobs.runAfter, sql`now()`)),
      and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, sql`now()`)),
    );
    const candidates = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), key === undefined ? undefined : eq(jobs.key, key), due))
      .orderBy(asc(jobs.runAfter), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return (
      this.db
        .update(jobs)
        .set({
          status: 'running',
          leaseOwner: this.owner,
          leaseUntil: sql`now() + ${this.opts.leaseMs} * interval '1 millisecond'`,
          attempts: sql`${jobs.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        // ARRAY(…): the candidates are chosen once (an InitPlan). A plain `IN (SELECT … LIMIT n FOR UPDATE)`
        // may be planned as a join that runs the subquery again and claims more than n rows (seen on PGlite).
        .where(and(sql`${jobs.id} = ANY(ARRAY(${candidates}))`, due))
        .returning()
    );
  }

  private execute(lane: Lane, job: Job): Promise<void> {
    const p = this.runOne(lane.handler, job)
      .catch((error) => this.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job bookkeeping failed'))
      .finally(() => {
        lane.running.delete(p);
        if (!this.closed) this.wake();
      });
    lane.running.add(p);
    return p;
  }

  private mine(job: Job) {
    return and(eq(jobs.id, job.id), eq(jobs.leaseOwner, this.owner), eq(jobs.status, 'running'));
  }

  private async runOne(handler: JobHandler, job: Job) {
    const controller = new AbortController();
    const renewal = setInterval(
      () => {
        void this.db
          .update(jobs)
          .set({ leaseUntil: sql`now() + ${this.opts.leaseMs} * interval '1 millisecond'` })
          .where(this.mine(job))
          .returning({ id: jobs.id })
          .then((rows) => {
            if (rows.length === 0) controller.abort();
          })
          .catch((error) => this.log.warn({ err: error, jobId: job.id }, 'job lease renewal failed'));
      },
      Math.max(50, Math.floor(this.opts.leaseMs / 3)),
    );
    renewal.unref?.();
    this.renewals.add(renewal);
    let failure: unknown = null;
    let failed = false;
    try {
      // Let requests (and PGlite's single connection) in between jobs.
      await new Promise((resolve) => setImmediate(resolve));
      await handler.run(job, { signal: controller.signal });
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      clearInterval(renewal);
      this.renewals.delete(renewal);
    }
    // Killed (tests) or taken over: whoever holds the job now finishes it.
    if (this.abandoned || controller.signal.aborted) return;
    if (!failed) {
      await this.db.delete(jobs).where(this.mine(job));
      this.counts.done++;
      return;
    }
    const message = errorText(failure);
    const permanent = failure instanceof PermanentJobError || (handler.giveUp?.(job, failure) ?? false);
    if (permanent) {
      const given = await this.db
        .update(jobs)
        .set({ status: 'failed', leaseOwner: null, leaseUntil: null, lastError: message, updatedAt: sql`now()` })
        .where(this.mine(job))
        .returning({ id: jobs.id });
      this.log.warn({ jobId: job.id, kind: job.kind, key: job.key, attempts: job.attempts, err: message }, 'job failed, giving up');
      this.counts.failed++;
      if (given.length > 0) await handler.onGiveUp?.(job, message);
      return;
    }
    const delay = Math.max(0, handler.retryDelayMs(job.attempts));
    this.counts.retried++;
    this.log.warn(
      { jobId: job.id, kind: job.kind, key: job.key, attempts: job.attempts, retryInMs: delay, err: message },
      'job failed, will retry',
    );
    await this.db
      .update(jobs)
      .set({
        status: 'queued',
        leaseOwner: null,
        leaseUntil: null,
        lastError: message,
        runAfter: sql`now() + ${delay} * interval '1 millisecond'`,
        updatedAt: sql`now()`,
      })
      .where(this.mine(job));
  }
}
