import { defineConfig } from 'vitest/config';

/** unit: pure functions; integration: the HTTP API on PGlite (or PostgreSQL with TEST_DB=postgres); e2e: Chromium. */
const isolatedIntegration = ['apps/server/test/jobs.test.ts'];
/**
 * Files that choose their databases themselves (a private PostgreSQL cluster, scratch databases on
 * DATABASE_URL and PGlite directories, whatever TEST_DB says): the PGlite pass runs them, the
 * PostgreSQL pass would only repeat the same work (CI time).
 */
const databaseIndependent = [
  'apps/server/test/faults-kill.test.ts',
  'apps/server/test/faults-kill-pglite.test.ts',
  'apps/server/test/faults-disk.test.ts',
  'apps/server/test/faults-database.test.ts',
];
/**
 * Files whose subject does not depend on the database engine run in one pass only when `npm test` runs
 * both (TEST_SPLIT_DATABASE_INDEPENDENT), chosen so the two passes stay about as long as each other
 * (CI time; docs/decisions.md, "The test run and CI time"):
 * - the generated sweeps try every route's authorization, bad bodies and credentials: the same SQL on
 *   both engines, run on PostgreSQL (the engine of installations with several instances);
 * - media processing limits, mail delivery through SMTP and the social and AI adapters talk to
 *   ffmpeg, an SMTP server or fake providers: run on PGlite.
 * Run directly, vitest keeps them in whichever pass it runs.
 */
const sweepsOnPostgresOnly = [
  'apps/server/test/isolation-sweep.test.ts',
  'apps/server/test/bad-body-sweep.test.ts',
  'apps/server/test/credential-sweep.test.ts',
];
const adaptersOnPgliteOnly = [
  'apps/server/test/media-limits.test.ts',
  'apps/server/test/faults-mail.test.ts',
  'apps/server/test/mail-smtp.test.ts',
  'apps/server/test/social-widgets.test.ts',
  'apps/server/test/assistant.test.ts',
];
const onPostgres = process.env.TEST_DB === 'postgres';
/**
 * `npm test` runs the PGlite and PostgreSQL passes side by side (scripts/test.mjs) and sets
 * TEST_SPLIT_DATABASE_INDEPENDENT when both run: the files above then run in the PostgreSQL pass,
 * which is the shorter one, instead of the PGlite pass (CI time). Run directly, vitest keeps them in
 * the PGlite pass.
 */
const databaseIndependentOnPostgres = process.env.TEST_SPLIT_DATABASE_INDEPENDENT === '1';
/** Those files run in exactly one pass: PostgreSQL's when split, PGlite's otherwise. */
const excludedHere = [
  ...(onPostgres === databaseIndependentOnPostgres ? [] : databaseIndependent),
  ...(databaseIndependentOnPostgres && !onPostgres ? sweepsOnPostgresOnly : []),
  ...(databaseIndependentOnPostgres && onPostgres ? adaptersOnPgliteOnly : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/src/**/*.test.tsx',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/player/src/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [...isolatedIntegration, ...excludedHere],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One worker imports the server once for every file (about 3 s per file saved, CI time).
          isolate: false,
        },
      },
      {
        test: {
          // Files that mock modules need their own module graph.
          name: 'integration-isolated',
          include: isolatedIntegration,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // The migrated PGlite dump the integration tests load (instead of initdb and every migration
          // per stack), and each worker imports the server once for all its files (CI time).
          globalSetup: ['apps/server/test/global-setup.ts'],
          isolate: false,
          // A browser page on a busy 2-core machine can take more than expect.poll's default second to
          // show what a test waits for; a poll that times out still fails, it only waits longer.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at a time, each in its own worker (its own server stacks on their own ports, its own
          // browser contexts): on two cores the lane took 836 s instead of about 1,280 s one file at a
          // time, every test passing (docs/decisions.md, "The test run and CI time").
          fileParallelism: true,
          maxWorkers: 2,
          // In CI a failed end-to-end test is tried once more before it fails the run: a page on a
          // saturated machine can miss a wait; a real fault fails both tries.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
