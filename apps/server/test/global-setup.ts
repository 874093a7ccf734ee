import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrations = path.resolve(here, '../src/db/migrations');
const cacheDir = path.resolve(here, '../../../.test-cache');

/**
 * PGlite runs initdb on every fresh instance (3–7 s). Build one migrated instance, dump it, and let
 * each test file load the dump (~1 s) — cached by a hash of the migrations (stack-notes 3.2).
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const full = path.join(migrations, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const file = path.join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: migrations });
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
