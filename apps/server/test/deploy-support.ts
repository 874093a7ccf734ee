import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Target } from './faults-support.ts';
import { scratchPostgres } from './helpers.ts';

/**
 * Support of the deployment tests (issue 19, docs/deploy.md): several real server processes on one
 * PostgreSQL database. They run in the PostgreSQL part of `npm test` (TEST_DB=postgres and DATABASE_URL).
 */
const adminUrl = process.env.DATABASE_URL;
export const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl && /^postgres(ql)?:\/\//.test(adminUrl));

/** A fresh, empty PostgreSQL database and one shared DATA_DIR (as a shared media directory would be), for real server processes. */
export async function postgresTarget(prefix: string): Promise<Target> {
  const scratch = await scratchPostgres(adminUrl as string);
  const dataDir = mkdtempSync(path.join(tmpdir(), `signage-${prefix}-`));
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl: scratch.url,
    async query<T>(text: string, params: unknown[] = []) {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async closeLocal() {},
    async dispose() {
      await scratch.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
