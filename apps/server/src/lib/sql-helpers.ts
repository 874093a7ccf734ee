import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::int[])` with the whole list as ONE parameter (a PostgreSQL array literal), for
 * the long id lists of the screens' batched reads and writes: drizzle's `inArray` binds one parameter
 * per value, and binding and encoding thousands of them costs more than the query (docs/screens.md,
 * fan-out benchmark). Integers only, so the literal needs no quoting.
 */
export function anyInt(column: Column, values: readonly number[]): SQL {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new Error('anyInt takes integers');
  return sql`${column} = any(${`{${values.join(',')}}`}::int[])`;
}

/** The same for hex strings (SHA-256 digests): only [0-9a-f], so no quoting either. */
export function anyHex(column: Column, values: readonly string[]): SQL {
  for (const v of values) if (!/^[0-9a-f]+$/.test(v)) throw new Error('anyHex takes hex strings');
  return sql`${column} = any(${`{${values.join(',')}}`}::text[])`;
}

/** `%text%` for ILIKE with the pattern characters of `text` escaped (a search for "50%" finds "50%"). */
export const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
