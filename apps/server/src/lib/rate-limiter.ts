import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';

/**
 * Fixed-window counters kept in the database, so limits hold across several server instances
 * (design brief section 2: no state that matters lives in one process's memory).
 */
export interface RateLimiter {
  /** Counts one event; returns the count in the current window (after counting). */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count in the current window, without counting. */
  count(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(db: Db, now: () => Date, enabled: boolean): RateLimiter {
  return {
    async hit(key, windowMs) {
      const at = now();
      const cutoff = new Date(at.getTime() - windowMs);
      const [row] = await db
        .insert(rateCounters)
        .values({ key, count: 1, windowStart: at })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${rateCounters.windowStart} < ${cutoff} then 1 else ${rateCounters.count} + 1 end`,
            windowStart: sql`case when ${rateCounters.windowStart} < ${cutoff} then ${at} else ${rateCounters.windowStart} end`,
          },
        })
        .returning({ count: rateCounters.count });
      return enabled ? (row?.count ?? 1) : 0;
    },
    async count(key, windowMs) {
      if (!enabled) return 0;
      const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, key));
      if (!row || row.windowStart.getTime() < now().getTime() - windowMs) return 0;
      return row.count;
    },
    async reset(key) {
      await db.delete(rateCounters).where(eq(rateCounters.key, key));
    },
  };
}
