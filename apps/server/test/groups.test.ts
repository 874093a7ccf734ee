import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceGroups, licences } from '../src/db/schema/index.ts';
import { appWithOrgs, type Orgs, type TestApp, tempDataDir } from './helpers.ts';
import { entry, fails, ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;

beforeAll(async () => {
  dir = tempDataDir('signage-groups-');
  ({ t, keys, orgs } = await appWithOrgs(dir, { rateLimits: false }, ['content_creator', 'screen_manager']));
  await t.database.db.update(licences).set({ numDevices: 20, interactiveDeviceLimit: 1 }).where(eq(licences.organizationId, orgs.a));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('device groups (spec 7.5)', () => {
  it('creates nested groups under the root -1, lists, details, renames, moves and paths', async () => {
    const k = keys.a as string;
    const d1 = await pairedDevice(t, k, orgs.a);
    const d2 = await pairedDevice(t, k, orgs.a);
    const top = await ok(t, k, '/group/create', { name: 'Stores', description: 'All stores', parentId: -1, deviceArray: [d1.deviceKey] });
    expect(top.group).toMatchObject({ name: 'Stores', parentId: -1, deviceCount: 1, childCount: 0 });
    const child = await ok(t, k, '/group/create', { name: 'Malmö', description: '', parentId: top.id, deviceArray: [] });
    const grandchild = await ok(t, k, '/group/create', { name: 'Entrance', parentId: child.id });

    // Bad inputs.
    await fails(t, k, '/group/create', { name: '', parentId: -1 }, 400, 'VALIDATION_FAILED');
    await fails(t, k, '/group/create', { name: 'x'.repeat(121) }, 400, 'VALIDATION_FAILED');
    await fails(t, k, '/group/create', { name: 'stores' }, 400, 'NAME_EXISTS');
    await fails(t, k, '/group/create', { name: 'Bad parent', parentId: 0 }, 400, 'VALIDATION_FAILED');
    await fails(t, k, '/group/create', { name: 'Unknown parent', parentId: 999_999 }, 404, 'NOT_FOUND');
    await fails(t, k, '/group/create', { name: 'Unknown device', deviceArray: ['nope'] }, 404, 'NOT_FOUND');

    const roots = await ok(t, k, '/group/list', { parentId: -1, organizationId: orgs.a });
    expect(roots.map((g: any) => g.name)).toEqual(['Stores']);
    expect(roots[0].childCount).toBe(1);
    const under = await ok(t, k, '/group/list', { parentId: top.id });
    expect(under.map((g: any) => g.name)).toEqual(['Malmö']);
    expect((await ok(t, k, '/group/list', { parentId: -1, all: true })).length).toBe(3);
    expect(await ok(t, k, '/group/details', { id: child.id, organizationId: orgs.a })).toMatchObject({ name: 'Malmö', parentId: top.id });
    expect(await ok(t, k, '/group/groupList', { groupId: grandchild.id })).toEqual([
      { id: top.id, name: 'Stores' },
      { id: child.id, name: 'Malmö' },
      { id: grandchild.id, name: 'Entrance' },
    ]);

    const renamed = await ok(t, k, '/group/updateDetails', {
      id: child.id,
      name: 'Malmö C',
      description: 'Central',
      organizationId: orgs.a,
    });
    expect(renamed).toMatchObject({ name: 'Malmö C', description: 'Central' });
    await fails(t, k, '/group/updateDetails', { id: child.id, name: '', description: '' }, 400, 'VALIDATION_FAILED');
    // No group under itself or its descendants.
    await fails(t, k, '/group/updateDetails', { id: top.id, name: 'Stores', parentId: grandchild.id }, 400, 'GROUP_INVALID_MOVE');
    await fails(t, k, '/group/updateDetails', { id: top.id, name: 'Stores', parentId: top.id }, 400, 'GROUP_INVALID_MOVE');
    // Move Entrance to the root.
    const moved = await ok(t, k, '/group/updateDetails', { id: grandchild.id, name: 'Entrance', parentId: -1 });
    expect(moved.parentId).toBe(-1);

    // Devices in and out; the device's group path.
    const added = await ok(t, k, '/group/addDevice', { groupId: child.id, deviceKey: d2.deviceKey, interactive: true });
    expect(added).toMatchObject({ groupId: child.id, groupName: 'Malmö C', interactive: true });
    expect(await ok(t, k, '/device/groupList', { deviceKey: d2.deviceKey })).toEqual([
      { id: top.id, name: 'Stores' },
      { id: child.id, name: 'Malmö C' },
    ]);
    // The interactive limit (1) holds through addDevice too.
    await fails(
      t,
      k,
      '/group/addDevice',
      { groupId: child.id, deviceKey: d1.deviceKey, interactive: true },
      403,
      'INTERACTIVE_LIMIT_REACHED',
    );
    expect((await ok(t, k, '/group/listDevices', { groupId: child.id, organizationId: orgs.a })).map((d: any) => d.deviceKey)).toEqual([
      d2.deviceKey,
    ]);
    const out = await ok(t, k, '/group/removeDevice', { deviceKey: d2.deviceKey });
    expect(out.groupId).toBe(-1);
    expect((await ok(t, k, '/group/listDevices', { groupId: -1 })).map((d: any) => d.deviceKey)).toContain(d2.deviceKey);

    // addDevices with JSON text (spec), all-or-nothing.
    expect(
      await ok(t, k, '/group/addDevices', { groupId: grandchild.id, deviceKeyList: JSON.stringify([d1.deviceKey, d2.deviceKey]) }),
    ).toEqual({
      count: 2,
    });
    await fails(t, k, '/group/addDevices', { groupId: grandchild.id, deviceKeyList: '[1,' }, 400, 'VALIDATION_FAILED');
    await fails(t, k, '/group/addDevices', { groupId: top.id, deviceKeyList: JSON.stringify([d1.deviceKey, 'missing']) }, 404, 'NOT_FOUND');
    expect((await ok(t, k, '/device/info', { deviceKey: d1.deviceKey })).groupId).toBe(grandchild.id);

    // Removing a group moves its devices and sub-groups to its parent.
    await ok(t, k, '/group/addDevice', { groupId: child.id, deviceKey: d1.deviceKey });
    const sub = await ok(t, k, '/group/create', { name: 'Sub', parentId: child.id });
    expect(await ok(t, k, '/group/remove', { id: child.id })).toEqual({ ok: true });
    expect((await ok(t, k, '/device/info', { deviceKey: d1.deviceKey })).groupId).toBe(top.id);
    expect((await ok(t, k, '/group/details', { id: sub.id })).parentId).toBe(top.id);
    await fails(t, k, '/group/details', { id: child.id }, 404, 'NOT_FOUND');
  });

  it('keeps group schedules by index and resolves devices through their groups', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const parent = await ok(t, k, '/group/create', { name: 'Region' });
    const g = await ok(t, k, '/group/create', { name: 'Shop', parentId: parent.id, deviceArray: [d.deviceKey] });
    const pl = await publishedPlaylist(t, k, 'Group show', 'shared');
    const ps = await publishedPlaylist(t, k, 'Region show');

    let s = await ok(t, k, '/group/updateScheduleEntry', {
      groupId: g.id,
      scheduleEntryIndex: 0,
      scheduleEntry: JSON.stringify(entry(pl)),
    });
    expect(s.schedule).toHaveLength(1);
    await fails(
      t,
      k,
      '/group/updateScheduleEntry',
      { groupId: g.id, scheduleEntryIndex: 1, scheduleEntry: entry(pl, { start: '2030-01-07T18:00' }) },
      400,
      'SCHEDULE_INVALID',
    );
    await fails(
      t,
      k,
      '/group/updateScheduleEntry',
      { groupId: g.id, scheduleEntryIndex: 3, scheduleEntry: entry(pl) },
      400,
      'SCHEDULE_INDEX_INVALID',
    );
    expect((await ok(t, k, '/group/getSchedule', { groupId: g.id })).schedule).toHaveLength(1);

    // The parent plays now; the timeline shows the group's schedule and the ancestor's play now, labelled.
    expect(await ok(t, k, '/playlist/assignToGroup', { groupId: parent.id, playlistId: ps, scheduleData: { mode: 'playNow' } })).toEqual({
      ok: true,
      mode: 'playNow',
      scheduleEntryIndex: null,
    });
    const tl = await ok(t, k, '/device/timeline', { deviceKey: d.deviceKey, from: '2030-01-07T00:00:00Z', days: 2 });
    expect(
      tl.spans.some((x: any) => x.source.kind === 'groupSchedule' && x.source.groupName === 'Shop' && x.playlistName === 'Group show'),
    ).toBe(true);
    expect(
      tl.spans.some((x: any) => x.source.kind === 'groupPlayNow' && x.source.groupId === parent.id && x.playlistName === 'Region show'),
    ).toBe(true);
    expect(tl.spans.some((x: any) => x.source.kind === 'idle')).toBe(false);

    // The group's own timeline: the same spans for its screens without a schedule of their own, in a chosen zone.
    const gt = await ok(t, k, '/group/timeline', { groupId: g.id, from: '2030-01-07T00:00:00Z', days: 2, timeZone: 'Europe/Stockholm' });
    expect(gt.timeZone).toBe('Europe/Stockholm');
    expect(gt.spans.some((x: any) => x.source.kind === 'groupSchedule' && x.source.groupName === 'Shop')).toBe(true);
    expect(gt.spans.some((x: any) => x.source.kind === 'groupPlayNow' && x.playlistName === 'Region show')).toBe(true);
    const pt = await ok(t, k, '/group/timeline', { groupId: parent.id, from: '2030-01-07T00:00:00Z', days: 2 });
    expect(pt.spans.every((x: any) => x.source.kind === 'groupPlayNow' && x.playlistName === 'Region show')).toBe(true);
    expect(pt.timeZone).toBe('UTC');
    await fails(t, k, '/group/timeline', { groupId: g.id, timeZone: 'Mars/Olympus' }, 400, 'VALIDATION_FAILED');
    await fails(t, k, '/group/timeline', { groupId: g.id, days: 0 }, 400, 'VALIDATION_FAILED');

    // A date without a time is not a valid wall time.
    await fails(
      t,
      k,
      '/playlist/assignToGroup',
      {
        groupId: g.id,
        playlistId: pl,
        scheduleData: {
          mode: 'schedule',
          entry: {
            start: '2030-03-01',
            end: '2030-03-02',
            allDay: true,
            repeat: { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
          },
        },
      },
      400,
      'SCHEDULE_INVALID',
    );
    s = await ok(t, k, '/group/removeScheduleEntry', { groupId: g.id, scheduleEntryIndex: 0 });
    expect(s.schedule).toHaveLength(0);
  });

  it('assigns to groups with the same rules as devices, and hides other organizations', async () => {
    const k = keys.a as string;
    const g = await ok(t, k, '/group/create', { name: 'Assign target' });
    const shared = await publishedPlaylist(t, k, 'Assign shared', 'shared');
    const mine = await publishedPlaylist(t, k, 'Assign mine');
    const sm = keys.screen_manager as string;
    await ok(t, sm, '/playlist/assignToGroup', { groupId: g.id, playlistId: shared });
    await fails(t, sm, '/playlist/assignToGroup', { groupId: g.id, playlistId: mine }, 404, 'NOT_FOUND');
    await fails(t, keys.content_creator as string, '/group/list', { parentId: -1 }, 403, 'FORBIDDEN');
    const s = await ok(t, k, '/playlist/assignToGroup', {
      groupId: g.id,
      playlistId: mine,
      scheduleData: {
        mode: 'schedule',
        entry: {
          start: '2030-03-01T00:00',
          end: '2030-03-02T00:00',
          allDay: true,
          repeat: { frequency: 'yearly', interval: 1, daysOfWeek: [], ends: { type: 'on', date: '2035-01-01' } },
        },
      },
    });
    expect(s).toEqual({ ok: true, mode: 'schedule', scheduleEntryIndex: 0 });
    expect((await ok(t, k, '/group/details', { id: g.id })).playNow).toMatchObject({ playlistId: shared, playlistName: 'Assign shared' });
    expect((await ok(t, k, '/group/stopPlayNow', { groupId: g.id })).playNow).toBeNull();
    expect((await ok(t, k, '/group/removeScheduleEntry', { groupId: g.id, scheduleEntryIndex: 0, scheduleEntry: '{}' })).schedule).toEqual(
      [],
    );

    // Org B sees nothing of org A's groups; nothing changes.
    const kb = keys.b as string;
    const d = await pairedDevice(t, kb, orgs.b);
    for (const [p, body] of [
      ['/group/details', { id: g.id }],
      ['/group/updateDetails', { id: g.id, name: 'Taken' }],
      ['/group/remove', { id: g.id }],
      ['/group/listDevices', { groupId: g.id }],
      ['/group/addDevice', { groupId: g.id, deviceKey: d.deviceKey }],
      ['/group/addDevices', { groupId: g.id, deviceKeyList: JSON.stringify([d.deviceKey]) }],
      ['/group/groupList', { groupId: g.id }],
      ['/group/getSchedule', { groupId: g.id }],
      ['/group/timeline', { groupId: g.id }],
      ['/group/updateScheduleEntry', { groupId: g.id, scheduleEntryIndex: 0, scheduleEntry: entry(shared) }],
      ['/group/removeScheduleEntry', { groupId: g.id, scheduleEntryIndex: 0 }],
      ['/group/list', { parentId: g.id }],
      ['/group/list', { parentId: -1, organizationId: orgs.a }],
      ['/group/create', { name: 'Inside A', parentId: g.id }],
      ['/group/create', { name: 'In A', organizationId: orgs.a }],
    ] as const) {
      await fails(t, kb, p, body as Record<string, unknown>, 404, 'NOT_FOUND');
    }
    await fails(
      t,
      kb,
      '/playlist/assignToGroup',
      { groupId: g.id, playlistId: await publishedPlaylist(t, kb, 'B show') },
      404,
      'NOT_FOUND',
    );
    // A's device cannot join B's group either.
    const gb = await ok(t, kb, '/group/create', { name: 'B group' });
    const da = await pairedDevice(t, k, orgs.a);
    await fails(t, kb, '/group/addDevice', { groupId: gb.id, deviceKey: da.deviceKey }, 404, 'NOT_FOUND');
    await fails(t, k, '/group/addDevice', { groupId: gb.id, deviceKey: da.deviceKey }, 404, 'NOT_FOUND');
    const [row] = await t.database.db.select().from(deviceGroups).where(eq(deviceGroups.id, g.id));
    expect(row?.name).toBe('Assign target');
  });
});
