import { nextChange, type ResolverInput, resolveAt } from '@signage/schedule';
import {
  type PairedManifest,
  PLAYER_POLL_JITTER_MS,
  PLAYER_POLL_MS,
  PLAYER_RECEIPT_SPREAD_MAX_MS,
  type PlayerAlert,
  type PlayerHeartbeatBody,
  type PlayerManifest,
  type PlayerMessage,
  type PlayerTakeovers,
} from '@signage/shared';
import { readEventStream } from '@signage/shared/sse';
import { NetworkError, PlayerApi, RevokedError } from '../api/client.ts';
import { failedFonts } from '@signage/slides/render';
import {
  APP_VERSION,
  HEARTBEAT_MS,
  POP_FLUSH_MS,
  RESOLVE_MAX_MS,
  STREAM_IDLE_MS,
  TAKEOVERS_EVENT_WAIT_MS,
  TAKEOVERS_START_WAIT_MS,
} from '../config.ts';
import { Backoff, pollDelay } from '../lib/backoff.ts';
import { clockOffset } from '../lib/clock.ts';
import { buildProgram, type Program } from '../playback/program.ts';
import type { Ended } from '../playback/sequencer.ts';
import { osVersion, screenSize, storageEstimate, timeZone } from '../report/system.ts';
import { type Credentials, type PlayerStorage, store } from '../storage/db.ts';
import { LocalFiles } from './files.ts';
import { BlobUrls, mediaKey, urlKey, wantedFiles } from './media.ts';
import { PlayLog } from './plays.ts';
import {
  AlertReceipts,
  alertAudioFile,
  alertAudioFiles,
  alertOnAir,
  messagesAt,
  NO_TAKEOVERS,
  nextMessageChange,
  parseTakeovers,
  resolverAlerts,
} from './takeovers.ts';
import { WIDGET_DATA_MS, WIDGET_DATA_PENDING_MS, WidgetData } from './widget-data.ts';

/**
 * The sync engine: pairing, the manifest and its media, the alerts and messages of the takeover
 * channel, the event stream with its fallback poll, the schedule clock and the reports. Views
 * subscribe to `state` and never talk to the server.
 */
export type EngineState =
  | { kind: 'starting'; offline?: boolean }
  | { kind: 'pairing'; code: string; expiresAt: string; serverUrl: string }
  | {
      kind: 'paired';
      manifest: PairedManifest;
      /** What plays now (null = the idle branding screen, or an alert has the screen). */
      program: Program | null;
      /** The alert on air, full screen over everything (the newest activation), else null. */
      alert: PlayerAlert | null;
      /** Its audio as a local blob URL, once stored (the alert never waits for it). */
      alertAudioUrl: string | null;
      /** The messages shown now, oldest first (over the program and the idle screen, under an alert). */
      messages: PlayerMessage[];
      /** URL to show a theme image from (local blob when cached). */
      themeUrl: (url: string | null) => string | null;
      /** MIME type of a media file by its id (popups). */
      mediaMime: (mediaId: string) => string | undefined;
    };

export interface NowPlaying {
  playlistId: number;
  version: number;
  slideId: number | null;
}

type Listener = () => void;

/** How long blob URLs of files a new manifest dropped stay valid. */
const URL_GRACE_MS = 60_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export class Engine {
  state: EngineState = { kind: 'starting' };
  /** True while the event stream is connected. */
  streamUp = false;
  private listeners = new Set<Listener>();
  private credentials: Credentials | null = null;
  private applied: { manifest: PairedManifest; etag: string | null } | null = null;
  private etag: string | null = null;
  private urls = new BlobUrls();
  /** The media and theme images this screen holds (stored, or in memory when storage refuses). */
  private files: LocalFiles;
  private programs = new Map<string, Program>();
  private updating = false;
  private nowPlaying: NowPlaying | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private resolveTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private streamAbort: AbortController | null = null;
  private fetching: Promise<void> | null = null;
  /** This start's first heartbeat went out (`announce`). */
  private announced = false;
  /**
   * The spread the server asked for with the last `manifest` event (ms; 0: none): a change pushed to
   * thousands of screens at once is reported back after a random part of it (`receipt`).
   */
  private receiptSpreadMs = 0;
  private receiptPending = false;
  private fetchAgain = false;
  private generation = 0;
  /** Proof of play waiting to be sent. */
  private plays: PlayLog;
  private clockOffsetMs = 0;
  /** Set by the view: captures what is on screen as a JPEG. */
  capture: (() => Promise<Blob | null>) | null = null;
  /** The alerts and messages the server last sent (stored, so they survive a restart offline). */
  private takeovers: PlayerTakeovers = NO_TAKEOVERS;
  /** Shared by concurrent takeovers requests. */
  private takeoversFetch: Promise<void> | null = null;
  /** Counts stream connections; set to the current one when its `takeovers` event came. */
  private connection = 0;
  private takeoversEventOn = -1;
  /** Counts `takeovers` events: an answer to a request overtaken by an event is older, and dropped. */
  private takeoversEvents = 0;
  /** When alert activations went on and off this screen, until the server confirmed them. */
  private receipts: AlertReceipts;
  private audioSync: Promise<void> = Promise.resolve();
  /** The data of the manifest's widgets (weather, news …), kept for offline starts. */
  readonly widgets: WidgetData;
  private widgetTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly api = new PlayerApi(),
    private readonly storage: PlayerStorage = store,
  ) {
    this.files = new LocalFiles(api, storage, () => void this.revoked());
    this.widgets = new WidgetData(api, storage);
    this.plays = new PlayLog(storage, (records) => this.api.proofOfPlay(records));
    this.receipts = new AlertReceipts(storage, (receipts) => this.api.alertReceipts(receipts));
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
    this.announced = false;
    this.receiptPending = false;
    void Promise.resolve(navigator.storage?.persist?.()).catch(() => undefined);
    try {
      this.credentials = await this.storage.credentials();
      if (this.credentials) {
        // The alerts that reached this screen come back with it, before anything is drawn.
        this.takeovers = (await this.storage.takeovers()) ?? NO_TAKEOVERS;
        await this.receipts.restore();
      }
      const saved = await this.storage.manifest();
      if (saved && this.credentials) {
        await this.widgets.restore();
        await this.apply(saved.manifest, saved.etag, false);
        // Evict what the stored manifest no longer schedules: files left by a prune that a power cut
        // interrupted, or downloaded for a manifest that was never applied. Storage stays bounded by
        // what is scheduled, over weeks of changes.
        void this.files.prune(saved.manifest, this.alertFileKeys());
      }
    } catch (err) {
      console.warn('player: local storage unavailable', err);
      this.plays.inMemory();
      this.receipts.inMemory();
    }
    if (gen !== this.generation) return;
    const known = !!this.credentials;
    if (!this.credentials) await this.register(gen);
    if (gen !== this.generation || !this.credentials) return;
    this.api.secret = this.credentials.secret;
    if (this.state.kind === 'starting') this.showPairing(this.credentials.pairingCode, this.credentials.pairingExpiresAt, location.origin);
    void this.syncAlertAudio();
    // A screen coming back asks for its alerts before its manifest, so an alert that started while it
    // was away is on screen first (a new registration cannot have any). Bounded: a slow answer does
    // not hold back the manifest.
    if (known) {
      await Promise.race([this.fetchTakeovers(), sleep(TAKEOVERS_START_WAIT_MS)]);
      if (gen !== this.generation) return;
      void this.flushReceipts();
    }
    void this.runStream(gen);
    this.schedulePoll(gen, 0, false);
    this.heartbeatLoop(gen);
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
    this.takeovers = NO_TAKEOVERS;
    this.receipts.clear();
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
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.resolveTimer = null;
    this.pollTimer = null;
    this.streamAbort?.abort();
    this.streamAbort = null;
    this.streamUp = false;
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

  // ---- event stream and fallback poll ----

  private async runStream(gen: number): Promise<void> {
    const backoff = new Backoff();
    while (gen === this.generation) {
      const abort = new AbortController();
      this.streamAbort = abort;
      let idle: ReturnType<typeof setTimeout> | null = null;
      const resetIdle = () => {
        if (idle) clearTimeout(idle);
        idle = setTimeout(() => abort.abort(), STREAM_IDLE_MS);
      };
      try {
        resetIdle(); // also bounds the wait for the response headers
        const res = await this.api.events(abort.signal);
        if (!res.body) throw new NetworkError('no stream');
        this.streamUp = true;
        backoff.reset();
        resetIdle();
        // Anything missed while disconnected: one manifest check on every (re)connect, and the
        // takeovers if the server's opening `takeovers` event does not come.
        const connection = ++this.connection;
        this.later(TAKEOVERS_EVENT_WAIT_MS, () => {
          if (gen === this.generation && this.connection === connection && this.streamUp && this.takeoversEventOn !== connection) {
            void this.fetchTakeovers();
          }
        });
        void this.fetchManifest();
        await readEventStream(res.body, (ev) => this.onEvent(ev.event, ev.data), resetIdle);
      } catch (err) {
        if (err instanceof RevokedError) {
          void this.revoked();
          return;
        }
      } finally {
        if (idle) clearTimeout(idle);
        this.streamUp = false;
      }
      if (gen !== this.generation) return;
      this.schedulePoll(gen);
      await sleep(backoff.next());
    }
  }

  private onEvent(name: string, data: string) {
    switch (name) {
      case 'manifest': {
        // Already applied (e.g. the push raced our own fetch): nothing to do.
        let version: unknown;
        let spreadMs: unknown;
        try {
          ({ version, spreadMs } = JSON.parse(data) as { version?: unknown; spreadMs?: unknown });
        } catch {
          version = undefined;
        }
        this.receiptSpreadMs =
          typeof spreadMs === 'number' && Number.isFinite(spreadMs) ? Math.min(PLAYER_RECEIPT_SPREAD_MAX_MS, Math.max(0, spreadMs)) : 0;
        if (typeof version !== 'string' || version !== this.applied?.manifest.version) void this.fetchManifest();
        break;
      }
      case 'paired':
        void this.fetchTakeovers();
        void this.fetchManifest();
        break;
      case 'takeovers': {
        this.takeoversEventOn = this.connection;
        this.takeoversEvents++;
        let body: unknown;
        try {
          body = JSON.parse(data);
        } catch {
          body = null;
        }
        this.receiveTakeovers(body);
        break;
      }
      case 'revoked':
        void this.revoked();
        break;
      case 'reload':
        location.reload();
        break;
      case 'screenshot':
        void this.screenshot();
        break;
      default:
        break;
    }
  }

  /**
   * The fallback poll: every 20 s ± 5 s while the stream is down (and once at start): the takeovers
   * first (unless just fetched), then the manifest.
   */
  private schedulePoll(gen: number, delay = pollDelay(PLAYER_POLL_MS, PLAYER_POLL_JITTER_MS), takeovers = true) {
    if (this.pollTimer) return;
    this.pollTimer = setTimeout(async () => {
      this.pollTimer = null;
      if (gen !== this.generation) return;
      if (takeovers && !this.streamUp) await this.fetchTakeovers();
      if (gen !== this.generation) return;
      await this.fetchManifest();
      if (gen === this.generation && !this.streamUp) this.schedulePoll(gen);
    }, delay);
  }

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
        if (r) this.announce();
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
      if (this.takeovers !== NO_TAKEOVERS) this.holdTakeovers(NO_TAKEOVERS);
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
      this.receipt();
    }
    const online = await this.files.download(fetch, () => gen === this.generation);
    this.updating = false;
    if (gen !== this.generation) return;
    if (!online) {
      // Keep playing what we have; the next poll or event tries again.
      void this.heartbeat();
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
    this.programs = new Map(Object.entries(manifest.playlists).map(([id, p]) => [id, buildProgram(p, lookup)]));
    this.applied = { manifest, etag };
    this.etag = etag;
    this.resolve();
    // Files the new manifest dropped may still be on screen until the new program takes over: their
    // blob URLs are revoked a minute later (never leaked, never pulled from under a playing video).
    this.later(URL_GRACE_MS, () => {
      if (this.applied?.manifest !== manifest) return;
      const keys = new Set([...wanted.map((w) => w.key), ...this.alertFileKeys()]);
      this.urls.retain(keys);
      this.files.retain(keys);
    });
    if (report) {
      this.receipt();
      void this.files.prune(manifest, this.alertFileKeys());
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
    const held = this.takeovers;
    // Receipts: what is on air for this screen now (an alert under a newer one is on air too).
    const onAir = new Set(held.alerts.filter((a) => alertOnAir(a, t)).map((a) => a.activationId));
    const endedAt = (id: number) => {
      const end = Date.parse(held.alerts.find((a) => a.activationId === id)?.endsAt ?? '');
      return new Date(Number.isNaN(end) ? t : Math.min(end, t)).toISOString();
    };
    if (this.receipts.track(onAir, endedAt)) void this.flushReceipts();
    const applied = this.applied;
    if (!applied) return;
    const { manifest } = applied;
    const schedule = manifest.schedule as ResolverInput;
    const input: ResolverInput = { ...schedule, alerts: [...schedule.alerts, ...resolverAlerts(held.alerts, t)] };
    let program: Program | null = null;
    let alert: PlayerAlert | null = null;
    let next: Date | null = null;
    try {
      const resolution = resolveAt(input, now);
      next = nextChange(input, now);
      const source = resolution.source;
      // An alert shows whether or not the device is enabled: the server decides who it targets.
      alert = source.kind === 'alert' ? (held.alerts.find((a) => a.activationId === source.alertId) ?? null) : null;
      if (!alert && manifest.device.active && resolution.playlistId !== null) {
        const p = this.programs.get(String(resolution.playlistId));
        program = p?.slides.length ? p : null;
      }
    } catch (err) {
      console.warn('player: schedule', err);
    }
    const messages = messagesAt(held.messages, t);
    const messageChange = nextMessageChange(held.messages, t);
    const at = Math.min(next ? next.getTime() : Number.POSITIVE_INFINITY, messageChange ?? Number.POSITIVE_INFINITY);
    const wait = Number.isFinite(at) ? Math.max(0, at - t) : RESOLVE_MAX_MS;
    this.resolveTimer = setTimeout(() => this.resolve(), Math.min(RESOLVE_MAX_MS, wait + 5));
    const audio = alert ? alertAudioFile(alert) : null;
    const alertAudioUrl = audio ? (this.urls.get(audio.key) ?? null) : null;
    const current = this.state.kind === 'paired' ? this.state : null;
    if (
      current &&
      current.manifest === manifest &&
      current.program === program &&
      current.alert === alert &&
      current.alertAudioUrl === alertAudioUrl &&
      sameList(current.messages, messages)
    ) {
      return;
    }
    const mime = new Map(manifest.media.map((m) => [String(m.id), m.mime]));
    this.set({
      kind: 'paired',
      manifest,
      program,
      alert,
      alertAudioUrl,
      messages: current && sameList(current.messages, messages) ? current.messages : messages,
      themeUrl: current?.manifest === manifest ? current.themeUrl : (url) => (url ? (this.urls.get(urlKey(url)) ?? url) : null),
      mediaMime: current?.manifest === manifest ? current.mediaMime : (id) => mime.get(id),
    });
  }

  // ---- alerts and messages (the takeover channel, docs/alerts.md) ----

  /** Asks for the takeovers (`GET /player/takeovers`); concurrent requests share one. */
  fetchTakeovers(): Promise<void> {
    this.takeoversFetch ??= (async () => {
      const events = this.takeoversEvents;
      const body = await this.guard(() => this.api.takeovers());
      // An event that came meanwhile is at least as new as this answer.
      if (body !== null && events === this.takeoversEvents) this.receiveTakeovers(body);
    })().finally(() => {
      this.takeoversFetch = null;
    });
    return this.takeoversFetch;
  }

  /** A takeovers body from the stream or the GET: replaces what is held when its revision differs. */
  private receiveTakeovers(body: unknown) {
    const next = parseTakeovers(body);
    if (!next) {
      console.warn('player: takeovers not understood', body);
      return;
    }
    if (next.revision === this.takeovers.revision) return;
    this.holdTakeovers(next);
  }

  private holdTakeovers(next: PlayerTakeovers) {
    const before = alertAudioFiles(this.takeovers.alerts);
    this.takeovers = next;
    // On screen first (the state is set synchronously, so the alert is drawn in the next frame), then stored.
    this.resolve();
    void this.storage.saveTakeovers(next.revision ? next : null).catch(() => undefined);
    void this.syncAlertAudio();
    this.dropAlertAudio(before);
  }

  /** The files the held alerts use (their audio): kept through prunes while the alerts are held. */
  private alertFileKeys(): string[] {
    return alertAudioFiles(this.takeovers.alerts).map((f) => f.key);
  }

  /**
   * Makes the held alerts' audio playable: from storage, else downloaded like media (into the same
   * file store). Runs one at a time; the alert is on screen meanwhile and gets its sound when ready.
   */
  private syncAlertAudio(): Promise<void> {
    const gen = this.generation;
    this.audioSync = this.audioSync.then(async () => {
      if (gen !== this.generation) return;
      let added = false;
      const missing = [];
      for (const f of alertAudioFiles(this.takeovers.alerts)) {
        if (this.urls.get(f.key)) continue;
        const blob = await this.files.blob(f.key);
        if (blob) {
          this.urls.set(f.key, blob);
          added = true;
        } else missing.push(f);
      }
      if (missing.length && this.api.secret && (await this.files.download(missing, () => gen === this.generation))) {
        for (const f of missing) {
          const blob = await this.files.blob(f.key);
          if (blob && gen === this.generation) {
            this.urls.set(f.key, blob);
            added = true;
          }
        }
      }
      if (added && gen === this.generation) this.resolve();
    });
    // One failure (storage gone) must not stop the next syncs.
    this.audioSync = this.audioSync.catch((err) => console.warn('player: alert audio', err));
    return this.audioSync;
  }

  /** Lets go of the audio of alerts no longer held, unless the manifest uses the same file. */
  private dropAlertAudio(before: { key: string }[]) {
    const keep = new Set(this.alertFileKeys());
    if (this.applied) for (const w of wantedFiles(this.applied.manifest)) keep.add(w.key);
    const gone = before.map((f) => f.key).filter((k) => !keep.has(k));
    if (!gone.length) return;
    this.urls.drop(gone);
    // Not while a manifest downloads: it may need the same file (the next prune takes it otherwise).
    if (!this.fetching) for (const k of gone) void this.storage.deleteFile(k).catch(() => undefined);
  }

  /**
   * The view drew this activation (the moment of the frame): its receipt's `shownAt`, sent at once.
   * Only the first time counts.
   */
  alertShown(activationId: number): void {
    if (!this.takeovers.alerts.some((a) => a.activationId === activationId)) return;
    if (this.receipts.shown(activationId, this.now().toISOString())) void this.flushReceipts();
  }

  /** What the receipt log holds (tests, monitoring). */
  alertReceipts() {
    return this.receipts.list();
  }

  private async flushReceipts() {
    if (!this.api.secret || !this.receipts.pending) return;
    await this.guard(() => this.receipts.flush());
  }

  // ---- reports ----

  /** The view reports the slide on screen (heartbeats say what is playing). */
  setPlaying(now: NowPlaying | null): void {
    this.nowPlaying = now;
  }

  /** Plays that ended, as proof-of-play records (each with its own uuid). */
  recordPlays(ended: Ended[], wallNow = this.now().getTime(), clockNow = performance.now()): void {
    this.plays.record(ended, wallNow, clockNow, () => void this.flushPop());
  }

  private async flushPop() {
    await this.guard(() => this.plays.flush());
  }

  private popLoop(gen: number) {
    this.later(POP_FLUSH_MS, () => {
      if (gen !== this.generation) return;
      void this.flushPop();
      void this.flushReceipts();
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

  /**
   * The first heartbeat of a start goes out as soon as the server has answered for the manifest, even
   * when nothing changed (304): a screen back from a restart or a power cut shows as online (and an
   * offline notification's recovery follows) at once, not a heartbeat interval later.
   */
  private announce() {
    if (this.announced || !this.applied) return;
    void this.heartbeat();
  }

  /**
   * The heartbeat that says a manifest is being fetched or is applied (the CMS's delivery receipt).
   * At once, unless the server pushed the change to many screens at once and asked for a spread
   * (`manifest` event `spreadMs`): then after a random part of it, so that the receipts of thousands of
   * screens do not compete with their manifest fetches (docs/screens.md). The heartbeat says what the
   * screen has when it goes out, so one pending receipt covers the fetch and the apply.
   */
  private receipt() {
    const spread = this.receiptSpreadMs;
    if (spread <= 0) {
      void this.heartbeat();
      return;
    }
    if (this.receiptPending) return;
    this.receiptPending = true;
    const gen = this.generation;
    this.later(Math.random() * spread, () => {
      this.receiptPending = false;
      if (gen === this.generation) void this.heartbeat();
    });
  }

  private heartbeatLoop(gen: number) {
    this.later(HEARTBEAT_MS, () => {
      if (gen !== this.generation) return;
      void this.heartbeat();
      this.heartbeatLoop(gen);
    });
  }

  async heartbeat(): Promise<void> {
    if (!this.applied || !this.credentials) return;
    this.announced = true;
    const playing = this.state.kind === 'paired' && this.state.program ? this.nowPlaying : null;
    const body: PlayerHeartbeatBody = {
      status: this.updating ? 'updating' : playing ? 'playing' : 'idle',
      appVersion: APP_VERSION,
      osVersion: osVersion(),
      timeZone: timeZone(),
      manifestVersion: this.applied.manifest.version,
      playing,
      ...(await storageEstimate()),
      ...screenSize(),
      fontFallbacks: failedFonts(),
    };
    const sentAt = Date.now();
    const answer = await this.guard(() => this.api.heartbeat(body));
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
      this.resolve();
    }
  }

  /** The schedule's clock: the player's own, corrected by the learned offset. */
  now = (): Date => new Date(Date.now() + this.clockOffsetMs);

  private async screenshot() {
    const blob = await this.capture?.().catch((err) => {
      console.warn('player: screenshot failed', err);
      return null;
    });
    if (blob) await this.guard(() => this.api.screenshot(blob));
  }
}
