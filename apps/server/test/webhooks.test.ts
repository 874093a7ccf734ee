import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { auditLog, jobs, mailOutbox, users, webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../src/db/schema/index.ts';
import { WEBHOOK_JOB, WEBHOOK_TIMING } from '../src/modules/webhooks/webhooks.service.ts';
import { appWithOrgs, json, login, type Orgs, post, type TestApp, tempDataDir } from './helpers.ts';

/**
 * Outbound webhooks (docs/webhooks.md) against a real HTTP receiver on 127.0.0.1 (reached through
 * the egress client's test-only `egressAllowLoopback`): signatures, retries, at least once with one
 * event id, the switch-off after days of failures on a fake clock, private addresses, isolation.
 */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let base: string;
const received: Received[] = [];
/** Status codes to answer, in order; 200 when empty. */
const answers: number[] = [];

let t: TestApp;
let keys: Record<string, string>;
let orgs: Orgs;
let userIds: Record<string, number>;
const dataDir = tempDataDir('webhooks-');
let verifySignage: (secret: string, header: string | undefined, body: string, tolerance?: number) => boolean;

const call = (key: string, p: string, body: Record<string, unknown> = {}, app: FastifyInstance = t.app) =>
  post(app, `/api${p}`, { sessionKey: key, ...body });
async function ok(key: string, p: string, body: Record<string, unknown> = {}) {
  const res = await call(key, p, body);
  expect(res.statusCode, `${p}: ${res.body}`).toBe(200);
  return json(res).response;
}
/** Runs what the emits queued, here, until nothing due is left. */
async function drain(app: FastifyInstance = t.app) {
  await app.services.webhooks.settled();
  await app.ctx.jobs.idle(WEBHOOK_JOB);
}
/** Makes the back-off of every queued delivery job due now. */
const dueNow = () => t.database.db.update(jobs).set({ runAfter: sql`now()` }).where(eq(jobs.kind, WEBHOOK_JOB));
const create = (key: string, over: Record<string, unknown> = {}) =>
  ok(key, '/webhooks/create', { url: `${base}/hook`, events: ['playlist.published', 'alert.triggered'], ...over });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  ({ t, keys, orgs, userIds } = await appWithOrgs(dataDir, { rateLimits: false, egressAllowLoopback: true }, ['staff']));
  // The verification snippet of docs/webhooks.md, exactly as a receiver would paste it.
  const doc = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/webhooks.md'), 'utf8');
  const snippet = /<!-- verify:start -->\s*```js\n([\s\S]*?)```\s*<!-- verify:end -->/.exec(doc)?.[1];
  if (!snippet) throw new Error('verification snippet not found in docs/webhooks.md');
  const file = path.join(dataDir, 'verify.mjs');
  writeFileSync(file, snippet);
  ({ verifySignage } = await import(pathToFileURL(file).href));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('webhook subscriptions', () => {
  it('are created with a secret shown once, listed without it, and logged in the activity log', async () => {
    const created = await create(keys.a as string);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({ url: `${base}/hook`, enabled: true, lastStatus: null, disabledReason: null });
    const list = await ok(keys.a as string, '/webhooks/list');
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const [stored] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, created.webhook.id));
    expect(stored?.secretSealed).not.toContain(created.secret.slice(6));
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'webhook.create'));
    expect(audit.at(-1)?.details).toMatchObject({ host: new URL(base).host });
    await ok(keys.a as string, '/webhooks/delete', { webhookId: created.webhook.id });
  });

  it('refuse bad input, private addresses, other roles and other organizations', async () => {
    const a = keys.a as string;
    for (const [url, code] of [
      ['ftp://example.com/x', 'WEBHOOK_URL_INVALID'],
      ['not a url', 'WEBHOOK_URL_INVALID'],
      ['https://user:pw@example.com/x', 'WEBHOOK_URL_INVALID'],
      ['https://10.1.2.3/hook', 'WEBHOOK_URL_BLOCKED'],
      ['https://192.168.0.10/hook', 'WEBHOOK_URL_BLOCKED'],
      ['http://169.254.169.254/latest/meta-data', 'WEBHOOK_URL_BLOCKED'],
      ['https://[::ffff:10.0.0.1]/hook', 'WEBHOOK_URL_BLOCKED'],
    ]) {
      const res = await call(a, '/webhooks/create', { url, events: ['media.ready'] });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).fields?.url?.code, url).toBe(code);
    }
    expect((await call(a, '/webhooks/create', { url: `${base}/x`, events: [] })).statusCode).toBe(400);
    expect((await call(a, '/webhooks/create', { url: `${base}/x`, events: ['nope'] })).statusCode).toBe(400);
    expect((await call(a, '/webhooks/create', { url: `${base}/x` })).statusCode).toBe(400);
    expect((await call(keys.staff as string, '/webhooks/create', { url: `${base}/x`, events: ['media.ready'] })).statusCode).toBe(403);
    expect((await call(keys.staff as string, '/webhooks/list')).statusCode).toBe(403);
    const mine = await create(a);
    const id = mine.webhook.id;
    const b = keys.b as string;
    for (const p of ['/webhooks/test', '/webhooks/rotate', '/webhooks/delete', '/webhooks/deliveries'])
      expect((await call(b, p, { webhookId: id })).statusCode, p).toBe(404);
    expect(
      (await call(b, '/webhooks/update', { webhookId: id, url: `${base}/x`, events: ['media.ready'], enabled: true })).statusCode,
    ).toBe(404);
    expect((await call(b, '/webhooks/list', { organizationId: orgs.a })).statusCode).toBe(404);
    expect((await call(b, '/webhooks/redeliver', { webhookId: id, deliveryId: 1 })).statusCode).toBe(404);
    expect(await ok(b, '/webhooks/list')).toEqual([]);
    // Changing the address to a private one is refused like at creation.
    const res = await call(a, '/webhooks/update', { webhookId: id, url: 'https://10.9.9.9/', events: ['media.ready'], enabled: true });
    expect(json(res).fields?.url?.code).toBe('WEBHOOK_URL_BLOCKED');
    await ok(a, '/webhooks/delete', { webhookId: id });
  });
});

describe('deliveries', () => {
  it('a test event is signed so that the documented snippet verifies it, and is in the delivery log', async () => {
    const { webhook, secret } = await create(keys.a as string);
    received.length = 0;
    const sent = await ok(keys.a as string, '/webhooks/test', { webhookId: webhook.id });
    await drain();
    expect(received).toHaveLength(1);
    const r = received[0] as Received;
    expect(r.headers['signage-event-id']).toBe(sent.eventId);
    expect(r.headers['signage-event-type']).toBe('webhook.test');
    expect(verifySignage(secret, r.headers['signage-signature'] as string, r.body)).toBe(true);
    // A changed body, another secret, or an old timestamp do not verify.
    expect(verifySignage(secret, r.headers['signage-signature'] as string, `${r.body} `)).toBe(false);
    expect(verifySignage('whsec_other', r.headers['signage-signature'] as string, r.body)).toBe(false);
    const old = String(r.headers['signage-signature']).replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000) - 600}`);
    expect(verifySignage(secret, old, r.body)).toBe(false);
    expect(JSON.parse(r.body)).toMatchObject({ id: sent.eventId, type: 'webhook.test', organizationId: orgs.a });
    const log = await ok(keys.a as string, '/webhooks/deliveries', { webhookId: webhook.id });
    expect(log.attempts).toHaveLength(1);
    expect(log.attempts[0]).toMatchObject({
      eventType: 'webhook.test',
      attempt: 1,
      statusCode: 200,
      ok: true,
      deliveryStatus: 'delivered',
    });
    // Rotation: the new secret signs, the old one no longer does.
    const rotated = await ok(keys.a as string, '/webhooks/rotate', { webhookId: webhook.id });
    await ok(keys.a as string, '/webhooks/test', { webhookId: webhook.id });
    await drain();
    const last = received.at(-1) as Received;
    expect(verifySignage(rotated.secret, last.headers['signage-signature'] as string, last.body)).toBe(true);
    expect(verifySignage(secret, last.headers['signage-signature'] as string, last.body)).toBe(false);
    await ok(keys.a as string, '/webhooks/delete', { webhookId: webhook.id });
  });

  it('a published playlist is delivered; a 500 is retried with back-off and the same event id until a 2xx', async () => {
    const { webhook } = await create(keys.a as string);
    received.length = 0;
    answers.push(500);
    const playlist = await ok(keys.a as string, '/playlist/create', { name: 'Lobby', aspect: '16:9', parentFolderId: null, hashtags: [] });
    await ok(keys.a as string, '/playlist/publish', { playlistId: playlist.id });
    await drain();
    expect(received).toHaveLength(1);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, WEBHOOK_JOB));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(new Date(job?.runAfter ?? 0).getTime()).toBeGreaterThan(Date.now() + WEBHOOK_TIMING.retryBaseMs / 2);
    await dueNow();
    await drain();
    expect(received).toHaveLength(2);
    const ids = received.map((r) => r.headers['signage-event-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(received[0]?.body).toBe(received[1]?.body);
    expect(JSON.parse(received[1]?.body as string)).toMatchObject({
      type: 'playlist.published',
      data: { playlistId: playlist.id, name: 'Lobby', version: 1 },
    });
    const log = await ok(keys.a as string, '/webhooks/deliveries', { webhookId: webhook.id });
    expect(log.attempts.map((a: { attempt: number; statusCode: number }) => [a.attempt, a.statusCode])).toEqual([
      [2, 200],
      [1, 500],
    ]);
    const [sub] = await ok(keys.a as string, '/webhooks/list');
    expect(sub).toMatchObject({ lastStatus: 'ok', failingSince: null });
    // The same event emitted again (a job run twice) is not a second delivery.
    t.app.ctx.webhooks?.emit(orgs.a, 'playlist.published', `${playlist.id}:1`, {});
    await drain();
    expect(received).toHaveLength(2);
    await ok(keys.a as string, '/webhooks/delete', { webhookId: webhook.id });
  });

  it('an address that turned private is refused at delivery, and a given-up delivery can be redelivered', async () => {
    const { webhook } = await create(keys.a as string);
    // As if its name now resolved to the local network: the egress client refuses every attempt.
    await t.database.db.update(webhookSubscriptions).set({ url: 'http://10.0.0.1:9/hook' }).where(eq(webhookSubscriptions.id, webhook.id));
    received.length = 0;
    const sent = await ok(keys.a as string, '/webhooks/test', { webhookId: webhook.id });
    await drain();
    expect(received).toHaveLength(0);
    const log = await ok(keys.a as string, '/webhooks/deliveries', { webhookId: webhook.id });
    expect(log.attempts[0]).toMatchObject({ error: 'blocked', statusCode: null, ok: false });
    // Redeliver only what failed.
    expect((await call(keys.a as string, '/webhooks/redeliver', { webhookId: webhook.id, deliveryId: sent.deliveryId })).statusCode).toBe(
      409,
    );
    await t.database.db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, sent.deliveryId));
    await t.database.db.delete(jobs).where(eq(jobs.kind, WEBHOOK_JOB));
    await t.database.db
      .update(webhookSubscriptions)
      .set({ url: `${base}/hook` })
      .where(eq(webhookSubscriptions.id, webhook.id));
    await ok(keys.a as string, '/webhooks/redeliver', { webhookId: webhook.id, deliveryId: sent.deliveryId });
    await drain();
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['signage-event-id']).toBe(sent.eventId);
    await ok(keys.a as string, '/webhooks/delete', { webhookId: webhook.id });
  });

  it('the log is pruned after its days; pending deliveries are kept', async () => {
    const { webhook } = await create(keys.a as string);
    await ok(keys.a as string, '/webhooks/test', { webhookId: webhook.id });
    await drain();
    const later = new Date(t.clock.now().getTime() + (WEBHOOK_TIMING.logDays + 1) * 86_400_000);
    expect(await t.app.services.webhooks.prune(later)).toBe(1);
    expect(await t.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.subscriptionId, webhook.id))).toHaveLength(0);
    await ok(keys.a as string, '/webhooks/delete', { webhookId: webhook.id });
  });

  it('two instances on one database deliver each event once', async () => {
    const { webhook } = await create(keys.a as string);
    const second = await buildApp(
      {
        ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://signage.test' } as NodeJS.ProcessEnv),
        webDist: '/nonexistent',
        playerDist: '/nonexistent',
        dataDir,
        rateLimits: false,
        egressAllowLoopback: true,
      },
      { database: t.database },
    );
    await second.ready();
    try {
      received.length = 0;
      for (let i = 0; i < 8; i++) (i % 2 ? t.app : second).ctx.webhooks?.emit(orgs.a, 'playlist.published', `two:${i}`, { i });
      // Both emit the same events again, as two instances that saw the same thing would.
      for (let i = 0; i < 8; i++) (i % 2 ? second : t.app).ctx.webhooks?.emit(orgs.a, 'playlist.published', `two:${i}`, { i });
      await Promise.all([second.services.webhooks.settled(), t.app.services.webhooks.settled()]);
      await Promise.all([drain(t.app), drain(second)]);
      const ids = received.map((r) => r.headers['signage-event-id']);
      expect(ids).toHaveLength(8);
      expect(new Set(ids).size).toBe(8);
    } finally {
      await second.close();
    }
    await ok(keys.a as string, '/webhooks/delete', { webhookId: webhook.id });
  });
  it('a subscription failing for the threshold is switched off once, logged, and its owners told', async () => {
    const { webhook } = await create(keys.a as string);
    received.length = 0;
    answers.push(500, 500, 500);
    t.clock.freeze();
    const start = t.clock.now();
    await ok(keys.a as string, '/webhooks/test', { webhookId: webhook.id });
    await drain();
    let [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, webhook.id));
    expect(row?.failingSince?.getTime()).toBe(start.getTime());
    // Just under the threshold: still on.
    t.clock.advance(WEBHOOK_TIMING.disableAfterMs - 60_000);
    await dueNow();
    await drain();
    [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, webhook.id));
    expect(row?.enabled).toBe(true);
    t.clock.advance(120_000);
    await dueNow();
    await drain();
    [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, webhook.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(received).toHaveLength(3);
    expect(await t.app.services.webhooks.switchOffFailing()).toBe(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'webhook.disabled'), eq(auditLog.objectId, String(webhook.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ organizationId: orgs.a, actorUserId: null });
    await t.app.ctx.mailer.idle();
    const mails = await t.database.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like '%webhook%'`);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    // Three days on, the owner signs in again; the activity feed shows it to the organization.
    const [owner] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, userIds.a as number));
    keys.a = (await login(t, owner?.email as string)).sessionKey;
    const feed = await ok(keys.a as string, '/activity/list', { kinds: ['organizations'], page: 1, pageSize: 50 });
    expect(JSON.stringify(feed)).toContain('webhook.disabled');
    // Switched on again by a person: the streak starts afresh.
    const on = await ok(keys.a as string, '/webhooks/update', {
      webhookId: webhook.id,
      url: `${base}/hook`,
      events: ['media.ready'],
      enabled: true,
    });
    expect(on).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await ok(keys.a as string, '/webhooks/delete', { webhookId: webhook.id });
    await t.database.db.delete(jobs).where(eq(jobs.kind, WEBHOOK_JOB));
    t.clock.resume();
  });
});
