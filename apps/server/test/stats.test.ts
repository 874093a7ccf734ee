import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devices,
  licences,
  media,
  organizations,
  proofOfPlay,
  slides,
  statsOnlineDaily,
  statsPlayDaily,
  statsPlayDeviceDaily,
  statsPlayDevicePlaylistDaily,
  statsPlayHourly,
  statsPlayPresence,
  statsPlaySlideDaily,
} from '../src/db/schema/index.ts';
import { STATS_HISTORY_TABLES } from '../src/modules/stats/stats.repository.ts';
import { localDay } from '../src/modules/stats/stats-time.ts';
import { rowsOf } from '../src/db/client.ts';
import { addUser, json, login, post, type TestApp } from './helpers.ts';
import { createSub, makeReseller, call as orgCall, type OrgActor, signedUpOrg } from './org-fixtures.ts';
import { heartbeatOf } from './player-fixtures.ts';
import { call, deviceHeaders, devicesApp, fails, ok, pairedDevice } from './screens-fixtures.ts';

/** Usage stats (docs/insight.md "Usage stats"): roll-ups at ingestion, the stats routes, export, retention. */
let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
let dev: Awaited<ReturnType<typeof pairedDevice>>;
let devB: Awaited<ReturnType<typeof pairedDevice>>;
let playlistA: number;
let playlistA2: number;
let playlistB: number;
let groupA: number;
let groupB: number;

const range = (from: string, to: string) => ({ preset: 'custom', from, to });
const usage = (key: string, body: Record<string, unknown>) =>
  ok(t, key, '/stats/usage', { page: 1, pageSize: 100, range: { preset: 'last30' }, ...body });

async function sendPlays(secret: string, records: Array<Record<string, unknown>>) {
  for (let i = 0; i < records.length; i += 500) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/player/proof-of-play',
      headers: deviceHeaders(secret),
      payload: { records: records.slice(i, i + 500) },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.app.services.screens.flush();
}

const play = (playlistId: number, startedAt: Date, durationMs = 10_000, slideId: number | null = null) => ({
  id: randomUUID(),
  playlistId,
  version: 1,
  slideId,
  startedAt: startedAt.toISOString(),
  durationMs,
});

async function setZone(organizationId: number, timeZone: string) {
  await t.database.db.update(organizations).set({ timeZone }).where(eq(organizations.id, organizationId));
}

async function clearStats(organizationId: number) {
  const db = t.database.db;
  await db.delete(statsPlayDaily).where(eq(statsPlayDaily.organizationId, organizationId));
  await db.delete(statsPlayHourly).where(eq(statsPlayHourly.organizationId, organizationId));
  for (const table of [statsPlayDeviceDaily, statsPlayDevicePlaylistDaily, statsPlaySlideDaily, statsPlayPresence]) {
    await db.delete(table).where(eq(table.organizationId, organizationId));
  }
  await db.delete(statsOnlineDaily).where(eq(statsOnlineDaily.organizationId, organizationId));
  await db.delete(proofOfPlay).where(eq(proofOfPlay.organizationId, organizationId));
}

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await devicesApp('signage-stats-'));
  const admin = await addUser(t, orgs.a, 'admin');
  keys.admin = (await login(t, admin.email)).sessionKey;
  dev = await pairedDevice(t, keys.a as string, orgs.a);
  devB = await pairedDevice(t, keys.b as string, orgs.b);
  playlistA = (await ok(t, keys.a as string, '/playlist/create', { name: 'Lobby loop', aspect: '16:9', section: 'shared' })).id;
  playlistA2 = (await ok(t, keys.a as string, '/playlist/create', { name: '=HYPERLINK("x")', aspect: '16:9', section: 'shared' })).id;
  playlistB = (await ok(t, keys.b as string, '/playlist/create', { name: 'B list', aspect: '16:9', section: 'shared' })).id;
  groupA = (await ok(t, keys.a as string, '/group/create', { name: 'Floor 1', parentId: -1 })).id;
  groupB = (await ok(t, keys.b as string, '/group/create', { name: 'B floor', parentId: -1 })).id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('access', () => {
  it('owner and admin read; staff, content creator and screen manager get 403', async () => {
    for (const role of ['a', 'admin']) {
      const out = await usage(keys[role] as string, { type: 'playlistPlays' });
      expect(out.type).toBe('playlistPlays');
      expect(out.timeZone).toBe('UTC');
      const opts = await ok(t, keys[role] as string, '/stats/options', {});
      expect(opts.playlists.map((p: { id: number }) => p.id)).toContain(playlistA);
      expect(opts.rawRetentionDays).toBe(400);
    }
    for (const role of ['staff', 'content_creator', 'screen_manager']) {
      await fails(
        t,
        keys[role] as string,
        '/stats/usage',
        { type: 'playlistPlays', page: 1, pageSize: 10, range: { preset: 'last7' } },
        403,
      );
      await fails(t, keys[role] as string, '/stats/options', {}, 403);
      await fails(t, keys[role] as string, '/stats/export', { types: ['playlistPlays'], format: 'csv', range: { preset: 'last7' } }, 403);
    }
  });

  it('the licence flag off answers 403 FEATURE_NOT_LICENSED', async () => {
    const other = await signedUpOrg(t, 'No Stats Ltd');
    await t.database.db
      .update(licences)
      .set({ overrides: { usageStats: false } })
      .where(eq(licences.organizationId, other.organizationId));
    await fails(t, other.key, '/stats/options', {}, 403, 'FEATURE_NOT_LICENSED');
    await fails(
      t,
      other.key,
      '/stats/usage',
      { type: 'storage', page: 1, pageSize: 10, range: { preset: 'last7' } },
      403,
      'FEATURE_NOT_LICENSED',
    );
  });

  it('read-only: allowed on an expired licence', async () => {
    const other = await signedUpOrg(t, 'Expired Ltd');
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(licences.organizationId, other.organizationId));
    const write = await call(t, other.key, '/playlist/create', { name: 'x', aspect: '16:9', section: 'shared' });
    expect(write[0]).toBe(403);
    await ok(t, other.key, '/stats/options', {});
    await ok(t, other.key, '/stats/usage', { type: 'signIns', page: 1, pageSize: 10, range: { preset: 'last7' } });
  });

  it("another organization's organization id, screen, group or playlist answers 404", async () => {
    const k = keys.a as string;
    const base = { type: 'playlistPlays', page: 1, pageSize: 10, range: { preset: 'last7' } };
    await fails(t, k, '/stats/usage', { ...base, organizationId: orgs.b }, 404);
    await fails(t, k, '/stats/options', { organizationId: orgs.b }, 404);
    await fails(t, k, '/stats/usage', { ...base, deviceKeys: [devB.deviceKey] }, 404);
    await fails(t, k, '/stats/usage', { ...base, deviceKeys: ['NoSuchKey'] }, 404);
    await fails(t, k, '/stats/usage', { ...base, groupIds: [groupB] }, 404);
    await fails(t, k, '/stats/usage', { ...base, groupIds: [-1, groupB] }, 404);
    await fails(t, k, '/stats/usage', { ...base, playlistIds: [playlistB] }, 404);
    await fails(
      t,
      k,
      '/stats/export',
      { types: ['screenPlays'], format: 'pdf', range: { preset: 'last7' }, playlistIds: [playlistB] },
      404,
    );
    // The organization's own objects are fine.
    await usage(k, { type: 'playlistPlays', deviceKeys: [dev.deviceKey], groupIds: [groupA, -1], playlistIds: [playlistA] });
  });

  it("a managing parent reads a sub-organization's stats; a visible unmanaged one is 403", async () => {
    const parent: OrgActor = await signedUpOrg(t, 'Parent Co');
    await makeReseller(t, parent.organizationId);
    const child = await createSub(t, parent, 'Child Shop');
    const out = await usage(parent.key, { type: 'storage', organizationId: child.organizationId });
    expect(out.type).toBe('storage');
    const opts = await ok(t, parent.key, '/stats/options', {});
    expect(opts.organizations.map((o: { id: number }) => o.id)).toEqual([parent.organizationId, child.organizationId]);
    await fails(
      t,
      child.key,
      '/stats/usage',
      { type: 'storage', page: 1, pageSize: 10, range: { preset: 'last7' }, organizationId: parent.organizationId },
      404,
    );
    await makeReseller(t, parent.organizationId, 0);
    await fails(
      t,
      parent.key,
      '/stats/usage',
      { type: 'storage', page: 1, pageSize: 10, range: { preset: 'last7' }, organizationId: child.organizationId },
      403,
    );
  });
});

describe('an organization removed', () => {
  it('with its content: its plays and roll-ups go too; transferred to the parent: they move with the screens', async () => {
    const parent: OrgActor = await signedUpOrg(t, 'History Parent');
    await makeReseller(t, parent.organizationId);
    const day = '2026-03-04';
    const at = new Date(`${day}T10:00:00Z`);
    const subWithPlays = async (name: string) => {
      const sub = await createSub(t, parent, name);
      const screen = await pairedDevice(t, sub.key, sub.organizationId);
      const playlistId = (await ok(t, sub.key, '/playlist/create', { name: `${name} loop`, aspect: '16:9', section: 'shared' })).id;
      await sendPlays(screen.deviceSecret, [play(playlistId, at), play(playlistId, new Date(at.getTime() + 10_000))]);
      // (online time as heartbeats would have counted it)
      await t.database.db
        .insert(statsOnlineDaily)
        .values({ organizationId: sub.organizationId, day, deviceId: screen.device.id, onlineSeconds: 600 });
      return { ...sub, playlistId };
    };
    const historyRows = async (organizationId: number) => {
      const counts: Record<string, number> = {};
      for (const table of STATS_HISTORY_TABLES) {
        const res = await t.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${organizationId}`,
        );
        counts[table] = Number((rowsOf(res)[0] as { n: number }).n);
      }
      return counts;
    };
    const gone = await subWithPlays('Closing Shop');
    const moving = await subWithPlays('Merging Shop');
    expect(
      Object.values(await historyRows(gone.organizationId)).every((n) => n > 0),
      'plays and every roll-up written',
    ).toBe(true);

    const del = await orgCall(t, 'DELETE', `/api/organizations/${gone.organizationId}`, parent.key, { mode: 'delete', confirm: 'delete' });
    expect(del.statusCode, del.body).toBe(200);
    expect(Object.values(await historyRows(gone.organizationId)).every((n) => n === 0)).toBe(true);

    const before = await historyRows(moving.organizationId);
    const moved = await orgCall(t, 'DELETE', `/api/organizations/${moving.organizationId}`, parent.key, {
      mode: 'transfer',
      confirm: 'delete',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Object.values(await historyRows(moving.organizationId)).every((n) => n === 0)).toBe(true);
    expect(await historyRows(parent.organizationId)).toEqual(before);
    const out = await usage(parent.key, { type: 'playlistPlays', range: range(day, day) });
    expect(out.rows).toEqual([expect.objectContaining({ key: String(moving.playlistId), values: expect.objectContaining({ plays: 2 }) })]);
  });
});

describe('bad input', () => {
  it('no type, from > to, more than 366 days, unknown sortBy: 400, in the caller’s language', async () => {
    const k = keys.a as string;
    const base = { page: 1, pageSize: 10, range: { preset: 'last7' } };
    const before = await t.database.db.select({ n: sql<number>`count(*)` }).from(statsPlayDaily);
    const res = await post(t.app, '/api/stats/usage', { sessionKey: k, ...base }, { 'accept-language': 'sv' });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields.type.code).toBe('STATS_TYPE_REQUIRED');
    expect(json(res).fields.type.message).toBe('Välj minst en användningstyp');
    const exp = await post(t.app, '/api/stats/export', { sessionKey: k, types: [], format: 'csv', range: { preset: 'last7' } });
    expect(json(exp).fields.types.code).toBe('STATS_TYPE_REQUIRED');
    const backwards = await call(t, k, '/stats/usage', { ...base, type: 'content', range: range('2026-03-02', '2026-03-01') });
    expect(backwards[0]).toBe(400);
    expect(backwards[1].fields.range.code).toBe('STATS_RANGE_INVALID');
    const long = await call(t, k, '/stats/usage', { ...base, type: 'content', range: range('2025-01-01', '2026-01-02') });
    expect(long[1].fields.range.code).toBe('STATS_RANGE_INVALID');
    await usage(k, { type: 'content', range: range('2025-01-01', '2026-01-01') }); // 366 days: fine
    const sort = await call(t, k, '/stats/usage', { ...base, type: 'playlistPlays', sortBy: 'onlineSeconds' });
    expect(sort[0]).toBe(400);
    expect(sort[1].fields.sortBy.code).toBe('FIELD_INVALID');
    const after = await t.database.db.select({ n: sql<number>`count(*)` }).from(statsPlayDaily);
    expect(after).toEqual(before);
  });

  it('the organization time zone: a listed IANA zone or UTC, else 400 TIME_ZONE_INVALID', async () => {
    const k = keys.a as string;
    const details = await ok(t, k, `/organizations/${orgs.a}`, {}).catch(() => null);
    const get = await t.app.inject({ method: 'GET', url: `/api/organizations/${orgs.a}`, headers: { authorization: `SessionKey ${k}` } });
    const org = json(get).response ?? details;
    const body = {
      organizationId: orgs.a,
      name: org.name,
      country: org.country || 'Sweden',
      hashtags: [],
    };
    const bad = await call(t, k, `/organizations/${orgs.a}/update`, { ...body, timeZone: 'Mars/Olympus' });
    expect(bad[0]).toBe(400);
    expect(bad[1].errorCode).toBe('TIME_ZONE_INVALID');
    const good = await ok(t, k, `/organizations/${orgs.a}/update`, { ...body, timeZone: 'Europe/Stockholm' });
    expect(good.timeZone).toBe('Europe/Stockholm');
    expect((await ok(t, k, '/stats/options', {})).timeZone).toBe('Europe/Stockholm');
    await ok(t, k, `/organizations/${orgs.a}/update`, { ...body, timeZone: 'UTC' });
  });
});

describe('roll-ups', () => {
  it('a replayed batch counts once; removed playlists are named neutrally', async () => {
    await clearStats(orgs.a);
    const at = new Date(Date.UTC(2026, 4, 10, 12, 0, 0));
    const records = [play(playlistA, at), play(playlistA, new Date(at.getTime() + 10_000)), play(987_654, at, 5_000)];
    await sendPlays(dev.deviceSecret, records);
    await sendPlays(dev.deviceSecret, records);
    const out = await usage(keys.a as string, { type: 'playlistPlays', range: range('2026-05-10', '2026-05-10') });
    expect(out.totals).toEqual({ plays: 3, playSeconds: 25, screens: 1 });
    expect(out.granularity).toBe('hour');
    expect(out.series.find((s: { bucket: string }) => s.bucket === '2026-05-10T12:00:00.000Z').values).toEqual({
      plays: 3,
      playSeconds: 25,
    });
    expect(out.rows[0]).toMatchObject({
      key: String(playlistA),
      label: 'Lobby loop',
      link: `/home/playlists/${playlistA}`,
      values: { plays: 2 },
    });
    expect(out.rows[1]).toMatchObject({ label: 'Removed playlist #987654', link: null });
    const es = json(
      await post(
        t.app,
        '/api/stats/usage',
        {
          sessionKey: keys.a,
          type: 'playlistPlays',
          page: 1,
          pageSize: 10,
          range: range('2026-05-10', '2026-05-10'),
          sortBy: 'playSeconds',
        },
        { 'accept-language': 'es' },
      ),
    ).response;
    expect(es.rows[1].label).toBe('Lista eliminada n.º 987654');
    // With a screen filter the chart is per day (the hourly roll-up has no screen dimension).
    const perScreen = await usage(keys.a as string, {
      type: 'screenPlays',
      range: range('2026-05-10', '2026-05-10'),
      deviceKeys: [dev.deviceKey],
    });
    expect(perScreen.granularity).toBe('day');
    expect(perScreen.rows).toEqual([
      expect.objectContaining({
        key: dev.deviceKey,
        values: { plays: 3, playSeconds: 25 },
        link: `/home/devices/${dev.deviceKey}/${orgs.a}`,
      }),
    ]);
    const raw = await t.database.db.select().from(proofOfPlay).where(eq(proofOfPlay.organizationId, orgs.a));
    expect(raw).toHaveLength(3);
  });

  it('slides, media items (every item a slide shows, current content) and groups (with sub-groups)', async () => {
    await clearStats(orgs.a);
    await setZone(orgs.a, 'UTC');
    const db = t.database.db;
    const item = async (name: string) =>
      (
        await db
          .insert(media)
          .values({
            organizationId: orgs.a,
            name,
            kind: 'image',
            mimeType: 'image/png',
            sizeBytes: 10,
            sha256: 'a'.repeat(64),
            storageKey: `k/${name}`,
            section: 'shared',
            status: 'ready',
          })
          .returning()
      )[0]?.id as number;
    const m1 = await item('logo.png');
    const m2 = await item('menu.png');
    const slide = async (position: number, data: unknown) =>
      (
        await db
          .insert(slides)
          .values({ playlistId: playlistA, position, slideData: data as never })
          .returning()
      )[0]?.id as number;
    const s1 = await slide(0, {
      version: 1,
      elements: [{ id: 'i1', type: 'image', x: 0, y: 0, width: 10, height: 10, mediaId: String(m1) }],
      background: { type: 'image', mediaId: String(m2) },
    });
    const s2 = await slide(1, {
      version: 1,
      elements: [{ id: 'i1', type: 'image', x: 0, y: 0, width: 10, height: 10, mediaId: String(m1) }],
    });
    const sub = (await ok(t, keys.a as string, '/group/create', { name: 'Floor 1 west', parentId: groupA })).id as number;
    await db.update(devices).set({ groupId: sub }).where(eq(devices.id, dev.deviceId));
    const at = new Date(Date.UTC(2026, 4, 12, 9, 0, 0));
    await sendPlays(dev.deviceSecret, [
      ...[0, 1, 2].map((i) => play(playlistA, new Date(at.getTime() + i * 10_000), 10_000, s1)),
      ...[3, 4].map((i) => play(playlistA, new Date(at.getTime() + i * 10_000), 5_000, s2)),
      play(playlistA, at, 1_000, null),
    ]);
    const r = range('2026-05-12', '2026-05-12');
    const bySlide = await usage(keys.a as string, { type: 'slidePlays', range: r });
    expect(
      bySlide.rows.map((x: { label: string; detail: string; values: { plays: number } }) => [x.label, x.detail, x.values.plays]),
    ).toEqual([
      ['Slide 1', 'Lobby loop', 3],
      ['Slide 2', 'Lobby loop', 2],
      ['Slide not recorded', 'Lobby loop', 1],
    ]);
    const byMedia = await usage(keys.a as string, { type: 'mediaPlays', range: r });
    expect(
      byMedia.rows.map((x: { label: string; values: { plays: number; playSeconds: number } }) => [
        x.label,
        x.values.plays,
        x.values.playSeconds,
      ]),
    ).toEqual([
      ['logo.png', 5, 40],
      ['menu.png', 3, 30],
    ]);
    expect(byMedia.totals).toEqual({ plays: 8, playSeconds: 70, screens: 1 });
    const byGroup = await usage(keys.a as string, { type: 'groupPlays', range: r });
    expect(byGroup.rows).toEqual([
      {
        key: `group:${sub}`,
        label: 'Floor 1 west',
        detail: null,
        link: `/home/devicegroup/${sub}/${orgs.a}`,
        values: { plays: 6, playSeconds: 41, screens: 1 },
      },
    ]);
    // A group includes its sub-groups; -1 is every screen.
    expect((await usage(keys.a as string, { type: 'screenPlays', range: r, groupIds: [groupA] })).totals.plays).toBe(6);
    expect((await usage(keys.a as string, { type: 'screenPlays', range: r, groupIds: [-1] })).totals.plays).toBe(6);
    const other = (await ok(t, keys.a as string, '/group/create', { name: 'Empty', parentId: -1 })).id as number;
    expect((await usage(keys.a as string, { type: 'screenPlays', range: r, groupIds: [other] })).totals.plays).toBe(0);
    await db.update(devices).set({ groupId: null }).where(eq(devices.id, dev.deviceId));
  });

  const ZONES = ['UTC', 'Europe/Stockholm', 'Asia/Kolkata', 'America/New_York'];
  /** Around the 2026 DST changes in Stockholm (29 March, 25 October). */
  const WINDOWS = [Date.UTC(2026, 2, 28, 0), Date.UTC(2026, 9, 24, 0)];

  it('property: totals per day and per playlist equal the sums of the raw plays (hours, days, DST, half-hour zones)', async () => {
    const k = keys.a as string;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...WINDOWS),
        fc.array(
          fc.record({
            offsetMin: fc.integer({ min: 0, max: 3 * 24 * 60 - 1 }),
            second: fc.integer({ min: 0, max: 59 }),
            which: fc.integer({ min: 0, max: 2 }),
            ms: fc.integer({ min: 1, max: 120_000 }),
          }),
          { minLength: 1, maxLength: 60 },
        ),
        async (zone, windowStart, plays) => {
          await clearStats(orgs.a);
          await setZone(orgs.a, zone);
          const ids = [playlistA, playlistA2, 555_001];
          const records = plays.map((p) =>
            play(ids[p.which] as number, new Date(windowStart + p.offsetMin * 60_000 + p.second * 1000), p.ms),
          );
          await sendPlays(dev.deviceSecret, records);
          // Expected, from the raw records in JS.
          const perDay = new Map<string, { plays: number; ms: number }>();
          const perPlaylist = new Map<number, { plays: number; ms: number }>();
          for (const r of records) {
            const d = localDay(new Date(r.startedAt), zone);
            const e = perDay.get(d) ?? { plays: 0, ms: 0 };
            e.plays++;
            e.ms += r.durationMs;
            perDay.set(d, e);
            const p = perPlaylist.get(r.playlistId) ?? { plays: 0, ms: 0 };
            p.plays++;
            p.ms += r.durationMs;
            perPlaylist.set(r.playlistId, p);
          }
          const from = localDay(new Date(windowStart - 86_400_000), zone);
          const to = localDay(new Date(windowStart + 4 * 86_400_000), zone);
          const out = await usage(k, { type: 'playlistPlays', range: range(from, to) });
          const days = new Map(out.series.map((s: { bucket: string; values: { plays: number } }) => [s.bucket, s.values.plays]));
          for (const [d, e] of perDay) expect(days.get(d), `${zone} ${d}`).toBe(e.plays);
          expect(out.totals.plays).toBe(records.length);
          // play_ms is summed exactly; per-row seconds are rounded from it.
          const dailyMs = await t.database.db
            .select({ day: statsPlayDaily.day, ms: sql<number>`sum(${statsPlayDaily.playMs})`.mapWith(Number) })
            .from(statsPlayDaily)
            .where(eq(statsPlayDaily.organizationId, orgs.a))
            .groupBy(statsPlayDaily.day);
          for (const r of dailyMs) expect(r.ms).toBe(perDay.get(r.day)?.ms);
          for (const row of out.rows) {
            const id = Number(row.key);
            expect(row.values.plays).toBe(perPlaylist.get(id)?.plays);
            expect(row.values.playSeconds).toBe(Math.round((perPlaylist.get(id)?.ms ?? 0) / 1000));
          }
          expect(out.rows).toHaveLength(perPlaylist.size);
          // The hourly roll-up holds the same plays, per UTC hour.
          const hourly = await t.database.db
            .select({ plays: sql<number>`sum(${statsPlayHourly.plays})`.mapWith(Number) })
            .from(statsPlayHourly)
            .where(eq(statsPlayHourly.organizationId, orgs.a));
          expect(hourly[0]?.plays).toBe(records.length);
        },
      ),
      { numRuns: 12 },
    );
    await setZone(orgs.a, 'UTC');
  }, 120_000);

  it('online time: gaps up to 2.5 heartbeat intervals count, longer ones are offline; split at local midnight', async () => {
    await clearStats(orgs.a);
    await setZone(orgs.a, 'Europe/Stockholm');
    const beat = async () => {
      const res = await heartbeatOf(t, dev.deviceSecret, {
        status: 'playing',
        appVersion: '1.0.0',
        osVersion: 'Test',
        manifestVersion: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      await t.app.services.screens.flush();
    };
    // 23:59:00 in Stockholm (CEST, UTC+2) on 2026-06-01 = 21:59:00Z.
    const start = Date.UTC(2026, 5, 1, 21, 59, 0);
    // Held still: whole seconds are counted, and a loaded machine must not add one between two beats.
    t.clock.freeze();
    t.clock.advance(start - t.clock.now().getTime());
    await beat(); // the first heartbeat after a long pause: nothing counted
    t.clock.advance(30_000);
    await beat(); // +30 s on 1 June
    t.clock.advance(45_000);
    await beat(); // +45 s (00:00:15): 30 s on 1 June, 15 s on 2 June
    t.clock.advance(100_000);
    await beat(); // +100 s: offline, not counted
    t.clock.advance(30_000);
    await beat(); // +30 s on 2 June
    const rows = await t.database.db.select().from(statsOnlineDaily).where(eq(statsOnlineDaily.organizationId, orgs.a));
    const byDay = Object.fromEntries(rows.map((r) => [r.day, r.onlineSeconds]));
    expect(byDay).toEqual({ '2026-06-01': 60, '2026-06-02': 45 });
    const out = await usage(keys.a as string, { type: 'onlineTime', range: range('2026-06-01', '2026-06-02'), sortBy: 'onlineShare' });
    expect(out.totals.onlineSeconds).toBe(105);
    const row = out.rows.find((r: { key: string }) => r.key === dev.deviceKey);
    expect(row.values.onlineSeconds).toBe(105);
    // The share of the range that has passed: from local midnight of 1 June (31 May 22:00Z) to now.
    const passed = (t.clock.now().getTime() - Date.UTC(2026, 4, 31, 22, 0, 0)) / 1000;
    expect(row.values.onlineShare).toBeCloseTo(105 / passed, 8);
    await setZone(orgs.a, 'UTC');
    t.clock.resume();
    t.clock.advance(Date.now() - t.clock.now().getTime());
  });
});

describe('export', () => {
  it('CSV: BOM, a header per type, rows, formulas neutralised', async () => {
    await clearStats(orgs.a);
    await setZone(orgs.a, 'UTC');
    const at = new Date(Date.UTC(2026, 4, 10, 12, 0, 0));
    await sendPlays(dev.deviceSecret, [play(playlistA2, at, 30_000), play(playlistA2, at, 31_000), play(playlistA, at)]);
    const res = await post(
      t.app,
      '/api/stats/export',
      { sessionKey: keys.a, types: ['playlistPlays', 'storage'], format: 'csv', range: range('2026-05-01', '2026-05-31') },
      { 'accept-language': 'fr' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="usage-2026-05-01-2026-05-31.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Diffusions par playlist,Organisation: Org A,Fuseau horaire: UTC,Période: 2026-05-01 – 2026-05-31');
    expect(lines[1]).toBe('Nom,Détails,Diffusions,Durée de diffusion (h:mm:ss),Écrans');
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")",,2,0:01:01,1`);
    expect(lines[3]).toBe('Lobby loop,,1,0:00:10,1');
    expect(lines[4]).toBe('Total,,3,0:01:11,1');
    expect(text).toContain('Stockage,Organisation: Org A');
  });

  it('PDF: a proof-of-play report naming the organization', async () => {
    const res = await post(t.app, '/api/stats/export', {
      sessionKey: keys.a,
      types: ['playlistPlays', 'screenPlays', 'onlineTime', 'content', 'signIns', 'storage', 'slidePlays', 'mediaPlays', 'groupPlays'],
      format: 'pdf',
      range: range('2026-05-01', '2026-05-31'),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="usage-2026-05-01-2026-05-31.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('Org A');
  });
});

describe('every type', () => {
  it('answers each type with its metrics', async () => {
    const k = keys.a as string;
    for (const type of [
      'onlineTime',
      'playlistPlays',
      'slidePlays',
      'mediaPlays',
      'screenPlays',
      'groupPlays',
      'content',
      'signIns',
      'storage',
    ]) {
      const out = await usage(k, { type, range: { preset: 'last7' } });
      expect(out.series.length, type).toBe(type === 'storage' ? 0 : 7);
    }
    const sign = await usage(k, { type: 'signIns', range: { preset: 'last7' } });
    expect(sign.totals.signIns).toBeGreaterThan(0);
    const content = await usage(k, { type: 'content', range: { preset: 'last7' } });
    expect(content.totals.created).toBeGreaterThanOrEqual(2);
  });
});

describe('retention', () => {
  it('prunes raw proof of play older than STATS_RAW_RETENTION_DAYS; the roll-ups stay', async () => {
    await clearStats(orgs.a);
    const now = t.clock.now().getTime();
    await sendPlays(dev.deviceSecret, [play(playlistA, new Date(now - 401 * 86_400_000)), play(playlistA, new Date(now - 3 * 86_400_000))]);
    const pruned = await t.app.services.statsRetention.prune();
    expect(pruned).toBe(1);
    const raw = await t.database.db.select().from(proofOfPlay).where(eq(proofOfPlay.organizationId, orgs.a));
    expect(raw).toHaveLength(1);
    const daily = await t.database.db.select().from(statsPlayDaily).where(eq(statsPlayDaily.organizationId, orgs.a));
    expect(daily.reduce((s, r) => s + r.plays, 0)).toBe(2);
  });
});
