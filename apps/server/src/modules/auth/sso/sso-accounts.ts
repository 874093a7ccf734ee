import { SSO_ROLES, type SsoRole } from '@signage/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { oidcFlows, type SsoConnection, ssoDomains, type User } from '../../../db/schema/index.ts';
import { randomKey, sha256 } from '../../../lib/crypto.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../lib/http.ts';
import type { LicencesService } from '../../licences/licences.service.ts';
import type { UsersRepository } from '../users.repository.ts';

/** State, nonce and verifier (OIDC), request ids (SAML), and the ticket after the provider, live this long (security.md AUTH-4's 10 minutes). */
export const SSO_FLOW_TTL_MS = 10 * 60_000;

export type FlowKind = 'sso_state' | 'sso_login' | 'saml_request' | 'saml_identity';

/** What a provider vouched for, after its protocol's checks (ID token, or signed SAML assertion). */
export interface VerifiedIdentity {
  email: string;
  name: string;
  /** Claims (OIDC) or attributes (SAML): the role claim is looked up here. */
  claims: Record<string, unknown>;
}

export const ssoFailed = () => new AppError(400, 'SSO_SIGNIN_FAILED');
export const domainOf = (address: string) => address.toLowerCase().split('@').pop() ?? '';
/** Least to most: the highest mapped role wins when a person's claim names several. */
const RANK: Record<SsoRole, number> = { content_creator: 0, screen_manager: 1, staff: 2, admin: 3 };

/**
 * What every single sign-on does after its protocol verified the identity (docs/sso.md), whatever the
 * protocol: the domain rule, the account of another organization refused, the first sign-in creating
 * the person, the role from the claim, the single-use ticket. Also the flows' server-side rows.
 */
export class SsoAccounts {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersRepository,
    private readonly licences: LicencesService,
  ) {}

  /** Audits a refused sign-in (the reason for the log only) and returns the one error people see. */
  async refuse(organizationId: number | null, meta: RequestMeta, reason: string, userId: number | null = null): Promise<AppError> {
    this.ctx.log.info({ reason }, 'sso sign-in refused');
    await this.ctx.audit.record({
      organizationId,
      actorUserId: userId,
      action: 'auth.login_failed',
      objectType: 'user',
      objectId: userId,
      details: { method: 'sso', reason },
      ip: meta.ip,
    });
    return ssoFailed();
  }

  /** A verified identity of the connection's organization: its person (found or created), as a single-use ticket. */
  async admit(connection: SsoConnection, identity: VerifiedIdentity, meta: RequestMeta): Promise<string> {
    const organizationId = connection.organizationId;
    const email = identity.email.trim().toLowerCase();
    // The provider speaks only for the organization's own domains.
    const rows = await this.ctx.db.select().from(ssoDomains).where(eq(ssoDomains.organizationId, organizationId));
    if (!email.includes('@') || !rows.some((row) => row.domain.toLowerCase() === domainOf(email)))
      throw await this.refuse(organizationId, meta, 'domain');
    const mapped = this.mappedRole(connection, identity.claims);
    let user = await this.users.findByEmail(email);
    if (user && user.organizationId !== organizationId) throw await this.refuse(organizationId, meta, 'other organization', user.id);
    if (!user) {
      try {
        user = await this.create(connection, email, identity.name, mapped ?? (connection.defaultRole as SsoRole), meta);
      } catch (error) {
        // The licence's user limit holds for people created by single sign-on too.
        if (error instanceof AppError && error.errorCode === 'USER_LIMIT_REACHED') {
          await this.refuse(organizationId, meta, 'user limit');
          throw new AppError(403, 'SSO_USER_LIMIT');
        }
        throw error;
      }
    } else if (mapped && user.role !== 'owner' && user.role !== mapped) {
      // The provider is the authority on roles it maps (never the owner's).
      const changed = await this.users.update(user.id, { role: mapped, updatedAt: this.ctx.now() });
      await this.ctx.audit.record({
        organizationId,
        actorUserId: null,
        action: 'user.role_changed',
        objectType: 'user',
        objectId: user.id,
        details: { from: user.role, to: mapped, method: 'sso' },
        ip: meta.ip,
      });
      user = changed ?? user;
    }
    const ticket = randomKey(32);
    await this.put(ticket, 'sso_login', { userId: user.id });
    return ticket;
  }

  /** The role a person's claim maps to (the highest when it names several), or null. */
  private mappedRole(connection: SsoConnection, claims: Record<string, unknown>): SsoRole | null {
    if (!connection.roleClaim) return null;
    const raw = claims[connection.roleClaim];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    let best: SsoRole | null = null;
    for (const value of values) {
      const match = connection.roleMap.find((m) => m.value === String(value));
      const role = match && (SSO_ROLES as readonly string[]).includes(match.role) ? (match.role as SsoRole) : null;
      if (role && (best === null || RANK[role] > RANK[best])) best = role;
    }
    return best;
  }

  private async create(connection: SsoConnection, email: string, name: string, role: SsoRole, meta: RequestMeta): Promise<User> {
    const now = this.ctx.now();
    const fullname = name || email.split('@')[0] || email;
    return this.ctx.db.transaction(async (tx) => {
      await this.licences.assertUserCapacity(connection.organizationId, tx);
      const user = await this.users.insert(
        {
          organizationId: connection.organizationId,
          email,
          fullname,
          role,
          passwordHash: null,
          status: 'active',
          emailVerifiedAt: now,
          locale: meta.locale,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      await this.ctx.audit.record(
        {
          organizationId: connection.organizationId,
          actorUserId: user.id,
          action: 'user.sso_created',
          objectType: 'user',
          objectId: user.id,
          details: { role },
          ip: meta.ip,
        },
        tx,
      );
      return user;
    });
  }

  async put(handle: string, kind: FlowKind, data: Record<string, string | number>) {
    const now = this.ctx.now();
    await this.ctx.db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
    await this.ctx.db
      .insert(oidcFlows)
      .values({ handleHash: sha256(handle), kind, data, expiresAt: new Date(now.getTime() + SSO_FLOW_TTL_MS) });
  }

  /** Deletes and returns a live row of this kind: one statement, so two racing uses cannot both get it. */
  async take(handle: string, kind: FlowKind) {
    const [row] = await this.ctx.db
      .delete(oidcFlows)
      .where(and(eq(oidcFlows.handleHash, sha256(handle)), eq(oidcFlows.kind, kind), gt(oidcFlows.expiresAt, this.ctx.now())))
      .returning();
    return row ? row.data : null;
  }
}
