import { type ScheduleEntryValue, WEEKDAYS } from './entry.ts';

type TFn = (key: string, options?: Record<string, unknown>) => string;

function wallDate(text: string): Date {
  const [d = '', time = '00:00'] = text.split('T');
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, day, h, min);
}

/** One line that says when an entry plays ("Mon 23 Nov, 09:00 – 10:00 · every 2 weeks on Mon, Wed · until …"). */
export function describeEntry(entry: ScheduleEntryValue, t: TFn, locale: string): string {
  const date = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const start = wallDate(entry.start);
  const end = wallDate(entry.end);
  const sameDay = entry.start.slice(0, 10) === entry.end.slice(0, 10);
  let when: string;
  if (entry.allDay) {
    when = sameDay
      ? `${date.format(start)} · ${t('devices.schedule.allDay')}`
      : `${date.format(start)} – ${date.format(end)} · ${t('devices.schedule.allDay')}`;
  } else {
    when = sameDay
      ? `${date.format(start)}, ${time.format(start)} – ${time.format(end)}`
      : `${date.format(start)}, ${time.format(start)} – ${date.format(end)}, ${time.format(end)}`;
  }
  const r = entry.repeat;
  if (r.frequency === 'none') return `${when} · ${t('devices.schedule.once')}`;
  const parts = [when, t(`devices.schedule.everyUnit.${r.frequency}`, { count: r.interval })];
  if (r.frequency === 'weekly' && r.daysOfWeek.length) {
    const day = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    parts.push(r.daysOfWeek.map((d) => day.format(new Date(2024, 0, 1 + WEEKDAYS.indexOf(d)))).join(', '));
  }
  if (r.ends.type === 'on') parts.push(t('devices.schedule.until', { date: date.format(wallDate(`${r.ends.date}T00:00`)) }));
  if (r.ends.type === 'after') parts.push(t('devices.schedule.times', { count: r.ends.count }));
  return parts.join(' · ');
}
