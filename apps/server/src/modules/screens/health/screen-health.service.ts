import { isLocale, type Locale, OFFLINE_AFTER_MS, type ScreenHealthResponse, type ScreenHealthSetBody } from '@signage/shared';
import type { AppContext, AuthContext } from '../../../core/context.ts';
import { forbidden, fieldError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import type { ScreenHealthMail } from '../../../mail/templates.ts';
import type { OrgAccess } from '../../tenancy/org-access.ts';
import { displayName } from '../devices.presenter.ts';
import type { ClaimedIncident, ScreenHealthRepository } from './screen-health.repository.ts';

/** How many screens a mail names (the rest are "and N more"). */
export const MAIL_LIST_CAP = 50;
/** How many offline screens /screenHealth/get lists (longest first). */
export const OFFLINE_LIST_CAP = 200;
const DEFAULTS = { enabled: false, thresholdMinutes: 30, recipientUserIds: [] as number[], notifyRecovery: true };

/** Which screens slept as planned lately (SleepHoursService): health leaves them alone. */
export interface PlannedSleep {
  restingIds(now: Date, windows: Map<number, number>): Promise<Set<number>>;
}

/** What one run of the check did (tests read it). */
export interface CheckResult {
  opened: number;
  recovered: number;
  mails: number;
}

/**
 * Screen health (docs/insight.md "Screen health"): who is mailed when a screen has been
 * offline longer than the organization's threshold, and the periodic check that opens and closes the
 * incidents and sends one mail per recipient and run (a digest when several screens dropped).
 *
 * - Settings: read with `devices.manage`, changed with `screens.health` (owner, admin); a managing
 *   parent may name a sub-organization it manages (the activity log's rule); another organization 404.
 * - Recipients: active owners, admins and screen managers of that organization.
 */
export class ScreenHealthService {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<CheckResult> | null = null;
  /** Other periodic work that runs after each check on this instance (content expiry warnings); failures are logged. */
  readonly followUps: Array<() => Promise<unknown>> = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ScreenHealthRepository,
    private readonly access: OrgAccess,
    private readonly sleep?: PlannedSleep,
  ) {}

  /** The organization a call is about: the acting one, or a sub-organization the caller manages. */
  private async organizationOf(auth: AuthContext, organizationId?: number) {
    const org = await this.access.visible(auth, organizationId ?? auth.organization.id);
    if (org.depth > 0 && !this.access.managesDepth(auth, org.depth)) throw forbidden();
    return org;
  }

  async get(auth: AuthContext, organizationId?: number): Promise<ScreenHealthResponse> {
    const org = await this.organizationOf(auth, organizationId);
    return this.view(org.id);
  }

  private async view(organizationId: number): Promise<ScreenHealthResponse> {
    const now = this.ctx.now();
    const [row, candidates, silent, asleep] = await Promise.all([
      this.repo.settings(organizationId),
      this.repo.candidates(organizationId),
      this.repo.offline(organizationId, now, OFFLINE_AFTER_MS, OFFLINE_LIST_CAP),
      this.sleep?.restingIds(now, new Map([[organizationId, 0]])) ?? new Set<number>(),
    ]);
    // A screen asleep as planned is not offline (docs/screens.md "Sleep hours").
    const offline = silent.filter((d) => !asleep.has(d.id));
    const settings = row
      ? {
          enabled: row.enabled,
          thresholdMinutes: row.thresholdMinutes,
          recipientUserIds: row.recipientUserIds,
          notifyRecovery: row.notifyRecovery,
        }
      : DEFAULTS;
    return {
      ...settings,
      candidates: candidates.map(({ userId, name, email, role }) => ({ userId, name, email, role })),
      offline: offline.map((d) => ({
        deviceKey: d.deviceKey,
        name: displayName(d),
        offlineSince: d.since?.toISOString() ?? null,
        notifiedAt: d.notifiedAt?.toISOString() ?? null,
      })),
    };
  }

  async set(auth: AuthContext, body: ScreenHealthSetBody, meta: RequestMeta): Promise<ScreenHealthResponse> {
    const org = await this.organizationOf(auth, body.organizationId);
    const candidates = new Set((await this.repo.candidates(org.id)).map((c) => c.userId));
    const recipientUserIds = [...new Set(body.recipientUserIds)];
    if (recipientUserIds.some((id) => !candidates.has(id))) throw fieldError('recipientUserIds', 'SCREEN_HEALTH_RECIPIENT_INVALID');
    const values = {
      enabled: body.enabled,
      thresholdMinutes: body.thresholdMinutes,
      recipientUserIds,
      notifyRecovery: body.notifyRecovery,
    };
    await this.ctx.db.transaction(async (tx) => {
      await this.repo.save(org.id, values, this.ctx.now(), tx);
      await this.ctx.audit.byCaller(
        auth,
        {
          action: 'organization.screen_health',
          objectType: 'organization',
          objectId: org.id,
          organizationId: org.id,
          details: { ...values, recipients: recipientUserIds.length, name: org.name },
          ip: meta.ip,
        },
        tx,
      );
    });
    return this.view(org.id);
  }

  /** Starts this instance's check job (every SCREEN_HEALTH_CHECK_SECONDS). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.ctx.config.screenHealth.checkMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private tick() {
    this.running ??= this.check()
      .then(async (result) => {
        for (const f of this.followUps) await f().catch((error) => this.ctx.log.warn({ err: error }, 'periodic follow-up failed'));
        return result;
      })
      .catch((error) => {
        this.ctx.log.warn({ err: error }, 'screen health check failed');
        return { opened: 0, recovered: 0, mails: 0 };
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /**
   * One run of the check: close what no longer concerns anyone (silently), close and mail what is back,
   * open incidents for screens offline past their threshold, and mail those not mailed yet. Each step
   * claims its rows with one conditional statement, so parallel runs (other instances) never mail twice.
   */
  async check(): Promise<CheckResult> {
    const now = this.ctx.now();
    await this.repo.closeSilently(now);
    const recovered = await this.repo.closeRecovered(now, OFFLINE_AFTER_MS);
    const minuteMs = this.ctx.config.screenHealth.minuteMs;
    // Planned sleep is not an outage: a screen that slept at any moment of its organization's threshold
    // gets no incident now (after waking it has the whole threshold to come back).
    const resting = this.sleep
      ? await this.sleep.restingIds(now, await this.repo.thresholds(minuteMs, OFFLINE_AFTER_MS))
      : new Set<number>();
    await this.repo.open(now, minuteMs, OFFLINE_AFTER_MS, [...resting]);
    const opened = await this.repo.claimNew(now);
    // Webhooks (docs/webhooks.md): each incident is claimed by one run, and its id makes the event id.
    for (const i of opened)
      this.ctx.webhooks?.emit(i.organizationId, 'screen.offline', String(i.id), { deviceId: i.deviceId, offlineSince: i.at.toISOString() });
    for (const i of recovered)
      this.ctx.webhooks?.emit(i.organizationId, 'screen.online', String(i.id), { deviceId: i.deviceId, backAt: i.at.toISOString() });
    let mails = 0;
    mails += await this.mail('screensOffline', opened, now);
    mails += await this.mail('screensBack', recovered, now);
    return { opened: opened.length, recovered: recovered.length, mails };
  }

  /** One mail per organization and recipient for the incidents claimed by this run. */
  private async mail(kind: ScreenHealthMail['kind'], incidents: ClaimedIncident[], now: Date): Promise<number> {
    if (!incidents.length) return 0;
    const byOrg = new Map<number, ClaimedIncident[]>();
    for (const i of incidents) byOrg.set(i.organizationId, [...(byOrg.get(i.organizationId) ?? []), i]);
    const orgIds = [...byOrg.keys()];
    const [settings, orgs, devs] = await Promise.all([
      this.repo.settingsOf(orgIds),
      this.repo.organizations(orgIds),
      this.repo.devices(incidents.map((i) => i.deviceId)),
    ]);
    const deviceOf = new Map(devs.map((d) => [d.id, d]));
    const base = this.ctx.config.publicUrl;
    let sent = 0;
    for (const [organizationId, list] of byOrg) {
      const s = settings.find((x) => x.organizationId === organizationId);
      const org = orgs.find((o) => o.id === organizationId);
      if (!s || !org || !s.recipientUserIds.length) continue;
      const wanted = new Set(s.recipientUserIds);
      // Still a candidate now (a demoted or removed user is no longer mailed).
      const recipients = (await this.repo.candidates(organizationId)).filter((c) => wanted.has(c.userId));
      const sorted = [...list].sort((a, b) => a.at.getTime() - b.at.getTime());
      const linkOf = (key: string) => `${base}/home/devices/${encodeURIComponent(key)}/${organizationId}`;
      for (const r of recipients) {
        const locale: Locale = isLocale(r.locale) ? r.locale : 'en';
        const screens = sorted.slice(0, MAIL_LIST_CAP).map((i) => {
          const d = deviceOf.get(i.deviceId);
          return {
            name: d ? displayName(d) : `#${i.deviceId}`,
            time: timeText(i.at, now, org.timeZone, locale),
            link: linkOf(d?.deviceKey ?? ''),
          };
        });
        const single = sorted.length === 1 ? screens[0] : undefined;
        await this.ctx.mailer.send(
          r.email,
          {
            kind,
            name: r.name,
            organization: org.name,
            timeZone: validZone(org.timeZone),
            screens,
            total: sorted.length,
            link: single ? single.link : `${base}/home/devicemanagement/devices`,
          },
          locale,
        );
        sent++;
      }
    }
    return sent;
  }
}

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/** "14:05" on the same day (in the organization's time zone), else "3 Nov, 14:05", in the reader's language. */
export function timeText(at: Date, now: Date, zone: string, locale: Locale): string {
  const timeZone = validZone(zone);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const sameDay = day.format(at) === day.format(now);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
  }).format(at);
}
