import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type IntegrationRow, integrations } from '../../db/schema/index.ts';

export type NewIntegration = typeof integrations.$inferInsert;

/** Typed queries of integrations (docs/alerts.md). The API key is looked up by its SHA-256 only. */
export class IntegrationsRepository {
  constructor(private readonly db: Db) {}

  list(organizationId: number): Promise<IntegrationRow[]> {
    return this.db
      .select()
      .from(integrations)
      .where(eq(integrations.organizationId, organizationId))
      .orderBy(sql`lower(${integrations.name})`, integrations.id);
  }

  async byId(orgIds: number[], id: number): Promise<IntegrationRow | null> {
    if (orgIds.length === 0) return null;
    const [row] = await this.db
      .select()
      .from(integrations)
      .where(and(eq(integrations.id, id), inArray(integrations.organizationId, orgIds)));
    return row ?? null;
  }

  /** The integration whose key hashes to `keyHash` (a unique index: one row at most). */
  async byKeyHash(keyHash: string): Promise<IntegrationRow | null> {
    const [row] = await this.db.select().from(integrations).where(eq(integrations.keyHash, keyHash));
    return row ?? null;
  }

  async nameTaken(organizationId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(
        and(
          eq(integrations.organizationId, organizationId),
          sql`lower(${integrations.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(integrations.id, exceptId),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async insert(values: NewIntegration): Promise<IntegrationRow> {
    const [row] = await this.db.insert(integrations).values(values).returning();
    return row as IntegrationRow;
  }

  async update(id: number, set: Partial<NewIntegration>): Promise<IntegrationRow> {
    const [row] = await this.db.update(integrations).set(set).where(eq(integrations.id, id)).returning();
    return row as IntegrationRow;
  }

  /** Records a call (the CMS shows when an integration was last used). */
  async touch(id: number, at: Date) {
    await this.db.update(integrations).set({ lastCalledAt: at }).where(eq(integrations.id, id));
  }

  async remove(id: number) {
    await this.db.delete(integrations).where(eq(integrations.id, id));
  }
}
