import { PROOF_OF_PLAY_MAX_RECORDS, type ProofOfPlayRecord } from '@signage/shared';

/**
 * Proof of play: one record per slide shown, kept in IndexedDB until the server has it, sent in
 * batches (≤ 500, the contract's limit). Every record carries a uuid made when it was recorded, so
 * a batch re-sent after a lost answer never counts twice (the server is idempotent on `id`), and the
 * queue itself is keyed by id, so a record is stored once however often it is saved.
 */
export interface PopStore {
  all(): Promise<ProofOfPlayRecord[]>;
  put(records: ProofOfPlayRecord[]): Promise<void>;
  delete(ids: string[]): Promise<void>;
}

export type PopSender = (records: ProofOfPlayRecord[]) => Promise<unknown>;

/** Oldest first, unique by id, at most `max`. */
export function takeBatch(
  records: readonly ProofOfPlayRecord[],
  max = PROOF_OF_PLAY_MAX_RECORDS,
  exclude: ReadonlySet<string> = new Set(),
): ProofOfPlayRecord[] {
  const seen = new Set<string>();
  const out: ProofOfPlayRecord[] = [];
  const sorted = [...records].sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id));
  for (const r of sorted) {
    if (seen.has(r.id) || exclude.has(r.id)) continue;
    seen.add(r.id);
    out.push(r);
    if (out.length >= max) break;
  }
  return out;
}

/** Records older than this are dropped unsent (a screen offline for months must not fill its disk). */
export const POP_MAX_AGE_MS = 90 * 24 * 3600 * 1000;
/** And at most this many are kept. */
export const POP_MAX_QUEUED = 200_000;

export class PopQueue {
  private inFlight = new Set<string>();
  private flushing: Promise<number> | null = null;

  constructor(
    private readonly store: PopStore,
    private readonly send: PopSender,
    private readonly batchSize = PROOF_OF_PLAY_MAX_RECORDS,
  ) {}

  async record(records: ProofOfPlayRecord[]): Promise<void> {
    if (records.length) await this.store.put(records);
  }

  /**
   * Sends everything queued, batch by batch; stops at the first failure (the rest stays queued for
   * the next flush). Concurrent calls share one run. Returns how many records were delivered.
   */
  flush(now = Date.now()): Promise<number> {
    this.flushing ??= this.run(now).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(now: number): Promise<number> {
    let all = await this.store.all();
    const expired = all.filter((r) => now - Date.parse(r.startedAt) > POP_MAX_AGE_MS).map((r) => r.id);
    const overflow = all.length - expired.length - POP_MAX_QUEUED;
    if (overflow > 0) expired.push(...takeBatch(all, overflow, new Set(expired)).map((r) => r.id));
    if (expired.length) {
      await this.store.delete(expired);
      const gone = new Set(expired);
      all = all.filter((r) => !gone.has(r.id));
    }
    let delivered = 0;
    for (;;) {
      const batch = takeBatch(all, this.batchSize, this.inFlight);
      if (!batch.length) return delivered;
      const ids = batch.map((r) => r.id);
      for (const id of ids) this.inFlight.add(id);
      try {
        await this.send(batch);
      } catch {
        return delivered;
      } finally {
        for (const id of ids) this.inFlight.delete(id);
      }
      await this.store.delete(ids);
      const sent = new Set(ids);
      all = all.filter((r) => !sent.has(r.id));
      delivered += ids.length;
    }
  }
}

/** An in-memory store (tests, and the fallback when IndexedDB is unavailable). */
export class MemoryPopStore implements PopStore {
  readonly records = new Map<string, ProofOfPlayRecord>();
  async all() {
    return [...this.records.values()];
  }
  async put(records: ProofOfPlayRecord[]) {
    for (const r of records) this.records.set(r.id, r);
  }
  async delete(ids: string[]) {
    for (const id of ids) this.records.delete(id);
  }
}
