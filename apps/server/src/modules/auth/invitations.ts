import { INVITE_TTL_MIN, isLocale } from '@signage/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { EmailTokensService } from './email-tokens.service.ts';

/**
 * Invitations: an invited user (status `invited`, no password) receives a link to
 * PUBLIC_URL/newpassword/{token}; choosing a password there (POST /auth/changePasswordToken)
 * activates the account and verifies the address. A resend replaces the link.
 */
export class Invitations {
  constructor(
    private readonly ctx: AppContext,
    private readonly tokens: EmailTokensService,
  ) {}

  /** Issues the link inside the caller's transaction; send the returned mail after it commits. */
  async issue(user: Pick<User, 'id'>, tx: DbOrTx = this.ctx.db): Promise<string> {
    return this.tokens.issue(user.id, 'invite', { ttlMinutes: INVITE_TTL_MIN }, tx);
  }

  async mail(user: Pick<User, 'email' | 'fullname' | 'locale'>, token: string, inviter: string, organization: string): Promise<void> {
    await this.ctx.mailer.send(
      user.email,
      {
        kind: 'invitation',
        name: user.fullname,
        inviter,
        organization,
        link: `${this.ctx.config.publicUrl}/newpassword/${encodeURIComponent(token)}`,
        days: Math.round(INVITE_TTL_MIN / 1440),
      },
      isLocale(user.locale) ? user.locale : 'en',
    );
  }
}
