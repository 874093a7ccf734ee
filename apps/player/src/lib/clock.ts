/** Clock differences to the server up to this are network noise. */
export const CLOCK_TOLERANCE_MS = 5_000;

/**
 * The correction to apply to the player's clock from one heartbeat round trip (server time vs the
 * midpoint of sending and receiving), or null when the current one should stay: answers slower than
 * 10 s are not trusted, differences within the tolerance are treated as none.
 */
export function clockOffset(serverMs: number, sentAt: number, receivedAt: number, current: number): number | null {
  if (!Number.isFinite(serverMs) || receivedAt < sentAt || receivedAt - sentAt > 10_000) return null;
  const measured = serverMs - (sentAt + receivedAt) / 2;
  const next = Math.abs(measured) > CLOCK_TOLERANCE_MS ? Math.round(measured) : 0;
  if (next === current) return null;
  if (next !== 0 && current !== 0 && Math.abs(next - current) <= CLOCK_TOLERANCE_MS) return null;
  return next;
}
