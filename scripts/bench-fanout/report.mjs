/** Percentiles and the printed lines of the benchmark. */

export function pct(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
export const fmt = (ms) => (Number.isFinite(ms) ? `${ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`}` : 'n/a');

export function summary(label, h) {
  // Several instances: each one's players' manifest p99 (the first instance takes the CMS calls).
  const perInstance =
    h.doneByInstance?.length > 1
      ? `  per instance p99 ${h.doneByInstance.map((d, i) => `${String.fromCharCode(65 + i)} ${fmt(pct(d, 99))}`).join(', ')}`
      : '';
  return `${label.padEnd(34)} call ${fmt(h.triggerMs).padStart(8)}  event p50 ${fmt(pct(h.events, 50)).padStart(8)} p99 ${fmt(pct(h.events, 99)).padStart(8)}  manifest p50 ${fmt(pct(h.done, 50)).padStart(8)} p99 ${fmt(pct(h.done, 99)).padStart(8)} max ${fmt(h.done.at(-1)).padStart(8)}${h.missing ? `  MISSING ${h.missing}` : ''}${perInstance}${h.receiptsMs ? `  receipts in by ${fmt(h.receiptsMs)}` : ''}`;
}

/** All rounds of a run as one herd. */
export function merge(rounds) {
  const events = rounds.flatMap((r) => r.events).sort((a, b) => a - b);
  const done = rounds.flatMap((r) => r.done).sort((a, b) => a - b);
  const instances = Math.max(0, ...rounds.map((r) => r.doneByInstance?.length ?? 0));
  const doneByInstance = Array.from({ length: instances }, (_, i) =>
    rounds.flatMap((r) => r.doneByInstance?.[i] ?? []).sort((a, b) => a - b),
  );
  return {
    events,
    done,
    doneByInstance,
    missing: rounds.reduce((s, r) => s + r.missing, 0),
    triggerMs: Math.max(...rounds.map((r) => r.triggerMs)),
    receiptsMs: Math.max(0, ...rounds.map((r) => r.receiptsMs ?? 0)),
  };
}
