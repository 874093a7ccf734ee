import { isRole, type Role } from '@signage/shared';
import type { DbOrTx } from '../../db/client.ts';
import { randomKey, sha256 } from '../../lib/crypto.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** Activity is written at most once a minute per session, so ordinary calls stay cheap. */
const TOUCH_EVERY_MS = 60_000;

export type SessionScope = 'full' | 'orgentry';

/**
 * Sessions (security.md SES-1..5): 256-bit random keys, stored as SHA-256, new at every login,
 * idle timeout counted from user actions only (the session poll does not count), absolute lifetime.
 */
export class SessionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SessionsRepository,
    private readonly licences: LicencesService,
  ) {}

  async create(userId: number, scope: SessionScope, meta: { userAgent: string; ip: string }, tx: DbOrTx = this.ctx.db) {
    const key = randomKey(32);
    const now = this.ctx.now();
    await this.repo.insert(
      {
        userId,
        keyHash: sha256(key),
        scope,
        userAgent: meta.userAgent.slice(0, 300),
        ip: meta.ip,
        createdAt: now,
        lastActivityAt: now,
        expiresAt: new Date(now.getTime() + this.ctx.config.sessionMaxMs),
      },
      tx,
    );
    return key;
  }

  /** Resolves a key to the caller, or null when the session is missing, ended or timed out. */
  async resolve(key: string, opts: { touch: boolean }): Promise<AuthContext | null> {
    const now = this.ctx.now();
    const row = await this.repo.liveByKeyHash(sha256(key), now);
    if (!row) return null;
    const { session, user, organization } = row;
    if (now.getTime() - session.lastActivityAt.getTime() > this.ctx.config.sessionIdleMs) return null;
    const scope = session.scope as SessionScope;
    if (scope === 'full' && user.status !== 'active') return null;
    if (!isRole(user.role)) return null;
    if (opts.touch && now.getTime() - session.lastActivityAt.getTime() > TOUCH_EVERY_MS) {
      await this.repo.touch(session.id, now);
    }
    // Read in the same query as the session: the caller costs one round trip (docs/performance.md).
    const licence = this.licences.viewOf(row.licence, row.storedPackage);
    return {
      sessionId: session.id,
      scope,
      user,
      role: user.role as Role,
      organization,
      licence,
      ancestry: { organizationId: organization.id, ancestorIds: row.ancestorIds },
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.repo.revoke(sessionId, this.ctx.now());
  }

  /** Ends every session of a user except `keepSessionId` (password change, reset, e-mail change). */
  async revokeAllFor(userId: number, keepSessionId?: number, tx: DbOrTx = this.ctx.db): Promise<void> {
    await this.repo.revokeAllOf(userId, keepSessionId, this.ctx.now(), tx);
  }

  async listFor(userId: number, currentSessionId: number) {
    const now = this.ctx.now();
    const rows = await this.repo.liveOf(userId, now);
    return rows
      .filter((s) => now.getTime() - s.lastActivityAt.getTime() <= this.ctx.config.sessionIdleMs)
      .map((s) => ({
        id: s.id,
        current: s.id === currentSessionId,
        createdAt: s.createdAt.toISOString(),
        lastActivityAt: s.lastActivityAt.toISOString(),
        userAgent: s.userAgent,
        ip: s.ip,
      }));
  }

  /** Ends one of the user's own sessions; another user's session id is invisible (404 upstream). */
  async revokeOwn(userId: number, sessionId: number): Promise<boolean> {
    return this.repo.revokeOwn(userId, sessionId, this.ctx.now());
  }
}
