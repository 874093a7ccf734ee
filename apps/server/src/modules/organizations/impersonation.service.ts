import { can, INT4_MAX, type ImpersonationRequest } from '@signage/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { ImpersonationRequestRow } from '../../db/schema/index.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { limit } from '../../lib/rate-limiter.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { localeOf } from '../auth/locale-of.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { OrganizationsRepository } from '../tenancy/organizations.repository.ts';
import type { ImpersonationRepository } from './impersonation.repository.ts';

const notAllowed = () => new AppError(403, 'IMPERSONATION_NOT_ALLOWED');
const refusedUnder = () => new AppError(403, 'IMPERSONATION_REFUSED');

/**
 * Impersonation (spec parts 4, 6, 7.1; security.md TEN-6, TEN-7): a parent organization's owner or
 * admin asks to act inside a DIRECT sub-organization; its owner consents (with agreement to terms)
 * or rejects; either side revokes. While accepted, the header Impersonation-Target-Organization-Id
 * makes a request act in the child; it is re-checked on every request.
 */
export class ImpersonationService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ImpersonationRepository,
    private readonly orgs: OrganizationTree,
    private readonly organizations: OrganizationsRepository,
    private readonly users: UsersRepository,
    private readonly licences: LicencesService,
  ) {}

  /**
   * The caller with the impersonated organization in force, or a refusal. Every refusal for a target
   * that is not a direct child (grandchild, sibling, parent, unknown, malformed) is the same 403, so
   * the header reveals nothing about other organizations.
   */
  async resolveHeader(auth: AuthContext, raw: string | string[], ip: string): Promise<AuthContext> {
    const value = Array.isArray(raw) ? null : raw.trim();
    // An id of the int4 column (a larger one reached the database and answered 500; found by the credential sweep).
    if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > INT4_MAX) throw notAllowed();
    const targetId = Number(value);
    if (!can(auth.role, 'organizations.manage')) throw notAllowed();
    const target = await this.orgs.findById(targetId);
    if (!target || target.parentId !== auth.organization.id) throw notAllowed();
    if (!auth.licence.info.impersonation) throw notAllowed();
    const consent = await this.repo.accepted(auth.organization.id, targetId);
    if (!consent) {
      await this.ctx.audit.byCaller(auth, {
        organizationId: targetId,
        action: 'impersonation.refused',
        objectType: 'organization',
        objectId: targetId,
        ip,
      });
      throw new AppError(403, 'IMPERSONATION_NOT_ACCEPTED');
    }
    const licence = await this.licences.viewForOrg(targetId);
    return {
      ...auth,
      organization: target,
      licence,
      impersonation: { requestId: consent.id, homeOrganization: auth.organization, homeLicence: auth.licence },
    };
  }

  private async present(rows: ImpersonationRequestRow[], ownOrgId: number): Promise<ImpersonationRequest[]> {
    if (!rows.length) return [];
    const ids = [...new Set(rows.flatMap((r) => [r.requesterOrganizationId, r.recipientOrganizationId]))];
    const names = await this.organizations.namesOf(ids);
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      direction: r.requesterOrganizationId === ownOrgId ? 'sent' : 'received',
      requesterOrganizationId: r.requesterOrganizationId,
      requesterOrganizationName: names.get(r.requesterOrganizationId) ?? '',
      recipientOrganizationId: r.recipientOrganizationId,
      recipientOrganizationName: names.get(r.recipientOrganizationId) ?? '',
      requestedByName: r.requestedByName,
      respondedByName: r.respondedByName ?? null,
      createdAt: r.createdAt.toISOString(),
      respondedAt: r.respondedAt?.toISOString() ?? null,
      revokedAt: r.revokedAt?.toISOString() ?? null,
    }));
  }

  /** POST /organizations/impersonation/request {recipientOrganizationId}. */
  async request(auth: AuthContext, recipientId: number, ip: string): Promise<ImpersonationRequest> {
    if (auth.impersonation) throw refusedUnder();
    if (!can(auth.role, 'organizations.manage')) throw forbidden();
    if (!(await this.orgs.isSameOrDescendant(auth.organization.id, recipientId))) throw notFound();
    const target = await this.orgs.findById(recipientId);
    if (!target) throw notFound();
    // Spec part 5: only directly subordinate organizations; and the licence must allow impersonation.
    if (target.parentId !== auth.organization.id || !auth.licence.info.impersonation) throw notAllowed();
    // Each request mails the child's owner: at most 5 a day per pair.
    await this.ctx.rate.admit(limit('impersonation:pair', `${auth.organization.id}:${recipientId}`));
    let row: ImpersonationRequestRow;
    try {
      row = await this.repo.insert({
        requesterOrganizationId: auth.organization.id,
        recipientOrganizationId: recipientId,
        requestedByUserId: auth.user.id,
        requestedByName: auth.user.fullname,
        createdAt: this.ctx.now(),
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new AppError(409, 'IMPERSONATION_REQUEST_EXISTS');
      throw error;
    }
    await this.ctx.audit.byCaller(auth, {
      organizationId: recipientId,
      action: 'impersonation.requested',
      objectType: 'impersonation_request',
      objectId: row.id,
      ip,
    });
    // The consent mail goes to the sub-organization's owner.
    const owner = target.ownerUserId ? await this.users.findById(target.ownerUserId) : null;
    if (owner) {
      await this.ctx.mailer.send(
        owner.email,
        {
          kind: 'impersonationRequest',
          name: owner.fullname,
          requester: auth.user.fullname,
          requesterOrg: auth.organization.name,
          organization: target.name,
          link: `${this.ctx.config.publicUrl}/home/organizations?impersonationRequest=${row.id}`,
        },
        localeOf(owner),
      );
    }
    return (await this.present([row], auth.organization.id))[0] as ImpersonationRequest;
  }

  /** GET …/requests/received (pending, for the caller's organization), /sent (every state), /accepted (both sides). */
  async list(auth: AuthContext, which: 'received' | 'sent' | 'accepted'): Promise<ImpersonationRequest[]> {
    if (!can(auth.role, 'organizations.manage')) throw forbidden();
    const own = auth.organization.id;
    return this.present(await this.repo.list(own, which), own);
  }

  private async findFor(auth: AuthContext, id: number): Promise<ImpersonationRequestRow> {
    const row = await this.repo.findFor(auth.organization.id, id);
    if (!row) throw notFound();
    return row;
  }

  /** POST /organizations/impersonation/{id}/accept: the recipient organization's owner, with agreement to the terms. */
  async accept(auth: AuthContext, id: number, ip: string): Promise<ImpersonationRequest> {
    if (auth.impersonation) throw refusedUnder();
    const row = await this.findFor(auth, id);
    if (row.recipientOrganizationId !== auth.organization.id) throw notFound();
    if (auth.role !== 'owner') throw forbidden();
    const now = this.ctx.now();
    const updated = await this.repo.transition(id, 'pending', {
      status: 'accepted',
      respondedAt: now,
      respondedByUserId: auth.user.id,
      respondedByName: auth.user.fullname,
    });
    if (!updated) throw new AppError(409, 'IMPERSONATION_NOT_PENDING');
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.recipientOrganizationId,
      action: 'impersonation.accepted',
      objectType: 'impersonation_request',
      objectId: id,
      details: { requesterOrganizationId: row.requesterOrganizationId, agreedToTerms: true },
      ip,
    });
    return (await this.present([updated], auth.organization.id))[0] as ImpersonationRequest;
  }

  /**
   * POST /organizations/impersonation/{id}/delete: the recipient rejects a pending request (owner or
   * admin), the requester withdraws it, or either side revokes an accepted one. Ended requests stay
   * listed (status rejected / revoked) for the record.
   */
  async remove(auth: AuthContext, id: number, ip: string): Promise<ImpersonationRequest> {
    if (auth.impersonation) throw refusedUnder();
    if (!can(auth.role, 'organizations.manage')) throw forbidden();
    const row = await this.findFor(auth, id);
    if (row.status !== 'pending' && row.status !== 'accepted') throw new AppError(409, 'IMPERSONATION_NOT_PENDING');
    const now = this.ctx.now();
    const next = row.status === 'pending' ? ('rejected' as const) : ('revoked' as const);
    const updated = await this.repo.transition(
      id,
      row.status,
      next === 'rejected'
        ? { status: next, respondedAt: now, respondedByUserId: auth.user.id, respondedByName: auth.user.fullname }
        : { status: next, revokedAt: now },
    );
    if (!updated) throw new AppError(409, 'IMPERSONATION_NOT_PENDING');
    await this.ctx.audit.byCaller(auth, {
      organizationId: row.recipientOrganizationId,
      action: next === 'rejected' ? 'impersonation.rejected' : 'impersonation.revoked',
      objectType: 'impersonation_request',
      objectId: id,
      ip,
    });
    return (await this.present([updated], auth.organization.id))[0] as ImpersonationRequest;
  }

  /** Ends the live requests of a parent over `organizationId` (move: the direct-child relation is gone). */
  async endFor(organizationId: number, tx?: DbOrTx): Promise<void> {
    await this.repo.revokeLiveOver(organizationId, this.ctx.now(), tx);
  }
}
