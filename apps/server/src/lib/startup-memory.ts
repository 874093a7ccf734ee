import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

/** The process's resident set in MB (Linux; null elsewhere). */
function residentMb(): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Gives back the memory start-up used and no longer needs (docs/performance.md, "Idle memory"): loading
 * about a thousand modules and migrating leaves ~170 MB of garbage, and V8 keeps the pages it freed
 * pooled for reuse; its memory reducer never runs on a server whose timers allocate a little all the
 * time. One full "last resort" collection before the port opens (no request waits on it) releases them:
 * 236 → 128 MB RSS on PostgreSQL, 391 → 288 MB on PGlite (whose WebAssembly memory stays).
 * `gc` is reached from a fresh context only (never a global of the application), the documented
 * `--expose-gc` flag set at run time as the `expose-gc` package does; where that fails, nothing changes.
 */
export function releaseStartupMemory(): { beforeMb: number | null; afterMb: number | null; ms: number } | null {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as ((options?: Record<string, string>) => void) | undefined;
    if (typeof gc !== 'function') return null;
    const beforeMb = residentMb();
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    return { beforeMb, afterMb: residentMb(), ms: Math.round(performance.now() - started) };
  } catch {
    return null;
  }
}
