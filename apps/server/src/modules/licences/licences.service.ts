import {
  flagsFromPackage,
  findPackage,
  LICENCE_PACKAGES,
  type LicenceFlags,
  type LicenceInfo,
  type LicenceStatus,
  licenceStatus,
  type PackageInfo,
  type PackageState,
  packageState,
  TRIAL_DAYS,
} from '@signage/shared';
import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { devices, type Licence, licencePackages, licences, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../plugins/context.ts';
import { OrganizationsRepository } from '../organizations/organizations.repository.ts';

/** A licence row with what it means now. */
export interface LicenceView {
  row: Licence | null;
  info: PackageInfo;
  status: LicenceStatus;
  state: PackageState;
  flags: LicenceFlags;
}

type Tx = Pick<Db, 'insert' | 'select' | 'update'>;

export class LicencesService {
  private readonly orgs: OrganizationsRepository;
  constructor(private readonly ctx: AppContext) {
    this.orgs = new OrganizationsRepository(ctx.db);
  }

  /** Puts the package catalogue of packages/shared into the table (new packages only). */
  async seedPackages(): Promise<void> {
    for (const info of LICENCE_PACKAGES) {
      await this.ctx.db.insert(licencePackages).values({ name: info.name, info }).onConflictDoNothing();
    }
  }

  async listPackages(): Promise<PackageInfo[]> {
    const rows = await this.ctx.db.select().from(licencePackages).where(eq(licencePackages.state, 'active')).orderBy(licencePackages.id);
    return rows.map((r) => r.info);
  }

  /** Package info by name; the TRIAL fallback of spec part 3 when the lookup fails. */
  async packageInfo(name: string): Promise<PackageInfo> {
    const [row] = await this.ctx.db.select().from(licencePackages).where(eq(licencePackages.name, name));
    return row?.info ?? findPackage('TRIAL');
  }

  async createTrial(organizationId: number, tx: Tx = this.ctx.db): Promise<void> {
    const info = findPackage('TRIAL');
    await tx.insert(licences).values({
      organizationId,
      packageName: info.name,
      numDevices: info.numDevices,
      numUsers: info.numUsers,
      validityDays: TRIAL_DAYS,
      validityExpiresAt: new Date(this.ctx.now().getTime() + TRIAL_DAYS * 86_400_000),
      interactiveDeviceLimit: 0,
    });
  }

  /** The platform (root) organization: unlimited devices, users and days. */
  async createUnlimited(organizationId: number, tx: Tx = this.ctx.db): Promise<void> {
    await tx.insert(licences).values({
      organizationId,
      packageName: 'FULL_ACCESS',
      numDevices: null,
      numUsers: null,
      validityDays: null,
      validityExpiresAt: null,
      interactiveDeviceLimit: null,
    });
  }

  async viewForOrg(organizationId: number): Promise<LicenceView> {
    const [row] = await this.ctx.db.select().from(licences).where(eq(licences.organizationId, organizationId));
    const base = row ? await this.packageInfo(row.packageName) : findPackage('TRIAL');
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

  /** POST /license/info: the caller's organization or one of its descendants; others are invisible. */
  async info(caller: AuthContext, organizationId: number): Promise<LicenceInfo> {
    if (!(await this.orgs.isSameOrDescendant(caller.organization.id, organizationId))) throw notFound();
    const view = await this.viewForOrg(organizationId);
    const [devicesRow] = await this.ctx.db
      .select({ n: count() })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), isNotNull(devices.pairedAt)));
    const [usersRow] = await this.ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), ne(users.status, 'disabled')));
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
      usedDevices: Number(devicesRow?.n ?? 0),
      usedUsers: Number(usersRow?.n ?? 0),
    };
  }
}
