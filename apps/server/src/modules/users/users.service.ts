import { EMAIL_CHANGE_TTL_MIN, isLocale, type Locale, type Me } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { EmailTokensService } from '../auth/email-tokens.service.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { UsersRepository } from './users.repository.ts';

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
      eula: u.eula,
      eulaAcceptedAt: u.eulaAcceptedAt?.toISOString() ?? null,
      locale: isLocale(u.locale) ? u.locale : 'en',
      localeSet: u.localeSet,
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      createdAt: u.createdAt.toISOString(),
    };
  }

  private async audit(auth: AuthContext, action: string, meta: RequestMeta, details: Record<string, unknown> = {}) {
    await this.ctx.audit.record({
      organizationId: auth.organization.id,
      actorUserId: auth.user.id,
      action,
      objectType: 'user',
      objectId: auth.user.id,
      details,
      ip: meta.ip,
    });
  }

  async setName(auth: AuthContext, name: string, meta: RequestMeta) {
    await this.ctx.db.update(users).set({ fullname: name, updatedAt: this.ctx.now() }).where(eq(users.id, auth.user.id));
    await this.audit(auth, 'user.name_changed', meta);
    return { fullname: name };
  }

  async setLocale(auth: AuthContext, locale: Locale) {
    await this.ctx.db.update(users).set({ locale, localeSet: true, updatedAt: this.ctx.now() }).where(eq(users.id, auth.user.id));
    return { locale };
  }

  async setEula(auth: AuthContext, eula: boolean, meta: RequestMeta) {
    const now = this.ctx.now();
    await this.ctx.db
      .update(users)
      .set({ eula, eulaAcceptedAt: eula ? now : null, updatedAt: now })
      .where(eq(users.id, auth.user.id));
    await this.audit(auth, eula ? 'user.eula_accepted' : 'user.eula_withdrawn', meta);
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
      await tx.update(users).set({ pendingEmail: email, updatedAt: this.ctx.now() }).where(eq(users.id, auth.user.id));
      return this.tokens.issue(auth.user.id, 'email_change', { ttlMinutes: EMAIL_CHANGE_TTL_MIN, payload: { email } }, tx);
    });
    const locale: Locale = isLocale(auth.user.locale) ? auth.user.locale : 'en';
    const link = `${this.ctx.config.publicUrl}/confirm-email?userId=${auth.user.id}&token=${encodeURIComponent(token)}`;
    await this.ctx.mailer.send(email, { kind: 'emailChangeConfirm', name: auth.user.fullname, link, newEmail: email }, locale);
    await this.ctx.mailer.send(auth.user.email, { kind: 'emailChangeNotice', name: auth.user.fullname, newEmail: email }, locale);
    await this.audit(auth, 'user.email_change_requested', meta);
    return { pendingEmail: email };
  }

  async confirmEmailChange(userId: number, token: string, meta: RequestMeta) {
    try {
      const result = await this.ctx.db.transaction(async (tx) => {
        const row = await this.tokens.consumeLink('email_change', token, tx, userId);
        const email = row?.payload.email;
        if (!row || !email) return null;
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (!user || user.pendingEmail?.toLowerCase() !== email.toLowerCase()) return null;
        const now = this.ctx.now();
        await tx.update(users).set({ email, pendingEmail: null, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
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
    await this.audit(auth, 'auth.session_ended', meta, { sessionId });
    return true;
  }

  async endOtherSessions(auth: AuthContext, meta: RequestMeta) {
    await this.sessions.revokeAllFor(auth.user.id, auth.sessionId);
    await this.audit(auth, 'auth.other_sessions_ended', meta);
    return true;
  }
}
