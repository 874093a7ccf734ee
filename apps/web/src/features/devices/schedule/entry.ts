/**
 * The schedule entry of docs/screens.md (`@signage/schedule`'s `scheduleEntry`) and the form the
 * entry dialog edits. Wall times are the device's local time ('YYYY-MM-DDTHH:mm').
 */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Frequency = 'none' | (typeof FREQUENCIES)[number];

export type RepeatEnds = { type: 'never' } | { type: 'on'; date: string } | { type: 'after'; count: number };

export interface ScheduleEntryValue {
  playlistId: number;
  start: string;
  end: string;
  allDay: boolean;
  repeat: { frequency: Frequency; interval: number; daysOfWeek: Weekday[]; ends: RepeatEnds };
}

export interface EntryForm {
  playlistId: number | '';
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
  /** 'none' or a custom repeat (spec: repeat none or custom). */
  repeat: 'none' | 'custom';
  frequency: (typeof FREQUENCIES)[number];
  interval: string;
  daysOfWeek: Weekday[];
  ends: 'never' | 'on' | 'after';
  endsOn: string;
  endsAfter: string;
}

export type EntryErrors = Partial<Record<'playlistId' | 'range' | 'interval' | 'daysOfWeek' | 'endsOn' | 'endsAfter', string>>;

const pad = (n: number) => String(n).padStart(2, '0');
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return isoDate(new Date(y, m - 1, d + days));
}
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(y, m - 1, d).getDay() + 6) % 7] as Weekday;
}

/** A new entry starting at the next full hour (or the slot clicked in the calendar), one hour long. */
export function newEntryForm(start?: { date: string; time?: string; allDay?: boolean }, playlistId: number | '' = ''): EntryForm {
  const now = new Date();
  const date = start?.date ?? isoDate(now);
  const hour = start?.time ? Number(start.time.slice(0, 2)) : Math.min(now.getHours() + 1, 23);
  const startTime = start?.time ?? `${pad(hour)}:00`;
  const endHour = Math.min(hour + 1, 23);
  const endTime = endHour === hour ? '23:59' : `${pad(endHour)}:${startTime.slice(3, 5)}`;
  return {
    playlistId,
    startDate: date,
    startTime,
    endDate: date,
    endTime,
    allDay: start?.allDay ?? false,
    repeat: 'none',
    frequency: 'weekly',
    interval: '1',
    daysOfWeek: [weekdayOf(date)],
    ends: 'never',
    endsOn: addDays(date, 28),
    endsAfter: '10',
  };
}

/** The form of a stored entry (what the dialog edits). */
export function formFromEntry(entry: ScheduleEntryValue): EntryForm {
  const base = newEntryForm({ date: entry.start.slice(0, 10) }, entry.playlistId);
  const [startDate, startTime = '00:00'] = entry.start.split('T') as [string, string?];
  // All day: the end date is the last day (inclusive).
  const [endDate, endTime = '00:00'] = entry.end.split('T') as [string, string?];
  const r = entry.repeat;
  return {
    ...base,
    playlistId: entry.playlistId,
    startDate,
    startTime: startTime.slice(0, 5),
    endDate,
    endTime: endTime.slice(0, 5),
    allDay: entry.allDay,
    repeat: r.frequency === 'none' ? 'none' : 'custom',
    frequency: r.frequency === 'none' ? 'weekly' : r.frequency,
    interval: String(r.interval || 1),
    daysOfWeek: r.daysOfWeek.length ? r.daysOfWeek : [weekdayOf(startDate)],
    ends: r.ends.type,
    endsOn: r.ends.type === 'on' ? r.ends.date : base.endsOn,
    endsAfter: r.ends.type === 'after' ? String(r.ends.count) : base.endsAfter,
  };
}

/**
 * Checks the form (spec part 5: start and end must differ and start must precede end) and builds the
 * entry. `messages` gives the translated texts.
 */
export function entryFromForm(
  form: EntryForm,
  messages: { required: string; invalidRange: string; interval: string; days: string; endsOn: string; endsAfter: string },
  options: { requirePlaylist?: boolean } = {},
): { entry: ScheduleEntryValue | null; errors: EntryErrors } {
  const errors: EntryErrors = {};
  if (options.requirePlaylist !== false && form.playlistId === '') errors.playlistId = messages.required;
  const start = `${form.startDate}T${form.allDay ? '00:00' : form.startTime}`;
  // All day: whole days, the end date is the last day (inclusive, @signage/schedule).
  const end = `${form.endDate}T${form.allDay ? '00:00' : form.endTime}`;
  const wellFormed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
  const ordered = form.allDay ? form.startDate <= form.endDate : start < end;
  if (!wellFormed.test(start) || !wellFormed.test(end) || !ordered) errors.range = messages.invalidRange;
  const interval = Number(form.interval);
  const custom = form.repeat === 'custom';
  if (custom && !(Number.isInteger(interval) && interval >= 1 && interval <= 999)) errors.interval = messages.interval;
  if (custom && form.frequency === 'weekly' && form.daysOfWeek.length === 0) errors.daysOfWeek = messages.days;
  let ends: RepeatEnds = { type: 'never' };
  if (custom && form.ends === 'on') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.endsOn) || form.endsOn < form.startDate) errors.endsOn = messages.endsOn;
    else ends = { type: 'on', date: form.endsOn };
  }
  if (custom && form.ends === 'after') {
    const count = Number(form.endsAfter);
    if (!(Number.isInteger(count) && count >= 1 && count <= 9999)) errors.endsAfter = messages.endsAfter;
    else ends = { type: 'after', count };
  }
  if (Object.keys(errors).length) return { entry: null, errors };
  return {
    entry: {
      playlistId: form.playlistId === '' ? 0 : form.playlistId,
      start,
      end,
      allDay: form.allDay,
      repeat: custom
        ? {
            frequency: form.frequency,
            interval,
            daysOfWeek: form.frequency === 'weekly' ? WEEKDAYS.filter((d) => form.daysOfWeek.includes(d)) : [],
            ends,
          }
        : { frequency: 'none', interval: 1, daysOfWeek: [], ends: { type: 'never' } },
    },
    errors,
  };
}

/** Reads a stored entry defensively (the API answers entries as records). */
export function asEntry(value: Record<string, unknown>): ScheduleEntryValue | null {
  const v = value as Partial<ScheduleEntryValue>;
  if (typeof v.playlistId !== 'number' || typeof v.start !== 'string' || typeof v.end !== 'string') return null;
  const repeat = (v.repeat ?? {}) as Partial<ScheduleEntryValue['repeat']>;
  return {
    playlistId: v.playlistId,
    start: v.start,
    end: v.end,
    allDay: Boolean(v.allDay),
    repeat: {
      frequency: repeat.frequency ?? 'none',
      interval: repeat.interval ?? 1,
      daysOfWeek: repeat.daysOfWeek ?? [],
      ends: repeat.ends ?? { type: 'never' },
    },
  };
}
