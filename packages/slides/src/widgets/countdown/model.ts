import { z } from 'zod';
import { defineWidgetModel, widgetCommonProps } from '../contract.ts';

/** A local date-time "YYYY-MM-DDTHH:mm" (the screen's own time zone). */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'COUNTDOWN_TARGET_REQUIRED');

/** A countdown to a moment (beyond the spec, docs/widgets.md): days, hours, minutes (and seconds) left. */
export const countdownPropsSchema = z.object({
  ...widgetCommonProps,
  /** Counted in the screen's own time zone, so "New Year at midnight" is midnight everywhere. */
  target: localDateTime.default('2027-01-01T00:00'),
  title: z.string().max(120).default(''),
  finishedText: z.string().max(120).default(''),
  showSeconds: z.boolean().default(false),
});
export type CountdownProps = z.output<typeof countdownPropsSchema>;

export const countdownModel = defineWidgetModel<CountdownProps>({
  type: 'countdown',
  schema: countdownPropsSchema,
  size: { width: 1000, height: 360 },
});

/** Epoch ms of a local date-time in `timeZone` (undefined: the host's). */
export function zonedTime(local: string, timeZone: string | undefined): number {
  const [date = '', time = '00:00'] = local.split('T');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const asUtc = Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  if (!timeZone) return new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0).getTime();
  // The zone's offset at that instant, found by formatting it there (twice, for DST edges).
  const offset = (at: number) => {
    const p = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(at));
    const g = (t: string) => Number(p.find((x) => x.type === t)?.value ?? 0);
    return Date.UTC(g('year'), g('month') - 1, g('day'), g('hour'), g('minute'), g('second')) - at;
  };
  const first = asUtc - offset(asUtc);
  return asUtc - offset(first);
}

/** What is left from `now` to the target: whole days, hours, minutes, seconds; null once it has come. */
export function remaining(now: number, target: number): { days: number; hours: number; minutes: number; seconds: number } | null {
  const left = Math.floor((target - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
