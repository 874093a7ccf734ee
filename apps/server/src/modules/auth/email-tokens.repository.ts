import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type EmailTokenKind, emailTokens } from '../../db/schema/index.ts';

export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type NewEmailToken = typeof emailTokens.$inferInsert;

/** Stored e-mail tokens (hashes only). */
export class EmailTokensRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Marks the user's unused tokens of `kind` used. */
  async useAllOf(userId: number, kind: EmailTokenKind, now: Date, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
  }

  async insert(values: NewEmailToken, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(emailTokens).values(values);
  }

  /** The user's newest unused token of `kind`. */
  async newestUnused(userId: number, kind: EmailTokenKind, tx: DbOrTx = this.db): Promise<EmailTokenRow | null> {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)))
      .orderBy(desc(emailTokens.id))
      .limit(1);
    return row ?? null;
  }

  /** The unused token of `kind` with this hash. */
  async unusedByHash(kind: EmailTokenKind, tokenHash: string, tx: DbOrTx = this.db): Promise<EmailTokenRow | null> {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
    return row ?? null;
  }

  /**
   * Counts one try of a typed code, atomically, unless it is used or has had `maxTries` already.
   * False when no try is left: the code must not be compared.
   */
  async countTry(id: number, maxTries: number, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .update(emailTokens)
      .set({ attempts: sql`${emailTokens.attempts} + 1` })
      .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), lt(emailTokens.attempts, maxTries)))
      .returning({ id: emailTokens.id });
    return rows.length > 0;
  }

  /** Marks a token used unless it already is; false when another request used it first. */
  async markUsed(id: number, now: Date, tx: DbOrTx = this.db): Promise<boolean> {
    const rows = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
      .returning({ id: emailTokens.id });
    return rows.length > 0;
  }
}
