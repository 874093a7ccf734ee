import { eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { devices, media } from '../../db/schema/index.ts';

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;
const safe = (name: string) => {
  if (!SAFE_NAME.test(name)) throw new Error(`bad table or column name ${name}`);
  return sql.identifier(name);
};
const idList = (ids: number[]) => sql.raw(`(${ids.map(Number).join(',')})`);

/** A column naming a user as the creator/owner of content (e.g. `media.creator_user_id`). */
export interface UserColumn {
  table: string;
  column: string;
}

/**
 * Content owned by an organization or a user, across the tables of several modules: moved or deleted
 * with its owner (organization deletion and transfer, user deletion). Table and column names come
 * from the composition root's hooks, never from a request.
 */
export class OwnedContentRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Moves every row of `tables` from one organization to another; answers rows moved per table. */
  async moveOrganizationRows(tables: string[], fromOrg: number, toOrg: number, tx: DbOrTx = this.db): Promise<Record<string, number>> {
    const moved: Record<string, number> = {};
    for (const table of tables) {
      const result = await tx.execute(
        sql`update ${safe(table)} set organization_id = ${toOrg} where organization_id = ${fromOrg} returning 1`,
      );
      moved[table] = rowsOf(result).length;
    }
    return moved;
  }

  /** Deletes every row of `tables` of an organization (tables no foreign key cascades to). */
  async deleteOrganizationRows(tables: string[], organizationId: number, tx: DbOrTx = this.db): Promise<void> {
    for (const table of tables) await tx.execute(sql`delete from ${safe(table)} where organization_id = ${organizationId}`);
  }

  /** Storage keys of an organization's media (for removing the files after the rows are gone). */
  async organizationStorageKeys(organizationId: number): Promise<string[]> {
    const result = await this.db.execute(sql`select storage_key, thumbnail_key from media where organization_id = ${organizationId}`);
    const rows = rowsOf<{ storage_key: string; thumbnail_key: string | null }>(result);
    return [...new Set(rows.flatMap((r) => [r.storage_key, r.thumbnail_key]).filter((k): k is string => Boolean(k)))];
  }

  /** Storage keys of the media the users created in the organization. */
  async creatorStorageKeys(organizationId: number, userIds: number[], tx: DbOrTx = this.db): Promise<string[]> {
    const result = await tx.execute(
      sql`select storage_key, thumbnail_key from media where creator_user_id in ${idList(userIds)} and organization_id = ${organizationId}`,
    );
    const keys: string[] = [];
    for (const r of rowsOf<{ storage_key: string; thumbnail_key: string | null }>(result)) {
      keys.push(r.storage_key);
      if (r.thumbnail_key) keys.push(r.thumbnail_key);
    }
    return keys;
  }

  /** Gives the users' content to another user (`columns` name the creator columns). */
  async reassignUserRows(columns: UserColumn[], userIds: number[], toUserId: number | null, tx: DbOrTx = this.db): Promise<void> {
    for (const { table, column } of columns) {
      await tx.execute(sql`update ${safe(table)} set ${safe(column)} = ${toUserId} where ${safe(column)} in ${idList(userIds)}`);
    }
  }

  /** Deletes the users' content. */
  async deleteUserRows(columns: UserColumn[], userIds: number[], tx: DbOrTx = this.db): Promise<void> {
    for (const { table, column } of columns) {
      await tx.execute(sql`delete from ${safe(table)} where ${safe(column)} in ${idList(userIds)}`);
    }
  }

  /** The keys among `keys` that no media row references any more. */
  async unreferencedKeys(keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const rows = await this.db
      .select({ a: media.storageKey, b: media.thumbnailKey })
      .from(media)
      .where(sql`${inArray(media.storageKey, keys)} or ${inArray(media.thumbnailKey, keys)}`);
    const used = new Set(rows.flatMap((r) => [r.a, r.b]));
    return keys.filter((k) => !used.has(k));
  }

  /** The organization's screens (removed with it: their players go back to pairing). */
  async screenIdsOf(organizationId: number): Promise<number[]> {
    const rows = await this.db.select({ id: devices.id }).from(devices).where(eq(devices.organizationId, organizationId));
    return rows.map((d) => d.id);
  }
}
