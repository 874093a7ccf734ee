import { and, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type Template, templateStockTargets, templates, users } from '../../db/schema/index.ts';
import type { Viewer } from '../tenancy/viewer.ts';

export type NewTemplate = typeof templates.$inferInsert;
export interface TemplateRow {
  t: Template;
  creatorName: string | null;
}

/**
 * Spec part 6 + security.md TEN-1, as for playlists: 'my' templates only their creator sees; 'shared'
 * the organization; 'stock' the owning organization and the organizations copyToStock targeted (and
 * their descendants).
 */
export function visibleTemplates(v: Viewer): SQL {
  const chain = [v.orgId, ...v.ancestorIds];
  return or(
    and(eq(templates.organizationId, v.orgId), eq(templates.section, 'my'), eq(templates.creatorUserId, v.userId)),
    and(eq(templates.organizationId, v.orgId), ne(templates.section, 'my')),
    and(
      eq(templates.section, 'stock'),
      exists(
        sql`(select 1 from ${templateStockTargets} where ${templateStockTargets.templateId} = ${templates.id} and ${inArray(templateStockTargets.organizationId, chain)})`,
      ),
    ),
  ) as SQL;
}

/** Templates with their creator's name, and their stock targets. */
export class TemplatesRepository {
  constructor(private readonly db: Db) {}

  private rows() {
    return this.db
      .select({ t: templates, creatorName: users.fullname })
      .from(templates)
      .leftJoin(users, eq(users.id, templates.creatorUserId));
  }

  async findVisible(v: Viewer, id: number): Promise<TemplateRow | null> {
    const [row] = await this.rows().where(and(eq(templates.id, id), visibleTemplates(v)));
    return row ?? null;
  }

  /** A section's templates, the latest changed first. */
  async list(v: Viewer, section: Template['section']): Promise<TemplateRow[]> {
    return this.rows()
      .where(and(visibleTemplates(v), eq(templates.section, section)))
      .orderBy(desc(templates.updatedAt), desc(templates.id))
      .limit(1000);
  }

  async insert(values: NewTemplate, tx: DbOrTx = this.db): Promise<Template> {
    const [row] = await tx.insert(templates).values(values).returning();
    return row as Template;
  }

  async update(id: number, set: Partial<Template>) {
    await this.db.update(templates).set(set).where(eq(templates.id, id));
  }

  async remove(id: number) {
    await this.db.delete(templates).where(eq(templates.id, id));
  }

  async addStockTargets(templateId: number, organizationIds: number[], tx: DbOrTx = this.db) {
    await tx.insert(templateStockTargets).values(organizationIds.map((organizationId) => ({ templateId, organizationId })));
  }
}
