import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * What every mode shares, made once in main and passed along: the command line, the figures derived
 * from it, this run's directories (created here) and the log with its start time.
 */
export function createRun() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const { values: args } = parseArgs({
    options: {
      mode: { type: 'string', default: 'soak' },
      minutes: { type: 'string', default: '30' },
      sample: { type: 'string' },
      'slide-seconds': { type: 'string', default: '2' },
      changes: { type: 'string', default: '6' },
      keep: { type: 'boolean', default: false },
    },
  });
  const MODE = args.mode;
  const MINUTES = Number(args.minutes);
  const SLIDE_S = Number(args['slide-seconds']);
  const TYPICAL_SLIDE_S = 10;
  const ACCEL = TYPICAL_SLIDE_S / SLIDE_S;
  const SIM_DAY_S = 86_400 / ACCEL;
  const SAMPLE_S = Number(args.sample ?? (MINUTES > 120 ? 120 : MINUTES > 10 ? 30 : 10));
  const CHANGES = Number(args.changes);
  const benchDir = path.join(root, '.bench');
  mkdirSync(benchDir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'signage-bench-soak-'));
  const dataDir = path.join(work, 'data');
  const mediaDir = path.join(benchDir, 'media');
  // The build this run uses, copied beside the server's own dist (apps/server/.bench-build-<pid>), so the
  // bundle resolves the server's node_modules (apps/server/node_modules holds versions the root does not).
  const build = path.join(root, 'apps/server', `.bench-build-${process.pid}`);
  mkdirSync(mediaDir, { recursive: true });
  const t0 = Date.now();
  const log = (...a) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(5)} s]`, ...a);
  return {
    root,
    args,
    MODE,
    MINUTES,
    SLIDE_S,
    TYPICAL_SLIDE_S,
    ACCEL,
    SIM_DAY_S,
    SAMPLE_S,
    CHANGES,
    benchDir,
    work,
    dataDir,
    mediaDir,
    build,
    log,
  };
}
