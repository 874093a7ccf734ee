import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_ORGANIZATION,
  type ApiTokenScope,
  type ApiTokenView,
  can,
  isRole,
  type Role,
} from '@signage/shared';
import type { z } from 'zod';
import type { apiTokenCreateBody } from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { randomKey, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import type { ApiTokenRow, ApiTokensRepository } from './api-tokens.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
/** "Last used" is written at most once a minute per token (and when the address changes). */
const TOUCH_EVERY_MS = 60_000;

/** Which role may give a token each scope: a token never exceeds the role of the person who makes it. */
const SCOPE_PERMISSION = {
  read: 'dashboard.view',
  content: 'content.manage',
  screens: 'devices.manage',
  alerts: 'alerts.manage',
  users: 'users.manage',
} as const;

export function scopeAllowedFor(role: Role, scope: ApiTokenScope): boolean {
  return can(role, SCOPE_PERMISSION[scope]);
}

/** The caller of a request made with a token: the creator, acting in the token's organization, limited to the scopes. */
export interface ApiTokenCaller {
  id: number;
  scopes: ApiTokenScope[];
}

/**
 * Organization API tokens (docs/api-tokens.md; security.md TOK-1..7): 256-bit random secrets with the
 * `sgn_` prefix, stored as SHA-256 (a hash is enough for a random secret of this length: no password
 * to guess), shown once, revocable, expiring within 365 days. Each request re-reads the creator: a
 * token works only while its creator is active in the token's organization, and never beyond the
 * creator's current role.
 */
export class ApiTokensService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ApiTokensRepository,
    private readonly licences: LicencesService,
  ) {}

  private view(row: ApiTokenRow, creator: { status: string | null; organizationId: number | null; name: string | null }): ApiTokenView {
    const now = this.ctx.now();
    const creatorGone = row.createdByUserId === null || creator.status !== 'active' || creator.organizationId !== row.organizationId;
    const state = row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : creatorGone ? 'creatorGone' : 'active';
    return {
      id: row.id,
      name: row.name,
      hint: row.hint,
      scopes: row.scopes as ApiTokenScope[],
      createdBy: { id: row.createdByUserId, name: creator.name ?? row.createdByName },
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      lastUsedIp: row.lastUsedIp,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      state,
    };
  }

  async list(auth: AuthContext): Promise<{ tokens: ApiTokenView[] }> {
    const rows = await this.repo.listOf(auth.organization.id);
    return {
      tokens: rows.map((r) =>
        this.view(r.token, { status: r.creatorStatus, organizationId: r.creatorOrganizationId, name: r.creatorName }),
      ),
    };
  }

  async create(auth: AuthContext, body: z.output<typeof apiTokenCreateBody>, meta: RequestMeta) {
    const now = this.ctx.now();
    const scopes = [...new Set(body.scopes)];
    if (scopes.some((s) => !scopeAllowedFor(auth.role, s)))
      throw new AppError(403, 'API_TOKEN_SCOPE_ABOVE_ROLE', undefined, { scopes: 'API_TOKEN_SCOPE_ABOVE_ROLE' });
    let expiresAt: Date;
    if (body.expiresOn !== undefined) {
      // Until the end of that day (UTC).
      expiresAt = new Date(Date.parse(`${body.expiresOn}T00:00:00Z`) + DAY_MS);
      if (expiresAt.getTime() <= now.getTime())
        throw new AppError(400, 'API_TOKEN_EXPIRY_PAST', undefined, { expiresOn: 'API_TOKEN_EXPIRY_PAST' });
      if (expiresAt.getTime() > now.getTime() + (API_TOKEN_MAX_DAYS + 1) * DAY_MS)
        throw new AppError(400, 'API_TOKEN_EXPIRY_TOO_LONG', undefined, { expiresOn: 'API_TOKEN_EXPIRY_TOO_LONG' });
    } else {
      expiresAt = new Date(now.getTime() + (body.expiresInDays ?? 30) * DAY_MS);
    }
    const secret = `${API_TOKEN_PREFIX}${randomKey(32)}`;
    const row = await this.ctx.db.transaction(async (tx) => {
      if ((await this.repo.countLive(auth.organization.id, now, tx)) >= API_TOKENS_PER_ORGANIZATION)
        throw new AppError(409, 'API_TOKEN_LIMIT');
      const inserted = await this.repo.insert(
        {
          organizationId: auth.organization.id,
          createdByUserId: auth.user.id,
          createdByName: auth.user.fullname,
          name: body.name,
          tokenHash: sha256(secret),
          hint: secret.slice(0, API_TOKEN_PREFIX.length + 4),
          scopes,
          createdAt: now,
          expiresAt,
        },
        tx,
      );
      await this.ctx.audit.byCaller(
        auth,
        {
          action: 'apiToken.created',
          objectType: 'apiToken',
          objectId: inserted.id,
          details: { name: inserted.name, scopes, expiresAt: expiresAt.toISOString() },
          ip: meta.ip,
        },
        tx,
      );
      return inserted;
    });
    const token = this.view(row, { status: auth.user.status, organizationId: auth.user.organizationId, name: auth.user.fullname });
    return { token, secret };
  }

  async revoke(auth: AuthContext, apiTokenId: number, meta: RequestMeta) {
    const row = await this.repo.byIdIn(auth.organization.id, apiTokenId);
    if (!row) throw new AppError(404, 'API_TOKEN_NOT_FOUND');
    const revoked = await this.repo.revoke(row.id, auth.user.id, this.ctx.now());
    if (revoked) {
      await this.ctx.audit.byCaller(auth, {
        action: 'apiToken.revoked',
        objectType: 'apiToken',
        objectId: row.id,
        details: { name: row.name },
        ip: meta.ip,
      });
    }
    return { revoked };
  }

  /**
   * The caller a token stands for, or null when the token is unknown, revoked or expired, or its
   * creator was deleted, disabled or moved out of the token's organization. Writes "last used".
   */
  async resolve(secret: string, ip: string): Promise<(AuthContext & { apiToken: ApiTokenCaller }) | null> {
    if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) return null;
    const now = this.ctx.now();
    const row = await this.repo.liveByHash(sha256(secret), now);
    if (!row) return null;
    const { token, user, organization } = row;
    if (user.status !== 'active' || user.organizationId !== token.organizationId || !isRole(user.role)) return null;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > TOUCH_EVERY_MS || token.lastUsedIp !== ip) {
      await this.repo.touch(token.id, now, ip);
    }
    return {
      // Tokens are not sessions: a negative id keeps them apart from session ids (flood limit, streams).
      sessionId: -token.id,
      scope: 'full',
      user,
      role: user.role as Role,
      organization,
      licence: this.licences.viewOf(row.licence, row.storedPackage),
      ancestry: { organizationId: organization.id, ancestorIds: row.ancestorIds },
      apiToken: { id: token.id, scopes: token.scopes as ApiTokenScope[] },
    };
  }
}
