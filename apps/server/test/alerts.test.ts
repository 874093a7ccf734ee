import { rmSync } from 'node:fs';
import { errorMessage } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alertActivations, alertReceipts, alerts, auditLog, devices } from '../src/db/schema/index.ts';
import { alertFields, alertsApp, createAlert, setFlags } from './alerts-fixtures.ts';
import { json, post, type TestApp } from './helpers.ts';
import { makeFixtures } from './media-fixtures.ts';
import { call, fails, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * Alerts (docs/alerts.md): who may author them, the licence flag, another organization's
 * objects (404, nothing changes), the field rules and their translated messages, unique names, the
 * state machine (broadcast idempotent, a broadcast ends by its duration on the injected clock, delete
 * only while deactivated), receipts, and the screens being told of every change.
 */

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
let deviceA1: string;
let deviceA2: string;
let deviceB: string;
let groupA: number;
let subGroupA: number;
let groupB: number;
let mp3A: number;
let pngA: number;
let wavB: number;
let myWavOfOwner: number;

async function uploadMedia(key: string, content: Buffer, filename: string, type: string, section: 'my' | 'shared' = 'shared') {
  const { form } = await import('./media-fixtures.ts');
  const body = form([
    { name: 'section', value: section },
    { name: 'file', filename, content, type },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `SessionKey ${key}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.mediaQueue.idle();
  return json(res).response.id as number;
}

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await alertsApp('signage-alerts-'));
  const a = keys.a as string;
  const b = keys.b as string;
  deviceA1 = (await pairedDevice(t, a, orgs.a, { name: 'Lobby' })).deviceKey;
  deviceA2 = (await pairedDevice(t, a, orgs.a, { name: 'Canteen' })).deviceKey;
  deviceB = (await pairedDevice(t, b, orgs.b)).deviceKey;
  groupA = (await ok(t, a, '/group/create', { name: 'Ground floor', deviceArray: [] })).id;
  subGroupA = (await ok(t, a, '/group/create', { name: 'Kitchen', parentId: groupA, deviceArray: [deviceA2] })).id;
  groupB = (await ok(t, b, '/group/create', { name: 'B floor', deviceArray: [] })).id;
  const fx = await makeFixtures(dir);
  mp3A = await uploadMedia(a, fx.mp3, 'siren.mp3', 'audio/mpeg');
  pngA = await uploadMedia(a, fx.png, 'poster.png', 'image/png');
  wavB = await uploadMedia(b, fx.wav, 'b.wav', 'audio/wav');
  myWavOfOwner = await uploadMedia(a, fx.wav, 'mine.wav', 'audio/wav', 'my');
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const countAlerts = async (organizationId: number) =>
  (await t.database.db.select().from(alerts).where(eq(alerts.organizationId, organizationId))).length;

describe('who may use alerts', () => {
  it('refuses content creators, screen managers and staff (403) and lets owner and admin in', async () => {
    const made = await createAlert(t, keys.a as string, { name: 'Roles' });
    for (const role of ['content_creator', 'screen_manager', 'staff']) {
      for (const [path, body] of [
        ['/alerts/list', {}],
        ['/alerts/info', { alertId: made.id }],
        ['/alerts/create', alertFields({ name: `By ${role}` })],
        ['/alerts/broadcast', { alertId: made.id }],
        ['/alerts/deactivate', { alertId: made.id }],
        ['/alerts/delete', { alertId: made.id }],
        ['/alerts/integrations/list', {}],
      ] as const)
        await fails(t, keys[role] as string, path, body, 403, 'FORBIDDEN');
    }
    const list = await ok(t, keys.admin as string, '/alerts/list');
    expect(list.map((x: { name: string }) => x.name)).toContain('Roles');
    await ok(t, keys.admin as string, '/alerts/delete', { alertId: made.id });
  });

  it('answers 403 FEATURE_NOT_LICENSED on every call while the licence flag is off', async () => {
    const made = await createAlert(t, keys.b as string, { name: 'Flagged' });
    await setFlags(t, orgs.b, { enableBroadcastAlerts: false });
    try {
      for (const [path, body] of [
        ['/alerts/list', {}],
        ['/alerts/info', { alertId: made.id }],
        ['/alerts/create', alertFields({ name: 'Unlicensed' })],
        ['/alerts/broadcast', { alertId: made.id }],
        ['/alerts/integrations/list', {}],
        ['/alerts/integrations/create', { name: 'I', provider: 'generic', alertIds: [made.id] }],
      ] as const) {
        const out = await fails(t, keys.b as string, path, body, 403, 'FEATURE_NOT_LICENSED');
        expect(out.message).toBe(errorMessage('FEATURE_NOT_LICENSED', 'en'));
      }
      expect(await t.app.services.alerts.isActive(made.id)).toBe(false);
    } finally {
      await setFlags(t, orgs.b, { enableBroadcastAlerts: true });
    }
    await ok(t, keys.b as string, '/alerts/delete', { alertId: made.id });
  });
});

describe('authoring', () => {
  it('creates with targets by device key and group (with names), lists by name, and -1 means every screen', async () => {
    const a = keys.a as string;
    const one = await createAlert(t, a, {
      name: 'zeta storm',
      type: 'weather',
      mode: 'broadcast',
      durationSeconds: 600,
      targets: { deviceKeys: [deviceA1, deviceA1], groupIds: [groupA] },
      backgroundColor: '#01579b',
    });
    expect(one).toMatchObject({
      organizationId: orgs.a,
      state: 'deactivated',
      lastActivation: null,
      durationSeconds: 600,
      backgroundColor: '#01579B',
      targets: { all: false, devices: [{ deviceKey: deviceA1, name: 'Lobby' }], groups: [{ id: groupA, name: 'Ground floor' }] },
    });
    const root = await createAlert(t, a, { name: 'Alpha evacuation', targets: { groupIds: [-1] }, durationSeconds: 30 });
    // A continuous alert keeps no duration.
    expect(root).toMatchObject({ targets: { all: true, devices: [], groups: [] }, durationSeconds: null, mode: 'continuous' });
    const names = (await ok(t, a, '/alerts/list')).map((x: { name: string }) => x.name);
    expect(names.indexOf('Alpha evacuation')).toBeLessThan(names.indexOf('zeta storm'));
    // B sees none of A's.
    expect((await ok(t, keys.b as string, '/alerts/list')).map((x: { name: string }) => x.name)).not.toContain('zeta storm');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'alert.create'));
    expect(audit.some((r) => r.objectId === String(one.id) && r.actorUserId !== null)).toBe(true);
  });

  it('refuses bad fields with translated messages', async () => {
    const a = keys.a as string;
    const es = { 'accept-language': 'es' };
    const send = (body: Record<string, unknown>) => post(t.app, '/api/alerts/create', { sessionKey: a, ...alertFields(body) }, es);
    let res = await send({ name: 'No targets', targets: { deviceKeys: [], groupIds: [] } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errorCode: 'ALERT_TARGETS_REQUIRED',
      message: errorMessage('ALERT_TARGETS_REQUIRED', 'es'),
      fields: { targets: { code: 'ALERT_TARGETS_REQUIRED' } },
    });
    res = await send({ name: 'No duration', mode: 'broadcast' });
    expect(json(res)).toMatchObject({ errorCode: 'ALERT_DURATION_INVALID', message: errorMessage('ALERT_DURATION_INVALID', 'es') });
    res = await send({ name: 'Too short', mode: 'broadcast', durationSeconds: 4 });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields.durationSeconds).toEqual({
      code: 'ALERT_DURATION_INVALID',
      message: errorMessage('ALERT_DURATION_INVALID', 'es'),
    });
    res = await send({ name: '   ', description: '' });
    expect(json(res).fields).toMatchObject({ name: { code: 'FIELD_REQUIRED' }, description: { code: 'FIELD_REQUIRED' } });
    res = await send({ name: 'Colour', backgroundColor: 'red', type: 'tornado' });
    expect(json(res).fields).toMatchObject({ backgroundColor: { code: 'FIELD_INVALID' }, type: { code: 'FIELD_INVALID' } });
    res = await send({ name: 'Image audio', audioMediaId: pngA });
    expect(json(res)).toMatchObject({ errorCode: 'ALERT_AUDIO_INVALID', message: errorMessage('ALERT_AUDIO_INVALID', 'es') });
    // Another organization's wav, and another user's private file, are the same refusal.
    for (const audioMediaId of [wavB, myWavOfOwner, 1_999_999_999]) {
      const other = await post(t.app, '/api/alerts/create', { sessionKey: keys.admin, ...alertFields({ name: 'Audio', audioMediaId }) });
      expect(json(other).errorCode).toBe('ALERT_AUDIO_INVALID');
    }
    const withAudio = await createAlert(t, a, { name: 'With audio', audioMediaId: mp3A });
    expect(withAudio.audio).toMatchObject({ mediaId: mp3A, name: 'siren.mp3' });
    expect(withAudio.audio.url).toMatch(new RegExp(`^/api/media/${mp3A}/content/[0-9a-f]{64}$`));
    // The owner may use their own private file.
    expect((await createAlert(t, a, { name: 'Own audio', audioMediaId: myWavOfOwner })).audio.mediaId).toBe(myWavOfOwner);
  });

  it('keeps names unique case-insensitively (409), also when created at once', async () => {
    const a = keys.a as string;
    const first = await createAlert(t, a, { name: 'Gas leak' });
    const dup = await post(
      t.app,
      '/api/alerts/create',
      { sessionKey: a, ...alertFields({ name: 'GAS LEAK' }) },
      { 'accept-language': 'fr' },
    );
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toMatchObject({ errorCode: 'ALERT_NAME_EXISTS', message: errorMessage('ALERT_NAME_EXISTS', 'fr') });
    // Its own name in another case is fine; another alert's is not.
    await ok(t, a, '/alerts/update', { alertId: first.id, ...alertFields({ name: 'Gas Leak' }) });
    const other = await createAlert(t, a, { name: 'Water leak' });
    await fails(t, a, '/alerts/update', { alertId: other.id, ...alertFields({ name: 'gas leak' }) }, 409, 'ALERT_NAME_EXISTS');
    // The same name in another organization is fine.
    await createAlert(t, keys.b as string, { name: 'Gas leak' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(t.app, '/api/alerts/create', { sessionKey: a, ...alertFields({ name: 'Race' }) })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(json(r).errorCode).toBe('ALERT_NAME_EXISTS');
  });
});

describe("another organization's objects", () => {
  it('answer 404 like missing ones and change nothing (alert ids, organization, device keys, groups)', async () => {
    const a = keys.a as string;
    const b = keys.b as string;
    const mine = await createAlert(t, a, { name: 'A only' });
    const before = await countAlerts(orgs.b);
    for (const path of ['/alerts/info', '/alerts/broadcast', '/alerts/deactivate', '/alerts/delete'])
      await fails(t, b, path, { alertId: mine.id }, 404, 'NOT_FOUND');
    await fails(t, b, '/alerts/update', { alertId: mine.id, ...alertFields({ name: 'Taken over' }) }, 404, 'NOT_FOUND');
    await fails(t, b, '/alerts/list', { organizationId: orgs.a }, 404, 'NOT_FOUND');
    await fails(t, b, '/alerts/create', { organizationId: orgs.a, ...alertFields({ name: 'In A' }) }, 404, 'NOT_FOUND');
    // One foreign key or group among B's own: all or nothing.
    await fails(t, b, '/alerts/create', alertFields({ name: 'Mixed', targets: { deviceKeys: [deviceB, deviceA1] } }), 404, 'NOT_FOUND');
    await fails(t, b, '/alerts/create', alertFields({ name: 'Mixed', targets: { groupIds: [groupB, groupA] } }), 404, 'NOT_FOUND');
    await fails(t, b, '/alerts/create', alertFields({ name: 'Missing', targets: { deviceKeys: ['NoSuchKey'] } }), 404, 'NOT_FOUND');
    expect(await countAlerts(orgs.b)).toBe(before);
    const still = await ok(t, a, '/alerts/info', { alertId: mine.id });
    expect(still).toMatchObject({ name: 'A only', state: 'deactivated', lastActivation: null });
    // The platform (A's parent) reaches A's alerts through organizationId.
    const fromRoot = await ok(t, keys.root as string, '/alerts/list', { organizationId: orgs.a });
    expect(fromRoot.map((x: { id: number }) => x.id)).toContain(mine.id);
  });
});

describe('the state machine', () => {
  it('broadcasts once (idempotent), refuses to delete while active, deactivates once, then deletes; the screens are told', async () => {
    const a = keys.a as string;
    const spy = vi.spyOn(t.app.ctx.screens as NonNullable<typeof t.app.ctx.screens>, 'takeoversChanged');
    try {
      const made = await createAlert(t, a, { name: 'Lockdown', type: 'security' });
      expect(spy).not.toHaveBeenCalled();
      const on = await ok(t, a, '/alerts/broadcast', { alertId: made.id });
      expect(on).toMatchObject({
        state: 'active',
        lastActivation: { endsAt: null, endedAt: null, startedBy: { kind: 'user', name: 'Olive Owner' } },
      });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy).toHaveBeenLastCalledWith(orgs.a);
      const again = await ok(t, a, '/alerts/broadcast', { alertId: made.id });
      expect(again.lastActivation.id).toBe(on.lastActivation.id);
      expect(spy).toHaveBeenCalledTimes(1);
      // Parallel broadcasts still open one activation.
      await Promise.all(Array.from({ length: 10 }, () => ok(t, keys.admin as string, '/alerts/broadcast', { alertId: made.id })));
      expect(await t.database.db.select().from(alertActivations).where(eq(alertActivations.alertId, made.id))).toHaveLength(1);
      const del = await post(t.app, '/api/alerts/delete', { sessionKey: a, alertId: made.id }, { 'accept-language': 'sv' });
      expect(del.statusCode).toBe(400);
      expect(json(del)).toMatchObject({ errorCode: 'ALERT_ACTIVE', message: errorMessage('ALERT_ACTIVE', 'sv') });
      // Editing an active alert reaches its screens at once.
      await ok(t, a, '/alerts/update', { alertId: made.id, ...alertFields({ name: 'Lockdown', description: 'Stay inside.' }) });
      expect(spy).toHaveBeenCalledTimes(2);
      const off = await ok(t, keys.admin as string, '/alerts/deactivate', { alertId: made.id });
      expect(off).toMatchObject({ state: 'deactivated', lastActivation: { endedBy: { kind: 'user', name: 'admin user' } } });
      expect(spy).toHaveBeenCalledTimes(3);
      await ok(t, a, '/alerts/deactivate', { alertId: made.id });
      expect(spy).toHaveBeenCalledTimes(3);
      // Editing a deactivated alert reaches no screen.
      await ok(t, a, '/alerts/update', { alertId: made.id, ...alertFields({ name: 'Lockdown', description: 'Calm.' }) });
      expect(spy).toHaveBeenCalledTimes(3);
      expect(await ok(t, a, '/alerts/delete', { alertId: made.id })).toEqual({ ok: true });
      expect(spy).toHaveBeenCalledTimes(4);
      await fails(t, a, '/alerts/info', { alertId: made.id }, 404, 'NOT_FOUND');
      expect(await t.database.db.select().from(alertActivations).where(eq(alertActivations.alertId, made.id))).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('ends a broadcast by its duration, then broadcasts anew (the stale activation closed as duration); history newest first', async () => {
    const a = keys.a as string;
    const made = await createAlert(t, a, { name: 'Drill 60s', mode: 'broadcast', durationSeconds: 60 });
    const on = await ok(t, a, '/alerts/broadcast', { alertId: made.id });
    const started = new Date(on.lastActivation.startedAt).getTime();
    expect(new Date(on.lastActivation.endsAt).getTime() - started).toBe(60_000);
    t.clock.advance(30_000);
    expect((await ok(t, a, '/alerts/info', { alertId: made.id })).state).toBe('active');
    t.clock.advance(31_000);
    const over = await ok(t, a, '/alerts/info', { alertId: made.id });
    expect(over).toMatchObject({
      state: 'deactivated',
      lastActivation: { endedAt: on.lastActivation.endsAt, endedBy: { kind: 'duration', name: null } },
    });
    // Deleting is allowed now.
    await ok(t, a, '/alerts/broadcast', { alertId: made.id });
    const rows = await t.database.db.select().from(alertActivations).where(eq(alertActivations.alertId, made.id));
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.id === on.lastActivation.id);
    expect(first).toMatchObject({ endedByKind: 'duration', endedByName: null });
    expect(first?.endedAt?.toISOString()).toBe(on.lastActivation.endsAt);
    const info = await ok(t, a, '/alerts/info', { alertId: made.id });
    expect(info.state).toBe('active');
    expect(info.history.map((h: { id: number }) => h.id)).toEqual([info.lastActivation.id, on.lastActivation.id]);
    // Switching an active broadcast to continuous: it no longer ends by itself.
    const cont = await ok(t, a, '/alerts/update', { alertId: made.id, ...alertFields({ name: 'Drill 60s', mode: 'continuous' }) });
    expect(cont.lastActivation.endsAt).toBeNull();
    t.clock.advance(3600_000);
    expect((await ok(t, a, '/alerts/info', { alertId: made.id })).state).toBe('active');
    await ok(t, a, '/alerts/deactivate', { alertId: made.id });
  });

  it('lists receipts of the latest activation for every targeted screen: shown, ended, offline, waiting', async () => {
    const a = keys.a as string;
    const made = await createAlert(t, a, { name: 'Receipts', targets: { deviceKeys: [deviceA1], groupIds: [groupA] } });
    expect((await ok(t, a, '/alerts/info', { alertId: made.id })).receipts).toEqual([]);
    const on = await ok(t, a, '/alerts/broadcast', { alertId: made.id });
    const [d1] = await t.database.db.select().from(devices).where(eq(devices.deviceKey, deviceA1));
    const [d2] = await t.database.db.select().from(devices).where(eq(devices.deviceKey, deviceA2));
    // Neither screen has reported: both offline (never seen).
    let info = await ok(t, a, '/alerts/info', { alertId: made.id });
    expect(info.receipts.map((r: { deviceKey: string; state: string }) => [r.deviceKey, r.state]).sort()).toEqual(
      [
        [deviceA1, 'offline'],
        [deviceA2, 'offline'],
      ].sort(),
    );
    // The canteen (in the targeted group's sub-group) is online: waiting; the lobby confirmed it.
    await t.database.db
      .update(devices)
      .set({ lastSeenAt: t.clock.now() })
      .where(eq(devices.id, d2?.id as number));
    const shownAt = new Date(t.clock.now().getTime() - 1000);
    await t.database.db.insert(alertReceipts).values({ activationId: on.lastActivation.id, deviceId: d1?.id as number, shownAt });
    info = await ok(t, a, '/alerts/info', { alertId: made.id });
    expect(info.receipts).toEqual([
      { deviceKey: deviceA2, name: 'Canteen', state: 'waiting', shownAt: null, endedAt: null },
      { deviceKey: deviceA1, name: 'Lobby', state: 'shown', shownAt: shownAt.toISOString(), endedAt: null },
    ]);
    await t.database.db
      .update(alertReceipts)
      .set({ endedAt: t.clock.now() })
      .where(eq(alertReceipts.deviceId, d1?.id as number));
    info = await ok(t, a, '/alerts/info', { alertId: made.id });
    expect(info.receipts.find((r: { deviceKey: string }) => r.deviceKey === deviceA1).state).toBe('ended');
    await ok(t, a, '/alerts/deactivate', { alertId: made.id });
    expect(subGroupA).toBeGreaterThan(0);
  });

  it('keeps broadcasting and deactivating possible on an expired licence, while authoring is view-only', async () => {
    const b = keys.b as string;
    const made = await createAlert(t, b, { name: 'Expired licence' });
    const { licences } = await import('../src/db/schema/index.ts');
    const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, orgs.b));
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, orgs.b));
    try {
      await fails(t, b, '/alerts/create', alertFields({ name: 'New' }), 403, 'LICENSE_EXPIRED');
      expect((await ok(t, b, '/alerts/broadcast', { alertId: made.id })).state).toBe('active');
      expect((await ok(t, b, '/alerts/deactivate', { alertId: made.id })).state).toBe('deactivated');
      const [status] = await call(t, b, '/alerts/delete', { alertId: made.id });
      expect(status).toBe(403);
    } finally {
      await t.database.db
        .update(licences)
        .set({ validityExpiresAt: lic?.validityExpiresAt ?? null })
        .where(eq(licences.organizationId, orgs.b));
    }
  });
});
