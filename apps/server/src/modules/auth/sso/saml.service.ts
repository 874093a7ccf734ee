import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { type SsoConnection, ssoConnections } from '../../../db/schema/index.ts';
import { randomKey, sha256 } from '../../../lib/crypto.ts';
import { notFound } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { limit } from '../../../lib/rate-limiter.ts';
import { identityOf, OneUseRequestIds, samlClient, spMetadata } from './saml-idp.ts';
import { type SsoAccounts, ssoFailed } from './sso-accounts.ts';

/**
 * SAML 2.0 sign-in of an organization (docs/sso.md), by @node-saml/node-saml: SP-initiated, the
 * AuthnRequest by HTTP-Redirect, the response by HTTP-POST to our assertion consumer service.
 *
 * The browser's POST from the provider is cross-site, so our SameSite=Lax state cookie does not come
 * with it. The ACS therefore verifies the response and parks the identity under a one-use handle, then
 * sends the browser (a top-level GET, which carries the cookie) to `finish`, which checks that the
 * browser is the one that started the flow before anyone is signed in: a response obtained by someone
 * else cannot sign this browser in (login CSRF).
 */
export class SamlService {
  constructor(
    private readonly ctx: AppContext,
    private readonly accounts: SsoAccounts,
  ) {}

  private async connectionOf(organizationId: number): Promise<SsoConnection | null> {
    const [row] = await this.ctx.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
    return row?.protocol === 'saml' ? row : null;
  }

  private client(connection: SsoConnection) {
    return samlClient(this.ctx.config.publicUrl, connection, new OneUseRequestIds(connection.organizationId, this.accounts));
  }

  /** Our SP metadata for the organization's provider (public; 404 unless the organization uses SAML). */
  async metadata(organizationId: number): Promise<string> {
    const connection = await this.connectionOf(organizationId);
    if (!connection) throw notFound();
    return spMetadata(this.ctx.config.publicUrl, connection);
  }

  /** A new flow: the AuthnRequest id is stored (one use, 10 minutes); the state is the RelayState and the browser's cookie. */
  async start(connection: SsoConnection, meta: RequestMeta): Promise<{ state: string; url: string }> {
    const state = randomKey(32);
    let url: string;
    try {
      url = await this.client(connection).getAuthorizeUrlAsync(state, undefined, {});
    } catch (error) {
      this.ctx.log.warn({ reason: String(error) }, 'sso: SAML request failed');
      throw ssoFailed();
    }
    await this.accounts.put(state, 'sso_state', { organizationId: connection.organizationId, protocol: 'saml', locale: meta.locale });
    return { state, url };
  }

  /**
   * The provider's POST. Counted first; the flow's state is taken whatever happens next (single use).
   * Returns the handle `finish` takes.
   */
  async acs(organizationId: number, body: { SAMLResponse: string; RelayState?: string }, meta: RequestMeta): Promise<string> {
    await this.ctx.rate.admit(limit('sso:ip', meta.ip));
    const flow = body.RelayState ? await this.accounts.take(body.RelayState, 'sso_state') : null;
    if (!flow || Number(flow.organizationId) !== organizationId || flow.protocol !== 'saml')
      throw await this.accounts.refuse(flow ? Number(flow.organizationId) : null, meta, 'state');
    const connection = await this.connectionOf(organizationId);
    if (!connection?.enabled) throw await this.accounts.refuse(organizationId, meta, 'not configured');
    let identity: ReturnType<typeof identityOf>;
    try {
      const { profile } = await this.client(connection).validatePostResponseAsync({ SAMLResponse: body.SAMLResponse });
      identity = profile ? identityOf(profile, connection.samlEmailAttribute) : null;
    } catch (error) {
      // node-saml's reason (signature, audience, InResponseTo, time …) goes to the log only.
      throw await this.accounts.refuse(
        organizationId,
        meta,
        `saml: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200),
      );
    }
    if (!identity) throw await this.accounts.refuse(organizationId, meta, 'saml: no e-mail');
    const handle = randomKey(32);
    await this.accounts.put(handle, 'saml_identity', {
      organizationId,
      stateHash: sha256(body.RelayState ?? ''),
      identity: JSON.stringify(identity),
    });
    return handle;
  }

  /** The browser after the ACS: the same browser that started (its state cookie), then the common sign-in rules. */
  async finish(handle: string | undefined, cookieState: string | undefined, meta: RequestMeta): Promise<string> {
    const row = handle ? await this.accounts.take(handle, 'saml_identity') : null;
    const organizationId = row ? Number(row.organizationId) : null;
    if (!row || organizationId === null || !cookieState || sha256(cookieState) !== row.stateHash)
      throw await this.accounts.refuse(organizationId, meta, 'state');
    const connection = await this.connectionOf(organizationId);
    if (!connection?.enabled) throw await this.accounts.refuse(organizationId, meta, 'not configured');
    return this.accounts.admit(connection, JSON.parse(String(row.identity)), meta);
  }
}
