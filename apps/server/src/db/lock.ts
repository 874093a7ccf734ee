import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * PGlite does not lock its directory and two processes on it silently lose writes
 * (stack-notes 3.4), so the server takes an exclusive lock on DATA_DIR and refuses to start twice.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.lock`, stale: 30_000, update: 10_000, realpath: false });
  } catch (error) {
    const err = new Error(
      `Another server is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
    );
    (err as Error & { cause?: unknown }).cause = error;
    throw err;
  }
}
