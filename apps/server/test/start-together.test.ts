import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres, postgresTarget } from './deploy-support.ts';
import { request, type Server, startServer, type Target } from './faults-support.ts';

/**
 * Starting together (docs/deploy.md, "Rolling a new version"): three server processes started at the same
 * moment on one empty PostgreSQL database. Each takes the migration advisory lock in turn
 * (db/client.ts): the first applies every migration, the others find nothing left to do. All three
 * answer /api/health, and every migration is recorded once. PostgreSQL part of `npm test` only.
 */
const enabled = onPostgres;
if (!enabled) console.log('start-together: skipped — needs TEST_DB=postgres and DATABASE_URL (the PostgreSQL part of npm test)');

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};

describe.skipIf(!enabled)('several instances starting at once', () => {
  const servers: Server[] = [];
  let target: Target | undefined;

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await target?.dispose();
  }, 60_000);

  it('three instances started together on an empty database: all up, every migration applied once', async () => {
    target = await postgresTarget('start-together');
    const t = target;
    expect(await t.query("select to_regclass('public.organizations') as r")).toEqual([{ r: null }]);

    const started = Date.now();
    const results = await Promise.allSettled([startServer(t), startServer(t), startServer(t)]);
    for (const r of results) if (r.status === 'fulfilled') servers.push(r.value);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures, failures.join('\n\n')).toEqual([]);
    console.log(`start-together: three instances answered /api/health within ${Date.now() - started} ms of being started`);

    for (const s of servers) {
      const health = await request(s.port, 'GET', '/api/health');
      expect(health.status, health.body).toBe(200);
    }
    // Every migration of the journal recorded exactly once (drizzle keys them by hash).
    const applied = await t.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(applied).toEqual([{ n: journal.entries.length, distinct: journal.entries.length }]);
    // And the last migration's tables are there: the schema is whole, not half-applied by a loser.
    const tables = await t.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    expect(tables[0]?.n).toBeGreaterThan(20);
    // No instance reported a migration error (a duplicate CREATE, a lost race).
    for (const s of servers) expect(s.output()).not.toMatch(/already exists|duplicate key|migration failed/i);
  }, 120_000);
});

/**
 * docs/deploy.md, "Rolling a new version": during a roll the old version runs on the new schema, so a
 * migration only adds. A statement that drops, renames or retypes (or makes an existing column NOT
 * NULL) is refused here unless the line before it says why it is safe: `-- rolling: <reason>` (say,
 * a table no released version reads). Runs on every test run; no database needed.
 */
describe('migrations keep the previous version working (rolling updates)', () => {
  const BREAKING = [
    /\bDROP\s+TABLE\b/i,
    /\bDROP\s+COLUMN\b/i,
    /\bRENAME\b/i,
    /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i,
    /\bALTER\s+COLUMN\s+"?\w+"?\s+SET\s+NOT\s+NULL\b/i,
  ];

  it('no migration drops, renames, retypes or tightens what the previous version uses (unless marked `-- rolling:`)', () => {
    const offending: string[] = [];
    for (const file of readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const lines = readFileSync(path.join(migrationsDir, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!BREAKING.some((re) => re.test(line))) return;
        if (/^\s*--\s*rolling:\s*\S/.test(lines[i - 1] ?? '')) return;
        offending.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offending, 'see docs/deploy.md, "Rolling a new version"').toEqual([]);
  });
});
