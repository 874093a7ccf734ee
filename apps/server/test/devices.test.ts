import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, licences } from '../src/db/schema/index.ts';
import { json, type Orgs, post, type TestApp } from './helpers.ts';
import { call, deviceHeaders, devicesApp, fails, ok, pairedDevice, registerPlayer } from './screens-fixtures.ts';

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await devicesApp('signage-devices-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('devices (spec 7.6)', () => {
  it('accepts a screen by its 4-digit code; a wrong, reused or expired code fails with the spec text', async () => {
    const k = keys.a as string;
    const player = await registerPlayer(t);
    expect(player.pairingCode).toMatch(/^\d{4}$/);
    expect(player.deviceSecret.length).toBeGreaterThanOrEqual(22);

    // Bad inputs: not 4 digits, missing.
    await fails(t, k, `/device/${orgs.a}/accept`, { deviceId: '12a4' }, 400, 'VALIDATION_FAILED');
    await fails(t, k, `/device/${orgs.a}/accept`, {}, 400, 'VALIDATION_FAILED');
    const wrong = player.pairingCode === '0000' ? '0001' : '0000';
    const bad = await fails(t, k, `/device/${orgs.a}/accept`, { deviceId: wrong }, 400, 'DEVICE_CODE_INVALID');
    expect(bad.message).toContain('Failed to add the device');
    // Another organization's id is invisible.
    await fails(t, k, `/device/${orgs.b}/accept`, { deviceId: player.pairingCode }, 404, 'NOT_FOUND');

    const res = await ok(t, k, `/device/${orgs.a}/accept`, {
      deviceId: Number(player.pairingCode) === 0 ? player.pairingCode : player.pairingCode,
    });
    expect(res.deviceKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.device.name).toBe(`Screen ${player.deviceId}`);
    expect(res.device.organizationId).toBe(orgs.a);
    expect(JSON.stringify(res)).not.toContain(player.deviceSecret);
    // Single use.
    await fails(t, k, `/device/${orgs.a}/accept`, { deviceId: player.pairingCode }, 400, 'DEVICE_CODE_INVALID');

    // Expired codes do not pair (10 minutes).
    const late = await registerPlayer(t);
    t.clock.advance(11 * 60 * 1000);
    await fails(t, k, `/device/${orgs.a}/accept`, { deviceId: late.pairingCode }, 400, 'DEVICE_CODE_INVALID');
    // The player's manifest then shows a fresh code.
    const m = await t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: deviceHeaders(late.deviceSecret) });
    expect(m.statusCode).toBe(200);
    const fresh = m.json() as { status: string; pairingCode: string };
    expect(fresh.status).toBe('pairing');
    await ok(t, k, `/device/${orgs.a}/accept`, { deviceId: fresh.pairingCode, name: 'Late one' });
  });

  it('enforces the licence device limit', async () => {
    const k = keys.b as string;
    await pairedDevice(t, k, orgs.b);
    await pairedDevice(t, k, orgs.b);
    const third = await registerPlayer(t);
    const out = await fails(t, k, `/device/${orgs.b}/accept`, { deviceId: third.pairingCode }, 403, 'DEVICE_LIMIT_REACHED');
    expect(out.message).toMatch(/Device limit/);
    // Nothing changed: the code still works elsewhere.
    await ok(t, keys.root as string, `/device/${orgs.root}/accept`, { deviceId: third.pairingCode });
  });

  it('lists, describes, renames (empty → Screen {id}), counts, and scopes every call to the organization', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const list = await ok(t, k, `/device/${orgs.a}/list`);
    const item = list.find((x: any) => x.deviceKey === d.deviceKey);
    expect(item).toMatchObject({
      status: 'offline',
      groupId: -1,
      interactive: false,
      deviceType: 'NONE',
      appVersion: '1.0.0',
      androidVersion: 'Test OS',
    });
    expect(item.delivery).toBeTruthy();
    expect(JSON.stringify(list)).not.toMatch(/secret/i);

    const renamed = await ok(t, k, '/device/setName', { deviceKey: d.deviceKey, deviceName: 'Lobby' });
    expect(renamed.name).toBe('Lobby');
    const cleared = await ok(t, k, '/device/setName', { deviceKey: d.deviceKey, deviceName: '' });
    expect(cleared.name).toBe(`Screen ${d.deviceId}`);
    await fails(t, k, '/device/setName', { deviceKey: d.deviceKey, deviceName: 'x'.repeat(121) }, 400, 'VALIDATION_FAILED');

    const details = await ok(t, k, '/device/details', {
      deviceKey: d.deviceKey,
      deviceType: 'EVO_TALL',
      deviceDescription: 'Entrance',
      rotation: 90,
      timeZone: 'America/New_York',
    });
    expect(details).toMatchObject({
      deviceType: 'EVO_TALL',
      aspect: '9:16',
      description: 'Entrance',
      rotation: 90,
      timeZone: 'America/New_York',
    });
    await fails(
      t,
      k,
      '/device/details',
      { deviceKey: d.deviceKey, deviceType: 'TOASTER', deviceDescription: '' },
      400,
      'VALIDATION_FAILED',
    );
    await fails(
      t,
      k,
      '/device/details',
      { deviceKey: d.deviceKey, deviceType: 'TAB', deviceDescription: '', timeZone: 'Mars/Base' },
      400,
      'VALIDATION_FAILED',
    );
    await fails(
      t,
      k,
      '/device/details',
      { deviceKey: d.deviceKey, deviceType: 'TAB', deviceDescription: '', rotation: 45 },
      400,
      'VALIDATION_FAILED',
    );

    const info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey, organizationId: orgs.a });
    expect(info).toMatchObject({ deviceKey: d.deviceKey, schedule: [], groupPath: [] });
    expect(await ok(t, k, '/device/groupList', { deviceKey: d.deviceKey })).toEqual([]);

    // Disabled → inactive.
    await ok(t, k, '/device/details', { deviceKey: d.deviceKey, deviceType: 'TAB', deviceDescription: '', active: false });
    const stats = await ok(t, k, '/device/stats', {});
    expect(stats.inactive).toBeGreaterThanOrEqual(1);
    expect(stats.active + stats.inactive + stats.offline + stats.updating).toBe(stats.total);

    // Another organization's device: 404 everywhere, nothing changed.
    const kb = keys.b as string;
    for (const [p, body] of [
      ['/device/info', { deviceKey: d.deviceKey }],
      ['/device/setName', { deviceKey: d.deviceKey, deviceName: 'Hijacked' }],
      ['/device/details', { deviceKey: d.deviceKey, deviceType: 'TAB', deviceDescription: '' }],
      ['/device/remove', { deviceKey: d.deviceKey }],
      ['/device/groupList', { deviceKey: d.deviceKey }],
      ['/device/activeThumbnail', { deviceKey: d.deviceKey }],
      ['/device/getSchedule', { deviceKey: d.deviceKey }],
      ['/device/clearSchedule', { deviceKey: d.deviceKey }],
      ['/device/removeScheduleEntry', { deviceKey: d.deviceKey, scheduleEntryIndex: 0 }],
      ['/device/timeline', { deviceKey: d.deviceKey }],
      ['/device/interactive/toggle', { organizationId: orgs.a, deviceKeys: [d.deviceKey], interactive: true }],
    ] as const) {
      await fails(t, kb, p, body as Record<string, unknown>, 404, 'NOT_FOUND');
    }
    await fails(t, kb, `/device/${orgs.a}/list`, {}, 404, 'NOT_FOUND');
    await fails(t, kb, '/device/stats', { organizationId: orgs.a }, 404, 'NOT_FOUND');
    const still = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(still.name).toBe(`Screen ${d.deviceId}`);
    // The parent (platform) organization sees nothing of unrelated orgs either; A is not its child here.
    // The parent organization (the platform here) sees its sub-organizations' screens; not the reverse.
    expect((await ok(t, keys.root as string, '/device/info', { deviceKey: d.deviceKey, organizationId: orgs.a })).deviceKey).toBe(
      d.deviceKey,
    );
    expect((await ok(t, keys.root as string, `/device/${orgs.a}/list`)).some((x: any) => x.deviceKey === d.deviceKey)).toBe(true);
    await fails(t, k, `/device/${orgs.root}/list`, {}, 404, 'NOT_FOUND');
    // Wrong organizationId claim on info → 404.
    await fails(t, k, '/device/info', { deviceKey: d.deviceKey, organizationId: orgs.b }, 404, 'NOT_FOUND');
  });

  it('follows the permission matrix: content creators cannot manage screens; no session → 401', async () => {
    await fails(t, keys.content_creator as string, `/device/${orgs.a}/list`, {}, 403, 'FORBIDDEN');
    await ok(t, keys.screen_manager as string, `/device/${orgs.a}/list`);
    await ok(t, keys.staff as string, '/device/stats');
    const res = await post(t.app, `/api/device/${orgs.a}/list`, {});
    expect(res.statusCode).toBe(401);
    // A player secret never opens CMS calls.
    const p = await registerPlayer(t);
    const viaDevice = await t.app.inject({
      method: 'POST',
      url: `/api/device/${orgs.a}/list`,
      headers: deviceHeaders(p.deviceSecret),
      payload: {},
    });
    expect(viaDevice.statusCode).toBe(401);
  });

  it('toggles interactive within the licence limit', async () => {
    const k = keys.a as string;
    const one = await pairedDevice(t, k, orgs.a);
    const two = await pairedDevice(t, k, orgs.a);
    expect(
      await ok(t, k, '/device/interactive/toggle', { organizationId: orgs.a, deviceKeys: [one.deviceKey], interactive: true }),
    ).toEqual({ count: 1 });
    // Already interactive: nothing to count.
    expect(
      await ok(t, k, '/device/interactive/toggle', { organizationId: orgs.a, deviceKeys: [one.deviceKey], interactive: true }),
    ).toEqual({ count: 0 });
    const out = await fails(
      t,
      k,
      '/device/interactive/toggle',
      { organizationId: orgs.a, deviceKeys: [two.deviceKey], interactive: true },
      403,
      'INTERACTIVE_LIMIT_REACHED',
    );
    expect(out.message).toBe('Maximum number of interactive devices reached');
    // Off, then two at once exceed the limit of 1: nothing changes.
    await ok(t, k, '/device/interactive/toggle', { organizationId: orgs.a, deviceKeys: [one.deviceKey], interactive: false });
    const over = await fails(
      t,
      k,
      '/device/interactive/toggle',
      { organizationId: orgs.a, deviceKeys: [one.deviceKey, two.deviceKey], interactive: true },
      403,
      'INTERACTIVE_LIMIT_EXCEEDED',
    );
    expect(over.message).toMatch(/Exceeded device limit/);
    const rows = await t.database.db.select().from(devices).where(eq(devices.organizationId, orgs.a));
    expect(rows.filter((r) => r.interactive)).toHaveLength(0);
    // Bad inputs.
    await fails(
      t,
      k,
      '/device/interactive/toggle',
      { organizationId: orgs.a, deviceKeys: [], interactive: true },
      400,
      'VALIDATION_FAILED',
    );
    await fails(t, k, '/device/interactive/toggle', { organizationId: orgs.a, deviceKeys: ['nope'], interactive: true }, 404, 'NOT_FOUND');
    // The trial has no interactive screens.
    const b = await pairedDevice(t, keys.root as string, orgs.root);
    expect(
      await ok(t, keys.root as string, '/device/interactive/toggle', {
        organizationId: orgs.root,
        deviceKeys: [b.deviceKey],
        interactive: true,
      }),
    ).toEqual({ count: 1 });
  });

  it('removes a device: its player is revoked (401 DEVICE_REVOKED) and registers anew', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const m1 = await t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: deviceHeaders(d.deviceSecret) });
    expect(m1.statusCode).toBe(200);
    expect(await ok(t, k, '/device/remove', { deviceKey: d.deviceKey })).toEqual({ ok: true });
    const m2 = await t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: deviceHeaders(d.deviceSecret) });
    expect(m2.statusCode).toBe(401);
    expect(json(m2).errorCode).toBe('DEVICE_REVOKED');
    const hb = await t.app.inject({
      method: 'POST',
      url: '/api/player/heartbeat',
      headers: deviceHeaders(d.deviceSecret),
      payload: { status: 'idle' },
    });
    expect(json(hb).errorCode).toBe('DEVICE_REVOKED');
    await fails(t, k, '/device/info', { deviceKey: d.deviceKey }, 404, 'NOT_FOUND');
    const [status] = await call(t, k, '/device/remove', { deviceKey: d.deviceKey });
    expect(status).toBe(404);
  });

  it('counts paired screens in the licence and drops interactive screens above a lowered limit', async () => {
    const k = keys.a as string;
    const list = await ok(t, k, `/device/${orgs.a}/list`);
    const lic = await ok(t, k, '/license/info', { organizationId: orgs.a });
    expect(lic.usedDevices).toBe(list.length);
    const [first] = list;
    await ok(t, k, '/device/interactive/toggle', { organizationId: orgs.a, deviceKeys: [first.deviceKey], interactive: true });
    await t.database.db.update(licences).set({ interactiveDeviceLimit: 0 }).where(eq(licences.organizationId, orgs.a));
    const dropped = await t.app.services.devices.enforceInteractiveLimit(orgs.a);
    expect(dropped).toEqual([first.id]);
    expect((await ok(t, k, '/device/info', { deviceKey: first.deviceKey })).interactive).toBe(false);
    await t.database.db.update(licences).set({ interactiveDeviceLimit: 1 }).where(eq(licences.organizationId, orgs.a));
  });

  it('documents the screens calls in the OpenAPI document', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs' }));
    for (const p of [
      '/api/device/{organizationId}/accept',
      '/api/device/timeline',
      '/api/group/create',
      '/api/player/manifest',
      '/api/events',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });

  it('refuses writes on an expired licence', async () => {
    const k = keys.b as string;
    const [d] = await ok(t, k, `/device/${orgs.b}/list`);
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, orgs.b));
    await fails(t, k, '/device/setName', { deviceKey: d.deviceKey, deviceName: 'No' }, 403, 'LICENSE_EXPIRED');
    await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
  });
});
