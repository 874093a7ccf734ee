import { rmSync } from 'node:fs';
import { ERROR_MESSAGES, PLAYLIST_SECTION_SEARCH } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, playlistSnapshots, playlists } from '../src/db/schema/index.ts';
import { appWithOrgs, json, type Orgs, post, type TestApp, tempDataDir } from './helpers.ts';
import { call as orgCall, createSub, endOfLocalDay, licenseData, makeReseller, signedUpOrg } from './org-fixtures.ts';
import { playlistCalls } from './playlists-fixtures.ts';
import { entry, pairedDevice } from './screens-fixtures.ts';

/** The spec's own formats and rules (docs/decisions.md "Spec formats"): aspects, search types, the root group, durationInMillis, themeManagement. */
let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;
const { call, ok, fails, newPlaylist, info } = playlistCalls(
  () => t,
  () => dir,
);

beforeAll(async () => {
  dir = tempDataDir('signage-formats-');
  ({ t, keys, orgs } = await appWithOrgs(dir, { rateLimits: false }, ['content_creator', 'screen_manager']));
  await t.database.db.update(licences).set({ numDevices: 20, interactiveDeviceLimit: 1 }).where(eq(licences.organizationId, orgs.a));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A 400 VALIDATION_FAILED whose `field` carries `code`. */
async function fieldFails(key: string, path: string, body: Record<string, unknown>, field: string, code: string) {
  const out = await fails(key, path, body, 400, 'VALIDATION_FAILED');
  expect(out.fields?.[field]?.code, `${path} ${JSON.stringify(body)}: ${JSON.stringify(out)}`).toBe(code);
  return out;
}

describe('aspect ratios (spec 3 "16/9", spec 9 "16:9")', () => {
  it('accepts both spellings and custom pixels on create and stores one canonical form', async () => {
    const k = keys.a as string;
    const cases: Array<[string, string]> = [
      ['16/9', '16:9'],
      ['16:9', '16:9'],
      ['9/16', '9:16'],
      [' 21 / 9 ', '21:9'],
      ['32:18', '16:9'],
      ['8:5', '16:10'],
      ['16/10', '16:10'],
      ['1080x1920', '1080x1920'],
      ['1080X1920', '1080x1920'],
    ];
    for (const [i, [sent, stored]] of cases.entries()) {
      const id = await newPlaylist(k, `Aspect ${i}`, { aspect: sent });
      expect((await info(k, id)).aspect, sent).toBe(stored);
      const [row] = await t.database.db.select({ aspect: playlists.aspect }).from(playlists).where(eq(playlists.id, id));
      expect(row?.aspect, sent).toBe(stored);
    }
  });

  it('refuses zero and absurd ratios with a translated ASPECT_INVALID field error on create, update and updateAspect', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Aspect target');
    for (const bad of ['16:0', '0:0', '0/9', '1000:1', '1:11', '100000x10', '5x5', 'abc', '16:9:1', '', '16.5:9']) {
      await fieldFails(k, '/playlist/create', { name: `Bad ${bad}`, aspect: bad }, 'aspect', 'ASPECT_INVALID');
      await fieldFails(k, '/playlist/update', { playlistId: id, aspect: bad }, 'aspect', 'ASPECT_INVALID');
      await fieldFails(k, '/playlist/updateAspect', { playlistId: id, aspectType: bad }, 'aspectType', 'ASPECT_INVALID');
    }
    // Nothing was silently turned into 16:9: the playlist keeps its aspect, no playlist was created.
    expect((await info(k, id)).aspect).toBe('16:9');
    const found = await ok(k, '/playlist/search', { searchTerm: 'Bad ', type: 'all' });
    expect(found.totalCount).toBe(0);
    // The message is the catalogue's, in the caller's language.
    const res = await post(t.app, '/api/playlist/create', { sessionKey: k, name: 'Swedish', aspect: '16:0' }, { 'accept-language': 'sv' });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.requestId).toBeTruthy();
    expect([ERROR_MESSAGES.ASPECT_INVALID.sv, ERROR_MESSAGES.ASPECT_INVALID.en]).toContain(body.fields.aspect.message);
  });

  it('updates with either spelling: the same ratio changes nothing, a new one rewrites every slide', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Aspect update');
    await ok(k, '/playlist/slide/create', { playlistId: id });
    await ok(k, '/playlist/publish', { playlistId: id });
    // "16/9" on a stored "16:9" is no change: still published.
    expect(await ok(k, '/playlist/update', { playlistId: id, aspect: '16/9' })).toMatchObject({ aspect: '16:9', isPublished: true });
    const portrait = await ok(k, '/playlist/updateAspect', { playlistId: id, aspectType: '9/16' });
    expect(portrait).toMatchObject({ aspect: '9:16', isPublished: false });
    expect((await info(k, id)).slides[0].slideData.aspect).toBe('9:16');
    expect((await ok(k, '/playlist/update', { playlistId: id, aspect: '4/3' })).aspect).toBe('4:3');
    expect((await ok(k, '/playlist/updateAspect', { playlistId: id, aspectType: '21/9' })).aspect).toBe('21:9');
    expect((await info(k, id)).slides[0].slideData.aspect).toEqual({ custom: { width: 21, height: 9 } });
  });

  it('reads values stored before the one parser (tolerant read): refused ones as 16:9, others canonical', async () => {
    const k = keys.a as string;
    const zero = await newPlaylist(k, 'Legacy zero');
    const doubled = await newPlaylist(k, 'Legacy doubled');
    await t.database.db.update(playlists).set({ aspect: '16:0' }).where(eq(playlists.id, zero));
    await t.database.db.update(playlists).set({ aspect: '32:18' }).where(eq(playlists.id, doubled));
    expect((await info(k, zero)).aspect).toBe('16:9');
    expect((await ok(k, '/playlist/metadata', { playlistId: zero })).aspect).toBe('16:9');
    expect((await ok(k, '/playlist/slide/create', { playlistId: zero })).slideData.aspect).toBe('16:9');
    expect((await info(k, doubled)).aspect).toBe('16:9');
    expect((await ok(k, '/playlist/slide/create', { playlistId: doubled })).slideData.aspect).toBe('16:9');
  });
});

describe('playlist search types (spec 7.7: all, sho, organization, me; ours: stock)', () => {
  it('answers for each tab exactly what the tab lists, and favourites within a tab', async () => {
    const a = keys.a as string;
    const cc = keys.content_creator as string;
    const mine = await newPlaylist(a, 'Beacon mine');
    const myFolder = await newPlaylist(a, 'Beacon folder', { type: 'folder' });
    const nested = await newPlaylist(a, 'Beacon nested', { parentFolderId: myFolder });
    const shared = await newPlaylist(cc, 'Beacon shared', { section: 'shared' });
    const ccOwn = await newPlaylist(cc, 'Beacon cc own');
    await newPlaylist(keys.b as string, 'Beacon other org');
    const stockSource = await newPlaylist(keys.root as string, 'Beacon stock');
    const [stock] = await ok(keys.root as string, '/playlist/copyToStock', { playlistIds: [stockSource], orgShareIds: [orgs.a] });
    await ok(a, '/playlist/updateFavorite', { playlistId: mine, favorite: true });
    await ok(a, '/playlist/updateFavorite', { playlistId: shared, favorite: true });

    const search = async (type: string, extra: Record<string, unknown> = {}) => {
      const out = await ok(a, '/playlist/search', { searchTerm: 'beacon', limit: 50, offset: 0, type, ...extra });
      expect(out.totalCount).toBe(out.results.length);
      return (out.results as Array<{ id: number }>).map((r) => r.id).sort((x, y) => x - y);
    };
    const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
    expect(await search('me')).toEqual(sorted([mine, myFolder, nested]));
    expect(await search('organization')).toEqual([shared]);
    expect(await search('stock')).toEqual([stock.id]);
    expect(await search('sho')).toEqual(sorted([mine, shared]));
    expect(await search('all')).toEqual(sorted([mine, myFolder, nested, shared, stock.id]));
    expect(await search('all')).not.toContain(ccOwn);
    // The favourites filter of a tab.
    expect(await search('me', { favorite: true })).toEqual([mine]);
    expect(await search('organization', { favorite: true })).toEqual([shared]);
    expect(await search('stock', { favorite: true })).toEqual([]);
    await ok(a, '/playlist/updateFavorite', { playlistId: stock.id, favorite: true });
    expect(await search('stock', { favorite: true })).toEqual([stock.id]);

    // Without a term each type lists its tab's top level, as /playlist/list does.
    for (const [type, section] of [
      ['me', 'my'],
      ['organization', 'shared'],
      ['stock', 'stock'],
    ] as const) {
      // The CMS tabs search with these values.
      expect(PLAYLIST_SECTION_SEARCH[section]).toBe(type);
      const listed = (await ok(a, '/playlist/list', { section })).results.map((r: { id: number }) => r.id);
      const searched = (await ok(a, '/playlist/search', { searchTerm: '', limit: 200, type })).results.map((r: { id: number }) => r.id);
      expect(searched, type).toEqual(listed);
    }
    // The content creator's own My is theirs.
    expect((await ok(cc, '/playlist/search', { searchTerm: 'beacon', type: 'me' })).results.map((r: { id: number }) => r.id)).toEqual([
      ccOwn,
    ]);
    // Only the named wire values.
    for (const bad of ['shared', 'my', 'favourites', 'SHO', 1])
      await fieldFails(a, '/playlist/search', { searchTerm: 'beacon', type: bad }, 'type', 'FIELD_INVALID');
  });
});

describe('root group -1 (spec 3 and 9) on every call that takes a group id', () => {
  it('details, path, schedule, timeline and stop answer for the root; schedule writes are refused clearly', async () => {
    const k = keys.a as string;
    const sm = keys.screen_manager as string;
    const loose = await pairedDevice(t, k, orgs.a);
    const grouped = await pairedDevice(t, k, orgs.a);
    const top = await ok(k, '/group/create', { name: 'Root test', parentId: -1, deviceArray: [grouped.deviceKey] });
    const playlistId = await newPlaylist(k, 'Root assign', { section: 'shared' });
    await ok(k, '/playlist/slide/create', { playlistId });
    await ok(k, '/playlist/publish', { playlistId });

    const root = await ok(sm, '/group/details', { id: -1 });
    expect(root).toMatchObject({ id: -1, parentId: -1, name: 'Org A', organizationId: orgs.a, playNow: null, scheduleCount: 0 });
    const ungrouped = (await ok(k, '/group/listDevices', { groupId: -1 })).map((d: { deviceKey: string }) => d.deviceKey);
    expect(ungrouped).toContain(loose.deviceKey);
    expect(root.deviceCount).toBe(ungrouped.length);
    expect(root.childCount).toBe((await ok(k, '/group/list', { parentId: -1 })).length);
    expect(await ok(k, '/group/details', { id: -1, organizationId: orgs.a })).toMatchObject({ id: -1 });
    await fails(k, '/group/details', { id: -1, organizationId: orgs.b }, 404, 'NOT_FOUND');

    expect(await ok(k, '/group/groupList', { groupId: -1 })).toEqual([]);
    expect(await ok(k, '/group/groupList', { groupId: top.id })).toEqual([{ id: top.id, name: 'Root test' }]);
    expect(await ok(k, '/group/getSchedule', { groupId: -1 })).toMatchObject({ schedule: [], playNow: null });
    expect(await ok(k, '/group/stopPlayNow', { groupId: -1 })).toMatchObject({ schedule: [], playNow: null });
    const timeline = await ok(k, '/group/timeline', { groupId: -1, days: 1 });
    expect(timeline.spans.every((s: { playlistId: number | null }) => s.playlistId === null)).toBe(true);

    const refused = await fails(
      k,
      '/group/updateScheduleEntry',
      { groupId: -1, scheduleEntryIndex: 0, scheduleEntry: entry(playlistId) },
      400,
      'ROOT_GROUP_NO_SCHEDULE',
    );
    expect(refused.fields.groupId.code).toBe('ROOT_GROUP_NO_SCHEDULE');
    expect(refused.message).toBe(ERROR_MESSAGES.ROOT_GROUP_NO_SCHEDULE.en);
    await fails(k, '/group/removeScheduleEntry', { groupId: -1, scheduleEntryIndex: 0 }, 400, 'ROOT_GROUP_NO_SCHEDULE');
    await fails(k, '/playlist/assignToGroup', { groupId: -1, playlistId }, 400, 'ROOT_GROUP_NO_SCHEDULE');
    // A real group still takes them.
    expect(await ok(k, '/playlist/assignToGroup', { groupId: top.id, playlistId })).toMatchObject({ mode: 'playNow' });
    expect(
      (await ok(k, '/group/updateScheduleEntry', { groupId: top.id, scheduleEntryIndex: 0, scheduleEntry: entry(playlistId) })).schedule,
    ).toHaveLength(1);

    // Other negative ids and 0 stay malformed on every one of these calls.
    for (const bad of [0, -2]) {
      for (const [path, body] of [
        ['/group/details', { id: bad }],
        ['/group/groupList', { groupId: bad }],
        ['/group/getSchedule', { groupId: bad }],
        ['/group/timeline', { groupId: bad }],
        ['/group/stopPlayNow', { groupId: bad }],
        ['/group/updateScheduleEntry', { groupId: bad, scheduleEntryIndex: 0, scheduleEntry: entry(playlistId) }],
        ['/group/removeScheduleEntry', { groupId: bad, scheduleEntryIndex: 0 }],
        ['/group/listDevices', { groupId: bad }],
        ['/group/addDevice', { groupId: bad, deviceKey: loose.deviceKey }],
        ['/playlist/assignToGroup', { groupId: bad, playlistId }],
      ] as const)
        await fieldFails(k, path, body, 'id' in body ? 'id' : 'groupId', 'FIELD_INVALID');
    }
  });
});

describe('slide animation durationInMillis (spec 3)', () => {
  it('stores the spec name as the transition length the player uses, on one slide or all', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Animated');
    const s1 = await ok(k, '/playlist/slide/create', { playlistId: id });
    const s2 = await ok(k, '/playlist/slide/create', { playlistId: id });
    const one = await ok(k, '/playlist/updateSlideAnimation', {
      playlistId: id,
      slideId: s1.id,
      animation: { style: 'StyleTwo', durationInMillis: 2500 },
      applyToAll: false,
    });
    expect(one.slides[0].slideData.animation).toEqual({ style: 'StyleTwo', durationMs: 2500 });
    expect(one.slides[1].slideData.animation).toEqual({ style: 'none', durationMs: 1000 });
    const all = await ok(k, '/playlist/updateSlideAnimation', {
      playlistId: id,
      slideId: s2.id,
      animation: { style: 'StyleOne', durationInMillis: 400 },
      applyToAll: true,
    });
    expect(all.slideAnimation).toEqual({ style: 'StyleOne', durationMs: 400 });
    for (const s of all.slides) expect(s.slideData.animation).toEqual({ style: 'StyleOne', durationMs: 400 });
    // The model's own name still works; both at once must agree.
    const same = await ok(k, '/playlist/updateSlideAnimation', {
      playlistId: id,
      slideId: s1.id,
      animation: { style: 'StyleThree', durationMs: 700, durationInMillis: 700 },
      applyToAll: false,
    });
    expect(same.slides[0].slideData.animation).toEqual({ style: 'StyleThree', durationMs: 700 });
    // What the player gets: the published snapshot's slide documents.
    await ok(k, '/playlist/publish', { playlistId: id });
    const [snap] = await t.database.db.select().from(playlistSnapshots).where(eq(playlistSnapshots.playlistId, id));
    if (!snap) throw new Error('no snapshot');
    const slides = (snap.snapshot as { slides: Array<{ slideData: { animation: unknown } }> }).slides;
    expect(slides.map((s) => s.slideData.animation)).toEqual([
      { style: 'StyleThree', durationMs: 700 },
      { style: 'StyleOne', durationMs: 400 },
    ]);
    for (const animation of [
      { style: 'StyleOne', durationMs: 700, durationInMillis: 800 },
      { style: 'StyleOne', durationInMillis: -1 },
      { style: 'StyleOne', durationInMillis: 10_001 },
      { style: 'StyleOne', durationInMillis: 'slow' },
      { style: 'StyleOne', speed: 3 },
    ]) {
      const [status, out] = await call(k, '/playlist/updateSlideAnimation', {
        playlistId: id,
        slideId: s1.id,
        animation,
        applyToAll: false,
      });
      expect(status, JSON.stringify(animation)).toBe(400);
      expect(out.errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('themeManagement: package numbers and access level names (spec 3, 4)', () => {
  it('accepts 0, 1, 2, "0"…"2" and FULL_ACCESS, LIMITED_ACCESS, NO_ACCESS in licenseData and licence updates', async () => {
    const parent = await signedUpOrg(t, 'Theme parent');
    await makeReseller(t, parent.organizationId);
    const child = await createSub(t, parent, 'Theme child', { licenseData: licenseData({ themeManagement: 1 }) });
    const byName = await createSub(t, parent, 'Theme child named', { licenseData: licenseData({ themeManagement: 'LIMITED_ACCESS' }) });
    const update = (themeManagement: unknown) =>
      orgCall(t, 'POST', '/api/license/update', parent.key, {
        data: { organizationId: child.organizationId, updateLocalTime: endOfLocalDay(), themeManagement },
      });
    const levelOf = async (organizationId: number) => {
      const res = await orgCall(t, 'POST', '/api/license/info', parent.key, { organizationId });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).response.package.themeManagement as number;
    };
    expect(await levelOf(child.organizationId)).toBe(1);
    expect(await levelOf(byName.organizationId)).toBe(1);
    for (const [sent, level] of [
      [2, 2],
      ['NO_ACCESS', 0],
      ['2', 2],
      [0, 0],
      ['FULL_ACCESS', 2],
      ['1', 1],
      ['LIMITED_ACCESS', 1],
    ] as const) {
      const res = await update(sent);
      expect(res.statusCode, `${sent}: ${res.body}`).toBe(200);
      expect(json(res).response.package.themeManagement, String(sent)).toBe(level);
    }
    for (const bad of [3, -1, 1.5, 'ALL', 'full_access', '3', null]) {
      const res = await update(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(json(res).errorCode).toBe('VALIDATION_FAILED');
    }
  });
});
