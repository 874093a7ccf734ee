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
  /** Points for the chart (values in chart units: hours, percent, plain numbers). */
  data: Array<{ name: string } & Record<string, number | string>>;
  /** The same points in words, for the accessible name and the table. */
  points: Array<{ name: string; values: Record<string, string> }>;
  unit: '' | 'h' | '%' | 'MB';
  /** Bytes are charted in megabytes. */
  scale: number;
}

export function chartModel(type: StatsType, data: StatsUsageResponse, locale: Locale): ChartModel {
  const metrics = CHART_METRICS[type];
  const kinds = new Set(metrics.map(metricKind));
  const unit = kinds.has('duration') ? 'h' : kinds.has('share') ? '%' : kinds.has('bytes') ? 'MB' : '';
  const scale = kinds.has('bytes') ? 1_000_000 : 1;
  const source = chartsRows(type)
    ? data.rows.map((r) => ({ name: r.label, values: r.values }))
    : data.series.map((s) => ({ name: formatBucket(s.bucket, data.granularity, locale, data.timeZone), values: s.values }));
  return {
    data: source.map((p) => {
      const point: { name: string } & Record<string, number | string> = { name: p.name };
      for (const m of metrics) point[m] = scale === 1 ? chartValue(m, p.values[m]) : Math.round(((p.values[m] ?? 0) / scale) * 10) / 10;
      return point;
    }),
    points: source.map((p) => ({
      name: p.name,
      values: Object.fromEntries(metrics.map((m) => [m, formatMetric(m, p.values[m], locale)])),
    })),
    unit,
    scale,
  };
}
