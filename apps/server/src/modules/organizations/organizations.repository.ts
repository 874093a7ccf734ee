import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Organization, organizations } from '../../db/schema/index.ts';

export class OrganizationsRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<Organization | null> {
    const [row] = await this.db.select().from(organizations).where(eq(organizations.id, id));
    return row ?? null;
  }

  async root(): Promise<Organization | null> {
    const [row] = await this.db.select().from(organizations).where(sql`${organizations.parentId} is null`);
    return row ?? null;
  }

  /** True when `targetId` is `viewerId` itself or lies below it in the hierarchy. */
  async isSameOrDescendant(viewerId: number, targetId: number): Promise<boolean> {
    if (viewerId === targetId) return true;
    const result = await this.db.execute<{ found: number }>(sql`
      with recursive up as (
        select id, parent_id, 0 as depth from organizations where id = ${targetId}
        union all
        select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < 64
      )
      select 1 as found from up where id = ${viewerId} limit 1`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  /** The chain from the root down to `id` (breadcrumbs). */
  async pathToRoot(id: number): Promise<Array<{ id: number; name: string }>> {
    const result = await this.db.execute<{ id: number; name: string; depth: number }>(sql`
      with recursive up as (
        select id, parent_id, name, 0 as depth from organizations where id = ${id}
        union all
        select o.id, o.parent_id, o.name, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < 64
      )
      select id, name, depth from up order by depth desc`);
    const rows = (result as unknown as { rows: Array<{ id: number; name: string }> }).rows;
    return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
  }

  /** Every organization below `id`, parents before children (depth 1 = direct children). */
  async descendants(id: number): Promise<Array<{ id: number; name: string; parentId: number; depth: number }>> {
    const result = await this.db.execute(sql`
      with recursive down as (
        select id, parent_id, name, 1 as depth, lower(name) || '/' || id::text as sort_key from organizations where parent_id = ${id}
        union all
        select o.id, o.parent_id, o.name, down.depth + 1, down.sort_key || '/' || lower(o.name) || '/' || o.id::text
        from organizations o join down on o.parent_id = down.id where down.depth < 64
      )
      select id, parent_id, name, depth from down order by sort_key`);
    const rows = (result as unknown as { rows: Array<{ id: number; parent_id: number; name: string; depth: number }> }).rows;
    return rows.map((r) => ({ id: Number(r.id), name: String(r.name), parentId: Number(r.parent_id), depth: Number(r.depth) }));
  }
}
