import type { PairedManifest, PlayerManifest } from '@signage/shared';
import { NetworkError, PlayerApi, RevokedError } from '../api/client.ts';
import { APP_VERSION, POP_FLUSH_MS, RESOLVE_MAX_MS, TAKEOVERS_START_WAIT_MS } from '../config.ts';
import { Backoff } from '../lib/backoff.ts';
import { buildProgram, type Program } from '../playback/program.ts';
import type { Ended } from '../playback/sequencer.ts';
import { osVersion, screenSize, timeZone } from '../report/system.ts';
import { type Credentials, type PlayerStorage, store } from '../storage/db.ts';
import { LocalFiles } from './files.ts';
import { BlobUrls, mediaKey, urlKey, wantedFiles } from './media.ts';
import { type NowPlaying, Reports } from './reports.ts';
import { SyncPlayback } from './server-clock.ts';
import type { EngineState } from './state.ts';
import { awakePlays } from './sleep.ts';
import { EventStream } from './stream.ts';
import { TakeoverChannel } from './takeover-channel.ts';
import { alertAudioFile } from './takeovers.ts';
import { whatPlays } from './what-plays.ts';
import { WIDGET_DATA_MS, WIDGET_DATA_PENDING_MS, WidgetData } from './widget-data.ts';

export type { NowPlaying } from './reports.ts';
export type { EngineState } from './state.ts';

type Listener = () => void;

/** How long blob URLs of files a new manifest dropped stay valid. */
const URL_GRACE_MS = 60_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The sync engine: pairing, the manifest and its media, the schedule clock, and the parts it drives —
 * the event stream with its fallback poll (stream.ts), the alerts and messages of the takeover channel
 * (takeover-channel.ts) and the reports (reports.ts); what plays at an instant is decided by
 * what-plays.ts. Views subscribe to `state` and never talk to the server.
 */
export class Engine {
  state: EngineState = { kind: 'starting' };
  private listeners = new Set<Listener>();
  private credentials: Credentials | null = null;
  private applied: { manifest: PairedManifest; etag: string | null } | null = null;
  private etag: string | null = null;
  private urls = new BlobUrls();
  /** The media and theme images this screen holds (stored, or in memory when storage refuses). */
  private files: LocalFiles;
  private programs = new Map<string, Program>();
  private updating = false;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private resolveTimer: ReturnType<typeof setTimeout> | null = null;
  private fetching: Promise<void> | null = null;
  private fetchAgain = false;
  private generation = 0;
  /** Set by the view: captures what is on screen as a JPEG. */
  capture: (() => Promise<Blob | null>) | null = null;
  /** The event stream and its fallback poll. */
  private stream: EventStream;
  /** The alerts and messages the server last sent, their audio and receipts. */
  private takeovers: TakeoverChannel;
  /** Heartbeats, the schedule clock's offset, proof of play and screenshots. */
  private reports: Reports;
  /** Synchronized playback: the server's clock from NTP-style round trips, and the shared timeline. */
  readonly sync: SyncPlayback;
  /** The data of the manifest's widgets (weather, news …), kept for offline starts. */
  readonly widgets: WidgetData;
  private widgetTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly api = new PlayerApi(),
    private readonly storage: PlayerStorage = store,
  ) {
    this.files = new LocalFiles(api, storage, () => void this.revoked());
    this.widgets = new WidgetData(api, storage);
    const generation = () => this.generation;
    const later = (ms: number, fn: () => void) => this.later(ms, fn);
    const guard = <T>(fn: () => Promise<T>) => this.guard(fn);
    this.reports = new Reports(
      {
        api,
        generation,
        later,
        guard,
        screen: () =>
          this.applied && this.credentials
            ? {
                manifestVersion: this.applied.manifest.version,
                updating: this.updating,
                programOnScreen: this.state.kind === 'paired' && !!this.state.program,
                sleeping: this.sleeping,
              }
            : null,
        clockChanged: () => this.resolve(),
        capture: () => this.capture?.(),
      },
      storage,
    );
    this.sync = new SyncPlayback({ generation, later, serverTime: () => this.guard(() => api.serverTime()) });
    this.takeovers = new TakeoverChannel({
      api,
      storage,
      files: this.files,
      urls: this.urls,
      generation,
      guard,
      resolve: () => this.resolve(),
      manifest: () => this.applied?.manifest ?? null,
      fetching: () => !!this.fetching,
      now: () => this.now(),
    });
    this.stream = new EventStream({
      api,
      generation,
      later,
      revoked: () => void this.revoked(),
      fetchManifest: () => this.fetchManifest(),
      fetchTakeovers: () => this.fetchTakeovers(),
      serverClock: (serverMs) => this.sync.clock.downlink(serverMs),
      manifestEvent: (version, spreadMs) => {
        this.reports.spreadReceipts(spreadMs);
        // Already applied (e.g. the push raced our own fetch): nothing to do.
        if (typeof version !== 'string' || version !== this.applied?.manifest.version) void this.fetchManifest();
      },
      paired: () => {
        void this.fetchTakeovers();
        void this.fetchManifest();
      },
      takeovers: (data) => this.takeovers.event(data),
      screenshot: () => void this.reports.screenshot(),
    });
  }

  /** Inside its sleep hours with no alert on screen (the kiosk's watchdog switches the display off). */
  get sleeping(): boolean {
    return this.state.kind === 'paired' && this.state.sleeping;
  }

  /** True while the event stream is connected. */
  get streamUp(): boolean {
    return this.stream.up;
  }

  subscribe = (fn: Listener): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getState = (): EngineState => this.state;

  private set(state: EngineState) {
    this.state = state;
    for (const fn of this.listeners) fn();
  }

  private later(ms: number, fn: () => void): ReturnType<typeof setTimeout> {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
    return t;
  }

  // ---- start-up and pairing ----

  async start(): Promise<void> {
    const gen = ++this.generation;
    this.reports.restart();
    void Promise.resolve(navigator.storage?.persist?.()).catch(() => undefined);
    try {
      this.credentials = await this.storage.credentials();
      // The alerts that reached this screen come back with it, before anything is drawn.
      if (this.credentials) await this.takeovers.restore();
      const saved = await this.storage.manifest();
      if (saved && this.credentials) {
        await this.widgets.restore();
        await this.apply(saved.manifest, saved.etag, false);
        // Evict what the stored manifest no longer schedules: files left by a prune that a power cut
        // interrupted, or downloaded for a manifest that was never applied. Storage stays bounded by
        // what is scheduled, over weeks of changes.
        void this.files.prune(saved.manifest, this.takeovers.fileKeys());
      }
    } catch (err) {
      console.warn('player: local storage unavailable', err);
      this.reports.inMemory();
      this.takeovers.inMemory();
    }
    if (gen !== this.generation) return;
    const known = !!this.credentials;
    if (!this.credentials) await this.register(gen);
    if (gen !== this.generation || !this.credentials) return;
    this.api.secret = this.credentials.secret;
    if (this.state.kind === 'starting') this.showPairing(this.credentials.pairingCode, this.credentials.pairingExpiresAt, location.origin);
    void this.takeovers.syncAudio();
    // A screen coming back asks for its alerts before its manifest, so an alert that started while it
    // was away is on screen first (a new registration cannot have any). Bounded: a slow answer does
    // not hold back the manifest.
    if (known) {
      await Promise.race([this.fetchTakeovers(), sleep(TAKEOVERS_START_WAIT_MS)]);
      if (gen !== this.generation) return;
      void this.takeovers.flushReceipts();
    }
    void this.stream.run(gen);
    this.stream.schedulePoll(gen, 0, false);
    this.reports.heartbeatLoop(gen);
    this.popLoop(gen);
    this.widgetLoop(gen, WIDGET_DATA_MS);
  }

  private async register(gen: number): Promise<void> {
    const backoff = new Backoff();
    this.api.secret = null;
    while (gen === this.generation) {
      try {
        const r = await this.api.register({ appVersion: APP_VERSION, osVersion: osVersion(), timeZone: timeZone(), ...screenSize() });
        const creds: Credentials = {
          deviceId: r.deviceId,
          secret: r.deviceSecret,
          pairingCode: r.pairingCode,
          pairingExpiresAt: r.pairingExpiresAt,
        };
        await this.storage.saveCredentials(creds).catch(() => undefined);
        this.credentials = creds;
        this.showPairing(r.pairingCode, r.pairingExpiresAt, location.origin);
        return;
      } catch (err) {
        console.warn('player: registration failed, retrying', err);
        if (this.state.kind === 'starting' && !this.state.offline) this.set({ kind: 'starting', offline: true });
        await sleep(backoff.next());
      }
    }
  }

  private showPairing(code: string, expiresAt: string, serverUrl: string) {
    this.set({ kind: 'pairing', code, expiresAt, serverUrl: serverUrl || location.origin });
  }

  /** 401 DEVICE_REVOKED: forget everything and pair again. */
  private async revoked(): Promise<void> {
    this.stop();
    this.applied = null;
    this.etag = null;
    this.credentials = null;
    this.programs.clear();
    this.takeovers.clear();
    this.urls.retain([]);
    this.files.clear();
    await this.storage.wipe().catch(() => undefined);
    this.set({ kind: 'starting' });
    void this.start();
  }

  stop(): void {
    this.generation++;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.resolveTimer) clearTimeout(this.resolveTimer);
    this.resolveTimer = null;
    this.stream.stop();
  }

  /** Runs a server call; a revocation restarts the player, other errors are returned as null. */
  private async guard<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof RevokedError) {
        void this.revoked();
        return null;
      }
      if (!(err instanceof NetworkError)) console.warn('player:', err);
      return null;
    }
  }

  // ---- the manifest ----

  /** Fetches the manifest (If-None-Match); concurrent requests share one fetch and re-run once. */
  fetchManifest(): Promise<void> {
    if (this.fetching) {
      this.fetchAgain = true;
      return this.fetching;
    }
    this.fetching = (async () => {
      do {
        this.fetchAgain = false;
        const r = await this.guard(() => this.api.manifest(this.etag));
        if (r?.status === 'ok') await this.received(r.manifest, r.etag);
        if (r) this.reports.announce();
      } while (this.fetchAgain);
    })().finally(() => {
      this.fetching = null;
    });
    return this.fetching;
  }

  private async received(manifest: PlayerManifest, etag: string | null) {
    if (manifest.status === 'pairing') {
      // Not (or no longer) paired: nothing of a previous pairing may come back on screen.
      if (this.applied) {
        this.applied = null;
        if (this.resolveTimer) clearTimeout(this.resolveTimer);
        this.resolveTimer = null;
        await this.storage.saveManifest(null).catch(() => undefined);
      }
      this.takeovers.release();
      this.etag = etag;
      if (this.credentials && this.credentials.pairingCode !== manifest.pairingCode) {
        this.credentials = { ...this.credentials, pairingCode: manifest.pairingCode, pairingExpiresAt: manifest.pairingExpiresAt };
        await this.storage.saveCredentials(this.credentials).catch(() => undefined);
      }
      this.showPairing(manifest.pairingCode, manifest.pairingExpiresAt, manifest.serverUrl);
      return;
    }
    if (this.applied && this.applied.manifest.version === manifest.version) {
      this.etag = etag;
      return;
    }
    await this.download(manifest, etag);
  }

  // ---- media and applying a manifest ----

  private async download(manifest: PairedManifest, etag: string | null) {
    const gen = this.generation;
    const fetch = await this.files.missing(manifest);
    if (fetch.length) {
      this.updating = true;
      this.reports.receipt();
    }
    const online = await this.files.download(fetch, () => gen === this.generation);
    this.updating = false;
    if (gen !== this.generation) return;
    if (!online) {
      // Keep playing what we have; the next poll or event tries again.
      void this.reports.heartbeat();
      return;
    }
    await this.storage.saveManifest({ manifest, etag, appliedAt: new Date().toISOString() }).catch(() => undefined);
    await this.apply(manifest, etag, true);
  }

  /** Makes a downloaded manifest the one on screen: blob URLs, programs, what plays, then prune. */
  private async apply(manifest: PairedManifest, etag: string | null, report: boolean) {
    const wanted = wantedFiles(manifest);
    for (const w of wanted) {
      if (this.urls.get(w.key)) continue;
      const blob = await this.files.blob(w.key);
      if (blob) this.urls.set(w.key, blob);
    }
    const mediaById = new Map(manifest.media.map((m) => [String(m.id), m]));
    const lookup = (mediaId: string) => {
      const m = mediaById.get(mediaId);
      return m ? this.urls.get(mediaKey(m)) : undefined;
    };
    this.programs = new Map(Object.entries(manifest.playlists).map(([id, p]) => [id, buildProgram(p, lookup, manifest.device.timeZone)]));
    this.applied = { manifest, etag };
    this.sync.follow(manifest, this.generation);
    this.etag = etag;
    this.resolve();
    // Files the new manifest dropped may still be on screen until the new program takes over: their
    // blob URLs are revoked a minute later (never leaked, never pulled from under a playing video).
    this.later(URL_GRACE_MS, () => {
      if (this.applied?.manifest !== manifest) return;
      const keys = new Set([...wanted.map((w) => w.key), ...this.takeovers.fileKeys()]);
      this.urls.retain(keys);
      this.files.retain(keys);
    });
    if (report) {
      this.reports.receipt();
      void this.files.prune(manifest, this.takeovers.fileKeys());
      this.widgetLoop(this.generation, 0);
    }
  }

  // ---- what plays when ----

  /**
   * Resolves what is on screen on the player's own (corrected) clock — the schedule with the held
   * alerts merged in, and the messages — and arms a timer for the next change (a schedule change,
   * an alert's end, a message's start or end), so all of it happens on time with no network.
   */
  resolve(now = this.now()): void {
    if (this.resolveTimer) clearTimeout(this.resolveTimer);
    this.resolveTimer = null;
    const t = now.getTime();
    const held = this.takeovers.held;
    this.takeovers.track(t);
    const applied = this.applied;
    if (!applied) return;
    const { manifest } = applied;
    const { program, alert, sleeping, messages, nextChangeAt: at } = whatPlays(manifest, this.programs, held, now);
    const wait = Number.isFinite(at) ? Math.max(0, at - t) : RESOLVE_MAX_MS;
    this.resolveTimer = setTimeout(() => this.resolve(), Math.min(RESOLVE_MAX_MS, wait + 5));
    const audio = alert ? alertAudioFile(alert) : null;
    const alertAudioUrl = audio ? (this.urls.get(audio.key) ?? null) : null;
    const current = this.state.kind === 'paired' ? this.state : null;
    if (
      current &&
      current.manifest === manifest &&
      current.sleeping === sleeping &&
      current.program === program &&
      current.alert === alert &&
      current.alertAudioUrl === alertAudioUrl &&
      current.sync === this.sync.timeline &&
      sameList(current.messages, messages)
    ) {
      return;
    }
    const mime = new Map(manifest.media.map((m) => [String(m.id), m.mime]));
    this.set({
      kind: 'paired',
      manifest,
      sleeping,
      program,
      alert,
      alertAudioUrl,
      sync: this.sync.timeline,
      messages: current && sameList(current.messages, messages) ? current.messages : messages,
      themeUrl: current?.manifest === manifest ? current.themeUrl : (url) => (url ? (this.urls.get(urlKey(url)) ?? url) : null),
      mediaMime: current?.manifest === manifest ? current.mediaMime : (id) => mime.get(id),
    });
    // Going to sleep or waking is told at once (the CMS shows "Sleeping"), not a heartbeat later.
    if (current && current.sleeping !== sleeping) void this.reports.heartbeat();
  }

  // ---- alerts and messages (the takeover channel, docs/alerts.md) ----

  /** Asks for the takeovers (`GET /player/takeovers`); concurrent requests share one. */
  fetchTakeovers(): Promise<void> {
    return this.takeovers.fetch();
  }

  /**
   * The view drew this activation (the moment of the frame): its receipt's `shownAt`, sent at once.
   * Only the first time counts.
   */
  alertShown(activationId: number): void {
    this.takeovers.shown(activationId);
  }

  /** What the receipt log holds (tests, monitoring). */
  alertReceipts() {
    return this.takeovers.receiptLog();
  }

  // ---- reports ----

  /** The view reports the slide on screen (heartbeats say what is playing). */
  setPlaying(now: NowPlaying | null): void {
    this.reports.setPlaying(now);
  }

  /** Plays that ended, as proof-of-play records (each with its own uuid). */
  recordPlays(ended: Ended[], wallNow = this.now().getTime(), clockNow = performance.now()): void {
    // Nothing that began inside the sleep hours counts.
    const awake = awakePlays(ended, this.applied?.manifest.device, wallNow, clockNow);
    if (awake.length) this.reports.recordPlays(awake, wallNow, clockNow);
  }

  private popLoop(gen: number) {
    this.later(POP_FLUSH_MS, () => {
      if (gen !== this.generation) return;
      void this.reports.flushPop();
      void this.takeovers.flushReceipts();
      this.popLoop(gen);
    });
  }

  /** Widget data: after each manifest and every minute (every few seconds while a source has none yet). */
  private widgetLoop(gen: number, delay: number) {
    if (this.widgetTimer) {
      clearTimeout(this.widgetTimer);
      this.timers.delete(this.widgetTimer);
    }
    this.widgetTimer = this.later(delay, async () => {
      if (gen !== this.generation) return;
      await this.refreshWidgets();
      if (gen !== this.generation) return;
      this.widgetLoop(gen, this.widgets.waiting ? WIDGET_DATA_PENDING_MS : WIDGET_DATA_MS);
    });
  }

  private async refreshWidgets() {
    if (!this.applied || !this.credentials) return;
    await this.guard(() => this.widgets.refresh());
  }

  heartbeat(): Promise<void> {
    return this.reports.heartbeat();
  }

  /**
   * The schedule's clock: the player's own corrected by the heartbeats' offset; on a synchronized
   * screen the server's as the round trips estimate it (its screens change playlists together).
   */
  now = (): Date => this.sync.now() ?? this.reports.now();
}
