import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { devices, licences, media, organizations } from '../src/db/schema/index.ts';
import { ManifestBuilder } from '../src/modules/screens/manifests/manifest.ts';
import { ManifestRepository } from '../src/modules/screens/manifests/manifest.repository.ts';
import { buildTestApp, json, login, type Orgs, signUp, type TestApp } from './helpers.ts';
import { heartbeatOf, manifestOf, openSseAt, playerApp } from './player-fixtures.ts';
import { deviceHeaders, fails, ok, pairedDevice, publishedPlaylist, registerPlayer } from './screens-fixtures.ts';

let t: TestApp;
let dir: string;
let base = '';
let keys: Record<string, string>;
let orgs: Orgs;

const openSse = (url: string, headers: Record<string, string>) => openSseAt(base, url, headers);
const manifest = (secret: string, headers: Record<string, string> = {}) => manifestOf(t, secret, headers);
const heartbeat = (secret: string, body: Record<string, unknown>) => heartbeatOf(t, secret, body);

beforeAll(async () => {
  ({ t, dir, base, keys, orgs } = await playerApp('signage-player-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('player protocol', () => {
  it('registers, shows the pairing code in the manifest, and refuses other credentials', async () => {
    const p = await registerPlayer(t, { screenWidth: 1920, screenHeight: 1080 });
    const m = await manifest(p.deviceSecret);
    expect(m.statusCode).toBe(200);
    const body = m.json();
    expect(body).toMatchObject({ status: 'pairing', deviceId: p.deviceId, pairingCode: p.pairingCode, serverUrl: 'https://signage.test' });
    expect(m.headers.etag).toBe(`"${body.version}"`);
    expect((await manifest(p.deviceSecret, { 'if-none-match': String(m.headers.etag) })).statusCode).toBe(304);

    // Without PUBLIC_URL the server does not guess (localhost): the pairing screen shows the address it used itself.
    const unset = await buildTestApp({ publicUrl: 'http://localhost:8080', publicUrlSet: false });
    try {
      const q = await registerPlayer(unset, { screenWidth: 1920, screenHeight: 1080 });
      expect((await manifestOf(unset, q.deviceSecret)).json().serverUrl).toBe('');
    } finally {
      await unset.close();
    }

    const none = await t.app.inject({ method: 'GET', url: '/api/player/manifest' });
    expect(none.statusCode).toBe(401);
    expect(json(none).errorCode).toBe('UNAUTHORIZED');
    const forged = await manifest('x'.repeat(32));
    expect(forged.statusCode).toBe(401);
    expect(json(forged).errorCode).toBe('DEVICE_REVOKED');
    // A user session never opens player calls.
    const viaSession = await t.app.inject({
      method: 'GET',
      url: '/api/player/manifest',
      headers: { authorization: `SessionKey ${keys.a}` },
    });
    expect(viaSession.statusCode).toBe(401);
    // Bad registration input.
    const bad = await t.app.inject({ method: 'POST', url: '/api/player/register', payload: { appVersion: 'x', extra: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the paired manifest pre-built with ETag/304 and gzip, invalidated by republish, only for affected screens', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a, { name: 'Hall' });
    const other = await pairedDevice(t, k, orgs.a);
    const pl = await publishedPlaylist(t, k, 'Welcome');
    await ok(t, k, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: pl });
    await t.app.services.screens.idle();

    const m1 = await manifest(d.deviceSecret);
    expect(m1.statusCode).toBe(200);
    const body = m1.json();
    expect(body).toMatchObject({
      status: 'paired',
      device: { organizationId: orgs.a, timeZone: 'Europe/Stockholm', rotation: 0, interactive: false, active: true },
    });
    // Nothing only this device has: equal inputs share the same bytes.
    expect(body.device).not.toHaveProperty('id');
    expect(body.device).not.toHaveProperty('name');
    expect(body.schedule.device.playNow.playlistId).toBe(pl);
    expect(body.playlists[String(pl)]).toMatchObject({ id: pl, name: 'Welcome', version: 1 });
    expect(body.playlists[String(pl)].slides).toHaveLength(1);
    const etag = String(m1.headers.etag);
    expect(etag).toBe(`"${body.version}"`);
    expect((await manifest(d.deviceSecret, { 'if-none-match': etag })).statusCode).toBe(304);
    const zipped = await manifest(d.deviceSecret, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).version).toBe(body.version);
    const otherEtag = String((await manifest(other.deviceSecret)).headers.etag);

    // Republish: the assigned screen's manifest changes, the other's does not.
    await ok(t, k, '/playlist/slide/create', { playlistId: pl });
    await ok(t, k, '/playlist/publish', { playlistId: pl });
    await t.app.services.screens.idle();
    const m2 = await manifest(d.deviceSecret, { 'if-none-match': etag });
    expect(m2.statusCode).toBe(200);
    expect(m2.json().playlists[String(pl)]).toMatchObject({ version: 2 });
    expect(m2.json().playlists[String(pl)].slides).toHaveLength(2);
    expect((await manifest(other.deviceSecret, { 'if-none-match': otherEtag })).statusCode).toBe(304);
    // The CMS knows the version the screen should reach.
    const [row] = await t.database.db.select().from(devices).where(eq(devices.id, d.deviceId));
    expect(row?.manifestVersion).toBe(m2.json().version);
  });

  it('shares one manifest between devices with equal inputs; a rename changes nothing', async () => {
    const k = keys.a as string;
    const one = await pairedDevice(t, k, orgs.a, { name: 'Twin 1' });
    const two = await pairedDevice(t, k, orgs.a, { name: 'Twin 2' });
    const pl = await publishedPlaylist(t, k, 'Shared');
    const g = await ok(t, k, '/group/create', { name: 'Twins', deviceArray: [one.deviceKey, two.deviceKey] });
    await ok(t, k, '/group/updateScheduleEntry', {
      groupId: g.id,
      scheduleEntryIndex: 0,
      scheduleEntry: {
        playlistId: pl,
        start: '2030-01-01T08:00',
        end: '2030-01-01T09:00',
        allDay: false,
        repeat: { frequency: 'daily', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
      },
    });
    await t.app.services.screens.idle();
    const m1 = await manifest(one.deviceSecret);
    const m2 = await manifest(two.deviceSecret);
    expect(m1.json().playlists[String(pl)]).toMatchObject({ name: 'Shared' });
    expect(m2.headers.etag).toBe(m1.headers.etag);
    expect(m2.body).toBe(m1.body);
    await ok(t, k, '/device/setName', { deviceKey: one.deviceKey, deviceName: 'Renamed' });
    await t.app.services.screens.idle();
    expect((await manifest(one.deviceSecret, { 'if-none-match': String(m1.headers.etag) })).statusCode).toBe(304);
    // Both devices' rows name the shared version (the CMS's delivery receipt).
    const rows = await t.database.db.select().from(devices).where(eq(devices.groupId, g.id));
    expect(rows.map((r) => `"${r.manifestVersion}"`)).toEqual([m1.headers.etag, m1.headers.etag]);

    // A change: the herd of fetches reads the rows once and builds the shared content once.
    const reads = vi.spyOn(ManifestBuilder.prototype, 'devices');
    const builds = vi.spyOn(ManifestBuilder.prototype, 'build');
    try {
      t.app.services.screens.invalidate([one.deviceId, two.deviceId]);
      const answers = await Promise.all([one, two, one, two].map((d) => manifest(d.deviceSecret)));
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(builds).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
      builds.mockRestore();
    }
  });

  it('a republish rebuilds the shared content once without reading device rows or credentials again', async () => {
    const k = keys.a as string;
    const one = await pairedDevice(t, k, orgs.a);
    const two = await pairedDevice(t, k, orgs.a);
    const pl = await publishedPlaylist(t, k, 'Republished');
    const g = await ok(t, k, '/group/create', { name: 'Republish group', deviceArray: [one.deviceKey, two.deviceKey] });
    await ok(t, k, '/playlist/assignToGroup', { groupId: g.id, playlistId: pl });
    await t.app.services.screens.idle();
    const before = await manifest(one.deviceSecret);
    const etag = String(before.headers.etag);
    expect((await manifest(two.deviceSecret)).headers.etag).toBe(etag);

    const reads = vi.spyOn(ManifestBuilder.prototype, 'devices');
    const builds = vi.spyOn(ManifestBuilder.prototype, 'build');
    const selects = vi.spyOn(t.app.ctx.db, 'select');
    try {
      await ok(t, k, '/playlist/slide/create', { playlistId: pl });
      await ok(t, k, '/playlist/publish', { playlistId: pl });
      await t.app.services.screens.idle();
      selects.mockClear();
      const answers = await Promise.all([one, two, one, two].map((d) => manifest(d.deviceSecret, { 'if-none-match': etag })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      expect(answers[0]?.json().playlists[String(pl)]).toMatchObject({ version: 2 });
      // Their inputs did not change: no device row read for keys, one build for both screens…
      expect(reads).not.toHaveBeenCalled();
      expect(builds).toHaveBeenCalledTimes(1);
      // …and the fetches themselves read nothing (credentials and content come from memory).
      expect(selects).not.toHaveBeenCalled();
      // The CMS still knows the version both should reach.
      const rows = await t.database.db.select().from(devices).where(eq(devices.groupId, g.id));
      expect(rows.map((r) => `"${r.manifestVersion}"`)).toEqual([answers[0]?.headers.etag, answers[0]?.headers.etag]);
    } finally {
      reads.mockRestore();
      builds.mockRestore();
      selects.mockRestore();
    }
  });

  it("a play-now on a group computes its screens' keys again from the rows it holds, and stores their versions in one write", async () => {
    const k = keys.a as string;
    const screens = [await pairedDevice(t, k, orgs.a), await pairedDevice(t, k, orgs.a), await pairedDevice(t, k, orgs.a)];
    const first = await publishedPlaylist(t, k, 'Group first');
    const second = await publishedPlaylist(t, k, 'Group second');
    const g = await ok(t, k, '/group/create', { name: 'Play-now group', deviceArray: screens.map((d) => d.deviceKey) });
    await ok(t, k, '/playlist/assignToGroup', { groupId: g.id, playlistId: first, scheduleData: { mode: 'playNow' } });
    await t.app.services.screens.idle();
    for (const d of screens) expect(Object.keys((await manifest(d.deviceSecret)).json().playlists)).toEqual([String(first)]);

    const reads = vi.spyOn(ManifestBuilder.prototype, 'devices');
    const writes = vi.spyOn(ManifestRepository.prototype, 'writeVersions');
    try {
      await ok(t, k, '/playlist/assignToGroup', { groupId: g.id, playlistId: second, scheduleData: { mode: 'playNow' } });
      await t.app.services.screens.idle();
      const answers = await Promise.all(screens.map((d) => manifest(d.deviceSecret)));
      for (const a of answers) expect(Object.keys(a.json().playlists)).toEqual([String(second)]);
      // The group changed, not the screens' rows: their keys come from the rows already held…
      expect(reads).not.toHaveBeenCalled();
      // …and the versions they should reach are stored together, once.
      expect(writes).toHaveBeenCalledTimes(1);
      expect(writes.mock.calls[0]?.[0].map((c) => c.id).sort()).toEqual(screens.map((d) => d.deviceId).sort());
      const rows = await t.database.db.select().from(devices).where(eq(devices.groupId, g.id));
      expect(rows.map((r) => `"${r.manifestVersion}"`)).toEqual(answers.map((a) => a.headers.etag));

      // A change to a screen's own row is read again.
      reads.mockClear();
      await ok(t, k, '/device/setName', { deviceKey: screens[0]?.deviceKey, deviceName: 'Own row changed' });
      await t.app.services.screens.idle();
      await manifest(screens[0]?.deviceSecret as string);
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      writes.mockRestore();
    }
  });

  it('refuses a removed device at once although its credential is cached (this instance and another)', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    expect((await manifest(d.deviceSecret)).statusCode).toBe(200);
    const selects = vi.spyOn(t.app.ctx.db, 'select');
    try {
      // Cached: a second call does not read the credential again.
      expect((await manifest(d.deviceSecret)).statusCode).toBe(200);
      expect(selects).not.toHaveBeenCalled();
    } finally {
      selects.mockRestore();
    }
    await ok(t, k, '/device/remove', { deviceKey: d.deviceKey });
    const gone = await manifest(d.deviceSecret);
    expect(gone.statusCode).toBe(401);
    expect(json(gone).errorCode).toBe('DEVICE_REVOKED');
    expect(json(await heartbeat(d.deviceSecret, { status: 'idle' })).errorCode).toBe('DEVICE_REVOKED');

    // Removed through another instance: its notice (the hub message it publishes) ends the cached credential here.
    const e = await pairedDevice(t, k, orgs.a);
    expect((await manifest(e.deviceSecret)).statusCode).toBe(200);
    await t.database.db.delete(devices).where(eq(devices.id, e.deviceId));
    t.app.services.screens.hub.publish({ type: 'invalidate', deviceIds: [e.deviceId], revoked: true });
    const refused = await manifest(e.deviceSecret);
    expect(refused.statusCode).toBe(401);
    expect(json(refused).errorCode).toBe('DEVICE_REVOKED');
  });

  it('pushes manifest on assignment, paired on accept and revoked on removal over SSE', async () => {
    const k = keys.a as string;
    const p = await registerPlayer(t);
    const waiting = await openSse('/api/player/events', deviceHeaders(p.deviceSecret));
    expect(waiting.status).toBe(200);
    const accepted = await ok(t, k, `/device/${orgs.a}/accept`, { deviceId: p.pairingCode });
    await waiting.next('paired');
    waiting.close();

    const stream = await openSse('/api/player/events', deviceHeaders(p.deviceSecret));
    // On connect the event names the current version; a change is pushed at once, without waiting
    // for the new version (the player fetches with If-None-Match).
    const first = await stream.next('manifest');
    expect(typeof first.version).toBe('string');
    const current = async () => (await manifest(p.deviceSecret)).json().version as string;
    expect(await current()).toBe(first.version);
    const pl = await publishedPlaylist(t, k, 'Pushed');
    await ok(t, k, '/playlist/assignToDevice', { deviceKey: accepted.deviceKey, playlistId: pl });
    await stream.next('manifest');
    const pushed = await current();
    expect(pushed).not.toBe(first.version);

    // A schedule change of its group reaches it too.
    const g = await ok(t, k, '/group/create', { name: 'Push group', deviceArray: [accepted.deviceKey] });
    await stream.next('manifest');
    const afterMove = await current();
    expect(afterMove).not.toBe(pushed);
    await ok(t, k, '/group/updateScheduleEntry', {
      groupId: g.id,
      scheduleEntryIndex: 0,
      scheduleEntry: {
        playlistId: pl,
        start: '2030-01-01T08:00',
        end: '2030-01-01T09:00',
        allDay: false,
        repeat: { frequency: 'daily', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
      },
    });
    await stream.next('manifest');
    expect(await current()).not.toBe(afterMove);

    // The CMS asks for a screenshot.
    await ok(t, k, '/device/activeThumbnail', { deviceKey: accepted.deviceKey });
    await stream.next('screenshot');
    await ok(t, k, '/device/reload', { deviceKey: accepted.deviceKey });
    await stream.next('reload');
    await fails(t, keys.b as string, '/device/reload', { deviceKey: accepted.deviceKey }, 404, 'NOT_FOUND');

    await ok(t, k, '/device/remove', { deviceKey: accepted.deviceKey });
    await stream.next('revoked');
    stream.close();
  });

  it("serves media by content hash with Range, only the device's organization's", async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const bytes = Buffer.from('0123456789abcdef'.repeat(64));
    const sha = createHash('sha256').update(bytes).digest('hex');
    const key = `org/${orgs.a}/${sha}`;
    await t.app.services.storage.put(key, Readable.from([bytes]), { size: bytes.length });
    const [mine] = await t.database.db
      .insert(media)
      .values({
        organizationId: orgs.a,
        name: 'x.png',
        kind: 'image',
        mimeType: 'image/png',
        sizeBytes: bytes.length,
        sha256: sha,
        storageKey: key,
        status: 'ready',
      })
      .returning();
    const [theirs] = await t.database.db
      .insert(media)
      .values({
        organizationId: orgs.b,
        name: 'y.png',
        kind: 'image',
        mimeType: 'image/png',
        sizeBytes: bytes.length,
        sha256: sha,
        storageKey: key,
        status: 'ready',
      })
      .returning();
    const get = (id: number, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/player/media/${id}/${sha}`, headers: { ...deviceHeaders(d.deviceSecret), ...headers } });
    const whole = await get(mine?.id as number);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toMatch(/immutable/);
    const part = await get(mine?.id as number, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('0123456789');
    expect((await get(theirs?.id as number)).statusCode).toBe(404);
    const wrongHash = await t.app.inject({
      method: 'GET',
      url: `/api/player/media/${mine?.id}/${'0'.repeat(64)}`,
      headers: deviceHeaders(d.deviceSecret),
    });
    expect(wrongHash.statusCode).toBe(404);
  });
});

describe('pairing limits (security.md DEV-1)', () => {
  it('limits registrations per address and failed pairing attempts per user', async () => {
    const limited = await buildTestApp({ rateLimits: true });
    try {
      let last = 0;
      for (let i = 0; i < 31; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/player/register', payload: {}, remoteAddress: '10.9.8.7' });
        last = res.statusCode;
      }
      expect(last).toBe(429);

      const owner = await signUp(limited, { orgName: 'Limited' });
      const key = (await login(limited, owner.email)).sessionKey;
      const player = await registerPlayer(limited, {}, '10.9.8.6');
      const wrong = player.pairingCode === '0000' ? '0001' : '0000';
      for (let i = 0; i < 10; i++)
        await fails(limited, key, `/device/${owner.organizationId}/accept`, { deviceId: wrong }, 400, 'DEVICE_CODE_INVALID');
      // Even the right code waits now.
      await fails(limited, key, `/device/${owner.organizationId}/accept`, { deviceId: player.pairingCode }, 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('branding on screens', () => {
  it("a sub-organization's screens get the parent's logo and colours through the player API, and a theme change reaches them", async () => {
    const [sub] = await t.database.db.insert(organizations).values({ name: 'Org A child', parentId: orgs.a }).returning();
    if (!sub) throw new Error('no sub-organization');
    const [parentLicence] = await t.database.db.select().from(licences).where(eq(licences.organizationId, orgs.a));
    if (!parentLicence) throw new Error('no licence');
    const { id: _id, ...licenceFields } = parentLicence;
    await t.database.db.insert(licences).values({ ...licenceFields, organizationId: sub.id });
    const child = await pairedDevice(t, String(keys.a), sub.id);
    const other = await pairedDevice(t, String(keys.b), orgs.b);

    // Theme management is a licence property (spec part 3); this organization may brand itself.
    await t.database.db
      .update(licences)
      .set({ overrides: { ...parentLicence.overrides, themeManagement: 1 } })
      .where(eq(licences.organizationId, orgs.a));
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const boundary = 'THEMEBOUNDARY';
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${orgs.a}/updateThemeLogo`,
      headers: { authorization: `SessionKey ${keys.a}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const sha = String(json(upload).response.url).split('/').pop();

    const first = (await manifest(child.deviceSecret)).json();
    expect(first.theme.logoUrl).toBe(`/api/player/theme/${orgs.a}/logo/${sha}`);
    const logo = await t.app.inject({ method: 'GET', url: first.theme.logoUrl, headers: deviceHeaders(child.deviceSecret) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // Another organization's screen, no credentials, or a made-up hash: nothing.
    expect((await t.app.inject({ method: 'GET', url: first.theme.logoUrl, headers: deviceHeaders(other.deviceSecret) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: first.theme.logoUrl })).statusCode).toBe(401);
    const wrong = `/api/player/theme/${orgs.a}/logo/${'0'.repeat(64)}`;
    expect((await t.app.inject({ method: 'GET', url: wrong, headers: deviceHeaders(child.deviceSecret) })).statusCode).toBe(404);

    const colours = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${orgs.a}/updateThemeColors`,
      headers: { authorization: `SessionKey ${keys.a}` },
      payload: { accentColor: '#AA3300', navBarColor: '#222222', contentColor: '#FFFFFF', navTextColor: '#FFFFFF' },
    });
    expect(colours.statusCode, colours.body).toBe(200);
    const after = (await manifest(child.deviceSecret)).json();
    expect(after.version).not.toBe(first.version);
    expect(after.theme.accentColor.toLowerCase()).toBe('#aa3300');
  });
});
