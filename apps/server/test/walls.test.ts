import { errorMessage } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { json, post, type TestApp } from './helpers.ts';
import { manifestOf, playerApp } from './player-fixtures.ts';
import { fails, ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';

/**
 * Video walls (docs/screens.md, "Video walls"): /group/updateWall lays a normal group out as columns ×
 * rows of screens; each placed screen's manifest carries the rectangle of the slide it shows.
 */

let t: TestApp;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
type Player = Awaited<ReturnType<typeof pairedDevice>>;
const p = {} as Record<'tl' | 'tr' | 'bl' | 'br' | 'outside' | 'other', Player>;
let wallId = 0;
let otherGroup = 0;
let dynamicId = 0;

beforeAll(async () => {
  ({ t, keys, orgs } = await playerApp('signage-walls-'));
  for (const k of ['tl', 'tr', 'bl', 'br', 'outside'] as const) p[k] = await pairedDevice(t, keys.a as string, orgs.a);
  p.other = await pairedDevice(t, keys.b as string, orgs.b);
  const deviceArray = [p.tl, p.tr, p.bl, p.br].map((d) => d.deviceKey);
  wallId = (await ok(t, a(), '/group/create', { name: 'Lobby wall', deviceArray })).id;
  otherGroup = (await ok(t, b(), '/group/create', { name: 'B group', deviceArray: [p.other.deviceKey] })).id;
  dynamicId = (await ok(t, a(), '/group/createDynamic', { name: 'Tagged', rule: { match: 'any', tags: ['x'] } })).id;
  const playlist = await publishedPlaylist(t, a(), 'Wall loop');
  await ok(t, a(), '/playlist/assignToGroup', { groupId: wallId, playlistId: playlist, scheduleData: { mode: 'playNow' } });
  await t.app.services.screens.idle();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const a = () => keys.a as string;
const b = () => keys.b as string;
const manifest = async (player: Player) => (await manifestOf(t, player.deviceSecret)).json() as Record<string, any>;
const screens = () => [
  { deviceKey: p.tl.deviceKey, column: 0, row: 0 },
  { deviceKey: p.tr.deviceKey, column: 1, row: 0 },
  { deviceKey: p.bl.deviceKey, column: 0, row: 1, rotation: 180 },
  { deviceKey: p.br.deviceKey, column: 1, row: 1 },
];
const wall = (over: Record<string, unknown> = {}) => ({ columns: 2, rows: 2, bezel: 20, screens: screens(), ...over });

describe('video walls', () => {
  it('lays a group out as a wall; each screen’s manifest carries its viewport, bezels skipped', async () => {
    const before = await manifest(p.br);
    expect(before.wall).toBeUndefined();
    const item = await ok(t, a(), '/group/updateWall', { id: wallId, wall: wall() });
    expect(item.wall).toMatchObject({ columns: 2, rows: 2, bezel: 20, screenWidth: 1920, screenHeight: 1080, width: 3860, height: 2180 });
    expect(item.wall.aspect).toBe('3860x2180');
    expect(item.wall.screens).toHaveLength(4);
    expect((await ok(t, a(), '/group/details', { id: wallId })).wall.screens).toContainEqual({
      deviceKey: p.bl.deviceKey,
      column: 0,
      row: 1,
      rotation: 180,
    });
    await t.app.services.screens.idle();
    const br = await manifest(p.br);
    expect(br.version).not.toBe(before.version);
    expect(br.wall).toMatchObject({ groupId: wallId, columns: 2, rows: 2, column: 1, row: 1, width: 3860, height: 2180 });
    expect(br.wall.viewport.x).toBeCloseTo(1940 / 3860, 9);
    expect(br.wall.viewport.y).toBeCloseTo(1100 / 2180, 9);
    expect(br.wall.viewport.width).toBeCloseTo(1920 / 3860, 9);
    // Every member plays the group's playlist; the mounting rotation is the wall's.
    expect(Object.keys(br.playlists)).toHaveLength(1);
    const bl = await manifest(p.bl);
    expect(bl.wall).toMatchObject({ column: 0, row: 1 });
    expect(bl.device.rotation).toBe(180);
    expect((await manifest(p.tl)).wall.viewport).toEqual({ x: 0, y: 0, width: 1920 / 3860, height: 1080 / 2180 });
    // Making a wall turns synchronized playback on: every member plays the wall's one timeline.
    expect(br.sync).toMatchObject({ groupId: wallId });
    expect(bl.sync).toEqual(br.sync);
    expect((await ok(t, a(), '/group/details', { id: wallId })).sync).toBe(true);
    // A screen of the organization outside the wall gets no viewport and no timeline.
    const outside = await manifest(p.outside);
    expect(outside.wall).toBeUndefined();
    expect(outside.sync ?? null).toBeNull();
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'group.wall.update'));
    expect(audit.length).toBe(1);
  });

  it('refuses bad layouts with translated messages, and changes nothing', async () => {
    const es = { 'accept-language': 'es' };
    const send = (w: unknown) => post(t.app, '/api/group/updateWall', { sessionKey: a(), id: wallId, wall: w }, es);
    const cases: Array<[unknown, string]> = [
      [wall({ columns: 0 }), 'WALL_SIZE_INVALID'],
      [wall({ rows: 11 }), 'WALL_SIZE_INVALID'],
      [wall({ bezel: 501 }), 'WALL_BEZEL_INVALID'],
      [wall({ screenWidth: 10 }), 'WALL_SCREEN_SIZE_INVALID'],
      [wall({ screens: [{ deviceKey: p.tl.deviceKey, column: 0, row: 0, rotation: 45 }] }), 'WALL_ROTATION_INVALID'],
    ];
    for (const [w, code] of cases) {
      const res = await send(w);
      expect(res.statusCode, JSON.stringify(w)).toBe(400);
      expect(JSON.stringify(json(res).fields)).toContain(code);
    }
    // Placement: outside the grid, two screens in one cell, one screen twice, a screen not in the group.
    let res = await send(wall({ columns: 1 }));
    expect(json(res)).toMatchObject({ errorCode: 'WALL_CELL_OUTSIDE', message: errorMessage('WALL_CELL_OUTSIDE', 'es') });
    expect(json(res).fields['wall.screens.1.column']).toBeDefined();
    res = await send(wall({ screens: [screens()[0], { ...screens()[1], column: 0 }] }));
    expect(json(res)).toMatchObject({ errorCode: 'WALL_CELL_TAKEN', message: errorMessage('WALL_CELL_TAKEN', 'es') });
    res = await send(wall({ screens: [screens()[0], { ...screens()[0], column: 1 }] }));
    expect(json(res).errorCode).toBe('WALL_CELL_TAKEN');
    res = await send(wall({ screens: [{ deviceKey: p.outside.deviceKey, column: 0, row: 0 }] }));
    expect(json(res)).toMatchObject({ errorCode: 'WALL_SCREEN_NOT_MEMBER', message: errorMessage('WALL_SCREEN_NOT_MEMBER', 'es') });
    // A dynamic group is never a wall.
    await fails(t, a(), '/group/updateWall', { id: dynamicId, wall: wall({ screens: [] }) }, 400, 'GROUP_DYNAMIC');
    await fails(t, a(), '/group/updateWall', { id: wallId, wall: 'big' }, 400);
    await fails(t, a(), '/group/updateWall', { id: wallId }, 400);
    const still = (await ok(t, a(), '/group/details', { id: wallId })).wall;
    expect(still).toMatchObject({ columns: 2, rows: 2, bezel: 20 });
    expect(still.screens).toHaveLength(4);
  });

  it('another organization’s group or screen is 404', async () => {
    await fails(t, a(), '/group/updateWall', { id: otherGroup, wall: wall({ screens: [] }) }, 404);
    await fails(t, b(), '/group/updateWall', { id: wallId, wall: null }, 404);
    await fails(
      t,
      a(),
      '/group/updateWall',
      { id: wallId, wall: wall({ screens: [{ deviceKey: p.other.deviceKey, column: 0, row: 0 }] }) },
      404,
    );
    expect((await ok(t, a(), '/group/details', { id: wallId })).wall.screens).toHaveLength(4);
  });

  it('a screen leaving the group leaves the wall; wall: null makes it a normal group again', async () => {
    await ok(t, a(), '/group/removeDevice', { deviceKey: p.tr.deviceKey });
    await t.app.services.screens.idle();
    expect((await manifest(p.tr)).wall).toBeUndefined();
    expect((await ok(t, a(), '/group/details', { id: wallId })).wall.screens).toHaveLength(3);
    await ok(t, a(), '/group/updateWall', { id: wallId, wall: null });
    await t.app.services.screens.idle();
    expect((await ok(t, a(), '/group/details', { id: wallId })).wall).toBeNull();
    const tl = await manifest(p.tl);
    expect(tl.wall).toBeUndefined();
    expect(tl.device.rotation).toBe(0);
  });
});
