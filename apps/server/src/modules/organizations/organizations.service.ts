import type {
  createSubOrganizationBody,
  OrganizationDetails,
  OrganizationSummary,
  OwnerInfo,
  ParentPath,
  SubOrganization,
  SubOrganizationsPage,
  SupportEmails,
  updateOrganizationBody,
  updateSupportEmailsBody,
} from '@signage/shared';
import type { z } from 'zod';
import type { Organization, User } from '../../db/schema/index.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { isTimeZone } from '../../lib/time-zones.ts';
import { AppError, fieldError, forbidden } from '../../lib/errors.ts';
import type { AppContext, AuthContext, LicenceView } from '../../core/context.ts';
import type { Invitations } from '../auth/invitations.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import type { LicenceManagementService } from '../licences/licence-management.service.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import { featuresOf, levelOf, type OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { OrganizationsRepository } from '../tenancy/organizations.repository.ts';
import type { ThemeService } from './theme.service.ts';

/**
 * Organizations (spec 7.4): the tree, details, sub-organization creation, owner and support e-mails.
 * Branding: `ThemeService`; deletion, move, content transfer and domain collation: `OrganizationLifecycleService`.
 */
export class OrganizationsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly tree: OrganizationTree,
    private readonly organizations: OrganizationsRepository,
    private readonly users: UsersRepository,
    private readonly access: OrgAccess,
    private readonly licences: LicencesService,
    private readonly management: LicenceManagementService,
    private readonly invitations: Invitations,
    private readonly themes: ThemeService,
  ) {}

  // ---------------------------------------------------------------- reading

  /** The organization's owner account, if any. */
  async ownerOf(org: Organization): Promise<User | null> {
    if (!org.ownerUserId) return null;
    return this.users.findById(org.ownerUserId);
  }

  /** GET /organizations/{id}. */
  async get(auth: AuthContext, id: number): Promise<OrganizationDetails> {
    const org = await this.access.visible(auth, id);
    const view = await this.licences.viewForOrg(org.id);
    const owner = await this.ownerOf(org);
    const subOrganizations = await this.organizations.childCount(org.id);
    const theme = await this.themes.theme(auth, org.id);
    return {
      id: org.id,
      parentId: org.depth === 0 ? null : org.parentId,
      name: org.name,
      address: org.address,
      city: org.city,
      state: org.state,
      country: org.country,
      timeZone: org.timeZone,
      contactPhoneNumber: org.contactPhoneNumber,
      contactEmail: org.contactEmail,
      description: org.description,
      domain: org.domain,
      collate: org.collate,
      collateRequiresApproval: org.collateRequiresApproval,
      hashtags: org.hashtags,
      ownerUserId: owner?.id ?? null,
      ownerName: owner?.fullname ?? '',
      ownerEmail: owner?.email ?? '',
      customerSupportEmail: org.customerSupportEmail,
      customerContactEmail: org.customerContactEmail,
      useDefaultSupportEmails: org.useDefaultSupportEmails,
      licence: this.licenceSummary(view),
      features: featuresOf(view.info),
      counts: {
        devices: await this.licences.usedDevices(org.id),
        users: await this.licences.usedUsers(org.id),
        subOrganizations,
        totalCredits: view.row?.totalCredits ?? 0,
        usedCredits: view.row?.usedCredits ?? 0,
      },
      logoUrl: theme.logoUrl,
      isParent: subOrganizations > 0,
      abilities: this.access.abilities(auth, org),
      createdAt: org.createdAt.toISOString(),
    };
  }

  private licenceSummary(view: LicenceView) {
    return {
      packageName: view.row?.packageName ?? 'TRIAL',
      numDevices: view.info.numDevices,
      numUsers: view.info.numUsers,
      validityDays: view.info.validityDays,
      validityExpiresAt: view.row?.validityExpiresAt?.toISOString() ?? null,
      interactiveDeviceLimit: view.row?.interactiveDeviceLimit ?? null,
      licenseStatus: view.status,
      packageState: view.state,
      subOrgUpdateAccess: view.info.subOrgUpdateAccess,
      themeManagement: levelOf(view.info.themeManagement),
    };
  }

  /** Rows of the lists: one query for the organizations, then counts by id. */
  private async summaries(rows: Organization[]): Promise<OrganizationSummary[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const ownerIds = rows.map((r) => r.ownerUserId).filter((v): v is number => v !== null);
    const owners = await this.users.findByIds(ownerIds);
    const subCounts = await this.organizations.childCounts(ids);
    const userCounts = await this.users.countsByOrganization(ids);
    const out: OrganizationSummary[] = [];
    for (const r of rows) {
      const owner = owners.find((o) => o.id === r.ownerUserId);
      const view = await this.licences.viewForOrg(r.id);
      out.push({
        id: r.id,
        parentId: r.parentId,
        name: r.name,
        city: r.city,
        country: r.country,
        hashtags: r.hashtags,
        ownerName: owner?.fullname ?? '',
        ownerEmail: owner?.email ?? '',
        packageName: view.row?.packageName ?? 'TRIAL',
        licenseStatus: view.status,
        packageState: view.state,
        validityExpiresAt: view.row?.validityExpiresAt?.toISOString() ?? null,
        subOrganizationCount: subCounts.get(r.id) ?? 0,
        userCount: userCounts.get(r.id) ?? 0,
        deviceCount: await this.licences.usedDevices(r.id),
        creditCount: Math.max(0, (view.row?.totalCredits ?? 0) - (view.row?.usedCredits ?? 0)),
      });
    }
    return out;
  }

  /** GET /organizations/{id}/suborganizations?q&count&offset: direct children, or the subtree matching q (name, or #tag). */
  async subOrganizations(
    auth: AuthContext,
    id: number,
    q: string | undefined,
    limit: number,
    offset: number,
  ): Promise<SubOrganizationsPage> {
    await this.access.visible(auth, id);
    let ids: number[];
    if (q) {
      const below = (await this.tree.descendants(id)).map((d) => d.id);
      if (!below.length) return { totalCount: 0, results: [] };
      ids = q.startsWith('#')
        ? await this.organizations.idsTagged(below, q.slice(1).toLowerCase())
        : await this.organizations.idsNamed(below, q);
    } else {
      ids = await this.organizations.childIds(id);
    }
    if (!ids.length) return { totalCount: 0, results: [] };
    const page = await this.organizations.page(ids, limit, offset);
    return { totalCount: ids.length, results: await this.summaries(page) };
  }

  /** GET /organizations/{id}/allsuborganizations: the whole subtree below a visible organization. */
  async allSubOrganizations(auth: AuthContext, id: number): Promise<SubOrganization[]> {
    await this.access.visible(auth, id);
    return this.tree.descendants(id);
  }

  /** GET /organizations/{id}/suborg/hashtags. */
  async suborgHashtags(auth: AuthContext, id: number): Promise<string[]> {
    await this.access.visible(auth, id);
    const below = (await this.tree.descendants(id)).map((d) => d.id);
    if (!below.length) return [];
    const hashtags = await this.organizations.hashtagsOf(below);
    return [...new Set(hashtags.flat())].sort((a, b) => a.localeCompare(b));
  }

  /** POST /organizations/getListOfOrgs: the visible organizations among the ids, in the order asked. */
  async listOfOrgs(auth: AuthContext, ids: number[]): Promise<OrganizationSummary[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const visible = new Set(await this.tree.visibleIds(auth.organization.id));
    const wanted = unique.filter((id) => visible.has(id));
    if (!wanted.length) return [];
    const rows = await this.organizations.findByIds(wanted);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return this.summaries(wanted.map((id) => byId.get(id)).filter((r): r is Organization => Boolean(r)));
  }

  /** GET /organizations/{id}/parentpath: breadcrumbs from the root down to {id}. */
  async parentPath(auth: AuthContext, id: number): Promise<ParentPath> {
    await this.access.visible(auth, id);
    return this.tree.pathToRoot(id);
  }

  /** GET /organizations/{id}/isparent. */
  async isParent(auth: AuthContext, id: number) {
    await this.access.visible(auth, id);
    return { isParent: (await this.organizations.childCount(id)) > 0 };
  }

  // ---------------------------------------------------------------- create / update

  /** POST /organizations/{id}/suborganizations/create: a new sub-organization of {id}, its licence and its invited owner. */
  async create(
    auth: AuthContext,
    parentId: number,
    body: z.output<typeof createSubOrganizationBody>,
    ip: string,
  ): Promise<OrganizationDetails> {
    if (body.parentOrganizationId !== parentId) throw fieldError('parentOrganizationId', 'FIELD_INVALID');
    const parent = await this.access.visible(auth, parentId);
    if (!this.access.managesDepth(auth, parent.depth + 1)) throw forbidden();
    if (await this.users.emailTaken(body.ownerEmail)) throw new AppError(400, 'EMAIL_EXISTS', undefined, { ownerEmail: 'EMAIL_EXISTS' });
    // The granting licence is the new organization's parent's (the platform grants without limit).
    const parentView = await this.licences.viewForOrg(parent.id);
    const grantor =
      parent.parentId === null
        ? { ...parentView, row: parentView.row ? { ...parentView.row, validityExpiresAt: null, interactiveDeviceLimit: null } : null }
        : parentView;
    const granted = await this.management.resolveGrant(grantor, body.licenseData, this.ctx.now(), null);
    let created: { org: Organization; owner: User; token: string };
    try {
      created = await this.ctx.db.transaction(async (tx) => {
        const now = this.ctx.now();
        const org = await this.organizations.insert(
          {
            parentId: parent.id,
            name: body.name,
            city: body.city,
            state: body.state,
            country: body.country,
            contactEmail: body.contactEmail || body.ownerEmail,
            contactPhoneNumber: body.contactPhoneNumber,
            description: body.description,
            hashtags: body.hashtags,
            customerSupportEmail: body.customerSupportEmail,
            customerContactEmail: body.customerContactEmail,
            useDefaultSupportEmails: !body.customerSupportEmail && !body.customerContactEmail,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await this.management.insertGranted(org.id, granted, tx);
        const owner = await this.users.insert(
          {
            organizationId: org.id,
            email: body.ownerEmail,
            fullname: body.ownerName,
            role: 'owner',
            status: 'invited',
            locale: auth.user.locale,
          },
          tx,
        );
        await this.organizations.update(org.id, { ownerUserId: owner.id }, tx);
        const token = await this.invitations.issue(owner, tx);
        await this.ctx.audit.byCaller(
          auth,
          {
            organizationId: org.id,
            action: 'organization.created',
            objectType: 'organization',
            objectId: org.id,
            details: { parentId: parent.id, licence: granted },
            ip,
          },
          tx,
        );
        return { org: { ...org, ownerUserId: owner.id }, owner, token };
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new AppError(400, 'EMAIL_EXISTS', undefined, { ownerEmail: 'EMAIL_EXISTS' });
      throw error;
    }
    await this.invitations.mail(created.owner, created.token, auth.user.fullname, created.org.name);
    return this.get(auth, created.org.id);
  }

  /** POST /organizations/{id}/update. */
  async update(auth: AuthContext, id: number, body: z.output<typeof updateOrganizationBody>, ip: string): Promise<OrganizationDetails> {
    if (body.organizationId !== id) throw fieldError('organizationId', 'FIELD_INVALID');
    const org = await this.access.editable(auth, id);
    if (body.timeZone !== undefined && !isTimeZone(body.timeZone))
      throw new AppError(400, 'TIME_ZONE_INVALID', undefined, { timeZone: 'TIME_ZONE_INVALID' });
    await this.organizations.update(org.id, {
      name: body.name,
      ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
      contactEmail: body.contactEmail,
      contactPhoneNumber: body.contactPhoneNumber,
      description: body.description,
      city: body.city,
      state: body.state,
      country: body.country,
      hashtags: body.hashtags,
      updatedAt: this.ctx.now(),
    });
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'organization.updated',
      objectType: 'organization',
      objectId: org.id,
      ...(body.timeZone !== undefined && body.timeZone !== org.timeZone
        ? { details: { timeZone: { from: org.timeZone, to: body.timeZone } } }
        : {}),
      ip,
    });
    return this.get(auth, org.id);
  }

  /** GET /organizations/{id}/owner. */
  async owner(auth: AuthContext, id: number): Promise<OwnerInfo> {
    const org = await this.access.visible(auth, id);
    const owner = await this.ownerOf(org);
    return { userId: owner?.id ?? null, ownerName: owner?.fullname ?? '', ownerEmail: owner?.email ?? '' };
  }

  /**
   * POST /organizations/{id}/updateOwner: only the organization's owner, or a managing ancestor's
   * owner/admin (spec 6: managing the owner role requires owner). The named user of the
   * organization becomes owner (the previous owner becomes admin); an unknown address gets a new
   * invited owner account.
   */
  async updateOwner(auth: AuthContext, id: number, body: { organizationId: number; ownerName: string; ownerEmail: string }, ip: string) {
    if (body.organizationId !== id) throw fieldError('organizationId', 'FIELD_INVALID');
    const org = await this.access.editable(auth, id);
    if (org.depth === 0 && auth.role !== 'owner') throw new AppError(403, 'ROLE_NOT_ASSIGNABLE');
    const existing = await this.users.findByEmail(body.ownerEmail);
    if (existing && existing.organizationId !== org.id) throw new AppError(400, 'EMAIL_EXISTS', undefined, { ownerEmail: 'EMAIL_EXISTS' });
    if (existing && existing.id === org.ownerUserId) return this.owner(auth, id);
    const result = await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.now();
      let newOwner: User;
      let token: string | null = null;
      if (existing) {
        if (existing.status === 'pending_approval' || existing.status === 'disabled') throw fieldError('ownerEmail', 'FIELD_INVALID');
        const updated = await this.users.update(existing.id, { role: 'owner', updatedAt: now }, tx);
        if (!updated) throw new Error('owner update returned nothing');
        newOwner = updated;
      } else {
        await this.licences.assertUserCapacity(org.id, tx);
        newOwner = await this.users.insert(
          {
            organizationId: org.id,
            email: body.ownerEmail,
            fullname: body.ownerName,
            role: 'owner',
            status: 'invited',
            locale: auth.user.locale,
          },
          tx,
        );
        token = await this.invitations.issue(newOwner, tx);
      }
      if (org.ownerUserId) await this.users.updateIn(org.id, org.ownerUserId, { role: 'admin', updatedAt: now }, tx);
      await this.organizations.update(org.id, { ownerUserId: newOwner.id, updatedAt: now }, tx);
      await this.ctx.audit.byCaller(
        auth,
        {
          organizationId: org.id,
          action: 'organization.owner_changed',
          objectType: 'organization',
          objectId: org.id,
          details: { from: org.ownerUserId, to: newOwner.id },
          ip,
        },
        tx,
      );
      return { newOwner, token };
    });
    if (result.token) await this.invitations.mail(result.newOwner, result.token, auth.user.fullname, org.name);
    return this.owner(auth, id);
  }

  // ---------------------------------------------------------------- support e-mails

  async supportEmails(auth: AuthContext, id: number): Promise<SupportEmails> {
    const org = await this.access.visible(auth, id);
    let effective = { customerSupportEmail: org.customerSupportEmail, customerContactEmail: org.customerContactEmail };
    if (org.useDefaultSupportEmails || (!org.customerSupportEmail && !org.customerContactEmail)) {
      // The nearest ancestor with its own addresses, else the platform's contact e-mail.
      const chain = (await this.tree.pathToRoot(org.id))
        .map((p) => p.id)
        .reverse()
        .slice(1);
      effective = { customerSupportEmail: '', customerContactEmail: '' };
      for (const ancestorId of chain) {
        const a = await this.tree.findById(ancestorId);
        if (!a) continue;
        if (!a.useDefaultSupportEmails && (a.customerSupportEmail || a.customerContactEmail)) {
          effective = { customerSupportEmail: a.customerSupportEmail, customerContactEmail: a.customerContactEmail };
          break;
        }
        if (a.parentId === null) effective = { customerSupportEmail: a.contactEmail, customerContactEmail: a.contactEmail };
      }
    }
    return {
      customerSupportEmail: org.customerSupportEmail,
      customerContactEmail: org.customerContactEmail,
      useDefault: org.useDefaultSupportEmails,
      effective,
    };
  }

  async updateSupportEmails(auth: AuthContext, id: number, body: z.output<typeof updateSupportEmailsBody>, ip: string) {
    const org = await this.access.editable(auth, id);
    await this.organizations.update(org.id, {
      customerSupportEmail: body.customerSupportEmail,
      customerContactEmail: body.customerContactEmail,
      useDefaultSupportEmails: body.useDefault,
      updatedAt: this.ctx.now(),
    });
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'organization.support_emails',
      objectType: 'organization',
      objectId: org.id,
      ip,
    });
    return this.supportEmails(auth, id);
  }
}
