import {
  type collateBody,
  type createSubOrganizationBody,
  DEFAULT_ACCENT,
  type OrganizationDetails,
  type OrganizationSummary,
  type OwnerInfo,
  type ParentPath,
  type SubOrganization,
  type SubOrganizationsPage,
  type SupportEmails,
  type Theme,
  type ThemeProperty,
  type updateOrganizationBody,
  type updateSupportEmailsBody,
  type updateThemeColorsBody,
} from '@signage/shared';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { devices, type Organization, type OrganizationTheme, organizations, type User, users } from '../../db/schema/index.ts';
import { pgErrorCode } from '../../lib/db-errors.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { MediaStorage } from '../../storage/index.ts';
import type { LicenceManagementService } from '../licences/licence-management.service.ts';
import type { LicenceView } from '../../core/context.ts';
import type { LicencesService } from '../licences/licences.service.ts';
import type { Invitations } from '../users/invitations.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { ImpersonationService } from './impersonation.service.ts';
import { featuresOf, levelOf, type OrgAccess } from '../tenancy/org-access.ts';
import { type OrganizationDataHooks, storageKeysOf, transferContent, unreferencedKeys } from './organization-data.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';

/** The default colours (spec part 9: accent #2E96F4); they can be overridden but never deleted. */
export const DEFAULT_THEME: Theme = {
  logoUrl: null,
  homeBackgroundUrl: null,
  websiteTitle: '',
  accentColor: DEFAULT_ACCENT,
  navBarColor: '#FFFFFF',
  contentColor: '#F5F7FA',
  navTextColor: '#1F2933',
};
const COLOUR_PROPERTIES: ThemeProperty[] = ['accentColor', 'navBarColor', 'contentColor', 'navTextColor'];

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
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Visible = Organization & { depth: number };
type ThemeImageKind = 'logo' | 'background';

/** Organizations (spec 7.4): the tree, details, owner, theme, support e-mails, deletion, move, transfer, collation. */
export class OrganizationsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    private readonly repo: OrganizationTree,
    private readonly access: OrgAccess,
    private readonly licences: LicencesService,
    private readonly management: LicenceManagementService,
    private readonly invitations: Invitations,
    private readonly users: UsersRepository,
    readonly impersonation: ImpersonationService,
    /** Where an organization's content lives (see `createOrganizationDataHooks`). */
    private readonly contentTables: OrganizationDataHooks,
  ) {}

  private async audit(auth: AuthContext, organizationId: number, action: string, ip: string, details: Record<string, unknown> = {}) {
    await this.ctx.audit.record({
      organizationId,
      actorUserId: auth.user.id,
      actorOrganizationId:
        auth.impersonation?.homeOrganization.id ?? (organizationId === auth.organization.id ? null : auth.organization.id),
      action,
      objectType: 'organization',
      objectId: organizationId,
      details,
      ip,
    });
  }

  // ---------------------------------------------------------------- reading

  private async ownerOf(org: Organization): Promise<User | null> {
    if (!org.ownerUserId) return null;
    return this.users.findById(org.ownerUserId);
  }

  /** GET /organizations/{id}. */
  async get(auth: AuthContext, id: number): Promise<OrganizationDetails> {
    const org = await this.access.visible(auth, id);
    const view = await this.licences.viewForOrg(org.id);
    const owner = await this.ownerOf(org);
    const [subs] = await this.ctx.db.select({ n: count() }).from(organizations).where(eq(organizations.parentId, org.id));
    const theme = await this.theme(auth, org.id);
    return {
      id: org.id,
      parentId: org.depth === 0 ? null : org.parentId,
      name: org.name,
      address: org.address,
      city: org.city,
      state: org.state,
      country: org.country,
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
        subOrganizations: Number(subs?.n ?? 0),
        totalCredits: view.row?.totalCredits ?? 0,
        usedCredits: view.row?.usedCredits ?? 0,
      },
      logoUrl: theme.logoUrl,
      isParent: Number(subs?.n ?? 0) > 0,
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
    const owners = ownerIds.length ? await this.ctx.db.select().from(users).where(inArray(users.id, ownerIds)) : [];
    const subCounts = await this.ctx.db
      .select({ id: organizations.parentId, n: count() })
      .from(organizations)
      .where(inArray(organizations.parentId, ids))
      .groupBy(organizations.parentId);
    const userCounts = await this.ctx.db
      .select({ id: users.organizationId, n: count() })
      .from(users)
      .where(and(inArray(users.organizationId, ids), ne(users.status, 'disabled')))
      .groupBy(users.organizationId);
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
        subOrganizationCount: Number(subCounts.find((c) => c.id === r.id)?.n ?? 0),
        userCount: Number(userCounts.find((c) => c.id === r.id)?.n ?? 0),
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
      const below = (await this.repo.descendants(id)).map((d) => d.id);
      if (!below.length) return { totalCount: 0, results: [] };
      const tag = q.startsWith('#') ? q.slice(1).toLowerCase() : null;
      const where = tag
        ? sql`exists (select 1 from jsonb_array_elements_text(${organizations.hashtags}) t where lower(t) = ${tag})`
        : sql`lower(${organizations.name}) like ${`%${escapeLike(q.toLowerCase())}%`} escape '\\'`;
      const rows = await this.ctx.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(inArray(organizations.id, below), where));
      ids = rows.map((r) => r.id);
    } else {
      ids = (await this.ctx.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.parentId, id))).map((r) => r.id);
    }
    if (!ids.length) return { totalCount: 0, results: [] };
    const page = await this.ctx.db
      .select()
      .from(organizations)
      .where(inArray(organizations.id, ids))
      .orderBy(sql`lower(${organizations.name})`, organizations.id)
      .limit(limit)
      .offset(offset);
    return { totalCount: ids.length, results: await this.summaries(page) };
  }

  /** GET /organizations/{id}/allsuborganizations: the whole subtree below a visible organization. */
  async allSubOrganizations(auth: AuthContext, id: number): Promise<SubOrganization[]> {
    await this.access.visible(auth, id);
    return this.repo.descendants(id);
  }

  /** GET /organizations/{id}/suborg/hashtags. */
  async suborgHashtags(auth: AuthContext, id: number): Promise<string[]> {
    await this.access.visible(auth, id);
    const below = (await this.repo.descendants(id)).map((d) => d.id);
    if (!below.length) return [];
    const rows = await this.ctx.db.select({ h: organizations.hashtags }).from(organizations).where(inArray(organizations.id, below));
    return [...new Set(rows.flatMap((r) => r.h))].sort((a, b) => a.localeCompare(b));
  }

  /** POST /organizations/getListOfOrgs: the visible organizations among the ids, in the order asked. */
  async listOfOrgs(auth: AuthContext, ids: number[]): Promise<OrganizationSummary[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const visible = new Set([auth.organization.id, ...(await this.repo.descendants(auth.organization.id)).map((d) => d.id)]);
    const wanted = unique.filter((id) => visible.has(id));
    if (!wanted.length) return [];
    const rows = await this.ctx.db.select().from(organizations).where(inArray(organizations.id, wanted));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return this.summaries(wanted.map((id) => byId.get(id)).filter((r): r is Organization => Boolean(r)));
  }

  /** GET /organizations/{id}/parentpath: breadcrumbs from the root down to {id}. */
  async parentPath(auth: AuthContext, id: number): Promise<ParentPath> {
    await this.access.visible(auth, id);
    return this.repo.pathToRoot(id);
  }

  /** GET /organizations/{id}/isparent. */
  async isParent(auth: AuthContext, id: number) {
    await this.access.visible(auth, id);
    const [row] = await this.ctx.db.select({ n: count() }).from(organizations).where(eq(organizations.parentId, id));
    return { isParent: Number(row?.n ?? 0) > 0 };
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
        const [org] = await tx
          .insert(organizations)
          .values({
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
          })
          .returning();
        if (!org) throw new Error('organization insert returned nothing');
        await this.management.insertGranted(org.id, granted, tx);
        const [owner] = await tx
          .insert(users)
          .values({
            organizationId: org.id,
            email: body.ownerEmail,
            fullname: body.ownerName,
            role: 'owner',
            status: 'invited',
            locale: auth.user.locale,
          })
          .returning();
        if (!owner) throw new Error('user insert returned nothing');
        await tx.update(organizations).set({ ownerUserId: owner.id }).where(eq(organizations.id, org.id));
        const token = await this.invitations.issue(owner, tx);
        await this.ctx.audit.record(
          {
            organizationId: org.id,
            actorUserId: auth.user.id,
            actorOrganizationId: auth.impersonation?.homeOrganization.id ?? auth.organization.id,
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
    await this.ctx.db
      .update(organizations)
      .set({
        name: body.name,
        contactEmail: body.contactEmail,
        contactPhoneNumber: body.contactPhoneNumber,
        description: body.description,
        city: body.city,
        state: body.state,
        country: body.country,
        hashtags: body.hashtags,
        updatedAt: this.ctx.now(),
      })
      .where(eq(organizations.id, org.id));
    await this.audit(auth, org.id, 'organization.updated', ip);
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
        const [u] = await tx.update(users).set({ role: 'owner', updatedAt: now }).where(eq(users.id, existing.id)).returning();
        newOwner = u as User;
      } else {
        await this.licences.assertUserCapacity(org.id, tx);
        const [u] = await tx
          .insert(users)
          .values({
            organizationId: org.id,
            email: body.ownerEmail,
            fullname: body.ownerName,
            role: 'owner',
            status: 'invited',
            locale: auth.user.locale,
          })
          .returning();
        newOwner = u as User;
        token = await this.invitations.issue(newOwner, tx);
      }
      if (org.ownerUserId) {
        await tx
          .update(users)
          .set({ role: 'admin', updatedAt: now })
          .where(and(eq(users.id, org.ownerUserId), eq(users.organizationId, org.id)));
      }
      await tx.update(organizations).set({ ownerUserId: newOwner.id, updatedAt: now }).where(eq(organizations.id, org.id));
      await this.ctx.audit.record(
        {
          organizationId: org.id,
          actorUserId: auth.user.id,
          actorOrganizationId: org.depth === 0 ? null : auth.organization.id,
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

  // ---------------------------------------------------------------- theme

  /** The organization's own theme values merged over its ancestors', then the defaults (branding is inherited). */
  private async effectiveTheme(id: number): Promise<Theme> {
    const chain = (await this.repo.pathToRoot(id)).map((p) => p.id);
    const rows = chain.length
      ? await this.ctx.db
          .select({ id: organizations.id, theme: organizations.theme })
          .from(organizations)
          .where(inArray(organizations.id, chain))
      : [];
    const result: Theme = { ...DEFAULT_THEME };
    for (const orgId of chain) {
      const t = rows.find((r) => r.id === orgId)?.theme;
      if (!t) continue;
      if (t.logoUrl) result.logoUrl = t.logoUrl;
      if (t.homeBackgroundUrl) result.homeBackgroundUrl = t.homeBackgroundUrl;
      if (t.websiteTitle) result.websiteTitle = t.websiteTitle;
      for (const key of COLOUR_PROPERTIES) {
        const v = t[key as keyof OrganizationTheme];
        if (typeof v === 'string' && v) (result as Record<string, unknown>)[key] = v;
      }
    }
    return result;
  }

  /** GET /organizations/{id}/theme (own, ancestors', defaults). */
  async theme(auth: AuthContext, id: number): Promise<Theme> {
    await this.access.visible(auth, id);
    return this.effectiveTheme(id);
  }

  async websiteTitle(auth: AuthContext, id: number) {
    return { websiteTitle: (await this.theme(auth, id)).websiteTitle };
  }

  private async saveTheme(org: Organization, patch: Partial<OrganizationTheme>) {
    const current: OrganizationTheme = org.theme ?? {
      logoUrl: null,
      homeBackgroundUrl: null,
      websiteTitle: '',
      accentColor: null,
      navBarColor: null,
      contentColor: null,
      navTextColor: null,
    };
    await this.ctx.db
      .update(organizations)
      .set({ theme: { ...current, ...patch }, updatedAt: this.ctx.now() })
      .where(eq(organizations.id, org.id));
    // Screens show the branding on their idle screen; sub-organizations without a theme inherit it.
    await this.screensOfTreeChanged(org.id);
  }

  /** New manifests for the screens of an organization and of every organization below it. */
  private async screensOfTreeChanged(organizationId: number) {
    const below = await this.repo.descendants(organizationId);
    for (const id of [organizationId, ...below.map((o) => o.id)]) await this.ctx.screens?.organizationChanged(id);
  }

  async updateThemeColors(auth: AuthContext, id: number, body: z.output<typeof updateThemeColorsBody>, ip: string): Promise<Theme> {
    const org = await this.access.themeEditable(auth, id);
    const colours = {
      accentColor: body.accentColor.toUpperCase(),
      navBarColor: body.navBarColor.toUpperCase(),
      contentColor: body.contentColor.toUpperCase(),
      navTextColor: body.navTextColor.toUpperCase(),
    };
    await this.saveTheme(org, colours);
    await this.audit(auth, org.id, 'organization.theme_colors', ip, colours);
    return this.effectiveTheme(org.id);
  }

  /** POST /organizations/{id}/updateWebsiteTitle: needs the licence's custom title. */
  async updateWebsiteTitle(auth: AuthContext, id: number, organizationId: number, title: string, ip: string) {
    if (organizationId !== id) throw fieldError('organizationId', 'FIELD_INVALID');
    const org = await this.access.themeEditable(auth, id);
    if (!auth.licence.info.customTitle) throw new AppError(403, 'FEATURE_NOT_LICENSED');
    await this.saveTheme(org, { websiteTitle: title });
    await this.audit(auth, org.id, 'organization.website_title', ip, { title });
    return { websiteTitle: (await this.effectiveTheme(org.id)).websiteTitle };
  }

  /** Checks the caller may change the theme before an upload is stored. */
  async assertThemeEditable(auth: AuthContext, id: number): Promise<void> {
    await this.access.themeEditable(auth, id);
  }

  /** After a checked upload: records the stored image as the logo or background; answers its URL. */
  async setThemeImage(auth: AuthContext, id: number, kind: ThemeImageKind, sha256: string, mimeType: string, ip: string) {
    const org = await this.access.themeEditable(auth, id);
    const url = `/api/organizations/${org.id}/theme/${kind}/${sha256}`;
    await this.saveTheme(
      org,
      kind === 'logo' ? { logoUrl: url, logoMime: mimeType } : { homeBackgroundUrl: url, homeBackgroundMime: mimeType },
    );
    await this.audit(auth, org.id, kind === 'logo' ? 'organization.theme_logo' : 'organization.theme_background', ip);
    return { url };
  }

  /**
   * A theme image for GET …/theme/{kind}/{sha256}: readable by users of the organization, of its
   * ancestors (managing parents) and of its descendants (inherited branding). Others: 404.
   */
  async themeImageForServing(auth: AuthContext, id: number, kind: ThemeImageKind, sha256: string) {
    const own = auth.organization.id;
    const related = (await this.access.depthBelow(own, id)) !== null || (await this.access.depthBelow(id, own)) !== null;
    if (!related) throw notFound();
    const org = await this.repo.findById(id);
    const t = org?.theme;
    const url = kind === 'logo' ? t?.logoUrl : t?.homeBackgroundUrl;
    const mime = kind === 'logo' ? t?.logoMime : t?.homeBackgroundMime;
    if (!org || !url || !url.endsWith(`/${sha256}`) || !mime) throw notFound();
    return { key: `org/${org.id}/theme/${sha256}`, etag: sha256, mimeType: mime, name: `${kind}` };
  }

  /** POST /organizations/{id}/resetTheme: back to the inherited/default value; the default colours themselves stay. */
  async resetTheme(auth: AuthContext, id: number, organizationId: number, propertyList: ThemeProperty[], ip: string): Promise<Theme> {
    if (organizationId !== id) throw fieldError('organizationId', 'FIELD_INVALID');
    const org = await this.access.themeEditable(auth, id);
    const t = org.theme;
    // A colour the organization never changed is the default colour: it cannot be deleted.
    const deletesDefault = propertyList.some((p) => COLOUR_PROPERTIES.includes(p) && !t?.[p as keyof OrganizationTheme]);
    if (deletesDefault) throw new AppError(400, 'DEFAULT_COLORS_CANNOT_BE_DELETED');
    const patch: Partial<OrganizationTheme> = {};
    for (const p of propertyList) {
      if (p === 'websiteTitle') patch.websiteTitle = '';
      else (patch as Record<string, unknown>)[p] = null;
      if (p === 'logoUrl') patch.logoMime = null;
      if (p === 'homeBackgroundUrl') patch.homeBackgroundMime = null;
    }
    await this.saveTheme(org, patch);
    await this.audit(auth, org.id, 'organization.theme_reset', ip, { propertyList });
    return this.effectiveTheme(org.id);
  }

  // ---------------------------------------------------------------- support e-mails

  async supportEmails(auth: AuthContext, id: number): Promise<SupportEmails> {
    const org = await this.access.visible(auth, id);
    let effective = { customerSupportEmail: org.customerSupportEmail, customerContactEmail: org.customerContactEmail };
    if (org.useDefaultSupportEmails || (!org.customerSupportEmail && !org.customerContactEmail)) {
      // The nearest ancestor with its own addresses, else the platform's contact e-mail.
      const chain = (await this.repo.pathToRoot(org.id))
        .map((p) => p.id)
        .reverse()
        .slice(1);
      effective = { customerSupportEmail: '', customerContactEmail: '' };
      for (const ancestorId of chain) {
        const a = await this.repo.findById(ancestorId);
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
    await this.ctx.db
      .update(organizations)
      .set({
        customerSupportEmail: body.customerSupportEmail,
        customerContactEmail: body.customerContactEmail,
        useDefaultSupportEmails: body.useDefault,
        updatedAt: this.ctx.now(),
      })
      .where(eq(organizations.id, org.id));
    await this.audit(auth, org.id, 'organization.support_emails', ip);
    return this.supportEmails(auth, id);
  }

  // ---------------------------------------------------------------- delete, move, transfer

  /**
   * DELETE /organizations/{id} {mode, confirm: 'delete'}: a managing ancestor only; refused while
   * sub-organizations exist. `transfer` moves the content to the parent first; `delete` removes it.
   * Users, licence, consent requests go with the organization either way.
   */
  async remove(auth: AuthContext, id: number, mode: 'transfer' | 'delete', ip: string) {
    const org = await this.access.managedSub(auth, id);
    const [subs] = await this.ctx.db.select({ n: count() }).from(organizations).where(eq(organizations.parentId, org.id));
    if (Number(subs?.n ?? 0) > 0) throw new AppError(409, 'ORG_HAS_SUBORGANIZATIONS');
    const parent = org.parentId ? await this.repo.findById(org.parentId) : null;
    if (!parent) throw forbidden();
    const keys = mode === 'delete' ? await storageKeysOf(this.ctx.db, org.id) : [];
    const removedScreens =
      mode === 'delete'
        ? (await this.ctx.db.select({ id: devices.id }).from(devices).where(eq(devices.organizationId, org.id))).map((d) => d.id)
        : [];
    let moved: Record<string, number> = {};
    try {
      await this.ctx.db.transaction(async (tx) => {
        const db = tx;
        if (mode === 'transfer') moved = await transferContent(this.contentTables, org.id, parent.id, db);
        await tx.delete(organizations).where(eq(organizations.id, org.id));
        await this.ctx.audit.record(
          {
            organizationId: parent.id,
            actorUserId: auth.user.id,
            actorOrganizationId: auth.impersonation?.homeOrganization.id ?? auth.organization.id,
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
    if (this.storage && keys.length) {
      for (const key of await unreferencedKeys(this.ctx.db, keys)) await this.storage.delete(key).catch(() => undefined);
    }
    // Deleted screens go back to pairing at once; transferred ones get the parent's content and branding.
    if (removedScreens.length) this.ctx.screens?.revoke(removedScreens);
    if (mode === 'transfer') await this.ctx.screens?.organizationChanged(parent.id);
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
    const moved = await this.ctx.db.transaction(async (tx) => transferContent(this.contentTables, org.id, target.id, tx));
    await this.audit(auth, org.id, 'organization.content_transferred', ip, { targetOrganizationId: target.id, moved });
    await this.ctx.screens?.organizationChanged(target.id);
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
        await tx.update(organizations).set({ parentId: target.id, updatedAt: this.ctx.now() }).where(eq(organizations.id, org.id));
        // The old parent's consent no longer applies: it is not the direct parent any more.
        await this.impersonation.endFor(org.id, tx);
      });
      await this.audit(auth, org.id, 'organization.moved', ip, { from: org.parentId, to: target.id });
      await this.screensOfTreeChanged(org.id);
    }
    return this.get(auth, org.id);
  }

  // ---------------------------------------------------------------- collation

  /** POST /organizations/{id}/collate {collate, domain, requiresApproval?}. */
  async collate(auth: AuthContext, id: number, body: z.output<typeof collateBody>, ip: string) {
    const org = await this.access.editable(auth, id);
    const domain = body.domain === undefined ? org.domain : body.domain || null;
    if (body.collate && !domain) throw fieldError('domain', 'FIELD_REQUIRED');
    if (domain && domain !== org.domain) {
      const owner = await this.ownerOf(org);
      const allowed = new Set([emailDomain(auth.user.email), owner ? emailDomain(owner.email) : '']);
      if (PUBLIC_MAIL_DOMAINS.has(domain) || !allowed.has(domain)) throw fieldError('domain', 'DOMAIN_INVALID');
    }
    const requiresApproval = body.requiresApproval ?? org.collateRequiresApproval;
    try {
      await this.ctx.db
        .update(organizations)
        .set({ collate: body.collate, domain, collateRequiresApproval: requiresApproval, updatedAt: this.ctx.now() })
        .where(eq(organizations.id, org.id));
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw fieldError('domain', 'DOMAIN_TAKEN', 409);
      throw error;
    }
    await this.audit(auth, org.id, 'organization.collation', ip, { collate: body.collate, domain, requiresApproval });
    return { collate: body.collate, domain, requiresApproval };
  }

  /** The collating organization of an e-mail address's domain (sign-up joins it), if any. */
  async collatingOrgFor(email: string): Promise<Organization | null> {
    const domain = emailDomain(email);
    if (!domain) return null;
    const [row] = await this.ctx.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.collate, true), sql`lower(${organizations.domain}) = ${domain}`));
    return row ?? null;
  }
}
