import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deviceGroups, licences } from '../src/db/schema/index.ts';
import { appWithOrgs, type Orgs, type TestApp, tempDataDir } from './helpers.ts';
import { deviceHeaders, fails, ok, pairedDevice } from './screens-fixtures.ts';

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;

beforeAll(async () => {
  dir = tempDataDir('signage-group-sync-');
  ({ t, keys, orgs } = await appWithOrgs(dir, { rateLimits: false }, ['content_creator', 'screen_manager']));
  await t.database.db.update(licences).set({ numDevices: 10 }).where(eq(licences.organizationId, orgs.a));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function manifestOf(secret: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: deviceHeaders(secret) });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as { version: string; sync?: { groupId: number; anchor: string } | null };
}

describe('synchronized playback on a group', () => {
  it('turns on and off, the manifest carries the anchor to the group and its sub-groups, activity is written', async () => {
    const k = keys.a as string;
    const d1 = await pairedDevice(t, k, orgs.a);
    const d2 = await pairedDevice(t, k, orgs.a);
    const outside = await pairedDevice(t, k, orgs.a);
    const wall = await ok(t, k, '/group/create', { name: 'Lobby', deviceArray: [d1.deviceKey] });
    const sub = await ok(t, k, '/group/create', { name: 'Lobby left', parentId: wall.id, deviceArray: [d2.deviceKey] });
    expect(wall.group.sync).toBe(false);
    expect((await manifestOf(d1.deviceSecret)).sync ?? null).toBeNull();

    const on = await ok(t, k, '/group/updateSync', { id: wall.id, sync: true });
    expect(on).toMatchObject({ id: wall.id, sync: true });
    const [row] = await t.database.db.select().from(deviceGroups).where(eq(deviceGroups.id, wall.id));
    const anchor = (row?.syncSince as Date | undefined)?.toISOString();
    expect(anchor).toBeTruthy();
    expect((await manifestOf(d1.deviceSecret)).sync).toEqual({ groupId: wall.id, anchor });
    // A screen of a sub-group follows the nearest group with sync on; a screen elsewhere does not.
    expect((await manifestOf(d2.deviceSecret)).sync).toEqual({ groupId: wall.id, anchor });
    expect((await manifestOf(outside.deviceSecret)).sync ?? null).toBeNull();

    // On again while on: the running timeline keeps its anchor (screens never restart), no new activity.
    await ok(t, k, '/group/updateSync', { id: wall.id, sync: true });
    expect((await manifestOf(d1.deviceSecret)).sync?.anchor).toBe(anchor);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'device_group'), eq(auditLog.objectId, String(wall.id))));
    expect(entries.filter((e) => e.action === 'group.sync.on')).toHaveLength(1);
    expect((await ok(t, k, '/group/details', { id: wall.id })).sync).toBe(true);
    expect((await ok(t, k, '/group/details', { id: sub.id })).sync).toBe(false);

    const off = await ok(t, k, '/group/updateSync', { id: wall.id, sync: false });
    expect(off.sync).toBe(false);
    expect((await manifestOf(d1.deviceSecret)).sync ?? null).toBeNull();
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'group.sync.off'));
    expect(after.map((e) => e.objectId)).toEqual([String(wall.id)]);
  });

  it('refuses bad inputs, the root, another organization and a role without screens, changing nothing', async () => {
    const k = keys.a as string;
    const g = await ok(t, k, '/group/create', { name: 'Refusals' });
    await fails(t, k, '/group/updateSync', { id: g.id }, 400, 'VALIDATION_FAILED');
    await fails(t, k, '/group/updateSync', { id: g.id, sync: 'yes' }, 400, 'VALIDATION_FAILED');
    await fails(t, k, '/group/updateSync', { id: 'x', sync: true }, 400, 'VALIDATION_FAILED');
    await fails(t, k, '/group/updateSync', { id: g.id, sync: true, extra: 1 }, 400, 'VALIDATION_FAILED');
    const root = await fails(t, k, '/group/updateSync', { id: -1, sync: true }, 400, 'GROUP_ROOT_SYNC');
    expect(root.message).toMatch(/group/i);
    await fails(t, k, '/group/updateSync', { id: 999_999, sync: true }, 404, 'NOT_FOUND');
    // Another organization's group is not found, and stays as it was.
    await fails(t, keys.b as string, '/group/updateSync', { id: g.id, sync: true }, 404, 'NOT_FOUND');
    await fails(t, keys.content_creator as string, '/group/updateSync', { id: g.id, sync: true }, 403, 'FORBIDDEN');
    const [row] = await t.database.db.select().from(deviceGroups).where(eq(deviceGroups.id, g.id));
    expect(row?.syncSince).toBeNull();
    expect(await ok(t, keys.screen_manager as string, '/group/updateSync', { id: g.id, sync: true })).toMatchObject({ sync: true });
  });
});
