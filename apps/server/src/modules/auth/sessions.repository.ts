import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** Stored sessions (key hashes only) and the caller a key resolves to. */
export class SessionsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewSession, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(sessions).values(values);
  }

  /** A live (not revoked, not expired) session by key hash, with its user and the user's organization. */
  async liveByKeyHash(keyHash: string, now: Date) {
    const [row] = await this.db
      .select({ session: sessions, user: users, organization: organizations })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(and(eq(sessions.keyHash, keyHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return row ?? null;
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
