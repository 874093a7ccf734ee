import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type Organization, organizations } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/sql-helpers.ts';

export type NewOrganization = typeof organizations.$inferInsert;
/** The columns a service may change on an existing organization. */
export type OrganizationPatch = Partial<Omit<NewOrganization, 'id' | 'createdAt'>>;

/**
 * Rows of the organizations table (the hierarchy queries are `OrganizationTree`'s). It lives beside
 * the tree because sign-up, user management, licences and the organizations module all write or
 * count organizations, and none of them may depend on another for it.
 */
export class OrganizationsRepository {
  constructor(private readonly db: DbOrTx) {}

  async findById(id: number, tx: DbOrTx = this.db): Promise<Organization | null> {
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, id));
    return row ?? null;
  }

  async findByIds(ids: number[]): Promise<Organization[]> {
    if (!ids.length) return [];
    return this.db.select().from(organizations).where(inArray(organizations.id, ids));
  }

  async insert(values: NewOrganization, tx: DbOrTx = this.db): Promise<Organization> {
    const [row] = await tx.insert(organizations).values(values).returning();
    if (!row) throw new Error('organization insert returned nothing');
    return row;
  }

  async update(id: number, patch: OrganizationPatch, tx: DbOrTx = this.db): Promise<void> {
    await tx.update(organizations).set(patch).where(eq(organizations.id, id));
  }

  async delete(id: number, tx: DbOrTx = this.db): Promise<void> {
    await tx.delete(organizations).where(eq(organizations.id, id));
  }

  /** How many direct sub-organizations `id` has. */
  async childCount(id: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(organizations).where(eq(organizations.parentId, id));
    return Number(row?.n ?? 0);
  }

  /** Direct sub-organization counts of several organizations, by id (absent = 0). */
  async childCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: organizations.parentId, n: count() })
      .from(organizations)
      .where(inArray(organizations.parentId, ids))
      .groupBy(organizations.parentId);
    return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  }

  async childIds(id: number): Promise<number[]> {
    const rows = await this.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.parentId, id));
    return rows.map((r) => r.id);
  }

  /** The ids among `ids` whose name contains `text` (case-insensitive, wildcards literal). */
  async idsNamed(ids: number[], text: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(inArray(organizations.id, ids), sql`lower(${organizations.name}) like ${likeLiteral(text.toLowerCase())} escape '\\'`));
    return rows.map((r) => r.id);
  }

  /** The ids among `ids` carrying the hashtag `tag` (lower case, without '#'). */
  async idsTagged(ids: number[], tag: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          inArray(organizations.id, ids),
          sql`exists (select 1 from jsonb_array_elements_text(${organizations.hashtags}) t where lower(t) = ${tag})`,
        ),
      );
    return rows.map((r) => r.id);
  }

  /** One page of the organizations `ids`, by name. */
  async page(ids: number[], limit: number, offset: number): Promise<Organization[]> {
    return this.db
      .select()
      .from(organizations)
      .where(inArray(organizations.id, ids))
      .orderBy(sql`lower(${organizations.name})`, organizations.id)
      .limit(limit)
      .offset(offset);
  }

  async hashtagsOf(ids: number[]): Promise<string[][]> {
    const rows = await this.db.select({ h: organizations.hashtags }).from(organizations).where(inArray(organizations.id, ids));
    return rows.map((r) => r.h);
  }

  async themesOf(ids: number[]): Promise<Array<Pick<Organization, 'id' | 'theme'>>> {
    if (!ids.length) return [];
    return this.db.select({ id: organizations.id, theme: organizations.theme }).from(organizations).where(inArray(organizations.id, ids));
  }

  async namesOf(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.id, ids));
    return new Map(rows.map((o) => [o.id, o.name]));
  }

  /** The organization collating the e-mail domain `domain` (lower case), if any. */
  async collatingFor(domain: string): Promise<Organization | null> {
    const [row] = await this.db
      .select()
      .from(organizations)
      .where(and(eq(organizations.collate, true), sql`lower(${organizations.domain}) = ${domain}`));
    return row ?? null;
  }
}
