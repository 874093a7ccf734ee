import path from 'node:path';

/** The database before the server starts (PGlite in DATA_DIR, or PostgreSQL). */
export async function withDb(env, dataDir, fn) {
  if (env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}

/** Copies a row (all columns but id), some replaced; answers the new id. */
export async function copyRow(q, table, id, overrides) {
  const cols = await q(
    `select column_name, data_type from information_schema.columns
     where table_schema = current_schema() and table_name = $1 and column_name <> 'id' and is_generated = 'NEVER'`,
    [table],
  );
  const params = [id];
  const select = cols.map(({ column_name: c, data_type: type }) => {
    if (!(c in overrides)) return `"${c}"`;
    params.push(overrides[c]);
    return `$${params.length}::${type === 'ARRAY' ? 'text[]' : type}`;
  });
  const names = cols.map(({ column_name: c }) => `"${c}"`).join(', ');
  const [row] = await q(`insert into "${table}" (${names}) select ${select.join(', ')} from "${table}" where id = $1 returning id`, params);
  return row.id;
}
