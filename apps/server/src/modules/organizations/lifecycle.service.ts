import type { collateBody, OrganizationDetails } from '@signage/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Organization } from '../../db/schema/index.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError, fieldError, forbidden } from '../../lib/errors.ts';
import { faultPause } from '../../lib/fault-pause.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { MediaStorage } from '../../storage/index.ts';
import type { OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { OrganizationsRepository } from '../tenancy/organizations.repository.ts';
import type { OwnedContentRepository } from '../tenancy/owned-content.repository.ts';
import type { ImpersonationService } from './impersonation.service.ts';
import type { OrganizationDataHooks } from './organization-data.ts';
import type { OrganizationsService } from './organizations.service.ts';
import { screensOfTreeChanged } from './theme.service.ts';

type Visible = Organization & { depth: number };

/** Public mail providers that cannot be claimed for domain collation. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'example.com',
]);

const emailDomain = (address: string) => address.toLowerCase().split('@')[1] ?? '';

/**
 * Where an organization, its content and new members go (spec 7.4): deletion (content transferred
 * to the parent or deleted), content transfer and a move to a new parent, by a managing ancestor
 * only; domain collation (sign-ups of the domain join the organization).
 */
export class OrganizationLifecycleService {
  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    private readonly tree: OrganizationTree,
    private readonly organizations: OrganizationsRepository,
    private readonly content: OwnedContentRepository,
    private readonly access: OrgAccess,
    private readonly impersonation: ImpersonationService,
    private readonly details: OrganizationsService,
    /** Where an organization's content lives (see `createOrganizationDataHooks`). */
    private readonly contentTables: OrganizationDataHooks,
  ) {}

  /** Moves every content row of `fromOrg` to `toOrg` inside the caller's transaction; answers rows moved per table. */
  private async transferContent(fromOrg: number, toOrg: number, tx: DbOrTx): Promise<Record<string, number>> {
    // Movers first: they may need to tell the organization's rows apart before the tables move.
    for (const mover of this.contentTables.movers) await mover(fromOrg, toOrg, tx);
    const moved = await this.content.moveOrganizationRows(this.contentTables.tables, fromOrg, toOrg, tx);
    // The history goes along (the parent's stats then count the moved screens' past), uncounted.
    await this.content.moveOrganizationRows(this.contentTables.history, fromOrg, toOrg, tx);
    return moved;
  }

  /**
   * DELETE /organizations/{id} {mode, confirm: 'delete'}: a managing ancestor only; refused while
   * sub-organizations exist. `transfer` moves the content to the parent first; `delete` removes it.
   * Users, licence, consent requests go with the organization either way.
   */
  async remove(auth: AuthContext, id: number, mode: 'transfer' | 'delete', ip: string) {
    const org = await this.access.managedSub(auth, id);
    if ((await this.organizations.childCount(org.id)) > 0) throw new AppError(409, 'ORG_HAS_SUBORGANIZATIONS');
    const parent = org.parentId ? await this.tree.findById(org.parentId) : null;
    if (!parent) throw forbidden();
    const keys = mode === 'delete' ? await this.content.organizationStorageKeys(org.id) : [];
    const removedScreens = mode === 'delete' ? await this.content.screenIdsOf(org.id) : [];
    let moved: Record<string, number> = {};
    try {
      await this.ctx.db.transaction(async (tx) => {
        if (mode === 'transfer') moved = await this.transferContent(org.id, parent.id, tx);
        else await this.content.deleteOrganizationRows(this.contentTables.history, org.id, tx);
        await faultPause(this.ctx.config, 'organization.transferred');
        await this.organizations.delete(org.id, tx);
        await this.ctx.audit.byCaller(
          auth,
          {
            organizationId: parent.id,
            action: mode === 'transfer' ? 'organization.transferred_and_deleted' : 'organization.deleted',
            objectType: 'organization',
            objectId: org.id,
            details: { name: org.name, moved },
            ip,
          },
          tx,
        );
      });
    } catch (error) {
      this.ctx.log.error({ err: error, organizationId: org.id }, 'organization deletion failed');
      if (mode === 'transfer')
        throw new AppError(500, 'ORG_TRANSFER_DELETE_FAILED', undefined, undefined, undefined, { parent_org_name: parent.name });
      throw new AppError(500, 'ORG_DELETE_FAILED');
    }
    if (keys.length) {
      for (const key of await this.content.unreferencedKeys(keys)) await this.storage.delete(key).catch(() => undefined);
    }
    // Deleted screens go back to pairing at once; transferred ones get the parent's content and branding.
    if (removedScreens.length) this.ctx.screens?.revoke(removedScreens);
    if (mode === 'transfer') {
      await this.ctx.screens?.organizationChanged(parent.id);
      await this.ctx.screens?.takeoversChanged(parent.id);
    }
    return { deleted: true, mode, moved };
  }

  /** The organizations the caller may put things into: its own and the sub-organizations it manages. */
  private async assertTarget(auth: AuthContext, targetId: number): Promise<Visible> {
    const target = await this.access.visible(auth, targetId);
    if (target.depth > 0 && !this.access.managesDepth(auth, target.depth)) throw forbidden();
    return target;
  }

  /** POST /organizations/{id}/transfer {targetOrganizationId}: moves {id}'s content to the target. */
  async transfer(auth: AuthContext, id: number, targetId: number, ip: string) {
    const org = await this.access.managedSub(auth, id);
    const target = await this.assertTarget(auth, targetId);
    if (target.id === org.id) throw fieldError('targetOrganizationId', 'FIELD_INVALID');
    const moved = await this.ctx.db.transaction(async (tx) => this.transferContent(org.id, target.id, tx));
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'organization.content_transferred',
      objectType: 'organization',
      objectId: org.id,
      details: { targetOrganizationId: target.id, moved },
      ip,
    });
    await this.ctx.screens?.organizationChanged(target.id);
    await this.ctx.screens?.takeoversChanged(target.id);
    return { transferred: true, targetOrganizationId: target.id, moved };
  }

  /** POST /organizations/{id}/move {targetOrganizationId}: a new parent, never itself or one of its descendants. */
  async move(auth: AuthContext, id: number, targetId: number, ip: string): Promise<OrganizationDetails> {
    const org = await this.access.managedSub(auth, id);
    const target = await this.assertTarget(auth, targetId);
    if (target.id === org.id || (await this.access.depthBelow(org.id, target.id)) !== null) throw new AppError(400, 'ORG_MOVE_INVALID');
    // After the move the organization must still be one the caller manages.
    if (!this.access.managesDepth(auth, target.depth + 1)) throw forbidden();
    if (org.parentId !== target.id) {
      await this.ctx.db.transaction(async (tx) => {
        await this.organizations.update(org.id, { parentId: target.id, updatedAt: this.ctx.now() }, tx);
        // The old parent's consent no longer applies: it is not the direct parent any more.
        await this.impersonation.endFor(org.id, tx);
      });
      await this.ctx.audit.byCaller(auth, {
        organizationId: org.id,
        action: 'organization.moved',
        objectType: 'organization',
        objectId: org.id,
        details: { from: org.parentId, to: target.id },
        ip,
      });
      await screensOfTreeChanged(this.ctx, this.tree, org.id);
    }
    return this.details.get(auth, org.id);
  }

  /** POST /organizations/{id}/collate {collate, domain, requiresApproval?}. */
  async collate(auth: AuthContext, id: number, body: z.output<typeof collateBody>, ip: string) {
    const org = await this.access.editable(auth, id);
    const domain = body.domain === undefined ? org.domain : body.domain || null;
    if (body.collate && !domain) throw fieldError('domain', 'FIELD_REQUIRED');
    if (domain && domain !== org.domain) {
      const owner = await this.details.ownerOf(org);
      const allowed = new Set([emailDomain(auth.user.email), owner ? emailDomain(owner.email) : '']);
      if (PUBLIC_MAIL_DOMAINS.has(domain) || !allowed.has(domain)) throw fieldError('domain', 'DOMAIN_INVALID');
    }
    const requiresApproval = body.requiresApproval ?? org.collateRequiresApproval;
    try {
      await this.organizations.update(org.id, {
        collate: body.collate,
        domain,
        collateRequiresApproval: requiresApproval,
        updatedAt: this.ctx.now(),
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw fieldError('domain', 'DOMAIN_TAKEN', 409);
      throw error;
    }
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'organization.collation',
      objectType: 'organization',
      objectId: org.id,
      details: { collate: body.collate, domain, requiresApproval },
      ip,
    });
    return { collate: body.collate, domain, requiresApproval };
  }
}
