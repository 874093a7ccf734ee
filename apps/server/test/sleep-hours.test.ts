import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devices } from '../src/db/schema/index.ts';
import { json, post, type TestApp } from './helpers.ts';
import { heartbeatOf, manifestOf, playerApp } from './player-fixtures.ts';
import { fails, ok, pairedDevice } from './screens-fixtures.ts';

/**
 * Sleep hours (docs/screens.md "Sleep hours"): set on a screen or a group, carried by the manifest,
 * refused when malformed (translated), 404 for another organization's screen; a screen asleep as
 * planned is listed as sleeping (not offline) and gets no health mail, while the same screen awake
 * and silent does.
 */
let t: TestApp;
let keys: Record<string, string>;
let orgs: { a: number; b: number };
type Player = Awaited<ReturnType<typeof pairedDevice>>;
let one: Player;
let two: Player;
let other: Player;

const MIN = 60_000;
const a = () => keys.a as string;
/** Asleep all day every day: whatever the test clock says, the screen is inside its sleep hours. */
const always = { rules: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], from: '00:00', until: '00:00' }], exceptions: [] };
const nights = {
  rules: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR'], from: '22:00', until: '06:00' }],
  exceptions: [{ date: '2026-12-24', mode: 'sleep' }],
};
const manifest = async (p: Player) => (await manifestOf(t, p.deviceSecret)).json() as Record<string, any>;
const info = (p: Player) => ok(t, a(), '/device/info', { deviceKey: p.deviceKey });
const idOf = async (p: Player) =>
  ((await t.database.db.select({ id: devices.id }).from(devices).where(eq(devices.deviceKey, p.deviceKey)))[0]?.id ?? 0) as number;

beforeAll(async () => {
  ({ t, keys, orgs } = await playerApp('signage-sleep-'));
  one = await pairedDevice(t, a(), orgs.a, { name: 'Window' });
  two = await pairedDevice(t, a(), orgs.a, { name: 'Lobby' });
  other = await pairedDevice(t, keys.b as string, orgs.b);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('setting sleep hours', () => {
  it("a group's sleep hours reach its screens' manifests; a screen's own win; null follows the group again", async () => {
    const group = (await ok(t, a(), '/group/create', { name: 'Shop floor', deviceArray: [one.deviceKey, two.deviceKey] })).id as number;
    const g = await ok(t, a(), '/group/setSleepHours', { id: group, sleepHours: nights });
    expect(g.sleepHours).toEqual(nights);
    await t.app.services.screens.idle();
    expect((await manifest(one)).device.sleepHours).toEqual(nights);
    expect((await info(one)).sleepFrom).toMatchObject({ groupId: group, groupName: 'Shop floor' });

    const own = { rules: [{ days: ['SA', 'SU'], from: '00:00', until: '00:00' }], exceptions: [{ date: '2026-12-26', mode: 'awake' }] };
    const item = await ok(t, a(), '/device/setSleepHours', { deviceKey: one.deviceKey, sleepHours: own });
    expect(item.sleepHours).toEqual(own);
    expect(item.sleepFrom).toBeNull();
    await t.app.services.screens.idle();
    expect((await manifest(one)).device.sleepHours).toEqual(own);
    expect((await manifest(two)).device.sleepHours).toEqual(nights);
    // "What plays when" shows the nights as asleep stretches (the screen's zone: Stockholm).
    const timeline = await ok(t, a(), '/device/timeline', { deviceKey: two.deviceKey, days: 7, from: '2030-01-07T00:00:00.000Z' });
    const sleep = timeline.spans.filter((s: { source: { kind: string } }) => s.source.kind === 'sleep');
    expect(sleep[0]).toMatchObject({ start: '2030-01-07T21:00:00.000Z', end: '2030-01-08T05:00:00.000Z', playlistId: null });

    await ok(t, a(), '/device/setSleepHours', { deviceKey: one.deviceKey, sleepHours: null });
    await t.app.services.screens.idle();
    expect((await manifest(one)).device.sleepHours).toEqual(nights);
    await ok(t, a(), '/group/setSleepHours', { id: group, sleepHours: null });
    await t.app.services.screens.idle();
    expect((await manifest(one)).device.sleepHours ?? null).toBeNull();

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['device.sleepHours', 'group.sleepHours']));
    expect(audit).toHaveLength(4);
  });

  it('refuses bad sleep hours with translated messages and changes nothing', async () => {
    const bad = [
      [{ rules: [{ days: [], from: '22:00', until: '06:00' }] }, 'SLEEP_DAYS_REQUIRED'],
      [{ rules: [{ days: ['MO'], from: '25:00', until: '06:00' }] }, 'SLEEP_TIME_INVALID'],
      [{ rules: [{ days: ['XX'], from: '22:00', until: '06:00' }] }, null],
      [{ rules: [], exceptions: [{ date: '2026-02-30', mode: 'sleep' }] }, 'SLEEP_DATE_INVALID'],
      [{ rules: Array.from({ length: 21 }, () => always.rules[0]) }, 'SLEEP_TOO_MANY'],
      ['22:00-06:00', null],
    ] as const;
    for (const [sleepHours, field] of bad) {
      const res = await post(
        t.app,
        '/api/device/setSleepHours',
        { sessionKey: a(), deviceKey: one.deviceKey, sleepHours },
        { 'accept-language': 'sv' },
      );
      expect(res.statusCode, JSON.stringify(sleepHours)).toBe(400);
      const body = json(res);
      expect(body.errorCode).toBe('VALIDATION_FAILED');
      if (field) expect(JSON.stringify(body)).toContain(field);
    }
    // The message is in the caller's language.
    const sv = json(
      await post(
        t.app,
        '/api/device/setSleepHours',
        { sessionKey: a(), deviceKey: one.deviceKey, sleepHours: bad[0][0] },
        { 'accept-language': 'sv' },
      ),
    );
    expect(sv.message).toBe('Kontrollera de markerade fälten.');
    const twice = {
      rules: [],
      exceptions: [
        { date: '2026-12-24', mode: 'awake' },
        { date: '2026-12-24', mode: 'sleep' },
      ],
    };
    const dup = await fails(t, a(), '/device/setSleepHours', { deviceKey: one.deviceKey, sleepHours: twice }, 400);
    expect(JSON.stringify(dup)).toContain('SLEEP_DUPLICATE_DATE');
    expect((await info(one)).sleepHours).toBeNull();
  });

  it("another organization's screen or group is 404 (the root group is no group), and nothing changes there", async () => {
    await fails(t, a(), '/device/setSleepHours', { deviceKey: other.deviceKey, sleepHours: always }, 404);
    const bGroup = (await ok(t, keys.b as string, '/group/create', { name: 'B group' })).id as number;
    await fails(t, a(), '/group/setSleepHours', { id: bGroup, sleepHours: always }, 404);
    await fails(t, a(), '/group/setSleepHours', { id: -1, sleepHours: always }, 400);
    const [row] = await t.database.db.select({ s: devices.sleepHours }).from(devices).where(eq(devices.deviceKey, other.deviceKey));
    expect(row?.s ?? null).toBeNull();
  });
});

describe('sleeping screens in the CMS and in screen health', () => {
  it('a screen asleep as planned is "sleeping", not offline, and gets no health mail; an awake silent one does', async () => {
    const [idOne, idTwo] = [await idOf(one), await idOf(two)];
    await ok(t, a(), '/device/setSleepHours', { deviceKey: one.deviceKey, sleepHours: always });
    // Both silent for an hour.
    const hourAgo = new Date(t.clock.now().getTime() - 60 * MIN);
    await t.database.db
      .update(devices)
      .set({ lastSeenAt: hourAgo })
      .where(inArray(devices.id, [idOne, idTwo]));
    const list = (await ok(t, a(), `/device/${orgs.a}/list`)) as Array<{ deviceKey: string; status: string; offline: boolean }>;
    expect(list.find((d) => d.deviceKey === one.deviceKey)).toMatchObject({ status: 'sleeping', offline: false });
    expect(list.find((d) => d.deviceKey === two.deviceKey)).toMatchObject({ status: 'offline', offline: true });
    const stats = await ok(t, a(), '/device/stats');
    expect(stats).toMatchObject({ sleeping: 1, offline: 1 });

    await ok(t, a(), '/screenHealth/set', { enabled: true, thresholdMinutes: 15, recipientUserIds: [], notifyRecovery: true });
    const result = await t.app.services.screenHealth.check();
    expect(result.opened).toBe(1); // the awake one only
    const view = await ok(t, a(), '/screenHealth/get');
    expect(view.offline.map((d: { deviceKey: string }) => d.deviceKey)).toEqual([two.deviceKey]);
  });

  it('the player says it is sleeping: listed as sleeping while online; an alert-woken player reports playing and is active', async () => {
    const hb = await heartbeatOf(t, one.deviceSecret, { status: 'sleeping', appVersion: '1', manifestVersion: null });
    expect(hb.statusCode, hb.body).toBe(200);
    await t.app.services.screens.flush();
    const item = await info(one);
    expect(item.status).toBe('sleeping');
    expect(item.nowPlaying.version).toBeNull();
    // Awake outside its hours (no sleep hours) but reporting sleeping: its own word counts.
    await ok(t, a(), '/device/setSleepHours', { deviceKey: one.deviceKey, sleepHours: null });
    expect((await info(one)).status).toBe('sleeping');
    await heartbeatOf(t, one.deviceSecret, { status: 'idle', appVersion: '1', manifestVersion: null });
    await t.app.services.screens.flush();
    expect((await info(one)).status).not.toBe('sleeping');
  });
});
