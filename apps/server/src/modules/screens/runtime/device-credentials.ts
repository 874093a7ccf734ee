import { sha256 } from '../../../lib/crypto.ts';
import type { DeviceIdentity } from '../../../core/context.ts';
import type { PlayerActivityRepository } from './player-activity.repository.ts';

/**
 * How long a checked credential is trusted without reading it again, by default (the configuration's
 * CACHE_REVALIDATE_SECONDS). Every change to who a device is (removal, pairing, organization transfer)
 * reaches every instance through the hub and drops it at once; the expiry only bounds the harm of a
 * lost notification between instances (design brief 2): an entry older than this is read again on
 * its next use, in the same coalesced batches as any miss.
 */
const AUTH_CACHE_MS = 30_000;
/** Credentials read in one query. */
const AUTH_BATCH_MAX = 2_000;

interface Waiter {
  resolve(identity: DeviceIdentity | null): void;
  reject(error: unknown): void;
}

/** The players' credentials this instance checked: who a secret belongs to, read in coalesced batches. */
export class DeviceCredentials {
  private readonly auth = new Map<string, DeviceIdentity & { until: number }>();
  private readonly authByDevice = new Map<number, string>();
  private readonly authQueue = new Map<string, Waiter[]>();
  private authRunning = false;
  /** Counts invalidations, so a credential read that raced one is not cached. */
  private epoch = 0;

  constructor(
    private readonly repo: PlayerActivityRepository,
    private readonly revalidateMs = AUTH_CACHE_MS,
  ) {}

  /**
   * The device a secret belongs to; null when no device has it (removed, or never issued). Cache
   * misses (after a change to the device, or when the entry expired) are read in coalesced batches:
   * a herd of players re-authenticating after a republish costs a few queries, not one per player.
   */
  async identify(secret: string): Promise<DeviceIdentity | null> {
    const hash = sha256(secret);
    const cached = this.auth.get(hash);
    if (cached && cached.until > Date.now()) return cached;
    return new Promise((resolve, reject) => {
      const waiters = this.authQueue.get(hash) ?? [];
      waiters.push({ resolve, reject });
      this.authQueue.set(hash, waiters);
      if (!this.authRunning) {
        this.authRunning = true;
        setImmediate(() => void this.readCredentials());
      }
    });
  }

  /** Every credential is read again when next used (changes to any device may have been missed). */
  forgetAll() {
    this.epoch += 1;
    this.auth.clear();
    this.authByDevice.clear();
  }

  /** Who the device is may have changed (or it is gone): its credential is read again when next used. */
  forget(id: number) {
    this.epoch += 1;
    const hash = this.authByDevice.get(id);
    if (hash) this.auth.delete(hash);
    this.authByDevice.delete(id);
  }

  private async readCredentials() {
    try {
      while (this.authQueue.size > 0) {
        const batch = [...this.authQueue.entries()].slice(0, AUTH_BATCH_MAX);
        for (const [hash] of batch) this.authQueue.delete(hash);
        const epoch = this.epoch;
        try {
          const rows = await this.repo.credentialsOf(batch.map(([hash]) => hash));
          const byHash = new Map(rows.map((r) => [r.secretHash, r]));
          const until = Date.now() + this.revalidateMs;
          for (const [hash, waiters] of batch) {
            const row = byHash.get(hash);
            let identity: (DeviceIdentity & { until: number }) | null = null;
            if (!row) this.auth.delete(hash);
            else {
              identity = { id: row.id, deviceKey: row.deviceKey, organizationId: row.organizationId, until };
              // Not kept when an invalidation arrived meanwhile (the row read may predate it).
              if (epoch === this.epoch) {
                this.auth.set(hash, identity);
                this.authByDevice.set(row.id, hash);
              }
            }
            for (const w of waiters) w.resolve(identity);
          }
        } catch (error) {
          for (const [, waiters] of batch) for (const w of waiters) w.reject(error);
        }
      }
    } finally {
      this.authRunning = false;
    }
  }
}
