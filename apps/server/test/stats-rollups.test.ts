import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devices,
  media,
  organizations,
  proofOfPlay,
  slides,
  statsPlayDaily,
  statsPlayDeviceDaily,
  statsPlayDevicePlaylistDaily,
  statsPlayHourly,
  statsPlayPresence,
  statsPlaySlideDaily,
} from '../src/db/schema/index.ts';
import { rowsOf } from '../src/db/client.ts';
import type { TestApp } from './helpers.ts';
import { deviceHeaders, devicesApp, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * The narrower play roll-ups (docs/insight.md "The roll-ups"): written by the same statement as
 * stats_play_daily, each equals the wide table's sum over the dimension it leaves out, a batch sent
 * twice counts once, and every play type answers the same from them as from the wide table (read
 * with a filter naming every screen).
 */
let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
let screens: Array<Awaited<ReturnType<typeof pairedDevice>>>;
let playlists: number[];
let slideIds: number[];
let group: number;

const ROLLUPS = [
  statsPlayDaily,
  statsPlayHourly,
  statsPlayDeviceDaily,
  statsPlayDevicePlaylistDaily,
  statsPlaySlideDaily,
  statsPlayPresence,
];

async function clear() {
  const db = t.database.db;
  for (const table of ROLLUPS) await db.delete(table).where(eq(table.organizationId, orgs.a));
  await db.delete(proofOfPlay).where(eq(proofOfPlay.organizationId, orgs.a));
}

async function sendPlays(secret: string, records: Array<Record<string, unknown>>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/player/proof-of-play',
    headers: deviceHeaders(secret),
    payload: { records },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.screens.flush();
}

const play = (playlistId: number, startedAt: Date, durationMs: number, slideId: number | null) => ({
  id: randomUUID(),
  playlistId,
  version: 1,
  slideId,
  startedAt: startedAt.toISOString(),
  durationMs,
});

/** Rows of a query as sorted JSON lines, to compare two aggregations whatever their order. */
async function lines(query: ReturnType<typeof sql>) {
  return rowsOf<Record<string, unknown>>(await t.database.db.execute(query))
    .map((r) => JSON.stringify(Object.values(r).map(String)))
    .sort();
}

/** Each narrow roll-up equals the wide table summed over what it leaves out; the presence bits are the wide table's days. */
async function expectConsistent() {
  const o = orgs.a;
  expect(await lines(sql`select day::text, device_id, plays, play_ms from ${statsPlayDeviceDaily} where organization_id = ${o}`)).toEqual(
    await lines(
      sql`select day::text, device_id, sum(plays) as plays, sum(play_ms) as play_ms from ${statsPlayDaily} where organization_id = ${o} group by 1, 2`,
    ),
  );
  expect(
    await lines(
      sql`select day::text, device_id, playlist_id, plays, play_ms from ${statsPlayDevicePlaylistDaily} where organization_id = ${o}`,
    ),
  ).toEqual(
    await lines(
      sql`select day::text, device_id, playlist_id, sum(plays) as plays, sum(play_ms) as play_ms from ${statsPlayDaily} where organization_id = ${o} group by 1, 2, 3`,
    ),
  );
  expect(
    await lines(sql`select day::text, playlist_id, slide_id, plays, play_ms from ${statsPlaySlideDaily} where organization_id = ${o}`),
  ).toEqual(
    await lines(
      sql`select day::text, playlist_id, slide_id, sum(plays) as plays, sum(play_ms) as play_ms from ${statsPlayDaily} where organization_id = ${o} group by 1, 2, 3`,
    ),
  );
  expect(
    await lines(sql`
      select p.device_id, p.playlist_id, p.slide_id, (make_date(p.year, 1, 1) + i)::text
      from ${statsPlayPresence} p, generate_series(0, 365) i
      where p.organization_id = ${o} and get_bit(p.days, i) = 1`),
  ).toEqual(await lines(sql`select device_id, playlist_id, slide_id, day::text from ${statsPlayDaily} where organization_id = ${o}`));
}

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await devicesApp('signage-stats-rollups-'));
  const k = keys.a as string;
  screens = [];
  for (let i = 0; i < 3; i++) screens.push(await pairedDevice(t, k, orgs.a));
  playlists = [];
  for (const name of ['North', 'South'])
    playlists.push((await ok(t, k, '/playlist/create', { name, aspect: '16:9', section: 'shared' })).id);
  group = (await ok(t, k, '/group/create', { name: 'Lobby', parentId: -1 })).id;
  const db = t.database.db;
  await db
    .update(devices)
    .set({ groupId: group })
    .where(eq(devices.id, screens[0]?.deviceId as number));
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
          sha256: 'b'.repeat(64),
          storageKey: `k/${name}`,
          section: 'shared',
          status: 'ready',
        })
        .returning()
    )[0]?.id as number;
  const m1 = await item('one.png');
  const m2 = await item('two.png');
  const slide = async (playlistId: number, position: number, data: unknown) =>
    (
      await db
        .insert(slides)
        .values({ playlistId, position, slideData: data as never })
        .returning()
    )[0]?.id as number;
  const image = (id: number) => ({ id: `i${id}`, type: 'image', x: 0, y: 0, width: 10, height: 10, mediaId: String(id) });
  slideIds = [
    await slide(playlists[0] as number, 0, { version: 1, elements: [image(m1)], background: { type: 'image', mediaId: String(m2) } }),
    await slide(playlists[0] as number, 1, { version: 1, elements: [image(m2)] }),
    await slide(playlists[1] as number, 0, { version: 1, elements: [] }),
  ];
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('narrower roll-ups', () => {
  it('a batch sent twice counts once in every roll-up; each equals the wide table summed', async () => {
    await clear();
    const at = new Date(Date.UTC(2026, 5, 3, 8, 0, 0));
    const [s0, s1] = screens;
    const batch = [
      play(playlists[0] as number, at, 10_000, slideIds[0] as number),
      play(playlists[0] as number, new Date(at.getTime() + 10_000), 5_000, slideIds[1] as number),
      play(playlists[1] as number, new Date(at.getTime() + 20_000), 2_000, null),
    ];
    await sendPlays(s0?.deviceSecret as string, batch);
    await sendPlays(s0?.deviceSecret as string, batch);
    await sendPlays(
      s1?.deviceSecret as string,
      batch.slice(0, 1).map((r) => ({ ...r, id: randomUUID() })),
    );
    for (const table of ROLLUPS.filter((x) => x !== statsPlayPresence)) {
      const [row] = await t.database.db
        .select({ plays: sql<number>`sum(plays)`.mapWith(Number), ms: sql<number>`sum(play_ms)`.mapWith(Number) })
        .from(table)
        .where(eq(table.organizationId, orgs.a));
      expect(row).toEqual({ plays: 4, ms: 27_000 });
    }
    const presence = await t.database.db.select().from(statsPlayPresence).where(eq(statsPlayPresence.organizationId, orgs.a));
    expect(presence).toHaveLength(4);
    await expectConsistent();
  });

  const TYPES = ['playlistPlays', 'slidePlays', 'mediaPlays', 'screenPlays', 'groupPlays'] as const;
  /** The figures the CMS shows, without the names (the same from either table). */
  const figures = async (body: Record<string, unknown>) => {
    const out = await ok(t, keys.a as string, '/stats/usage', { page: 1, pageSize: 100, ...body });
    return { series: out.series, totals: out.totals, rows: out.rows.map((r: { key: string; values: unknown }) => [r.key, r.values]) };
  };

  it('property: every play type answers the same from the narrow roll-ups as from the wide table (year ends, zones)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('UTC', 'Europe/Stockholm', 'Asia/Kolkata', 'America/New_York'),
        fc.array(
          fc.record({
            screen: fc.integer({ min: 0, max: 2 }),
            playlist: fc.integer({ min: 0, max: 2 }),
            slide: fc.integer({ min: 0, max: 4 }),
            offsetMin: fc.integer({ min: 0, max: 5 * 24 * 60 - 1 }),
            ms: fc.integer({ min: 1, max: 60_000 }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.boolean(),
        async (zone, plays, filterPlaylist) => {
          await clear();
          await t.database.db.update(organizations).set({ timeZone: zone }).where(eq(organizations.id, orgs.a));
          // Around the turn of 2026 to 2027 (the presence bitmaps are per calendar year).
          const start = Date.UTC(2026, 11, 29, 0, 0, 0);
          for (let i = 0; i < 3; i++) {
            const records = plays
              .filter((p) => p.screen === i)
              .map((p) =>
                play(
                  p.playlist === 2 ? 777_001 : (playlists[p.playlist] as number),
                  new Date(start + p.offsetMin * 60_000),
                  p.ms,
                  p.slide < 3 ? (slideIds[p.slide] as number) : p.slide === 3 ? null : 888_001,
                ),
              );
            if (records.length) await sendPlays(screens[i]?.deviceSecret as string, records);
          }
          await expectConsistent();
          const ranges = [
            { preset: 'custom', from: '2026-12-27', to: '2027-01-04' },
            { preset: 'custom', from: '2026-12-30', to: '2026-12-31' },
            { preset: 'custom', from: '2027-01-01', to: '2027-01-02' },
          ];
          const playlistIds = filterPlaylist ? [playlists[0]] : undefined;
          for (const range of ranges) {
            for (const type of TYPES) {
              const narrow = await figures({ type, range, playlistIds });
              const wide = await figures({ type, range, playlistIds, groupIds: [-1] });
              expect(narrow, `${type} ${zone} ${range.from}`).toEqual(wide);
            }
          }
        },
      ),
      { numRuns: 8 },
    );
    await t.database.db.update(organizations).set({ timeZone: 'UTC' }).where(eq(organizations.id, orgs.a));
  }, 300_000);
});
