import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orgs, TestApp } from './helpers.ts';
import { devicesApp, entry, fails, ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;

beforeAll(async () => {
  ({ t, dir, keys, orgs } = await devicesApp('signage-device-schedules-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('devices (spec 7.6)', () => {
  it('keeps schedules by index, refuses invalid ones, and explains what plays when', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const pl = await publishedPlaylist(t, k, 'Morning');
    expect(await ok(t, k, '/device/getSchedule', { deviceKey: d.deviceKey })).toMatchObject({ schedule: [], playNow: null });

    // JSON text (spec) appends at index = length.
    let s = await ok(t, k, '/device/updateScheduleEntry', {
      deviceKey: d.deviceKey,
      scheduleEntryIndex: 0,
      scheduleEntry: JSON.stringify(entry(pl)),
    });
    expect(s.schedule).toHaveLength(1);
    expect(s.playlists[String(pl)].name).toBe('Morning');
    s = await ok(t, k, '/device/updateScheduleEntry', {
      deviceKey: d.deviceKey,
      scheduleEntryIndex: 1,
      scheduleEntry: entry(pl, {
        allDay: true,
        start: '2030-01-10T00:00',
        end: '2030-01-10T00:00',
        repeat: { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
      }),
    });
    expect(s.schedule).toHaveLength(2);
    // Replace index 0.
    s = await ok(t, k, '/device/updateScheduleEntry', {
      deviceKey: d.deviceKey,
      scheduleEntryIndex: 0,
      scheduleEntry: entry(pl, { end: '2030-01-07T12:00' }),
    });
    expect(s.schedule[0].end).toBe('2030-01-07T12:00');

    // Spec part 5: start and end must differ, start before end.
    const invalid = await fails(
      t,
      k,
      '/device/updateScheduleEntry',
      { deviceKey: d.deviceKey, scheduleEntryIndex: 2, scheduleEntry: entry(pl, { end: '2030-01-07T09:00' }) },
      400,
      'SCHEDULE_INVALID',
    );
    expect(invalid.message).toBe('Please choose a valid schedule...');
    await fails(
      t,
      k,
      '/device/updateScheduleEntry',
      { deviceKey: d.deviceKey, scheduleEntryIndex: 2, scheduleEntry: entry(pl, { end: '2030-01-06T09:00' }) },
      400,
      'SCHEDULE_INVALID',
    );
    await fails(
      t,
      k,
      '/device/updateScheduleEntry',
      { deviceKey: d.deviceKey, scheduleEntryIndex: 2, scheduleEntry: '{not json' },
      400,
      'SCHEDULE_INVALID',
    );
    await fails(
      t,
      k,
      '/device/updateScheduleEntry',
      { deviceKey: d.deviceKey, scheduleEntryIndex: 2, scheduleEntry: { playlistId: pl } },
      400,
      'SCHEDULE_INVALID',
    );
    await fails(
      t,
      k,
      '/device/updateScheduleEntry',
      { deviceKey: d.deviceKey, scheduleEntryIndex: 9, scheduleEntry: entry(pl) },
      400,
      'SCHEDULE_INDEX_INVALID',
    );
    await fails(t, k, '/device/removeScheduleEntry', { deviceKey: d.deviceKey, scheduleEntryIndex: 5 }, 400, 'SCHEDULE_INDEX_INVALID');
    // A playlist of another organization, or an unpublished one, cannot be scheduled.
    const foreign = await publishedPlaylist(t, keys.b as string, 'Foreign');
    await fails(
      t,
      k,
      '/device/updateScheduleEntry',
      { deviceKey: d.deviceKey, scheduleEntryIndex: 2, scheduleEntry: entry(foreign) },
      404,
      'NOT_FOUND',
    );
    const draft = (await ok(t, k, '/playlist/create', { name: 'Draft' })).id;
    await fails(
      t,
      k,
      '/device/updateScheduleEntry',
      { deviceKey: d.deviceKey, scheduleEntryIndex: 2, scheduleEntry: entry(draft) },
      400,
      'PLAYLIST_NOT_PUBLISHED',
    );
    expect((await ok(t, k, '/device/getSchedule', { deviceKey: d.deviceKey })).schedule).toHaveLength(2);

    // Timeline: 7 days of labelled spans from the shared resolver.
    const tl = await ok(t, k, '/device/timeline', { deviceKey: d.deviceKey, from: '2030-01-07T00:00:00Z', days: 7 });
    expect(tl.timeZone).toBe('Europe/Stockholm');
    const scheduled = tl.spans.filter((x: any) => x.playlistId === pl);
    expect(scheduled.length).toBeGreaterThanOrEqual(3); // Mon, Tue mornings and Thursday all day
    expect(scheduled[0]).toMatchObject({
      playlistName: 'Morning',
      source: { kind: 'deviceSchedule', entryIndex: 0 },
      start: '2030-01-07T08:00:00.000Z',
    });
    expect(tl.spans.some((x: any) => x.source.kind === 'idle')).toBe(true);
    await fails(t, k, '/device/timeline', { deviceKey: d.deviceKey, days: 0 }, 400, 'VALIDATION_FAILED');

    s = await ok(t, k, '/device/removeScheduleEntry', { deviceKey: d.deviceKey, scheduleEntryIndex: 0 });
    expect(s.schedule).toHaveLength(1);
    expect(s.schedule[0].allDay).toBe(true);
    s = await ok(t, k, '/device/clearSchedule', { deviceKey: d.deviceKey });
    expect(s.schedule).toHaveLength(0);
  });

  it('assigns published playlists (play now or schedule); screen managers only shared ones', async () => {
    const k = keys.a as string;
    const d = await pairedDevice(t, k, orgs.a);
    const mine = await publishedPlaylist(t, k, 'Mine');
    const shared = await publishedPlaylist(t, k, 'Shared one', 'shared');
    const r = await ok(t, k, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: mine, scheduleData: { mode: 'playNow' } });
    expect(r).toEqual({ ok: true, mode: 'playNow', scheduleEntryIndex: null });
    let info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(info.playNow).toMatchObject({ playlistId: mine, playlistName: 'Mine' });
    expect(info.nowPlaying).toMatchObject({ playlistId: mine, source: { kind: 'devicePlayNow' } });

    const sched = await ok(t, k, '/playlist/assignToDevice', {
      deviceKey: d.deviceKey,
      playlistId: shared,
      scheduleData: {
        mode: 'schedule',
        entry: {
          start: '2030-02-01T08:00',
          end: '2030-02-01T10:00',
          allDay: false,
          repeat: { frequency: 'daily', interval: 1, daysOfWeek: [], ends: { type: 'after', count: 3 } },
        },
      },
    });
    expect(sched).toEqual({ ok: true, mode: 'schedule', scheduleEntryIndex: 0 });
    await fails(
      t,
      k,
      '/playlist/assignToDevice',
      {
        deviceKey: d.deviceKey,
        playlistId: shared,
        scheduleData: {
          mode: 'schedule',
          entry: {
            start: '2030-02-01T10:00',
            end: '2030-02-01T08:00',
            allDay: false,
            repeat: { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
          },
        },
      },
      400,
      'SCHEDULE_INVALID',
    );

    // Screen manager: shared yes, my-section no.
    const sm = keys.screen_manager as string;
    await ok(t, sm, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: shared });
    // The owner's 'my' playlist is invisible to the screen manager.
    await fails(t, sm, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: mine }, 404, 'NOT_FOUND');
    const smShared = await ok(t, k, '/playlist/share', { playlistIds: [mine] });
    expect(smShared.count).toBe(1);
    await ok(t, sm, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: mine });
    // Content creators do not manage screens.
    await fails(
      t,
      keys.content_creator as string,
      '/playlist/assignToDevice',
      { deviceKey: d.deviceKey, playlistId: shared },
      403,
      'FORBIDDEN',
    );
    // Another organization's device: 404; unknown playlist: 404.
    const other = await pairedDevice(t, keys.root as string, orgs.root);
    await fails(t, k, '/playlist/assignToDevice', { deviceKey: other.deviceKey, playlistId: mine }, 404, 'NOT_FOUND');
    await fails(t, k, '/playlist/assignToDevice', { deviceKey: d.deviceKey, playlistId: 999_999 }, 404, 'NOT_FOUND');
    await fails(
      t,
      k,
      '/playlist/assignToDevice',
      { deviceKey: d.deviceKey, playlistId: mine, scheduleData: { mode: 'later' } },
      400,
      'VALIDATION_FAILED',
    );

    const stopped = await ok(t, k, '/device/stopPlayNow', { deviceKey: d.deviceKey });
    expect(stopped.playNow).toBeNull();
    info = await ok(t, k, '/device/info', { deviceKey: d.deviceKey });
    expect(info.playNow).toBeNull();
  });
});
