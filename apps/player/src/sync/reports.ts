import { PLAYER_RECEIPT_SPREAD_MAX_MS, type PlayerHeartbeatBody } from '@signage/shared';
import { failedFonts } from '@signage/slides/render';
import type { PlayerApi } from '../api/client.ts';
import { APP_VERSION, HEARTBEAT_MS } from '../config.ts';
import { clockOffset } from '../lib/clock.ts';
import type { Ended } from '../playback/sequencer.ts';
import { osVersion, screenSize, storageEstimate, timeZone } from '../report/system.ts';
import type { PlayerStorage } from '../storage/db.ts';
import { PlayLog } from './plays.ts';

export interface NowPlaying {
  playlistId: number;
  version: number;
  slideId: number | null;
}

/** What the reports need of the engine that owns them. */
export interface ReportsHost {
  readonly api: PlayerApi;
  /** The engine's current start (a report armed by an earlier start is dropped). */
  generation(): number;
  later(ms: number, fn: () => void): ReturnType<typeof setTimeout>;
  /** Runs a server call; a revocation restarts the player, other errors are returned as null. */
  guard<T>(fn: () => Promise<T>): Promise<T | null>;
  /** What the heartbeat says of the screen, or null while no manifest is applied (no heartbeat then). */
  screen(): { manifestVersion: string; updating: boolean; programOnScreen: boolean; sleeping?: boolean } | null;
  /** The learned clock offset changed: what plays is resolved again. */
  clockChanged(): void;
  /** Captures what is on screen as a JPEG (set by the view), or null. */
  capture(): Promise<Blob | null> | undefined;
}

/**
 * What the screen reports to the server: heartbeats (with the delivery receipt of a manifest, spread
 * over a herd when the server asks), the schedule clock's offset learned from their answers, proof of
 * play and screenshots.
 */
export class Reports {
  private nowPlaying: NowPlaying | null = null;
  /** This start's first heartbeat went out (`announce`). */
  private announced = false;
  /**
   * The spread the server asked for with the last `manifest` event (ms; 0: none): a change pushed to
   * thousands of screens at once is reported back after a random part of it (`receipt`).
   */
  private receiptSpreadMs = 0;
  private receiptPending = false;
  /** Proof of play waiting to be sent. */
  private plays: PlayLog;
  private clockOffsetMs = 0;

  constructor(
    private readonly host: ReportsHost,
    storage: PlayerStorage,
  ) {
    this.plays = new PlayLog(storage, (records) => this.host.api.proofOfPlay(records));
  }

  /** A new start: its first heartbeat is still to go out, no spread receipt is pending. */
  restart(): void {
    this.announced = false;
    this.receiptPending = false;
  }

  /** Local storage is unavailable: proof of play is queued in memory for this session. */
  inMemory(): void {
    this.plays.inMemory();
  }

  /** The spread a `manifest` event asked for (ms), bounded; anything else means none. */
  spreadReceipts(spreadMs: unknown): void {
    this.receiptSpreadMs =
      typeof spreadMs === 'number' && Number.isFinite(spreadMs) ? Math.min(PLAYER_RECEIPT_SPREAD_MAX_MS, Math.max(0, spreadMs)) : 0;
  }

  /** The view reports the slide on screen (heartbeats say what is playing). */
  setPlaying(now: NowPlaying | null): void {
    this.nowPlaying = now;
  }

  /** Plays that ended, as proof-of-play records (each with its own uuid). */
  recordPlays(ended: Ended[], wallNow: number, clockNow: number): void {
    this.plays.record(ended, wallNow, clockNow, () => void this.flushPop());
  }

  async flushPop(): Promise<void> {
    await this.host.guard(() => this.plays.flush());
  }

  /**
   * The first heartbeat of a start goes out as soon as the server has answered for the manifest, even
   * when nothing changed (304): a screen back from a restart or a power cut shows as online (and an
   * offline notification's recovery follows) at once, not a heartbeat interval later.
   */
  announce(): void {
    if (this.announced || !this.host.screen()) return;
    void this.heartbeat();
  }

  /**
   * The heartbeat that says a manifest is being fetched or is applied (the CMS's delivery receipt).
   * At once, unless the server pushed the change to many screens at once and asked for a spread
   * (`manifest` event `spreadMs`): then after a random part of it, so that the receipts of thousands of
   * screens do not compete with their manifest fetches (docs/screens.md). The heartbeat says what the
   * screen has when it goes out, so one pending receipt covers the fetch and the apply.
   */
  receipt(): void {
    const spread = this.receiptSpreadMs;
    if (spread <= 0) {
      void this.heartbeat();
      return;
    }
    if (this.receiptPending) return;
    this.receiptPending = true;
    const gen = this.host.generation();
    this.host.later(Math.random() * spread, () => {
      this.receiptPending = false;
      if (gen === this.host.generation()) void this.heartbeat();
    });
  }

  heartbeatLoop(gen: number): void {
    this.host.later(HEARTBEAT_MS, () => {
      if (gen !== this.host.generation()) return;
      void this.heartbeat();
      this.heartbeatLoop(gen);
    });
  }

  async heartbeat(): Promise<void> {
    const screen = this.host.screen();
    if (!screen) return;
    this.announced = true;
    const playing = screen.programOnScreen ? this.nowPlaying : null;
    const body: PlayerHeartbeatBody = {
      status: screen.sleeping ? 'sleeping' : screen.updating ? 'updating' : playing ? 'playing' : 'idle',
      appVersion: APP_VERSION,
      osVersion: osVersion(),
      timeZone: timeZone(),
      manifestVersion: screen.manifestVersion,
      playing,
      ...(await storageEstimate()),
      ...screenSize(),
      fontFallbacks: failedFonts(),
    };
    const sentAt = Date.now();
    const answer = await this.host.guard(() => this.host.api.heartbeat(body));
    if (answer) this.learnClock(Date.parse(answer.serverTime), sentAt, Date.now());
  }

  /**
   * A screen without a real-time clock (a Raspberry Pi before NTP) can be minutes off. The offset to
   * the server's clock, learned from heartbeat answers, corrects the schedule clock; small
   * differences (≤ 5 s, network delay) are ignored. Offline the last offset stays in force.
   */
  private learnClock(serverMs: number, sentAt: number, receivedAt: number) {
    const next = clockOffset(serverMs, sentAt, receivedAt, this.clockOffsetMs);
    if (next !== null) {
      this.clockOffsetMs = next;
      this.host.clockChanged();
    }
  }

  /** The schedule's clock: the player's own, corrected by the learned offset. */
  now = (): Date => new Date(Date.now() + this.clockOffsetMs);

  async screenshot(): Promise<void> {
    const blob = await this.host.capture()?.catch((err) => {
      console.warn('player: screenshot failed', err);
      return null;
    });
    if (blob) await this.host.guard(() => this.host.api.screenshot(blob));
  }
}
