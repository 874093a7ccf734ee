import type { hookJsonBody, hookResult } from '@signage/shared';
import type { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import type { AlertRow, IntegrationRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { limit } from '../../lib/rate-limiter.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import type { AlertsService } from './alerts.service.ts';
import type { CapActions } from './cap-actions.ts';
import { parseCap } from './cap.ts';
import { hookKeyHash } from './integrations.service.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';
import type { AlertActor } from './scope.ts';

export type HookResult = z.infer<typeof hookResult>;
type HookJson = z.infer<typeof hookJsonBody>;

/** What a hook call carries: an action in the path, a JSON body, or a CAP 1.2 message (XML). */
export type HookRequest =
  | { kind: 'path'; action: 'trigger' | 'deactivate' }
  | { kind: 'json'; body: HookJson }
  | { kind: 'cap'; xml: string };

/**
 * The public hook URLs of integrations (docs/alerts.md; security.md HOOK-1..3). The key is
 * the credential: it is looked up by its SHA-256 only (never compared as text), and a wrong, disabled
 * or deleted key answers 404 and changes nothing. Every call is counted first (per key hash and per
 * address, atomically), then resolved, then acted on, audited with the caller's address, and
 * idempotent: triggering an alert on air keeps its activation.
 */
export class HooksService {
  constructor(
    private readonly ctx: AppContext,
    private readonly integrations: IntegrationsRepository,
    private readonly alerts: AlertsService,
    private readonly cap: CapActions,
    private readonly licences: LicencesService,
  ) {}

  async call(key: string, request: HookRequest, ip: string): Promise<HookResult> {
    const keyHash = hookKeyHash(key);
    await this.ctx.rate.admit(limit('hook:key', keyHash), limit('hook:ip', ip));
    const integration = await this.integrations.byKeyHash(keyHash);
    if (!integration?.enabled) throw notFound();
    // Behind the same licence flag as the CMS calls; an expired licence still triggers (safety first).
    const licence = await this.licences.viewForOrg(integration.organizationId);
    if (!licence.flags.enableBroadcastAlerts) throw new AppError(403, 'FEATURE_NOT_LICENSED');
    const actor: AlertActor = { kind: 'integration', integrationId: integration.id, name: integration.name };
    const now = this.ctx.now();
    await this.integrations.touch(integration.id, now);
    let result: { action: HookResult['action']; alerts: AlertRow[]; ignored: string | null; cap?: Record<string, unknown> };
    try {
      result = await this.dispatch(integration, request, actor);
    } catch (error) {
      await this.audit(integration, request, ip, { refused: error instanceof AppError ? error.errorCode : 'error' });
      throw error;
    }
    await this.audit(integration, request, ip, {
      action: result.action,
      alerts: result.alerts.map((a) => a.id),
      ...(result.ignored ? { ignored: result.ignored } : {}),
      ...(result.cap ?? {}),
    });
    const alerts: HookResult['alerts'] = [];
    for (const a of result.alerts)
      alerts.push({ id: a.id, name: a.name, state: (await this.alerts.isActive(a.id)) ? 'active' : 'deactivated' });
    return { action: result.action, alerts };
  }

  private async dispatch(integration: IntegrationRow, request: HookRequest, actor: AlertActor) {
    if (request.kind === 'cap') {
      // XML is CAP, and only a CAP integration takes it.
      if (integration.provider !== 'cap') throw new AppError(415, 'FIELD_INVALID');
      const msg = parseCap(request.xml);
      const outcome = await this.cap.apply(integration, msg, actor);
      return { ...outcome, cap: { capIdentifier: msg.identifier, capSender: msg.sender, capStatus: msg.status, capMsgType: msg.msgType } };
    }
    const action = request.kind === 'path' ? request.action : request.body.action;
    const selector = request.kind === 'json' ? request.body.alert : undefined;
    const rows = await this.linkedAlerts(integration, selector);
    for (const row of rows) {
      if (action === 'trigger') await this.alerts.activate(row, actor);
      else await this.alerts.deactivate(row, actor);
    }
    return { action, alerts: rows, ignored: null };
  }

  /**
   * The integration's linked alerts (security.md HOOK-3: a call never reaches beyond them), or the one
   * `alert` names by id or by name (case-insensitively); naming another is 404.
   */
  private async linkedAlerts(integration: IntegrationRow, selector: number | string | undefined): Promise<AlertRow[]> {
    const rows = await this.alerts.repo.byIds(integration.organizationId, integration.alertIds);
    if (selector === undefined) return rows;
    const one =
      typeof selector === 'number'
        ? rows.find((r) => r.id === selector)
        : rows.find((r) => r.name.toLowerCase() === selector.toLowerCase());
    if (!one) throw notFound();
    return [one];
  }

  private audit(integration: IntegrationRow, request: HookRequest, ip: string, details: Record<string, unknown>) {
    return this.ctx.audit.record({
      organizationId: integration.organizationId,
      actorUserId: null,
      action: 'integration.call',
      objectType: 'integration',
      objectId: integration.id,
      details: { integration: integration.name, keyPrefix: integration.keyPrefix, via: request.kind, ...details },
      ip,
    });
  }
}
