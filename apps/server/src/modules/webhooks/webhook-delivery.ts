import { isLocale, type Locale, type WebhookEventType } from '@signage/shared';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext, WebhookEvents } from '../../core/context.ts';
import {
  type Job,
  organizations,
  users,
  type WebhookDeliveryRow,
  type WebhookSubscriptionRow,
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../db/schema/index.ts';
import { decryptSecret, sha256 } from '../../lib/crypto.ts';
import { type Egress, EgressError } from '../../lib/egress.ts';
import { userAddressEgress } from '../../lib/egress-clients.ts';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.ts';

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

/** The stable id of an event: the same type and key on any instance, at any time, is the same id. */
export const eventIdOf = (type: WebhookEventType, key: string) => `evt_${sha256(`${type}:${key}`).slice(0, 32)}`;

export const hostOf = (url: string) => {
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
 * Events and their delivery (docs/webhooks.md): `emit` writes one delivery (and its job) per
 * subscription that asks for the event; the `webhook.deliver` job sends it signed through the egress
 * client for organization-chosen addresses, logs each attempt, and switches off a subscription failing
 * for `disableAfterMs` (its organization's owners and admins told).
 */
export class WebhookDelivery implements WebhookEvents {
  private readonly egress: Egress;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
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

  async secretsKey() {
    return this.ctx.config.secretsKey ?? (await this.ctx.secret('secrets-key'));
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

  async emitNow(organizationId: number, type: WebhookEventType, key: string, data: Record<string, unknown>) {
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
  async queueDelivery(sub: WebhookSubscriptionRow, type: WebhookEventType, key: string, data: Record<string, unknown>) {
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
}
