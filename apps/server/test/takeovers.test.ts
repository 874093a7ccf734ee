import { playerTakeovers } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertActivations, alertReceipts, alerts, media, screenMessages } from '../src/db/schema/index.ts';
import { mark } from './event-streams.ts';
import { buildTestAppOn, login, scratchPostgres, signUp, type TestApp } from './helpers.ts';
import { manifestOf, playerApp } from './player-fixtures.ts';
import { deviceHeaders, ok, pairedDevice, registerPlayer } from './screens-fixtures.ts';
import {
  activate,
  everyone,
  insertAlert,
  insertMessage,
  type PlayerStream,
  playerStream,
  takeoversChanged,
  takeoversOf,
  toDevices,
  toGroups,
} from './takeovers-fixtures.ts';

/**
 * Takeovers, the delivery side (docs/alerts.md, "Delivery: the takeover channel"): what each screen
 * is sent of its organization's alerts and messages, on `GET /api/player/takeovers`, as the event
 * stream's `takeovers` event on connect and at every change, and its receipts.
 */

let t: TestApp;
let base: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
type Player = Awaited<ReturnType<typeof pairedDevice>>;
/** Org A: `loose` in no group, `inG` in G, `inSub` in S (under G), `inH` in H; org B: `other`. */
const p = {} as Record<'loose' | 'inG' | 'inSub' | 'inH' | 'other', Player>;
const groups = { g: 0, sub: 0, h: 0 };
const streams: PlayerStream[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  ({ t, base, keys, orgs } = await playerApp('signage-takeovers-'));
  groups.g = (await ok(t, keys.a as string, '/group/create', { name: 'G', description: '', parentId: -1, deviceArray: [] })).id;
  groups.sub = (await ok(t, keys.a as string, '/group/create', { name: 'S', description: '', parentId: groups.g, deviceArray: [] })).id;
  groups.h = (await ok(t, keys.a as string, '/group/create', { name: 'H', description: '', parentId: -1, deviceArray: [] })).id;
  p.loose = await pairedDevice(t, keys.a as string, orgs.a);
  p.inG = await pairedDevice(t, keys.a as string, orgs.a, { groupId: groups.g });
  p.inSub = await pairedDevice(t, keys.a as string, orgs.a, { groupId: groups.sub });
  p.inH = await pairedDevice(t, keys.a as string, orgs.a, { groupId: groups.h });
  p.other = await pairedDevice(t, keys.b as string, orgs.b);
  await t.app.services.screens.idle();
});

afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

/** Ends every open activation and stops every message of org A (a clean slate per test). */
async function clear() {
  await t.database.db.update(alertActivations).set({ endedAt: t.clock.now() });
  await takeoversChanged(t, orgs.a);
  await takeoversChanged(t, orgs.b);
}

const activationIds = async (player: Player) => {
  const { status, body } = await takeoversOf(t, player.deviceSecret);
  expect(status).toBe(200);
  return (body.response.alerts as Array<{ activationId: number }>).map((a) => a.activationId);
};

describe('GET /api/player/takeovers', () => {
  it('answers the contract; targets match the device, its group and every ancestor group, or every screen', async () => {
    const direct = await activate(t, await insertAlert(t, orgs.a, { targets: toDevices(p.loose.deviceId) }));
    const group = await activate(t, await insertAlert(t, orgs.a, { targets: toGroups(groups.g) }));
    const sub = await activate(t, await insertAlert(t, orgs.a, { targets: toGroups(groups.sub) }));
    const root = await activate(t, await insertAlert(t, orgs.a, { targets: toGroups(-1) }));
    const all = await activate(t, await insertAlert(t, orgs.a, { targets: everyone }));
    await takeoversChanged(t, orgs.a);

    const answer = await takeoversOf(t, p.inSub.deviceSecret);
    expect(() => playerTakeovers.parse(answer.body.response)).not.toThrow();
    // Newest activation first.
    expect(await activationIds(p.loose)).toEqual([all.id, root.id, direct.id]);
    expect(await activationIds(p.inG)).toEqual([all.id, root.id, group.id]);
    // The sub-group's screen: its own group's alert and its ancestor's.
    expect(await activationIds(p.inSub)).toEqual([all.id, root.id, sub.id, group.id]);
    expect(await activationIds(p.inH)).toEqual([all.id, root.id]);
    // Another organization's screen gets none of them.
    expect((await takeoversOf(t, p.other.deviceSecret)).body.response).toMatchObject({ alerts: [], messages: [] });
    await clear();
  });

  it('carries what a screen needs to draw an alert, its audio as a player media URL', async () => {
    const [audio] = await t.database.db
      .insert(media)
      .values({
        organizationId: orgs.a,
        name: 'siren.mp3',
        kind: 'audio',
        mimeType: 'audio/mpeg',
        sizeBytes: 1234,
        sha256: 'a'.repeat(64),
        storageKey: `media/${'a'.repeat(64)}`,
        status: 'ready',
      })
      .returning();
    const alert = await insertAlert(t, orgs.a, { audioMediaId: audio?.id, mode: 'broadcast', durationSeconds: 600, type: 'weather' });
    const endsAt = new Date(t.clock.now().getTime() + 600_000);
    const activation = await activate(t, alert, { endsAt });
    await takeoversChanged(t, orgs.a);
    const [shown] = (await takeoversOf(t, p.inH.deviceSecret)).body.response.alerts;
    expect(shown).toEqual({
      activationId: activation.id,
      alertId: alert.id,
      name: alert.name,
      type: 'weather',
      description: alert.description,
      instructions: alert.instructions,
      backgroundColor: '#B71C1C',
      textColor: '#FFFFFF',
      audio: { url: `/api/player/media/${audio?.id}/${'a'.repeat(64)}`, hash: 'a'.repeat(64), mime: 'audio/mpeg', bytes: 1234 },
      mode: 'broadcast',
      startedAt: activation.startedAt.toISOString(),
      endsAt: endsAt.toISOString(),
    });
    await clear();
  });

  it('leaves out a broadcast past its end and an ended activation; a broadcast drops out once its end passes', async () => {
    const past = await insertAlert(t, orgs.a, { mode: 'broadcast', durationSeconds: 60 });
    await activate(t, past, { startedAt: new Date(t.clock.now().getTime() - 120_000), endsAt: new Date(t.clock.now().getTime() - 60_000) });
    await activate(t, await insertAlert(t, orgs.a), { endedAt: t.clock.now() });
    const soon = await activate(t, await insertAlert(t, orgs.a, { mode: 'broadcast', durationSeconds: 30 }), {
      endsAt: new Date(t.clock.now().getTime() + 30_000),
    });
    await takeoversChanged(t, orgs.a);
    expect(await activationIds(p.loose)).toEqual([soon.id]);
    // Nothing told the server: the cached state is read again once the broadcast's end has passed.
    t.clock.advance(31_000);
    expect(await activationIds(p.loose)).toEqual([]);
    await clear();
  });

  it('sends current and coming messages by start, not stopped or ended ones; targets as for alerts', async () => {
    const now = t.clock.now().getTime();
    const later = await insertMessage(t, orgs.a, {
      startsAt: new Date(now + 3_600_000),
      endsAt: new Date(now + 7_200_000),
      style: 'banner',
    });
    const current = await insertMessage(t, orgs.a, { startsAt: new Date(now - 60_000), targets: toGroups(groups.g) });
    await insertMessage(t, orgs.a, { startsAt: new Date(now - 60_000), stoppedAt: new Date(now - 1_000) });
    await insertMessage(t, orgs.a, { startsAt: new Date(now - 60_000), endsAt: new Date(now - 1_000) });
    await insertMessage(t, orgs.b, { startsAt: new Date(now - 60_000) });
    await takeoversChanged(t, orgs.a);
    const inSub = (await takeoversOf(t, p.inSub.deviceSecret)).body.response;
    expect(inSub.messages.map((m: { id: number }) => m.id)).toEqual([current.id, later.id]);
    expect(inSub.messages[1]).toEqual({
      id: later.id,
      text: later.text,
      style: 'banner',
      position: 'bottom',
      speed: 'normal',
      backgroundColor: '#000000',
      textColor: '#FFFFFF',
      startsAt: new Date(now + 3_600_000).toISOString(),
      endsAt: new Date(now + 7_200_000).toISOString(),
    });
    const inH = (await takeoversOf(t, p.inH.deviceSecret)).body.response;
    expect(inH.messages.map((m: { id: number }) => m.id)).toEqual([later.id]);
    // Stop them all for the next tests.
    await t.database.db.update(screenMessages).set({ stoppedAt: t.clock.now() });
    await clear();
  });

  it('revision: a hash of the content, equal for equal states, new when the content changes', async () => {
    const empty = (await takeoversOf(t, p.loose.deviceSecret)).body.response.revision;
    expect((await takeoversOf(t, p.other.deviceSecret)).body.response.revision).toBe(empty);
    const alert = await insertAlert(t, orgs.a, { targets: toGroups(groups.g) });
    await activate(t, alert);
    await takeoversChanged(t, orgs.a);
    const inG = (await takeoversOf(t, p.inG.deviceSecret)).body.response.revision;
    expect(inG).not.toBe(empty);
    expect((await takeoversOf(t, p.inSub.deviceSecret)).body.response.revision).toBe(inG);
    expect((await takeoversOf(t, p.inH.deviceSecret)).body.response.revision).toBe(empty);
    // Read again from the database: the same content gives the same revision.
    await takeoversChanged(t, orgs.a);
    expect((await takeoversOf(t, p.inG.deviceSecret)).body.response.revision).toBe(inG);
    // An edited alert is a new state.
    await t.database.db.update(alerts).set({ description: 'Edited' }).where(eq(alerts.id, alert.id));
    await takeoversChanged(t, orgs.a);
    expect((await takeoversOf(t, p.inG.deviceSecret)).body.response.revision).not.toBe(inG);
    await clear();
  });

  it('refuses a removed device (401 DEVICE_REVOKED) and a missing credential', async () => {
    const gone = await pairedDevice(t, keys.a as string, orgs.a);
    await ok(t, keys.a as string, '/device/remove', { deviceKey: gone.deviceKey });
    const res = await takeoversOf(t, gone.deviceSecret);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('DEVICE_REVOKED');
    const receipts = await t.app.inject({
      method: 'POST',
      url: '/api/player/alert-receipts',
      headers: deviceHeaders(gone.deviceSecret),
      payload: { receipts: [{ activationId: 1, shownAt: null, endedAt: null }] },
    });
    expect(receipts.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/player/takeovers' })).statusCode).toBe(401);
  });
});

describe('the takeovers event', () => {
  it('follows the opening manifest on connect, and reaches the targeted players at once on a change', async () => {
    const open = async (player: Player) => {
      const s = await playerStream(base, player.deviceSecret);
      streams.push(s);
      expect(s.status).toBe(200);
      await s.next('takeovers');
      return s;
    };
    const loose = await open(p.loose);
    // Right after its opening manifest event.
    expect(loose.events.slice(0, 2).map((e) => e.event)).toEqual(['manifest', 'takeovers']);
    expect(loose.events[1]?.data).toMatchObject({ alerts: [], messages: [] });
    const inSub = await open(p.inSub);
    const inH = await open(p.inH);
    const other = await open(p.other);

    const since = mark();
    const alert = await insertAlert(t, orgs.a, { targets: toGroups(groups.g) });
    const activation = await activate(t, alert);
    const manifestBefore = (await manifestOf(t, p.inSub.deviceSecret)).headers.etag;
    await takeoversChanged(t, orgs.a);
    const got = await inSub.next('takeovers', { since });
    expect(got.data.alerts.map((a: { activationId: number }) => a.activationId)).toEqual([activation.id]);
    expect(got.data.revision).toBe((await takeoversOf(t, p.inSub.deviceSecret)).body.response.revision);
    // Screens it does not target, and another organization's, are not sent anything.
    await sleep(200);
    expect(inH.count('takeovers', since)).toBe(0);
    expect(loose.count('takeovers', since)).toBe(0);
    expect(other.count('takeovers', since)).toBe(0);
    // No manifest changes when an alert starts (alerts travel beside it).
    expect(inSub.count('manifest', since)).toBe(0);
    const manifest = await manifestOf(t, p.inSub.deviceSecret);
    expect(manifest.headers.etag).toBe(manifestBefore);
    expect(manifest.json().schedule.alerts).toEqual([]);

    // The same state again (nothing changed that this screen sees): no event.
    const again = mark();
    await takeoversChanged(t, orgs.a);
    await sleep(150);
    expect(inSub.count('takeovers', again)).toBe(0);

    // Deactivated: the targeted screen is told at once.
    const off = mark();
    await t.database.db.update(alertActivations).set({ endedAt: t.clock.now() }).where(eq(alertActivations.id, activation.id));
    await takeoversChanged(t, orgs.a);
    expect((await inSub.next('takeovers', { since: off })).data.alerts).toEqual([]);

    // A screen moved into a targeted group gets the alert with the move.
    const moved = await activate(t, alert);
    await takeoversChanged(t, orgs.a);
    const move = mark();
    await ok(t, keys.a as string, '/group/addDevice', { groupId: groups.sub, deviceKey: p.inH.deviceKey });
    const arrived = await inH.next('takeovers', { since: move });
    expect(arrived.data.alerts.map((a: { activationId: number }) => a.activationId)).toEqual([moved.id]);
    const back = mark();
    await ok(t, keys.a as string, '/group/addDevice', { groupId: groups.h, deviceKey: p.inH.deviceKey });
    expect((await inH.next('takeovers', { since: back })).data.alerts).toEqual([]);
    await clear();
  });

  it('a screen paired while its stream is open is sent its state with the pairing', async () => {
    const activation = await activate(t, await insertAlert(t, orgs.a));
    await takeoversChanged(t, orgs.a);
    const player = await registerPlayer(t);
    const s = await playerStream(base, player.deviceSecret);
    streams.push(s);
    await sleep(100);
    expect(s.count('takeovers')).toBe(0);
    await ok(t, keys.a as string, `/device/${orgs.a}/accept`, { deviceId: player.pairingCode });
    const got = await s.next('takeovers');
    expect(got.data.alerts.map((a: { activationId: number }) => a.activationId)).toEqual([activation.id]);
    await clear();
  });

  it('the bounded re-validation sends a state changed behind the server’s back', async () => {
    const s = streams[0] as PlayerStream;
    const since = mark();
    const activation = await activate(t, await insertAlert(t, orgs.a));
    // No takeoversChanged: a lost notification. The cached state is older than the bound 31 s later.
    const real = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => real() + 31_000);
    try {
      await t.app.services.screens.bus.revalidate();
      await t.app.services.screens.takeovers.idle();
    } finally {
      clock.mockRestore();
    }
    const got = await s.next('takeovers', { since, where: (d) => d.alerts.length > 0 });
    expect(got.data.alerts.map((a: { activationId: number }) => a.activationId)).toEqual([activation.id]);
    await clear();
  });
});

describe('POST /api/player/alert-receipts', () => {
  const send = (player: Player, receipts: unknown[]) =>
    t.app.inject({ method: 'POST', url: '/api/player/alert-receipts', headers: deviceHeaders(player.deviceSecret), payload: { receipts } });
  const stored = async (activationId: number) =>
    (await t.database.db.select().from(alertReceipts).where(eq(alertReceipts.activationId, activationId))).sort(
      (x, y) => x.deviceId - y.deviceId,
    );

  it('stores when an activation went on and off a screen, keeps the earliest times, and is idempotent', async () => {
    const activation = await activate(t, await insertAlert(t, orgs.a));
    const shown = '2030-01-01T10:00:00.000Z';
    const first = await send(p.loose, [{ activationId: activation.id, shownAt: shown }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ response: { accepted: 1 } });
    expect(await stored(activation.id)).toEqual([
      { activationId: activation.id, deviceId: p.loose.deviceId, shownAt: new Date(shown), endedAt: null },
    ]);
    // The same again, a later "shown" (kept earliest), and the end; an offset time counts as its instant.
    expect((await send(p.loose, [{ activationId: activation.id, shownAt: shown }])).json().response.accepted).toBe(1);
    const ended = '2030-01-01T12:30:00+01:00';
    const later = await send(p.loose, [{ activationId: activation.id, shownAt: '2030-01-01T10:05:00Z', endedAt: ended }]);
    expect(later.json().response.accepted).toBe(1);
    expect(await stored(activation.id)).toEqual([
      { activationId: activation.id, deviceId: p.loose.deviceId, shownAt: new Date(shown), endedAt: new Date(ended) },
    ]);
    // A receipt with neither time changes nothing.
    await send(p.loose, [{ activationId: activation.id }]);
    expect((await stored(activation.id))[0]?.endedAt).toEqual(new Date(ended));
    await clear();
  });

  it('ignores another organization’s activation and one that does not exist (never an error); batches concurrent calls', async () => {
    const ours = await activate(t, await insertAlert(t, orgs.a));
    const theirs = await activate(t, await insertAlert(t, orgs.b));
    const res = await send(p.loose, [
      { activationId: ours.id, shownAt: '2030-01-01T10:00:00Z' },
      { activationId: theirs.id, shownAt: '2030-01-01T10:00:00Z' },
      { activationId: 999_999, shownAt: '2030-01-01T10:00:00Z' },
      { activationId: ours.id, shownAt: '2030-01-01T09:00:00Z' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response.accepted).toBe(2);
    expect((await stored(ours.id))[0]?.shownAt).toEqual(new Date('2030-01-01T09:00:00Z'));
    expect(await stored(theirs.id)).toEqual([]);
    expect((await send(p.other, [{ activationId: ours.id, shownAt: '2030-01-01T10:00:00Z' }])).json().response.accepted).toBe(0);

    // Many screens at once: gathered into few statements, each answered for itself.
    const all = [p.loose, p.inG, p.inSub, p.inH];
    const answers = await Promise.all(all.map((player) => send(player, [{ activationId: ours.id, shownAt: '2030-01-01T11:00:00Z' }])));
    expect(answers.map((a) => a.json().response.accepted)).toEqual([1, 1, 1, 1]);
    expect((await stored(ours.id)).map((r) => r.deviceId)).toEqual(all.map((x) => x.deviceId).sort((x, y) => x - y));
    await clear();
  });
});

describe('now playing in the CMS', () => {
  it('shows the alert as the source while it is on air, for the screens it targets', async () => {
    const activation = await activate(t, await insertAlert(t, orgs.a, { targets: toGroups(groups.g) }));
    await takeoversChanged(t, orgs.a);
    const list = (await ok(t, keys.a as string, `/device/${orgs.a}/list`)) as Array<{ deviceKey: string; nowPlaying: any }>;
    const source = (player: Player) => list.find((d) => d.deviceKey === player.deviceKey)?.nowPlaying.source;
    expect(source(p.inG)).toEqual({ kind: 'alert', alertId: activation.id });
    expect(source(p.inSub)).toEqual({ kind: 'alert', alertId: activation.id });
    expect(source(p.loose)).toEqual({ kind: 'idle' });
    await clear();
    const after = (await ok(t, keys.a as string, `/device/${orgs.a}/list`)) as Array<{ deviceKey: string; nowPlaying: any }>;
    expect(after.find((d) => d.deviceKey === p.inG.deviceKey)?.nowPlaying.source).toEqual({ kind: 'idle' });
  });
});

// ---- two instances on one PostgreSQL database (the event hub through LISTEN/NOTIFY) ----

const adminUrl = process.env.DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(adminUrl);

describe.skipIf(!onPostgres)('across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let listener: import('pg').Client;
  const instances: Array<{ t: TestApp; base: string }> = [];
  const notices: string[] = [];

  const listening = async (x: TestApp) => {
    await x.app.listen({ port: 0, host: '127.0.0.1' });
    const address = x.app.server.address();
    const i = { t: x, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    instances.push(i);
    return i;
  };

  beforeAll(async () => {
    scratch = await scratchPostgres(adminUrl as string);
    const pg = (await import('pg')).default;
    listener = new pg.Client({ connectionString: scratch.url });
    await listener.connect();
    listener.on('notification', (n) => {
      if (n.payload?.includes('"takeovers"')) notices.push(n.payload);
    });
    await listener.query('LISTEN signage_hub');
  }, 60_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await listener?.end().catch(() => undefined);
    for (const i of instances) await i.t.close().catch(() => undefined);
    await scratch?.drop();
  }, 60_000);

  it('an alert activated through A reaches a player streaming from B as a takeovers event; the NOTIFY carries only the organization', async () => {
    const a = await listening(await buildTestAppOn(scratch.url, { rateLimits: false }));
    // B's LISTEN connection, once dropped, is opened again after 1 s (the gap of the second half).
    const b = await listening(await buildTestAppOn(scratch.url, { rateLimits: false, hubReconnectMs: 1_000 }));
    await signUp(a.t, { orgName: 'Platform' });
    const owner = await signUp(a.t, { orgName: 'Org A' });
    const organizationId = owner.organizationId;
    const key = (await login(a.t, owner.email)).sessionKey;
    const group = (await ok(a.t, key, '/group/create', { name: 'Lobby', description: '', parentId: -1, deviceArray: [] })).id as number;
    const targeted = await pairedDevice(a.t, key, organizationId, { groupId: group });
    const untargeted = await pairedDevice(a.t, key, organizationId);

    const onB = await playerStream(b.base, targeted.deviceSecret);
    const elsewhere = await playerStream(b.base, untargeted.deviceSecret);
    streams.push(onB, elsewhere);
    await onB.next('takeovers');
    await elsewhere.next('takeovers');

    const since = mark();
    const activation = await activate(a.t, await insertAlert(a.t, organizationId, { targets: toGroups(group) }));
    await a.t.app.services.screens.bus.takeoversChanged(organizationId);
    const got = await onB.next('takeovers', { since, where: (d) => d.alerts.length > 0 });
    expect(got.data.alerts.map((x: { activationId: number }) => x.activationId)).toEqual([activation.id]);
    console.log(`takeovers across instances: ${got.at - since} ms from the call to the event on B`);
    await sleep(200);
    expect(elsewhere.count('takeovers', since)).toBe(0);
    // The hub message is the organization's id, not the content.
    const notice = notices.find((n) => n.includes(`"organizationId":${organizationId}`));
    expect(notice, notices.join('\n')).toBeDefined();
    expect(JSON.parse(notice as string).m).toEqual({ type: 'takeovers', organizationId });
    expect((notice as string).length).toBeLessThan(120);

    // B stops listening; the alert ends through A in the gap. When B listens again it drops what
    // it cached and pushes: the player has the change without any new notification.
    const admin = new (await import('pg')).default.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      const name = b.t.app.services.screens.hub.listenerName;
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
    } finally {
      await admin.end();
    }
    await sleep(100);
    const gap = mark();
    await a.t.database.db.update(alertActivations).set({ endedAt: a.t.clock.now() }).where(eq(alertActivations.id, activation.id));
    await a.t.app.services.screens.bus.takeoversChanged(organizationId);
    const ended = await onB.next('takeovers', { since: gap, where: (d) => d.alerts.length === 0, timeoutMs: 10_000 });
    console.log(`takeovers after B's reconnect: ${ended.at - gap} ms from the change made in the gap`);
  });
});
