import type { PairedManifest, PlayerAlert, PlayerTakeovers } from '@signage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerApi } from '../api/client.ts';
import { memoryStorage } from '../storage/memory.ts';
import { Engine } from './engine.ts';

/**
 * Sleep hours on the screen (docs/screens.md "Sleep hours"): decided from the cached manifest on the
 * screen's own clock, so offline too; black and silent (no program, no messages, no proof of play),
 * "sleeping" in the heartbeat; an alert wakes it and the screen sleeps again when the alert ends.
 */

const T0 = Date.parse('2026-03-02T10:00:00Z'); // a Monday
const iso = (offsetS: number) => new Date(T0 + offsetS * 1000).toISOString();
/** Asleep Monday 09:00–10:01 UTC: at T0 the screen sleeps, one minute later it wakes. */
const SLEEP = { rules: [{ days: ['MO' as const], from: '09:00', until: '10:01' }], exceptions: [] };

function manifest(): PairedManifest {
  return {
    status: 'paired',
    version: 'v1',
    device: { rotation: 0, interactive: false, timeZone: 'UTC', organizationId: 1, active: true, sleepHours: SLEEP },
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
    playlists: {
      '7': {
        id: 7,
        name: 'P',
        version: 3,
        aspect: '16:9',
        overlay: null,
        slideAnimation: null,
        slides: [{ id: 41, duration: 10, slideData: { version: 1, elements: [] } }],
      },
    },
    media: [],
    generatedAt: '2026-01-01T00:00:00Z',
  };
}

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
  mode: 'broadcast',
  startedAt: iso(-5),
  endsAt: iso(20),
  ...over,
});

let storage: ReturnType<typeof memoryStorage>;
let engine: Engine;
const heartbeats: Array<{ status: string }> = [];

/** A server that answers heartbeats and has nothing new (the screen runs on what it stored). */
const onlineApi = () =>
  new PlayerApi('', async (input, init = {}) => {
    const url = String(input);
    if (url.endsWith('/heartbeat')) {
      heartbeats.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ response: { serverTime: new Date().toISOString() } }), { status: 200 });
    }
    if (url.endsWith('/manifest')) return new Response(null, { status: 304 });
    if (url.endsWith('/takeovers')) return new Response(JSON.stringify({ response: { revision: 'none', alerts: [], messages: [] } }));
    throw new TypeError('offline');
  });
const offlineApi = () =>
  new PlayerApi('', async () => {
    throw new TypeError('offline');
  });

async function storedScreen(takeovers: PlayerTakeovers | null = null) {
  await storage.s.saveCredentials({ deviceId: 1, secret: 's', pairingCode: '1', pairingExpiresAt: '' });
  await storage.s.saveManifest({ manifest: manifest(), etag: '"v1"', appliedAt: '' });
  if (takeovers) await storage.s.saveTakeovers(takeovers);
}

const screen = () => {
  const s = engine.getState();
  if (s.kind !== 'paired') return { kind: s.kind };
  return { sleeping: s.sleeping, alert: s.alert?.activationId ?? null, program: s.program?.key ?? null, messages: s.messages.length };
};

beforeEach(() => {
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux aarch64) Chrome/131.0.0.0', languages: ['en'] });
  vi.stubGlobal('location', { origin: 'http://screen.test', reload: vi.fn() });
  vi.stubGlobal('window', { innerWidth: 1920, innerHeight: 1080, devicePixelRatio: 1, screen: { width: 1920, height: 1080 } });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  storage = memoryStorage();
  heartbeats.length = 0;
});

afterEach(() => {
  engine?.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Engine: sleep hours', () => {
  it('offline, inside its sleep hours the screen is black (no program, no messages) and wakes on time', async () => {
    const message = {
      id: 1,
      text: 'Hello',
      style: 'ticker',
      position: 'bottom',
      speed: 'normal',
      backgroundColor: '#000000',
      textColor: '#FFFFFF',
      startsAt: iso(-60),
      endsAt: null,
    } as unknown as PlayerTakeovers['messages'][number];
    await storedScreen({ revision: 'r1', alerts: [], messages: [message] });
    engine = new Engine(offlineApi(), storage.s);
    await engine.start();
    expect(screen()).toEqual({ sleeping: true, alert: null, program: null, messages: 0 });
    expect(engine.sleeping).toBe(true);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(screen()).toMatchObject({ sleeping: true, program: null });
    await vi.advanceTimersByTimeAsync(1_100);
    expect(screen()).toEqual({ sleeping: false, alert: null, program: '7@3', messages: 1 });
  });

  it('an alert wakes a sleeping screen; when the alert ends the screen sleeps again', async () => {
    await storedScreen({ revision: 'r1', alerts: [alertOf(21)], messages: [] });
    engine = new Engine(offlineApi(), storage.s);
    await engine.start();
    expect(screen()).toEqual({ sleeping: false, alert: 21, program: null, messages: 0 });
    expect(engine.sleeping).toBe(false);
    await vi.advanceTimersByTimeAsync(20_100);
    expect(screen()).toEqual({ sleeping: true, alert: null, program: null, messages: 0 });
  });

  it('counts no proof of play for plays that began inside the sleep hours', async () => {
    await storedScreen();
    engine = new Engine(offlineApi(), storage.s);
    await engine.start();
    await vi.advanceTimersByTimeAsync(61_000);
    const s = engine.getState();
    if (s.kind !== 'paired' || !s.program) throw new Error('expected a program after waking');
    const program = s.program;
    const slide = program.slides[0] as (typeof program.slides)[number];
    const wallNow = T0 + 75_000;
    const clockNow = 1_000_000;
    // Began at T0 + 30 s (asleep) and at T0 + 65 s (awake), each ran 10 s.
    engine.recordPlays(
      [
        { program, slide, startedAt: clockNow - 45_000, durationMs: 10_000 },
        { program, slide, startedAt: clockNow - 10_000, durationMs: 10_000 },
      ],
      wallNow,
      clockNow,
    );
    await vi.waitFor(async () => expect((await storage.s.popAll()).length).toBe(1));
    expect((await storage.s.popAll())[0]?.startedAt).toBe(iso(65));
  });

  it('says "sleeping" in its heartbeat while asleep, and its state again at once when it wakes', async () => {
    await storedScreen();
    engine = new Engine(onlineApi(), storage.s);
    await engine.start();
    await vi.waitFor(() => expect(heartbeats.length).toBeGreaterThan(0));
    expect(heartbeats.at(-1)?.status).toBe('sleeping');
    const before = heartbeats.length;
    await vi.advanceTimersByTimeAsync(60_100);
    await vi.waitFor(() => expect(heartbeats.length).toBeGreaterThan(before));
    expect(heartbeats.at(-1)?.status).not.toBe('sleeping');
  });
});
