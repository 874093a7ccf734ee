import type { IntegrationSecret, IntegrationSummary, integrationCreateBody, integrationUpdateBody, TargetsView } from '@signage/shared';
import type { z } from 'zod';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { IntegrationRow, StoredTargets } from '../../db/schema/index.ts';
import { randomKey, sha256 } from '../../lib/crypto.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { AlertsRepository } from './alerts.repository.ts';
import type { IntegrationsRepository } from './integrations.repository.ts';
import type { AlertScope } from './scope.ts';
import { type Targets, targetsRequired } from './targets.ts';

type IntegrationCreate = z.infer<typeof integrationCreateBody>;
type IntegrationUpdate = z.infer<typeof integrationUpdateBody>;
type IntegrationFields = Omit<IntegrationCreate, 'sessionKey' | 'organizationId'>;

/** Bytes of an API key: 256 bits (security.md HOOK-1 asks for at least 128). */
export const HOOK_KEY_BYTES = 32;
/** Characters of the key kept in clear, to tell keys apart in the CMS. */
export const HOOK_KEY_PREFIX_LENGTH = 6;

const nameExists = () => new AppError(409, 'INTEGRATION_NAME_EXISTS', undefined, { name: 'INTEGRATION_NAME_EXISTS' });
const alertsRequired = () => new AppError(400, 'INTEGRATION_ALERTS_REQUIRED', undefined, { alertIds: 'INTEGRATION_ALERTS_REQUIRED' });

/** The SHA-256 an API key is stored and looked up as (the key itself is never stored). */
export const hookKeyHash = (key: string) => sha256(key);

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Integrations (docs/alerts.md; spec parts 3, 4): a way in for another system. Enabled or
 * disabled, deleted only while disabled; the API key is answered once (create, regenerate) and stored
 * as its SHA-256, so a regenerated key replaces the old one at once.
 */
export class IntegrationsService {
  constructor(
    private readonly ctx: AppContext,
    readonly repo: IntegrationsRepository,
    private readonly alertsRepo: AlertsRepository,
    private readonly targets: Targets,
    private readonly scope: AlertScope,
  ) {}

  private async integration(auth: AuthContext, id: number): Promise<IntegrationRow> {
    const row = await this.repo.byId(await this.scope.orgIds(auth), id);
    if (!row) throw notFound();
    return row;
  }

  async present(rows: IntegrationRow[]): Promise<IntegrationSummary[]> {
    const alertIds = [...new Set(rows.flatMap((r) => r.alertIds))];
    const alertRows = new Map<number, { organizationId: number; name: string }>();
    for (const orgId of new Set(rows.map((r) => r.organizationId)))
      for (const a of await this.alertsRepo.byIds(orgId, alertIds)) alertRows.set(a.id, a);
    const withTargets = rows.filter((r) => r.targets !== null);
    const views = await this.targets.views(
      withTargets.map((r) => ({ organizationId: r.organizationId, targets: r.targets as StoredTargets })),
    );
    const viewOf = new Map<number, TargetsView>(withTargets.map((r, i) => [r.id, views[i] as TargetsView]));
    return rows.map((r) => ({
      id: r.id,
      organizationId: r.organizationId,
      name: r.name,
      provider: r.provider,
      enabled: r.enabled,
      alerts: r.alertIds.flatMap((id) => {
        const a = alertRows.get(id);
        return a && a.organizationId === r.organizationId ? [{ id, name: a.name }] : [];
      }),
      targets: viewOf.get(r.id) ?? null,
      capFeedUrl: r.capFeedUrl,
      keyPrefix: r.keyPrefix,
      lastCalledAt: r.lastCalledAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private async one(row: IntegrationRow): Promise<IntegrationSummary> {
    const [out] = await this.present([row]);
    return out as IntegrationSummary;
  }

  /** The integration with a fresh key, and the URLs that carry it (answered once). */
  private async secret(row: IntegrationRow, key: string): Promise<IntegrationSecret> {
    const base = `${this.ctx.config.publicUrl}/api/hooks/${key}`;
    return {
      integration: await this.one(row),
      apiKey: key,
      triggerUrl: `${base}/trigger`,
      deactivateUrl: `${base}/deactivate`,
      jsonUrl: base,
    };
  }

  private newKey() {
    const key = randomKey(HOOK_KEY_BYTES);
    return { key, keyHash: hookKeyHash(key), keyPrefix: key.slice(0, HOOK_KEY_PREFIX_LENGTH) };
  }

  async list(auth: AuthContext, organizationId?: number): Promise<IntegrationSummary[]> {
    return this.present(await this.repo.list(await this.scope.org(auth, organizationId)));
  }

  /**
   * The row values of the fields. Every linked alert and every target must be the organization's (404
   * otherwise, all or nothing); generic needs at least one alert (targets sent to it are checked, then
   * dropped), CAP its targets.
   */
  private async fieldValues(organizationId: number, b: IntegrationFields) {
    const alertIds = [...new Set(b.alertIds)];
    const found = await this.alertsRepo.byIds(organizationId, alertIds);
    if (found.length !== alertIds.length) throw notFound();
    const cap = b.provider === 'cap';
    // Targets sent are checked whatever the provider (security.md TEN-3); only CAP keeps them.
    const targets = cap && b.targets ? await this.targets.resolve(organizationId, b.targets) : null;
    if (!cap && b.targets) await this.targets.check(organizationId, b.targets);
    if (!cap && alertIds.length === 0) throw alertsRequired();
    if (cap && !targets) throw targetsRequired();
    const capFeedUrl = cap && b.capFeedUrl ? b.capFeedUrl : null;
    if (capFeedUrl && !isWebAddress(capFeedUrl)) throw fieldError('capFeedUrl', 'FIELD_INVALID');
    return { name: b.name, provider: b.provider, alertIds, targets, capFeedUrl };
  }

  private async writeName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw nameExists();
      throw error;
    }
  }

  async create(auth: AuthContext, b: IntegrationCreate, meta: RequestMeta): Promise<IntegrationSecret> {
    const organizationId = await this.scope.org(auth, b.organizationId);
    const values = await this.fieldValues(organizationId, b);
    if (await this.repo.nameTaken(organizationId, b.name)) throw nameExists();
    const { key, keyHash, keyPrefix } = this.newKey();
    const row = await this.writeName(() =>
      this.repo.insert({
        ...values,
        organizationId,
        keyHash,
        keyPrefix,
        enabled: true,
        createdBy: auth.user.id,
        createdAt: this.ctx.now(),
      }),
    );
    await this.ctx.audit.byCaller(auth, {
      organizationId,
      action: 'integration.create',
      objectType: 'integration',
      objectId: row.id,
      details: { name: row.name, provider: row.provider, keyPrefix },
      ip: meta.ip,
    });
    return this.secret(row, key);
  }

  async update(auth: AuthContext, b: IntegrationUpdate, meta: RequestMeta): Promise<IntegrationSummary> {
    const current = await this.integration(auth, b.integrationId);
    const values = await this.fieldValues(current.organizationId, b);
    if (await this.repo.nameTaken(current.organizationId, b.name, current.id)) throw nameExists();
    const row = await this.writeName(() => this.repo.update(current.id, values));
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.organizationId,
      action: 'integration.update',
      objectType: 'integration',
      objectId: row.id,
      details: { name: row.name, provider: row.provider },
      ip: meta.ip,
    });
    return this.one(row);
  }

  /** Spec part 4: enabled or disabled. A disabled integration's URLs answer 404 and change nothing. */
  async enable(auth: AuthContext, integrationId: number, enabled: boolean, meta: RequestMeta): Promise<IntegrationSummary> {
    const current = await this.integration(auth, integrationId);
    if (current.enabled === enabled) return this.one(current);
    const row = await this.repo.update(current.id, { enabled });
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.organizationId,
      action: enabled ? 'integration.enable' : 'integration.disable',
      objectType: 'integration',
      objectId: row.id,
      details: { name: row.name },
      ip: meta.ip,
    });
    return this.one(row);
  }

  /** A new key; the old one stops working at once (only its hash was stored, and it is replaced). */
  async regenerate(auth: AuthContext, integrationId: number, meta: RequestMeta): Promise<IntegrationSecret> {
    const current = await this.integration(auth, integrationId);
    const { key, keyHash, keyPrefix } = this.newKey();
    const row = await this.repo.update(current.id, { keyHash, keyPrefix });
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.organizationId,
      action: 'integration.regenerate',
      objectType: 'integration',
      objectId: row.id,
      details: { name: row.name, keyPrefix },
      ip: meta.ip,
    });
    return this.secret(row, key);
  }

  /** Spec part 4: deleted only while disabled (400 INTEGRATION_ENABLED). */
  async remove(auth: AuthContext, integrationId: number, meta: RequestMeta): Promise<{ ok: true }> {
    const current = await this.integration(auth, integrationId);
    if (current.enabled) throw new AppError(400, 'INTEGRATION_ENABLED');
    await this.repo.remove(current.id);
    await this.ctx.audit.byCaller(auth, {
      organizationId: current.organizationId,
      action: 'integration.delete',
      objectType: 'integration',
      objectId: current.id,
      details: { name: current.name },
      ip: meta.ip,
    });
    return { ok: true };
  }
}
