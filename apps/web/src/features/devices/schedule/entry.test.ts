import { parseScheduleEntry } from '@signage/schedule';
import { describe, expect, it } from 'vitest';
import { entryFromForm, formFromEntry, newEntryForm, weekdayOf } from './entry.ts';

const messages = { required: 'req', invalidRange: 'range', interval: 'interval', days: 'days', endsOn: 'endsOn', endsAfter: 'endsAfter' };

describe('schedule entry form', () => {
  it('refuses an end before the start and an equal start and end (spec part 5)', () => {
    const form = { ...newEntryForm({ date: '2026-11-23', time: '10:00' }, 7), endTime: '09:00' };
    expect(entryFromForm(form, messages).errors.range).toBe('range');
    expect(entryFromForm({ ...form, endTime: '10:00' }, messages).errors.range).toBe('range');
    expect(entryFromForm({ ...form, endDate: '2026-11-24' }, messages).entry).not.toBeNull();
  });

  it('requires a playlist unless told otherwise', () => {
    const form = newEntryForm({ date: '2026-11-23', time: '10:00' });
    expect(entryFromForm(form, messages).errors.playlistId).toBe('req');
    expect(entryFromForm(form, messages, { requirePlaylist: false }).errors.playlistId).toBeUndefined();
  });

  it('builds a weekly entry the resolver accepts, and reads it back', () => {
    const form = {
      ...newEntryForm({ date: '2026-11-23', time: '10:00' }, 7),
      repeat: 'custom' as const,
      frequency: 'weekly' as const,
      interval: '2',
      daysOfWeek: ['SA' as const, 'MO' as const],
      ends: 'after' as const,
      endsAfter: '5',
    };
    const { entry } = entryFromForm(form, messages);
    expect(entry).toEqual({
      playlistId: 7,
      start: '2026-11-23T10:00',
      end: '2026-11-23T11:00',
      allDay: false,
      repeat: { frequency: 'weekly', interval: 2, daysOfWeek: ['MO', 'SA'], ends: { type: 'after', count: 5 } },
    });
    expect(parseScheduleEntry(entry).ok).toBe(true);
    expect(formFromEntry(entry as NonNullable<typeof entry>)).toMatchObject({
      repeat: 'custom',
      interval: '2',
      ends: 'after',
      endsAfter: '5',
    });
  });

  it('all day: whole days, the end date inclusive (one day is valid)', () => {
    const form = { ...newEntryForm({ date: '2026-12-24' }, 3), allDay: true };
    const { entry } = entryFromForm(form, messages);
    expect(entry).toMatchObject({ start: '2026-12-24T00:00', end: '2026-12-24T00:00', allDay: true });
    expect(parseScheduleEntry(entry).ok).toBe(true);
    expect(entryFromForm({ ...form, endDate: '2026-12-23' }, messages).errors.range).toBe('range');
    expect(formFromEntry(entry as NonNullable<typeof entry>).endDate).toBe('2026-12-24');
  });

  it('checks the repeat: interval 1..999, a weekday for weekly, an end date not before the start, a count of at least 1', () => {
    const base = { ...newEntryForm({ date: '2026-11-23', time: '10:00' }, 7), repeat: 'custom' as const };
    expect(entryFromForm({ ...base, interval: '0' }, messages).errors.interval).toBe('interval');
    expect(entryFromForm({ ...base, frequency: 'weekly', daysOfWeek: [] }, messages).errors.daysOfWeek).toBe('days');
    expect(entryFromForm({ ...base, ends: 'on', endsOn: '2026-11-22' }, messages).errors.endsOn).toBe('endsOn');
    expect(entryFromForm({ ...base, ends: 'after', endsAfter: '0' }, messages).errors.endsAfter).toBe('endsAfter');
    const monthly = entryFromForm({ ...base, frequency: 'monthly', ends: 'on', endsOn: '2027-06-30' }, messages).entry;
    expect(monthly?.repeat).toEqual({ frequency: 'monthly', interval: 1, daysOfWeek: [], ends: { type: 'on', date: '2027-06-30' } });
  });

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe('MO');
    expect(weekdayOf('2026-11-29')).toBe('SU');
  });
});
