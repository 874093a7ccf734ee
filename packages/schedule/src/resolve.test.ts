import { describe, expect, it } from 'vitest';
import type { Repeat, ScheduleEntry } from './entry.ts';
import { nextChange, type ResolverGroup, type ResolverInput, resolveAt, timeline } from './resolve.ts';

const STO = 'Europe/Stockholm';

function entry(playlistId: number, start: string, end: string, repeat: Partial<Repeat> = {}): ScheduleEntry {
  return {
    playlistId,
    start,
    end,
    allDay: false,
    repeat: { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' }, ...repeat },
  };
}

const daily = (playlistId: number, from: string, to: string) =>
  entry(playlistId, `2026-05-01T${from}`, `2026-05-01T${to}`, { frequency: 'daily' });

function input(over: Partial<ResolverInput> = {}, device: Partial<ResolverInput['device']> = {}): ResolverInput {
  return { timeZone: STO, alerts: [], groups: [], ...over, device: { playNow: null, schedule: [], ...device } };
}

const group = (id: number, over: Partial<ResolverGroup> = {}): ResolverGroup => ({
  id,
  name: `G${id}`,
  playNow: null,
  schedule: [],
  ...over,
});

/** 2026-05-10 at a Stockholm wall time (CEST, UTC+2). */
const at = (hhmm: string) => new Date(`2026-05-10T${hhmm}:00+02:00`);
const playNow = (playlistId: number) => ({ playlistId, since: '2026-05-01T00:00:00.000Z' });

describe('resolveAt: precedence (design brief 6)', () => {
  const everything = input(
    {
      alerts: [{ id: 7, playlistId: 70, startsAt: at('10:00').toISOString(), endsAt: at('11:00').toISOString() }],
      groups: [
        group(2, { playNow: playNow(20), schedule: [daily(21, '06:00', '22:00')] }),
        group(3, { playNow: playNow(30), schedule: [daily(31, '00:00', '23:59')] }),
      ],
    },
    { playNow: playNow(10), schedule: [daily(11, '08:00', '18:00')] },
  );

  it('an active alert beats everything', () => {
    expect(resolveAt(everything, at('10:30'))).toEqual({ playlistId: 70, source: { kind: 'alert', alertId: 7 } });
  });
  it("the device's play now beats its schedule", () => {
    expect(resolveAt(everything, at('11:00'))).toEqual({ playlistId: 10, source: { kind: 'devicePlayNow' } });
  });
  it("the device's schedule beats the groups", () => {
    const i = { ...everything, alerts: [], device: { ...everything.device, playNow: null } };
    expect(resolveAt(i, at('09:00'))).toEqual({ playlistId: 11, source: { kind: 'deviceSchedule', entryIndex: 0 } });
    // outside the device's entry: the nearest group's play now
    expect(resolveAt(i, at('19:00'))).toEqual({ playlistId: 20, source: { kind: 'groupPlayNow', groupId: 2, groupName: 'G2' } });
  });
  it("the nearest group's play now beats its schedule, which beats the ancestor", () => {
    const g2 = group(2, { schedule: [daily(21, '06:00', '22:00')] });
    const g3 = group(3, { playNow: playNow(30), schedule: [daily(31, '00:00', '23:59')] });
    expect(resolveAt(input({ groups: [g2, g3] }), at('07:00'))).toEqual({
      playlistId: 21,
      source: { kind: 'groupSchedule', groupId: 2, groupName: 'G2', entryIndex: 0 },
    });
    expect(resolveAt(input({ groups: [g2, g3] }), at('23:00'))).toEqual({
      playlistId: 30,
      source: { kind: 'groupPlayNow', groupId: 3, groupName: 'G3' },
    });
    expect(resolveAt(input({ groups: [g2, { ...g3, playNow: null }] }), at('23:00'))).toEqual({
      playlistId: 31,
      source: { kind: 'groupSchedule', groupId: 3, groupName: 'G3', entryIndex: 0 },
    });
  });
  it('idle when nothing applies', () => {
    expect(resolveAt(input(), at('12:00'))).toEqual({ playlistId: null, source: { kind: 'idle' } });
    expect(resolveAt(input({}, { schedule: [daily(11, '08:00', '09:00')] }), at('09:00'))).toEqual({
      playlistId: null,
      source: { kind: 'idle' },
    });
  });
  it('an alert counts from its start until its end (or forever); the later-starting alert wins', () => {
    const alerts = [
      { id: 1, playlistId: 100, startsAt: at('10:00').toISOString(), endsAt: null },
      { id: 2, playlistId: null, startsAt: at('12:00').toISOString(), endsAt: at('13:00').toISOString() },
    ];
    const i = input({ alerts }, { playNow: playNow(10) });
    expect(resolveAt(i, at('09:59')).source).toEqual({ kind: 'devicePlayNow' });
    expect(resolveAt(i, at('10:00'))).toEqual({ playlistId: 100, source: { kind: 'alert', alertId: 1 } });
    expect(resolveAt(i, at('12:30'))).toEqual({ playlistId: null, source: { kind: 'alert', alertId: 2 } });
    expect(resolveAt(i, at('13:00'))).toEqual({ playlistId: 100, source: { kind: 'alert', alertId: 1 } });
    const bad = input({ alerts: [{ id: 3, playlistId: 1, startsAt: 'nonsense', endsAt: null }] });
    expect(resolveAt(bad, at('12:00')).source.kind).toBe('idle');
  });
});

describe('resolveAt: overlaps at one level', () => {
  it('the later-starting occurrence wins', () => {
    const i = input({}, { schedule: [daily(2, '09:00', '12:00'), daily(1, '08:00', '17:00')] });
    expect(resolveAt(i, at('08:30'))).toEqual({ playlistId: 1, source: { kind: 'deviceSchedule', entryIndex: 1 } });
    expect(resolveAt(i, at('09:00'))).toEqual({ playlistId: 2, source: { kind: 'deviceSchedule', entryIndex: 0 } });
    expect(resolveAt(i, at('12:00'))).toEqual({ playlistId: 1, source: { kind: 'deviceSchedule', entryIndex: 1 } });
  });
  it('a one-off entry that starts later beats a long-running repeating one, and vice versa', () => {
    const campaign = entry(5, '2026-05-10T11:00', '2026-05-10T11:30');
    const i = input({ groups: [group(4, { schedule: [campaign, daily(6, '11:15', '12:00')] })] });
    expect(resolveAt(i, at('11:10')).playlistId).toBe(5);
    expect(resolveAt(i, at('11:20')).playlistId).toBe(6);
  });
  it('equal starts: the higher index wins', () => {
    const i = input({}, { schedule: [daily(1, '09:00', '12:00'), daily(2, '09:00', '10:00'), daily(3, '09:00', '11:00')] });
    expect(resolveAt(i, at('09:30'))).toEqual({ playlistId: 3, source: { kind: 'deviceSchedule', entryIndex: 2 } });
    expect(resolveAt(i, at('11:30'))).toEqual({ playlistId: 1, source: { kind: 'deviceSchedule', entryIndex: 0 } });
  });
  it('equal alert starts: the higher index wins', () => {
    const s = at('10:00').toISOString();
    const i = input({
      alerts: [
        { id: 1, playlistId: 1, startsAt: s, endsAt: null },
        { id: 2, playlistId: 2, startsAt: s, endsAt: null },
      ],
    });
    expect(resolveAt(i, at('10:00')).source).toEqual({ kind: 'alert', alertId: 2 });
  });
  it('an entry repeating more often than it lasts: its latest occurrence is the one playing', () => {
    const i = input({}, { schedule: [entry(9, '2026-05-09T10:00', '2026-05-11T10:00', { frequency: 'daily' })] });
    expect(resolveAt(i, at('12:00'))).toEqual({ playlistId: 9, source: { kind: 'deviceSchedule', entryIndex: 0 } });
    expect(nextChange(i, at('12:00'))).toBeNull(); // always covered by the same entry
  });
});

describe('timeline', () => {
  it('is contiguous and labelled, merging neighbours with the same resolution', () => {
    const i = input(
      { groups: [group(2, { name: 'Lobby', playNow: playNow(20) })] },
      { schedule: [daily(1, '08:00', '12:00'), daily(2, '12:00', '14:00'), daily(1, '10:00', '13:00')] },
    );
    const spans = timeline(i, at('00:00'), new Date(at('00:00').getTime() + 86_400_000));
    expect(spans.map((s) => [s.start, s.end, s.playlistId, s.source])).toEqual([
      ['2026-05-09T22:00:00.000Z', '2026-05-10T06:00:00.000Z', 20, { kind: 'groupPlayNow', groupId: 2, groupName: 'Lobby' }],
      ['2026-05-10T06:00:00.000Z', '2026-05-10T08:00:00.000Z', 1, { kind: 'deviceSchedule', entryIndex: 0 }],
      ['2026-05-10T08:00:00.000Z', '2026-05-10T10:00:00.000Z', 1, { kind: 'deviceSchedule', entryIndex: 2 }],
      ['2026-05-10T10:00:00.000Z', '2026-05-10T12:00:00.000Z', 2, { kind: 'deviceSchedule', entryIndex: 1 }],
      ['2026-05-10T12:00:00.000Z', '2026-05-10T22:00:00.000Z', 20, { kind: 'groupPlayNow', groupId: 2, groupName: 'Lobby' }],
    ]);
  });

  it('covers 7 days across a DST change with the same wall-clock times', () => {
    const i = input(
      {},
      { schedule: [entry(1, '2026-03-26T09:00', '2026-03-26T17:00', { frequency: 'weekly', daysOfWeek: ['MO', 'TU', 'WE', 'TH', 'FR'] })] },
    );
    const from = new Date('2026-03-26T00:00:00+01:00');
    const spans = timeline(i, from, new Date(from.getTime() + 7 * 86_400_000));
    const playing = spans.filter((s) => s.playlistId === 1).map((s) => `${s.start}/${s.end}`);
    expect(playing).toEqual([
      '2026-03-26T08:00:00.000Z/2026-03-26T16:00:00.000Z',
      '2026-03-27T08:00:00.000Z/2026-03-27T16:00:00.000Z',
      '2026-03-30T07:00:00.000Z/2026-03-30T15:00:00.000Z',
      '2026-03-31T07:00:00.000Z/2026-03-31T15:00:00.000Z',
      '2026-04-01T07:00:00.000Z/2026-04-01T15:00:00.000Z',
    ]);
    expect(spans[0]!.start).toBe(from.toISOString());
    expect(spans.at(-1)!.end).toBe('2026-04-01T23:00:00.000Z');
    for (let k = 1; k < spans.length; k++) expect(spans[k]!.start).toBe(spans[k - 1]!.end);
  });

  it('is empty for an empty range and idle when nothing is set', () => {
    expect(timeline(input(), at('10:00'), at('10:00'))).toEqual([]);
    expect(timeline(input(), at('10:00'), at('11:00'))).toEqual([
      { playlistId: null, source: { kind: 'idle' }, start: at('10:00').toISOString(), end: at('11:00').toISOString() },
    ]);
  });
});

describe('nextChange', () => {
  it('is the next start or end that changes what plays', () => {
    const i = input({}, { schedule: [daily(1, '08:00', '12:00'), daily(1, '09:00', '10:00')] });
    expect(nextChange(i, at('07:00'))).toEqual(at('08:00'));
    expect(nextChange(i, at('08:00'))).toEqual(at('09:00')); // another entry (source) takes over
    expect(nextChange(i, at('10:30'))).toEqual(at('12:00'));
    expect(nextChange(i, at('12:00'))).toEqual(new Date('2026-05-11T08:00:00+02:00'));
  });
  it('finds changes beyond a day and none when nothing will change', () => {
    const monthly = entry(1, '2026-05-01T09:00', '2026-05-01T10:00', { frequency: 'monthly' });
    expect(nextChange(input({}, { schedule: [monthly] }), at('12:00'))).toEqual(new Date('2026-06-01T09:00:00+02:00'));
    expect(nextChange(input({}, { playNow: playNow(3), schedule: [monthly] }), at('12:00'))).toBeNull();
    expect(nextChange(input(), at('12:00'))).toBeNull();
    const ended = entry(1, '2026-05-01T09:00', '2026-05-01T10:00', { frequency: 'daily', ends: { type: 'after', count: 3 } });
    expect(nextChange(input({}, { schedule: [ended] }), at('12:00'))).toBeNull();
  });
  it('sees an alert ending', () => {
    const i = input({ alerts: [{ id: 1, playlistId: 4, startsAt: at('10:00').toISOString(), endsAt: at('10:05').toISOString() }] });
    expect(nextChange(i, at('10:01'))).toEqual(at('10:05'));
  });
});
