import type { SupportInfo, SupportMessageResult, supportMessageBody } from '@signage/shared';
import type { z } from 'zod';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import { localeOf } from '../auth/locale-of.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';

/**
 * Contact support (docs/support.md): a signed-in user's message goes by mail to the support
 * address of their organization (the nearest one up the tree with its own `customerSupportEmail`), else
 * to the platform's (SUPPORT_EMAIL), with a copy to the sender. At most `support:user` per user.
 */
export class SupportService {
  constructor(
    private readonly ctx: AppContext,
    private readonly tree: OrganizationTree,
  ) {}

  /** Where the caller's messages go; null when no address is set anywhere. */
  async address(auth: AuthContext): Promise<string | null> {
    return (await this.tree.nearestSupportEmail(auth.organization.id)) ?? this.ctx.config.support.email ?? null;
  }

  async info(auth: AuthContext): Promise<SupportInfo> {
    return { supportEmail: await this.address(auth), supportPhone: this.ctx.config.support.phone };
  }

  async send(auth: AuthContext, body: z.output<typeof supportMessageBody>, meta: RequestMeta): Promise<SupportMessageResult> {
    const to = await this.address(auth);
    if (!to) throw new AppError(409, 'SUPPORT_NOT_CONFIGURED');
    // Count first (atomically, in the database), then mail: parallel sends cannot slip past the limit.
    await this.ctx.rate.admit(limit('support:user', auth.user.id));
    const { user, organization } = auth;
    const home = auth.impersonation?.homeOrganization;
    const { subject, message, category } = body;
    await this.ctx.mailer.send(
      to,
      {
        kind: 'supportMessage',
        subject,
        message,
        category,
        organization: organization.name,
        organizationId: organization.id,
        sender: user.fullname,
        senderEmail: user.email,
        role: auth.role,
        ...(home ? { actingFrom: { name: home.name, id: home.id } } : {}),
      },
      meta.locale,
      { replyTo: user.email },
    );
    await this.ctx.mailer.send(user.email, { kind: 'supportCopy', name: user.fullname, subject, message, category, to }, localeOf(user));
    // The audit keeps who wrote to whom about what; the message itself is in the mails only.
    await this.ctx.audit.byCaller(auth, {
      action: 'support.message',
      objectType: 'support_message',
      details: { to, category, subject },
      ip: meta.ip,
    });
    return { sentTo: to, copyTo: user.email };
  }
}
