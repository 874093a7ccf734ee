import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type ImpersonationRequestRow, impersonationRequests } from '../../db/schema/index.ts';

type Status = ImpersonationRequestRow['status'];
export type NewImpersonationRequest = typeof impersonationRequests.$inferInsert;
export type ImpersonationPatch = Partial<
  Pick<ImpersonationRequestRow, 'status' | 'respondedAt' | 'respondedByUserId' | 'respondedByName' | 'revokedAt'>
>;

const either = (organizationId: number) =>
  or(eq(impersonationRequests.requesterOrganizationId, organizationId), eq(impersonationRequests.recipientOrganizationId, organizationId));

/** Impersonation consent requests. */
export class ImpersonationRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The accepted request of a parent over a child, if any. */
  async accepted(requesterId: number, recipientId: number): Promise<ImpersonationRequestRow | null> {
    const [row] = await this.db
      .select()
      .from(impersonationRequests)
      .where(
        and(
          eq(impersonationRequests.requesterOrganizationId, requesterId),
          eq(impersonationRequests.recipientOrganizationId, recipientId),
          eq(impersonationRequests.status, 'accepted'),
        ),
      );
    return row ?? null;
  }

  /** Inserts a request (a live one for the same pair fails with 23505). */
  async insert(values: NewImpersonationRequest): Promise<ImpersonationRequestRow> {
    const [row] = await this.db.insert(impersonationRequests).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  /** received: pending for the organization; sent: every request it made; accepted: accepted ones of either side. */
  async list(organizationId: number, which: 'received' | 'sent' | 'accepted'): Promise<ImpersonationRequestRow[]> {
    const where =
      which === 'received'
        ? and(eq(impersonationRequests.recipientOrganizationId, organizationId), eq(impersonationRequests.status, 'pending'))
        : which === 'sent'
          ? eq(impersonationRequests.requesterOrganizationId, organizationId)
          : and(either(organizationId), eq(impersonationRequests.status, 'accepted'));
    return this.db.select().from(impersonationRequests).where(where).orderBy(desc(impersonationRequests.id)).limit(500);
  }

  /** A request the organization is a side of, or null. */
  async findFor(organizationId: number, id: number): Promise<ImpersonationRequestRow | null> {
    const [row] = await this.db
      .select()
      .from(impersonationRequests)
      .where(and(eq(impersonationRequests.id, id), either(organizationId)));
    return row ?? null;
  }

  /** Changes a request still in `from`; answers it, or null when another call changed it first. */
  async transition(id: number, from: Status, patch: ImpersonationPatch): Promise<ImpersonationRequestRow | null> {
    const [row] = await this.db
      .update(impersonationRequests)
      .set(patch)
      .where(and(eq(impersonationRequests.id, id), eq(impersonationRequests.status, from)))
      .returning();
    return row ?? null;
  }

  /** Revokes the live (pending or accepted) requests over an organization. */
  async revokeLiveOver(recipientId: number, now: Date, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(impersonationRequests)
      .set({ status: 'revoked', revokedAt: now })
      .where(
        and(eq(impersonationRequests.recipientOrganizationId, recipientId), inArray(impersonationRequests.status, ['pending', 'accepted'])),
      );
  }
}
