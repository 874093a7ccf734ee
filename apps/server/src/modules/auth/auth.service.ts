import { acceptedCurrentTerms, canVisitPath, LOGIN_RESULT, type LoginResponse, RESET_TOKEN_TTL_MIN } from '@signage/shared';
import type { changePasswordBody, changePasswordTokenBody, orgEntryBody } from '@signage/shared';
import type { z } from 'zod';
import type { User } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { OrganizationsRepository } from '../tenancy/organizations.repository.ts';
import type { EmailTokensService } from './email-tokens.service.ts';
import { localeOf } from './locale-of.ts';
import type { SessionsService } from './sessions.service.ts';
import type { UsersRepository } from './users.repository.ts';
import type { FirstFactor, SecondFactorService } from './second-factor/second-factor.service.ts';

/** Answers to reset requests take at least this long, whether or not the e-mail exists. */
const RESET_MIN_ANSWER_MS = 400;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sign-in and passwords (spec 7.3 /auth/*): login, session check, logout, reset, change; completing sign-up details. */
export class AuthService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersRepository,
    private readonly tree: OrganizationTree,
    private readonly organizations: OrganizationsRepository,
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly licences: LicencesService,
    /** The second factor (docs/security.md "Second factor"): asked for after the first factor, before any session. */
    private readonly secondFactor?: SecondFactorService,
  ) {}

  /**
   * Whether a person may use a password at all (sign-in and reset); set by single sign-on
   * (modules/auth/sso: an "SSO only" organization's people, its owner excepted). Unset: always.
   */
  passwordAllowed: (user: User) => Promise<boolean> = async () => true;

  async login(email: string, password: string, meta: RequestMeta): Promise<LoginResponse> {
    // Counted before the password is checked (security.md AUTH-2, docs/security.md "Brute-force limits").
    const attempt = await this.ctx.rate.admit(limit('login:acct', email), limit('login:ip', meta.ip));
    const user = await this.users.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok || user.status === 'disabled' || user.status === 'invited') {
      await this.ctx.audit.record({
        organizationId: user?.organizationId ?? null,
        actorUserId: user?.id ?? null,
        action: 'auth.login_failed',
        objectType: 'user',
        objectId: user?.id ?? null,
        ip: meta.ip,
      });
      throw new AppError(401, LOGIN_RESULT.unauthorised, 'LOGIN_FAILED');
    }
    // The right password is not a failure: its attempt is given back (earlier failures stay counted).
    await attempt.refund();
    // Checked only after the password was right, so the answer tells nothing to someone guessing.
    if (!(await this.passwordAllowed(user))) throw new AppError(401, 'SSO_REQUIRED');
    return this.admit(user, meta);
  }

  /**
   * A person proven by Google sign-in (the issuer verified the e-mail; modules/auth/google-signin.service.ts):
   * the same refusals as a password login for a disabled, invited, unverified or unapproved user, and
   * the same session. `login_failed` is audited with the method.
   */
  async signInVerified(user: User, meta: RequestMeta, method: 'google' | 'sso'): Promise<LoginResponse> {
    if (user.status === 'disabled' || user.status === 'invited') {
      await this.ctx.audit.record({
        organizationId: user.organizationId,
        actorUserId: user.id,
        action: 'auth.login_failed',
        objectType: 'user',
        objectId: user.id,
        details: { method },
        ip: meta.ip,
      });
      throw new AppError(401, LOGIN_RESULT.unauthorised, 'LOGIN_FAILED');
    }
    return this.admit(user, meta, method);
  }

  /** Right after the e-mailed code proved the address (the password was chosen at sign-up): the same session as a login. */
  async signInAfterVerification(user: User, meta: RequestMeta): Promise<LoginResponse | null> {
    try {
      return await this.admit(user, meta);
    } catch (error) {
      // Not a full session (organization details still missing): the person signs in as before.
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  /**
   * The second factor (or the enrolment the rule demanded) was passed, or a passkey proved both: the
   * same refusals and session as `admit`, without asking again. `details` go to the login audit entry.
   */
  async signInAfterSecondFactor(user: User, meta: RequestMeta, details: Record<string, string>): Promise<LoginResponse> {
    if (user.status === 'disabled' || user.status === 'invited') throw new AppError(401, LOGIN_RESULT.unauthorised, 'LOGIN_FAILED');
    return this.admit(user, meta, details);
  }

  /** After the credential is proven: the account's state decides (spec part 4 login results 1–3), else a full session. */
  private async admit(user: User, meta: RequestMeta, method?: 'google' | 'sso' | Record<string, string>): Promise<LoginResponse> {
    if (user.status === 'pending_verification') throw new AppError(401, LOGIN_RESULT.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    if (user.status === 'pending_approval') throw new AppError(401, LOGIN_RESULT.approvalRequired, 'APPROVAL_REQUIRED');
    // No session of any kind before the second factor (a `details` object: it was passed already). A
    // sign-in through the organization's own identity provider satisfies it: the provider runs its own
    // second factor (docs/decisions.md, single sign-on).
    if (typeof method !== 'object' && method !== 'sso') await this.secondFactor?.gate(user, (method ?? 'password') satisfies FirstFactor);
    const org = await this.tree.findById(user.organizationId);
    if (!org) throw new AppError(401, LOGIN_RESULT.unauthorised, 'LOGIN_FAILED');
    if (!org.detailsComplete) {
      // A restricted session that can only complete the organization details (/authflow/orgentry).
      const sessionKey = await this.sessions.create(user.id, 'orgentry', meta);
      throw new AppError(401, LOGIN_RESULT.signupIncomplete, 'SIGNUP_INCOMPLETE', undefined, { sessionKey });
    }
    return this.startSession(user, meta, method);
  }

  private async startSession(user: User, meta: RequestMeta, method?: 'google' | 'sso' | Record<string, string>): Promise<LoginResponse> {
    const sessionKey = await this.sessions.create(user.id, 'full', meta);
    await this.users.update(user.id, { lastLoginAt: this.ctx.now() });
    await this.ctx.audit.record({
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.login',
      objectType: 'user',
      objectId: user.id,
      ...(method ? { details: typeof method === 'object' ? method : { method } } : {}),
      ip: meta.ip,
    });
    const licence = await this.licences.viewForOrg(user.organizationId);
    return {
      sessionKey,
      id: user.id,
      fullname: user.fullname,
      organizationId: user.organizationId,
      eula: acceptedCurrentTerms(user),
      localeSet: user.localeSet,
      locale: localeOf(user),
      role: user.role as LoginResponse['role'],
      licenseStatus: licence.status,
    };
  }

  async logout(auth: AuthContext, meta: RequestMeta): Promise<void> {
    await this.sessions.revoke(auth.sessionId);
    this.ctx.screens?.usersChanged([auth.user.id]);
    await this.ctx.audit.byCaller(auth, {
      action: 'auth.logout',
      objectType: 'session',
      objectId: auth.sessionId,
      ip: meta.ip,
    });
  }

  /** POST /auth/check: the session poll. 403 with the spec's codes; never extends the idle timeout. */
  /** `auth`: the session of the call's key, resolved without extending it (null: none, or not live). */
  async check(auth: AuthContext | null, role: string | undefined, path: string | undefined) {
    if (!auth) throw new AppError(403, LOGIN_RESULT.unauthorised, 'UNAUTHORIZED');
    if (auth.scope === 'orgentry') throw new AppError(403, LOGIN_RESULT.signupIncomplete, 'SIGNUP_INCOMPLETE');
    if (role !== undefined && role !== auth.role) throw new AppError(403, LOGIN_RESULT.unauthorised, 'UNAUTHORIZED');
    if (path && !canVisitPath(auth.role, path)) throw new AppError(403, 'FORBIDDEN');
    return { licenseStatus: auth.licence.status };
  }

  async requestPasswordReset(email: string, meta: RequestMeta): Promise<{ sent: true }> {
    const started = Date.now();
    await this.ctx.rate.admit(limit('reset:ip', meta.ip));
    try {
      const user = await this.users.findByEmail(email);
      // An "SSO only" organization's people reset nothing here (the same answer; docs/sso.md).
      if (user && (user.status === 'active' || user.status === 'pending_verification') && (await this.passwordAllowed(user))) {
        // Over the account's limit the answer is the same, only no mail goes out.
        if ((await this.ctx.rate.attempt(limit('reset:acct', email))).allowed) {
          const token = await this.tokens.issue(user.id, 'reset', { ttlMinutes: RESET_TOKEN_TTL_MIN });
          // Links are built from PUBLIC_URL only, never from the Host header (security.md AUTH-8).
          const link = `${this.ctx.config.publicUrl}/newpassword/${token}`;
          await this.ctx.mailer.send(
            user.email,
            { kind: 'passwordReset', name: user.fullname, link, minutes: RESET_TOKEN_TTL_MIN },
            localeOf(user),
          );
          await this.ctx.audit.record({
            organizationId: user.organizationId,
            actorUserId: null,
            action: 'auth.password_reset_requested',
            objectType: 'user',
            objectId: user.id,
            ip: meta.ip,
          });
        }
      }
    } finally {
      const elapsed = Date.now() - started;
      if (elapsed < RESET_MIN_ANSWER_MS) await sleep(RESET_MIN_ANSWER_MS - elapsed);
    }
    return { sent: true };
  }

  async changePasswordWithToken(body: z.output<typeof changePasswordTokenBody>, meta: RequestMeta): Promise<{ changed: true }> {
    // Counted before the new password is hashed and the token looked up; a valid link is given back.
    const attempt = await this.ctx.rate.admit(limit('reset-confirm:ip', meta.ip));
    const passwordHash = await hashPassword(body.password);
    const user = await this.ctx.db.transaction(async (tx) => {
      // A reset link, or an invitation link (users added by an admin choose their first password here).
      const token = (await this.tokens.consumeLink('reset', body.token, tx)) ?? (await this.tokens.consumeLink('invite', body.token, tx));
      if (!token) return null;
      const current = await this.users.findById(token.userId, tx);
      if (!current || current.status === 'disabled') return null;
      if (token.kind === 'invite' && current.status !== 'invited') return null;
      const now = this.ctx.now();
      // Following a reset or invitation link proves the mailbox, so the account becomes verified.
      const verified =
        current.status === 'pending_verification' || current.status === 'invited'
          ? { status: 'active' as const, emailVerifiedAt: now }
          : {};
      await this.users.update(current.id, { passwordHash, passwordChangedAt: now, updatedAt: now, ...verified }, tx);
      await this.tokens.invalidateAll(current.id, 'reset', tx);
      await this.sessions.revokeAllFor(current.id, undefined, tx);
      await this.ctx.audit.record(
        {
          organizationId: current.organizationId,
          actorUserId: current.id,
          action: 'auth.password_reset',
          objectType: 'user',
          objectId: current.id,
          ip: meta.ip,
        },
        tx,
      );
      return current;
    });
    if (!user) throw new AppError(400, 'TOKEN_INVALID');
    this.ctx.screens?.usersChanged([user.id]);
    await attempt.refund();
    await this.ctx.mailer.send(user.email, { kind: 'passwordChanged', name: user.fullname }, localeOf(user));
    return { changed: true };
  }

  async changePassword(auth: AuthContext, body: z.output<typeof changePasswordBody>, meta: RequestMeta): Promise<{ changed: true }> {
    if (body.email !== auth.user.email.toLowerCase()) {
      throw new AppError(400, 'VALIDATION_FAILED', undefined, { email: 'FIELD_INVALID' });
    }
    // Counted before the current password is checked; a correct one is given back.
    const attempt = await this.ctx.rate.admit(limit('pwchange:user', auth.user.id));
    if (!(await verifyPassword(auth.user.passwordHash, body.oldPassword))) {
      throw new AppError(400, 'PASSWORD_INCORRECT', undefined, { oldPassword: 'PASSWORD_INCORRECT' });
    }
    await attempt.refund();
    const passwordHash = await hashPassword(body.password);
    await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.now();
      await this.users.update(auth.user.id, { passwordHash, passwordChangedAt: now, updatedAt: now }, tx);
      await this.tokens.invalidateAll(auth.user.id, 'reset', tx);
      await this.sessions.revokeAllFor(auth.user.id, auth.sessionId, tx);
      await this.ctx.audit.byCaller(
        auth,
        {
          action: 'auth.password_changed',
          objectType: 'user',
          objectId: auth.user.id,
          ip: meta.ip,
        },
        tx,
      );
    });
    this.ctx.screens?.usersChanged([auth.user.id]);
    await this.ctx.mailer.send(auth.user.email, { kind: 'passwordChanged', name: auth.user.fullname }, localeOf(auth.user));
    return { changed: true };
  }

  /** /authflow/orgentry: completes the organization's mandatory details and upgrades the session. */
  async completeOrgEntry(auth: AuthContext, body: z.output<typeof orgEntryBody>, meta: RequestMeta): Promise<LoginResponse> {
    if (auth.organization.detailsComplete) throw new AppError(400, 'VALIDATION_FAILED');
    if (auth.role !== 'owner' && auth.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
    await this.organizations.update(auth.organization.id, {
      name: body.orgName,
      city: body.city,
      state: body.state,
      country: body.country,
      detailsComplete: true,
      updatedAt: this.ctx.now(),
    });
    await this.ctx.audit.byCaller(auth, {
      action: 'organization.details_completed',
      objectType: 'organization',
      objectId: auth.organization.id,
      ip: meta.ip,
    });
    await this.sessions.revoke(auth.sessionId);
    return this.startSession(auth.user, meta);
  }
}
