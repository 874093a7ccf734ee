import type { AuthContext } from '../../core/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';

/**
 * Who may start or end an activation (docs/alerts.md): a signed-in user from the CMS or an
 * integration's URL. The same code path serves both; the name is kept on the activation.
 */
export type AlertActor = { kind: 'user'; userId: number; name: string } | { kind: 'integration'; integrationId: number; name: string };

export const userActor = (auth: AuthContext): AlertActor => ({ kind: 'user', userId: auth.user.id, name: auth.user.fullname });

/**
 * The organizations a caller works in for alerts, integrations and messages: the acting one and its
 * sub-organizations, as for screens (docs/screens.md). Anything else answers 404 like a missing id.
 */
export class AlertScope {
  constructor(private readonly tree: OrganizationTree) {}

  orgIds(auth: AuthContext): Promise<number[]> {
    return this.tree.visibleIds(auth.organization.id);
  }

  /** An organization id from a request (default: the acting one); outside the caller's reach, 404. */
  async org(auth: AuthContext, organizationId: number | undefined): Promise<number> {
    if (organizationId === undefined || organizationId === auth.organization.id) return auth.organization.id;
    if (!(await this.orgIds(auth)).includes(organizationId)) throw notFound();
    return organizationId;
  }
}
