import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type EmailTokenKind, emailTokens } from '../../db/schema/index.ts';
import { randomDigits, randomKey, safeEqual, sha256 } from '../../lib/crypto.ts';
import type { AppContext } from '../../core/context.ts';

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/**
 * Single-use, expiring secrets sent by e-mail, stored as SHA-256 (security.md AUTH-3, AUTH-4):
 * numeric codes for what a person types, 256-bit keys for what a link carries.
 */
export class EmailTokensService {
  constructor(private readonly ctx: AppContext) {}

  /** Issues a new secret and invalidates the user's earlier unused ones of the same kind. */
  async issue(
    userId: number,
    kind: EmailTokenKind,
    opts: { ttlMinutes: number; digits?: number; payload?: Record<string, string> },
    tx: Tx = this.ctx.db,
  ): Promise<string> {
    const now = this.ctx.now();
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
    const secret = opts.digits ? randomDigits(opts.digits) : randomKey(32);
    await tx.insert(emailTokens).values({
      userId,
      kind,
      tokenHash: sha256(secret),
      payload: opts.payload ?? {},
      expiresAt: new Date(now.getTime() + opts.ttlMinutes * 60_000),
    });
    return secret;
  }

  /**
   * Checks a typed code against the user's newest unused code of `kind`. A wrong code counts a try;
   * after `maxTries` the code is dead and a new one must be requested.
   */
  async consumeCode(userId: number, kind: EmailTokenKind, code: string, maxTries: number, tx: Tx = this.ctx.db) {
    const now = this.ctx.now();
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)))
      .orderBy(desc(emailTokens.id))
      .limit(1);
    if (!row || row.expiresAt <= now || row.attempts >= maxTries) return null;
    if (!safeEqual(row.tokenHash, sha256(code))) {
      await tx
        .update(emailTokens)
        .set({ attempts: row.attempts + 1 })
        .where(eq(emailTokens.id, row.id));
      return null;
    }
    await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id));
    return row;
  }

  /** Looks a link secret up by its hash; marks it used. */
  async consumeLink(kind: EmailTokenKind, secret: string, tx: Tx = this.ctx.db, userId?: number) {
    const now = this.ctx.now();
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, sha256(secret)), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
    if (!row || row.expiresAt <= now) return null;
    if (userId !== undefined && row.userId !== userId) return null;
    await tx.update(emailTokens).set({ usedAt: now }).where(eq(emailTokens.id, row.id));
    return row;
  }

  async invalidateAll(userId: number, kind: EmailTokenKind, tx: Tx = this.ctx.db) {
    await tx
      .update(emailTokens)
      .set({ usedAt: this.ctx.now() })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
  }
}
