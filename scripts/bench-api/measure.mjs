import os from 'node:os';
import { readFileSync } from 'node:fs';

/** What bench:api measures beside the calls' latencies: the heap's growth, the machine and its load, V8's full collections. */

/** Least-squares slope of [time ms, value] pairs, per ms (0 with fewer than two). */
export function slope(points) {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

export const cpuLine = () => {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? '?'}`;
};
export const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/**
 * The full (mark-compact) collections V8 printed to the server's log (BENCH_SERVER_TRACE_GC=1) after
 * `from` (bench clock; the log's times count from the server's start, about `startedAt`): the heap
 * before and after each, MB. Null without the trace.
 */
export function fullCollections(logFile, startedAt, from) {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return null;
  }
  if (!/Scavenge|Mark-Compact/.test(text)) return null;
  const rows = [...text.matchAll(/\s(\d+) ms: Mark-Compact(?: \(reduce\))? ([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/g)]
    .map((m) => ({ t: startedAt + Number(m[1]), before: Number(m[2]), after: Number(m[3]) }))
    .filter((r) => r.t >= from);
  const after = rows.map((r) => r.after);
  return {
    n: rows.length,
    first: after[0] ?? '-',
    last: after.at(-1) ?? '-',
    min: after.length ? Math.min(...after) : '-',
    max: after.length ? Math.max(...after) : '-',
    maxBefore: rows.length ? Math.max(...rows.map((r) => r.before)) : '-',
  };
}
