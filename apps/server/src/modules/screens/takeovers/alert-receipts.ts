import type { AppContext, DeviceIdentity } from '../../../core/context.ts';
import { pgErrorCode } from '../../../lib/db-errors.ts';
import type { ReceiptRow, TakeoversRepository } from './takeovers.repository.ts';

/** A receipt as the player sends it (`playerAlertReceiptsBody`). */
export interface PlayerReceipt {
  activationId: number;
  shownAt: string | null;
  endedAt: string | null;
}

interface Pending {
  deviceId: number;
  organizationId: number;
  receipts: PlayerReceipt[];
  resolve(accepted: number): void;
  reject(error: unknown): void;
}

/** Receipts written in one statement at most (a whole herd's in a few statements; one JSON parameter). */
const RECEIPTS_PER_STATEMENT = 2_000;

/** The earlier of two instants; a null gives way to a value. */
function earliest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(b) < Date.parse(a) ? b : a;
}

const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * `POST /api/player/alert-receipts` (docs/alerts.md, "Receipts"): when an activation went on and off
 * a screen. Calls arriving while a write runs are gathered into the next one (one INSERT … ON
 * CONFLICT for many screens: a whole fleet confirms an alert within the same second). A receipt
 * for an activation of another organization (or none) is ignored; repeating one changes nothing
 * (each time keeps its earliest value).
 */
export class AlertReceipts {
  private queue: Pending[] = [];
  private scheduled = false;
  private running = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: TakeoversRepository,
  ) {}

  /** Stores the receipts; answers how many were accepted (their activation is the device's organization's). */
  record(identity: DeviceIdentity, receipts: PlayerReceipt[]): Promise<number> {
    const organizationId = identity.organizationId;
    if (organizationId === null || receipts.length === 0) return Promise.resolve(0);
    return new Promise((resolve, reject) => {
      this.queue.push({ deviceId: identity.id, organizationId, receipts, resolve, reject });
      this.schedule();
    });
  }

  /** Waits until every receipt asked for is written (tests, shutdown). */
  async idle() {
    while (this.scheduled || this.running || this.queue.length > 0) await new Promise((r) => setTimeout(r, 5));
  }

  private schedule() {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => void this.run());
  }

  private async run() {
    this.scheduled = false;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        let rows = 0;
        let n = 0;
        while (n < this.queue.length && (n === 0 || rows + (this.queue[n]?.receipts.length ?? 0) <= RECEIPTS_PER_STATEMENT)) {
          rows += this.queue[n]?.receipts.length ?? 0;
          n++;
        }
        await this.write(this.queue.splice(0, n));
      }
    } finally {
      this.running = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  private async write(batch: Pending[]) {
    // One row per (activation, device): an UPSERT may not touch a row twice.
    const rows = new Map<string, ReceiptRow>();
    for (const p of batch) {
      for (const r of p.receipts) {
        const key = `${r.activationId}:${p.deviceId}`;
        const known = rows.get(key);
        const shownAt = instant(r.shownAt);
        const endedAt = instant(r.endedAt);
        if (known) {
          known.shownAt = earliest(known.shownAt, shownAt);
          known.endedAt = earliest(known.endedAt, endedAt);
        } else rows.set(key, { activationId: r.activationId, deviceId: p.deviceId, organizationId: p.organizationId, shownAt, endedAt });
      }
    }
    try {
      const stored = new Set((await this.repo.upsertReceipts([...rows.values()])).map((s) => `${s.activationId}:${s.deviceId}`));
      for (const p of batch) p.resolve(p.receipts.filter((r) => stored.has(`${r.activationId}:${p.deviceId}`)).length);
    } catch (error) {
      // Told briefly: the driver's code, never the statement or its parameters.
      this.ctx.log.warn({ code: pgErrorCode(error), receipts: rows.size }, 'alert receipts not stored');
      for (const p of batch) p.reject(error);
    }
  }
}
