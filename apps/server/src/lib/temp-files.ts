import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Names of temporary files carry their writer (a hash of the host name and the process id), so a
 * start-up sweep can tell the left-overs of a process that died (kill -9, power loss) from the files
 * of another server still at work on a shared DATA_DIR (faults: nothing lost).
 */
const HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
const OWNER = `${HOST}.${process.pid}`;
const OWNED = /(?:^|[-.])([0-9a-f]{8})\.(\d+)-[0-9a-f]{8,}(?:\.part)?$/;

/** `<prefix>-<host>.<pid>-<random>`: a temp file name owned by this process. */
export function ownedTempName(prefix: string): string {
  return `${prefix}-${OWNER}-${randomBytes(12).toString('hex')}`;
}

/** `<host>.<pid>-<random>`: the owner part alone (for `<file>.<owner>.part` names). */
export function ownedTag(): string {
  return `${OWNER}-${randomBytes(8).toString('hex')}`;
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
 * Whether the temp file `name` was written by a process of this host that no longer runs. At start-up
 * (`startup`), this process has written nothing yet, so its own pid means an earlier incarnation (a
 * container restarted with the same pid). Files of other hosts are never judged here (age decides).
 */
export function leftByDeadProcess(name: string, startup: boolean): boolean {
  const m = OWNED.exec(name);
  if (!m || m[1] !== HOST) return false;
  const pid = Number(m[2]);
  if (pid === process.pid) return startup;
  return !alive(pid);
}
