import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { AuditTrail, AuthContext } from './context.ts';

import type { AuditEntry, CallerChange } from './context.ts';

/** Who did what to which object, when. Services call it after every change they make. */
export class AuditService implements AuditTrail {
  constructor(private readonly db: Db) {}

  /** An entry of a flow without a signed-in caller (sign-up, sign-in, a player). */
  async record(entry: AuditEntry, tx: Pick<Db, 'insert'> = this.db): Promise<void> {
    await tx.insert(auditLog).values({
      organizationId: entry.organizationId,
      actorUserId: entry.actorUserId,
      actorOrganizationId: entry.actorOrganizationId ?? null,
      action: entry.action,
      objectType: entry.objectType,
      objectId: entry.objectId == null ? null : String(entry.objectId),
      details: entry.details ?? {},
      ip: entry.ip ?? '',
    });
  }

  /**
   * A change made by a signed-in caller. The actor's own organization is kept when it differs from
   * the one changed: under impersonation (the parent's), or when a managing ancestor works on a
   * sub-organization (security.md TEN-6).
   */
  byCaller(auth: AuthContext, change: CallerChange, tx: Pick<Db, 'insert'> = this.db): Promise<void> {
    const organizationId = change.organizationId ?? auth.organization.id;
    return this.record(
      {
        organizationId,
        actorUserId: auth.user.id,
        actorOrganizationId:
          auth.impersonation?.homeOrganization.id ?? (organizationId === auth.organization.id ? null : auth.organization.id),
        action: change.action,
        objectType: change.objectType,
        objectId: change.objectId,
        // A change made with an API token names the token (docs/api-tokens.md).
        details: auth.apiToken ? { ...change.details, apiTokenId: auth.apiToken.id } : change.details,
        ip: change.ip,
      },
      tx,
    );
  }
}
