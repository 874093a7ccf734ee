import { ALERT_DURATION_MAX_SECONDS, ALERT_DURATION_MIN_SECONDS } from '@signage/shared';
import type { AppContext } from '../../core/context.ts';
import type { AlertRow, IntegrationRow } from '../../db/schema/index.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import type { AlertsService } from './alerts.service.ts';
import { type CapMessage, capAlertFields, capInvalid, cut } from './cap.ts';
import type { AlertActor } from './scope.ts';
import { targetsRequired } from './targets.ts';

export interface CapOutcome {
  action: 'trigger' | 'deactivate';
  alerts: AlertRow[];
  /** Why nothing was done (status other than Actual, msgType Ack or Error); null when acted on. */
  ignored: string | null;
}

/**
 * What a CAP 1.2 message does (docs/alerts.md): only status Actual acts. Alert and Update put an
 * alert of the integration's organization on the integration's targets (an Update replaces the alert
 * its `references` name; the alert carries the message's identifier so later messages find it);
 * Cancel, or an `expires` already past, ends the referenced alerts. Activations go through
 * `AlertsService.activate/deactivate`, as the CMS's do.
 */
export class CapActions {
  constructor(
    private readonly ctx: AppContext,
    private readonly alerts: AlertsService,
  ) {}

  async apply(integration: IntegrationRow, msg: CapMessage, actor: AlertActor): Promise<CapOutcome> {
    const action = msg.msgType === 'Cancel' ? 'deactivate' : 'trigger';
    if (msg.status !== 'Actual') return { action, alerts: [], ignored: `status ${msg.status}` };
    if (msg.msgType === 'Ack' || msg.msgType === 'Error') return { action, alerts: [], ignored: `msgType ${msg.msgType}` };
    const repo = this.alerts.repo;
    const orgId = integration.organizationId;
    const referenced = await repo.byCapIdentifiers(
      orgId,
      msg.references.map((r) => r.identifier),
    );
    const own = await repo.byCapIdentifiers(orgId, [msg.identifier]);
    if (msg.msgType === 'Cancel') {
      const rows = dedupe([...referenced, ...own]);
      for (const row of rows) await this.alerts.deactivate(row, actor);
      return { action: 'deactivate', alerts: rows, ignored: null };
    }
    const info = msg.info;
    // An Alert or Update without an <info> has nothing to show.
    if (!info) throw capInvalid();
    const now = this.ctx.now();
    const existing = dedupe(msg.msgType === 'Update' ? [...referenced, ...own] : own);
    if (info.expires && info.expires.getTime() <= now.getTime()) {
      for (const row of existing) await this.alerts.deactivate(row, actor);
      return { action: 'deactivate', alerts: existing, ignored: null };
    }
    if (!integration.targets) throw targetsRequired();
    const fields = capAlertFields(info);
    const expires = info.expires;
    const timing = expires
      ? {
          mode: 'broadcast' as const,
          durationSeconds: Math.min(
            ALERT_DURATION_MAX_SECONDS,
            Math.max(ALERT_DURATION_MIN_SECONDS, Math.ceil((expires.getTime() - now.getTime()) / 1000)),
          ),
        }
      : { mode: 'continuous' as const, durationSeconds: null };
    const [first, ...replaced] = existing;
    const values = { ...fields, ...timing, targets: integration.targets, capIdentifier: msg.identifier, updatedAt: now };
    const row = await this.withUniqueName(orgId, fields.name, first?.id, (name) =>
      first
        ? repo.update(first.id, { ...values, name })
        : repo.insert({ ...values, name, organizationId: orgId, audioMediaId: null, createdBy: null, createdAt: now }),
    );
    // The message's expiry is the end of the activation (exactly, even beyond the longest duration).
    const changed = await this.alerts.activate(row, actor, { endsAt: expires });
    // An alert already on air shows the new text at once.
    if (!changed && first) await this.ctx.screens?.takeoversChanged(orgId);
    // An Update naming several earlier alerts replaces them all by the first.
    for (const old of replaced) await this.alerts.deactivate(old, actor);
    return { action: 'trigger', alerts: [row, ...replaced], ignored: null };
  }

  /**
   * Writes with a name unique in the organization (case-insensitively): the CAP headline, else
   * "headline (2)", "headline (3)"… A name the unique index still refuses (a race) is tried again.
   */
  private async withUniqueName(
    orgId: number,
    wanted: string,
    selfId: number | undefined,
    write: (name: string) => Promise<AlertRow>,
  ): Promise<AlertRow> {
    for (let attempt = 0; ; attempt++) {
      const name = await this.freeName(orgId, wanted, selfId);
      try {
        return await write(name);
      } catch (error) {
        if (pgErrorCode(error) !== '23505' || attempt >= 3) throw error;
      }
    }
  }

  private async freeName(orgId: number, wanted: string, selfId: number | undefined): Promise<string> {
    const repo = this.alerts.repo;
    if (!(await repo.nameTaken(orgId, wanted, selfId))) return wanted;
    const base = cut(wanted, 110);
    const taken = await repo.namesLike(orgId, base);
    for (let n = 2; ; n++) {
      const candidate = `${base} (${n})`;
      if (!taken.has(candidate.toLowerCase())) return candidate;
    }
  }
}

const dedupe = (rows: AlertRow[]) => [...new Map(rows.map((r) => [r.id, r])).values()];
