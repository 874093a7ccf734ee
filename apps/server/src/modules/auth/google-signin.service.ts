import type { googleRegisterBody, LoginResponse } from '@signage/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { oidcFlows } from '../../db/schema/index.ts';
import { randomKey, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import type { AppContext } from '../../core/context.ts';
import type { AuthService } from './auth.service.ts';
import { verifyCsrfToken } from './csrf.ts';
import { type OidcClient, OidcError } from './google-oidc.ts';
import type { SignUpService } from './signup.service.ts';
import type { UsersRepository } from './users.repository.ts';

/** State, nonce and verifier, and the tickets after the callback, live this long (security.md AUTH-4's 10 minutes). */
export const GOOGLE_FLOW_TTL_MS = 10 * 60_000;

export type GoogleContinue = ({ kind: 'session'; email: string } & LoginResponse) | { kind: 'signup'; email: string; fullname: string };

const failed = () => new AppError(400, 'GOOGLE_SIGNIN_FAILED');

/**
 * Sign in with Google (docs/integrations.md "Google sign-in"): authorization code flow with
 * PKCE, state and nonce kept server-side (oidc_flows, single use, 10 minutes), bound to the browser by
 * an HttpOnly cookie. The callback verifies the ID token and leaves a ticket (another single-use row
 * behind another HttpOnly cookie): a matching account signs in through the password login's own rules
 * (AuthService.signInVerified); a new address completes the sign-up details first.
 */
export class GoogleSignInService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly signUp: SignUpService,
    private readonly client: OidcClient | null,
  ) {}

  get configured(): boolean {
    return this.client !== null;
  }

  get redirectUri(): string {
    return `${this.ctx.config.publicUrl}/api/auth/google/callback`;
  }

  private requireClient(): OidcClient {
    if (!this.client) throw new AppError(404, 'NOT_FOUND');
    return this.client;
  }

  /** A new flow: its `state` (also the browser's cookie) and the issuer's authorization address. */
  async start(meta: RequestMeta): Promise<{ state: string; url: string }> {
    const client = this.requireClient();
    const state = randomKey(32);
    const nonce = randomKey(32);
    const codeVerifier = randomKey(48);
    let url: string;
    try {
      url = await client.authorizationUrl({ redirectUri: this.redirectUri, state, nonce, codeVerifier, locale: meta.locale });
    } catch (error) {
      this.ctx.log.warn({ reason: error instanceof OidcError ? error.reason : String(error) }, 'google sign-in: discovery failed');
      throw failed();
    }
    await this.put(state, 'state', { nonce, codeVerifier });
    return { state, url };
  }

  /**
   * The issuer's redirect. Counted first (every callback counts); the state is taken whatever happens
   * next, so it never serves twice. Returns the ticket the browser carries to `continue`.
   */
  async callback(
    query: { code?: string; state?: string; error?: string },
    cookieState: string | undefined,
    meta: RequestMeta,
  ): Promise<string> {
    const client = this.requireClient();
    await this.ctx.rate.admit(limit('google:ip', meta.ip));
    const row = query.state ? await this.take(query.state, 'state') : null;
    const refuse = async (reason: string, organizationId: number | null = null, userId: number | null = null) => {
      this.ctx.log.info({ reason }, 'google sign-in refused');
      await this.ctx.audit.record({
        organizationId,
        actorUserId: userId,
        action: 'auth.login_failed',
        objectType: 'user',
        objectId: userId,
        details: { method: 'google', reason },
        ip: meta.ip,
      });
      return failed();
    };
    // The state must be the one this browser started (its cookie), known, unused and fresh.
    if (!row || !cookieState || cookieState !== query.state) throw await refuse('state');
    if (query.error || !query.code) throw await refuse('denied');
    let identity: Awaited<ReturnType<OidcClient['signIn']>>;
    try {
      identity = await client.signIn({
        code: query.code,
        codeVerifier: String(row.codeVerifier),
        redirectUri: this.redirectUri,
        nonce: String(row.nonce),
      });
    } catch (error) {
      throw await refuse(error instanceof OidcError ? error.reason : 'token');
    }
    const user = await this.users.findByEmail(identity.email);
    const ticket = randomKey(32);
    if (user) await this.put(ticket, 'login', { userId: user.id });
    else await this.put(ticket, 'signup', { email: identity.email.toLowerCase(), fullname: identity.name });
    return ticket;
  }

  /** The CMS's landing page: a matching account signs in (once); a new address learns what to sign up with. */
  async continue(ticket: string | undefined, meta: RequestMeta): Promise<GoogleContinue> {
    this.requireClient();
    if (!ticket) throw failed();
    const peek = await this.peek(ticket);
    if (!peek) throw failed();
    if (peek.kind === 'signup') return { kind: 'signup', email: String(peek.data.email), fullname: String(peek.data.fullname ?? '') };
    const row = await this.take(ticket, 'login');
    const user = row ? await this.users.findById(Number(row.userId)) : null;
    if (!user) throw failed();
    const login = await this.auth.signInVerified(user, meta, 'google');
    return { kind: 'session', email: user.email.toLowerCase(), ...login };
  }

  /** The sign-up details for a verified new address: a trial organization (or collated membership), then a session. */
  async register(
    ticket: string | undefined,
    body: z.output<typeof googleRegisterBody>,
    meta: RequestMeta,
  ): Promise<LoginResponse & { email: string }> {
    this.requireClient();
    if (!verifyCsrfToken(await this.ctx.secret('csrf'), body.csrfToken, this.ctx.now())) {
      throw new AppError(400, 'CSRF_INVALID', undefined, { csrfToken: 'CSRF_INVALID' });
    }
    await this.ctx.rate.admit(limit('register:ip', meta.ip));
    const row = ticket ? await this.take(ticket, 'signup') : null;
    if (!row) throw failed();
    const email = String(row.email);
    const user = await this.signUp.registerVerified(
      {
        orgName: body.orgName,
        orgOwnerName: body.orgOwnerName,
        email,
        city: body.city,
        state: body.state,
        country: body.country,
        promoConsent: body.promoConsent,
        referenceCode: body.referenceCode,
        acceptTerms: body.acceptTerms,
      },
      meta,
      'google',
    );
    return { email, ...(await this.auth.signInVerified(user, meta, 'google')) };
  }

  private async put(handle: string, kind: 'state' | 'login' | 'signup', data: Record<string, string | number>) {
    const now = this.ctx.now();
    // Old flows go as new ones come (abandoned sign-ins leave a row each).
    await this.ctx.db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
    await this.ctx.db
      .insert(oidcFlows)
      .values({ handleHash: sha256(handle), kind, data, expiresAt: new Date(now.getTime() + GOOGLE_FLOW_TTL_MS) });
  }

  /** Deletes and returns a live row of this kind: one statement, so two racing uses cannot both get it. */
  private async take(handle: string, kind: 'state' | 'login' | 'signup') {
    const [row] = await this.ctx.db
      .delete(oidcFlows)
      .where(and(eq(oidcFlows.handleHash, sha256(handle)), eq(oidcFlows.kind, kind), gt(oidcFlows.expiresAt, this.ctx.now())))
      .returning();
    return row ? row.data : null;
  }

  private async peek(handle: string) {
    const [row] = await this.ctx.db
      .select()
      .from(oidcFlows)
      .where(and(eq(oidcFlows.handleHash, sha256(handle)), gt(oidcFlows.expiresAt, this.ctx.now())));
    return row && row.kind !== 'state' ? row : null;
  }
}
