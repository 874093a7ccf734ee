import { describe, expect, it } from 'vitest';
import { parseScheduleEntry, type Repeat, type ScheduleEntry, scheduleEntryError } from './entry.ts';
import { entryOccurrences, recurrenceText } from './recurrence.ts';
import { fromWall, toWall } from './tz.ts';

const NY = 'America/New_York';
const STO = 'Europe/Stockholm';

function entry(start: string, end: string, repeat: Partial<Repeat> = {}, allDay = false): ScheduleEntry {
  return {
    playlistId: 1,
    start,
    end,
    allDay,
    repeat: { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' }, ...repeat },
  };
}

/** Occurrence starts as ISO instants within [from, to). */
function starts(e: ScheduleEntry, tz: string, from: string, to: string): string[] {
  return entryOccurrences(e, tz, new Date(from), new Date(to)).map((o) => o.start.toISOString());
}

/** Occurrence starts as wall times `YYYY-MM-DD HH:mm` in the zone. */
function wallStarts(e: ScheduleEntry, tz: string, from: string, to: string): string[] {
  return entryOccurrences(e, tz, new Date(from), new Date(to)).map((o) =>
    new Date(toWall(tz, o.start.getTime())).toISOString().slice(0, 16).replace('T', ' '),
  );
}

describe('validation (spec part 5)', () => {
  it('accepts start before end', () => {
    expect(scheduleEntryError(entry('2026-05-01T09:00', '2026-05-01T17:00'))).toBeNull();
  });
  it('refuses equal start and end, and end before start, with SCHEDULE_INVALID', () => {
    expect(scheduleEntryError(entry('2026-05-01T09:00', '2026-05-01T09:00'))).toBe('SCHEDULE_INVALID');
    expect(scheduleEntryError(entry('2026-05-02T09:00', '2026-05-01T17:00'))).toBe('SCHEDULE_INVALID');
  });
  it('all-day entries compare dates; the end date is inclusive', () => {
    expect(scheduleEntryError(entry('2026-05-01T00:00', '2026-05-01T00:00', {}, true))).toBeNull();
    expect(scheduleEntryError(entry('2026-05-02T00:00', '2026-05-01T00:00', {}, true))).toBe('SCHEDULE_INVALID');
  });
  it('refuses an "ends on" date before the start', () => {
    const e = entry('2026-05-10T09:00', '2026-05-10T10:00', { frequency: 'daily', ends: { type: 'on', date: '2026-05-09' } });
    expect(scheduleEntryError(e)).toBe('SCHEDULE_INVALID');
  });
  it('parses input: structure errors apart from SCHEDULE_INVALID', () => {
    expect(parseScheduleEntry(entry('2026-05-01T09:00', '2026-05-01T17:00')).ok).toBe(true);
    expect(parseScheduleEntry(entry('2026-02-30T09:00', '2026-03-01T17:00'))).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(parseScheduleEntry(entry('2026-05-01 09:00', '2026-05-01T17:00'))).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(parseScheduleEntry({ ...entry('2026-05-01T09:00', '2026-05-01T17:00', { interval: 0 }) })).toMatchObject({
      ok: false,
      code: 'VALIDATION',
    });
    expect(parseScheduleEntry(entry('2026-05-01T09:00', '2026-05-01T08:00'))).toEqual({ ok: false, code: 'SCHEDULE_INVALID' });
    expect(parseScheduleEntry({ start: '2026-05-01T09:00' })).toMatchObject({ ok: false, code: 'VALIDATION' });
  });
});

describe('RFC 5545 recurrence examples (3.8.5.3), America/New_York', () => {
  it('daily for 10 occurrences', () => {
    const e = entry('1997-09-02T09:00', '1997-09-02T10:00', { frequency: 'daily', ends: { type: 'after', count: 10 } });
    expect(wallStarts(e, NY, '1997-09-01T00:00Z', '1998-01-01T00:00Z')).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((d) => `1997-09-${String(d).padStart(2, '0')} 09:00`),
    );
    expect(recurrenceText(e)).toContain('RRULE:FREQ=DAILY;INTERVAL=1;WKST=MO;COUNT=10');
  });

  it('daily until December 24, 1997 keeps 9:00 across the end of DST', () => {
    const e = entry('1997-09-02T09:00', '1997-09-02T10:00', { frequency: 'daily', ends: { type: 'on', date: '1997-12-23' } });
    const s = starts(e, NY, '1997-09-01T00:00Z', '1998-02-01T00:00Z');
    expect(s).toHaveLength(113);
    expect(s[0]).toBe('1997-09-02T13:00:00.000Z'); // 9:00 EDT
    expect(s.at(-1)).toBe('1997-12-23T14:00:00.000Z'); // 9:00 EST
    expect(s).toContain('1997-10-26T14:00:00.000Z'); // first day of EST
    expect(s).toContain('1997-10-25T13:00:00.000Z');
  });

  it('every other day, forever', () => {
    const e = entry('1997-09-02T09:00', '1997-09-02T10:00', { frequency: 'daily', interval: 2 });
    expect(wallStarts(e, NY, '1997-09-01T00:00Z', '1997-09-12T00:00Z')).toEqual([
      '1997-09-02 09:00',
      '1997-09-04 09:00',
      '1997-09-06 09:00',
      '1997-09-08 09:00',
      '1997-09-10 09:00',
    ]);
    // far in the future it still keeps the parity
    expect(wallStarts(e, NY, '2030-01-01T00:00Z', '2030-01-05T00:00Z')).toEqual(['2030-01-02 09:00', '2030-01-04 09:00']);
  });

  it('every 10 days, 5 occurrences', () => {
    const e = entry('1997-09-02T09:00', '1997-09-02T10:00', { frequency: 'daily', interval: 10, ends: { type: 'after', count: 5 } });
    expect(wallStarts(e, NY, '1997-09-01T00:00Z', '1998-01-01T00:00Z')).toEqual([
      '1997-09-02 09:00',
      '1997-09-12 09:00',
      '1997-09-22 09:00',
      '1997-10-02 09:00',
      '1997-10-12 09:00',
    ]);
  });

  it('weekly for 10 occurrences', () => {
    const e = entry('1997-09-02T09:00', '1997-09-02T10:00', { frequency: 'weekly', ends: { type: 'after', count: 10 } });
    const s = wallStarts(e, NY, '1997-09-01T00:00Z', '1998-01-01T00:00Z');
    expect(s).toEqual([
      '1997-09-02 09:00',
      '1997-09-09 09:00',
      '1997-09-16 09:00',
      '1997-09-23 09:00',
      '1997-09-30 09:00',
      '1997-10-07 09:00',
      '1997-10-14 09:00',
      '1997-10-21 09:00',
      '1997-10-28 09:00',
      '1997-11-04 09:00',
    ]);
  });

  it('weekly on Tuesday and Thursday for five weeks (until)', () => {
    const e = entry('1997-09-02T09:00', '1997-09-02T10:00', {
      frequency: 'weekly',
      daysOfWeek: ['TU', 'TH'],
      ends: { type: 'on', date: '1997-10-06' },
    });
    expect(wallStarts(e, NY, '1997-09-01T00:00Z', '1998-01-01T00:00Z').map((s) => s.slice(5, 10))).toEqual([
      '09-02',
      '09-04',
      '09-09',
      '09-11',
      '09-16',
      '09-18',
      '09-23',
      '09-25',
      '09-30',
      '10-02',
    ]);
  });

  it('every other week on Tuesday and Thursday, for 8 occurrences', () => {
    const e = entry('1997-09-02T09:00', '1997-09-02T10:00', {
      frequency: 'weekly',
      interval: 2,
      daysOfWeek: ['TU', 'TH'],
      ends: { type: 'after', count: 8 },
    });
    expect(wallStarts(e, NY, '1997-09-01T00:00Z', '1998-01-01T00:00Z').map((s) => s.slice(5, 10))).toEqual([
      '09-02',
      '09-04',
      '09-16',
      '09-18',
      '09-30',
      '10-02',
      '10-14',
      '10-16',
    ]);
  });

  it('weekly with days: the start counts only when it is one of the days', () => {
    // 2026-05-06 is a Wednesday
    const e = entry('2026-05-06T08:00', '2026-05-06T09:00', { frequency: 'weekly', daysOfWeek: ['MO', 'FR'] });
    expect(wallStarts(e, NY, '2026-05-01T00:00Z', '2026-05-19T00:00Z').map((s) => s.slice(5, 10))).toEqual([
      '05-08',
      '05-11',
      '05-15',
      '05-18',
    ]);
  });

  it('monthly on the start day for 10 occurrences', () => {
    const e = entry('1997-09-02T09:00', '1997-09-02T10:00', { frequency: 'monthly', ends: { type: 'after', count: 10 } });
    expect(wallStarts(e, NY, '1997-09-01T00:00Z', '1999-01-01T00:00Z').map((s) => s.slice(0, 10))).toEqual([
      '1997-09-02',
      '1997-10-02',
      '1997-11-02',
      '1997-12-02',
      '1998-01-02',
      '1998-02-02',
      '1998-03-02',
      '1998-04-02',
      '1998-05-02',
      '1998-06-02',
    ]);
  });

  it('monthly on the 31st skips months without one (RFC 5545 invalid dates are ignored)', () => {
    const e = entry('2026-01-31T12:00', '2026-01-31T13:00', { frequency: 'monthly', ends: { type: 'after', count: 5 } });
    expect(wallStarts(e, STO, '2026-01-01T00:00Z', '2027-01-01T00:00Z').map((s) => s.slice(0, 10))).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
    ]);
  });

  it('every 18 months (interval)', () => {
    const e = entry('1997-09-10T09:00', '1997-09-10T10:00', { frequency: 'monthly', interval: 18, ends: { type: 'after', count: 3 } });
    expect(wallStarts(e, NY, '1997-01-01T00:00Z', '2002-01-01T00:00Z').map((s) => s.slice(0, 10))).toEqual([
      '1997-09-10',
      '1999-03-10',
      '2000-09-10',
    ]);
  });

  it('yearly, every other year, and Feb 29 only in leap years', () => {
    const e = entry('1997-06-10T09:00', '1997-06-10T10:00', { frequency: 'yearly', interval: 2 });
    expect(wallStarts(e, NY, '1997-01-01T00:00Z', '2004-01-01T00:00Z').map((s) => s.slice(0, 10))).toEqual([
      '1997-06-10',
      '1999-06-10',
      '2001-06-10',
      '2003-06-10',
    ]);
    const leap = entry('2024-02-29T09:00', '2024-02-29T10:00', { frequency: 'yearly' });
    expect(wallStarts(leap, STO, '2024-01-01T00:00Z', '2033-01-01T00:00Z').map((s) => s.slice(0, 10))).toEqual([
      '2024-02-29',
      '2028-02-29',
      '2032-02-29',
    ]);
  });

  it('ends on a date includes that date; ends after N counts occurrences', () => {
    const on = entry('2026-05-01T09:00', '2026-05-01T10:00', { frequency: 'daily', ends: { type: 'on', date: '2026-05-03' } });
    expect(wallStarts(on, STO, '2026-04-01T00:00Z', '2026-06-01T00:00Z')).toEqual([
      '2026-05-01 09:00',
      '2026-05-02 09:00',
      '2026-05-03 09:00',
    ]);
    const after = entry('2026-05-01T09:00', '2026-05-01T10:00', { frequency: 'weekly', ends: { type: 'after', count: 2 } });
    expect(wallStarts(after, STO, '2026-04-01T00:00Z', '2026-08-01T00:00Z')).toEqual(['2026-05-01 09:00', '2026-05-08 09:00']);
  });

  it('a one-off entry occurs once', () => {
    const e = entry('2026-05-01T09:00', '2026-05-01T17:30');
    expect(entryOccurrences(e, STO, new Date('2026-01-01T00:00Z'), new Date('2027-01-01T00:00Z'))).toEqual([
      { start: new Date('2026-05-01T07:00Z'), end: new Date('2026-05-01T15:30Z') },
    ]);
  });

  it('finds an occurrence that started before the window and is still running', () => {
    const e = entry('2026-05-01T22:00', '2026-05-02T06:00', { frequency: 'daily' });
    expect(entryOccurrences(e, STO, new Date('2026-05-10T02:00Z'), new Date('2026-05-10T03:00Z'))).toEqual([
      { start: new Date('2026-05-09T20:00Z'), end: new Date('2026-05-10T04:00Z') },
    ]);
  });
});

describe('all-day entries', () => {
  it('run from the start date midnight to the midnight after the end date, in the zone', () => {
    const e = entry('2026-05-04T00:00', '2026-05-05T00:00', {}, true);
    expect(entryOccurrences(e, STO, new Date('2026-05-01T00:00Z'), new Date('2026-06-01T00:00Z'))).toEqual([
      { start: new Date('2026-05-03T22:00Z'), end: new Date('2026-05-05T22:00Z') },
    ]);
  });
  it('ignore the times given', () => {
    const e = entry('2026-05-04T13:37', '2026-05-04T08:00', {}, true);
    expect(scheduleEntryError(e)).toBeNull();
    expect(entryOccurrences(e, NY, new Date('2026-05-01T00:00Z'), new Date('2026-06-01T00:00Z'))).toEqual([
      { start: new Date('2026-05-04T04:00Z'), end: new Date('2026-05-05T04:00Z') },
    ]);
  });
  it('a day with a DST change is 23 or 25 hours long', () => {
    const e = entry('2026-03-29T00:00', '2026-03-29T00:00', { frequency: 'yearly' }, true);
    const [march] = entryOccurrences(e, STO, new Date('2026-03-01T00:00Z'), new Date('2026-04-01T00:00Z'));
    expect(march).toEqual({ start: new Date('2026-03-28T23:00Z'), end: new Date('2026-03-29T22:00Z') });
    const oct = entry('2026-10-25T00:00', '2026-10-25T00:00', { frequency: 'weekly', daysOfWeek: ['SU'] }, true);
    const [o1, o2] = entryOccurrences(oct, STO, new Date('2026-10-20T00:00Z'), new Date('2026-11-02T00:00Z'));
    expect(o1).toEqual({ start: new Date('2026-10-24T22:00Z'), end: new Date('2026-10-25T23:00Z') });
    expect(o2).toEqual({ start: new Date('2026-10-31T23:00Z'), end: new Date('2026-11-01T23:00Z') });
  });
});

describe('DST: occurrences keep their wall-clock time', () => {
  it('Europe/Stockholm in March and October', () => {
    const e = entry('2026-03-27T09:00', '2026-03-27T10:00', { frequency: 'daily' });
    expect(starts(e, STO, '2026-03-27T00:00Z', '2026-03-31T00:00Z')).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    expect(starts(e, STO, '2026-10-24T00:00Z', '2026-10-27T00:00Z')).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
    ]);
  });

  it('America/New_York in March and November', () => {
    const e = entry('2026-03-06T09:00', '2026-03-06T17:00', { frequency: 'weekly', daysOfWeek: ['FR', 'MO'] });
    expect(entryOccurrences(e, NY, new Date('2026-03-06T00:00Z'), new Date('2026-03-10T00:00Z'))).toEqual([
      { start: new Date('2026-03-06T14:00Z'), end: new Date('2026-03-06T22:00Z') },
      { start: new Date('2026-03-09T13:00Z'), end: new Date('2026-03-09T21:00Z') },
    ]);
    expect(starts(e, NY, '2026-10-30T00:00Z', '2026-11-03T00:00Z')).toEqual(['2026-10-30T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
  });

  it('a time in the spring-forward gap uses the offset before the gap; an entry across it is shorter', () => {
    const e = entry('2026-03-27T01:30', '2026-03-27T03:00', { frequency: 'daily' });
    const o = entryOccurrences(e, STO, new Date('2026-03-29T00:00Z'), new Date('2026-03-29T06:00Z'));
    expect(o).toEqual([{ start: new Date('2026-03-29T00:30Z'), end: new Date('2026-03-29T01:00Z') }]);
    expect(fromWall(STO, Date.UTC(2026, 2, 29, 2, 30))).toBe(Date.parse('2026-03-29T01:30Z')); // 03:30 CEST
    expect(fromWall(NY, Date.UTC(2026, 2, 8, 2, 30))).toBe(Date.parse('2026-03-08T07:30Z')); // 03:30 EDT
  });

  it('a time in the autumn fold is its first occurrence; an entry across it is longer', () => {
    expect(fromWall(STO, Date.UTC(2026, 9, 25, 2, 30))).toBe(Date.parse('2026-10-25T00:30Z')); // 02:30 CEST
    expect(fromWall(NY, Date.UTC(2026, 10, 1, 1, 30))).toBe(Date.parse('2026-11-01T05:30Z')); // 01:30 EDT
    const e = entry('2026-10-24T00:00', '2026-10-24T04:00', { frequency: 'daily' });
    const o = entryOccurrences(e, STO, new Date('2026-10-24T22:00Z'), new Date('2026-10-25T06:00Z'));
    expect(o).toEqual([{ start: new Date('2026-10-24T22:00Z'), end: new Date('2026-10-25T03:00Z') }]);
  });

  it('round-trips wall times outside transitions, in several zones', () => {
    for (const tz of [STO, NY, 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'UTC']) {
      for (let t = Date.parse('2026-01-01T00:00Z'); t < Date.parse('2027-01-01T00:00Z'); t += 13 * 3_600_000 + 60_000) {
        const wall = toWall(tz, t);
        expect(fromWall(tz, wall) <= t).toBe(true); // equal, or the earlier instant of a fold
        expect(toWall(tz, fromWall(tz, wall))).toBe(wall);
      }
    }
  });

  it('an unknown zone is evaluated as UTC', () => {
    const e = entry('2026-05-01T09:00', '2026-05-01T10:00');
    expect(starts(e, 'Mars/Olympus', '2026-05-01T00:00Z', '2026-05-02T00:00Z')).toEqual(['2026-05-01T09:00:00.000Z']);
  });
});
