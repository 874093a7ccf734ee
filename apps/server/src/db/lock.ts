import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/** Data directories locked by this process (a second lock here is refused, never taken over). */
const heldHere = new Set<string>();

interface LockOwner {
  host: string;
  pid: number;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock whose holder is known dead: the owner file names this host and a process that no longer
 * runs — or this very process id (a container restart reuses pid 1) while this process does not hold it.
 */
function heldByDeadProcess(dataDir: string): boolean {
  let owner: LockOwner;
  try {
    owner = JSON.parse(readFileSync(`${dataDir}/.lock.owner`, 'utf8')) as LockOwner;
  } catch {
    return false;
  }
  if (owner.host !== hostname() || !Number.isInteger(owner.pid)) return false;
  if (owner.pid === process.pid) return !heldHere.has(dataDir);
  return !alive(owner.pid);
}

/**
 * PGlite does not lock its directory and two processes on it silently lose writes
 * (stack-notes 3.4), so the server takes an exclusive lock on DATA_DIR and refuses to start twice.
 * A lock left by a process that died (kill -9, power loss) is free at once when its owner (host and
 * pid, in `DATA_DIR/.lock.owner`) is known dead; otherwise it goes stale after 60 s without refresh.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void = () => {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockfilePath = `${dataDir}/.lock`;
  // A missed lock refresh (a long pause of the process) is reported, never a crash.
  const take = () => lockfile.lock(dataDir, { lockfilePath, stale: 60_000, update: 10_000, realpath: false, onCompromised });
  let release: () => Promise<void>;
  try {
    release = await take().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ELOCKED' || !heldByDeadProcess(dataDir)) throw error;
      // Marks the dead holder's lock stale, so proper-lockfile takes it over by its own rules.
      utimesSync(lockfilePath, 0, 0);
      return take();
    });
  } catch (error) {
    const err = new Error(
      `Another server is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
    );
    (err as Error & { cause?: unknown }).cause = error;
    throw err;
  }
  heldHere.add(dataDir);
  writeFileSync(`${dataDir}/.lock.owner`, JSON.stringify({ host: hostname(), pid: process.pid } satisfies LockOwner));
  return async () => {
    heldHere.delete(dataDir);
    await release();
  };
}
