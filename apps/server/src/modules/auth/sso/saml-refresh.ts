import { isErrorCode } from '@signage/shared';
import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { ssoConnections } from '../../../db/schema/index.ts';
import type { Egress } from '../../../lib/egress.ts';
import { userAddressEgress } from '../../../lib/egress-clients.ts';
import { AppError } from '../../../lib/errors.ts';
import { fetchIdpMetadata, type SamlIdp } from './saml-idp.ts';

/** The job kind of one organization's metadata refresh (docs/jobs.md; key = the organization id). */
export const SAML_REFRESH_JOB = 'sso.saml_refresh';

/** The timing of the refresh (docs/sso.md); an object so tests can see the values. */
export const SAML_REFRESH_TIMING = {
  /** A provider's metadata is read again this long after the last try (success or not). */
  everyMs: 24 * 3_600_000,
  /** Each instance looks for connections due this often (queuing is idempotent: one live job per organization). */
  sweepMs: 3_600_000,
  /** The first look after the server starts. */
  firstSweepMs: 60_000,
};

/** What a refresh did: `changed` when the certificates or the sign-in address moved; `error` an error code, '' when it worked. */
export interface SamlRefreshResult {
  refreshed: boolean;
  changed: boolean;
  error: string;
}

/** The error code a failed read carries (fetchIdpMetadata's field error), else the generic one. */
function codeOf(error: AppError): string {
  const field = Object.values(error.fields ?? {})[0];
  const code = typeof field === 'string' ? field : field?.code;
  return isErrorCode(code) ? code : 'SSO_SAML_METADATA_UNREACHABLE';
}

/**
 * Keeps an organization's SAML provider current (docs/sso.md "Certificate rollover"): when the settings
 * name a metadata address, it is read again daily — a `sso.saml_refresh` job per organization through
 * the claimable job queue, queued by each instance's hourly sweep for connections whose last try is a
 * day old — through the same egress client as saving (addresses organizations choose: no private
 * networks). Valid metadata of the same provider replaces the certificates and the sign-in address; a
 * failure keeps the old values, is logged at warn and is kept for the SSO tab. "Refresh now" on the tab
 * runs the same refresh at once.
 */
export class SamlRefresh {
  private readonly egress: Egress;
  private timer: NodeJS.Timeout | null = null;
  private first: NodeJS.Timeout | null = null;

  constructor(
    private readonly ctx: AppContext,
    egress?: Egress,
  ) {
    this.egress = egress ?? userAddressEgress(ctx);
    ctx.jobs.register({
      kind: SAML_REFRESH_JOB,
      run: async (job) => {
        await this.refresh(Number(job.key));
      },
      // Only the database can fail a refresh (a provider's failure is recorded, not thrown): try again soon.
      retryDelayMs: (attempts) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000),
      giveUp: (job) => job.attempts >= 5,
    });
  }

  start() {
    if (this.timer || this.first) return;
    const run = () => void this.sweep().catch((error) => this.ctx.log.error({ err: error }, 'sso: SAML metadata sweep failed'));
    // A first look soon after start (a server restarted more often than hourly still refreshes), not during it.
    this.first = setTimeout(run, SAML_REFRESH_TIMING.firstSweepMs);
    this.first.unref();
    this.timer = setInterval(run, SAML_REFRESH_TIMING.sweepMs);
    this.timer.unref();
  }

  stop() {
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
    this.first = null;
    this.timer = null;
  }

  /** Queues a refresh for every SAML connection with a metadata address whose last try is a day old (or never was). */
  async sweep(now = this.ctx.now()): Promise<number> {
    const due = await this.ctx.db
      .select({ organizationId: ssoConnections.organizationId })
      .from(ssoConnections)
      .where(
        and(
          eq(ssoConnections.protocol, 'saml'),
          ne(ssoConnections.samlMetadataUrl, ''),
          or(
            isNull(ssoConnections.samlRefreshTriedAt),
            lte(ssoConnections.samlRefreshTriedAt, new Date(now.getTime() - SAML_REFRESH_TIMING.everyMs)),
          ),
        ),
      );
    for (const row of due) await this.ctx.jobs.enqueue(SAML_REFRESH_JOB, String(row.organizationId));
    return due.length;
  }

  /**
   * Reads the organization's metadata address again. Taken only when valid, of the same provider (its
   * entity id: another provider at the address is a change for a person to save) and with an https
   * sign-in address; otherwise the old values stay. A connection saved meanwhile (another address) is
   * left alone.
   */
  async refresh(organizationId: number): Promise<SamlRefreshResult> {
    const [row] = await this.ctx.db
      .select()
      .from(ssoConnections)
      .where(and(eq(ssoConnections.organizationId, organizationId), eq(ssoConnections.protocol, 'saml')));
    if (!row?.samlMetadataUrl) return { refreshed: false, changed: false, error: '' };
    const url = row.samlMetadataUrl;
    let idp: SamlIdp | null = null;
    let error = '';
    try {
      idp = await fetchIdpMetadata(this.egress, url);
      if (idp.entityId !== row.samlIdpEntityId) error = 'SSO_SAML_METADATA_OTHER_IDP';
      else if (!idp.entryPoint.startsWith('https://') && !this.ctx.config.egressAllowLoopback) error = 'SSO_ADDRESS_INVALID';
    } catch (caught) {
      if (!(caught instanceof AppError)) throw caught;
      error = codeOf(caught);
    }
    const now = this.ctx.now();
    const same = and(eq(ssoConnections.organizationId, organizationId), eq(ssoConnections.samlMetadataUrl, url));
    if (error || !idp) {
      this.ctx.log.warn({ organizationId, host: hostOf(url), error }, 'sso: SAML metadata refresh failed, the saved certificates stay');
      await this.ctx.db.update(ssoConnections).set({ samlRefreshTriedAt: now, samlRefreshError: error }).where(same);
      return { refreshed: false, changed: false, error };
    }
    const changed = idp.entryPoint !== row.samlEntryPoint || idp.certs.join() !== row.samlIdpCerts.join();
    await this.ctx.db
      .update(ssoConnections)
      .set({
        samlEntryPoint: idp.entryPoint,
        samlIdpCerts: idp.certs,
        samlRefreshedAt: now,
        samlRefreshTriedAt: now,
        samlRefreshError: '',
      })
      .where(same);
    if (changed) {
      this.ctx.log.info({ organizationId, certs: idp.certs.length }, 'sso: SAML provider metadata changed, taken');
      // No actor: the schedule (or "Refresh now", whose caller changed nothing but the moment).
      await this.ctx.audit.record({
        organizationId,
        actorUserId: null,
        action: 'organization.sso_saml_refreshed',
        objectType: 'organization',
        objectId: organizationId,
        details: { certs: idp.certs.length, entryPointChanged: idp.entryPoint !== row.samlEntryPoint },
      });
    }
    return { refreshed: true, changed, error: '' };
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};
