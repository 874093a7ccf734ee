/** What a licence usage bar draws: nothing for an unlimited allowance, else the filled share and its colour. */
export type UsageMeter = { value: number; color: 'primary' | 'warning' | 'error' } | null;

/**
 * A bar is a share of a limit; an unlimited allowance has no limit, so it draws no bar and the words say
 * "unlimited" (a full green bar for "0 · unlimited" read as "full"). At 80 % the bar warns, at the limit
 * it is red. An allowance of 0 with nothing used draws an empty bar, with something used a full red one.
 */
export function usageMeter(used: number, allowed: number | null): UsageMeter {
  if (allowed === null) return null;
  const value = allowed <= 0 ? (used > 0 ? 100 : 0) : Math.min(100, Math.max(0, (used / allowed) * 100));
  const full = allowed <= 0 ? used > 0 : used >= allowed;
  return { value, color: full ? 'error' : value >= 80 ? 'warning' : 'primary' };
}
