import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
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

/** How long after start-up the server looks for a quiet moment, how often, and until when. */
const SETTLED_FIRST_MS = 15_000;
const SETTLED_EVERY_MS = 5_000;
const SETTLED_GIVE_UP_MS = 120_000;
/** Below this share of busy event-loop time over the last look, the server is at rest. */
const AT_REST_UTILIZATION = 0.05;

/**
 * Once more when the server has settled: its first seconds (the first requests, V8 compiling what
 * runs hot, the timers' first rounds) leave garbage and pooled pages of their own — idle RSS 191–202 MB
 * on PGlite after a restart without this, 189–195 MB with it (docs/performance.md, "Idle memory").
 * The collection blocks the event loop for ~150 ms, so it runs only at a moment when the loop has been
 * almost idle (event-loop utilization under 5 % over the last 5 s), never during a reconnection herd;
 * without such a moment within two minutes it is not run.
 */
export function releaseWhenSettled(
  onReleased: (released: ReturnType<typeof releaseStartupMemory>) => void = () => {},
  {
    firstMs = SETTLED_FIRST_MS,
    everyMs = SETTLED_EVERY_MS,
    giveUpMs = SETTLED_GIVE_UP_MS,
    release = releaseStartupMemory,
  }: { firstMs?: number; everyMs?: number; giveUpMs?: number; release?: typeof releaseStartupMemory } = {},
): () => void {
  const started = Date.now();
  let last = performance.eventLoopUtilization();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const look = () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (busy < AT_REST_UTILIZATION) {
      timer = null;
      onReleased(release());
      return;
    }
    if (Date.now() - started > giveUpMs) return;
    timer = setTimeout(look, everyMs);
    timer.unref?.();
  };
  timer = setTimeout(
    () => {
      last = performance.eventLoopUtilization();
      timer = setTimeout(look, everyMs);
      timer.unref?.();
    },
    Math.max(0, firstMs - everyMs),
  );
  timer.unref?.();
  return () => {
    if (timer) clearTimeout(timer);
  };
}
