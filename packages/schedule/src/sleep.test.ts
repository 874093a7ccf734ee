import { describe, expect, it } from 'vitest';
import {
  asleepAt,
  asleepSpans,
  cutBySleep,
  effectiveSleepHours,
  nextSleepChange,
  type SleepHours,
  sleepHours,
  sleepHoursError,
} from './sleep.ts';

const STO = 'Europe/Stockholm';
const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const nights: SleepHours = { rules: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR'], from: '22:00', until: '06:00' }], exceptions: [] };
const weekends: SleepHours = {
  rules: [
    { days: ['MO', 'TU', 'WE', 'TH', 'FR'], from: '22:00', until: '06:00' },
    { days: ['SA', 'SU'], from: '00:00', until: '00:00' },
  ],
  exceptions: [],
};

describe('sleep hours: weekly rules', () => {
  it('a rule crossing midnight sleeps the evening of its day and the morning after', () => {
    // 2026-03-04 is a Wednesday; Stockholm is UTC+1 in March.
    expect(asleepAt(nights, STO, at('2026-03-04T20:59:00Z'))).toBe(false); // 21:59
    expect(asleepAt(nights, STO, at('2026-03-04T21:00:00Z'))).toBe(true); // 22:00 inclusive
    expect(asleepAt(nights, STO, at('2026-03-05T04:59:00Z'))).toBe(true); // Thu 05:59
    expect(asleepAt(nights, STO, at('2026-03-05T05:00:00Z'))).toBe(false); // 06:00 exclusive
  });
  it('the morning after the last named day still sleeps; the evening of an unnamed day does not', () => {
    // Friday 22:00 → Saturday 06:00 sleeps, Sunday 22:00 does not (Sunday is not named).
    expect(asleepAt(nights, STO, at('2026-03-07T04:00:00Z'))).toBe(true); // Sat 05:00
    expect(asleepAt(nights, STO, at('2026-03-07T06:00:00Z'))).toBe(false); // Sat 07:00
    expect(asleepAt(nights, STO, at('2026-03-08T22:00:00Z'))).toBe(false); // Sun 23:00
    // …and Monday morning 05:00 is not the morning after a named evening.
    expect(asleepAt(nights, STO, at('2026-03-09T04:00:00Z'))).toBe(false);
  });
  it('from = until sleeps whole days (weekends)', () => {
    expect(asleepAt(weekends, STO, at('2026-03-07T12:00:00Z'))).toBe(true); // Saturday noon
    expect(asleepAt(weekends, STO, at('2026-03-08T22:59:00Z'))).toBe(true); // Sunday 23:59
    expect(asleepAt(weekends, STO, at('2026-03-08T23:00:00Z'))).toBe(false); // Monday 00:00
  });
  it('a rule within one day sleeps only between its times', () => {
    const lunch: SleepHours = { rules: [{ days: ['MO'], from: '12:00', until: '13:00' }], exceptions: [] };
    expect(asleepAt(lunch, 'UTC', at('2026-03-09T11:59:00Z'))).toBe(false);
    expect(asleepAt(lunch, 'UTC', at('2026-03-09T12:30:00Z'))).toBe(true);
    expect(asleepAt(lunch, 'UTC', at('2026-03-09T13:00:00Z'))).toBe(false);
  });
  it('no sleep hours, or empty ones, never sleep', () => {
    expect(asleepAt(null, STO, at('2026-03-07T12:00:00Z'))).toBe(false);
    expect(asleepAt({ rules: [], exceptions: [] }, STO, at('2026-03-07T12:00:00Z'))).toBe(false);
  });
});

describe('sleep hours: time zones and DST', () => {
  it('the same instant is asleep in one zone and awake in another', () => {
    const t = at('2026-03-04T23:30:00Z'); // Stockholm 00:30 Thu, New York 18:30 Wed
    expect(asleepAt(nights, STO, t)).toBe(true);
    expect(asleepAt(nights, NY, t)).toBe(false);
  });
  it('wall times hold across DST: 22:00 stays 22:00 local on both sides of the change', () => {
    // Stockholm springs forward on 2026-03-29 (UTC+1 → UTC+2).
    expect(asleepAt(nights, STO, at('2026-03-27T21:00:00Z'))).toBe(true); // Fri 22:00 CET
    expect(asleepAt(nights, STO, at('2026-03-30T20:00:00Z'))).toBe(true); // Mon 22:00 CEST
    expect(asleepAt(nights, STO, at('2026-03-30T19:59:00Z'))).toBe(false); // Mon 21:59 CEST
  });
  it('a night across the spring-forward gap ends at 06:00 summer time', () => {
    const daily: SleepHours = {
      rules: [{ days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], from: '01:00', until: '04:00' }],
      exceptions: [],
    };
    // 02:30 does not exist on 2026-03-29; the instant after 01:59 CET is 03:00 CEST: still asleep.
    expect(asleepAt(daily, STO, at('2026-03-29T01:00:00Z'))).toBe(true); // 03:00 CEST
    expect(asleepAt(daily, STO, at('2026-03-29T02:00:00Z'))).toBe(false); // 04:00 CEST
    expect(nextSleepChange(daily, STO, at('2026-03-29T00:30:00Z'))).toBe(at('2026-03-29T02:00:00Z'));
  });
  it('the autumn fold: the repeated hour sleeps both times', () => {
    const daily: SleepHours = { rules: [{ days: ['SU'], from: '02:00', until: '03:00' }], exceptions: [] };
    // 2026-10-25 02:00–03:00 happens twice in Stockholm (CEST then CET).
    expect(asleepAt(daily, STO, at('2026-10-25T00:30:00Z'))).toBe(true);
    expect(asleepAt(daily, STO, at('2026-10-25T01:30:00Z'))).toBe(true);
    expect(asleepAt(daily, STO, at('2026-10-25T02:00:00Z'))).toBe(false);
  });
});

describe('sleep hours: exceptions', () => {
  it('an awake date keeps the whole date on, a sleep date keeps it off', () => {
    const h: SleepHours = {
      rules: weekends.rules,
      exceptions: [
        { date: '2026-03-07', mode: 'awake' }, // an open Saturday
        { date: '2026-03-04', mode: 'sleep' }, // a closed Wednesday
      ],
    };
    expect(asleepAt(h, STO, at('2026-03-07T12:00:00Z'))).toBe(false);
    expect(asleepAt(h, STO, at('2026-03-08T12:00:00Z'))).toBe(true); // Sunday follows the rules
    expect(asleepAt(h, STO, at('2026-03-04T11:00:00Z'))).toBe(true);
    // The date is the screen's date: Wednesday 23:30 in New York is Thursday in Stockholm.
    const dated: SleepHours = { rules: [], exceptions: [{ date: '2026-03-04', mode: 'sleep' }] };
    expect(asleepAt(dated, NY, at('2026-03-05T04:30:00Z'))).toBe(true);
    expect(asleepAt(dated, STO, at('2026-03-05T04:30:00Z'))).toBe(false);
  });
  it('only dated sleep, no rules, still sleeps that date', () => {
    const h: SleepHours = { rules: [], exceptions: [{ date: '2026-12-25', mode: 'sleep' }] };
    expect(asleepAt(h, 'UTC', at('2026-12-25T10:00:00Z'))).toBe(true);
    expect(asleepAt(h, 'UTC', at('2026-12-26T10:00:00Z'))).toBe(false);
  });
});

describe('sleep hours: next change, precedence, validation', () => {
  it('the next change is the next rule edge where the answer flips', () => {
    expect(nextSleepChange(nights, STO, at('2026-03-04T12:00:00Z'))).toBe(at('2026-03-04T21:00:00Z'));
    expect(nextSleepChange(nights, STO, at('2026-03-04T21:00:00Z'))).toBe(at('2026-03-05T05:00:00Z'));
    // Friday night runs into Saturday 06:00 then stays awake until Monday 22:00.
    expect(nextSleepChange(nights, STO, at('2026-03-07T05:00:00Z'))).toBe(at('2026-03-09T21:00:00Z'));
    expect(nextSleepChange(null, STO, 0)).toBeNull();
  });
  it("a screen's own sleep hours win over its groups'; the nearest group wins over its ancestors", () => {
    const own: SleepHours = { rules: [], exceptions: [] };
    expect(effectiveSleepHours(own, [{ sleepHours: nights }])).toBe(own);
    expect(effectiveSleepHours(null, [{ sleepHours: null }, { sleepHours: nights }, { sleepHours: weekends }])).toBe(nights);
    expect(effectiveSleepHours(undefined, [])).toBeNull();
  });
  it('refuses bad shapes with their codes', () => {
    const issue = (v: unknown) => {
      const r = sleepHours.safeParse(v);
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(issue({ rules: [{ days: [], from: '22:00', until: '06:00' }] })).toBe('SLEEP_DAYS_REQUIRED');
    expect(issue({ rules: [{ days: ['MO'], from: '24:00', until: '06:00' }] })).toBe('SLEEP_TIME_INVALID');
    expect(issue({ rules: [{ days: ['MO'], from: '7:00', until: '06:00' }] })).toBe('SLEEP_TIME_INVALID');
    expect(issue({ rules: [], exceptions: [{ date: '2026-02-30', mode: 'sleep' }] })).toBe('SLEEP_DATE_INVALID');
    expect(issue({ rules: [], exceptions: [] })).toBeNull();
    const twice: SleepHours = {
      rules: [],
      exceptions: [
        { date: '2026-12-24', mode: 'awake' },
        { date: '2026-12-24', mode: 'sleep' },
      ],
    };
    expect(sleepHoursError(twice)).toEqual({ path: 'exceptions.1.date', code: 'SLEEP_DUPLICATE_DATE' });
  });
});

describe('sleep hours: timeline stretches', () => {
  it('lists the asleep stretches of a range and cuts spans around them (alerts are never cut)', () => {
    const from = at('2026-03-04T12:00:00Z'); // Wed 13:00 Stockholm
    const to = at('2026-03-06T12:00:00Z'); // Fri 13:00
    expect(asleepSpans(nights, STO, from, to)).toEqual([
      { start: at('2026-03-04T21:00:00Z'), end: at('2026-03-05T05:00:00Z') },
      { start: at('2026-03-05T21:00:00Z'), end: at('2026-03-06T05:00:00Z') },
    ]);
    type S = { start: string; end: string; source: { kind: string }; playlistId: number | null };
    const iso = (t: number) => new Date(t).toISOString();
    const spans: S[] = [
      { start: iso(from), end: iso(at('2026-03-05T12:00:00Z')), source: { kind: 'devicePlayNow' }, playlistId: 7 },
      { start: iso(at('2026-03-05T12:00:00Z')), end: iso(to), source: { kind: 'alert' }, playlistId: 9 },
    ];
    const cut = cutBySleep(spans, asleepSpans(nights, STO, from, to), (a, b) => ({
      start: a,
      end: b,
      source: { kind: 'sleep' },
      playlistId: null,
    }));
    expect(cut.map((s) => [s.source.kind, s.start, s.end])).toEqual([
      ['devicePlayNow', iso(from), '2026-03-04T21:00:00.000Z'],
      ['sleep', '2026-03-04T21:00:00.000Z', '2026-03-05T05:00:00.000Z'],
      ['devicePlayNow', '2026-03-05T05:00:00.000Z', '2026-03-05T12:00:00.000Z'],
      ['alert', '2026-03-05T12:00:00.000Z', iso(to)],
    ]);
    expect(cutBySleep(spans, [], () => spans[0] as S)).toBe(spans);
  });
});
