import {
  DEPLOYMENT_ADD_ONS,
  type DeploymentAddOn,
  flagsFromPackage,
  findPackage,
  LICENCE_PACKAGES,
  type LicenceInfo,
  licenceStatus,
  type PackageInfo,
  packageState,
  TRIAL_DAYS,
} from '@signage/shared';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Licence } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext, LicenceView } from '../../core/context.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { OrganizationsRepository } from '../tenancy/organizations.repository.ts';
import type { LicencesRepository } from './licences.repository.ts';

/**
 * Hooks other modules register (the screens module owns the devices table):
 * - countDevices: how many devices count against an organization's device limit;
 * - onInteractiveLimitLowered: called (inside the licence update's transaction) when an
 *   organization's interactive device limit goes down, so that devices above it become
 *   non-interactive (spec part 4).
 */
export interface LicenceHooks {
  countDevices?: (organizationId: number, tx: DbOrTx) => Promise<number>;
  /** May answer work to run once the transaction has committed (e.g. pushing new manifests). */
  onInteractiveLimitLowered: Array<(organizationId: number, newLimit: number, tx: Db) => Promise<(() => void) | undefined>>;
}
/** The hooks of one app, built once by the composition root. */
export function createLicenceHooks(): LicenceHooks {
  return { onInteractiveLimitLowered: [] };
}

export class LicencesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: LicencesRepository,
    private readonly tree: OrganizationTree,
    private readonly organizations: OrganizationsRepository,
    readonly hooks: LicenceHooks,
  ) {}

  /** Puts the package catalogue of packages/shared into the table (new packages only). */
  async seedPackages(): Promise<void> {
    for (const info of LICENCE_PACKAGES) await this.repo.insertPackageIfMissing(info);
  }

  async listPackages(): Promise<PackageInfo[]> {
    return this.repo.activePackages();
  }

  /** Package info by name; the TRIAL fallback of spec part 3 when the lookup fails. */
  async packageInfo(name: string, tx: DbOrTx = this.ctx.db): Promise<PackageInfo> {
    return (await this.repo.packageByName(name, tx)) ?? findPackage('TRIAL');
  }

  async createTrial(organizationId: number, tx: DbOrTx = this.ctx.db): Promise<void> {
    const info = findPackage('TRIAL');
    await this.repo.insert(
      {
        organizationId,
        packageName: info.name,
        numDevices: info.numDevices,
        numUsers: info.numUsers,
        validityDays: TRIAL_DAYS,
        validityExpiresAt: new Date(this.ctx.now().getTime() + TRIAL_DAYS * 86_400_000),
        interactiveDeviceLimit: 0,
      },
      tx,
    );
  }

  /** The platform (root) organization: unlimited devices, users and days. */
  async createUnlimited(organizationId: number, tx: DbOrTx = this.ctx.db): Promise<void> {
    await this.repo.insert(
      {
        organizationId,
        packageName: 'FULL_ACCESS',
        numDevices: null,
        numUsers: null,
        validityDays: null,
        validityExpiresAt: null,
        interactiveDeviceLimit: null,
      },
      tx,
    );
  }

  async viewForOrg(organizationId: number, tx: DbOrTx = this.ctx.db): Promise<LicenceView> {
    const row = await this.repo.licenceOf(organizationId, tx);
    return this.viewOf(row, row ? await this.packageInfo(row.packageName, tx) : null);
  }

  /**
   * The view of a licence row already read with its stored package (`storedPackage`: null when the
   * package is not stored, the TRIAL fallback then): what `viewForOrg` answers, without its queries
   * (the session lookup reads both in its one query).
   */
  viewOf(row: Licence | null, storedPackage: PackageInfo | null): LicenceView {
    const base = storedPackage ?? findPackage('TRIAL');
    const info: PackageInfo = { ...base, ...(row?.overrides ?? {}) };
    if (row) {
      info.numDevices = row.numDevices;
      info.numUsers = row.numUsers;
      info.validityDays = row.validityDays;
    }
    const terms = {
      packageName: row?.packageName ?? 'TRIAL',
      validityExpiresAt: row ? row.validityExpiresAt : new Date(0),
      demoExtended: row?.demoExtended ?? false,
    };
    const now = this.ctx.now();
    return { row: row ?? null, info, status: licenceStatus(terms, now), state: packageState(terms, now), flags: flagsFromPackage(info) };
  }

  /** Users counting against the user limit: everyone but disabled accounts (invited and pending users hold a seat). */
  async usedUsers(organizationId: number, tx: DbOrTx = this.ctx.db): Promise<number> {
    return this.repo.countUsers(organizationId, tx);
  }

  /** Screens counting against the device limit: the organization's paired devices. */
  async usedDevices(organizationId: number, tx: DbOrTx = this.ctx.db): Promise<number> {
    const counter = this.hooks.countDevices;
    if (counter) return counter(organizationId, tx);
    return this.repo.countPairedDevices(organizationId, tx);
  }

  /** Locks the organization's licence row until the transaction ends (security.md DEV-5: limits under row locks). */
  async lock(organizationId: number, tx: DbOrTx): Promise<void> {
    await this.repo.lock(organizationId, tx);
  }

  /**
   * Refuses (403 USER_LIMIT_REACHED) when `adding` more users would exceed the licence's user limit.
   * Call inside the transaction that adds the users: it locks the licence row first.
   */
  async assertUserCapacity(organizationId: number, tx: DbOrTx, adding = 1): Promise<void> {
    await this.lock(organizationId, tx);
    const view = await this.viewForOrg(organizationId, tx);
    const max = view.info.numUsers;
    if (max === null) return;
    if ((await this.usedUsers(organizationId, tx)) + adding > max) {
      throw new AppError(403, 'USER_LIMIT_REACHED', undefined, undefined, undefined, { max });
    }
  }

  /**
   * For the screens module: refuses (403 DEVICE_LIMIT_REACHED) when `adding` devices would exceed
   * the device limit. Call inside the transaction that pairs the device; `usedDevices` is the count
   * the caller made after this lock (or leave it out to use the registered countDevices hook).
   */
  async assertDeviceCapacity(organizationId: number, tx: DbOrTx, opts: { adding?: number; usedDevices?: number } = {}): Promise<void> {
    await this.lock(organizationId, tx);
    const view = await this.viewForOrg(organizationId, tx);
    const max = view.info.numDevices;
    if (max === null) return;
    const used = opts.usedDevices ?? (await this.usedDevices(organizationId, tx));
    if (used + (opts.adding ?? 1) > max) throw new AppError(403, 'DEVICE_LIMIT_REACHED', undefined, undefined, undefined, { max });
  }

  /**
   * For the screens module: refuses (403 INTERACTIVE_LIMIT_REACHED) when `interactiveAfter`
   * interactive devices would exceed the licence's interactive limit (or interaction is not licensed).
   */
  async assertInteractiveCapacity(organizationId: number, tx: DbOrTx, interactiveAfter: number): Promise<void> {
    await this.lock(organizationId, tx);
    const view = await this.viewForOrg(organizationId, tx);
    if (!view.info.interaction && interactiveAfter > 0) throw new AppError(403, 'INTERACTION_NOT_LICENSED');
    const max = view.row?.interactiveDeviceLimit ?? null;
    if (max !== null && interactiveAfter > max) throw new AppError(403, 'INTERACTIVE_LIMIT_REACHED');
  }

  /**
   * For the AI module: spends `credits` atomically, never below zero (security.md BIZ-2); 402
   * OUT_OF_CREDITS when there are not enough. Answers the credits left.
   */
  async spendCredits(organizationId: number, credits: number, tx: DbOrTx = this.ctx.db): Promise<number> {
    const row = await this.repo.spendCredits(organizationId, credits, tx);
    if (!row) throw new AppError(402, 'OUT_OF_CREDITS');
    return row.total - row.used;
  }

  /** Gives back credits spent by `spendCredits` (the AI provider failed). Answers the credits left. */
  async refundCredits(organizationId: number, credits: number): Promise<number> {
    return (await this.repo.refundCredits(organizationId, credits)) ?? 0;
  }

  /** The credits the organization has left (total − used; 0 without a licence). */
  async creditsLeft(organizationId: number): Promise<number> {
    const row = await this.repo.licenceOf(organizationId);
    return row ? Math.max(0, row.totalCredits - row.usedCredits) : 0;
  }

  /** POST /license/info: the caller's organization or one of its descendants; others are invisible. */
  async info(caller: AuthContext, organizationId: number): Promise<LicenceInfo> {
    if (!(await this.tree.isSameOrDescendant(caller.organization.id, organizationId))) throw notFound();
    return this.infoOf(organizationId);
  }

  async infoOf(organizationId: number): Promise<LicenceInfo> {
    const view = await this.viewForOrg(organizationId);
    const devicesUsed = await this.usedDevices(organizationId);
    const usersUsed = await this.usedUsers(organizationId);
    const subOrganizationCount = await this.organizations.childCount(organizationId);
    return {
      organizationId,
      packageName: view.row?.packageName ?? 'TRIAL',
      package: view.info,
      numDevices: view.info.numDevices,
      numUsers: view.info.numUsers,
      validityDays: view.info.validityDays,
      validityExpiresAt: view.row?.validityExpiresAt?.toISOString() ?? null,
      interactiveDeviceLimit: view.row?.interactiveDeviceLimit ?? null,
      demoExtended: view.row?.demoExtended ?? false,
      licenseStatus: view.status,
      packageState: view.state,
      properties: view.flags,
      usedDevices: devicesUsed,
      usedUsers: usersUsed,
      subOrganizationCount,
      notOfferedHere: notOfferedHere(this.ctx.config),
    };
  }
}

/** The add-ons this server's configuration leaves out (config.ts: deployment flags with the Meta app, Canva keys). */
export function notOfferedHere(config: Pick<AppConfig, 'widgets' | 'canva'>): DeploymentAddOn[] {
  const offered: Record<DeploymentAddOn, boolean> = { ...config.widgets.deployment, canva: config.canva !== null };
  return DEPLOYMENT_ADD_ONS.filter((key) => !offered[key]);
}
