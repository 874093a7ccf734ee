import type { PlayerHeartbeatBody, ProofOfPlayRecord } from '@signage/shared';
import type { AppContext, DeviceIdentity } from '../../../core/context.ts';
import { isDatabaseUnavailable, pgErrorCode } from '../../../lib/db-errors.ts';
import type { ManifestCache } from '../manifests/manifest-cache.ts';
import type { LiveStatus } from './live-status.ts';
import type { HeartbeatRow, PlayerActivityRepository, ProofOfPlayRow } from './player-activity.repository.ts';

const FLUSH_MS = 1_000;
/** Proof-of-play records kept in memory while the database cannot take them (a restart). */
const POP_KEEP_MAX = 200_000;
/**
 * Embedded PGlite runs no autovacuum: every heartbeat and version write leaves a dead version of a
 * device row, and a fleet's herds bloat the table (each herd slower than the one before). The table
 * is vacuumed when this many row writes piled up, at a quiet moment (PostgreSQL does it by itself).
 */
const VACUUM_AFTER_ROWS = 5_000;
const VACUUM_CHECK_MS = 3_000;

/** A failed query, told briefly: its code and the driver's message (never the statement or its parameters). */
function briefError(error: unknown) {
  const cause = (error as { cause?: unknown }).cause;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message.slice(0, 200) : String(error);
  return { code: pgErrorCode(error), message };
}

interface PendingHeartbeat extends PlayerHeartbeatBody {
  at: Date;
  organizationId: number;
}

/**
 * The players' writes, batched (design brief 7): heartbeats in one UPDATE per second (a delivery
 * receipt within 100 ms), proof of play in one INSERT per 500 records; the CMS's live events follow
 * each write. On PGlite the devices table is vacuumed between herds.
 */
export class WriteBatcher {
  private readonly heartbeats = new Map<number, PendingHeartbeat>();
  private popBuffer: ProofOfPlayRow[] = [];
  private flushing: Promise<void> | null = null;
  private soonTimer: NodeJS.Timeout | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;
  /** Device row writes since the last VACUUM (PGlite only). */
  private dirtyRows = 0;
  private vacuuming = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: PlayerActivityRepository,
    private readonly live: LiveStatus,
    private readonly manifests: ManifestCache,
  ) {
    const flush = setInterval(() => void this.flush(), FLUSH_MS);
    flush.unref();
    this.timers.push(flush);
    if (ctx.dbKind === 'pglite') {
      const vacuum = setInterval(() => void this.vacuumWhenQuiet(), VACUUM_CHECK_MS);
      vacuum.unref();
      this.timers.push(vacuum);
    }
  }

  /**
   * Buffers a heartbeat. What the player says it plays is kept only when that playlist is in the
   * manifest the server sends the device (the manifest cache knows it: two map lookups, no query
   * per heartbeat); anything else is stored as unknown (null), so a device cannot make the CMS
   * name a playlist it was never sent (another organization's, say).
   */
  async heartbeat(identity: DeviceIdentity, body: PlayerHeartbeatBody) {
    const organizationId = identity.organizationId;
    if (organizationId === null) return;
    const playing = body.playing && (await this.sent(identity.id, body.playing.playlistId)) ? body.playing : null;
    this.heartbeats.set(identity.id, { ...body, playing, at: this.ctx.now(), organizationId });
    // The delivery receipt: a newly applied manifest is written (and shown in the CMS) at once.
    if (this.live.isNews(identity.id, body.manifestVersion)) this.flushSoon();
  }

  /** Whether the device's current manifest carries this playlist. */
  private async sent(deviceId: number, playlistId: number) {
    try {
      return (await this.manifests.manifest(deviceId))?.playlistIds.has(playlistId) ?? false;
    } catch (error) {
      this.ctx.log.warn({ err: error, deviceId }, 'manifest not known: playing not kept');
      return false;
    }
  }

  proofOfPlay(identity: DeviceIdentity, records: ProofOfPlayRecord[]) {
    if (identity.organizationId === null) return 0;
    for (const r of records) this.popBuffer.push({ ...r, organizationId: identity.organizationId, deviceId: identity.id });
    if (this.popBuffer.length >= 2000) this.flushSoon();
    return records.length;
  }

  /** Device rows written elsewhere (the manifest versions), counted towards the next VACUUM. */
  rowsWritten(count: number) {
    this.dirtyRows += count;
  }

  /** A flush within 100 ms, once however many ask (a herd of first heartbeats makes one write). */
  private flushSoon() {
    if (this.soonTimer || this.closed) return;
    this.soonTimer = setTimeout(() => {
      this.soonTimer = null;
      void this.flush();
    }, 100);
    this.soonTimer.unref();
  }

  /** Writes buffered heartbeats (one UPDATE) and proof of play (one INSERT per 500), then publishes changes. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => (this.heartbeats.size || this.popBuffer.length ? this.flush() : undefined));
    this.flushing = this.doFlush().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async doFlush() {
    const beats = [...this.heartbeats.entries()];
    this.heartbeats.clear();
    const pops = this.popBuffer;
    this.popBuffer = [];
    let live: Awaited<ReturnType<WriteBatcher['writeHeartbeats']>> = [];
    try {
      if (beats.length) live = await this.writeHeartbeats(beats);
    } catch (error) {
      // The database is down or restarting: the heartbeats are kept for the next flush unless a
      // newer one of the same screen arrived meanwhile.
      const keep = isDatabaseUnavailable(error);
      if (keep) for (const [id, beat] of beats) if (!this.heartbeats.has(id)) this.heartbeats.set(id, beat);
      this.ctx.log.error({ err: briefError(error), kept: keep ? beats.length : 0 }, 'screens flush failed (heartbeats)');
    }
    // Proof of play was acknowledged to the players (they deleted it): when the database cannot be
    // reached the records are kept and tried again at the next flush (idempotent on the record id),
    // up to POP_KEEP_MAX; any other failure would fail again and is dropped, logged.
    for (let i = 0; i < pops.length; i += 500) {
      const part = pops.slice(i, i + 500);
      try {
        await this.repo.insertProofOfPlay(part, this.ctx.now());
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          this.ctx.log.error({ err: briefError(error), dropped: part.length }, 'proof of play not written');
          continue;
        }
        const rest = pops.slice(i);
        const room = Math.max(0, POP_KEEP_MAX - this.popBuffer.length);
        if (rest.length > room) this.ctx.log.error({ dropped: rest.length - room }, 'proof of play dropped (buffer full)');
        this.popBuffer = rest.slice(0, room).concat(this.popBuffer);
        // Not the error itself: drizzle's message carries the whole batch's parameters.
        this.ctx.log.error(
          { err: briefError(error), kept: Math.min(rest.length, room) },
          'proof of play not written (kept for the next flush)',
        );
        break;
      }
    }
    try {
      if (live.length) await this.live.present(live);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'screens live status failed');
    }
  }

  private async writeHeartbeats(beats: Array<[number, PendingHeartbeat]>) {
    // Nulls are left out of each row (absent = NULL): a smaller parameter.
    const rows = beats.map(([id, b]) => {
      const row: HeartbeatRow = {
        id,
        at: b.at.toISOString(),
        status: b.status,
        app_version: b.appVersion,
        os_version: b.osVersion,
        manifest_version: b.manifestVersion,
        playing: b.playing,
        storage_used: b.storageUsedBytes === null ? null : Math.round(b.storageUsedBytes),
        storage_quota: b.storageQuotaBytes === null ? null : Math.round(b.storageQuotaBytes),
        screen_width: b.screenWidth ?? null,
        screen_height: b.screenHeight ?? null,
        // An empty list or an absent field clears the stored fallbacks (null).
        font_fallbacks: b.fontFallbacks?.length ? [...new Set(b.fontFallbacks)] : null,
      };
      for (const key of Object.keys(row)) if (row[key] === null || row[key] === undefined) delete row[key];
      return row;
    });
    const live = await this.repo.writeHeartbeats(rows);
    this.dirtyRows += beats.length;
    return live;
  }

  /** VACUUM of the devices table on PGlite once enough rows were rewritten, between herds. */
  private async vacuumWhenQuiet() {
    if (this.vacuuming || this.closed || this.dirtyRows < VACUUM_AFTER_ROWS) return;
    if (this.heartbeats.size > 0 || this.flushing || !this.manifests.idle) return;
    this.vacuuming = true;
    const rows = this.dirtyRows;
    try {
      await this.repo.vacuumDevices();
      this.dirtyRows -= rows;
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'vacuum failed');
    } finally {
      this.vacuuming = false;
    }
  }

  /** No more timed writes; what is buffered is written by a last `flush()`. */
  stop() {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    if (this.soonTimer) clearTimeout(this.soonTimer);
  }
}
