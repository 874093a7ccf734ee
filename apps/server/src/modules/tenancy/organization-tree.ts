import { eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { type Organization, organizations } from '../../db/schema/index.ts';

/** Deeper than any real hierarchy; stops a corrupt parent loop from recursing for ever. */
export const MAX_DEPTH = 64;

/**
 * The organization hierarchy (spec part 3: a tree by `parent_id`), queried in one place. Every
 * module that asks "which organizations are below / above this one" asks here.
 */
export class OrganizationTree {
  constructor(private readonly db: DbOrTx) {}

  async findById(id: number): Promise<Organization | null> {
    const [row] = await this.db.select().from(organizations).where(eq(organizations.id, id));
    return row ?? null;
  }

  /** The platform organization (at most one has no parent). */
  async root(): Promise<Organization | null> {
    const [row] = await this.db.select().from(organizations).where(isNull(organizations.parentId));
    return row ?? null;
  }

  /** True when `targetId` is `viewerId` itself or lies below it in the hierarchy. */
  async isSameOrDescendant(viewerId: number, targetId: number): Promise<boolean> {
    if (viewerId === targetId) return true;
    const result = await this.db.execute(sql`
      with recursive up as (
        select id, parent_id, 0 as depth from organizations where id = ${targetId}
        union all
        select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < ${MAX_DEPTH}
      )
      select 1 as found from up where id = ${viewerId} limit 1`);
    return rowsOf(result).length > 0;
  }

  /**
   * The support e-mail of the nearest organization from `id` up to the root (itself first) that has its
   * own: `customer_support_email` set and "use the default addresses" off (contact support, docs/support.md).
   */
  async nearestSupportEmail(id: number): Promise<string | null> {
    const result = await this.db.execute(sql`
      with recursive up as (
        select id, parent_id, customer_support_email, use_default_support_emails, 0 as depth from organizations where id = ${id}
        union all
        select o.id, o.parent_id, o.customer_support_email, o.use_default_support_emails, up.depth + 1
        from organizations o join up on o.id = up.parent_id where up.depth < ${MAX_DEPTH}
      )
      select customer_support_email as email from up
      where customer_support_email <> '' and not use_default_support_emails
      order by depth limit 1`);
    const [row] = rowsOf<{ email: string }>(result);
    return row ? String(row.email) : null;
  }

  /** The chain from the root down to `id` (breadcrumbs, theme inheritance, stock from above). */
  async pathToRoot(id: number): Promise<Array<{ id: number; name: string }>> {
    const result = await this.db.execute(sql`
      with recursive up as (
        select id, parent_id, name, 0 as depth from organizations where id = ${id}
        union all
        select o.id, o.parent_id, o.name, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < ${MAX_DEPTH}
      )
      select id, name, depth from up order by depth desc`);
    return rowsOf<{ id: number; name: string }>(result).map((r) => ({ id: Number(r.id), name: String(r.name) }));
  }

  /**
   * For each of these organizations, itself and its ancestors (one query for them all): the
   * organizations whose content it may be shown (its own, what is offered from above).
   */
  async chainsOf(ids: Iterable<number>): Promise<Map<number, number[]>> {
    const unique = [...new Set(ids)];
    const chains = new Map<number, number[]>(unique.map((id) => [id, []]));
    if (unique.length === 0) return chains;
    const result = await this.db.execute(sql`
      with recursive up as (
        select id as start, id, parent_id, 0 as depth from organizations where id in (${sql.join(
          unique.map((id) => sql`${id}`),
          sql`, `,
        )})
        union all
        select up.start, o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < ${MAX_DEPTH}
      )
      select start, id from up order by start, depth`);
    for (const r of rowsOf<{ start: number; id: number }>(result)) chains.get(Number(r.start))?.push(Number(r.id));
    return chains;
  }

  /** Every organization below `id`, parents before children (depth 1 = direct children). */
  async descendants(id: number): Promise<Array<{ id: number; name: string; parentId: number; depth: number }>> {
    const result = await this.db.execute(sql`
      with recursive down as (
        select id, parent_id, name, 1 as depth, lower(name) || '/' || id::text as sort_key from organizations where parent_id = ${id}
        union all
        select o.id, o.parent_id, o.name, down.depth + 1, down.sort_key || '/' || lower(o.name) || '/' || o.id::text
        from organizations o join down on o.parent_id = down.id where down.depth < ${MAX_DEPTH}
      )
      select id, parent_id, name, depth from down order by sort_key`);
    return rowsOf<{ id: number; parent_id: number; name: string; depth: number }>(result).map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      parentId: Number(r.parent_id),
      depth: Number(r.depth),
    }));
  }

  /** `id` and every organization below it: what a caller acting in `id` may see (security.md TEN-1). */
  async visibleIds(id: number): Promise<number[]> {
    return [id, ...(await this.descendants(id)).map((d) => d.id)];
  }
}
