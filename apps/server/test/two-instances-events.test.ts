import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../src/db/schema/index.ts';
import { alertFields, messageFields } from './alerts-fixtures.ts';
import { type EventStreamReader, mark, openEventStream } from './event-streams.ts';
import { addUser, buildTestAppOn, json, login, post, scratchPostgres, signUp, STRONG_PASSWORD, type TestApp } from './helpers.ts';
import { manifestOf } from './player-fixtures.ts';
import { deviceHeaders, ok, pairedDevice, publishedPlaylist, registerPlayer } from './screens-fixtures.ts';
import { takeoversOf } from './takeovers-fixtures.ts';

/**
 * Several instances (docs/deploy.md "Several instances"): two instances, A and B, on one PostgreSQL database, as two servers
 * behind a load balancer. For each kind of live event the change is made through A and the test
 * shows that B acts on it at once: its players' and CMS streams get the event, and what B answers
 * afterwards (manifest, credential, session, takeovers) is the new state, not what it had cached.
 * Kinds: manifest change, removal, pairing, session revocation (sign-out of other sessions,
 * password change, sign-out, role change, user removal: refused at once, and the CMS streams the
 * user holds on B close at once), credential drop (organization transfer), alert broadcast and
 * deactivation, screen message start and stop, and the CMS's device events. PostgreSQL only.
 */

const adminUrl = process.env.DATABASE_URL;
const enabled = process.env.TEST_DB === 'postgres' && Boolean(adminUrl && /^postgres(ql)?:\/\//.test(adminUrl));
if (!enabled) console.log('two-instances-events: skipped — needs TEST_DB=postgres and DATABASE_URL (the PostgreSQL part of npm test)');

interface Instance {
  t: TestApp;
  base: string;
}

async function listening(t: TestApp): Promise<Instance> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return { t, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** An event stream (player or CMS): the tests' one reader (event-streams.ts). */
type Stream = EventStreamReader;
const openStream = (base: string, url: string, headers: Record<string, string>) => openEventStream(`${base}${url}`, headers);

const playerEvents = (i: Instance, secret: string) => openStream(i.base, '/api/player/events', deviceHeaders(secret));
const cmsEvents = (i: Instance, sessionKey: string) => openStream(i.base, '/api/events', { authorization: `SessionKey ${sessionKey}` });
/** The session check every CMS page polls: 200 while the session lives, 401 once it ended. */
const me = (i: Instance, sessionKey: string) => post(i.t.app, '/api/users/me', { sessionKey });

/** Resolves when the server ended the stream; fails after `ms`. */
async function closesWithin(s: Stream, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    s.ended,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Whether the stream is still open 300 ms from now (long enough for a check that would close it). */
async function isOpen(s: Stream) {
  return Promise.race([s.ended.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 300))]);
}

/** How long B took to act, for the report (printed, not asserted beyond the 5 s wait). */
const delays: Record<string, number> = {};

describe.skipIf(!enabled)('two instances: every kind of live event made on A is acted on by B', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let a: Instance;
  let b: Instance;
  const streams: Stream[] = [];
  const orgs = { root: 0, a: 0, b: 0 };
  const keys: Record<string, string> = {};
  const emails: Record<string, string> = {};
  let playlist = 0;

  const track = (s: Stream) => {
    streams.push(s);
    expect(s.status).toBe(200);
    return s;
  };

  beforeAll(async () => {
    scratch = await scratchPostgres(adminUrl as string);
    // CACHE_REVALIDATE_SECONDS stays at its default (30 s) on both: what B does within a few seconds
    // comes from the hub, never from its own caches expiring.
    a = await listening(await buildTestAppOn(scratch.url, { rateLimits: false }));
    b = await listening(await buildTestAppOn(scratch.url, { rateLimits: false }));
    const root = await signUp(a.t, { orgName: 'Platform' });
    const orgA = await signUp(a.t, { orgName: 'Org A' });
    const orgB = await signUp(a.t, { orgName: 'Org B' });
    orgs.root = root.organizationId;
    orgs.a = orgA.organizationId;
    orgs.b = orgB.organizationId;
    emails.a = orgA.email;
    for (const [name, email] of [
      ['root', root.email],
      ['a', orgA.email],
      ['b', orgB.email],
    ] as const)
      keys[name] = (await login(a.t, email)).sessionKey;
    for (const id of [orgs.a, orgs.b])
      await a.t.database.db.update(licences).set({ numDevices: 20 }).where(eq(licences.organizationId, id));
    playlist = await publishedPlaylist(a.t, keys.a as string, 'Lobby');
  }, 60_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    for (const i of [a, b]) await i?.t.close().catch(() => undefined);
    await scratch?.drop();
    console.log(`two-instances-events: B acted after (ms from the call on A) ${JSON.stringify(delays)}`);
  }, 60_000);

  it('manifest change: a republish through A reaches the player streaming from B, and B serves the new manifest', async () => {
    const d = await pairedDevice(a.t, keys.a as string, orgs.a);
    await ok(a.t, keys.a as string, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: playlist });
    await a.t.app.services.screens.idle();
    const stream = track(await playerEvents(b, d.deviceSecret));
    // The stream's own first event carries the version; B may also pass on A's notice of the
    // assignment as a bare "check your manifest" ({}), before or after it.
    const first = await stream.next('manifest', { where: (data) => typeof data?.version === 'string' });
    const before = (await manifestOf(b.t, d.deviceSecret)).json();
    expect(before.version).toBe(first.data.version);
    expect(before.playlists[String(playlist)].version).toBe(1);

    const since = mark();
    await ok(a.t, keys.a as string, '/playlist/publish', { playlistId: playlist });
    const pushed = await stream.next('manifest', { since });
    delays.manifest = pushed.at - since;
    const after = await manifestOf(b.t, d.deviceSecret, { 'if-none-match': `"${before.version}"` });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().playlists[String(playlist)].version).toBe(2);
  });

  it('removal: a screen removed through A is revoked on B (its stream gets `revoked` and ends; its credential is refused)', async () => {
    const d = await pairedDevice(a.t, keys.a as string, orgs.a);
    const stream = track(await playerEvents(b, d.deviceSecret));
    await stream.next('manifest');
    expect((await manifestOf(b.t, d.deviceSecret)).statusCode).toBe(200); // B has the credential cached

    const since = mark();
    await ok(a.t, keys.a as string, '/device/remove', { deviceKey: d.deviceKey });
    const revoked = await stream.next('revoked', { since });
    delays.removal = revoked.at - since;
    await stream.ended;
    const refused = await manifestOf(b.t, d.deviceSecret);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(json(refused).errorCode).toBe('DEVICE_REVOKED');
  });

  it('pairing: a code accepted through A pairs the player waiting on B (`paired`, then B serves the paired manifest)', async () => {
    const p = await registerPlayer(b.t);
    const stream = track(await playerEvents(b, p.deviceSecret));
    const waiting = await manifestOf(b.t, p.deviceSecret);
    expect(waiting.json()).toMatchObject({ status: 'pairing', pairingCode: p.pairingCode }); // cached on B as unpaired

    const since = mark();
    await ok(a.t, keys.a as string, `/device/${orgs.a}/accept`, { deviceId: p.pairingCode, name: 'Paired on A' });
    const paired = await stream.next('paired', { since });
    delays.pairing = paired.at - since;
    const now = await manifestOf(b.t, p.deviceSecret);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toMatchObject({ status: 'paired' });
  });

  it('session revocation: sessions ended through A (other sessions, password change, sign-out) are refused by B at once, and their CMS streams on B close', async () => {
    const user = await signUp(a.t, { orgName: 'Org S' });
    const session = async () => (await login(b.t, user.email)).sessionKey;
    const [kept, other1, other2] = [await session(), await session(), await session()];
    for (const k of [kept, other1, other2]) expect((await me(b, k)).statusCode).toBe(200);
    const keptStream = track(await cmsEvents(b, kept));
    const stream1 = track(await cmsEvents(b, other1));
    const stream2 = track(await cmsEvents(b, other2));
    for (const st of [keptStream, stream1, stream2]) await st.next('ready');

    // "Sign out of other sessions" through A.
    let since = mark();
    expect((await post(a.t.app, '/api/users/me/sessions/endOthers', { sessionKey: kept })).statusCode).toBe(200);
    for (const k of [other1, other2]) expect((await me(b, k)).statusCode).toBe(401);
    delays.sessionsEnded = Date.now() - since;
    // Their CMS streams on B close at once (not at the next periodic check, 60 s); the kept one stays.
    await closesWithin(stream1, 3_000);
    await closesWithin(stream2, 3_000);
    delays.sessionsEndedStreams = Date.now() - since;
    expect((await me(b, kept)).statusCode).toBe(200);
    expect(await isOpen(keptStream)).toBe(true);

    // A password change through A ends every other session, on B too.
    const other3 = await session();
    expect((await me(b, other3)).statusCode).toBe(200);
    const stream3 = track(await cmsEvents(b, other3));
    await stream3.next('ready');
    since = mark();
    const changed = await post(a.t.app, '/api/auth/changePassword', {
      sessionKey: kept,
      email: user.email,
      oldPassword: STRONG_PASSWORD,
      password: 'N3w-Secret-Pass',
      passwordRepeat: 'N3w-Secret-Pass',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(b, other3)).statusCode).toBe(401);
    delays.passwordChange = Date.now() - since;
    await closesWithin(stream3, 3_000);
    expect(await isOpen(keptStream)).toBe(true);

    // Signing out through A ends the session on B, and its stream there.
    since = mark();
    expect((await post(a.t.app, '/api/auth/logout', { sessionKey: kept })).statusCode).toBe(200);
    expect((await me(b, kept)).statusCode).toBe(401);
    await closesWithin(keptStream, 3_000);
    delays.signOutStream = Date.now() - since;
  });

  it('role change and removal through A: B applies them to the next call, and the CMS stream the user holds on B closes at once when the role loses the permission or the user is removed', async () => {
    const manager = await addUser(a.t, orgs.b, 'screen_manager');
    const key = (await login(b.t, manager.email)).sessionKey;
    const stream = track(await cmsEvents(b, key));
    await stream.next('ready');
    // A change that keeps the permission (staff also manages devices): the stream stays.
    await ok(a.t, keys.b as string, '/users/updateRole', { userId: manager.user.id, role: 'staff' });
    expect(await isOpen(stream)).toBe(true);
    const devicesOnB = () => post(b.t.app, `/api/device/${orgs.b}/list`, { sessionKey: key });
    expect((await devicesOnB()).statusCode).toBe(200);
    let since = mark();
    await ok(a.t, keys.b as string, '/users/updateRole', { userId: manager.user.id, role: 'content_creator' });
    // The caller is read from the database on every call (no per-instance copy): B applies the new
    // role to the very next call (docs/performance.md "Queries per call").
    expect((await devicesOnB()).statusCode).toBe(403);
    await closesWithin(stream, 3_000);
    delays.roleChangeStream = Date.now() - since;

    const removed = await addUser(a.t, orgs.b, 'screen_manager');
    const removedKey = (await login(b.t, removed.email)).sessionKey;
    const removedStream = track(await cmsEvents(b, removedKey));
    await removedStream.next('ready');
    since = mark();
    await ok(a.t, keys.b as string, '/users/delete', { userIds: [removed.user.id], mode: 'transfer' });
    expect((await post(b.t.app, `/api/device/${orgs.b}/list`, { sessionKey: removedKey })).statusCode).toBe(401);
    await closesWithin(removedStream, 3_000);
    delays.removalStream = Date.now() - since;
    expect((await me(b, removedKey)).statusCode).toBe(401);
  });

  it('credential drop: a screen whose organization changes through A (content transfer) is known to B under its new organization at once', async () => {
    // Org B has an alert on air for every screen; Org A's screen is connected to B and sees none.
    const alert = await ok(a.t, keys.b as string, '/alerts/create', alertFields({ name: 'Org B fire' }));
    await ok(a.t, keys.b as string, '/alerts/broadcast', { alertId: alert.id });
    const d = await pairedDevice(a.t, keys.a as string, orgs.a);
    const stream = track(await playerEvents(b, d.deviceSecret));
    await stream.next('takeovers');
    const before = await takeoversOf(b.t, d.deviceSecret); // B caches the credential: organization A
    expect(before.status).toBe(200);
    expect(before.body.response.alerts).toEqual([]);

    // The platform moves Org A's content (its screens included) to Org B, through A.
    const since = mark();
    const moved = await post(
      a.t.app,
      `/api/organizations/${orgs.a}/transfer`,
      { targetOrganizationId: orgs.b },
      { authorization: `SessionKey ${keys.root}` },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // B dropped the cached credential: the screen now belongs to Org B, and gets Org B's alert.
    const pushed = await stream.next('takeovers', { since, where: (x) => x.alerts.length > 0 });
    delays.credentialDrop = pushed.at - since;
    const after = await takeoversOf(b.t, d.deviceSecret);
    expect(after.body.response.alerts.map((x: { name: string }) => x.name)).toEqual(['Org B fire']);

    // Back to a clean slate for the other tests: Org A's screens stay in Org B, the alert ends.
    await ok(a.t, keys.b as string, '/alerts/deactivate', { alertId: alert.id });
  });

  it('alerts: broadcast and deactivation through A reach the player streaming from B', async () => {
    const d = await pairedDevice(a.t, keys.a as string, orgs.a);
    const stream = track(await playerEvents(b, d.deviceSecret));
    await stream.next('takeovers');
    const alert = await ok(a.t, keys.a as string, '/alerts/create', alertFields({ name: 'Drill' }));

    let since = mark();
    await ok(a.t, keys.a as string, '/alerts/broadcast', { alertId: alert.id });
    const on = await stream.next('takeovers', { since, where: (x) => x.alerts.length === 1 });
    delays.alertBroadcast = on.at - since;
    expect((await takeoversOf(b.t, d.deviceSecret)).body.response.alerts).toHaveLength(1);

    since = mark();
    await ok(a.t, keys.a as string, '/alerts/deactivate', { alertId: alert.id });
    const off = await stream.next('takeovers', { since, where: (x) => x.alerts.length === 0 });
    delays.alertDeactivate = off.at - since;
    expect((await takeoversOf(b.t, d.deviceSecret)).body.response.alerts).toEqual([]);
  });

  it('screen messages: a message started and stopped through A reaches the player streaming from B', async () => {
    const d = await pairedDevice(a.t, keys.a as string, orgs.a);
    const stream = track(await playerEvents(b, d.deviceSecret));
    await stream.next('takeovers');
    const text = 'Lunch moved to 12:30';

    let since = mark();
    const message = await ok(a.t, keys.a as string, '/messages/create', messageFields({ text }));
    const on = await stream.next('takeovers', { since, where: (x) => x.messages.some((m: { text: string }) => m.text === text) });
    delays.messageStart = on.at - since;

    since = mark();
    await ok(a.t, keys.a as string, '/messages/stop', { messageId: message.id });
    const off = await stream.next('takeovers', { since, where: (x) => !x.messages.some((m: { text: string }) => m.text === text) });
    delays.messageStop = off.at - since;
    const now = (await takeoversOf(b.t, d.deviceSecret)).body.response.messages as Array<{ text: string }>;
    expect(now.map((m) => m.text)).not.toContain(text);
  });

  it('CMS events: a rename and a player heartbeat through A reach the CMS stream open on B', async () => {
    const d = await pairedDevice(a.t, keys.a as string, orgs.a);
    const cms = track(await cmsEvents(b, keys.a as string));
    await cms.next('ready');

    let since = mark();
    await ok(a.t, keys.a as string, '/device/setName', { deviceKey: d.deviceKey, deviceName: 'Renamed on A' });
    const renamed = await cms.next('devices', { since });
    delays.cmsDevices = renamed.at - since;

    // A screen that reports to A (its heartbeat served there): its status reaches the CMS on B.
    since = mark();
    const beat = await a.t.app.inject({
      method: 'POST',
      url: '/api/player/heartbeat',
      headers: deviceHeaders(d.deviceSecret),
      payload: { status: 'idle' },
    });
    expect(beat.statusCode, beat.body).toBe(200);
    await a.t.app.services.screens.flush();
    const status = await cms.next('device', { since, where: (x) => x.deviceKey === d.deviceKey });
    delays.cmsDevice = status.at - since;
  });
});
