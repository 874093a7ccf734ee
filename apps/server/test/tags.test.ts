import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { mark } from './event-streams.ts';
import type { TestApp } from './helpers.ts';
import { manifestOf, playerApp } from './player-fixtures.ts';
import { entry, fails, ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';
import { activate, insertAlert, type PlayerStream, playerStream, takeoversChanged, takeoversOf, toGroups } from './takeovers-fixtures.ts';

/**
 * Screen tags and dynamic groups (docs/screens.md, "Tags and dynamic groups"): a dynamic group covers
 * the screens of its organization whose tags match its rule; tagging or untagging a screen changes
 * what it plays at once (new manifest, `manifest` pushed), and alerts aimed at the group follow.
 */

let t: TestApp;
let base: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
type Player = Awaited<ReturnType<typeof pairedDevice>>;
const p = {} as Record<'one' | 'two' | 'three' | 'other', Player>;
let playlist = 0;
const streams: PlayerStream[] = [];

beforeAll(async () => {
  ({ t, base, keys, orgs } = await playerApp('signage-tags-'));
  p.one = await pairedDevice(t, keys.a as string, orgs.a);
  p.two = await pairedDevice(t, keys.a as string, orgs.a);
  p.three = await pairedDevice(t, keys.a as string, orgs.a);
  p.other = await pairedDevice(t, keys.b as string, orgs.b);
  playlist = await publishedPlaylist(t, keys.a as string, 'Lobby loop');
  await t.app.services.screens.idle();
}, 120_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

const a = () => keys.a as string;
const b = () => keys.b as string;
const manifest = async (player: Player) => (await manifestOf(t, player.deviceSecret)).json() as Record<string, any>;
const members = async (groupId: number) =>
  ((await ok(t, a(), '/group/listDevices', { groupId })) as Array<{ deviceKey: string }>).map((d) => d.deviceKey).sort();

describe('screen tags', () => {
  it('stores tags in the hashtag format (lower case, no #, no repeats), edits in bulk and lists the tags in use', async () => {
    const item = await ok(t, a(), '/device/setTags', { deviceKey: p.three.deviceKey, tags: ['#Window', 'window', 'Ground_floor'] });
    expect(item.tags).toEqual(['ground_floor', 'window']);
    expect((await ok(t, a(), '/device/info', { deviceKey: p.three.deviceKey })).tags).toEqual(['ground_floor', 'window']);
    const bulk = await ok(t, a(), '/device/tags', { deviceKeys: [p.two.deviceKey, p.three.deviceKey], add: ['promo'], remove: ['window'] });
    expect(bulk.count).toBe(2);
    expect(await ok(t, a(), '/device/tagList', {})).toEqual(['ground_floor', 'promo']);
    // Another organization's tags are not listed, and the same tag there is its own.
    await ok(t, b(), '/device/setTags', { deviceKey: p.other.deviceKey, tags: ['secret-b'] });
    expect(await ok(t, a(), '/device/tagList', {})).not.toContain('secret-b');
    await ok(t, a(), '/device/tags', { deviceKeys: [p.two.deviceKey, p.three.deviceKey], remove: ['promo', 'ground_floor'] });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['device.tags']));
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad tags and bad bulk calls, and other organizations’ screens are 404', async () => {
    for (const tags of [['two words'], ['bad!'], [''], ['x'.repeat(41)], Array.from({ length: 31 }, (_, i) => `t${i}`), 'lobby', [7]])
      await fails(t, a(), '/device/setTags', { deviceKey: p.one.deviceKey, tags }, 400, 'VALIDATION_FAILED');
    await fails(t, a(), '/device/tags', { deviceKeys: [], add: ['x'] }, 400, 'VALIDATION_FAILED');
    await fails(t, a(), '/device/tags', { deviceKeys: [p.one.deviceKey] }, 400);
    await fails(t, a(), '/device/setTags', { deviceKey: p.other.deviceKey, tags: ['x'] }, 404);
    // All or nothing: one foreign key and no screen changes.
    await fails(t, a(), '/device/tags', { deviceKeys: [p.one.deviceKey, p.other.deviceKey], add: ['x'] }, 404);
    expect((await ok(t, a(), '/device/info', { deviceKey: p.one.deviceKey })).tags).toEqual([]);
    await fails(t, b(), '/device/tagList', { organizationId: orgs.a }, 404);
  });
});

describe('dynamic groups', () => {
  it('a screen tagged joins at once (new manifest pushed, the group’s playlist in it) and leaves when untagged', async () => {
    const created = await ok(t, a(), '/group/createDynamic', { name: 'Lobby screens', rule: { match: 'any', tags: ['lobby', '#Hall'] } });
    const id = created.id as number;
    expect(created.group).toMatchObject({ parentId: -1, deviceCount: 0, rule: { match: 'any', tags: ['lobby', 'hall'] } });
    await ok(t, a(), '/playlist/assignToGroup', { groupId: id, playlistId: playlist, scheduleData: { mode: 'playNow' } });
    await ok(t, a(), '/group/updateScheduleEntry', { groupId: id, scheduleEntryIndex: 0, scheduleEntry: entry(playlist) });

    const before = await manifest(p.one);
    expect(before.playlists[String(playlist)]).toBeUndefined();
    const stream = await playerStream(base, p.one.deviceSecret);
    streams.push(stream);
    await stream.next('manifest');

    const since = mark();
    await ok(t, a(), '/device/setTags', { deviceKey: p.one.deviceKey, tags: ['lobby'] });
    await stream.next('manifest', { since });
    const after = await manifest(p.one);
    expect(after.version).not.toBe(before.version);
    expect(after.playlists[String(playlist)]).toBeDefined();
    expect(after.schedule.groups[0]).toMatchObject({ id, name: 'Lobby screens', playNow: { playlistId: playlist } });
    expect(after.schedule.groups[0].schedule).toHaveLength(1);
    expect(await members(id)).toEqual([p.one.deviceKey]);
    expect((await ok(t, a(), '/group/details', { id })).deviceCount).toBe(1);
    // The screen's delivery receipt names the new manifest; now playing says why.
    await t.app.services.screens.idle();
    const item = await ok(t, a(), '/device/info', { deviceKey: p.one.deviceKey });
    expect(item.delivery.currentVersion).toBe(after.version);
    expect(item.nowPlaying).toMatchObject({ playlistId: playlist, source: { kind: 'groupPlayNow', groupId: id } });

    const off = mark();
    await ok(t, a(), '/device/setTags', { deviceKey: p.one.deviceKey, tags: [] });
    await stream.next('manifest', { since: off });
    expect((await manifest(p.one)).playlists[String(playlist)]).toBeUndefined();
    expect(await members(id)).toEqual([]);

    // The rule changed: screens that now match join at once.
    const ruled = mark();
    await ok(t, a(), '/device/setTags', { deviceKey: p.one.deviceKey, tags: ['cafe'] });
    await stream.next('manifest', { since: ruled });
    const changed = mark();
    const updated = await ok(t, a(), '/group/updateRule', { id, rule: { match: 'any', tags: ['cafe'] } });
    expect(updated).toMatchObject({ deviceCount: 1, rule: { match: 'any', tags: ['cafe'] } });
    await stream.next('manifest', { since: changed });
    expect((await manifest(p.one)).playlists[String(playlist)]).toBeDefined();
    await ok(t, a(), '/device/setTags', { deviceKey: p.one.deviceKey, tags: [] });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['group.dynamic.create', 'group.dynamic.update']));
    expect(audit.map((r) => r.action).sort()).toEqual(['group.dynamic.create', 'group.dynamic.update']);
  });

  it('all of needs every tag, any of one; another organization’s screens never match, even with the same tags', async () => {
    const all = (await ok(t, a(), '/group/createDynamic', { name: 'East lobby', rule: { match: 'all', tags: ['lobby', 'east'] } })).id;
    const any = (await ok(t, a(), '/group/createDynamic', { name: 'East or lobby', rule: { match: 'any', tags: ['lobby', 'east'] } })).id;
    await ok(t, a(), '/device/setTags', { deviceKey: p.one.deviceKey, tags: ['lobby', 'east'] });
    await ok(t, a(), '/device/setTags', { deviceKey: p.two.deviceKey, tags: ['east'] });
    await ok(t, b(), '/device/setTags', { deviceKey: p.other.deviceKey, tags: ['lobby', 'east'] });
    expect(await members(all)).toEqual([p.one.deviceKey]);
    expect(await members(any)).toEqual([p.one.deviceKey, p.two.deviceKey].sort());
    await ok(t, a(), '/playlist/assignToGroup', { groupId: all, playlistId: playlist, scheduleData: { mode: 'playNow' } });
    await t.app.services.screens.idle();
    expect((await manifest(p.other)).playlists[String(playlist)]).toBeUndefined();
    expect((await manifest(p.two)).playlists[String(playlist)]).toBeUndefined();
    expect((await manifest(p.one)).playlists[String(playlist)]).toBeDefined();
    // The newer dynamic group is the nearer one.
    expect((await manifest(p.one)).schedule.groups.map((g: { id: number }) => g.id)).toEqual([any, all]);

    // Alerts aimed at a dynamic group reach its members only.
    const activation = await activate(t, await insertAlert(t, orgs.a, { targets: toGroups(all) }));
    await takeoversChanged(t, orgs.a);
    const alertsOf = async (player: Player) =>
      ((await takeoversOf(t, player.deviceSecret)).body.response.alerts as Array<{ activationId: number }>).map((x) => x.activationId);
    expect(await alertsOf(p.one)).toEqual([activation.id]);
    expect(await alertsOf(p.two)).toEqual([]);
    expect(await alertsOf(p.other)).toEqual([]);
    // Tagged into it: the alert follows at once.
    await ok(t, a(), '/device/tags', { deviceKeys: [p.two.deviceKey], add: ['lobby'] });
    await t.app.services.screens.takeovers.idle();
    expect(await alertsOf(p.two)).toEqual([activation.id]);
  });

  it('refuses empty or bad rules, screens moved into it, sub-groups under it; another organization’s group is 404', async () => {
    const id = (await ok(t, a(), '/group/createDynamic', { name: 'Rules', rule: { match: 'any', tags: ['x'] } })).id;
    for (const rule of [
      { match: 'any', tags: [] },
      { match: 'some', tags: ['x'] },
      { match: 'all', tags: ['bad tag'] },
      { tags: ['x'] },
      null,
    ])
      await fails(t, a(), '/group/createDynamic', { name: 'Bad', rule }, 400, 'VALIDATION_FAILED');
    await fails(t, a(), '/group/updateRule', { id, rule: { match: 'all', tags: [] } }, 400, 'VALIDATION_FAILED');
    await fails(t, a(), '/group/createDynamic', { name: 'rules', rule: { match: 'any', tags: ['x'] } }, 400, 'NAME_EXISTS');
    await fails(t, a(), '/group/addDevice', { groupId: id, deviceKey: p.three.deviceKey }, 400, 'GROUP_DYNAMIC');
    await fails(t, a(), '/group/addDevices', { groupId: id, deviceKeyList: [p.three.deviceKey] }, 400, 'GROUP_DYNAMIC');
    await fails(t, a(), '/group/create', { name: 'Child', parentId: id }, 400, 'GROUP_DYNAMIC');
    await fails(t, a(), '/group/updateDetails', { id, name: 'Rules', parentId: id }, 400, 'GROUP_DYNAMIC');
    const normal = (await ok(t, a(), '/group/create', { name: 'Normal', parentId: -1 })).id;
    await fails(t, a(), '/group/updateRule', { id: normal, rule: { match: 'any', tags: ['x'] } }, 400, 'GROUP_DYNAMIC');

    await fails(t, b(), '/group/details', { id }, 404);
    await fails(t, b(), '/group/listDevices', { groupId: id }, 404);
    await fails(t, b(), '/group/updateRule', { id, rule: { match: 'any', tags: ['x'] } }, 404);
    await fails(t, b(), '/playlist/assignToGroup', { groupId: id, playlistId: playlist, scheduleData: { mode: 'playNow' } }, 404);
    await fails(t, b(), '/group/remove', { id }, 404);

    await ok(t, a(), '/group/remove', { id });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['group.dynamic.remove']));
    expect(audit).toHaveLength(1);
  });
});
