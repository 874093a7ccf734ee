import { acceptedCurrentTerms, EMAIL_CHANGE_TTL_MIN, isLocale, type Locale, type Me } from '@signage/shared';
import { verifyPassword } from '../../lib/crypto.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { EmailTokensService } from '../auth/email-tokens.service.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { UsersRepository } from '../auth/users.repository.ts';

/** The signed-in user's own account (spec 7.3 users/*). Management of other users: users issue. */
export class UsersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: UsersRepository,
    private readonly tokens: EmailTokensService,
    private readonly sessions: SessionsService,
  ) {}

  me(auth: AuthContext): Me {
    const u = auth.user;
    return {
      id: u.id,
      fullname: u.fullname,
      email: u.email,
      pendingEmail: u.pendingEmail,
      role: auth.role,
      organizationId: auth.organization.id,
      organizationName: auth.organization.name,
      eula: acceptedCurrentTerms(u),
      eulaAcceptedAt: u.eulaAcceptedAt?.toISOString() ?? null,
      locale: isLocale(u.locale) ? u.locale : 'en',
      localeSet: u.localeSet,
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      createdAt: u.createdAt.toISOString(),
    };
  }

  async setName(auth: AuthContext, name: string, meta: RequestMeta) {
    await this.repo.update(auth.user.id, { fullname: name, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, { action: 'user.name_changed', objectType: 'user', objectId: auth.user.id, ip: meta.ip });
    return { fullname: name };
  }

  async setLocale(auth: AuthContext, locale: Locale) {
    await this.repo.update(auth.user.id, { locale, localeSet: true, updatedAt: this.ctx.now() });
    return { locale };
  }

  async setEula(auth: AuthContext, eula: boolean, meta: RequestMeta) {
    const now = this.ctx.now();
    await this.repo.update(auth.user.id, { eula, eulaAcceptedAt: eula ? now : null, updatedAt: now });
    await this.ctx.audit.byCaller(auth, {
      action: eula ? 'user.eula_accepted' : 'user.eula_withdrawn',
      objectType: 'user',
      objectId: auth.user.id,
      ip: meta.ip,
    });
    return { eula };
  }

  /**
   * Starts an e-mail change: re-authentication by password (ASVS 7.5.1), a link to the new address,
   * a notice to the old one. The address changes only when the link is followed.
   */
  async requestEmailChange(auth: AuthContext, email: string, password: string, meta: RequestMeta) {
    if (!(await verifyPassword(auth.user.passwordHash, password))) {
      throw new AppError(400, 'PASSWORD_INCORRECT', undefined, { password: 'PASSWORD_INCORRECT' });
    }
    if (email === auth.user.email.toLowerCase()) throw new AppError(400, 'VALIDATION_FAILED', undefined, { email: 'FIELD_INVALID' });
    if (await this.repo.emailTaken(email, auth.user.id)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { email: 'EMAIL_EXISTS' });
    const token = await this.ctx.db.transaction(async (tx) => {
      await this.repo.update(auth.user.id, { pendingEmail: email, updatedAt: this.ctx.now() }, tx);
      return this.tokens.issue(auth.user.id, 'email_change', { ttlMinutes: EMAIL_CHANGE_TTL_MIN, payload: { email } }, tx);
    });
    const locale: Locale = isLocale(auth.user.locale) ? auth.user.locale : 'en';
    const link = `${this.ctx.config.publicUrl}/confirm-email?userId=${auth.user.id}&token=${encodeURIComponent(token)}`;
    await this.ctx.mailer.send(email, { kind: 'emailChangeConfirm', name: auth.user.fullname, link, newEmail: email }, locale);
    await this.ctx.mailer.send(auth.user.email, { kind: 'emailChangeNotice', name: auth.user.fullname, newEmail: email }, locale);
    await this.ctx.audit.byCaller(auth, { action: 'user.email_change_requested', objectType: 'user', objectId: auth.user.id, ip: meta.ip });
    return { pendingEmail: email };
  }

  async confirmEmailChange(userId: number, token: string, meta: RequestMeta) {
    try {
      const result = await this.ctx.db.transaction(async (tx) => {
        const row = await this.tokens.consumeLink('email_change', token, tx, userId);
        const email = row?.payload.email;
        if (!row || !email) return null;
        const user = await this.repo.findById(userId, tx);
        if (!user || user.pendingEmail?.toLowerCase() !== email.toLowerCase()) return null;
        const now = this.ctx.now();
        await this.repo.update(userId, { email, pendingEmail: null, emailVerifiedAt: now, updatedAt: now }, tx);
        await this.ctx.audit.record(
          {
            organizationId: user.organizationId,
            actorUserId: user.id,
            action: 'user.email_changed',
            objectType: 'user',
            objectId: user.id,
            ip: meta.ip,
          },
          tx,
        );
        return { email };
      });
      if (!result) throw new AppError(400, 'TOKEN_INVALID');
      return result;
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new AppError(400, 'EMAIL_EXISTS');
      throw error;
    }
  }

  listSessions(auth: AuthContext) {
    return this.sessions.listFor(auth.user.id, auth.sessionId);
  }

  async endSession(auth: AuthContext, sessionId: number, meta: RequestMeta) {
    if (!(await this.sessions.revokeOwn(auth.user.id, sessionId))) throw notFound();
    this.ctx.screens?.usersChanged([auth.user.id]);
    await this.ctx.audit.byCaller(auth, {
      action: 'auth.session_ended',
      objectType: 'user',
      objectId: auth.user.id,
      details: { sessionId },
      ip: meta.ip,
    });
    return true;
  }

  async endOtherSessions(auth: AuthContext, meta: RequestMeta) {
    await this.sessions.revokeAllFor(auth.user.id, auth.sessionId);
    this.ctx.screens?.usersChanged([auth.user.id]);
    await this.ctx.audit.byCaller(auth, { action: 'auth.other_sessions_ended', objectType: 'user', objectId: auth.user.id, ip: meta.ip });
    return true;
  }
}
