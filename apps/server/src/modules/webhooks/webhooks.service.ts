import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  type WebhookAttempt,
  type WebhookEventType,
  type WebhookSecret,
  type WebhookSummary,
  WEBHOOK_MAX_PER_ORGANIZATION,
  type webhookCreateBody,
  type webhookUpdateBody,
} from '@signage/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, AuthContext, WebhookEvents } from '../../core/context.ts';
import { type WebhookSubscriptionRow, webhookAttempts, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import { encryptSecret, randomKey } from '../../lib/crypto.ts';
import { type Egress, isPublicAddress, parseEgressUrl } from '../../lib/egress.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import { hostOf, WEBHOOK_JOB, WebhookDelivery } from './webhook-delivery.ts';
import { WebhookHousekeeping } from './webhook-housekeeping.ts';

export { eventIdOf, WEBHOOK_JOB, WEBHOOK_TIMING } from './webhook-delivery.ts';
export { previousDay } from './webhook-housekeeping.ts';

type CreateBody = z.infer<typeof webhookCreateBody>;
type UpdateBody = z.infer<typeof webhookUpdateBody>;

const SECRET_PREFIX = 'whsec_';

/**
 * Outbound webhooks (docs/webhooks.md): subscriptions of an organization (owner/admin; its own or a
 * managed sub-organization's), events from the modules where things happen (`emit`, in
 * webhook-delivery.ts with the delivery jobs), the hourly housekeeping (webhook-housekeeping.ts).
 */
export class WebhooksService implements WebhookEvents {
  private readonly events: WebhookDelivery;
  private readonly housekeeping: WebhookHousekeeping;

  constructor(
    private readonly ctx: AppContext,
    private readonly access: OrgAccess,
    egress?: Egress,
  ) {
    this.events = new WebhookDelivery(ctx, egress);
    this.housekeeping = new WebhookHousekeeping(ctx, this.events);
  }

  // ---- secrets -------------------------------------------------------------------------------

  private async newSecret() {
    const secret = `${SECRET_PREFIX}${randomKey(32)}`;
    return {
      secret,
      secretSealed: encryptSecret(await this.events.secretsKey(), secret),
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
    const delivery = await this.events.queueDelivery(sub, 'webhook.test', key, {
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

  // ---- events and housekeeping (webhook-delivery.ts, webhook-housekeeping.ts) --------------------

  emit(organizationId: number, type: WebhookEventType, key: string, data: Record<string, unknown>): void {
    this.events.emit(organizationId, type, key, data);
  }

  /** Tests, shutdown: the emits under way have written their deliveries. */
  settled(): Promise<void> {
    return this.events.settled();
  }

  switchOffFailing(now = this.ctx.now()): Promise<number> {
    return this.events.switchOffFailing(now);
  }

  start(): void {
    this.housekeeping.start();
  }

  stop(): Promise<void> {
    return this.housekeeping.stop();
  }

  sweep(): Promise<void> {
    return this.housekeeping.sweep();
  }

  prune(now = this.ctx.now()): Promise<number> {
    return this.housekeeping.prune(now);
  }

  dailySummaries(now = this.ctx.now()): Promise<void> {
    return this.housekeeping.dailySummaries(now);
  }
}
