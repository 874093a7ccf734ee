import { type LoginResponse, SSO_ROLES, type SsoConfig, type SsoRole, type ssoSaveBody } from '@signage/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext, AuthContext } from '../../../core/context.ts';
import { type SsoConnection, ssoConnections, ssoDomains, type User, users } from '../../../db/schema/index.ts';
import { decryptSecret, encryptSecret, randomKey } from '../../../lib/crypto.ts';
import { pgErrorCode } from '../../../lib/db-errors.ts';
import { userAddressEgress } from '../../../lib/egress-clients.ts';
import { AppError, fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import { limit } from '../../../lib/rate-limiter.ts';
import type { OrgAccess } from '../../tenancy/org-access.ts';
import type { AuthService } from '../auth.service.ts';
import { googleOidcClient, type OidcClient, OidcError, type OidcIdentity } from '../google-oidc.ts';
import type { UsersRepository } from '../users.repository.ts';
import { fetchIdpMetadata, normalizeCert, parseIdpMetadata, type SamlIdp, spOf } from './saml-idp.ts';
import type { SamlRefresh } from './saml-refresh.ts';
import type { SamlService } from './saml.service.ts';
import { domainOf, type SsoAccounts, ssoFailed } from './sso-accounts.ts';

export { SSO_FLOW_TTL_MS } from './sso-accounts.ts';

/** Mail providers anyone can have an address at: never an organization's single sign-on domain. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
]);

const failed = ssoFailed;
type SaveBody = z.output<typeof ssoSaveBody>;

/**
 * Single sign-on per organization (docs/sso.md). An owner or administrator connects the organization's
 * OpenID Connect provider (or a SAML 2.0 one: ./saml.service.ts) (issuer, client id and secret, the e-mail domains that route to it); people
 * of those domains then sign in through it: authorization code flow with PKCE, state and nonce kept
 * server-side (oidc_flows, single use, 10 minutes) behind an HttpOnly cookie, the ID token checked by
 * the same client as Google sign-in (../google-oidc.ts). The issuer is an address an organization
 * chose, so every request goes through the egress client for such addresses (no private networks).
 *
 * The first sign-in of an address creates the person in the organization (the default role, or the one
 * the role claim maps to: never the owner); later sign-ins reuse the account. The session starts exactly
 * like a password login's (AuthService.signInVerified, method `sso`). Everything after the identity is
 * verified is the same for both protocols (./sso-accounts.ts `admit`).
 */
export class SsoService {
  /** Tests only: a client for an issuer (a real local OpenID Provider goes through the same egress rules). */
  clientFor: (connection: { issuer: string; clientId: string; clientSecret: string }) => OidcClient;

  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly access: OrgAccess,
    private readonly accounts: SsoAccounts,
    private readonly saml: SamlService,
    private readonly samlRefresh: SamlRefresh,
  ) {
    this.clientFor = (connection) =>
      googleOidcClient(connection, userAddressEgress(ctx), () => ctx.now(), {
        authorizationParams: (locale) => ({ ui_locales: locale }),
        algorithms: ['RS256', 'PS256', 'ES256'],
      });
  }

  get redirectUri(): string {
    return `${this.ctx.config.publicUrl}/api/auth/sso/callback`;
  }

  private async key(): Promise<string> {
    return this.ctx.config.secretsKey ?? (await this.ctx.secret('secrets-key'));
  }

  /** The caller's own organization (owner or administrator); any other organization is 404. */
  private async own(auth: AuthContext, id: number) {
    const org = await this.access.visible(auth, id);
    if (org.depth !== 0) throw notFound();
    if (!this.access.isAdmin(auth)) throw forbidden();
    return org;
  }

  private async connectionOf(organizationId: number): Promise<SsoConnection | null> {
    const [row] = await this.ctx.db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
    return row ?? null;
  }

  private async domainsOf(organizationId: number): Promise<string[]> {
    const rows = await this.ctx.db.select().from(ssoDomains).where(eq(ssoDomains.organizationId, organizationId));
    return rows.map((row) => row.domain).sort();
  }

  private view(organizationId: number, connection: SsoConnection | null, domains: string[]): SsoConfig {
    const sp = spOf(this.ctx.config.publicUrl, organizationId);
    return {
      configured: connection !== null,
      protocol: connection?.protocol ?? 'oidc',
      redirectUri: this.redirectUri,
      issuer: connection?.issuer ?? '',
      clientId: connection?.clientId ?? '',
      hasSecret: Boolean(connection?.sealedClientSecret),
      domains,
      defaultRole: (connection?.defaultRole as SsoRole | undefined) ?? 'content_creator',
      roleClaim: connection?.roleClaim ?? '',
      roleMap: (connection?.roleMap ?? []).filter((m): m is { value: string; role: SsoRole } =>
        (SSO_ROLES as readonly string[]).includes(m.role),
      ),
      ssoOnly: connection?.ssoOnly ?? false,
      enabled: connection?.enabled ?? false,
      samlSpEntityId: sp.entityId,
      samlAcsUrl: sp.acsUrl,
      samlSpMetadataUrl: sp.metadataUrl,
      samlIdpEntityId: connection?.samlIdpEntityId ?? '',
      samlEntryPoint: connection?.samlEntryPoint ?? '',
      samlMetadataUrl: connection?.samlMetadataUrl ?? '',
      samlCertCount: connection?.samlIdpCerts.length ?? 0,
      samlEmailAttribute: connection?.samlEmailAttribute ?? '',
      samlRefreshedAt: connection?.samlRefreshedAt?.toISOString() ?? null,
      samlRefreshTriedAt: connection?.samlRefreshTriedAt?.toISOString() ?? null,
      samlRefreshError: connection?.samlRefreshError ?? '',
    };
  }

  async get(auth: AuthContext, id: number): Promise<SsoConfig> {
    const org = await this.own(auth, id);
    return this.view(org.id, await this.connectionOf(org.id), await this.domainsOf(org.id));
  }

  async save(auth: AuthContext, id: number, body: SaveBody, ip: string): Promise<SsoConfig> {
    const org = await this.own(auth, id);
    const previous = await this.connectionOf(org.id);
    const domains = [...new Set(body.domains)];
    for (const domain of domains) {
      if (PUBLIC_MAIL_DOMAINS.has(domain)) throw fieldError('domains', 'SSO_DOMAIN_NOT_OURS');
      // A domain people of this organization already sign in with (the caller's, the owner's, a colleague's):
      // an organization cannot route another company's addresses to its own provider.
      const [member] = await this.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organizationId, org.id), sql`lower(${users.email}) like ${`%@${domain}`}`))
        .limit(1);
      if (!member) throw fieldError('domains', 'SSO_DOMAIN_NOT_OURS');
    }
    const taken = await this.ctx.db
      .select()
      .from(ssoDomains)
      .where(and(inArray(sql`lower(${ssoDomains.domain})`, domains), ne(ssoDomains.organizationId, org.id)));
    if (taken.length > 0) throw fieldError('domains', 'SSO_DOMAIN_TAKEN', 409);
    const protocolValues = body.protocol === 'saml' ? await this.samlValues(body, previous) : await this.oidcValues(body, previous);
    const values = {
      ...protocolValues,
      protocol: body.protocol,
      defaultRole: body.defaultRole,
      roleClaim: body.roleClaim,
      roleMap: body.roleMap,
      ssoOnly: body.ssoOnly,
      enabled: body.enabled,
      updatedAt: this.ctx.now(),
    };
    try {
      await this.ctx.db.transaction(async (tx) => {
        await tx
          .insert(ssoConnections)
          .values({ organizationId: org.id, ...values })
          .onConflictDoUpdate({ target: ssoConnections.organizationId, set: values });
        await tx.delete(ssoDomains).where(eq(ssoDomains.organizationId, org.id));
        await tx.insert(ssoDomains).values(domains.map((domain) => ({ domain, organizationId: org.id })));
        await this.ctx.audit.byCaller(
          auth,
          {
            organizationId: org.id,
            action: 'organization.sso_saved',
            objectType: 'organization',
            objectId: org.id,
            details: {
              protocol: body.protocol,
              issuer: body.protocol === 'saml' ? protocolValues.samlIdpEntityId : body.issuer,
              domains,
              enabled: body.enabled,
              ssoOnly: body.ssoOnly,
              defaultRole: body.defaultRole,
              secretChanged: body.protocol === 'oidc' && Boolean(body.clientSecret),
            },
            ip,
          },
          tx,
        );
      });
    } catch (error) {
      // Two organizations saving the same domain at once: the unique index decides.
      if (pgErrorCode(error) === '23505') throw fieldError('domains', 'SSO_DOMAIN_TAKEN', 409);
      throw error;
    }
    return this.view(org.id, await this.connectionOf(org.id), await this.domainsOf(org.id));
  }

  /** OpenID Connect: the issuer answers its discovery document now, not at someone's first sign-in; the secret sealed. */
  private async oidcValues(body: SaveBody, previous: SsoConnection | null) {
    if (!body.issuer) throw fieldError('issuer', 'FIELD_REQUIRED');
    if (!body.clientId) throw fieldError('clientId', 'FIELD_REQUIRED');
    // https only: the client secret and the codes travel to it (tests talk to a local provider over http).
    if (!body.issuer.startsWith('https://') && !this.ctx.config.egressAllowLoopback) throw fieldError('issuer', 'SSO_ISSUER_INVALID');
    const key = await this.key();
    let clientSecret = body.clientSecret;
    if (!clientSecret) {
      if (!previous?.sealedClientSecret) throw fieldError('clientSecret', 'SSO_SECRET_REQUIRED');
      clientSecret = decryptSecret(key, previous.sealedClientSecret);
    }
    try {
      await this.clientFor({ issuer: body.issuer, clientId: body.clientId, clientSecret }).authorizationUrl({
        redirectUri: this.redirectUri,
        state: 'check',
        nonce: 'check',
        codeVerifier: 'check',
        locale: 'en',
      });
    } catch (error) {
      this.ctx.log.info({ reason: error instanceof OidcError ? error.reason : String(error) }, 'sso: issuer check failed');
      throw fieldError('issuer', 'SSO_ISSUER_UNREACHABLE');
    }
    const none = {
      samlIdpEntityId: '',
      samlEntryPoint: '',
      samlIdpCerts: [] as string[],
      samlMetadataUrl: '',
      samlEmailAttribute: '',
      samlRefreshedAt: null,
      samlRefreshTriedAt: null,
      samlRefreshError: '',
    };
    return { issuer: body.issuer, clientId: body.clientId, sealedClientSecret: encryptSecret(key, clientSecret), ...none };
  }

  /**
   * SAML: the provider from its metadata (pasted, or read from its address through the egress rules for
   * addresses organizations choose), else the sign-in address and signing certificate by hand. Nothing of
   * it is secret; no private key of ours exists (AuthnRequests are not signed).
   */
  private async samlValues(body: SaveBody, previous: SsoConnection | null) {
    const https = (url: string) => url.startsWith('https://') || this.ctx.config.egressAllowLoopback;
    let idp: SamlIdp;
    if (body.samlMetadataXml.trim()) {
      const parsed = parseIdpMetadata(body.samlMetadataXml);
      if (!parsed) throw fieldError('samlMetadataXml', 'SSO_SAML_METADATA_INVALID');
      idp = parsed;
    } else if (body.samlMetadataUrl) {
      if (!https(body.samlMetadataUrl)) throw fieldError('samlMetadataUrl', 'SSO_ADDRESS_INVALID');
      idp = await fetchIdpMetadata(userAddressEgress(this.ctx), body.samlMetadataUrl);
    } else {
      if (!body.samlEntryPoint) throw fieldError('samlEntryPoint', 'FIELD_REQUIRED');
      let certs = previous?.protocol === 'saml' ? previous.samlIdpCerts : [];
      if (body.samlIdpCert.trim()) {
        const cert = normalizeCert(body.samlIdpCert);
        if (!cert) throw fieldError('samlIdpCert', 'SSO_SAML_CERT_INVALID');
        certs = [cert];
      }
      if (certs.length === 0) throw fieldError('samlIdpCert', 'SSO_SAML_CERT_INVALID');
      idp = { entityId: body.samlIdpEntityId, entryPoint: body.samlEntryPoint, certs };
    }
    if (!https(idp.entryPoint)) throw fieldError(body.samlMetadataXml.trim() ? 'samlMetadataXml' : 'samlEntryPoint', 'SSO_ADDRESS_INVALID');
    // Read from the address just now: the daily refresh counts from here.
    const readNow = !body.samlMetadataXml.trim() && Boolean(body.samlMetadataUrl);
    const now = readNow ? this.ctx.now() : null;
    return {
      samlRefreshedAt: now,
      samlRefreshTriedAt: now,
      samlRefreshError: '',
      issuer: '',
      clientId: '',
      sealedClientSecret: '',
      samlIdpEntityId: idp.entityId,
      samlEntryPoint: idp.entryPoint,
      samlIdpCerts: idp.certs,
      samlMetadataUrl: body.samlMetadataXml.trim() ? '' : body.samlMetadataUrl,
      samlEmailAttribute: body.samlEmailAttribute,
    };
  }

  /**
   * "Refresh now" on the SSO tab: reads the provider's metadata address at once (the daily refresh's own
   * step). A failure is not an error of the request: it is answered in the settings' last error, the
   * saved certificates unchanged. Without a SAML metadata address there is nothing to read (400).
   */
  async refreshSaml(auth: AuthContext, id: number): Promise<SsoConfig> {
    const org = await this.own(auth, id);
    const connection = await this.connectionOf(org.id);
    if (connection?.protocol !== 'saml' || !connection.samlMetadataUrl) throw fieldError('samlMetadataUrl', 'FIELD_REQUIRED');
    await this.samlRefresh.refresh(org.id);
    return this.view(org.id, await this.connectionOf(org.id), await this.domainsOf(org.id));
  }

  async remove(auth: AuthContext, id: number, ip: string): Promise<{ removed: boolean }> {
    const org = await this.own(auth, id);
    const removed = await this.ctx.db.transaction(async (tx) => {
      const rows = await tx.delete(ssoConnections).where(eq(ssoConnections.organizationId, org.id)).returning();
      await tx.delete(ssoDomains).where(eq(ssoDomains.organizationId, org.id));
      if (rows.length > 0) {
        await this.ctx.audit.byCaller(
          auth,
          { organizationId: org.id, action: 'organization.sso_removed', objectType: 'organization', objectId: org.id, ip },
          tx,
        );
      }
      return rows.length > 0;
    });
    return { removed };
  }

  /** The live connection an address's (or bare domain's) domain routes to, if any. */
  private async routeOf(addressOrDomain: string): Promise<SsoConnection | null> {
    const domain = domainOf(addressOrDomain);
    const [row] = await this.ctx.db
      .select({ connection: ssoConnections })
      .from(ssoDomains)
      .innerJoin(ssoConnections, eq(ssoConnections.organizationId, ssoDomains.organizationId))
      .where(and(eq(sql`lower(${ssoDomains.domain})`, domain), eq(ssoConnections.enabled, true)));
    return row?.connection ?? null;
  }

  /** The login page: does this address sign in through its organization's provider, and only that way? */
  async discover(addressOrDomain: string): Promise<{ sso: boolean; ssoOnly: boolean }> {
    const connection = await this.routeOf(addressOrDomain);
    return { sso: connection !== null, ssoOnly: connection?.ssoOnly ?? false };
  }

  /**
   * Whether a person may use a password (sign-in and reset): not in an organization whose single
   * sign-on is "SSO only", except its owner (the break-glass account, docs/decisions.md).
   */
  async passwordAllowed(user: Pick<User, 'organizationId' | 'role'>): Promise<boolean> {
    if (user.role === 'owner') return true;
    const connection = await this.connectionOf(user.organizationId);
    return !(connection?.enabled && connection.ssoOnly);
  }

  private clientOf(connection: SsoConnection, key: string): OidcClient {
    return this.clientFor({
      issuer: connection.issuer,
      clientId: connection.clientId,
      clientSecret: decryptSecret(key, connection.sealedClientSecret),
    });
  }

  /** A new flow for an address's organization: its `state` (also the browser's cookie) and the provider's address. */
  async start(addressOrDomain: string, meta: RequestMeta): Promise<{ state: string; url: string }> {
    const connection = await this.routeOf(addressOrDomain);
    if (!connection) throw new AppError(404, 'SSO_NOT_CONFIGURED');
    if (connection.protocol === 'saml') return this.saml.start(connection, meta);
    const state = randomKey(32);
    const nonce = randomKey(32);
    const codeVerifier = randomKey(48);
    let url: string;
    try {
      url = await this.clientOf(connection, await this.key()).authorizationUrl({
        redirectUri: this.redirectUri,
        state,
        nonce,
        codeVerifier,
        locale: meta.locale,
      });
    } catch (error) {
      this.ctx.log.warn({ reason: error instanceof OidcError ? error.reason : String(error) }, 'sso: discovery failed');
      throw failed();
    }
    const login = addressOrDomain.includes('@') ? addressOrDomain.toLowerCase() : '';
    if (login) url = `${url}&${new URLSearchParams({ login_hint: login })}`;
    await this.accounts.put(state, 'sso_state', { nonce, codeVerifier, organizationId: connection.organizationId });
    return { state, url };
  }

  /**
   * The provider's redirect. Counted first; the state is taken whatever happens next (single use).
   * The person is found or created here; the returned ticket signs them in once (`continue`).
   */
  async callback(
    query: { code?: string; state?: string; error?: string },
    cookieState: string | undefined,
    meta: RequestMeta,
  ): Promise<string> {
    await this.ctx.rate.admit(limit('sso:ip', meta.ip));
    const row = query.state ? await this.accounts.take(query.state, 'sso_state') : null;
    const organizationId = row ? Number(row.organizationId) : null;
    const refuse = (reason: string) => this.accounts.refuse(organizationId, meta, reason);
    if (!row || row.protocol === 'saml' || !cookieState || cookieState !== query.state || organizationId === null)
      throw await refuse('state');
    if (query.error || !query.code) throw await refuse('denied');
    const connection = await this.connectionOf(organizationId);
    if (!connection?.enabled || connection.protocol !== 'oidc') throw await refuse('not configured');
    let identity: OidcIdentity;
    try {
      identity = await this.clientOf(connection, await this.key()).signIn({
        code: query.code,
        codeVerifier: String(row.codeVerifier),
        redirectUri: this.redirectUri,
        nonce: String(row.nonce),
      });
    } catch (error) {
      throw await refuse(error instanceof OidcError ? error.reason : 'token');
    }
    return this.accounts.admit(connection, { email: identity.email, name: identity.name, claims: identity.claims }, meta);
  }

  /** The CMS's landing page: the person of the ticket signs in (once), through the password login's own rules. */
  async continue(ticket: string | undefined, meta: RequestMeta): Promise<LoginResponse & { email: string }> {
    const row = ticket ? await this.accounts.take(ticket, 'sso_login') : null;
    const user = row ? await this.users.findById(Number(row.userId)) : null;
    if (!user) throw failed();
    // A sign-in through the organization's provider satisfies a second-factor requirement (docs/decisions.md).
    const login = await this.auth.signInVerified(user, meta, 'sso');
    return { email: user.email.toLowerCase(), ...login };
  }
}
