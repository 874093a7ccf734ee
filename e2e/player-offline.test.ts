import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlayerApi } from '../apps/player/src/api/client.ts';
import { Sequencer, type Ended } from '../apps/player/src/playback/sequencer.ts';
import { Engine } from '../apps/player/src/sync/engine.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { proofOfPlay } from '../apps/server/src/db/schema/index.ts';
import { type Stack, startStack } from './support.ts';
import { memoryStorage } from '../apps/player/src/storage/memory.ts';

/**
 * Faults: a player offline for 24 hours of injected time (docs/architecture.md, "Faults: nothing lost
 * (part 2)"). The player's own engine (apps/player/src/sync/engine.ts: manifest, schedule clock,
 * proof-of-play queue) and its sequencer run in Node against the real server, with in-memory storage
 * standing in for IndexedDB and a network switch in front of `fetch`. Every clock (Date, timers) is
 * fake from the pairing on: it follows real time while online and is moved on by hand offline.
 *
 * While the server is unreachable for 24 h the screen plays what its stored schedule says at each
 * moment (three playlists and an idle gap), records every slide shown, and the CMS meanwhile
 * publishes a new version. When the network returns, the screen gets the new manifest and uploads its
 * proof of play; the first upload's answer is lost (the batch is sent again) and another batch reaches
 * the server twice, and the server still stores each play exactly once.
 */

const PASSWORD = 'Offline-Scr33n!';
const OWNER = 'olga@offline.example';
const HOUR = 3_600_000;
const MINUTE = 60_000;

let stack: Stack;
/**
 * The server's own idle polls (job claims every 2 s, the widget refresh and screen-health checks) are
 * not what this test is about, and with every clock fake they fire through the whole simulated day:
 * ~43,000 job claims made the test take 95-140 s instead of ~15 s. Mail is not delayed (a queued job
 * wakes the runner at once).
 */
const defaults = loadConfig({} as NodeJS.ProcessEnv);
const QUIET_SERVER = {
  jobs: { ...defaults.jobs, pollMs: 10 * MINUTE },
  widgets: { ...defaults.widgets, refreshMs: HOUR },
  screenHealth: { ...defaults.screenHealth, checkMs: HOUR },
};
let sessionKey = '';
let organizationId = 0;

async function api<T = any>(url: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${stack.baseUrl}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(sessionKey ? { sessionKey, ...body } : body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} ${res.status} ${text}`);
  return (JSON.parse(text) as { response: T }).response;
}

async function signIn() {
  sessionKey = '';
  const login = await api<{ sessionKey: string; organizationId: number }>('/auth/login', { email: OWNER, password: PASSWORD });
  sessionKey = login.sessionKey;
  organizationId = login.organizationId;
}

/** IndexedDB's stand-in: the same interface, in memory (as the engine's unit tests use). */

/**
 * The network between screen and server: `offline` makes every call fail as a dropped network does
 * (and cuts the open event stream); `loseNextPopAnswers` lets proof-of-play uploads reach the server
 * but loses their answers; `doubleNextPops` delivers uploads twice.
 */
class Network {
  offline = false;
  loseNextPopAnswers = 0;
  doubleNextPops = 0;
  lostAnswers = 0;
  doubled = 0;
  private streams = new Set<AbortController>();

  cut() {
    this.offline = true;
    for (const c of this.streams) c.abort();
    this.streams.clear();
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (this.offline) throw new TypeError('fetch failed');
    const url = String(input);
    if (url.endsWith('/api/player/events')) {
      const c = new AbortController();
      init.signal?.addEventListener('abort', () => c.abort());
      this.streams.add(c);
      return fetch(input, { ...init, signal: c.signal });
    }
    if (url.endsWith('/api/player/proof-of-play')) {
      if (this.doubleNextPops > 0) {
        this.doubleNextPops--;
        this.doubled++;
        await (await fetch(input, init)).text();
      }
      const res = await fetch(input, init);
      if (this.loseNextPopAnswers > 0 && res.ok) {
        this.loseNextPopAnswers--;
        this.lostAnswers++;
        await res.text();
        throw new TypeError('connection reset');
      }
      return res;
    }
    return fetch(input, init);
  };
}

/**
 * What the screen's ProgramPlayer does around the engine, without React: the engine's program goes
 * to the sequencer, a timer advances it exactly when the slide's time is up, and the plays that end
 * become proof of play through the engine.
 */
class Screen {
  readonly seq = new Sequencer();
  recorded = 0;
  private program: unknown = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: () => void;

  constructor(private readonly engine: Engine) {
    this.unsubscribe = engine.subscribe(() => this.onState());
    this.onState();
  }

  private clock = () => Date.now();

  private record(ended: Ended[]) {
    this.recorded += ended.length;
    this.engine.recordPlays(ended, this.engine.now().getTime(), this.clock());
  }

  private onState() {
    const state = this.engine.getState();
    const program = state.kind === 'paired' ? state.program : null;
    if (program === this.program) return;
    this.program = program;
    this.record(this.seq.setProgram(program, this.clock()));
    this.loop();
  }

  private loop = () => {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const now = this.clock();
    this.record(this.seq.tick(now));
    const cur = this.seq.current;
    this.engine.setPlaying(
      cur ? { playlistId: cur.program.playlistId, version: cur.program.version, slideId: cur.program.slides[cur.index]?.id ?? null } : null,
    );
    const next = this.seq.nextEventAt(now);
    if (Number.isFinite(next)) this.timer = setTimeout(this.loop, Math.max(0, next - now));
  };

  get playing(): { playlistId: number; version: number } | null {
    const cur = this.seq.current;
    return cur ? { playlistId: cur.program.playlistId, version: cur.program.version } : null;
  }

  close() {
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
  }
}

/** A wall time `YYYY-MM-DDTHH:mm` in a time zone (the schedule's format). */
function wallTime(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const once = (playlistId: number, start: number, end: number, timeZone: string) => ({
  playlistId,
  start: wallTime(start, timeZone),
  end: wallTime(end, timeZone),
  allDay: false,
  repeat: { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
});

async function publishedPlaylist(name: string): Promise<number> {
  const { id } = await api<{ id: number }>('/playlist/create', { name, aspect: '16:9' });
  await api('/playlist/slide/create', { playlistId: id });
  await api('/playlist/publish', { playlistId: id });
  return id;
}

async function until<T>(what: string, fn: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  stack = await startStack(QUIET_SERVER);
  const csrf = (await api<{ csrfToken: string }>('/auth/csrfToken', {})).csrfToken;
  await api('/register', {
    orgName: 'Offline Co',
    orgOwnerName: 'Olga',
    email: OWNER,
    password: PASSWORD,
    country: 'Sweden',
    csrfToken: csrf,
  });
  const code = await stack.waitForMail(OWNER, /\b(\d{6})\b/);
  await api('/register/verify', { email: OWNER, code });
  await signIn();
});

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await stack?.close();
});

describe('faults: a player offline for 24 hours', () => {
  it('keeps playing its schedule offline, then syncs; proof of play recorded offline arrives exactly once', async () => {
    const morning = await publishedPlaylist('Morning');
    const afternoon = await publishedPlaylist('Afternoon');
    const night = await publishedPlaylist('Night');

    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux aarch64) Chrome/131.0.0.0', languages: ['en'] });
    vi.stubGlobal('location', { origin: stack.baseUrl, reload: () => undefined });
    vi.stubGlobal('window', { innerWidth: 1920, innerHeight: 1080, devicePixelRatio: 1, screen: { width: 1920, height: 1080 } });
    // From here every clock of this process is fake (the server's too: 24 h pass for everyone);
    // it follows real time by itself, and moves on by hand while the screen is offline.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

    const net = new Network();
    const storage = memoryStorage();
    const engine = new Engine(new PlayerApi(stack.baseUrl, net.fetch), storage.s);
    const screen = new Screen(engine);
    try {
      await engine.start();
      const pairing = await until('the pairing code', () => (engine.state.kind === 'pairing' ? engine.state : null));
      const { deviceKey } = await api<{ deviceKey: string }>(`/device/${organizationId}/accept`, { deviceId: pairing.code });
      await until('paired', () => engine.state.kind === 'paired');
      const timeZone = (await api<{ timeZone: string }>('/device/info', { deviceKey })).timeZone;

      // The schedule of the next 30 hours (whole minutes): Morning now until +6 h, Afternoon +6 h to
      // +12 h, nothing from +12 h to +14 h (the idle screen), Night from +14 h to +30 h.
      const t0 = Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE;
      const plan = [
        { playlistId: morning, from: t0 - HOUR, to: t0 + 6 * HOUR },
        { playlistId: afternoon, from: t0 + 6 * HOUR, to: t0 + 12 * HOUR },
        { playlistId: night, from: t0 + 14 * HOUR, to: t0 + 30 * HOUR },
      ];
      for (const [index, p] of plan.entries()) {
        await api('/device/updateScheduleEntry', {
          deviceKey,
          scheduleEntryIndex: index,
          scheduleEntry: once(p.playlistId, p.from, p.to, timeZone),
        });
      }
      const expected = (ms: number) => plan.find((p) => ms >= p.from && ms < p.to)?.playlistId ?? null;
      await until('the schedule on the screen', () => screen.playing?.playlistId === morning && engine.streamUp);

      // The network goes away at t0.
      await vi.advanceTimersByTimeAsync(t0 - Date.now());
      net.cut();
      await until('the stream down', () => !engine.streamUp);
      const offlineFrom = Date.now();
      const recordedBefore = screen.recorded;
      expect(await storage.s.popAll()).toHaveLength(recordedBefore); // not sent yet (sent once a minute)

      // 24 hours in 5-minute steps: at each moment the screen plays what the schedule says.
      let checked = 0;
      let changed = false;
      const seen = new Set<number | null>();
      while (Date.now() < offlineFrom + 24 * HOUR) {
        await vi.advanceTimersByTimeAsync(5 * MINUTE);
        const now = engine.now().getTime();
        const want = expected(now);
        // Away from a change by a minute (the sequencer switches at the next slide boundary).
        if (plan.every((p) => Math.abs(now - p.from) > MINUTE && Math.abs(now - p.to) > MINUTE)) {
          expect(screen.playing?.playlistId ?? null, `at +${((now - offlineFrom) / HOUR).toFixed(2)} h`).toBe(want);
          checked++;
          seen.add(want);
        }
        // Meanwhile the CMS publishes a new version of Night (the screen cannot hear of it).
        if (!changed && now >= offlineFrom + 8 * HOUR) {
          await signIn(); // (the session from 8 hours ago has been idle)
          await api('/playlist/slide/create', { playlistId: night });
          await api('/playlist/publish', { playlistId: night });
          changed = true;
        }
      }
      expect(checked).toBeGreaterThan(250);
      expect([...seen].sort()).toEqual([morning, afternoon, night, null].sort());
      expect(screen.playing).toEqual({ playlistId: night, version: 1 }); // the stored manifest's version

      // Everything shown offline is queued on the screen, once.
      const queued = await storage.s.popAll();
      expect(queued.length).toBe(screen.recorded);
      expect(screen.recorded - recordedBefore).toBeGreaterThan(24 * 60); // at least one play a minute, 24 h long
      expect(new Set(queued.map((r) => r.id)).size).toBe(queued.length);
      for (const r of queued) {
        const at = Date.parse(r.startedAt);
        const mid = at + r.durationMs / 2;
        expect(r.playlistId, `a play at ${r.startedAt}`).toBe(expected(mid));
      }
      expect(queued.filter((r) => r.playlistId === morning).length).toBeGreaterThan(0);
      expect(queued.filter((r) => r.playlistId === afternoon).length).toBeGreaterThan(0);
      expect(queued.filter((r) => r.playlistId === night).length).toBeGreaterThan(0);
      const ids = queued.map((r) => r.id).sort();

      // The network returns. The first upload's answer is lost, the next upload arrives twice.
      net.loseNextPopAnswers = 1;
      net.doubleNextPops = 1;
      net.offline = false;
      await signIn(); // (idle for 16 hours: signed out)
      const latest = await api<{ delivery: { currentVersion: string } }>('/device/info', { deviceKey });
      let drained = false;
      for (let i = 0; i < 400; i++) {
        // Every play queued offline has left the screen (a play that ends meanwhile is queued anew:
        // requiring an empty queue at one moment made this wait a race with the slide timer).
        const offlineQueueSent = ids.every((id) => !storage.pop.has(id));
        if (offlineQueueSent && engine.state.kind === 'paired' && engine.state.manifest.version === latest.delivery.currentVersion) {
          drained = true;
          break;
        }
        await vi.advanceTimersByTimeAsync(15_000);
        await new Promise((r) => setTimeout(r, 50));
      }
      // Synced: the new manifest, and Night's new version on screen.
      expect(engine.state.kind === 'paired' && engine.state.manifest.version).toBe(latest.delivery.currentVersion);
      // The offline queue was emptied (plays that end after that are queued anew and sent later).
      expect(drained).toBe(true);
      await until('the new version playing', () => screen.playing?.version === 2);
      expect(screen.playing?.playlistId).toBe(night);
      expect(net.lostAnswers).toBe(1);
      expect(net.doubled).toBe(1);

      // The screen stops; what it still holds goes up with the next batch.
      screen.close();
      for (let i = 0; i < 10 && storage.pop.size > 0; i++) {
        await vi.advanceTimersByTimeAsync(60_000);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(storage.pop.size).toBe(0);

      // The server has every play the screen recorded (offline and online), each exactly once.
      await stack.app.services.screens.flush();
      const rows = await stack.app.ctx.db.select().from(proofOfPlay).where(eq(proofOfPlay.organizationId, organizationId));
      const stored = new Set(rows.map((r) => r.id));
      expect(stored.size).toBe(rows.length);
      expect(rows.length).toBe(screen.recorded);
      for (const id of ids) expect(stored.has(id)).toBe(true);
    } finally {
      screen.close();
      engine.stop();
      vi.useRealTimers();
    }
  }, 240_000);
});
