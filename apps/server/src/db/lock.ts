import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * PGlite does not lock its directory and two processes on it silently lose writes
 * (stack-notes 3.4), so the server takes an exclusive lock on DATA_DIR and refuses to start twice.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void = () => {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    // A missed lock refresh (a long pause of the process) is reported, never a crash.
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 60_000,
      update: 10_000,
      realpath: false,
      onCompromised,
    });
  } catch (error) {
    const err = new Error(
      `Another server is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
    );
    (err as Error & { cause?: unknown }).cause = error;
    throw err;
  }
}
