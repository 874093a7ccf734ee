import { slidePlayableAt } from '../playback/program.ts';
import type { PairedManifest, PlayerAlert, PlayerMessage, PlayerTakeovers } from '@signage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerApi } from '../api/client.ts';
import { Engine } from './engine.ts';
import { memoryStorage } from '../storage/memory.ts';

/**
 * The engine against a scripted server (a fake `fetch`) and in-memory storage: pairing without a
 * reload, media stored before a manifest is applied, the delivery receipt, a failed download that
 * keeps the old manifest, and a revocation that starts over; the takeover channel (alerts and
 * messages: shown at once, ended on time offline, stored, receipts).
 */

const slide = (mediaId: number) => ({
  id: 41,
  duration: 10,
  slideData: {
    version: 1,
    elements: [{ id: 'i', type: 'image', x: 0, y: 0, width: 10, height: 10, mediaId: String(mediaId), url: `/media/${mediaId}` }],
  },
});

function paired(version: string, mediaId: number): PairedManifest {
  return {
    status: 'paired',
    version,
    device: { rotation: 0, interactive: false, timeZone: 'UTC', organizationId: 1, active: true },
    theme: {
      logoUrl: null,
      homeBackgroundUrl: null,
      accentColor: '#2E96F4',
      navBarColor: null,
      contentColor: null,
      navTextColor: null,
      organizationName: 'Org',
    },
    schedule: {
      timeZone: 'UTC',
      alerts: [],
      device: { playNow: { playlistId: 7, since: '2026-01-01T00:00:00Z' }, schedule: [] },
      groups: [],
    },
    playlists: { '7': { id: 7, name: 'P', version: 3, aspect: '16:9', overlay: null, slideAnimation: null, slides: [slide(mediaId)] } },
    media: [{ id: mediaId, hash: `h${mediaId}`, url: `/api/player/media/${mediaId}/h${mediaId}`, bytes: 3, mime: 'image/png' }],
    generatedAt: '2026-01-01T00:00:00Z',
  };
}

class Server {
  manifest: unknown = {
    status: 'pairing',
    deviceId: 1,
    pairingCode: '1001',
    pairingExpiresAt: '2030-01-01T00:00:00Z',
    serverUrl: 'http://cms.test',
    version: 'p1',
  };
  revoked = false;
  mediaDown = false;
  registrations = 0;
  heartbeats: Record<string, unknown>[] = [];
  mediaAuth: (string | null)[] = [];
  stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  /** The device's alerts and messages (GET /api/player/takeovers). */
  takeovers: PlayerTakeovers = { revision: 'none', alerts: [], messages: [] };
  /** Send the `takeovers` event right after the stream opens (as the real server does). */
  openingTakeovers = false;
  streamDown = false;
  receiptsDown = false;
  receipts: { activationId: number; shownAt: string | null; endedAt: string | null }[][] = [];
  /** Player calls in order (path after /api/player/). */
  calls: string[] = [];
  /** Holds the takeovers answer until it resolves (a slow server). */
  takeoversGate: Promise<void> | null = null;
  /** Called when the manifest is asked for (to look at the screen at that moment). */
  onManifest: (() => void) | null = null;

  push(event: string, data: unknown = {}) {
    this.stream?.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/api/player/register')) {
      this.registrations++;
      return json({
        response: {
          deviceId: 1,
          deviceSecret: `secret-${this.registrations}`,
          pairingCode: String(1000 + this.registrations),
          pairingExpiresAt: '2030-01-01T00:00:00Z',
        },
      });
    }
    if (this.revoked) return json({ errorCode: 'DEVICE_REVOKED', message: 'gone' }, 401);
    this.calls.push(url.replace(/^.*\/api\/player\//, ''));
    if (url.endsWith('/api/player/events')) {
      if (this.streamDown) throw new TypeError('Failed to fetch');
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          this.stream = c;
          if (this.openingTakeovers) this.push('takeovers', this.takeovers);
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    if (url.endsWith('/api/player/takeovers')) {
      const answer = this.takeovers;
      await this.takeoversGate;
      return json({ response: answer });
    }
    if (url.endsWith('/api/player/alert-receipts')) {
      if (this.receiptsDown) throw new TypeError('Failed to fetch');
      const { receipts } = JSON.parse(String(init.body)) as { receipts: Server['receipts'][number] };
      this.receipts.push(receipts);
      return json({ response: { accepted: receipts.length } });
    }
    if (url.endsWith('/api/player/manifest')) {
      this.onManifest?.();
      const m = this.manifest as { version: string };
      if (headers.get('if-none-match') === `"${m.version}"`) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(m), { status: 200, headers: { etag: `"${m.version}"` } });
    }
    if (url.includes('/api/player/media/')) {
      if (this.mediaDown) throw new TypeError('Failed to fetch');
      this.mediaAuth.push(headers.get('authorization'));
      return new Response(new Blob([url.includes('/h3') ? 'mp3' : 'png']), { status: 200 });
    }
    if (url.endsWith('/api/player/heartbeat')) {
      this.heartbeats.push(JSON.parse(String(init.body)));
      return json({ response: { serverTime: new Date().toISOString() } });
    }
    return json({ errorCode: 'NOT_FOUND' }, 404);
  };
}

let server: Server;
let engine: Engine;
let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux aarch64) Chrome/131.0.0.0', languages: ['en'] });
  vi.stubGlobal('location', { origin: 'http://screen.test', reload: vi.fn() });
  vi.stubGlobal('window', { innerWidth: 1920, innerHeight: 1080, devicePixelRatio: 1, screen: { width: 1920, height: 1080 } });
  server = new Server();
  storage = memoryStorage();
  engine = new Engine(new PlayerApi('', server.fetch), storage.s);
});

afterEach(() => {
  engine.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const state = () => engine.getState();

describe('Engine', () => {
  it('registers, shows the code, and becomes the paired screen on the `paired` event without a reload', async () => {
    await engine.start();
    await vi.waitFor(() => expect(state()).toMatchObject({ kind: 'pairing', code: '1001', serverUrl: 'http://cms.test' }));
    expect((await storage.s.credentials())?.secret).toBe('secret-1');

    server.manifest = paired('v1', 5);
    server.push('paired');
    await vi.waitFor(() => expect(state().kind).toBe('paired'));
    const s = state();
    if (s.kind !== 'paired') throw new Error('not paired');
    // Media fetched with the device header and stored before applying; the slide plays it locally.
    expect(server.mediaAuth).toEqual(['Device secret-1']);
    expect(storage.files.has('media:5:h5')).toBe(true);
    expect(s.program?.key).toBe('7@3');
    const element = s.program?.slides[0]?.doc.elements[0] as { url: string } | undefined;
    expect(element?.url).toMatch(/^blob:/);
    // The delivery receipt.
    await vi.waitFor(() => expect(server.heartbeats.at(-1)).toMatchObject({ manifestVersion: 'v1', status: 'idle' }));
    expect((await storage.s.manifest())?.manifest.version).toBe('v1');
  });

  it('keeps playing the old manifest when media cannot be downloaded, and applies the new one later', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(state().kind).toBe('paired'));
    server.manifest = paired('v2', 6);
    server.mediaDown = true;
    await engine.fetchManifest();
    const s1 = state();
    expect(s1.kind === 'paired' && s1.manifest.version).toBe('v1');
    server.mediaDown = false;
    server.push('manifest', { version: 'v2' });
    await vi.waitFor(() => {
      const s2 = state();
      expect(s2.kind === 'paired' && s2.manifest.version).toBe('v2');
    });
    // Only what the new manifest references is kept.
    await vi.waitFor(() => expect([...storage.files.keys()]).toEqual(['media:6:h6']));
  });

  it('reports a change pushed to a herd after a random part of the spread the server asked for', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(server.heartbeats.at(-1)).toMatchObject({ manifestVersion: 'v1' }));
    const before = server.heartbeats.length;
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.manifest = paired('v2', 5);
    server.push('manifest', { spreadMs: 4000 });
    await vi.waitFor(() => {
      const s = state();
      expect(s.kind === 'paired' && s.manifest.version).toBe('v2');
    });
    // Applied, but the receipt waits for its part of the spread (half of 4 s here).
    await vi.advanceTimersByTimeAsync(1500);
    expect(server.heartbeats).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(600);
    await vi.waitFor(() => expect(server.heartbeats.at(-1)).toMatchObject({ manifestVersion: 'v2' }));
    expect(server.heartbeats).toHaveLength(before + 1);
    // A change pushed without a spread (a few screens) is reported at once.
    server.manifest = paired('v3', 5);
    server.push('manifest', {});
    await vi.waitFor(() => expect(server.heartbeats.at(-1)).toMatchObject({ manifestVersion: 'v3' }), { timeout: 500 });
    random.mockRestore();
  });

  it('takes a bad spread as none, and a spread over the bound as the bound', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(server.heartbeats.at(-1)).toMatchObject({ manifestVersion: 'v1' }));
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Not a number: reported at once.
    server.manifest = paired('v2', 5);
    server.push('manifest', { spreadMs: 'soon' });
    await vi.waitFor(() => expect(server.heartbeats.at(-1)).toMatchObject({ manifestVersion: 'v2' }), { timeout: 500 });
    // A day asked: held to 30 s, so half of it is 15 s, not 12 h.
    const before = server.heartbeats.length;
    server.manifest = paired('v3', 5);
    server.push('manifest', { spreadMs: 86_400_000 });
    await vi.waitFor(() => {
      const s = state();
      expect(s.kind === 'paired' && s.manifest.version).toBe('v3');
    });
    await vi.advanceTimersByTimeAsync(14_000);
    expect(server.heartbeats).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1_100);
    await vi.waitFor(() => expect(server.heartbeats.at(-1)).toMatchObject({ manifestVersion: 'v3' }));
    random.mockRestore();
  });

  it('starts from the stored manifest with no network', async () => {
    await storage.s.saveCredentials({ deviceId: 1, secret: 's', pairingCode: '1', pairingExpiresAt: '' });
    await storage.s.saveManifest({ manifest: paired('v1', 5), etag: '"v1"', appliedAt: '' });
    await storage.s.putFile({ key: 'media:5:h5', blob: new Blob(['png']), bytes: 3, storedAt: '' });
    engine = new Engine(
      new PlayerApi('', async () => {
        throw new TypeError('offline');
      }),
      storage.s,
    );
    await engine.start();
    const s = state();
    expect(s.kind === 'paired' && s.program?.key).toBe('7@3');
  });

  it('from its stored manifest with no network, passes over an expired slide, and a playlist whose slides all expired', async () => {
    const m = paired('v1', 5);
    const p = m.playlists['7'] as PairedManifest['playlists'][string];
    p.slides = [
      { ...(p.slides[0] as (typeof p.slides)[number]), id: 1, showUntil: '2020-01-01T00:00' },
      { ...(p.slides[0] as (typeof p.slides)[number]), id: 2 },
    ];
    await storage.s.saveCredentials({ deviceId: 1, secret: 's', pairingCode: '1', pairingExpiresAt: '' });
    await storage.s.saveManifest({ manifest: m, etag: '"v1"', appliedAt: '' });
    await storage.s.putFile({ key: 'media:5:h5', blob: new Blob(['png']), bytes: 3, storedAt: '' });
    const offline = () =>
      new PlayerApi('', async () => {
        throw new TypeError('offline');
      });
    engine = new Engine(offline(), storage.s);
    await engine.start();
    let s = state();
    const program = s.kind === 'paired' ? s.program : null;
    expect(program?.key).toBe('7@3~,,,2020-01-01T00:00,,');
    // The expired slide is in the program with its window; the sequencer passes over it (sequencer.test.ts).
    expect(program?.slides.map((x) => [x.id, slidePlayableAt(x, Date.now())])).toEqual([
      [1, false],
      [2, true],
    ]);
    engine.stop();
    // Every slide expired: nothing valid, so the screen falls back to what is below (here: idle).
    p.slides = p.slides.map((x) => ({ ...x, showUntil: '2020-01-01T00:00' }));
    await storage.s.saveManifest({ manifest: { ...m, version: 'v2' }, etag: '"v2"', appliedAt: '' });
    engine = new Engine(offline(), storage.s);
    await engine.start();
    s = state();
    expect(s.kind === 'paired' && s.program).toBeNull();
  });

  it('a screen restarted on its stored manifest says it is back at once when the server answers 304', async () => {
    await storage.s.saveCredentials({ deviceId: 1, secret: 's', pairingCode: '1', pairingExpiresAt: '' });
    server.manifest = paired('v1', 5);
    await storage.s.saveManifest({ manifest: paired('v1', 5), etag: '"v1"', appliedAt: '' });
    await storage.s.putFile({ key: 'media:5:h5', blob: new Blob(['png']), bytes: 3, storedAt: '' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await engine.start();
    await vi.waitFor(() => expect(server.calls).toContain('manifest'));
    // Long before the heartbeat interval (30 s): one heartbeat, for the manifest it already had.
    await vi.waitFor(() => expect(server.heartbeats).toHaveLength(1), { timeout: 2_000 });
    expect(server.heartbeats[0]).toMatchObject({ manifestVersion: 'v1' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.heartbeats).toHaveLength(1);
  });

  it('evicts at start the stored media its manifest no longer schedules, offline too', async () => {
    await storage.s.saveCredentials({ deviceId: 1, secret: 's', pairingCode: '1', pairingExpiresAt: '' });
    await storage.s.saveManifest({ manifest: paired('v2', 5), etag: '"v2"', appliedAt: '' });
    await storage.s.putFile({ key: 'media:5:h5', blob: new Blob(['png']), bytes: 3, storedAt: '' });
    // Left behind: media of an older schedule whose prune a power cut interrupted, and a file
    // downloaded for a manifest that was never applied.
    await storage.s.putFile({ key: 'media:4:h4', blob: new Blob(['old']), bytes: 3, storedAt: '' });
    await storage.s.putFile({ key: 'media:9:h9', blob: new Blob(['partial']), bytes: 7, storedAt: '' });
    engine = new Engine(
      new PlayerApi('', async () => {
        throw new TypeError('offline');
      }),
      storage.s,
    );
    await engine.start();
    const s = state();
    expect(s.kind === 'paired' && s.program?.key).toBe('7@3');
    await vi.waitFor(() => expect([...storage.files.keys()]).toEqual(['media:5:h5']));
  });

  it('over many schedule changes, storage holds only what the current manifest schedules', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(state().kind).toBe('paired'));
    for (let v = 2; v <= 12; v++) {
      server.manifest = paired(`v${v}`, 100 + v);
      await engine.fetchManifest();
      await vi.waitFor(() => expect([...storage.files.keys()]).toEqual([`media:${100 + v}:h${100 + v}`]));
    }
  });

  it('a revoked device wipes what it stored and registers anew', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(state().kind).toBe('paired'));
    server.revoked = true;
    await engine.fetchManifest();
    server.revoked = false;
    server.manifest = {
      status: 'pairing',
      deviceId: 2,
      pairingCode: '1002',
      pairingExpiresAt: '2030-01-01T00:00:00Z',
      serverUrl: 'http://cms.test',
      version: 'p2',
    };
    await vi.waitFor(() => expect(state()).toMatchObject({ kind: 'pairing', code: '1002' }));
    expect(server.registrations).toBe(2);
    expect(storage.files.size).toBe(0);
    expect(await storage.s.manifest()).toBeNull();
    expect((await storage.s.credentials())?.secret).toBe('secret-2');
  });
});

// ---- alerts and messages (the takeover channel, docs/alerts.md) ----

const T0 = Date.parse('2026-03-02T10:00:00Z');
const iso = (offsetS: number) => new Date(T0 + offsetS * 1000).toISOString();

const alertOf = (activationId: number, over: Partial<PlayerAlert> = {}): PlayerAlert => ({
  activationId,
  alertId: activationId * 10,
  name: `Alert ${activationId}`,
  type: 'fire',
  description: 'A fire was reported.',
  instructions: 'Leave by the nearest exit.',
  backgroundColor: '#B71C1C',
  textColor: '#FFFFFF',
  audio: null,
  mode: 'continuous',
  startedAt: iso(-60),
  endsAt: null,
  ...over,
});
const messageOf = (id: number, over: Partial<PlayerMessage> = {}): PlayerMessage => ({
  id,
  text: `Message ${id}`,
  style: 'ticker',
  position: 'bottom',
  speed: 'normal',
  backgroundColor: '#000000',
  textColor: '#FFFFFF',
  startsAt: iso(-60),
  endsAt: null,
  ...over,
});
const takeovers = (revision: string, alerts: PlayerAlert[] = [], messages: PlayerMessage[] = []): PlayerTakeovers => ({
  revision,
  alerts,
  messages,
});

/** What is on screen: the alert's activation, or the program's key, or idle; and the messages. */
const screen = () => {
  const s = state();
  if (s.kind !== 'paired') return { kind: s.kind };
  return { alert: s.alert?.activationId ?? null, program: s.program?.key ?? null, messages: s.messages.map((m) => m.id) };
};

/** Stands in for AlertOverlay: reports each alert as drawn when it is on screen. */
const drawAlerts = () =>
  engine.subscribe(() => {
    const s = state();
    if (s.kind === 'paired' && s.alert) engine.alertShown(s.alert.activationId);
  });

/** A paired screen with its manifest (and media) stored, as after a reboot. */
async function storedScreen(t: PlayerTakeovers | null = null) {
  await storage.s.saveCredentials({ deviceId: 1, secret: 'secret-1', pairingCode: '1', pairingExpiresAt: '' });
  await storage.s.saveManifest({ manifest: paired('v1', 5), etag: '"v1"', appliedAt: '' });
  await storage.s.putFile({ key: 'media:5:h5', blob: new Blob(['png']), bytes: 3, storedAt: '' });
  if (t) await storage.s.saveTakeovers(t);
  server.manifest = paired('v1', 5);
}

const offlineApi = () =>
  new PlayerApi('', async () => {
    throw new TypeError('offline');
  });

const fakeClock = () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
};

describe('Engine: alerts and messages', () => {
  it('a takeovers event puts the alert on screen at once (no manifest call) and a deactivation hands the screen back', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(screen()).toEqual({ alert: null, program: '7@3', messages: [] }));
    drawAlerts();
    const manifestCalls = server.calls.filter((c) => c === 'manifest').length;
    server.takeovers = takeovers('r1', [alertOf(11)]);
    server.push('takeovers', server.takeovers);
    await vi.waitFor(() => expect(screen()).toEqual({ alert: 11, program: null, messages: [] }));
    expect(server.calls.filter((c) => c === 'manifest').length).toBe(manifestCalls);
    // The same revision again changes nothing.
    const before = state();
    server.push('takeovers', server.takeovers);
    await vi.waitFor(() => expect(server.receipts.flat()).toMatchObject([{ activationId: 11, endedAt: null }]));
    expect(state()).toBe(before);
    expect(server.receipts.flat()[0]?.shownAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Deactivated: it vanishes from the takeovers; the schedule's program is back and the end is reported.
    server.takeovers = takeovers('r2');
    server.push('takeovers', server.takeovers);
    await vi.waitFor(() => expect(screen()).toEqual({ alert: null, program: '7@3', messages: [] }));
    await vi.waitFor(() => expect(server.receipts.flat().at(-1)).toMatchObject({ activationId: 11, endedAt: expect.any(String) }));
    expect(engine.alertReceipts()).toEqual([]);
  });

  it('a broadcast alert ends on time with the network down, on the screen clock', async () => {
    fakeClock();
    await storedScreen(takeovers('r1', [alertOf(21, { mode: 'broadcast', startedAt: iso(-10), endsAt: iso(30) })]));
    engine = new Engine(offlineApi(), storage.s);
    drawAlerts();
    await engine.start();
    expect(screen()).toEqual({ alert: 21, program: null, messages: [] });
    await vi.advanceTimersByTimeAsync(29_900);
    expect(screen().alert).toBe(21);
    await vi.advanceTimersByTimeAsync(200);
    expect(screen()).toEqual({ alert: null, program: '7@3', messages: [] });
    // Both moments are kept for the server: drawn at start, ended exactly at its end.
    expect(engine.alertReceipts()).toEqual([{ activationId: 21, shownAt: iso(0), endedAt: iso(30), pending: true }]);
    expect(await storage.s.alertReceipts()).toEqual(engine.alertReceipts());
  });

  it('several alerts: the newest is shown, then the older one, then exactly what the schedule says', async () => {
    fakeClock();
    const older = alertOf(31, { mode: 'broadcast', startedAt: iso(-60), endsAt: iso(120) });
    const newer = alertOf(32, { mode: 'broadcast', startedAt: iso(-5), endsAt: iso(60), type: 'weather' });
    await storedScreen(takeovers('r1', [newer, older]));
    engine = new Engine(offlineApi(), storage.s);
    drawAlerts();
    await engine.start();
    expect(screen().alert).toBe(32);
    await vi.advanceTimersByTimeAsync(60_010);
    expect(screen()).toEqual({ alert: 31, program: null, messages: [] });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen()).toEqual({ alert: null, program: '7@3', messages: [] });
    // The older one was on air (under the newer) all along: first drawn when the newer ended (the
    // schedule timer fires at the end, at most a minute after the last resolve), ended at its own end.
    expect(engine.alertReceipts()).toEqual([
      { activationId: 32, shownAt: iso(0), endedAt: iso(60), pending: true },
      { activationId: 31, shownAt: iso(60), endedAt: iso(120), pending: true },
    ]);
  });

  it('an alert whose start is a little ahead of the screen clock shows at once; equal starts: the newest activation', async () => {
    fakeClock();
    await storedScreen(takeovers('r1', [alertOf(41, { startedAt: iso(3) }), alertOf(42, { startedAt: iso(3) })]));
    engine = new Engine(offlineApi(), storage.s);
    await engine.start();
    expect(screen().alert).toBe(42);
  });

  it('messages start and stop on time, offline, over the program', async () => {
    fakeClock();
    const m1 = messageOf(1, { startsAt: iso(10), endsAt: iso(20) });
    const m2 = messageOf(2, { startsAt: iso(15), endsAt: null, position: 'top', style: 'banner' });
    await storedScreen(takeovers('r1', [], [m2, m1]));
    engine = new Engine(offlineApi(), storage.s);
    await engine.start();
    expect(screen()).toEqual({ alert: null, program: '7@3', messages: [] });
    await vi.advanceTimersByTimeAsync(10_010);
    expect(screen().messages).toEqual([1]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(screen().messages).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(screen()).toEqual({ alert: null, program: '7@3', messages: [2] });
  });

  it('a screen coming back asks for its takeovers before its manifest, so the alert is on screen first', async () => {
    await storedScreen();
    server.takeovers = takeovers('r1', [alertOf(51)]);
    let atManifest: unknown = 'not asked';
    server.onManifest = () => {
      atManifest ??= null;
      if (atManifest === 'not asked') atManifest = screen().alert;
    };
    await engine.start();
    await vi.waitFor(() => expect(atManifest).toBe(51));
    const order = server.calls.filter((c) => c === 'takeovers' || c === 'manifest');
    expect(order.slice(0, 2)).toEqual(['takeovers', 'manifest']);
    expect(await storage.s.takeovers()).toEqual(server.takeovers);
  });

  it('alerts and messages survive a restart with no network', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(screen().program).toBe('7@3'));
    server.push('takeovers', takeovers('r1', [alertOf(61)], [messageOf(7)]));
    await vi.waitFor(() => expect(screen().alert).toBe(61));
    await vi.waitFor(async () => expect((await storage.s.takeovers())?.revision).toBe('r1'));
    engine.stop();
    engine = new Engine(offlineApi(), storage.s);
    await engine.start();
    const s = state();
    expect(s.kind === 'paired' && [s.alert?.activationId, s.messages.map((m) => m.id)]).toEqual([61, [7]]);
  });

  it('asks for the takeovers when the stream opens without its takeovers event, and with every poll while it is down', async () => {
    fakeClock();
    await storedScreen();
    server.takeovers = takeovers('r1', [], [messageOf(3)]);
    await engine.start();
    await vi.advanceTimersByTimeAsync(100);
    const count = () => server.calls.filter((c) => c === 'takeovers').length;
    expect(count()).toBe(1); // at start
    await vi.advanceTimersByTimeAsync(3_000);
    expect(count()).toBe(2); // the stream said nothing
    engine.stop();

    // The server sends it on connect: nothing more is asked.
    server.calls = [];
    server.openingTakeovers = true;
    engine = new Engine(new PlayerApi('', server.fetch), storage.s);
    await engine.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count()).toBe(1);
    engine.stop();

    // Stream down: each fallback poll asks for the takeovers, then the manifest.
    server.calls = [];
    server.streamDown = true;
    engine = new Engine(new PlayerApi('', server.fetch), storage.s);
    await engine.start();
    await vi.advanceTimersByTimeAsync(60_000);
    const polled = server.calls.filter((c) => c === 'takeovers' || c === 'manifest');
    expect(count()).toBeGreaterThanOrEqual(3);
    for (let i = 2; i < polled.length; i += 2) expect(polled.slice(i, i + 2)).toEqual(['takeovers', 'manifest']);
  });

  it('an answer overtaken by a takeovers event is dropped (the event is newer)', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(screen().program).toBe('7@3'));
    let release: () => void = () => undefined;
    server.takeoversGate = new Promise<void>((ok) => (release = ok));
    server.takeovers = takeovers('r1', [alertOf(101)]);
    const asked = engine.fetchTakeovers();
    server.push('takeovers', takeovers('r2', [], [messageOf(5)]));
    await vi.waitFor(() => expect(screen().messages).toEqual([5]));
    release();
    await asked;
    expect(screen()).toEqual({ alert: null, program: '7@3', messages: [5] });
  });

  it('receipts that could not be sent are kept and sent again with the proof-of-play cadence', async () => {
    fakeClock();
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.advanceTimersByTimeAsync(100);
    drawAlerts();
    server.receiptsDown = true;
    server.push('takeovers', takeovers('r1', [alertOf(71, { mode: 'broadcast', startedAt: iso(0), endsAt: iso(20) })]));
    await vi.advanceTimersByTimeAsync(100);
    expect(screen().alert).toBe(71);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(screen().alert).toBeNull();
    expect(server.receipts).toEqual([]);
    expect(await storage.s.alertReceipts()).toEqual([{ activationId: 71, shownAt: expect.any(String), endedAt: iso(20), pending: true }]);
    server.receiptsDown = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.receipts.flat()).toEqual([{ activationId: 71, shownAt: expect.any(String), endedAt: iso(20) }]);
    expect(await storage.s.alertReceipts()).toEqual([]);
  });

  it('downloads alert audio like media without holding the alert, and keeps it while the alert is held', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(screen().program).toBe('7@3'));
    const audio = { url: '/api/player/media/30/h30', hash: 'h30', mime: 'audio/mpeg', bytes: 3 };
    server.mediaDown = true;
    server.push('takeovers', takeovers('r1', [alertOf(81, { audio })]));
    await vi.waitFor(() => expect(screen().alert).toBe(81));
    const s1 = state();
    expect(s1.kind === 'paired' && s1.alertAudioUrl).toBeNull();
    // Back online: the next takeovers (or poll) brings the file; the alert gets its sound.
    server.mediaDown = false;
    server.push('takeovers', takeovers('r2', [alertOf(81, { audio, name: 'Edited' })]));
    await vi.waitFor(() => {
      const s = state();
      expect(s.kind === 'paired' && s.alertAudioUrl).toMatch(/^blob:/);
    });
    expect(storage.files.has('media:30:h30')).toBe(true);
    // A new manifest prunes what it does not reference, but not the audio of a held alert.
    server.manifest = paired('v2', 6);
    await engine.fetchManifest();
    await vi.waitFor(() => expect([...storage.files.keys()].sort()).toEqual(['media:30:h30', 'media:6:h6']));
    // The alert is gone: so is its audio.
    server.push('takeovers', takeovers('r3'));
    await vi.waitFor(() => expect([...storage.files.keys()]).toEqual(['media:6:h6']));
  });

  it('a revoked screen forgets its alerts, messages and receipts', async () => {
    server.manifest = paired('v1', 5);
    await engine.start();
    await vi.waitFor(() => expect(screen().program).toBe('7@3'));
    server.receiptsDown = true;
    drawAlerts();
    server.push('takeovers', takeovers('r1', [alertOf(91)], [messageOf(9)]));
    await vi.waitFor(async () => expect(await storage.s.alertReceipts()).toHaveLength(1));
    server.revoked = true;
    await engine.fetchManifest();
    server.revoked = false;
    server.manifest = {
      status: 'pairing',
      deviceId: 2,
      pairingCode: '1002',
      pairingExpiresAt: '2030-01-01T00:00:00Z',
      serverUrl: '',
      version: 'p2',
    };
    server.takeovers = takeovers('none');
    await vi.waitFor(() => expect(state()).toMatchObject({ kind: 'pairing', code: '1002' }));
    expect(await storage.s.takeovers()).toBeNull();
    expect(await storage.s.alertReceipts()).toEqual([]);
    expect(engine.alertReceipts()).toEqual([]);
  });
});
