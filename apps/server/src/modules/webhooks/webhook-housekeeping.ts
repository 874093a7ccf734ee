import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { organizations, statsPlayDeviceDaily, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.ts';
import { WEBHOOK_TIMING, type WebhookDelivery } from './webhook-delivery.ts';

/** The webhooks' hourly housekeeping on each instance (docs/webhooks.md): log pruning, switch-offs, daily summaries. */
export class WebhookHousekeeping {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly delivery: WebhookDelivery,
  ) {}

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
    await this.delivery.settled();
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
        await this.delivery.switchOffFailing();
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
      await this.delivery.emitNow(org.id, 'stats.daily_summary', `${org.id}:${day}`, {
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
