import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { auditLog, jobs, mailOutbox, media } from '../src/db/schema/index.ts';
import { LIVE_OWNER_SUFFIX, postgresLiveness, soleInstance } from '../src/jobs/liveness.ts';
import { type JobHandler, JobRunner } from '../src/jobs/runner.ts';
import { openDatabase } from '../src/db/client.ts';
import { addUser, buildTestApp, buildTestAppOn, json, login, post, scratchPostgres, signUp, type TestApp, tempDataDir } from './helpers.ts';
import { upload } from './media-fixtures.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * Background jobs claimable across instances (docs/jobs.md): the job runner, media
 * processing and the mail outbox as jobs, and the notices to the platform's admins.
 */

// Every call of the media processing (sharp, mupdf, ffmpeg) is counted, and can be held (a "killed" instance).
const processing = vi.hoisted(() => ({ calls: 0, hold: null as null | { started: () => void; release: Promise<never> } }));
vi.mock('../src/modules/media/processing.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/modules/media/processing.ts')>();
  return {
    ...actual,
    processFile: async (...args: Parameters<typeof actual.processFile>) => {
      processing.calls++;
      const hold = processing.hold;
      if (hold) {
        processing.hold = null;
        hold.started();
        await hold.release;
      }
      await new Promise((r) => setTimeout(r, 20));
      return actual.processFile(...args);
    },
  };
});

const silent = { warn() {}, info() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent } as never;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

// Resolve the mock once, before two instances import it at the same moment (a concurrent first import
// can get the unmocked module while the factory is still running).
beforeAll(async () => {
  await import('../src/modules/media/processing.ts');
});

const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
});

/** Short polls and leases, so a lost lease is taken over within a second. */
const FAST: Partial<AppConfig> = { jobs: { pollMs: 100, leaseMs: 600 } };

const image = (i: number) =>
  sharp({ create: { width: 40 + i, height: 30, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: 120 } } })
    .png()
    .toBuffer();

/** A second server instance on the first one's PGlite database (one process: PGlite is not shared between processes). */
async function secondOnPglite(first: TestApp, overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp(
    {
      ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://signage.test' } as NodeJS.ProcessEnv),
      webDist: '/nonexistent',
      playerDist: '/nonexistent',
      ...overrides,
    },
    { database: first.database },
  );
  await app.ready();
  return app;
}

interface Pair {
  a: TestApp['app'];
  b: () => Promise<FastifyInstance>;
  first: TestApp;
}

const pgUrl = process.env.DATABASE_URL;
const withPostgres = Boolean(pgUrl && /^postgres(ql)?:\/\//.test(pgUrl));

/** Two instances on one database and one media directory: PGlite in this process, or PostgreSQL. */
async function pair(mode: 'pglite' | 'postgres', overrides: Partial<AppConfig>): Promise<Pair> {
  const dataDir = tempDataDir('signage-jobs-');
  closers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const config = { dataDir, ...FAST, ...overrides };
  if (mode === 'pglite') {
    const first = await buildTestApp(config);
    closers.push(() => first.close());
    return {
      first,
      a: first.app,
      b: async () => {
        const app = await secondOnPglite(first, config);
        closers.push(() => app.close());
        return app;
      },
    };
  }
  const scratch = await scratchPostgres(pgUrl as string);
  closers.push(() => scratch.drop());
  const first = await buildTestAppOn(scratch.url, config);
  closers.push(() => first.close());
  return {
    first,
    a: first.app,
    b: async () => {
      const second = await buildTestAppOn(scratch.url, config);
      closers.push(() => second.close());
      return second.app;
    },
  };
}

describe('job runner', () => {
  it('two runners on one database: 40 jobs, each run exactly once, shared between them', async () => {
    const t = await buildTestApp();
    closers.push(() => t.close());
    const runs = new Map<string, string[]>();
    const runner = (name: string) => {
      const r = new JobRunner(t.database.db, silent, { pollMs: 50, leaseMs: 1_000, owner: name });
      r.register({
        kind: 'test.count',
        concurrency: 2,
        retryDelayMs: () => 0,
        async run(job) {
          runs.set(job.key, [...(runs.get(job.key) ?? []), name]);
          await sleep(10);
        },
      });
      return r;
    };
    const a = runner('A');
    const b = runner('B');
    for (let i = 0; i < 40; i++) await a.enqueue('test.count', `k${i}`);
    // A live job is not queued twice.
    expect(await a.enqueue('test.count', 'k0')).toBe(false);
    a.start();
    b.start();
    await until('all jobs done', async () => (await t.database.db.select().from(jobs)).length === 0 && runs.size === 40);
    await a.stop();
    await b.stop();
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    expect(a.counts.done + b.counts.done).toBe(40);
    expect(a.counts.done).toBeGreaterThan(0);
    expect(b.counts.done).toBeGreaterThan(0);
  });

  it('a killed runner stops renewing its lease: the other runner takes the job over once it expires; failures back off in the row', async () => {
    const t = await buildTestApp();
    closers.push(() => t.close());
    let startedOnA: () => void = () => undefined;
    const aStarted = new Promise<void>((resolve) => {
      startedOnA = resolve;
    });
    const a = new JobRunner(t.database.db, silent, { pollMs: 50, leaseMs: 400, owner: 'A' });
    a.register({
      kind: 'test.kill',
      retryDelayMs: () => 0,
      run: () => {
        startedOnA();
        return new Promise(() => undefined); // never finishes: the process "dies" with it
      },
    });
    const ranOnB: number[] = [];
    let failOnce = true;
    const b = new JobRunner(t.database.db, silent, { pollMs: 50, leaseMs: 400, owner: 'B' });
    b.register({
      kind: 'test.kill',
      retryDelayMs: () => 300,
      async run(job) {
        ranOnB.push(job.attempts);
        if (failOnce) {
          failOnce = false;
          throw new Error('flaky');
        }
      },
    });
    await a.enqueue('test.kill', 'one');
    a.start();
    await aStarted;
    // While A is alive its lease is renewed: B does not take the job, however long it runs.
    b.start();
    await sleep(900);
    expect(ranOnB).toEqual([]);
    const [held] = await t.database.db.select().from(jobs);
    expect(held).toMatchObject({ status: 'running', leaseOwner: 'A', attempts: 1 });
    // A dies (kill -9: no renewal, nothing released).
    a.abandon();
    await until('B took the job over', async () => ranOnB.length === 1);
    expect(ranOnB).toEqual([2]);
    // B's first attempt failed: queued again with its back-off and error in the row, for any instance.
    const waiting = await until('the failed attempt written back', async () => {
      const [row] = await t.database.db.select().from(jobs);
      return row?.status === 'queued' ? row : null;
    });
    expect(waiting).toMatchObject({ status: 'queued', attempts: 2, lastError: 'flaky', leaseOwner: null });
    expect(waiting?.runAfter.getTime()).toBeGreaterThan(Date.now() + 50);
    await until('the job done', async () => (await t.database.db.select().from(jobs)).length === 0);
    expect(ranOnB).toEqual([2, 3]);
    await b.stop();
    await a.stop();
  });

  it('embedded database, sole instance (DATA_DIR locked): claims found at start are taken back at once, not after their lease', async () => {
    const t = await buildTestApp();
    closers.push(() => t.close());
    // A process killed mid-job left this claim, its lease good for an hour more.
    const dead = { status: 'running' as const, leaseOwner: 'gone:1:dead', leaseUntil: sql`now() + interval '1 hour'`, attempts: 1 };
    await t.database.db.insert(jobs).values({ kind: 'test.sole', key: 'left', ...dead });
    const ran: string[] = [];
    const r = new JobRunner(t.database.db, silent, { pollMs: 50, leaseMs: 60_000, owner: 'restarted' });
    r.register({ kind: 'test.sole', retryDelayMs: () => 0, run: async (job) => void ran.push(`${job.key}:${job.attempts}`) });
    r.deadClaims = soleInstance();
    r.start();
    await until('the dead claim run', async () => ran.length === 1, 5_000);
    expect(ran).toEqual(['left:2']);
    // Only at start: a claim appearing later can only be this process's own (never another's), so it is left to its lease.
    await t.database.db.insert(jobs).values({ kind: 'test.sole', key: 'later', ...dead });
    await sleep(300);
    expect(ran).toEqual(['left:2']);
    await r.stop();
  });

  it.skipIf(!withPostgres)(
    'PostgreSQL: a claim whose instance is gone (its liveness session ended) is taken back at once, not after the lease',
    async () => {
      const scratch = await scratchPostgres(pgUrl as string);
      closers.push(() => scratch.drop());
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '/nonexistent' });
      closers.push(() => database.close());
      let startedOnA: () => void = () => undefined;
      const aStarted = new Promise<void>((resolve) => {
        startedOnA = resolve;
      });
      const ranOnB: number[] = [];
      const runner = (owner: string, run: JobHandler['run']) => {
        const r = new JobRunner(database.db, silent, { pollMs: 50, leaseMs: 60_000, owner });
        r.markLive(LIVE_OWNER_SUFFIX);
        r.register({ kind: 'test.gone', retryDelayMs: () => 0, run });
        return r;
      };
      const a = runner('A', () => {
        startedOnA();
        return new Promise(() => undefined); // never finishes: the process "dies" with it
      });
      const b = runner('B', async (job) => void ranOnB.push(job.attempts));
      const livenessA = await postgresLiveness(scratch.url, a.owner, silent);
      const livenessB = await postgresLiveness(scratch.url, b.owner, silent);
      closers.push(
        () => livenessA.close(),
        () => livenessB.close(),
      );
      a.deadClaims = livenessA;
      b.deadClaims = livenessB;
      await a.enqueue('test.gone', 'one');
      a.start();
      await aStarted;
      // A is alive (its session holds its lock): B leaves its claim alone.
      b.start();
      await sleep(500);
      expect(ranOnB).toEqual([]);
      // A dies: nothing renewed or released, and its session ends with it.
      a.abandon();
      await livenessA.close();
      const gone = Date.now();
      await until('B took the job back', async () => ranOnB.length === 1, 5_000);
      expect(Date.now() - gone).toBeLessThan(2_000);
      expect(ranOnB).toEqual([2]);
      await until('the job done', async () => (await database.db.select().from(jobs)).length === 0);
      await b.stop();
    },
  );

  it('gives up when the handler says so: the row stays failed, onGiveUp runs once', async () => {
    const t = await buildTestApp();
    closers.push(() => t.close());
    const given: string[] = [];
    const r = new JobRunner(t.database.db, silent, { pollMs: 30, leaseMs: 1_000 });
    r.register({
      kind: 'test.fail',
      retryDelayMs: () => 0,
      giveUp: (job) => job.attempts >= 3,
      run: () => Promise.reject(new Error('always')),
      onGiveUp: async (job, message) => {
        given.push(`${job.key}:${message}`);
      },
    });
    await r.enqueue('test.fail', 'x');
    r.start();
    await until('given up', async () => (await t.database.db.select().from(jobs))[0]?.status === 'failed');
    await sleep(200);
    await r.stop();
    expect(given).toEqual(['x:always']);
    expect((await t.database.db.select().from(jobs))[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: 'always' });
    // Queued again (a new request for the same subject): a failed job is revived, not duplicated.
    expect(await r.enqueue('test.fail', 'x')).toBe(true);
    expect((await t.database.db.select().from(jobs))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

for (const mode of ['pglite', 'postgres'] as const) {
  describe.skipIf(mode === 'postgres' && !withPostgres)(`two server instances on one ${mode} database`, () => {
    it('20 media items uploaded on both are each processed exactly once, by both instances', async () => {
      const { a, b: makeB, first } = await pair(mode, {});
      const b = await makeB();
      const owner = await signUp(first, { orgName: 'Platform' });
      const key = (await login(first, owner.email)).sessionKey;
      processing.calls = 0;
      for (let i = 0; i < 20; i++) {
        const res = await upload(i % 2 ? a : b, key, { content: await image(i), filename: `p${i}.png`, type: 'image/png' });
        expect(res.statusCode, res.body).toBe(200);
      }
      await until(
        'every item ready',
        async () => {
          const rows = await first.database.db.select({ status: media.status }).from(media);
          return rows.length === 20 && rows.every((r) => r.status === 'ready');
        },
        60_000,
      );
      await until('no job left', async () => (await first.database.db.select().from(jobs)).length === 0);
      // A runner counts a job done once its delete has returned: the row can be gone (seen through
      // another connection) a moment before the instance that ran it has counted it.
      await until('both runners counted', async () => a.ctx.jobs.counts.done + b.ctx.jobs.counts.done >= 20);
      expect(processing.calls).toBe(20);
      expect(a.ctx.jobs.counts.done + b.ctx.jobs.counts.done).toBe(20);
      expect(a.ctx.jobs.counts.done).toBeGreaterThan(0);
      expect(b.ctx.jobs.counts.done).toBeGreaterThan(0);
    }, 90_000);

    it('an instance killed while processing: the other processes the item once the lease has expired', async () => {
      const { a, b: makeB, first } = await pair(mode, {});
      const owner = await signUp(first, { orgName: 'Platform' });
      const key = (await login(first, owner.email)).sessionKey;
      processing.calls = 0;
      let started: () => void = () => undefined;
      const onA = new Promise<void>((resolve) => {
        started = resolve;
      });
      let release: (error: Error) => void = () => undefined;
      processing.hold = {
        started,
        release: new Promise<never>((_, reject) => {
          release = reject;
        }),
      };
      closers.push(async () => release(new Error('test over')));
      const res = await upload(a, key, { content: await image(99), filename: 'held.png', type: 'image/png' });
      expect(res.statusCode, res.body).toBe(200);
      const id = json(res).response.id as number;
      await onA;
      // A dies mid-job; B starts (its start-up finds the item's job and adds none).
      a.ctx.jobs.abandon();
      const b = await makeB();
      expect(await first.database.db.select().from(jobs)).toHaveLength(1);
      await until('the item processed by B', async () => {
        const [row] = await first.database.db.select().from(media).where(eq(media.id, id));
        return row?.status === 'ready';
      });
      await until('the job finished', async () => (await first.database.db.select().from(jobs)).length === 0);
      expect(processing.calls).toBe(2);
      // The row is deleted before the runner counts the job done.
      await until('B counted the job done', async () => b.ctx.jobs.counts.done === 1);
    }, 60_000);
  });
}

describe('mail outbox as jobs', () => {
  it('a mail left `sending` by a killed instance is delivered once its lease has expired', async () => {
    const smtp = await startSmtpCatcher();
    closers.push(() => smtp.close());
    const t = await buildTestApp({ smtpUrl: smtp.url, mailRetryMs: 100, ...FAST });
    closers.push(() => t.close());
    // What a killed instance leaves: the row claimed (`sending`), its job held under a lease nobody renews.
    const [mail] = await t.database.db
      .insert(mailOutbox)
      .values({ toAddress: 'stranded@example.com', subject: 'Stranded', text: 'hello', html: '<p>hello</p>', status: 'sending' })
      .returning();
    await t.database.db.insert(jobs).values({
      kind: 'mail.send',
      key: String(mail?.id),
      status: 'running',
      attempts: 1,
      leaseOwner: 'dead-instance',
      leaseUntil: sql`now() + interval '400 milliseconds'`,
    });
    await sleep(200);
    expect(smtp.inbox).toHaveLength(0); // the lease still holds
    await until(
      'delivered',
      async () =>
        (
          await t.database.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.id, mail?.id as number))
        )[0]?.status === 'sent',
    );
    await sleep(500);
    expect(smtp.inbox.filter((m) => m.to.includes('stranded@example.com'))).toHaveLength(1);
    expect(await t.database.db.select().from(jobs)).toHaveLength(0);
  });

  it('the back-off of an undelivered mail is in the database: attempts, next attempt and error on the job', async () => {
    const t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1', mailRetryMs: 60_000, ...FAST });
    closers.push(() => t.close());
    await t.app.ctx.mailer.send('later@example.com', { kind: 'passwordChanged', name: 'L' }, 'en');
    await t.app.ctx.mailer.idle();
    // The failed attempt is written back after the SMTP refusal: wait for it rather than race it.
    const row = await until('the failed attempt written back', async () => {
      const [r] = await t.database.db.select().from(mailOutbox);
      return r?.error ? r : null;
    });
    expect(row).toMatchObject({ status: 'queued' });
    const [job] = await t.database.db.select().from(jobs);
    expect(job).toMatchObject({ kind: 'mail.send', key: String(row?.id), status: 'queued', attempts: 1, leaseOwner: null });
    expect(job?.lastError).toBeTruthy();
    expect(job?.runAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });
});

describe('notices to the platform admins', () => {
  /** An SMTP server that refuses recipients whose address starts with `bounce`. */
  async function bouncingSmtp() {
    const { SMTPServer } = await import('smtp-server');
    const inbox: Array<{ to: string[]; text: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('bounce')) callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), text: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { inbox, url: `smtp://127.0.0.1:${port}` };
  }

  const entries = (t: TestApp, action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('a mail given up: the root organization’s owner and admins get a notice and the activity log shows it; a failing notice does not loop', async () => {
    const smtp = await bouncingSmtp();
    const t = await buildTestApp({ smtpUrl: smtp.url, mailRetryMs: 50, mailGiveUpMs: 400, ...FAST });
    closers.push(() => t.close());
    const root = await signUp(t, { orgName: 'Platform' });
    const other = await signUp(t, { orgName: 'Customer' });
    // A second admin of the platform whose mailbox refuses everything (so the notice to them fails for good too).
    await addUser(t, root.organizationId, 'admin', { email: 'bounce-admin@example.com' });
    await addUser(t, other.organizationId, 'admin', { email: 'customer-admin@example.com' });

    await t.app.ctx.mailer.send('bounce-user@example.com', { kind: 'passwordChanged', name: 'B' }, 'en');
    const [entry] = await until('the notice entry', async () => {
      const rows = await entries(t, 'platform.mail_failed');
      return rows.length ? rows : null;
    });
    // From now on another notice would be allowed by the hourly limit: only the `notice` flag stops a loop.
    t.clock.advance(2 * 60 * 60 * 1000);
    expect(entry).toMatchObject({ organizationId: root.organizationId, actorUserId: null, objectType: 'organization' });
    const failed = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'bounce-user@example.com'));
    expect(failed[0]?.status).toBe('failed');

    const isNotice = (m: { to: string[]; text: string }) =>
      m.to.includes(root.email) && m.text.includes('Subject: Signage could not deliver');
    await until('the owner got the notice', async () => smtp.inbox.some(isNotice));
    expect(smtp.inbox.filter(isNotice)).toHaveLength(1);
    expect(smtp.inbox.some((m) => m.to.includes('customer-admin@example.com'))).toBe(false);
    // The notice to the bouncing admin fails for good as well: logged, no notice about the notice.
    await until('the notice to the bouncing admin failed', async () => {
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'bounce-admin@example.com'));
      return row?.status === 'failed';
    });
    await sleep(800);
    expect(await entries(t, 'platform.mail_failed')).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, root.email))).toHaveLength(2); // sign-up code + notice

    // The platform's activity log shows the entry in the owner's language.
    const key = (await login(t, root.email)).sessionKey;
    const list = json(await post(t.app, '/api/activity/list', { sessionKey: key, page: 1, pageSize: 25 })).response;
    const item = list.items.find((i: { action: string }) => i.action === 'platform.mail_failed');
    expect(item).toMatchObject({ kind: 'organizations', actor: { userId: null } });
    expect(Object.keys(item.details)).toEqual(expect.arrayContaining(['attempts']));
    expect(JSON.stringify(item.details)).not.toContain('bounce');
  }, 40_000);

  it('a full disk: every write answers 507, the admins get one notice per hour, not one per request', async () => {
    const t = await buildTestApp({}, (app) => {
      app.get('/test/enospc', async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      });
    });
    closers.push(() => t.close());
    const root = await signUp(t, { orgName: 'Platform' });
    await signUp(t, { orgName: 'Customer' });
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/test/enospc', headers: { 'accept-language': 'fr' } });
      expect(res.statusCode).toBe(507);
      expect(json(res).errorCode).toBe('STORAGE_FULL');
    }
    const noticeMails = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, root.email))).filter((m) => /storage/i.test(m.subject));
    await until('one notice', async () => (await entries(t, 'platform.storage_full')).length === 1 && (await noticeMails()).length === 1);
    await sleep(300);
    expect(await entries(t, 'platform.storage_full')).toHaveLength(1);
    expect(await noticeMails()).toHaveLength(1);
    expect((await entries(t, 'platform.storage_full'))[0]?.organizationId).toBe(root.organizationId);
    // An hour later the disk is still full: one more notice.
    t.clock.advance(61 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: '/test/enospc' })).statusCode).toBe(507);
    await until('the second notice', async () => (await entries(t, 'platform.storage_full')).length === 2);
    await t.app.ctx.mailer.idle();
    expect(await noticeMails()).toHaveLength(2);
  });
});
