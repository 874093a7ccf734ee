import { INVITE_TTL_MIN, VERIFY_CODE_DIGITS, VERIFY_CODE_MAX_TRIES, VERIFY_CODE_TTL_MIN } from '@signage/shared';
import type { registerBody } from '@signage/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Organization, User } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import type { AppContext } from '../../core/context.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { OrganizationsRepository } from '../tenancy/organizations.repository.ts';
import { issueCsrfToken, verifyCsrfToken } from './csrf.ts';
import type { EmailTokensService } from './email-tokens.service.ts';
import { localeOf } from './locale-of.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * Sign-up (spec 7.3 /register*): a new organization with its owner and trial licence, or a member
 * of a collating organization; e-mail verification by code; approval of collated users.
 */
export class SignUpService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersRepository,
    private readonly organizations: OrganizationsRepository,
    private readonly tokens: EmailTokensService,
    private readonly licences: LicencesService,
  ) {}

  /** The terms accepted on the sign-up form, stored with the account (asked once: packages/shared/src/terms.ts). */
  private termsOf(body: { acceptTerms?: true }) {
    return body.acceptTerms ? { eula: true, eulaAcceptedAt: this.ctx.now() } : {};
  }

  /** No organization yet: the next sign-up becomes the platform's owner (the register page says so). */
  async isFirstAccount(): Promise<boolean> {
    return (await new OrganizationTree(this.ctx.db).root()) === null;
  }

  csrfToken = async () => ({ csrfToken: issueCsrfToken(await this.ctx.secret('csrf'), this.ctx.now()) });

  async register(body: z.output<typeof registerBody>, meta: RequestMeta): Promise<{ email: string }> {
    if (!verifyCsrfToken(await this.ctx.secret('csrf'), body.csrfToken, this.ctx.now())) {
      throw new AppError(400, 'CSRF_INVALID', undefined, { csrfToken: 'CSRF_INVALID' });
    }
    await this.ctx.rate.admit(limit('register:ip', meta.ip));
    if (await this.users.emailTaken(body.email)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
    const passwordHash = await hashPassword(body.password);

    // Domain collation (spec part 4): an address of a collating organization's domain joins it.
    const collating = await this.collatingOrgFor(body.email);
    if (collating) return this.registerCollated(collating, body, passwordHash, meta);

    let created: Awaited<ReturnType<typeof this.createOrganization>>;
    try {
      created = await this.createOrganization(body, passwordHash, meta, null);
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      // Either the e-mail was taken meanwhile, or another sign-up became the platform owner first.
      if (await this.users.emailTaken(body.email)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
      created = await this.createOrganization(body, passwordHash, meta, null);
    }
    if (created.code) {
      await this.ctx.mailer.send(
        body.email,
        { kind: 'verifyCode', name: created.user.fullname, code: created.code, minutes: VERIFY_CODE_TTL_MIN },
        meta.locale,
      );
    }
    return { email: body.email };
  }

  /**
   * Sign-up with an address the identity provider verified (Google sign-in, docs/integrations.md): the
   * same organization, owner and trial licence as `register`, or the same collated membership, but
   * active at once (no code mail) and without a password (a reset link can set one later).
   */
  async registerVerified(
    body: Omit<z.output<typeof registerBody>, 'password' | 'csrfToken'>,
    meta: RequestMeta,
    method: 'google',
  ): Promise<User> {
    if (await this.users.emailTaken(body.email)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
    const collating = await this.collatingOrgFor(body.email);
    if (collating) return this.joinCollatedVerified(collating, body, meta, method);
    try {
      return (await this.createOrganization(body, null, meta, method)).user;
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      if (await this.users.emailTaken(body.email)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
      return (await this.createOrganization(body, null, meta, method)).user;
    }
  }

  /** The organization, its owner and licence in one transaction; `verifiedBy` set = the owner is active already. */
  private createOrganization(
    body: Omit<z.output<typeof registerBody>, 'password' | 'csrfToken'>,
    passwordHash: string | null,
    meta: RequestMeta,
    verifiedBy: 'google' | null,
  ) {
    return this.ctx.db.transaction(async (tx) => {
      const root = await new OrganizationTree(tx).root();
      const org = await this.organizations.insert(
        {
          parentId: root?.id ?? null,
          name: body.orgName,
          city: body.city,
          state: body.state,
          country: body.country,
          contactEmail: body.email,
          promoConsent: body.promoConsent,
          referenceCode: body.referenceCode,
        },
        tx,
      );
      if (root) await this.licences.createTrial(org.id, tx);
      else await this.licences.createUnlimited(org.id, tx);
      const user = await this.users.insert(
        {
          organizationId: org.id,
          email: body.email,
          fullname: body.orgOwnerName,
          role: 'owner',
          passwordHash,
          ...(verifiedBy ? { status: 'active' as const, emailVerifiedAt: this.ctx.now() } : { status: 'pending_verification' as const }),
          locale: meta.locale,
          ...this.termsOf(body),
        },
        tx,
      );
      await this.organizations.update(org.id, { ownerUserId: user.id }, tx);
      const code = verifiedBy
        ? null
        : await this.tokens.issue(user.id, 'verify', { ttlMinutes: VERIFY_CODE_TTL_MIN, digits: VERIFY_CODE_DIGITS }, tx);
      await this.ctx.audit.record(
        {
          organizationId: org.id,
          actorUserId: user.id,
          action: root ? 'organization.signup' : 'organization.signup_platform',
          objectType: 'organization',
          objectId: org.id,
          ...(verifiedBy ? { details: { method: verifiedBy } } : {}),
          ip: meta.ip,
        },
        tx,
      );
      return { user, code };
    });
  }

  /** A verified address of a collating organization's domain: a collated member, active or waiting for approval. */
  private async joinCollatedVerified(
    org: Organization,
    body: Omit<z.output<typeof registerBody>, 'password' | 'csrfToken'>,
    meta: RequestMeta,
    method: 'google',
  ): Promise<User> {
    const created = await this.ctx.db.transaction(async (tx) => {
      await this.licences.assertUserCapacity(org.id, tx);
      const user = await this.users.insert(
        {
          organizationId: org.id,
          email: body.email,
          fullname: body.orgOwnerName,
          role: 'content_creator',
          userType: 'collated',
          passwordHash: null,
          status: 'active',
          emailVerifiedAt: this.ctx.now(),
          locale: meta.locale,
          ...this.termsOf(body),
        },
        tx,
      );
      await this.ctx.audit.record(
        {
          organizationId: org.id,
          actorUserId: user.id,
          action: 'user.signup_collated',
          objectType: 'user',
          objectId: user.id,
          details: { method },
          ip: meta.ip,
        },
        tx,
      );
      const approval = await this.afterCollatedVerify(user, tx);
      return { user: approval ? { ...user, status: 'pending_approval' as const } : user, approval };
    });
    if (created.approval) await this.mailApprovalRequest(created.user, created.approval);
    return created.user;
  }

  /** Asks the organization's admins to approve a collated member whose address is verified. */
  private async mailApprovalRequest(
    applicant: Pick<User, 'email' | 'fullname'>,
    approval: { code: string; admins: Array<Pick<User, 'email' | 'fullname' | 'locale'>> },
  ) {
    const link = `${this.ctx.config.publicUrl}/register/user/approve?email=${encodeURIComponent(applicant.email)}&code=${encodeURIComponent(approval.code)}`;
    for (const admin of approval.admins) {
      await this.ctx.mailer.send(
        admin.email,
        { kind: 'approvalRequest', name: admin.fullname, applicant: applicant.fullname, applicantEmail: applicant.email, link },
        localeOf(admin),
      );
    }
  }

  /** The collating organization of an e-mail address's domain, if any. */
  private async collatingOrgFor(email: string): Promise<Organization | null> {
    const domain = email.toLowerCase().split('@')[1];
    if (!domain) return null;
    return this.organizations.collatingFor(domain);
  }

  /**
   * Sign-up into a collating organization: a content creator (least privilege) of type 'collated'.
   * The address is verified first (security.md AUTH-5); then the user is active, or waits for an
   * admin's approval when the organization asks for it. The seat counts against the user limit now.
   */
  private async registerCollated(org: Organization, body: z.output<typeof registerBody>, passwordHash: string, meta: RequestMeta) {
    const created = await this.ctx.db.transaction(async (tx) => {
      await this.licences.assertUserCapacity(org.id, tx);
      const user = await this.users.insert(
        {
          organizationId: org.id,
          email: body.email,
          fullname: body.orgOwnerName,
          role: 'content_creator',
          userType: 'collated',
          passwordHash,
          status: 'pending_verification',
          locale: meta.locale,
          ...this.termsOf(body),
        },
        tx,
      );
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
  private async afterCollatedVerify(user: User, tx: DbOrTx) {
    const org = await this.organizations.findById(user.organizationId, tx);
    if (!org?.collateRequiresApproval) return null;
    await this.users.update(user.id, { status: 'pending_approval' }, tx);
    const code = await this.tokens.issue(user.id, 'approve', { ttlMinutes: INVITE_TTL_MIN }, tx);
    const admins = await this.users.activeAdminsOf(org.id, tx);
    return { code, admins };
  }

  /** `active`: the verified user when the account may now sign in (not waiting for an admin's approval). */
  async verify(email: string, code: string, meta: RequestMeta): Promise<{ verified: true; active: User | null }> {
    await this.ctx.rate.admit(limit('verify:ip', meta.ip));
    const user = await this.users.findByEmail(email);
    if (user?.status !== 'pending_verification') throw new AppError(400, 'VERIFICATION_FAILED');
    const verified = await this.ctx.db.transaction(async (tx) => {
      const token = await this.tokens.consumeCode(user.id, 'verify', code, VERIFY_CODE_MAX_TRIES, tx);
      if (!token) return false;
      const now = this.ctx.now();
      await this.users.update(user.id, { status: 'active', emailVerifiedAt: now, updatedAt: now }, tx);
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
    if (verified !== true) await this.mailApprovalRequest(user, verified);
    return { verified: true, active: verified === true ? { ...user, status: 'active' as const } : null };
  }

  /** Same answer whether or not the address exists or is waiting for a code. */
  async resend(email: string, meta: RequestMeta): Promise<{ sent: true }> {
    await this.ctx.rate.admit(limit('resend:ip', meta.ip));
    const user = await this.users.findByEmail(email);
    if (user && user.status === 'pending_verification') {
      // Over the account's limit the answer is the same, only no mail goes out.
      if ((await this.ctx.rate.attempt(limit('resend:acct', email))).allowed) {
        const code = await this.tokens.issue(user.id, 'verify', { ttlMinutes: VERIFY_CODE_TTL_MIN, digits: VERIFY_CODE_DIGITS });
        await this.ctx.mailer.send(email, { kind: 'verifyCode', name: user.fullname, code, minutes: VERIFY_CODE_TTL_MIN }, localeOf(user));
      }
    }
    return { sent: true };
  }

  /** POST /register/user/approve: the code of an approval mail lets a pending (collated) user in. */
  async approve(email: string, code: string, meta: RequestMeta): Promise<{ approved: true }> {
    await this.ctx.rate.admit(limit('approve:ip', meta.ip));
    const user = await this.users.findByEmail(email);
    if (user?.status !== 'pending_approval') throw new AppError(400, 'APPROVAL_FAILED');
    const ok = await this.ctx.db.transaction(async (tx) => {
      const token = await this.tokens.consumeLink('approve', code, tx, user.id);
      if (!token) return false;
      await this.users.update(user.id, { status: 'active', updatedAt: this.ctx.now() }, tx);
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
      localeOf(user),
    );
    return { approved: true };
  }
}
