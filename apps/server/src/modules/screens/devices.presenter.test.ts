import { describe, expect, it } from 'vitest';
import type { Device, DeviceGroup } from '../../db/schema/index.ts';
import { mediaIdsIn, versionOf } from './manifests/manifest.ts';
import { chainOf, deviceStatus, displayName, playlistIdsOf, resolverInput } from './devices.presenter.ts';

const now = new Date('2030-01-01T12:00:00Z');
const device = (over: Partial<Device> = {}) =>
  ({
    id: 7,
    name: '',
    active: true,
    lastSeenAt: new Date(now.getTime() - 10_000),
    lastStatus: 'playing',
    manifestVersion: 'v2',
    appliedManifestVersion: 'v2',
    groupId: null,
    timeZone: 'Europe/Stockholm',
    playNow: null,
    schedule: [],
    ...over,
  }) as Device;
const group = (id: number, parentId: number | null, over: Partial<DeviceGroup> = {}) =>
  ({ id, parentId, name: `G${id}`, playNow: null, schedule: [], ...over }) as DeviceGroup;

describe('device status (spec part 4)', () => {
  it('is inactive when disabled, offline after two missed heartbeats, updating while behind', () => {
    expect(deviceStatus(device(), now)).toBe('active');
    expect(deviceStatus(device({ active: false }), now)).toBe('inactive');
    expect(deviceStatus(device({ lastSeenAt: null }), now)).toBe('offline');
    expect(deviceStatus(device({ lastSeenAt: new Date(now.getTime() - 60_000) }), now)).toBe('active');
    expect(deviceStatus(device({ lastSeenAt: new Date(now.getTime() - 60_001) }), now)).toBe('offline');
    expect(deviceStatus(device({ lastStatus: 'updating' }), now)).toBe('updating');
    expect(deviceStatus(device({ appliedManifestVersion: 'v1' }), now)).toBe('updating');
    // Disabled wins over everything.
    expect(deviceStatus(device({ active: false, lastSeenAt: null }), now)).toBe('inactive');
  });

  it('is sleeping when it says so, or when it is silent inside its planned sleep hours; an answer otherwise wins', () => {
    expect(deviceStatus(device({ lastStatus: 'sleeping' }), now)).toBe('sleeping');
    expect(deviceStatus(device({ lastSeenAt: null }), now, true)).toBe('sleeping');
    expect(deviceStatus(device({ lastSeenAt: new Date(now.getTime() - 3_600_000) }), now, true)).toBe('sleeping');
    // Woken by an alert (or a clock that differs): it answers with another state and shows it.
    expect(deviceStatus(device({ lastStatus: 'playing' }), now, true)).toBe('active');
    expect(deviceStatus(device({ active: false, lastStatus: 'sleeping' }), now, true)).toBe('inactive');
  });

  it("names an unnamed device 'Screen {id}'", () => {
    expect(displayName(device())).toBe('Screen 7');
    expect(displayName(device({ name: 'Lobby' }))).toBe('Lobby');
  });
});

describe('resolver input', () => {
  it('lists groups nearest first and stops at cycles', () => {
    const groups = new Map([
      [1, group(1, null)],
      [2, group(2, 1)],
      [3, group(3, 2)],
    ]);
    expect(chainOf(3, groups).map((g) => g.id)).toEqual([3, 2, 1]);
    const cyclic = new Map([
      [1, group(1, 2)],
      [2, group(2, 1)],
    ]);
    expect(chainOf(1, cyclic).map((g) => g.id)).toEqual([1, 2]);
    expect(chainOf(null, groups)).toEqual([]);
  });

  it('collects every playlist the device and its groups name', () => {
    const entry = (playlistId: number) =>
      ({
        playlistId,
        start: '2030-01-01T08:00',
        end: '2030-01-01T09:00',
        allDay: false,
        repeat: { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
      }) as const;
    const input = resolverInput(device({ playNow: { playlistId: 1, since: now.toISOString() }, schedule: [entry(2)] }), [
      group(5, null, { playNow: { playlistId: 3, since: now.toISOString() }, schedule: [entry(4), entry(2)] }),
    ]);
    expect(input.timeZone).toBe('Europe/Stockholm');
    expect(playlistIdsOf(input).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('manifest helpers', () => {
  it('finds media ids anywhere in slide documents', () => {
    const slides = [
      { slideData: { background: { type: 'image', mediaId: '12', url: '/x' }, elements: [{ type: 'video', mediaId: '13' }] } },
      { slideData: { actions: { e1: { type: 'popup', mediaId: '14' } }, elements: [{ type: 'image', mediaId: 'abc' }] } },
    ];
    expect([...mediaIdsIn(slides)].sort()).toEqual([12, 13, 14]);
  });

  it('versions by content', () => {
    expect(versionOf({ a: 1 })).toBe(versionOf({ a: 1 }));
    expect(versionOf({ a: 1 })).not.toBe(versionOf({ a: 2 }));
    expect(versionOf({ a: 1 })).toMatch(/^[a-f0-9]{20}$/);
  });
});
