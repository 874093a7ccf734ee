import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from './entry.ts';
import { nextChange, type ResolverInput, resolveAt, timeline } from './resolve.ts';
import { type PlaylistWindows, playlistSkipAt, slideSkipsAt, windowError, windowsOf } from './validity.ts';

const STO = 'Europe/Stockholm';
const allDay = (playlistId: number): ScheduleEntry => ({
  playlistId,
  start: '2026-01-01T00:00',
  end: '2026-01-01T23:59',
  allDay: false,
  repeat: { frequency: 'daily', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
});
const win = (showFrom: string | null, showUntil: string | null) => ({ showFrom, showUntil });
const pw = (own: ReturnType<typeof win>, ...slides: Array<ReturnType<typeof win>>): PlaylistWindows => ({ ...own, slides });

function input(windows: Record<string, PlaylistWindows>, timeZone = STO): ResolverInput {
  return {
    timeZone,
    alerts: [],
    device: { playNow: null, schedule: [allDay(2), allDay(1)] },
    groups: [{ id: 9, name: 'G', playNow: { playlistId: 3, since: '2026-01-01T00:00:00.000Z' }, schedule: [] }],
    windows,
  };
}

describe('validity windows: edges', () => {
  const w = { '1': pw(win('2026-05-10T09:00', '2026-05-10T17:00'), win(null, null)) };
  it('"show from" is inclusive, "show until" exclusive, in the screen’s zone', () => {
    // entry 1 (later index) wins over entry 2 when valid; Stockholm is UTC+2 in May.
    expect(resolveAt(input(w), new Date('2026-05-10T06:59:59.999Z'))).toMatchObject({
      playlistId: 2,
      skipped: { playlistId: 1, reason: 'notYet' },
    });
    expect(resolveAt(input(w), new Date('2026-05-10T07:00:00Z')).playlistId).toBe(1);
    expect(resolveAt(input(w), new Date('2026-05-10T14:59:59.999Z')).playlistId).toBe(1);
    expect(resolveAt(input(w), new Date('2026-05-10T15:00:00Z'))).toMatchObject({
      playlistId: 2,
      skipped: { playlistId: 1, reason: 'expired' },
    });
  });
  it('the same wall times are other instants in another zone', () => {
    expect(resolveAt(input(w, 'America/New_York'), new Date('2026-05-10T12:59:00Z')).playlistId).toBe(2);
    expect(resolveAt(input(w, 'America/New_York'), new Date('2026-05-10T13:00:00Z')).playlistId).toBe(1);
  });
  it('nextChange and the timeline cut at the window edges', () => {
    expect(nextChange(input(w), new Date('2026-05-10T05:00:00Z'))?.toISOString()).toBe('2026-05-10T07:00:00.000Z');
    const spans = timeline(input(w), new Date('2026-05-10T06:00:00Z'), new Date('2026-05-10T16:00:00Z'));
    expect(spans.map((s) => [s.start, s.playlistId, s.skipped?.reason ?? null])).toEqual([
      ['2026-05-10T06:00:00.000Z', 2, 'notYet'],
      ['2026-05-10T07:00:00.000Z', 1, null],
      ['2026-05-10T15:00:00.000Z', 2, 'expired'],
    ]);
  });
});

describe('validity windows: slides and fallback', () => {
  it('a playlist whose slides are all outside their windows falls back; one valid slide keeps it', () => {
    const w = { '1': pw(win(null, null), win(null, '2026-05-01T00:00'), win('2026-06-01T00:00', null)) };
    const at = new Date('2026-05-10T10:00:00Z');
    expect(resolveAt(input(w), at)).toMatchObject({ playlistId: 2, skipped: { playlistId: 1, reason: 'noValidSlides' } });
    expect(slideSkipsAt(w['1']!, STO, at.getTime())).toEqual(['expired', 'notYet']);
    expect(resolveAt(input(w), new Date('2026-06-01T00:00:00Z')).playlistId).toBe(1);
  });
  it('when every schedule entry is passed over, the group’s play now plays; with that passed over too, idle', () => {
    const gone = pw(win(null, '2026-01-02T00:00'));
    const at = new Date('2026-05-10T10:00:00Z');
    expect(resolveAt(input({ '1': gone, '2': gone }), at)).toMatchObject({ playlistId: 3, source: { kind: 'groupPlayNow' } });
    expect(resolveAt(input({ '1': gone, '2': gone, '3': gone }), at)).toMatchObject({
      playlistId: null,
      source: { kind: 'idle' },
      skipped: { playlistId: 1, reason: 'expired' },
    });
  });
  it('a playlist without slides or windows is never passed over', () => {
    expect(playlistSkipAt(pw(win(null, null)), STO, 0)).toBeNull();
    expect(playlistSkipAt(undefined, STO, 0)).toBeNull();
    expect(windowsOf({ '1': { slides: [{}] }, '2': { showUntil: '2026-01-01T00:00', slides: [] } })).toEqual({
      '2': { showFrom: null, showUntil: '2026-01-01T00:00', slides: [] },
    });
  });
  it('alerts are never passed over', () => {
    const i = input({ '7': pw(win(null, '2026-01-02T00:00')) });
    i.alerts = [{ id: 1, playlistId: 7, startsAt: '2026-05-10T00:00:00Z', endsAt: null }];
    expect(resolveAt(i, new Date('2026-05-10T10:00:00Z')).playlistId).toBe(7);
  });
});

describe('validity windows: DST days', () => {
  it('spring forward: 02:30 does not exist in Stockholm and reads as 03:30 summer time', () => {
    // 2026-03-29: clocks go 02:00 CET → 03:00 CEST (01:00Z).
    const w = { '1': pw(win('2026-03-29T02:30', null)) };
    expect(resolveAt(input(w), new Date('2026-03-29T01:29:00Z')).playlistId).toBe(2);
    expect(resolveAt(input(w), new Date('2026-03-29T01:30:00Z')).playlistId).toBe(1);
  });
  it('fall back: 02:30 happens twice; the window ends at the first', () => {
    // 2026-10-25: 03:00 CEST → 02:00 CET (01:00Z); the first 02:30 is 00:30Z.
    const w = { '1': pw(win(null, '2026-10-25T02:30')) };
    expect(resolveAt(input(w), new Date('2026-10-25T00:29:00Z')).playlistId).toBe(1);
    expect(resolveAt(input(w), new Date('2026-10-25T00:30:00Z')).playlistId).toBe(2);
  });
});

describe('windowError', () => {
  it('refuses until before or equal to from, and dates outside 2000–2099', () => {
    expect(windowError({ showFrom: '2026-05-10T10:00', showUntil: '2026-05-10T10:00' })).toEqual({ showUntil: 'VALIDITY_WINDOW_INVALID' });
    expect(windowError({ showFrom: '2026-05-10T10:00', showUntil: '2026-05-10T09:00' })).toEqual({ showUntil: 'VALIDITY_WINDOW_INVALID' });
    expect(windowError({ showFrom: '1999-12-31T23:59' })).toEqual({ showFrom: 'VALIDITY_DATE_OUT_OF_RANGE' });
    expect(windowError({ showUntil: '2100-01-01T00:00' })).toEqual({ showUntil: 'VALIDITY_DATE_OUT_OF_RANGE' });
    expect(windowError({ showFrom: '2026-05-10T10:00', showUntil: null })).toBeNull();
    expect(windowError({})).toBeNull();
  });
});
