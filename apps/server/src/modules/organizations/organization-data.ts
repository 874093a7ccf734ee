import { inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';

/**
 * Which tables hold an organization's content, for "transfer the data to the parent" and
 * POST /organizations/{id}/transfer. Tables of modules built elsewhere (devices, groups, alerts…)
 * register themselves with `organizationDataHooks(ctx).tables.push('devices')` or a custom mover.
 */
export interface OrganizationDataHooks {
  /** Tables with an `organization_id` column whose rows move with the content. */
  tables: string[];
  /** Extra movers (tables needing more than an organization_id update). */
  movers: Array<(fromOrg: number, toOrg: number, tx: Db) => Promise<void>>;
}

/** The content tables of this module's neighbours, built once by the composition root. */
export function createOrganizationDataHooks(): OrganizationDataHooks {
  return { tables: ['media_folders', 'media', 'playlists', 'templates'], movers: [] };
}

const SAFE_TABLE = /^[a-z_][a-z0-9_]*$/;

/** Moves every content row of `fromOrg` to `toOrg` (inside the caller's transaction); answers rows moved per table. */
export async function transferContent(
  hooks: OrganizationDataHooks,
  fromOrg: number,
  toOrg: number,
  tx: Db,
): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const table of hooks.tables) {
    if (!SAFE_TABLE.test(table)) throw new Error(`bad table name ${table}`);
    const result = await tx.execute(
      sql`update ${sql.identifier(table)} set organization_id = ${toOrg} where organization_id = ${fromOrg} returning 1`,
    );
    moved[table] = rowsOf(result).length;
  }
  for (const mover of hooks.movers) await mover(fromOrg, toOrg, tx);
  return moved;
}

/** Storage keys of an organization's media (for removing the files after the rows are gone). */
export async function storageKeysOf(db: Pick<Db, 'execute'>, organizationId: number): Promise<string[]> {
  const result = await db.execute(sql`select storage_key, thumbnail_key from media where organization_id = ${organizationId}`);
  const rows = rowsOf<{ storage_key: string; thumbnail_key: string | null }>(result);
  return [...new Set(rows.flatMap((r) => [r.storage_key, r.thumbnail_key]).filter((k): k is string => Boolean(k)))];
}

/** The keys among `keys` that no media row references any more. */
export async function unreferencedKeys(db: Pick<Db, 'select'>, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await db
    .select({ a: media.storageKey, b: media.thumbnailKey })
    .from(media)
    .where(sql`${inArray(media.storageKey, keys)} or ${inArray(media.thumbnailKey, keys)}`);
  const used = new Set(rows.flatMap((r) => [r.a, r.b]));
  return keys.filter((k) => !used.has(k));
}
