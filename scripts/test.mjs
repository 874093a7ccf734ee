#!/usr/bin/env node
/**
 * npm test: lint, import rules, typecheck, unit + integration on PGlite, the integration suite again on PostgreSQL
 * when DATABASE_URL is set, then end-to-end tests in Chromium. Prints one summary line at the end.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.test-cache', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
let failed = false;

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failed = true;
  return ok;
}

function vitest(name, projects, env = {}) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const ok = run(name, 'npx', args, env);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (!ok) totals.failed += 1;
  return ok;
}

async function postgresReachable(url) {
  try {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${url} is not reachable: ${error.message}`);
    return false;
  }
}

/**
 * No import loop between files, server modules or web features; apps apart; packages never import apps
 * (tools/import-rules/config.cjs). dependency-cruiser parses with the TypeScript 5 API, which the repo's
 * own TypeScript 7 lacks, so the tool has its own small install.
 */
function importRules() {
  const tool = path.join(root, 'tools', 'import-rules');
  const bin = path.join(tool, 'node_modules', '.bin', 'depcruise');
  if (!existsSync(bin) && !run('install the import-rules tool', 'npm', ['ci', '--prefix', tool, '--no-audit', '--no-fund', '--silent']))
    return;
  run('import rules (dependency-cruiser)', bin, ['apps', 'packages', '--config', path.join(tool, 'config.cjs')]);
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((c) => c && existsSync(c));
}

run('lint (biome)', 'npx', ['biome', 'check', '.']);
importRules();
run('typecheck (tsc)', 'npm', ['run', 'typecheck', '--silent']);
vitest('unit + integration on PGlite', ['unit', 'integration']);

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && /^postgres(ql)?:/.test(databaseUrl)) {
  if (await postgresReachable(databaseUrl)) vitest('integration on PostgreSQL', ['integration'], { TEST_DB: 'postgres' });
  else {
    steps.push('✘ integration on PostgreSQL: DATABASE_URL is set but the server is not reachable');
    failed = true;
  }
} else {
  const note = 'skipped the PostgreSQL integration run: DATABASE_URL is not set';
  console.log(`\n${note}`);
  steps.push(`- ${note}`);
}

const chromium = findChromium();
if (chromium) {
  if (run('build (web, player, server)', 'npm', ['run', 'build', '--silent'])) {
    vitest('end-to-end in Chromium', ['e2e'], { CHROMIUM_PATH: chromium });
  }
} else {
  const note = 'skipped the end-to-end tests: no Chromium found (install it, e.g. apt-get install chromium, or set CHROMIUM_PATH)';
  console.log(`\n${note}`);
  steps.push(`- ${note}`);
}

console.log('\nSummary');
for (const step of steps) console.log(`  ${step}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
