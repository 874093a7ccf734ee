import {
  canVisitPath,
  INVITE_TTL_MIN,
  isLocale,
  type Locale,
  LOGIN_RESULT,
  type LoginResponse,
  RESET_TOKEN_TTL_MIN,
  VERIFY_CODE_DIGITS,
  VERIFY_CODE_MAX_TRIES,
  VERIFY_CODE_TTL_MIN,
} from '@signage/shared';
import type { z } from 'zod';
import type { changePasswordBody, changePasswordTokenBody, orgEntryBody, registerBody } from '@signage/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Organization, organizations, users, type User } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { issueCsrfToken, verifyCsrfToken } from './csrf.ts';
import type { EmailTokensService } from './email-tokens.service.ts';
import type { SessionsService } from './sessions.service.ts';

const MINUTE = 60_000;
/** security.md AUTH-2 and L12: 5 failed logins per account, 20 per address, per 15 minutes. */
const LOGIN_WINDOW = 15 * MINUTE;
const LOGIN_MAX_PER_ACCOUNT = 5;
const LOGIN_MAX_PER_IP = 20;
/** AUTH-3: at most 3 reset mails an hour per address; 10 reset requests an hour per client address. */
const RESET_WINDOW = 60 * MINUTE;
const RESET_MAX_PER_EMAIL = 3;
const RESET_MAX_PER_IP = 10;
/** Answers to reset requests take at least this long, whether or not the e-mail exists. */
const RESET_MIN_ANSWER_MS = 400;
const REGISTER_MAX_PER_IP_HOUR = 10;
const VERIFY_MAX_PER_IP = 30;
const RESEND_MAX_PER_EMAIL_HOUR = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class AuthService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersRepository,
    private readonly orgs: OrganizationTree,
    private readonly sessions: SessionsService,
    private readonly tokens: EmailTokensService,
    private readonly licences: LicencesService,
  ) {}

  private async throttle(key: string, windowMs: number, max: number) {
    if ((await this.ctx.rate.count(key, windowMs)) >= max) throw new AppError(429, 'RATE_LIMITED');
  }

  private localeOf(user: User): Locale {
    return isLocale(user.locale) ? user.locale : 'en';
  }

  async login(email: string, password: string, meta: RequestMeta): Promise<LoginResponse> {
    const accountKey = `login:acct:${email}`;
    const ipKey = `login:ip:${meta.ip}`;
    await this.throttle(accountKey, LOGIN_WINDOW, LOGIN_MAX_PER_ACCOUNT);
    await this.throttle(ipKey, LOGIN_WINDOW, LOGIN_MAX_PER_IP);
    const user = await this.users.findByEmail(email);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok || user.status === 'disabled' || user.status === 'invited') {
      await this.ctx.rate.hit(accountKey, LOGIN_WINDOW);
      await this.ctx.rate.hit(ipKey, LOGIN_WINDOW);
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
    await this.ctx.rate.reset(accountKey);
    if (user.status === 'pending_verification') throw new AppError(401, LOGIN_RESULT.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    if (user.status === 'pending_approval') throw new AppError(401, LOGIN_RESULT.approvalRequired, 'APPROVAL_REQUIRED');
    const org = await this.orgs.findById(user.organizationId);
    if (!org) throw new AppError(401, LOGIN_RESULT.unauthorised, 'LOGIN_FAILED');
    if (!org.detailsComplete) {
      // A restricted session that can only complete the organization details (/authflow/orgentry).
      const sessionKey = await this.sessions.create(user.id, 'orgentry', meta);
      throw new AppError(401, LOGIN_RESULT.signupIncomplete, 'SIGNUP_INCOMPLETE', undefined, { sessionKey });
    }
    return this.startSession(user, meta);
  }

  private async startSession(user: User, meta: RequestMeta): Promise<LoginResponse> {
    const sessionKey = await this.sessions.create(user.id, 'full', meta);
    await this.ctx.db.update(users).set({ lastLoginAt: this.ctx.now() }).where(eq(users.id, user.id));
    await this.ctx.audit.record({
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.login',
      objectType: 'user',
      objectId: user.id,
      ip: meta.ip,
    });
    const licence = await this.licences.viewForOrg(user.organizationId);
    return {
      sessionKey,
      id: user.id,
      fullname: user.fullname,
      organizationId: user.organizationId,
      eula: user.eula,
      localeSet: user.localeSet,
      locale: this.localeOf(user),
      role: user.role as LoginResponse['role'],
      licenseStatus: licence.status,
    };
  }

  async logout(auth: AuthContext, meta: RequestMeta): Promise<void> {
    await this.sessions.revoke(auth.sessionId);
    await this.ctx.audit.record({
      organizationId: auth.organization.id,
      actorUserId: auth.user.id,
      action: 'auth.logout',
      objectType: 'session',
      objectId: auth.sessionId,
      ip: meta.ip,
    });
  }

  /** POST /auth/check: the session poll. 403 with the spec's codes; never extends the idle timeout. */
  async check(sessionKey: string, role: string | undefined, path: string | undefined) {
    const auth = await this.sessions.resolve(sessionKey, { touch: false });
    if (!auth) throw new AppError(403, LOGIN_RESULT.unauthorised, 'UNAUTHORIZED');
    if (auth.scope === 'orgentry') throw new AppError(403, LOGIN_RESULT.signupIncomplete, 'SIGNUP_INCOMPLETE');
    if (role !== undefined && role !== auth.role) throw new AppError(403, LOGIN_RESULT.unauthorised, 'UNAUTHORIZED');
    if (path && !canVisitPath(auth.role, path)) throw new AppError(403, 'FORBIDDEN');
    return { licenseStatus: auth.licence.status };
  }

  csrfToken = async () => ({ csrfToken: issueCsrfToken(await this.ctx.secret('csrf'), this.ctx.now()) });

  async register(body: z.output<typeof registerBody>, meta: RequestMeta): Promise<{ email: string }> {
    if (!verifyCsrfToken(await this.ctx.secret('csrf'), body.csrfToken, this.ctx.now())) {
      throw new AppError(400, 'CSRF_INVALID', undefined, { csrfToken: 'CSRF_INVALID' });
    }
    if ((await this.ctx.rate.hit(`register:ip:${meta.ip}`, 60 * MINUTE)) > REGISTER_MAX_PER_IP_HOUR) {
      throw new AppError(429, 'RATE_LIMITED');
    }
    if (await this.users.emailTaken(body.email)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
    const passwordHash = await hashPassword(body.password);

    // Domain collation (spec part 4): an address of a collating organization's domain joins it.
    const collating = await this.collatingOrgFor(body.email);
    if (collating) return this.registerCollated(collating, body, passwordHash, meta);

    const create = async () =>
      this.ctx.db.transaction(async (tx) => {
        const root = await new OrganizationTree(tx).root();
        const [org] = await tx
          .insert(organizations)
          .values({
            parentId: root?.id ?? null,
            name: body.orgName,
            city: body.city,
            state: body.state,
            country: body.country,
            contactEmail: body.email,
            promoConsent: body.promoConsent,
            referenceCode: body.referenceCode,
          })
          .returning();
        if (!org) throw new Error('organization insert returned nothing');
        if (root) await this.licences.createTrial(org.id, tx);
        else await this.licences.createUnlimited(org.id, tx);
        const [user] = await tx
          .insert(users)
          .values({
            organizationId: org.id,
            email: body.email,
            fullname: body.orgOwnerName,
            role: 'owner',
            passwordHash,
            status: 'pending_verification',
            locale: meta.locale,
          })
          .returning();
        if (!user) throw new Error('user insert returned nothing');
        await tx.update(organizations).set({ ownerUserId: user.id }).where(eq(organizations.id, org.id));
        const code = await this.tokens.issue(user.id, 'verify', { ttlMinutes: VERIFY_CODE_TTL_MIN, digits: VERIFY_CODE_DIGITS }, tx);
        await this.ctx.audit.record(
          {
            organizationId: org.id,
            actorUserId: user.id,
            action: root ? 'organization.signup' : 'organization.signup_platform',
            objectType: 'organization',
            objectId: org.id,
            ip: meta.ip,
          },
          tx,
        );
        return { user, code };
      });

    let created: Awaited<ReturnType<typeof create>>;
    try {
      created = await create();
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      // Either the e-mail was taken meanwhile, or another sign-up became the platform owner first.
      if (await this.users.emailTaken(body.email)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
      created = await create();
    }
    await this.ctx.mailer.send(
      body.email,
      { kind: 'verifyCode', name: created.user.fullname, code: created.code, minutes: VERIFY_CODE_TTL_MIN },
      meta.locale,
    );
    return { email: body.email };
  }

  /** The collating organization of an e-mail address's domain, if any. */
  private async collatingOrgFor(email: string): Promise<Organization | null> {
    const domain = email.toLowerCase().split('@')[1];
    if (!domain) return null;
    const [row] = await this.ctx.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.collate, true), sql`lower(${organizations.domain}) = ${domain}`));
    return row ?? null;
  }

  /**
   * Sign-up into a collating organization: a content creator (least privilege) of type 'collated'.
   * The address is verified first (security.md AUTH-5); then the user is active, or waits for an
   * admin's approval when the organization asks for it. The seat counts against the user limit now.
   */
  private async registerCollated(org: Organization, body: z.output<typeof registerBody>, passwordHash: string, meta: RequestMeta) {
    const created = await this.ctx.db.transaction(async (tx) => {
      await this.licences.assertUserCapacity(org.id, tx as never);
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: org.id,
          email: body.email,
          fullname: body.orgOwnerName,
          role: 'content_creator',
          userType: 'collated',
          passwordHash,
          status: 'pending_verification',
          locale: meta.locale,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      const code = await this.tokens.issue(user.id, 'verify', { ttlMinutes: VERIFY_CODE_TTL_MIN, digits: VERIFY_CODE_DIGITS }, tx);
      await this.ctx.audit.record(
        {
          organizationId: org.id,
          actorUserId: user.id,
          action: 'user.signup_collated',
          objectType: 'user',
          objectId: user.id,
          ip: meta.ip,
        },
        tx,
      );
      return { user, code };
    });
    await this.ctx.mailer.send(
      body.email,
      { kind: 'verifyCode', name: created.user.fullname, code: created.code, minutes: VERIFY_CODE_TTL_MIN },
      meta.locale,
    );
    return { email: body.email };
  }

  /** After a collated user's address is verified: active, or waiting for approval (mail to the owner and admins). */
  private async afterCollatedVerify(user: User, tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0]) {
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, user.organizationId));
    if (!org || !org.collateRequiresApproval) return null;
    await tx.update(users).set({ status: 'pending_approval' }).where(eq(users.id, user.id));
    const code = await this.tokens.issue(user.id, 'approve', { ttlMinutes: INVITE_TTL_MIN }, tx);
    const admins = await tx
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org.id), inArray(users.role, ['owner', 'admin']), eq(users.status, 'active')));
    return { code, admins };
  }

  async verify(email: string, code: string, meta: RequestMeta): Promise<{ verified: true }> {
    if ((await this.ctx.rate.hit(`verify:ip:${meta.ip}`, 15 * MINUTE)) > VERIFY_MAX_PER_IP) throw new AppError(429, 'RATE_LIMITED');
    const user = await this.users.findByEmail(email);
    if (user?.status !== 'pending_verification') throw new AppError(400, 'VERIFICATION_FAILED');
    const verified = await this.ctx.db.transaction(async (tx) => {
      const token = await this.tokens.consumeCode(user.id, 'verify', code, VERIFY_CODE_MAX_TRIES, tx);
      if (!token) return false;
      const now = this.ctx.now();
      await tx.update(users).set({ status: 'active', emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      await this.ctx.audit.record(
        {
          organizationId: user.organizationId,
          actorUserId: user.id,
          action: 'user.email_verified',
          objectType: 'user',
          objectId: user.id,
          ip: meta.ip,
        },
        tx,
      );
      return user.userType === 'collated' ? ((await this.afterCollatedVerify(user, tx)) ?? true) : true;
    });
    if (!verified) throw new AppError(400, 'VERIFICATION_FAILED');
    if (verified !== true) {
      const link = `${this.ctx.config.publicUrl}/register/user/approve?email=${encodeURIComponent(user.email)}&code=${encodeURIComponent(verified.code)}`;
      for (const admin of verified.admins) {
        await this.ctx.mailer.send(
          admin.email,
          { kind: 'approvalRequest', name: admin.fullname, applicant: user.fullname, applicantEmail: user.email, link },
          this.localeOf(admin),
        );
      }
    }
    return { verified: true };
  }

  /** Same answer whether or not the address exists or is waiting for a code. */
  async resend(email: string, meta: RequestMeta): Promise<{ sent: true }> {
    if ((await this.ctx.rate.hit(`resend:ip:${meta.ip}`, 60 * MINUTE)) > 20) throw new AppError(429, 'RATE_LIMITED');
    const user = await this.users.findByEmail(email);
    if (user && user.status === 'pending_verification') {
      const count = await this.ctx.rate.hit(`resend:acct:${email}`, 60 * MINUTE);
      if (count <= RESEND_MAX_PER_EMAIL_HOUR) {
        const code = await this.tokens.issue(user.id, 'verify', { ttlMinutes: VERIFY_CODE_TTL_MIN, digits: VERIFY_CODE_DIGITS });
        await this.ctx.mailer.send(
          email,
          { kind: 'verifyCode', name: user.fullname, code, minutes: VERIFY_CODE_TTL_MIN },
          this.localeOf(user),
        );
      }
    }
    return { sent: true };
  }

  /** POST /register/user/approve: the code of an approval mail lets a pending (collated) user in. */
  async approve(email: string, code: string, meta: RequestMeta): Promise<{ approved: true }> {
    if ((await this.ctx.rate.hit(`approve:ip:${meta.ip}`, 15 * MINUTE)) > VERIFY_MAX_PER_IP) throw new AppError(429, 'RATE_LIMITED');
    const user = await this.users.findByEmail(email);
    if (user?.status !== 'pending_approval') throw new AppError(400, 'APPROVAL_FAILED');
    const ok = await this.ctx.db.transaction(async (tx) => {
      const token = await this.tokens.consumeLink('approve', code, tx, user.id);
      if (!token) return false;
      await tx.update(users).set({ status: 'active', updatedAt: this.ctx.now() }).where(eq(users.id, user.id));
      await this.ctx.audit.record(
        {
          organizationId: user.organizationId,
          actorUserId: null,
          action: 'user.approved',
          objectType: 'user',
          objectId: user.id,
          ip: meta.ip,
        },
        tx,
      );
      return true;
    });
    if (!ok) throw new AppError(400, 'APPROVAL_FAILED');
    await this.ctx.mailer.send(
      user.email,
      { kind: 'approved', name: user.fullname, link: `${this.ctx.config.publicUrl}/` },
      this.localeOf(user),
    );
    return { approved: true };
  }

  async requestPasswordReset(email: string, meta: RequestMeta): Promise<{ sent: true }> {
    const started = Date.now();
    if ((await this.ctx.rate.hit(`reset:ip:${meta.ip}`, RESET_WINDOW)) > RESET_MAX_PER_IP) throw new AppError(429, 'RATE_LIMITED');
    try {
      const user = await this.users.findByEmail(email);
      if (user && (user.status === 'active' || user.status === 'pending_verification')) {
        const count = await this.ctx.rate.hit(`reset:acct:${email}`, RESET_WINDOW);
        if (count <= RESET_MAX_PER_EMAIL) {
          const token = await this.tokens.issue(user.id, 'reset', { ttlMinutes: RESET_TOKEN_TTL_MIN });
          // Links are built from PUBLIC_URL only, never from the Host header (security.md AUTH-8).
          const link = `${this.ctx.config.publicUrl}/newpassword/${token}`;
          await this.ctx.mailer.send(
            user.email,
            { kind: 'passwordReset', name: user.fullname, link, minutes: RESET_TOKEN_TTL_MIN },
            this.localeOf(user),
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
    const passwordHash = await hashPassword(body.password);
    const user = await this.ctx.db.transaction(async (tx) => {
      // A reset link, or an invitation link (users added by an admin choose their first password here).
      const token = (await this.tokens.consumeLink('reset', body.token, tx)) ?? (await this.tokens.consumeLink('invite', body.token, tx));
      if (!token) return null;
      const [current] = await tx.select().from(users).where(eq(users.id, token.userId));
      if (!current || current.status === 'disabled') return null;
      if (token.kind === 'invite' && current.status !== 'invited') return null;
      const now = this.ctx.now();
      // Following a reset or invitation link proves the mailbox, so the account becomes verified.
      const verified =
        current.status === 'pending_verification' || current.status === 'invited'
          ? { status: 'active' as const, emailVerifiedAt: now }
          : {};
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now, ...verified })
        .where(eq(users.id, current.id));
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
    await this.ctx.mailer.send(user.email, { kind: 'passwordChanged', name: user.fullname }, this.localeOf(user));
    return { changed: true };
  }

  async changePassword(auth: AuthContext, body: z.output<typeof changePasswordBody>, meta: RequestMeta): Promise<{ changed: true }> {
    const key = `pwchange:user:${auth.user.id}`;
    await this.throttle(key, LOGIN_WINDOW, LOGIN_MAX_PER_ACCOUNT);
    if (body.email !== auth.user.email.toLowerCase()) {
      throw new AppError(400, 'VALIDATION_FAILED', undefined, { email: 'FIELD_INVALID' });
    }
    if (!(await verifyPassword(auth.user.passwordHash, body.oldPassword))) {
      await this.ctx.rate.hit(key, LOGIN_WINDOW);
      throw new AppError(400, 'PASSWORD_INCORRECT', undefined, { oldPassword: 'PASSWORD_INCORRECT' });
    }
    const passwordHash = await hashPassword(body.password);
    await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.now();
      await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, auth.user.id));
      await this.tokens.invalidateAll(auth.user.id, 'reset', tx);
      await this.sessions.revokeAllFor(auth.user.id, auth.sessionId, tx);
      await this.ctx.audit.record(
        {
          organizationId: auth.organization.id,
          actorUserId: auth.user.id,
          action: 'auth.password_changed',
          objectType: 'user',
          objectId: auth.user.id,
          ip: meta.ip,
        },
        tx,
      );
    });
    await this.ctx.mailer.send(auth.user.email, { kind: 'passwordChanged', name: auth.user.fullname }, this.localeOf(auth.user));
    return { changed: true };
  }

  /** /authflow/orgentry: completes the organization's mandatory details and upgrades the session. */
  async completeOrgEntry(auth: AuthContext, body: z.output<typeof orgEntryBody>, meta: RequestMeta): Promise<LoginResponse> {
    if (auth.organization.detailsComplete) throw new AppError(400, 'VALIDATION_FAILED');
    if (auth.role !== 'owner' && auth.role !== 'admin') throw new AppError(403, 'FORBIDDEN');
    await this.ctx.db
      .update(organizations)
      .set({
        name: body.orgName,
        city: body.city,
        state: body.state,
        country: body.country,
        detailsComplete: true,
        updatedAt: this.ctx.now(),
      })
      .where(eq(organizations.id, auth.organization.id));
    await this.ctx.audit.record({
      organizationId: auth.organization.id,
      actorUserId: auth.user.id,
      action: 'organization.details_completed',
      objectType: 'organization',
      objectId: auth.organization.id,
      ip: meta.ip,
    });
    await this.sessions.revoke(auth.sessionId);
    return this.startSession(auth.user, meta);
  }
}
