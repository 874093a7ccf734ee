import type { Locale, StatsType, StatsUsageResponse } from '@signage/shared';
import { chartValue, formatBucket, formatMetric, metricKind } from './format.ts';

/** What a type's chart shows: the figures people compare over time (plays, time online…), not every metric. */
export const CHART_METRICS: Record<StatsType, readonly string[]> = {
  onlineTime: ['onlineSeconds'],
  playlistPlays: ['plays'],
  slidePlays: ['plays'],
  mediaPlays: ['plays'],
  screenPlays: ['plays'],
  groupPlays: ['plays'],
  content: ['created', 'published'],
  signIns: ['signIns'],
  storage: ['bytes'],
};

/** Storage is a picture of now: its chart compares the kinds (the rows), the others follow the days. */
export const chartsRows = (type: StatsType) => type === 'storage';

export interface ChartModel {
  /** Points for the chart (values in chart units: hours or minutes, percent, megabytes, plain numbers). */
  data: Array<{ name: string } & Record<string, number | string>>;
  /** The same points in words, for the accessible name and the table. */
  points: Array<{ name: string; values: Record<string, string> }>;
  unit: '' | 'h' | 'min' | '%' | 'MB';
}

/** Durations are charted in hours, or in minutes while the largest is under two hours (0.02 h reads badly). */
function unitFor(type: StatsType, values: number[]): ChartModel['unit'] {
  const kinds = new Set(CHART_METRICS[type].map(metricKind));
  if (kinds.has('duration')) return Math.max(0, ...values) < 7200 ? 'min' : 'h';
  if (kinds.has('share')) return '%';
  if (kinds.has('bytes')) return 'MB';
  return '';
}

function inUnit(unit: ChartModel['unit'], metric: string, value: number | undefined): number {
  const v = value ?? 0;
  if (unit === 'min' && metricKind(metric) === 'duration') return Math.round(v / 60);
  if (unit === 'MB') return Math.round((v / 1_000_000) * 10) / 10;
  return chartValue(metric, v);
}

export function chartModel(type: StatsType, data: StatsUsageResponse, locale: Locale): ChartModel {
  const metrics = CHART_METRICS[type];
  const source = chartsRows(type)
    ? data.rows.map((r) => ({ name: r.label, values: r.values }))
    : data.series.map((s) => ({ name: formatBucket(s.bucket, data.granularity, locale, data.timeZone), values: s.values }));
  const unit = unitFor(
    type,
    source.flatMap((p) => metrics.map((m) => p.values[m] ?? 0)),
  );
  return {
    data: source.map((p) => {
      const point: { name: string } & Record<string, number | string> = { name: p.name };
      for (const m of metrics) point[m] = inUnit(unit, m, p.values[m]);
      return point;
    }),
    points: source.map((p) => ({
      name: p.name,
      values: Object.fromEntries(metrics.map((m) => [m, formatMetric(m, p.values[m], locale)])),
    })),
    unit,
  };
}
