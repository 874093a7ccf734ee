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
}
