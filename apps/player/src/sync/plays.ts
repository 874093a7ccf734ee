import type { ProofOfPlayRecord } from '@signage/shared';
import { POP_FLUSH_AT } from '../config.ts';
import { uuid } from '../lib/uuid.ts';
import type { Ended } from '../playback/sequencer.ts';
import { MemoryPopStore, PopQueue, type PopSender } from '../report/pop.ts';
import type { PlayerStorage } from '../storage/db.ts';

/**
 * Proof of play on this screen: plays that ended become records (each with its own uuid), queued in
 * storage (in memory when storage is unavailable) until they are sent in batches. The engine sends on
 * its timer and when `record` reports that POP_FLUSH_AT records wait; it guards the sending.
 */
export class PlayLog {
  private queue: PopQueue;
  /** Records queued since the last send. */
  private pending = 0;

  constructor(
    storage: PlayerStorage,
    private readonly send: PopSender,
  ) {
    this.queue = new PopQueue(
      { all: () => storage.popAll(), put: (r) => storage.popPut(r), delete: (ids) => storage.popDelete(ids) },
      (records) => this.send(records),
    );
  }

  /** Local storage is unavailable: queue in memory for this session. */
  inMemory(): void {
    this.queue = new PopQueue(new MemoryPopStore(), (records) => this.send(records));
  }

  /**
   * Queues plays that ended; `wallNow` (the schedule's clock) and `clockNow` (performance.now()) are the
   * same moment, to date each play's start. `full` runs once POP_FLUSH_AT records wait.
   */
  record(ended: Ended[], wallNow: number, clockNow: number, full: () => void): void {
    if (!ended.length) return;
    const records: ProofOfPlayRecord[] = ended.map((e) => ({
      id: uuid(),
      playlistId: e.program.playlistId,
      version: e.program.version,
      slideId: e.slide.id,
      startedAt: new Date(wallNow - (clockNow - e.startedAt)).toISOString(),
      durationMs: e.durationMs,
    }));
    this.pending += records.length;
    void this.queue.record(records).then(() => {
      if (this.pending >= POP_FLUSH_AT) {
        this.pending = 0;
        full();
      }
    });
  }

  /** Sends everything queued (see PopQueue.flush); the count starts again. */
  flush(): Promise<number> {
    this.pending = 0;
    return this.queue.flush();
  }
}
