#!/usr/bin/env node
/**
 * npm test: lint, import rules, typecheck and the build, then two lanes — unit + integration on PGlite
 * beside the integration suite again on PostgreSQL (when DATABASE_URL is set), and the end-to-end
 * tests in Chromium — one after the other, or at once with `--parallel` (a machine with cores to
 * spare: the lanes share no port, database or directory; the end-to-end lane's output is kept in a
 * file and printed when it ends). Prints one summary line at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.test-cache', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's lane, file, name and first message line: printed in the summary, so the tail of a run names them. */
const failures = [];
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

/** Like `run`, without blocking: the output goes to `logFile` when given (printed by the caller), else to ours. */
function runAsync(name, cmd, args, env = {}, logFile = null) {
  const started = Date.now();
  console.log(`\n▶ ${name}${logFile ? ` (output kept in ${path.relative(root, logFile)}, printed when it ends)` : ''}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    if (logFile) {
      const out = createWriteStream(logFile, { flags: 'a' });
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    child.on('close', (code) => {
      const ok = code === 0;
      steps.push(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failed = true;
      resolve(ok);
    });
  });
}

/**
 * Side by side, the integration lane runs at a lower CPU priority (`nice`): the end-to-end tests wait on
 * real time (a player's clock, animations, mail), the integration tests only on their own work, so the
 * browser gets the cores first and the integration lane takes what is left.
 */
const niceBin = ['/usr/bin/nice', '/bin/nice'].find((p) => existsSync(p));

async function vitest(name, projects, env = {}, logFile = null, lowPriority = false) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const ok =
    lowPriority && niceBin
      ? await runAsync(name, niceBin, ['-n', '10', 'npx', ...args], env, logFile)
      : await runAsync(name, 'npx', args, env, logFile);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const fileResult of report.testResults ?? []) {
      const file = path.relative(root, fileResult.name ?? '');
      const failedTests = (fileResult.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) failures.push({ lane: name, file, test: t.fullName ?? t.title, message: t.failureMessages?.[0] });
      // A file that failed outside any test (an import error, a hook) has no failed test to name.
      if (fileResult.status === 'failed' && failedTests.length === 0)
        failures.push({ lane: name, file, test: '(the file itself)', message: fileResult.message });
    }
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

// One after the other by default: side by side on two cores the end-to-end tests ran about 1.6× slower
// and the whole run was no shorter (docs/decisions.md, "The test run and CI time").
const serial = !process.argv.includes('--parallel');

// The typecheck (one core, about a minute) runs beside lint, the import rules and the build (CI time);
// its output is kept in a file and printed when it ends.
const typecheckLog = path.join(reports, 'typecheck.log');
const typechecked = runAsync('typecheck (tsc)', 'npm', ['run', 'typecheck', '--silent'], {}, typecheckLog);
run('lint (biome)', 'npx', ['biome', 'check', '.']);
importRules();

// Built before the lanes start: the integration tests serve the CMS and player builds too.
const chromium = findChromium();
const built = chromium ? run('build (web, player, server)', 'npm', ['run', 'build', '--silent']) : false;
await typechecked;
if (existsSync(typecheckLog)) {
  console.log('\n▶ typecheck (tsc): its output');
  process.stdout.write(readFileSync(typecheckLog));
}

/**
 * The PGlite and PostgreSQL passes side by side: each runs its files one at a time in one worker, so
 * one after the other they left a core idle (measured on two cores: 374 s and 196 s alone, 375 s for
 * both at once). The PostgreSQL pass's output is kept in a file and printed when it ends.
 */
async function integrationLane(lowPriority) {
  const databaseUrl = process.env.DATABASE_URL;
  const postgresLog = path.join(reports, 'integration-postgres.log');
  let postgresPass = Promise.resolve();
  let postgresPassStarted = false;
  if (databaseUrl && /^postgres(ql)?:/.test(databaseUrl)) {
    if (await postgresReachable(databaseUrl)) {
      postgresPassStarted = true;
      postgresPass = vitest(
        'integration on PostgreSQL',
        ['integration', 'integration-isolated'],
        { TEST_DB: 'postgres', TEST_SPLIT_DATABASE_INDEPENDENT: '1' },
        postgresLog,
        lowPriority,
      );
    } else {
      steps.push('✘ integration on PostgreSQL: DATABASE_URL is set but the server is not reachable');
      failed = true;
    }
  } else {
    const note = 'skipped the PostgreSQL integration run: DATABASE_URL is not set';
    console.log(`\n${note}`);
    steps.push(`- ${note}`);
  }
  // With the PostgreSQL pass running, the files that choose their own databases move to it (the
  // PGlite pass is the longer one): vitest.config.ts, TEST_SPLIT_DATABASE_INDEPENDENT.
  const split = postgresPassStarted ? { TEST_SPLIT_DATABASE_INDEPENDENT: '1' } : {};
  await vitest('unit + integration on PGlite', ['unit', 'integration', 'integration-isolated'], split, null, lowPriority);
  await postgresPass;
  if (existsSync(postgresLog)) {
    console.log('\n▶ integration on PostgreSQL: its output');
    process.stdout.write(readFileSync(postgresLog));
  }
}

async function endToEndLane(logFile) {
  if (!chromium) {
    const note = 'skipped the end-to-end tests: no Chromium found (install it, e.g. apt-get install chromium, or set CHROMIUM_PATH)';
    console.log(`\n${note}`);
    steps.push(`- ${note}`);
    return;
  }
  if (built) await vitest('end-to-end in Chromium', ['e2e'], { CHROMIUM_PATH: chromium }, logFile);
}

if (serial) {
  await integrationLane(false);
  await endToEndLane(null);
} else {
  const e2eLog = path.join(reports, 'end-to-end.log');
  const e2e = endToEndLane(e2eLog);
  await integrationLane(true);
  await e2e;
  if (existsSync(e2eLog)) {
    console.log('\n▶ end-to-end in Chromium: its output');
    process.stdout.write(readFileSync(e2eLog));
  }
}

console.log('\nSummary');
for (const step of steps) console.log(`  ${step}`);
if (failures.length > 0) {
  console.log('\nFailed');
  for (const f of failures) {
    const firstLine =
      String(f.message ?? '')
        .split('\n')
        .find((line) => line.trim()) ?? '';
    console.log(`  ✘ [${f.lane}] ${f.file} › ${f.test}`);
    if (firstLine) console.log(`      ${firstLine.trim().slice(0, 300)}`);
  }
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
