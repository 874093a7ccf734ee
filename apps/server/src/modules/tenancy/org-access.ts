import {
  ACCESS_LEVEL_NUMBER,
  type AccessLevel,
  accessLevelOf,
  can,
  type OrganizationAbilities,
  type OrganizationFeatures,
  type PackageInfo,
} from '@signage/shared';
import type { Organization } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../core/context.ts';
import type { OrganizationTree } from './organization-tree.ts';

/** Stored 0/1/2 ↔ the spec's access levels (2 = FULL_ACCESS, 1 = LIMITED_ACCESS, 0 = NO_ACCESS; one table in @signage/shared). */
export const levelOf = accessLevelOf;
export const numberOfLevel = (l: AccessLevel): 0 | 1 | 2 => ACCESS_LEVEL_NUMBER[l];

/** Organization feature flags (spec part 3), derived from the effective licence: one source of truth. */
export function featuresOf(info: PackageInfo): OrganizationFeatures {
  return {
    impersonation: info.impersonation,
    interaction: info.interaction,
    canva: info.canvaAddOn,
    themeManagement: levelOf(info.themeManagement),
    aiAssistant: info.aiAssistant,
    subOrgManagement: info.subOrgUpdateAccess > 0,
    weather: info.weatherAddOn,
    news: info.newsAddOn,
    facebook: info.facebookAddOn,
    instagram: info.instagramAddOn,
    qrCode: info.qrCodeAddOn,
  };
}

/**
 * Who may do what to which organization (spec part 6 "Parent organizations may, when permitted …",
 * part 4 access levels; security.md TEN-1/2/8/9). The acting organization is `auth.organization`
 * (the impersonated one while impersonating).
 *
 * - visible: the acting organization and everything below it (others answer 404 like a missing id);
 * - manage a sub-organization: owner/admin, and the acting organization's subOrgUpdateAccess covers
 *   it (1 = direct children only, 2 = any depth, 0 = none); a visible organization that is not
 *   manageable answers 403;
 * - own organization: owner/admin edit details; the licence, deletion and move belong to a managing ancestor.
 */
export class OrgAccess {
  constructor(private readonly repo: OrganizationTree) {}

  /** Depth of `targetId` below `ancestorId` (0 = same), or null when it is not below it. */
  async depthBelow(ancestorId: number, targetId: number): Promise<number | null> {
    const path = await this.repo.pathToRoot(targetId);
    const index = path.findIndex((p) => p.id === ancestorId);
    if (index < 0) return null;
    return path.length - 1 - index;
  }

  /** A visible organization, or 404. */
  async visible(auth: AuthContext, id: number): Promise<Organization & { depth: number }> {
    const depth = await this.depthBelow(auth.organization.id, id);
    if (depth === null) throw notFound();
    const org = await this.repo.findById(id);
    if (!org) throw notFound();
    return { ...org, depth };
  }

  isAdmin(auth: AuthContext): boolean {
    return can(auth.role, 'organizations.manage');
  }

  /** Whether the acting organization may manage a sub-organization `depth` levels below it. */
  managesDepth(auth: AuthContext, depth: number): boolean {
    if (!this.isAdmin(auth) || depth < 1) return false;
    const level = auth.licence.info.subOrgUpdateAccess;
    return level === 2 || (level === 1 && depth === 1);
  }

  /**
   * The organization whose records (activity log, usage stats) a call reads: the acting one by default,
   * or a sub-organization the caller manages; a visible one it does not manage answers 403, any other 404.
   */
  async readable(auth: AuthContext, id?: number): Promise<Organization & { depth: number }> {
    const org = await this.visible(auth, id ?? auth.organization.id);
    if (org.depth > 0 && !this.managesDepth(auth, org.depth)) throw forbidden();
    return org;
  }

  /** A strict descendant the caller manages, else 404 (invisible) or 403 (visible, not manageable). */
  async managedSub(auth: AuthContext, id: number): Promise<Organization & { depth: number }> {
    const org = await this.visible(auth, id);
    if (!this.managesDepth(auth, org.depth)) throw forbidden();
    return org;
  }

  /** Own organization (owner/admin) or a managed sub-organization: details, owner, support e-mails, collation. */
  async editable(auth: AuthContext, id: number): Promise<Organization & { depth: number }> {
    const org = await this.visible(auth, id);
    if (org.depth === 0 ? !this.isAdmin(auth) : !this.managesDepth(auth, org.depth)) throw forbidden();
    return org;
  }

  /**
   * Licence, credits and pricing: a managing ancestor; the platform (root) organization for itself.
   * Never the organization itself (it would extend its own licence) and never under impersonation.
   */
  async licenceManageable(auth: AuthContext, id: number): Promise<Organization & { depth: number }> {
    if (auth.impersonation) throw new AppError(403, 'IMPERSONATION_REFUSED');
    const org = await this.visible(auth, id);
    const rootSelf = org.depth === 0 && org.parentId === null && this.isAdmin(auth);
    if (!rootSelf && !this.managesDepth(auth, org.depth)) throw forbidden();
    return org;
  }

  /** Theme: own theme unless NO_ACCESS; a managed sub-organization's theme needs FULL_ACCESS. */
  async themeEditable(auth: AuthContext, id: number): Promise<Organization & { depth: number }> {
    const org = await this.visible(auth, id);
    const level = auth.licence.info.themeManagement;
    const allowed = org.depth === 0 ? this.isAdmin(auth) && level >= 1 : level >= 2 && this.managesDepth(auth, org.depth);
    if (!allowed) throw forbidden();
    return org;
  }

  abilities(auth: AuthContext, org: Organization & { depth: number }): OrganizationAbilities {
    const admin = this.isAdmin(auth);
    const manages = this.managesDepth(auth, org.depth);
    const themeLevel = auth.licence.info.themeManagement;
    return {
      edit: org.depth === 0 ? admin : manages,
      manageLicence: !auth.impersonation && (manages || (org.depth === 0 && org.parentId === null && admin)),
      editTheme: org.depth === 0 ? admin && themeLevel >= 1 : manages && themeLevel >= 2,
      createSubOrganizations: this.managesDepth(auth, org.depth + 1),
      remove: manages,
      requestImpersonation: !auth.impersonation && org.depth === 1 && admin && auth.licence.info.impersonation,
    };
  }
}
