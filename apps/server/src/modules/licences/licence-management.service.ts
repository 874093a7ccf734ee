import {
  type AccessLevel,
  type Credits,
  DEMO_EXTENSION_DAYS,
  findPackage,
  type LicenceInfo,
  type licenceUpdateData,
  type OrganizationFeatures,
  type PackageInfo,
  PRICING_ITEMS,
  type Pricing,
  type PricingItem,
} from '@signage/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { AppContext, AuthContext, LicenceView } from '../../core/context.ts';
import { numberOfLevel, type OrgAccess } from '../tenancy/org-access.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { LicencesRepository } from './licences.repository.ts';
import type { LicencesService } from './licences.service.ts';

const DAY = 86_400_000;
/** How far `updateLocalTime` may lie from the server's clock (a local day end is within ±14 h + a day). */
const LOCAL_TIME_TOLERANCE_MS = 2 * DAY;

type FeatureKey = Exclude<keyof OrganizationFeatures, 'themeManagement' | 'subOrgManagement'>;
/** Contract feature flag → package info field. */
const FEATURE_FIELDS: Record<FeatureKey, keyof PackageInfo> = {
  impersonation: 'impersonation',
  interaction: 'interaction',
  canva: 'canvaAddOn',
  aiAssistant: 'aiAssistant',
  weather: 'weatherAddOn',
  news: 'newsAddOn',
  facebook: 'facebookAddOn',
  instagram: 'instagramAddOn',
  qrCode: 'qrCodeAddOn',
};
/** Flags not in the contract that are still capped by the parent's. */
const OTHER_FLAGS: Array<keyof PackageInfo> = ['customTitle', 'enableMessages', 'enableBroadcastAlerts', 'usageStats'];

/** What a licence grant asks for (sub-organization creation's licenseData, or a licence update's chosen fields). */
export interface GrantRequest {
  package?: string;
  numDevices?: number | null;
  numUsers?: number | null;
  validityDays?: number | null;
  interactiveDeviceLimit?: number | null;
  subOrgUpdateAccess?: 0 | 1 | 2;
  themeManagement?: AccessLevel;
  features?: Partial<Record<string, boolean | undefined>>;
}

/** The stored licence values a grant produces. */
export interface GrantedLicence {
  packageName: string;
  numDevices: number | null;
  numUsers: number | null;
  validityDays: number | null;
  validityExpiresAt: Date | null;
  interactiveDeviceLimit: number | null;
  overrides: Partial<PackageInfo>;
}

const exceeded = (field: string) => fieldError(field, 'LICENCE_GRANT_EXCEEDED');
const within = (value: number | null, cap: number | null) => cap === null || (value !== null && value <= cap);

/**
 * Licence management (spec 7.2): grants and updates by a managing ancestor, demo extension, AI
 * credits and price charts. A parent can only grant what it has itself (docs/organizations.md).
 */
export class LicenceManagementService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: LicencesRepository,
    private readonly licences: LicencesService,
    private readonly orgs: OrganizationTree,
    private readonly access: OrgAccess,
  ) {}

  /**
   * Resolves a grant against the granting parent's licence: explicit values above the parent's are
   * refused (400 LICENCE_GRANT_EXCEEDED on the field); flags left out take the package's value,
   * capped at the parent's. `current` is the licence being updated (fields left out stay).
   */
  async resolveGrant(parent: LicenceView, req: GrantRequest, expiresFrom: Date, current: GrantedLicence | null): Promise<GrantedLicence> {
    const packageName = req.package ?? current?.packageName ?? 'TRIAL';
    const base = await this.repo.packageByName(packageName);
    if (!base) throw fieldError('package', 'FIELD_INVALID');
    const p = parent.info;
    const numDevices = req.numDevices !== undefined ? req.numDevices : (current?.numDevices ?? base.numDevices);
    const numUsers = req.numUsers !== undefined ? req.numUsers : (current?.numUsers ?? base.numUsers);
    const interactive =
      req.interactiveDeviceLimit !== undefined
        ? req.interactiveDeviceLimit
        : (current?.interactiveDeviceLimit ?? (numDevices === null ? null : 0));
    if (req.numDevices !== undefined && !within(numDevices, p.numDevices)) throw exceeded('numDevices');
    if (req.numUsers !== undefined && !within(numUsers, p.numUsers)) throw exceeded('numUsers');
    const parentInteractive = parent.row?.interactiveDeviceLimit ?? null;
    if (req.interactiveDeviceLimit !== undefined && !within(interactive, parentInteractive)) throw exceeded('interactiveDeviceLimit');
    if (numDevices !== null && (interactive === null || interactive > numDevices)) {
      throw fieldError('interactiveDeviceLimit', 'INTERACTIVE_EXCEEDS_DEVICES');
    }

    let validityDays = current?.validityDays ?? base.validityDays;
    let validityExpiresAt = current?.validityExpiresAt ?? null;
    if (req.validityDays !== undefined || !current) {
      validityDays = req.validityDays !== undefined ? req.validityDays : base.validityDays;
      validityExpiresAt = validityDays === null ? null : new Date(expiresFrom.getTime() + validityDays * DAY);
      const parentExpiry = parent.row ? parent.row.validityExpiresAt : null;
      if (parentExpiry && (validityExpiresAt === null || validityExpiresAt.getTime() > parentExpiry.getTime())) {
        // Less than a day over (the same number of days granted a little later) ends with the parent's licence.
        if (validityExpiresAt === null || validityExpiresAt.getTime() - parentExpiry.getTime() >= DAY) throw exceeded('validityDays');
        validityExpiresAt = parentExpiry;
      }
    }

    const overrides: Partial<PackageInfo> = { ...(current?.overrides ?? {}) };
    const subOrg =
      req.subOrgUpdateAccess ??
      (overrides.subOrgUpdateAccess as 0 | 1 | 2 | undefined) ??
      Math.min(base.subOrgUpdateAccess, p.subOrgUpdateAccess);
    if (subOrg > p.subOrgUpdateAccess) throw exceeded('subOrgUpdateAccess');
    overrides.subOrgUpdateAccess = subOrg as 0 | 1 | 2;
    const theme =
      req.themeManagement !== undefined
        ? numberOfLevel(req.themeManagement)
        : ((overrides.themeManagement as 0 | 1 | 2 | undefined) ?? Math.min(base.themeManagement, p.themeManagement));
    if (theme > p.themeManagement) throw exceeded('themeManagement');
    overrides.themeManagement = theme as 0 | 1 | 2;
    const o = overrides as Record<string, unknown>;
    for (const [key, field] of Object.entries(FEATURE_FIELDS) as Array<[FeatureKey, keyof PackageInfo]>) {
      const asked = req.features?.[key];
      if (asked === true && p[field] !== true) throw exceeded(`features.${key}`);
      o[field] = asked ?? (o[field] as boolean | undefined) ?? (base[field] === true && p[field] === true);
    }
    for (const field of OTHER_FLAGS) o[field] = (o[field] as boolean | undefined) ?? (base[field] === true && p[field] === true);
    return { packageName, numDevices, numUsers, validityDays, validityExpiresAt, interactiveDeviceLimit: interactive, overrides };
  }

  /** Writes a new sub-organization's licence (inside its creation transaction). */
  async insertGranted(organizationId: number, granted: GrantedLicence, tx: DbOrTx): Promise<void> {
    await this.repo.insert({ organizationId, ...granted }, tx);
  }

  /** POST /license/update {data}: a managing ancestor changes a licence; answers the licence. */
  async update(auth: AuthContext, data: z.output<typeof licenceUpdateData>, ip: string): Promise<LicenceInfo> {
    const org = await this.access.licenceManageable(auth, data.organizationId);
    const localEnd = new Date(data.updateLocalTime);
    if (Math.abs(localEnd.getTime() - this.ctx.now().getTime()) > LOCAL_TIME_TOLERANCE_MS)
      throw fieldError('updateLocalTime', 'FIELD_INVALID');
    const isRootSelf = org.depth === 0;
    // The granting parent: the caller's organization; the platform for itself has everything.
    const parentView = isRootSelf ? fullView(await this.licences.viewForOrg(org.id)) : auth.licence;
    const row = await this.repo.licenceOf(org.id);
    const current: GrantedLicence | null = row
      ? {
          packageName: row.packageName,
          numDevices: row.numDevices,
          numUsers: row.numUsers,
          validityDays: row.validityDays,
          validityExpiresAt: row.validityExpiresAt,
          interactiveDeviceLimit: row.interactiveDeviceLimit,
          overrides: row.overrides,
        }
      : null;
    const granted = await this.resolveGrant(parentView, data, localEnd, current);
    const afterCommit: Array<() => void> = [];
    await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.now();
      if (row) await this.repo.update(row.id, { ...granted, updatedAt: now }, tx);
      else await this.repo.insert({ organizationId: org.id, ...granted }, tx);
      // The user limit may go below today's users: nobody is removed; adding waits until there is room.
      const before = row?.interactiveDeviceLimit ?? null;
      const after = granted.interactiveDeviceLimit;
      if (after !== null && (before === null || after < before)) {
        for (const hook of this.licences.hooks.onInteractiveLimitLowered) {
          const then = await hook(org.id, after, tx);
          if (then) afterCommit.push(then);
        }
      }
      await this.ctx.audit.byCaller(
        auth,
        {
          organizationId: org.id,
          action: 'licence.updated',
          objectType: 'licence',
          objectId: org.id,
          details: { before: current, after: granted },
          ip,
        },
        tx,
      );
    });
    for (const then of afterCommit) then();
    return this.licences.infoOf(org.id);
  }

  /**
   * GET /license/{organizationId}/demo-extension: a trial is extended once by 30 days (from its
   * expiry, or from now when it already expired), by the organization's own owner/admin or a
   * managing ancestor. Allowed while view-only: it is how an expired trial gets going again.
   */
  async demoExtension(auth: AuthContext, organizationId: number, ip: string) {
    const org = await this.access.visible(auth, organizationId);
    if (org.depth === 0 ? !this.access.isAdmin(auth) : !this.access.managesDepth(auth, org.depth)) throw new AppError(403, 'FORBIDDEN');
    const now = this.ctx.now();
    const result = await this.ctx.db.transaction(async (tx) => {
      await this.licences.lock(org.id, tx);
      const row = await this.repo.licenceOf(org.id, tx);
      if (!row || row.demoExtended || findPackage(row.packageName).type !== 'TRIAL' || !row.validityExpiresAt) return null;
      const from = Math.max(row.validityExpiresAt.getTime(), now.getTime());
      const validityExpiresAt = new Date(from + DEMO_EXTENSION_DAYS * DAY);
      await this.repo.update(
        row.id,
        { demoExtended: true, validityExpiresAt, validityDays: (row.validityDays ?? 0) + DEMO_EXTENSION_DAYS, updatedAt: now },
        tx,
      );
      await this.ctx.audit.byCaller(
        auth,
        {
          organizationId: org.id,
          action: 'licence.demo_extended',
          objectType: 'licence',
          objectId: org.id,
          details: { validityExpiresAt: validityExpiresAt.toISOString() },
          ip,
        },
        tx,
      );
      return validityExpiresAt;
    });
    if (!result) throw new AppError(400, 'DEMO_EXTENSION_FAILED');
    return { organizationName: org.name, validityExpiresAt: result.toISOString() };
  }

  /** GET /license/{organizationId}/credits: visible organizations. */
  async credits(auth: AuthContext, organizationId: number): Promise<Credits> {
    await this.access.visible(auth, organizationId);
    const row = await this.repo.licenceOf(organizationId);
    return { totalCredits: row?.totalCredits ?? 0, usedCredits: row?.usedCredits ?? 0 };
  }

  /** POST /license/{organizationId}/credits/add: a managing ancestor (card purchases come with billing). */
  async addCredits(auth: AuthContext, organizationId: number, numberOfCredits: number, ip: string): Promise<Credits> {
    const org = await this.access.licenceManageable(auth, organizationId);
    const row = await this.repo.addCredits(org.id, numberOfCredits, this.ctx.now());
    if (!row) throw new AppError(404, 'NOT_FOUND');
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'licence.credits_added',
      objectType: 'licence',
      objectId: org.id,
      details: { numberOfCredits },
      ip,
    });
    return { totalCredits: row.totalCredits, usedCredits: row.usedCredits };
  }

  /** GET /organizations/{id}/license/pricing: own prices, else the nearest ancestor's, else 0. */
  async pricing(auth: AuthContext, organizationId: number): Promise<Pricing> {
    await this.access.visible(auth, organizationId);
    return this.priceChartOf(organizationId);
  }

  /** An organization's price chart (own prices, else the nearest ancestor's, else 0), without an access check: card payments price by it. */
  async priceChartOf(organizationId: number): Promise<Pricing> {
    const chain = (await this.orgs.pathToRoot(organizationId)).map((p) => p.id).reverse();
    const rows = await this.repo.pricingOf(chain);
    return PRICING_ITEMS.map((item) => {
      for (const id of chain) {
        const hit = rows.find((r) => r.organizationId === id && r.item === item);
        if (hit) return { item, value: hit.valueCents / 100 };
      }
      return { item, value: 0 };
    });
  }

  /** POST /organizations/{id}/license/pricing/update {item, value}: a managing ancestor (the platform for itself). */
  async updatePricing(auth: AuthContext, organizationId: number, item: PricingItem, value: number, ip: string): Promise<Pricing> {
    const org = await this.access.licenceManageable(auth, organizationId);
    const valueCents = Math.round(value * 100);
    await this.repo.setPrice(org.id, item, valueCents, this.ctx.now());
    await this.ctx.audit.byCaller(auth, {
      organizationId: org.id,
      action: 'licence.pricing_updated',
      objectType: 'pricing',
      objectId: `${org.id}:${item}`,
      details: { item, valueCents },
      ip,
    });
    return this.pricing(auth, org.id);
  }
}

/** The platform's own grants are not capped by anything above it. */
function fullView(view: LicenceView): LicenceView {
  const full = findPackage('FULL_ACCESS');
  return { ...view, row: view.row ? { ...view.row, validityExpiresAt: null, interactiveDeviceLimit: null } : null, info: { ...full } };
}
