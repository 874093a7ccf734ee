import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { proofOfPlay } from '../src/db/schema/index.ts';
import { json, type Orgs, type TestApp } from './helpers.ts';
import { heartbeatOf, manifestOf, openSseAt, playerApp } from './player-fixtures.ts';
import { deviceHeaders, fails, ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';

let t: TestApp;
let dir: string;
let base = '';
let keys: Record<string, string>;
let orgs: Orgs;

const openSse = (url: string, headers: Record<string, string>) => openSseAt(base, url, headers);
const manifest = (secret: string, headers: Record<string, string> = {}) => manifestOf(t, secret, headers);
const heartbeat = (secret: string, body: Record<string, unknown>) => heartbeatOf(t, secret, body);

beforeAll(async () => {
  ({ t, dir, base, keys, orgs } = await playerApp('signage-player-reports-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('player protocol', () => {
  it('records heartbeats in batches: status, delivery receipt and now playing reach the CMS (list and live events)', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const pl = await publishedPlaylist(t, k, 'Live');
    await ok(t, k, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: pl });
    await t.app.services.screens.idle();
    const version = (await manifest(d.deviceSecret)).json().version as string;

    const cms = await openSse('/api/events', { authorization: `SessionKey ${k}` });
    expect(cms.status).toBe(200);
    const foreign = await openSse('/api/events', { authorization: `SessionKey ${keys.b}` });
    await cms.next('ready');

    let info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(info.status).toBe('offline');

    const hb = await heartbeat(d.deviceSecret, {
      status: 'playing',
      appVersion: '1.2.3',
      osVersion: 'ChromeOS',
      manifestVersion: version,
      playing: { playlistId: pl, version: 1, slideId: null },
      storageUsedBytes: 1000,
      storageQuotaBytes: 100000,
    });
    expect(hb.statusCode).toBe(200);
    expect(json(hb).response.serverTime).toBeTruthy();
    await t.app.services.screens.flush();
    const live = await cms.next('device');
    expect(live).toMatchObject({ deviceKey: d.deviceKey, status: 'active', delivery: { appliedVersion: version, behind: false } });
    info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(info).toMatchObject({
      status: 'active',
      appVersion: '1.2.3',
      androidVersion: 'ChromeOS',
      nowPlaying: { playlistId: pl, playlistName: 'Live', version: 1, source: { kind: 'devicePlayNow' } },
      delivery: { currentVersion: version, appliedVersion: version, behind: false, expectedPlaylistVersion: 1 },
      storageUsedBytes: 1000,
    });
    // Another organization's stream hears nothing of it.
    await expect(foreign.next('device', 300)).rejects.toThrow();

    // A republish: the screen is behind until it reports the new version.
    await ok(t, k, '/playlist/publish', { playlistId: pl });
    await t.app.services.screens.idle();
    info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(info.delivery).toMatchObject({ behind: true, expectedPlaylistVersion: 2 });
    expect(info.status).toBe('updating');

    // Two missed heartbeats → offline.
    t.clock.advance(61_000);
    info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(info.status).toBe('offline');

    // Bad heartbeats.
    expect((await heartbeat(d.deviceSecret, { status: 'dancing' })).statusCode).toBe(400);
    expect((await heartbeat(d.deviceSecret, { status: 'idle', playing: { playlistId: -1, version: 1 } })).statusCode).toBe(400);
    cms.close();
    foreign.close();
    // The CMS stream needs a session with the devices permission.
    const anon = await openSse('/api/events', {});
    expect(anon.status).toBe(401);
    anon.close();
  });

  it('font fallbacks: a heartbeat with them shows them in the device info, list and live event; one without clears them', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const cms = await openSse('/api/events', { authorization: `SessionKey ${k}` });
    await cms.next('ready');
    const beat = (fontFallbacks?: string[]) =>
      heartbeat(d.deviceSecret, { status: 'idle', manifestVersion: null, ...(fontFallbacks ? { fontFallbacks } : {}) });

    expect((await beat(['lobster', 'oswald', 'lobster'])).statusCode).toBe(200);
    await t.app.services.screens.flush();
    const live = await cms.next('device');
    expect(live).toMatchObject({ deviceKey: d.deviceKey, fontFallbacks: ['lobster', 'oswald'] });
    let info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(info.fontFallbacks).toEqual(['lobster', 'oswald']);
    const list = (await ok(t, k, `/device/${orgs.a}/list`)) as Array<{ deviceKey: string; fontFallbacks: string[] }>;
    expect(list.find((x) => x.deviceKey === d.deviceKey)?.fontFallbacks).toEqual(['lobster', 'oswald']);
    // Another organization cannot see the device.
    await fails(t, keys.b as string, '/device/info', { deviceKey: d.deviceKey }, 404, 'NOT_FOUND');

    // Bounded as the contract is.
    expect((await beat(['x'.repeat(61)])).statusCode).toBe(400);
    expect((await beat(Array.from({ length: 101 }, (_, i) => `f${i}`))).statusCode).toBe(400);

    // A heartbeat without the field clears them (and tells the CMS); so does an empty list.
    expect((await beat()).statusCode).toBe(200);
    await t.app.services.screens.flush();
    expect(await cms.next('device')).toMatchObject({ deviceKey: d.deviceKey, fontFallbacks: [] });
    info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(info.fontFallbacks).toEqual([]);
    await beat(['pacifico']);
    await t.app.services.screens.flush();
    expect((await ok(t, k, '/device/info', { deviceKey: d.deviceKey })).fontFallbacks).toEqual(['pacifico']);
    await beat([]);
    await t.app.services.screens.flush();
    expect((await ok(t, k, '/device/info', { deviceKey: d.deviceKey })).fontFallbacks).toEqual([]);
    cms.close();
  });

  it('coalesced heartbeats of several screens reach the CMS by themselves: written together, a live event each, the list', async () => {
    const k = keys.a as string;
    const pl = await publishedPlaylist(t, k, 'Coalesced');
    const screens = [await pairedDevice(t, k, orgs.a), await pairedDevice(t, k, orgs.a)];
    const g = await ok(t, k, '/group/create', { name: 'Coalesced group', deviceArray: screens.map((d) => d.deviceKey) });
    await ok(t, k, '/playlist/assignToGroup', { groupId: g.id, playlistId: pl });
    await t.app.services.screens.idle();
    const version = (await manifest(screens[0]?.deviceSecret as string)).json().version as string;
    const cms = await openSse('/api/events', { authorization: `SessionKey ${k}` });
    await cms.next('ready');
    const writes = vi.spyOn(t.app.ctx.db, 'execute');
    try {
      const beats = await Promise.all(
        screens.map((d) =>
          heartbeat(d.deviceSecret, { status: 'playing', manifestVersion: version, playing: { playlistId: pl, version: 1 } }),
        ),
      );
      expect(beats.map((b) => b.statusCode)).toEqual([200, 200]);
      // No explicit flush: a newly applied version is written within a moment, both in one statement.
      const events = [await cms.next('device', 3000), await cms.next('device', 3000)];
      expect(events.map((e) => e.deviceKey).sort()).toEqual(screens.map((d) => d.deviceKey).sort());
      for (const e of events)
        expect(e).toMatchObject({ status: 'active', delivery: { appliedVersion: version, currentVersion: version, behind: false } });
      const textOf = (q: unknown) =>
        ((q as { queryChunks?: Array<{ value?: unknown }> }).queryChunks ?? [])
          .map((c) => (Array.isArray(c.value) ? c.value.join('') : ''))
          .join('');
      // One statement when both arrive within the 100 ms window; on a starved machine the second can
      // land after the first write (or the periodic flush) started: never one per heartbeat and more.
      const statements = writes.mock.calls.filter(([q]) => textOf(q).includes('jsonb_to_recordset'));
      expect(statements.length).toBeGreaterThanOrEqual(1);
      expect(statements.length).toBeLessThanOrEqual(screens.length);
    } finally {
      writes.mockRestore();
      cms.close();
    }
    const list = await ok(t, k, '/group/listDevices', { groupId: g.id, organizationId: orgs.a });
    const items = (Array.isArray(list) ? list : list.devices) as Array<Record<string, any>>;
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({ status: 'active', delivery: { appliedVersion: version, behind: false } });
      expect(item.lastSeenAt).toBeTruthy();
      expect(item.nowPlaying).toMatchObject({ playlistId: pl, playlistName: 'Coalesced', version: 1 });
    }
  });

  it('takes proof of play in batches, idempotent on the record id', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const records = Array.from({ length: 3 }, (_, i) => ({
      id: randomUUID(),
      playlistId: 1,
      version: 1,
      slideId: 10 + i,
      startedAt: new Date(Date.UTC(2030, 0, 1, 10, 0, i * 10)).toISOString(),
      durationMs: 10_000,
    }));
    const send = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/player/proof-of-play', headers: deviceHeaders(d.deviceSecret), payload: body as object });
    const first = await send({ records });
    expect(json(first).response).toEqual({ accepted: 3 });
    expect(json(await send({ records })).response).toEqual({ accepted: 3 });
    await t.app.services.screens.flush();
    const rows = await t.database.db.select().from(proofOfPlay).where(eq(proofOfPlay.deviceId, d.deviceId));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.organizationId === orgs.a)).toBe(true);
    expect((await send({ records: [{ ...records[0], id: 'not-a-uuid' }] })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, () => ({ ...records[0], id: randomUUID() }));
    expect((await send({ records: many })).statusCode).toBe(400);
  });

  it('uploads screenshots (JPEG only) and serves them to the organization only', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const jpeg = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/player/screenshot',
      headers: { ...deviceHeaders(d.deviceSecret), 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(up.statusCode, up.body).toBe(200);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/player/screenshot',
      headers: { ...deviceHeaders(d.deviceSecret), 'content-type': 'image/jpeg' },
      payload: png,
    });
    expect(wrong.statusCode).toBe(400);
    const thumb = await ok(t, k, '/device/activeThumbnail', { deviceKey: d.deviceKey });
    expect(thumb.url).toMatch(/^\/api\/device\/screenshot\//);
    const file = await t.app.inject({ method: 'GET', url: thumb.url, headers: { authorization: `SessionKey ${k}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(file.rawPayload, jpeg)).toBe(0);
    const foreign = await t.app.inject({ method: 'GET', url: thumb.url, headers: { authorization: `SessionKey ${keys.b}` } });
    expect(foreign.statusCode).toBe(404);
    await fails(t, keys.b as string, '/device/activeThumbnail', { deviceKey: d.deviceKey }, 404, 'NOT_FOUND');
  });
});
