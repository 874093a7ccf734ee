import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  isLocale,
  type Locale,
  type WebhookAttempt,
  type WebhookEventType,
  type WebhookSecret,
  type WebhookSummary,
  WEBHOOK_MAX_PER_ORGANIZATION,
  type webhookCreateBody,
  type webhookUpdateBody,
} from '@signage/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, AuthContext, WebhookEvents } from '../../core/context.ts';
import {
  organizations,
  statsPlayDeviceDaily,
  users,
  type WebhookDeliveryRow,
  type WebhookSubscriptionRow,
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../db/schema/index.ts';
import type { Job } from '../../db/schema/index.ts';
import { decryptSecret, encryptSecret, randomKey, sha256 } from '../../lib/crypto.ts';
import { type Egress, EgressError, isPublicAddress, parseEgressUrl } from '../../lib/egress.ts';
import { userAddressEgress } from '../../lib/egress-clients.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.ts';

type CreateBody = z.infer<typeof webhookCreateBody>;
type UpdateBody = z.infer<typeof webhookUpdateBody>;

/** The job kind of a delivery (docs/jobs.md; key = the delivery id). */
export const WEBHOOK_JOB = 'webhook.deliver';

/**
 * The rules of delivery (docs/webhooks.md). `WEBHOOK_TIMING` is an object so tests can shorten the
 * back-off; the production values are these.
 */
export const WEBHOOK_TIMING = {
  /** One attempt: connect, send, status line. A slower receiver is a failed attempt. */
  attemptTimeoutMs: 10_000,
  /** Back-off after attempt n: base × 2^(n−1), at most `retryMaxMs`. */
  retryBaseMs: 30_000,
  retryMaxMs: 6 * 3_600_000,
  /** Attempts of one delivery before it is given up (about 13 hours of trying with the values above). */
  maxAttempts: 10,
  /** Every attempt failed for this long (and none succeeded): the subscription is switched off. */
  disableAfterMs: 3 * 86_400_000,
  /** The delivery log keeps this many days. */
  logDays: 30,
  /** Housekeeping (prune, daily summaries, switch-offs) runs this often on each instance. */
  sweepMs: 3_600_000,
};

const SECRET_PREFIX = 'whsec_';

/** The stable id of an event: the same type and key on any instance, at any time, is the same id. */
export const eventIdOf = (type: WebhookEventType, key: string) => `evt_${sha256(`${type}:${key}`).slice(0, 32)}`;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

const errorText = (error: unknown) =>
  error instanceof EgressError ? error.reason : error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200);

/** A failed attempt: the runner retries it with back-off (or gives up after `maxAttempts`). */
class DeliveryFailed extends Error {}

/**
 * Outbound webhooks (docs/webhooks.md): subscriptions of an organization (owner/admin; its own or a
 * managed sub-organization's), events from the modules where things happen (`emit`), one delivery job
 * per event and subscription through the job queue, signed, through the egress client for
 * organization-chosen addresses; a delivery log per attempt; a subscription failing for
 * `disableAfterMs` is switched off and its organization's owners and admins told.
 */
export class WebhooksService implements WebhookEvents {
  private readonly egress: Egress;
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly access: OrgAccess,
    egress?: Egress,
  ) {
    this.egress = egress ?? userAddressEgress(ctx);
    ctx.jobs.register({
      kind: WEBHOOK_JOB,
      concurrency: 4,
      run: (job) => this.deliver(job),
      retryDelayMs: (attempts) => Math.min(WEBHOOK_TIMING.retryBaseMs * 2 ** Math.max(0, attempts - 1), WEBHOOK_TIMING.retryMaxMs),
      giveUp: (job, error) => !(error instanceof DeliveryFailed) || job.attempts >= WEBHOOK_TIMING.maxAttempts,
      onGiveUp: async (job) => {
        await this.ctx.db
          .update(webhookDeliveries)
          .set({ status: 'failed', updatedAt: this.ctx.now() })
          .where(and(eq(webhookDeliveries.id, Number(job.key)), eq(webhookDeliveries.status, 'pending')));
      },
    });
  }

  // ---- secrets -------------------------------------------------------------------------------

  private async secretsKey() {
    return this.ctx.config.secretsKey ?? (await this.ctx.secret('secrets-key'));
  }

  private async newSecret() {
    const secret = `${SECRET_PREFIX}${randomKey(32)}`;
    return {
      secret,
      secretSealed: encryptSecret(await this.secretsKey(), secret),
      secretPrefix: secret.slice(0, SECRET_PREFIX.length + 4),
    };
  }

  // ---- the CMS ------------------------------------------------------------------------------

  private present(r: WebhookSubscriptionRow): WebhookSummary {
    return {
      id: r.id,
      organizationId: r.organizationId,
      url: r.url,
      events: r.events.filter((e): e is WebhookSummary['events'][number] => e !== 'webhook.test'),
      enabled: r.enabled,
      disabledReason: r.disabledReason ?? null,
      secretPrefix: r.secretPrefix,
      lastDeliveryAt: r.lastDeliveryAt?.toISOString() ?? null,
      lastStatus: r.lastStatus ?? null,
      failingSince: r.failingSince?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  }

  /** The subscription, if the caller may manage its organization (another organization's: 404). */
  private async subscription(auth: AuthContext, id: number): Promise<WebhookSubscriptionRow> {
    const [row] = await this.ctx.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    if (!row) throw notFound();
    await this.access.editable(auth, row.organizationId);
    return row;
  }

  /**
   * The address an organization chose (security.md "Outbound webhooks"): https only (http only where
   * loopback is allowed, i.e. tests), no credentials, and no name that resolves to a non-public address.
   * The same rules run again at every delivery (the egress client): DNS may change.
   */
  private async checkTarget(raw: string): Promise<string> {
    let url: URL;
    try {
      url = parseEgressUrl(raw);
    } catch {
      throw fieldError('url', 'WEBHOOK_URL_INVALID');
    }
    const loopback = this.ctx.config.egressAllowLoopback;
    if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) throw fieldError('url', 'WEBHOOK_URL_INVALID');
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const addresses = isIP(host)
      ? [host]
      : await Promise.race([
          lookup(host, { all: true }).then(
            (list) => list.map((a) => a.address),
            () => [] as string[],
          ),
          new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 3_000).unref()),
        ]);
    // A name that does not resolve yet is accepted (its deliveries fail until it does); one that resolves
    // to a private, loopback, link-local … address is refused.
    if (addresses.some((a) => !isPublicAddress(a, loopback))) {
      this.ctx.log.warn({ host: url.host }, 'webhook address refused: not a public address');
      throw fieldError('url', 'WEBHOOK_URL_BLOCKED');
    }
    return url.toString();
  }

  async list(auth: AuthContext, organizationId?: number): Promise<WebhookSummary[]> {
    const org = await this.access.editable(auth, organizationId ?? auth.organization.id);
    const rows = await this.ctx.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.organizationId, org.id))
      .orderBy(asc(webhookSubscriptions.id));
    return rows.map((r) => this.present(r));
  }

  async create(auth: AuthContext, b: CreateBody, meta: RequestMeta): Promise<WebhookSecret> {
    const org = await this.access.editable(auth, b.organizationId ?? auth.organization.id);
    const url = await this.checkTarget(b.url);
    const [existing] = await this.ctx.db
      .select({ n: count() })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.organizationId, org.id));
    if ((existing?.n ?? 0) >= WEBHOOK_MAX_PER_ORGANIZATION) throw new AppError(409, 'WEBHOOK_LIMIT');
    const { secret, secretSealed, secretPrefix } = await this.newSecret();
    const now = this.ctx.now();
    const row = await this.ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(webhookSubscriptions)
        .values({
          organizationId: org.id,
          url,
          events: b.events,
          enabled: b.enabled,
          secretSealed,
          secretPrefix,
          createdBy: auth.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const r = inserted as WebhookSubscriptionRow;
      await this.ctx.audit.byCaller(
        auth,
        {
          organizationId: org.id,
          action: 'webhook.create',
          objectType: 'webhook',
          objectId: r.id,
          details: { host: hostOf(url), events: b.events, enabled: b.enabled },
          ip: meta.ip,
        },
        tx,
      );
      return r;
    });
    return { webhook: this.present(row), secret };
  }

  async update(auth: AuthContext, b: UpdateBody, meta: RequestMeta): Promise<WebhookSummary> {
    const current = await this.subscription(auth, b.webhookId);
    const url = b.url === current.url ? current.url : await this.checkTarget(b.url);
    const row = await this.ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(webhookSubscriptions)
        .set({
          url,
          events: b.events,
          enabled: b.enabled,
          // Switched on again by a person: the failure streak starts afresh.
          ...(b.enabled && !current.enabled ? { disabledReason: null, failingSince: null } : {}),
          ...(!b.enabled ? { disabledReason: null } : {}),
          updatedAt: this.ctx.now(),
        })
        .where(eq(webhookSubscriptions.id, current.id))
        .returning();
      await this.ctx.audit.byCaller(
        auth,
        {
          organizationId: current.organizationId,
          action: 'webhook.update',
          objectType: 'webhook',
          objectId: current.id,
          details: { host: hostOf(url), events: b.events, enabled: b.enabled },
          ip: meta.ip,
        },
        tx,
      );
      return updated as WebhookSubscriptionRow;
    });
    return this.present(row);
  }

  /** A new secret; the old one signs nothing from now on. Answered once. */
  async rotate(auth: AuthContext, webhookId: number, meta: RequestMeta): Promise<WebhookSecret> {
    const current = await this.subscription(auth, webhookId);
    const { secret, secretSealed, secretPrefix } = await this.newSecret();
    const [row] = await this.ctx.db
      .update(webhookSubscriptions)
      .set({ secretSealed, secretPrefix, updatedAt: this.ctx.now() })
      .where(eq(webhookSubscriptions.id, current.id))
      .returning();
    await this.ctx.audit.byCaller(auth, {
      organizationId: current.organizationId,
      action: 'webhook.rotate',
      objectType: 'webhook',
      objectId: current.id,
      details: { host: hostOf(current.url) },
      ip: meta.ip,
    });
    return { webhook: this.present(row as WebhookSubscriptionRow), secret };
  }

  async remove(auth: AuthContext, webhookId: number, meta: RequestMeta): Promise<{ ok: true }> {
    const current = await this.subscription(auth, webhookId);
    await this.ctx.db.transaction(async (tx) => {
      // Deliveries and attempts go with it (cascade); a queued job finds no delivery and ends.
      await tx.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, current.id));
      await this.ctx.audit.byCaller(
        auth,
        {
          organizationId: current.organizationId,
          action: 'webhook.delete',
          objectType: 'webhook',
          objectId: current.id,
          details: { host: hostOf(current.url) },
          ip: meta.ip,
        },
        tx,
      );
    });
    return { ok: true };
  }

  /** "Send a test event": a `webhook.test` delivery to this subscription only (on or off). */
  async sendTest(auth: AuthContext, webhookId: number): Promise<{ deliveryId: number; eventId: string }> {
    const sub = await this.subscription(auth, webhookId);
    const key = `${sub.id}:${randomKey(12)}`;
    const delivery = await this.queueDelivery(sub, 'webhook.test', key, {
      message: 'A test event sent from the organization’s webhook settings.',
      sentBy: auth.user.fullname,
    });
    if (!delivery) throw new Error('test delivery not queued');
    return { deliveryId: delivery.id, eventId: delivery.eventId };
  }

  /** The delivery log: the latest attempts, newest first. */
  async deliveries(auth: AuthContext, webhookId: number, limit = 50): Promise<{ attempts: WebhookAttempt[] }> {
    const sub = await this.subscription(auth, webhookId);
    const rows = await this.ctx.db
      .select({ a: webhookAttempts, d: webhookDeliveries })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(eq(webhookAttempts.subscriptionId, sub.id))
      .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
      .limit(limit);
    return {
      attempts: rows.map(({ a, d }) => ({
        id: a.id,
        deliveryId: d.id,
        eventId: d.eventId,
        eventType: d.eventType,
        attempt: a.attempt,
        at: a.at.toISOString(),
        statusCode: a.statusCode,
        error: a.error,
        durationMs: a.durationMs,
        ok: a.ok,
        deliveryStatus: d.status,
      })),
    };
  }

  /** Sends a given-up delivery again (same event id and body, a fresh signature per attempt). */
  async redeliver(auth: AuthContext, webhookId: number, deliveryId: number): Promise<{ deliveryId: number; eventId: string }> {
    const sub = await this.subscription(auth, webhookId);
    const [row] = await this.ctx.db
      .update(webhookDeliveries)
      .set({ status: 'pending', updatedAt: this.ctx.now() })
      .where(
        and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.subscriptionId, sub.id), eq(webhookDeliveries.status, 'failed')),
      )
      .returning();
    if (!row) {
      const [other] = await this.ctx.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.subscriptionId, sub.id)));
      if (!other) throw notFound();
      throw new AppError(409, 'WEBHOOK_NOT_FAILED');
    }
    await this.ctx.jobs.enqueue(WEBHOOK_JOB, String(row.id));
    return { deliveryId: row.id, eventId: row.eventId };
  }

  // ---- events ---------------------------------------------------------------------------------

  /**
   * An event happened in an organization: one delivery (and its job) per enabled subscription that asks
   * for it. Never throws and never holds up the caller: a failure is logged, and the action goes on.
   */
  emit(organizationId: number, type: WebhookEventType, key: string, data: Record<string, unknown>): void {
    const p = this.emitNow(organizationId, type, key, data)
      .catch((error) => this.ctx.log.error({ err: error, organizationId, type }, 'webhook event not queued'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  /** Tests, shutdown: the emits under way have written their deliveries. */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private async emitNow(organizationId: number, type: WebhookEventType, key: string, data: Record<string, unknown>) {
    const subs = await this.ctx.db
      .select()
      .from(webhookSubscriptions)
      .where(
        and(
          eq(webhookSubscriptions.organizationId, organizationId),
          eq(webhookSubscriptions.enabled, true),
          sql`${webhookSubscriptions.events} @> ${JSON.stringify([type])}::jsonb`,
        ),
      );
    for (const sub of subs) await this.queueDelivery(sub, type, key, data);
  }

  /** The delivery and its job, in one transaction; an event already delivered to `sub` is not queued twice. */
  private async queueDelivery(sub: WebhookSubscriptionRow, type: WebhookEventType, key: string, data: Record<string, unknown>) {
    const eventId = eventIdOf(type, key);
    const body = JSON.stringify({ id: eventId, type, createdAt: this.ctx.now().toISOString(), organizationId: sub.organizationId, data });
    const row = await this.ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(webhookDeliveries)
        .values({ subscriptionId: sub.id, organizationId: sub.organizationId, eventId, eventType: type, body, createdAt: this.ctx.now() })
        .onConflictDoNothing()
        .returning();
      if (inserted) await this.ctx.jobs.enqueue(WEBHOOK_JOB, String(inserted.id), {}, tx);
      return inserted;
    });
    if (row) this.ctx.jobs.nudge(WEBHOOK_JOB);
    return row;
  }

  // ---- delivery ---------------------------------------------------------------------------------

  /** One attempt (a job's run). Throws `DeliveryFailed` on a failed attempt, so the runner retries it. */
  private async deliver(job: Job): Promise<void> {
    const [delivery] = await this.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, Number(job.key)));
    if (delivery?.status !== 'pending') return;
    const [sub] = await this.ctx.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, delivery.subscriptionId));
    if (!sub) return;
    if (!sub.enabled && delivery.eventType !== 'webhook.test') {
      // Switched off (by a person or after failing for days): what was queued is not sent.
      await this.ctx.db
        .update(webhookDeliveries)
        .set({ status: 'failed', updatedAt: this.ctx.now() })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const result = await this.attempt(sub, delivery);
    const now = this.ctx.now();
    const attempt = delivery.attempts + 1;
    await this.ctx.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        subscriptionId: sub.id,
        attempt,
        at: result.at,
        statusCode: result.statusCode,
        error: result.error,
        durationMs: result.durationMs,
        ok: result.ok,
      });
      await tx
        .update(webhookDeliveries)
        .set({ attempts: attempt, status: result.ok ? 'delivered' : 'pending', updatedAt: now })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx
        .update(webhookSubscriptions)
        .set({
          lastDeliveryAt: result.at,
          lastStatus: result.ok ? 'ok' : 'failed',
          failingSince: result.ok ? null : sql`coalesce(${webhookSubscriptions.failingSince}, ${result.at.toISOString()}::timestamptz)`,
        })
        .where(eq(webhookSubscriptions.id, sub.id));
    });
    if (result.ok) return;
    await this.switchOffFailing(now);
    throw new DeliveryFailed(result.error ?? `HTTP ${result.statusCode}`);
  }

  /** Sends the stored body, signed now, through the egress client (every rule, on every attempt). */
  private async attempt(sub: WebhookSubscriptionRow, delivery: WebhookDeliveryRow) {
    const at = this.ctx.now();
    const started = performance.now();
    const done = (statusCode: number | null, error: string | null) => ({
      at,
      statusCode,
      error,
      ok: statusCode !== null && statusCode >= 200 && statusCode < 300,
      durationMs: Math.round(performance.now() - started),
    });
    const loopback = this.ctx.config.egressAllowLoopback;
    if (!sub.url.startsWith('https:') && !(loopback && sub.url.startsWith('http:'))) return done(null, 'invalidUrl');
    let secret: string;
    try {
      secret = decryptSecret(await this.secretsKey(), sub.secretSealed);
    } catch (error) {
      this.ctx.log.error({ err: error, webhookId: sub.id }, 'webhook secret could not be unsealed');
      return done(null, 'secret');
    }
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const res = await this.egress.request(sub.url, {
        method: 'POST',
        body: delivery.body,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Signage-Webhooks/1.0',
          [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, delivery.body),
          [EVENT_ID_HEADER]: delivery.eventId,
          [EVENT_TYPE_HEADER]: delivery.eventType,
        },
        timeoutMs: WEBHOOK_TIMING.attemptTimeoutMs,
        // A redirect is an answer we do not follow (a failed attempt), and the body is not read.
        maxRedirects: 0,
        readBody: false,
      });
      return done(res.status, res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`);
    } catch (error) {
      return done(null, errorText(error));
    }
  }

  /**
   * Switches off every subscription whose attempts all failed for `disableAfterMs` (one conditional
   * statement: one instance claims each), with an audit entry and a mail to the organization's owners
   * and admins. Runs after each failed attempt and at each sweep.
   */
  async switchOffFailing(now = this.ctx.now()): Promise<number> {
    const before = new Date(now.getTime() - WEBHOOK_TIMING.disableAfterMs);
    const off = await this.ctx.db
      .update(webhookSubscriptions)
      .set({ enabled: false, disabledReason: 'failing', updatedAt: now })
      .where(
        and(
          eq(webhookSubscriptions.enabled, true),
          isNotNull(webhookSubscriptions.failingSince),
          lte(webhookSubscriptions.failingSince, before),
        ),
      )
      .returning();
    for (const sub of off) {
      try {
        await this.tellSwitchedOff(sub);
      } catch (error) {
        this.ctx.log.error({ err: error, webhookId: sub.id }, 'webhook switch-off not reported');
      }
    }
    return off.length;
  }

  private async tellSwitchedOff(sub: WebhookSubscriptionRow) {
    const days = Math.round(WEBHOOK_TIMING.disableAfterMs / 86_400_000);
    await this.ctx.audit.record({
      organizationId: sub.organizationId,
      actorUserId: null,
      action: 'webhook.disabled',
      objectType: 'webhook',
      objectId: sub.id,
      details: { host: hostOf(sub.url), days },
    });
    const [org] = await this.ctx.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, sub.organizationId));
    const recipients = await this.ctx.db
      .select({ name: users.fullname, email: users.email, locale: users.locale })
      .from(users)
      .where(and(eq(users.organizationId, sub.organizationId), inArray(users.role, ['owner', 'admin']), eq(users.status, 'active')));
    const link = `${this.ctx.config.publicUrl}/home/organizations/${sub.organizationId}/webhooks`;
    for (const r of recipients) {
      const locale: Locale = isLocale(r.locale) ? r.locale : 'en';
      await this.ctx.mailer.send(
        r.email,
        { kind: 'webhookDisabled', name: r.name, organization: org?.name ?? '', host: hostOf(sub.url), days, link },
        locale,
      );
    }
  }

  // ---- housekeeping -------------------------------------------------------------------------

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), WEBHOOK_TIMING.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
    await this.settled();
  }

  /**
   * Hourly on each instance (every step is safe to run on several at once): prune the delivery log
   * past `logDays`, switch off subscriptions failing for days, and emit yesterday's proof-of-play
   * summary of each organization that asks for it (its stable event id makes it one delivery).
   */
  sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        await this.prune();
        await this.switchOffFailing();
        await this.dailySummaries();
      } catch (error) {
        this.ctx.log.warn({ err: error }, 'webhook housekeeping failed');
      }
    })().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  /** Deliveries (and their attempts) older than the log's days; pending ones are kept until they end. */
  async prune(now = this.ctx.now()): Promise<number> {
    const before = new Date(now.getTime() - WEBHOOK_TIMING.logDays * 86_400_000);
    const gone = await this.ctx.db
      .delete(webhookDeliveries)
      .where(and(lt(webhookDeliveries.createdAt, before), inArray(webhookDeliveries.status, ['delivered', 'failed'])))
      .returning({ id: webhookDeliveries.id });
    return gone.length;
  }

  /** Yesterday (in each organization's time zone) in proof of play, for the organizations that subscribed. */
  async dailySummaries(now = this.ctx.now()): Promise<void> {
    const orgIds = await this.ctx.db
      .selectDistinct({ id: webhookSubscriptions.organizationId })
      .from(webhookSubscriptions)
      .where(and(eq(webhookSubscriptions.enabled, true), sql`${webhookSubscriptions.events} @> '["stats.daily_summary"]'::jsonb`));
    if (!orgIds.length) return;
    const orgs = await this.ctx.db
      .select({ id: organizations.id, timeZone: organizations.timeZone })
      .from(organizations)
      .where(
        inArray(
          organizations.id,
          orgIds.map((o) => o.id),
        ),
      );
    for (const org of orgs) {
      const day = previousDay(now, org.timeZone);
      const [sum] = await this.ctx.db
        .select({
          plays: sql<number>`coalesce(sum(${statsPlayDeviceDaily.plays}), 0)::int`,
          playMs: sql<number>`coalesce(sum(${statsPlayDeviceDaily.playMs}), 0)::bigint`,
          screens: sql<number>`count(distinct ${statsPlayDeviceDaily.deviceId})::int`,
        })
        .from(statsPlayDeviceDaily)
        .where(and(eq(statsPlayDeviceDaily.organizationId, org.id), eq(statsPlayDeviceDaily.day, day)));
      await this.emitNow(org.id, 'stats.daily_summary', `${org.id}:${day}`, {
        day,
        timeZone: org.timeZone,
        plays: Number(sum?.plays ?? 0),
        playSeconds: Math.round(Number(sum?.playMs ?? 0) / 1000),
        screensWithPlays: Number(sum?.screens ?? 0),
      });
    }
  }
}

/** The calendar day before `now`'s day in `timeZone` (YYYY-MM-DD). */
export function previousDay(now: Date, timeZone: string): string {
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    today = now.toISOString().slice(0, 10);
  }
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
