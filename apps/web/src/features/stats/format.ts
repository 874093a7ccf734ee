import type { Locale, StatsMetric } from '@signage/shared';
import { formatBytes } from '../media/format.ts';

/** How a metric's values are written: counts, durations (whole seconds), a share 0–1, bytes. */
export type MetricKind = 'count' | 'duration' | 'share' | 'bytes';

export const METRIC_KINDS: Record<StatsMetric, MetricKind> = {
  onlineSeconds: 'duration',
  onlineShare: 'share',
  plays: 'count',
  playSeconds: 'duration',
  screens: 'count',
  created: 'count',
  published: 'count',
  signIns: 'count',
  people: 'count',
  bytes: 'bytes',
  items: 'count',
};

export function metricKind(metric: string): MetricKind {
  return METRIC_KINDS[metric as StatsMetric] ?? 'count';
}

export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
}

/**
 * A duration in hours and minutes: "45 s" under a minute, "12 min", "3 h 5 min", "1,234 h" (the
 * abbreviations h and min read the same in en, es, fr and sv; the numbers follow the locale).
 */
export function formatDuration(seconds: number, locale: Locale): string {
  const total = Math.max(0, Math.round(seconds));
  const num = (n: number) => formatCount(n, locale);
  if (total < 60) return `${num(total)}\u00a0s`;
  const minutes = Math.round(total / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${num(m)}\u00a0min`;
  return m === 0 ? `${num(h)}\u00a0h` : `${num(h)}\u00a0h ${num(m)}\u00a0min`;
}

/** A share 0–1 as a percentage; a share above zero never reads as 0 % ("< 0.1 %"). */
export function formatShare(share: number, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const v = Math.min(1, Math.max(0, share));
  return v > 0 && v < 0.0005 ? `< ${format.format(0.001)}` : format.format(v);
}

/** A metric's value in the reader's language. */
export function formatMetric(metric: string, value: number | undefined, locale: Locale): string {
  const v = value ?? 0;
  switch (metricKind(metric)) {
    case 'duration':
      return formatDuration(v, locale);
    case 'share':
      return formatShare(v, locale);
    case 'bytes':
      return formatBytes(v, locale);
    default:
      return formatCount(v, locale);
  }
}

/** A chart's value axis: durations in hours (a bar of 3,600 s reads as 1 h), the rest as they are. */
export function chartValue(metric: string, value: number | undefined): number {
  const v = value ?? 0;
  const kind = metricKind(metric);
  if (kind === 'duration') return Math.round((v / 3600) * 100) / 100;
  if (kind === 'share') return Math.round(v * 1000) / 10;
  return v;
}

/** A series bucket as a short label: "26 Nov" for a day, "14:00" for an hour (in the organization's time zone). */
export function formatBucket(bucket: string, granularity: 'day' | 'hour', locale: Locale, timeZone: string): string {
  try {
    if (granularity === 'hour') {
      return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(bucket));
    }
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${bucket}T00:00:00Z`));
  } catch {
    return bucket;
  }
}

/** A calendar day (YYYY-MM-DD) written in full: "26 November 2026". */
export function formatDay(day: string, locale: Locale): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  } catch {
    return day;
  }
}

/** The time of the last refresh: "14:05:12". */
export function formatTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(at));
}

/** Moved to the API layer (every download uses it); kept here for the stats code that imports it. */
export { fileNameFrom } from '../../api/file-name.ts';
