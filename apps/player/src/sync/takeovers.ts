import type { ResolverAlert } from '@signage/schedule';
import { ALERT_RECEIPTS_MAX, type PlayerAlert, type PlayerMessage, type PlayerTakeovers, playerTakeovers } from '@signage/shared';
import type { AlertReceiptEntry, PlayerStorage } from '../storage/db.ts';
import { mediaKey, type WantedFile } from './media.ts';

/**
 * The takeover channel on this screen (docs/alerts.md): the alerts and messages the server
 * sends beside the manifest, what of them is on air at an instant, the alert audio files, and the
 * receipts (when an activation went on and off this screen). Pure helpers plus the receipt log; the
 * engine decides when.
 */

/** Nothing held (also the state before the server ever answered). */
export const NO_TAKEOVERS: PlayerTakeovers = { revision: '', alerts: [], messages: [] };

/** A takeovers body (SSE `data` or the GET answer) checked against the contract; null when it is not one. */
export function parseTakeovers(data: unknown): PlayerTakeovers | null {
  const r = playerTakeovers.safeParse(data);
  return r.success ? r.data : null;
}

const time = (iso: string | null): number => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/** Whether an alert is on air at `now`: every alert the server sends is active, until its `endsAt` (if any). */
export function alertOnAir(a: PlayerAlert, now: number): boolean {
  const end = time(a.endsAt);
  return !Number.isNaN(end) && now < end;
}

/**
 * The held alerts as resolver input (`alerts: [{id: activationId, playlistId: null, startsAt, endsAt}]`),
 * so `resolveAt` / `nextChange` of `@signage/schedule` decide exactly as the server's "now playing"
 * does: the newest start wins, and on equal starts the later entry — so they are listed oldest
 * activation first. Every alert the server sends has started; a start a little ahead of this screen's
 * clock (within the clock tolerance the player does not correct) counts from `now`, so an alert never
 * waits for the screen's clock to catch up with the server's.
 */
export function resolverAlerts(alerts: readonly PlayerAlert[], now: number): ResolverAlert[] {
  return [...alerts]
    .map((a) => ({ a, start: Math.min(Date.parse(a.startedAt) || now, now) }))
    .sort((x, y) => x.start - y.start || x.a.activationId - y.a.activationId)
    .map(({ a, start }) => ({ id: a.activationId, playlistId: null, startsAt: new Date(start).toISOString(), endsAt: a.endsAt }));
}

/** The messages shown at `now` (startsAt ≤ now < endsAt), oldest first, so MessageLayer shows the newest of each position. */
export function messagesAt(messages: readonly PlayerMessage[], now: number): PlayerMessage[] {
  return messages
    .filter((m) => time(m.startsAt) <= now && now < time(m.endsAt))
    .sort((a, b) => time(a.startsAt) - time(b.startsAt) || a.id - b.id);
}

/** The first message start or end after `now` (epoch ms), or null. */
export function nextMessageChange(messages: readonly PlayerMessage[], now: number): number | null {
  let next = Number.POSITIVE_INFINITY;
  for (const m of messages) {
    for (const t of [time(m.startsAt), time(m.endsAt)]) if (t > now && t < next) next = t;
  }
  return Number.isFinite(next) ? next : null;
}

/**
 * An alert's audio as a file of this screen: the media file (`/api/player/media/{id}/{hash}`) under
 * the media key, so it shares the file store — and the file — with slides using the same media.
 */
export function alertAudioFile(a: PlayerAlert): WantedFile | null {
  if (!a.audio) return null;
  const id = /\/api\/player\/media\/(\d+)\//.exec(a.audio.url)?.[1];
  const key = id ? mediaKey({ id: Number(id), hash: a.audio.hash }) : `audio:${a.audio.hash}`;
  return { key, url: a.audio.url, bytes: a.audio.bytes };
}

/** The audio files the held alerts use (never pruned while they are held). */
export function alertAudioFiles(alerts: readonly PlayerAlert[]): WantedFile[] {
  const out = new Map<string, WantedFile>();
  for (const a of alerts) {
    const f = alertAudioFile(a);
    if (f) out.set(f.key, f);
  }
  return [...out.values()];
}

/** Receipts kept at most (ended and confirmed ones are dropped at once; this bounds a long outage). */
const RECEIPTS_KEPT = 1000;

export type ReceiptSender = (receipts: { activationId: number; shownAt: string | null; endedAt: string | null }[]) => Promise<unknown>;

/**
 * The alert receipts of this screen: when each activation was first drawn (`shownAt`) and when it
 * stopped being on air here (`endedAt`: its end passed, or it vanished from the takeovers because it
 * was deactivated). An alert hidden under a newer one is still on air. Kept in storage until the
 * server confirmed them (the call is idempotent), so they survive a restart and an outage.
 */
export class AlertReceipts {
  private entries = new Map<number, AlertReceiptEntry & { rev: number }>();
  private sending: Promise<void> | null = null;
  private again = false;
  private saving: Promise<void> = Promise.resolve();
  private persist = true;

  constructor(
    private readonly storage: PlayerStorage,
    private readonly send: ReceiptSender,
  ) {}

  /** Reads the log back at start (before anything is tracked). */
  async restore(): Promise<void> {
    try {
      for (const e of await this.storage.alertReceipts()) this.entries.set(e.activationId, { ...e, rev: 0 });
    } catch {
      this.persist = false;
    }
  }

  /** Local storage is unavailable: keep the log in memory for this session. */
  inMemory(): void {
    this.persist = false;
  }

  /** Forgets everything (a revoked screen; storage is wiped by the engine). */
  clear(): void {
    this.entries.clear();
  }

  get pending(): number {
    let n = 0;
    for (const e of this.entries.values()) if (e.pending) n++;
    return n;
  }

  /** What the log holds (tests and monitoring). */
  list(): AlertReceiptEntry[] {
    return [...this.entries.values()].map(({ rev: _rev, ...e }) => e);
  }

  /**
   * The activations on air now: new ones are tracked, and those tracked that are no longer on air
   * ended (at `endedAt(id)`). True when there is something new to send.
   */
  track(onAir: ReadonlySet<number>, endedAt: (activationId: number) => string): boolean {
    let changed = false;
    let send = false;
    for (const id of onAir) {
      if (this.entries.has(id)) continue;
      this.entries.set(id, { activationId: id, shownAt: null, endedAt: null, pending: false, rev: 0 });
      changed = true;
    }
    for (const e of this.entries.values()) {
      if (e.endedAt !== null || onAir.has(e.activationId)) continue;
      e.endedAt = endedAt(e.activationId);
      e.pending = true;
      e.rev++;
      changed = send = true;
    }
    if (changed) this.save();
    return send;
  }

  /** The activation was drawn on screen (the first time counts). True when there is something new to send. */
  shown(activationId: number, at: string): boolean {
    const e = this.entries.get(activationId);
    if (e?.shownAt || e?.endedAt) return false;
    if (e) {
      e.shownAt = at;
      e.pending = true;
      e.rev++;
    } else this.entries.set(activationId, { activationId, shownAt: at, endedAt: null, pending: true, rev: 1 });
    this.save();
    return true;
  }

  /**
   * Sends what the server has not confirmed, ALERT_RECEIPTS_MAX at a time; a failure keeps it for the
   * next try (and is thrown to the caller). Concurrent calls share one send and run again once.
   */
  flush(): Promise<void> {
    if (this.sending) {
      this.again = true;
      return this.sending;
    }
    this.sending = (async () => {
      do {
        this.again = false;
        const batch = [...this.entries.values()].filter((e) => e.pending).slice(0, ALERT_RECEIPTS_MAX);
        if (!batch.length) break;
        const revs = batch.map((e) => e.rev);
        await this.send(batch.map((e) => ({ activationId: e.activationId, shownAt: e.shownAt, endedAt: e.endedAt })));
        batch.forEach((e, i) => {
          if (this.entries.get(e.activationId) !== e) return;
          // Changed while on the way (e.g. it ended): what it is now goes in the next round.
          if (e.rev !== revs[i]) {
            this.again = true;
            return;
          }
          e.pending = false;
          // Over for this screen and confirmed: nothing more to say about it.
          if (e.endedAt !== null) this.entries.delete(e.activationId);
        });
        this.save();
        if (batch.length === ALERT_RECEIPTS_MAX) this.again = true;
      } while (this.again);
    })().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private save() {
    if (this.entries.size > RECEIPTS_KEPT) {
      // The oldest confirmed (or never-sendable) entries go first; open ones stay.
      for (const e of [...this.entries.values()].sort((a, b) => a.activationId - b.activationId)) {
        if (this.entries.size <= RECEIPTS_KEPT) break;
        if (e.endedAt !== null) this.entries.delete(e.activationId);
      }
    }
    if (!this.persist) return;
    const entries = this.list();
    this.saving = this.saving.then(() => this.storage.saveAlertReceipts(entries)).catch(() => undefined);
  }
}
