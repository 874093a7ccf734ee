import type { PairedManifest, PlayerTakeovers } from '@signage/shared';
import type { PlayerApi } from '../api/client.ts';
import type { PlayerStorage } from '../storage/db.ts';
import type { LocalFiles } from './files.ts';
import { type BlobUrls, wantedFiles } from './media.ts';
import { AlertReceipts, alertAudioFiles, alertOnAir, NO_TAKEOVERS, parseTakeovers } from './takeovers.ts';

/** What the takeover channel needs of the engine that owns it. */
export interface TakeoverHost {
  readonly api: PlayerApi;
  readonly storage: PlayerStorage;
  readonly files: LocalFiles;
  readonly urls: BlobUrls;
  /** The engine's current start (work begun by an earlier start is dropped). */
  generation(): number;
  /** Runs a server call; a revocation restarts the player, other errors are returned as null. */
  guard<T>(fn: () => Promise<T>): Promise<T | null>;
  /** Resolves what is on screen again (the held takeovers or their audio changed). */
  resolve(): void;
  /** The manifest on screen, if any (its files are kept when an alert lets go of the same file). */
  manifest(): PairedManifest | null;
  /** Whether a manifest is being fetched and downloaded now. */
  fetching(): boolean;
  /** The schedule's clock. */
  now(): Date;
}

/**
 * The alerts and messages of the takeover channel on this screen (docs/alerts.md): what the server
 * last sent (stored, so it survives a restart offline), the alerts' audio, and the receipts of when
 * activations went on and off this screen. The engine merges the held alerts into what plays.
 */
export class TakeoverChannel {
  /** The alerts and messages the server last sent (stored, so they survive a restart offline). */
  held: PlayerTakeovers = NO_TAKEOVERS;
  /** Shared by concurrent takeovers requests. */
  private takeoversFetch: Promise<void> | null = null;
  /** Counts `takeovers` events: an answer to a request overtaken by an event is older, and dropped. */
  private takeoversEvents = 0;
  /** When alert activations went on and off this screen, until the server confirmed them. */
  private receipts: AlertReceipts;
  private audioSync: Promise<void> = Promise.resolve();

  constructor(private readonly host: TakeoverHost) {
    this.receipts = new AlertReceipts(host.storage, (receipts) => this.host.api.alertReceipts(receipts));
  }

  /** The alerts that reached this screen come back with it, before anything is drawn. */
  async restore(): Promise<void> {
    this.held = (await this.host.storage.takeovers()) ?? NO_TAKEOVERS;
    await this.receipts.restore();
  }

  /** Local storage is unavailable: receipts are kept in memory for this session. */
  inMemory(): void {
    this.receipts.inMemory();
  }

  /** The screen was revoked: nothing is held any more. */
  clear(): void {
    this.held = NO_TAKEOVERS;
    this.receipts.clear();
  }

  /** Not (or no longer) paired: lets go of what is held. */
  release(): void {
    if (this.held !== NO_TAKEOVERS) this.hold(NO_TAKEOVERS);
  }

  /** Asks for the takeovers (`GET /player/takeovers`); concurrent requests share one. */
  fetch(): Promise<void> {
    this.takeoversFetch ??= (async () => {
      const events = this.takeoversEvents;
      const body = await this.host.guard(() => this.host.api.takeovers());
      // An event that came meanwhile is at least as new as this answer.
      if (body !== null && events === this.takeoversEvents) this.receive(body);
    })().finally(() => {
      this.takeoversFetch = null;
    });
    return this.takeoversFetch;
  }

  /** A `takeovers` event's data: newer than any answer to a request still on its way. */
  event(data: string): void {
    this.takeoversEvents++;
    let body: unknown;
    try {
      body = JSON.parse(data);
    } catch {
      body = null;
    }
    this.receive(body);
  }

  /** A takeovers body from the stream or the GET: replaces what is held when its revision differs. */
  private receive(body: unknown) {
    const next = parseTakeovers(body);
    if (!next) {
      console.warn('player: takeovers not understood', body);
      return;
    }
    if (next.revision === this.held.revision) return;
    this.hold(next);
  }

  private hold(next: PlayerTakeovers) {
    const before = alertAudioFiles(this.held.alerts);
    this.held = next;
    // On screen first (the state is set synchronously, so the alert is drawn in the next frame), then stored.
    this.host.resolve();
    void this.host.storage.saveTakeovers(next.revision ? next : null).catch(() => undefined);
    void this.syncAudio();
    this.dropAudio(before);
  }

  /** The files the held alerts use (their audio): kept through prunes while the alerts are held. */
  fileKeys(): string[] {
    return alertAudioFiles(this.held.alerts).map((f) => f.key);
  }

  /**
   * Makes the held alerts' audio playable: from storage, else downloaded like media (into the same
   * file store). Runs one at a time; the alert is on screen meanwhile and gets its sound when ready.
   */
  syncAudio(): Promise<void> {
    const { files, urls } = this.host;
    const gen = this.host.generation();
    this.audioSync = this.audioSync.then(async () => {
      if (gen !== this.host.generation()) return;
      let added = false;
      const missing = [];
      for (const f of alertAudioFiles(this.held.alerts)) {
        if (urls.get(f.key)) continue;
        const blob = await files.blob(f.key);
        if (blob) {
          urls.set(f.key, blob);
          added = true;
        } else missing.push(f);
      }
      if (missing.length && this.host.api.secret && (await files.download(missing, () => gen === this.host.generation()))) {
        for (const f of missing) {
          const blob = await files.blob(f.key);
          if (blob && gen === this.host.generation()) {
            urls.set(f.key, blob);
            added = true;
          }
        }
      }
      if (added && gen === this.host.generation()) this.host.resolve();
    });
    // One failure (storage gone) must not stop the next syncs.
    this.audioSync = this.audioSync.catch((err) => console.warn('player: alert audio', err));
    return this.audioSync;
  }

  /** Lets go of the audio of alerts no longer held, unless the manifest uses the same file. */
  private dropAudio(before: { key: string }[]) {
    const keep = new Set(this.fileKeys());
    const manifest = this.host.manifest();
    if (manifest) for (const w of wantedFiles(manifest)) keep.add(w.key);
    const gone = before.map((f) => f.key).filter((k) => !keep.has(k));
    if (!gone.length) return;
    this.host.urls.drop(gone);
    // Not while a manifest downloads: it may need the same file (the next prune takes it otherwise).
    if (!this.host.fetching()) for (const k of gone) void this.host.storage.deleteFile(k).catch(() => undefined);
  }

  /** Receipts: what is on air for this screen at `t` (an alert under a newer one is on air too). */
  track(t: number): void {
    const held = this.held;
    const onAir = new Set(held.alerts.filter((a) => alertOnAir(a, t)).map((a) => a.activationId));
    const endedAt = (id: number) => {
      const end = Date.parse(held.alerts.find((a) => a.activationId === id)?.endsAt ?? '');
      return new Date(Number.isNaN(end) ? t : Math.min(end, t)).toISOString();
    };
    if (this.receipts.track(onAir, endedAt)) void this.flushReceipts();
  }

  /**
   * The view drew this activation (the moment of the frame): its receipt's `shownAt`, sent at once.
   * Only the first time counts.
   */
  shown(activationId: number): void {
    if (!this.held.alerts.some((a) => a.activationId === activationId)) return;
    if (this.receipts.shown(activationId, this.host.now().toISOString())) void this.flushReceipts();
  }

  /** What the receipt log holds (tests, monitoring). */
  receiptLog() {
    return this.receipts.list();
  }

  async flushReceipts(): Promise<void> {
    if (!this.host.api.secret || !this.receipts.pending) return;
    await this.host.guard(() => this.receipts.flush());
  }
}
