import type { DbOrTx } from '../../db/client.ts';
import type { EmailTokenKind } from '../../db/schema/index.ts';
import { randomDigits, randomKey, safeEqual, sha256 } from '../../lib/crypto.ts';
import type { AppContext } from '../../core/context.ts';
import type { EmailTokensRepository } from './email-tokens.repository.ts';

/**
 * Single-use, expiring secrets sent by e-mail, stored as SHA-256 (security.md AUTH-3, AUTH-4):
 * numeric codes for what a person types, 256-bit keys for what a link carries.
 */
export class EmailTokensService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: EmailTokensRepository,
  ) {}

  /** Issues a new secret and invalidates the user's earlier unused ones of the same kind. */
  async issue(
    userId: number,
    kind: EmailTokenKind,
    opts: { ttlMinutes: number; digits?: number; payload?: Record<string, string> },
    tx: DbOrTx = this.ctx.db,
  ): Promise<string> {
    const now = this.ctx.now();
    await this.repo.useAllOf(userId, kind, now, tx);
    const secret = opts.digits ? randomDigits(opts.digits) : randomKey(32);
    await this.repo.insert(
      {
        userId,
        kind,
        tokenHash: sha256(secret),
        payload: opts.payload ?? {},
        expiresAt: new Date(now.getTime() + opts.ttlMinutes * 60_000),
      },
      tx,
    );
    return secret;
  }

  /**
   * Checks a typed code against the user's newest unused code of `kind`. Every comparison counts a
   * try, atomically and before comparing, so parallel guesses cannot share one; after `maxTries` the
   * code is dead and a new one must be requested. A wrong code's try must be committed: callers return
   * (not throw) from their transaction.
   */
  async consumeCode(userId: number, kind: EmailTokenKind, code: string, maxTries: number, tx: DbOrTx = this.ctx.db) {
    const now = this.ctx.now();
    const row = await this.repo.newestUnused(userId, kind, tx);
    if (!row || row.expiresAt <= now) return null;
    if (!(await this.repo.countTry(row.id, maxTries, tx))) return null;
    if (!safeEqual(row.tokenHash, sha256(code))) return null;
    return (await this.repo.markUsed(row.id, now, tx)) ? row : null;
  }

  /** Looks a link secret up by its hash; marks it used. */
  async consumeLink(kind: EmailTokenKind, secret: string, tx: DbOrTx = this.ctx.db, userId?: number) {
    const now = this.ctx.now();
    const row = await this.repo.unusedByHash(kind, sha256(secret), tx);
    if (!row || row.expiresAt <= now) return null;
    if (userId !== undefined && row.userId !== userId) return null;
    // Single use even when the same link arrives twice at once.
    return (await this.repo.markUsed(row.id, now, tx)) ? row : null;
  }

  async invalidateAll(userId: number, kind: EmailTokenKind, tx: DbOrTx = this.ctx.db) {
    await this.repo.useAllOf(userId, kind, this.ctx.now(), tx);
  }
}
