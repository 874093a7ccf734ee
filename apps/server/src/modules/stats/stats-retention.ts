import type { AppContext } from '../../core/context.ts';
import type { StatsRepository } from './stats.repository.ts';

/** How often each instance looks for raw proof of play past the retention. */
const PRUNE_EVERY_MS = 60 * 60_000;
/** Rows deleted per statement (short transactions: the players' inserts are never held up long). */
export const PRUNE_BATCH = 5_000;
/** Batches per run; the next run continues. */
const PRUNE_BATCHES_MAX = 200;
/** The advisory lock key of the prune ("stat" in ASCII): one instance at a time. */
export const PRUNE_LOCK_KEY = 0x73746174;

/**
 * Retention of raw proof of play (STATS_RAW_RETENTION_DAYS, default 400): rows older than that are
 * deleted in batches, hourly, by one instance at a time (a transaction-level advisory lock; another
 * instance skips the run). The roll-ups (stats_play_daily and its narrower tables stats_play_device_daily,
 * stats_play_device_playlist_daily, stats_play_slide_daily, stats_play_presence; stats_play_hourly;
 * stats_online_daily) are kept for good, so usage figures outlive the raw rows.
 */
export class StatsRetention {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: StatsRepository,
  ) {}

  start() {
    if (this.timer) return;
    this.timer = setInterval(
      () => void this.prune().catch((error) => this.ctx.log.error({ err: error }, 'proof-of-play prune failed')),
      PRUNE_EVERY_MS,
    );
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.running ?? Promise.resolve(0);
  }

  /** One run: deletes raw rows that began before now − retention, batch by batch. Answers how many went. */
  prune(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run() {
    const before = new Date(this.ctx.now().getTime() - this.ctx.config.statsRawRetentionDays * 86_400_000);
    let total = 0;
    for (let i = 0; i < PRUNE_BATCHES_MAX; i++) {
      const n = await this.repo.pruneProofOfPlay(PRUNE_LOCK_KEY, before, PRUNE_BATCH);
      if (n === null) break;
      total += n;
      if (n < PRUNE_BATCH) break;
    }
    if (total) this.ctx.log.info({ pruned: total, before: before.toISOString() }, 'raw proof of play pruned');
    return total;
  }
}
