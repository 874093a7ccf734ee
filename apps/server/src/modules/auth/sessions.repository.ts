import type { PackageInfo } from '@signage/shared';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { licencePackages, licences, organizations, sessions, users } from '../../db/schema/index.ts';
import { complete } from '../licences/licences.repository.ts';
import { MAX_DEPTH } from '../tenancy/organization-tree.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** Stored sessions (key hashes only) and the caller a key resolves to. */
export class SessionsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewSession, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(sessions).values(values);
  }

  /**
   * A live (not revoked, not expired) session by key hash, with everything a call needs about its
   * caller, in one query (docs/performance.md "Queries per call"): the user, the user's
   * organization, its licence and stored package, and the organization's ancestors (nearest first).
   */
  async liveByKeyHash(keyHash: string, now: Date) {
    const [row] = await this.db
      .select({
        session: sessions,
        user: users,
        organization: organizations,
        licence: licences,
        packageInfo: licencePackages.info,
        ancestorIds: sql<Array<number | string> | null>`(
          with recursive up as (
            select o.id, o.parent_id, 0 as depth from organizations o where o.id = ${users.organizationId}
            union all
            select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < ${MAX_DEPTH}
          )
          select array_agg(up.id order by up.depth) from up where up.depth > 0)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(licences, eq(licences.organizationId, organizations.id))
      .leftJoin(licencePackages, eq(licencePackages.name, licences.packageName))
      .where(and(eq(sessions.keyHash, keyHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    if (!row) return null;
    const storedPackage: PackageInfo | null = row.packageInfo ? complete(row.packageInfo) : null;
    const ancestorIds = (row.ancestorIds ?? []).map(Number);
    return { session: row.session, user: row.user, organization: row.organization, licence: row.licence, storedPackage, ancestorIds };
  }

  async touch(id: number, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, id));
  }

  async revoke(id: number, now: Date): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
  }

  /** Revokes the user's open sessions, all or all but `keepSessionId`. */
  async revokeAllOf(userId: number, keepSessionId: number | undefined, now: Date, tx: DbOrTx = this.db): Promise<void> {
    const where = keepSessionId
      ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
      : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await tx.update(sessions).set({ revokedAt: now }).where(where);
  }

  /** Revokes one of the user's own open sessions; answers whether there was one. */
  async revokeOwn(userId: number, sessionId: number, now: Date): Promise<boolean> {
    const result = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return result.length > 0;
  }

  /** The user's unexpired, unrevoked sessions, most recently active first. */
  async liveOf(userId: number, now: Date): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastActivityAt));
  }
}
