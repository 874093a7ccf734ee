import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  organizationId: number | null;
  actorUserId: number | null;
  actorOrganizationId?: number | null;
  action: string;
  objectType: string;
  objectId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Who did what to which object, when. Services call it after every change they make. */
export class AuditService {
  constructor(private readonly db: Db) {}

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
}
