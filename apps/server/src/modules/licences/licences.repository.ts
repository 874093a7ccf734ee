import { findPackage, type PackageInfo } from '@signage/shared';
import { and, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices, type Licence, licencePackages, licences, organizationPricing, users } from '../../db/schema/index.ts';

export type NewLicence = typeof licences.$inferInsert;
export type LicencePatch = Partial<Omit<NewLicence, 'id' | 'organizationId' | 'createdAt'>>;
export type PricingRow = typeof organizationPricing.$inferSelect;

/**
 * A stored package with the fields added to the catalogue after it was stored (e.g. `usageStats`)
 * taken from the catalogue package of the same name (TRIAL for a name the catalogue does not know).
 */
export const complete = (info: PackageInfo): PackageInfo => ({ ...findPackage(info.name), ...info });

/** Licence packages, licences, what counts against them, and price charts. */
export class LicencesRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Adds the packages not stored yet. */
  async insertPackageIfMissing(info: PackageInfo): Promise<void> {
    await this.db.insert(licencePackages).values({ name: info.name, info }).onConflictDoNothing();
  }

  async activePackages(): Promise<PackageInfo[]> {
    const rows = await this.db.select().from(licencePackages).where(eq(licencePackages.state, 'active')).orderBy(licencePackages.id);
    return rows.map((r) => complete(r.info));
  }

  async packageByName(name: string, tx: DbOrTx = this.db): Promise<PackageInfo | null> {
    const [row] = await tx.select().from(licencePackages).where(eq(licencePackages.name, name));
    return row ? complete(row.info) : null;
  }

  async licenceOf(organizationId: number, tx: DbOrTx = this.db): Promise<Licence | null> {
    const [row] = await tx.select().from(licences).where(eq(licences.organizationId, organizationId));
    return row ?? null;
  }

  async insert(values: NewLicence, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(licences).values(values);
  }

  async update(id: number, patch: LicencePatch, tx: DbOrTx = this.db): Promise<void> {
    await tx.update(licences).set(patch).where(eq(licences.id, id));
  }

  /** Locks the organization's licence row until the transaction ends. */
  async lock(organizationId: number, tx: DbOrTx): Promise<void> {
    await tx.execute(sql`select id from licences where organization_id = ${organizationId} for update`);
  }

  /** Users holding a seat: everyone but disabled accounts. */
  async countUsers(organizationId: number, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), ne(users.status, 'disabled')));
    return Number(row?.n ?? 0);
  }

  async countPairedDevices(organizationId: number, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(devices)
      .where(and(eq(devices.organizationId, organizationId), isNotNull(devices.pairedAt)));
    return Number(row?.n ?? 0);
  }

  /** Spends credits, never below zero; answers the totals after, or null when there were not enough. */
  async spendCredits(organizationId: number, credits: number, tx: DbOrTx = this.db) {
    const [row] = await tx
      .update(licences)
      .set({ usedCredits: sql`${licences.usedCredits} + ${credits}` })
      .where(and(eq(licences.organizationId, organizationId), sql`${licences.totalCredits} - ${licences.usedCredits} >= ${credits}`))
      .returning({ total: licences.totalCredits, used: licences.usedCredits });
    return row ?? null;
  }

  /** Gives back credits spent (a failed AI call), never below zero used; answers the credits left, or null without a licence. */
  async refundCredits(organizationId: number, credits: number, tx: DbOrTx = this.db): Promise<number | null> {
    const [row] = await tx
      .update(licences)
      .set({ usedCredits: sql`greatest(${licences.usedCredits} - ${credits}, 0)` })
      .where(eq(licences.organizationId, organizationId))
      .returning({ total: licences.totalCredits, used: licences.usedCredits });
    return row ? row.total - row.used : null;
  }

  /** Adds credits; answers the licence after, or null when the organization has none. */
  async addCredits(organizationId: number, credits: number, now: Date, tx: DbOrTx = this.db): Promise<Licence | null> {
    const [row] = await tx
      .update(licences)
      .set({ totalCredits: sql`${licences.totalCredits} + ${credits}`, updatedAt: now })
      .where(eq(licences.organizationId, organizationId))
      .returning();
    return row ?? null;
  }

  async pricingOf(organizationIds: number[]): Promise<PricingRow[]> {
    return this.db.select().from(organizationPricing).where(inArray(organizationPricing.organizationId, organizationIds));
  }

  async setPrice(organizationId: number, item: string, valueCents: number, now: Date): Promise<void> {
    await this.db
      .insert(organizationPricing)
      .values({ organizationId, item, valueCents, updatedAt: now })
      .onConflictDoUpdate({
        target: [organizationPricing.organizationId, organizationPricing.item],
        set: { valueCents, updatedAt: now },
      });
  }
}
