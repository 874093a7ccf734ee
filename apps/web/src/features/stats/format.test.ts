import type { StatsUsageResponse } from '@signage/shared';
import { statsExportBody, statsUsageBody } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { chartModel } from './chart.ts';
import { exportBody, readFilters, usageBody } from './filters.ts';
import { fileNameFrom, formatBucket, formatDuration, formatMetric, formatShare } from './format.ts';

const nb = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('formatting usage figures', () => {
  it('writes durations in hours and minutes', () => {
    expect(nb(formatDuration(0, 'en'))).toBe('0 s');
    expect(nb(formatDuration(45, 'en'))).toBe('45 s');
    expect(nb(formatDuration(60, 'en'))).toBe('1 min');
    expect(nb(formatDuration(12 * 60 + 20, 'en'))).toBe('12 min');
    expect(nb(formatDuration(3 * 3600 + 5 * 60, 'en'))).toBe('3 h 5 min');
    expect(nb(formatDuration(7200, 'sv'))).toBe('2 h');
    expect(nb(formatDuration(3599, 'en'))).toBe('1 h');
    expect(nb(formatDuration(1234 * 3600, 'en'))).toBe('1,234 h');
    expect(nb(formatDuration(1234 * 3600, 'fr'))).toBe('1 234 h');
    expect(nb(formatDuration(-5, 'en'))).toBe('0 s');
  });

  it('writes counts, shares and bytes in the locale', () => {
    expect(formatMetric('plays', 12345, 'en')).toBe('12,345');
    expect(formatMetric('plays', 12345, 'es')).toBe('12.345');
    expect(nb(formatMetric('plays', 12345, 'sv'))).toBe('12 345');
    expect(formatShare(0.954, 'en')).toBe('95.4%');
    expect(formatShare(0.0001, 'en')).toBe('< 0.1%');
    expect(formatShare(0, 'en')).toBe('0%');
    expect(nb(formatMetric('onlineShare', 0.5, 'fr'))).toBe('50 %');
    expect(formatMetric('bytes', 2_500_000, 'en')).toBe('2.5 MB');
    expect(formatMetric('playSeconds', undefined, 'en')).toMatch(/^0/);
  });

  it('labels series buckets by day or by hour in the organization’s zone', () => {
    expect(formatBucket('2026-11-26', 'day', 'en', 'Europe/Stockholm')).toBe('Nov 26');
    expect(formatBucket('2026-11-26T13:00:00.000Z', 'hour', 'sv', 'Europe/Stockholm')).toBe('14:00');
  });

  it('takes a download’s name from Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="usage-2026-11-26.csv"', 'x.csv')).toBe('usage-2026-11-26.csv');
    expect(fileNameFrom('attachment; filename="a.pdf"; filename*=UTF-8\'\'anv%C3%A4ndning.pdf', 'x.pdf')).toBe('användning.pdf');
    expect(fileNameFrom('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(fileNameFrom(null, 'x.csv')).toBe('x.csv');
    expect(fileNameFrom('attachment', 'x.csv')).toBe('x.csv');
  });
});

describe('the chart', () => {
  const data: StatsUsageResponse = {
    type: 'onlineTime',
    timeZone: 'Europe/Stockholm',
    from: '2026-11-25',
    to: '2026-11-26',
    granularity: 'day',
    series: [
      { bucket: '2026-11-25', values: { onlineSeconds: 5400, onlineShare: 0.06 } },
      { bucket: '2026-11-26', values: { onlineSeconds: 0, onlineShare: 0 } },
    ],
    totals: { onlineSeconds: 5400, onlineShare: 0.03 },
    rows: [],
    totalCount: 0,
    page: 1,
    pageSize: 10,
  };

  it('charts short durations in minutes and reads the same points in words', () => {
    const model = chartModel('onlineTime', data, 'en');
    expect(model.unit).toBe('min');
    expect(model.data).toEqual([
      { name: 'Nov 25', onlineSeconds: 90 },
      { name: 'Nov 26', onlineSeconds: 0 },
    ]);
    expect(model.points.map((p) => nb(p.values.onlineSeconds ?? ''))).toEqual(['1 h 30 min', '0 s']);
  });

  it('charts durations of two hours or more in hours', () => {
    const long = { ...data, series: [{ bucket: '2026-11-25', values: { onlineSeconds: 9000, onlineShare: 0.1 } }] };
    const model = chartModel('onlineTime', long, 'en');
    expect(model.unit).toBe('h');
    expect(model.data).toEqual([{ name: 'Nov 25', onlineSeconds: 2.5 }]);
  });

  it('charts storage by kind (its rows), in megabytes', () => {
    const model = chartModel(
      'storage',
      {
        ...data,
        type: 'storage',
        series: [],
        rows: [{ key: 'image', label: 'Images', detail: null, link: null, values: { bytes: 3_000_000, items: 2 } }],
      },
      'en',
    );
    expect(model.data).toEqual([{ name: 'Images', bytes: 3 }]);
  });
});

describe('bodies against the shared contract', () => {
  it('every body the page sends passes the server’s schema', () => {
    const f = readFilters(
      new URLSearchParams('types=onlineTime,storage&range=custom&from=2026-11-01&to=2026-11-26&groups=-1,2&screens=abc'),
    );
    for (const type of f.types) expect(statsUsageBody.safeParse({ sessionKey: 'k', ...usageBody(f, type, 100) }).success).toBe(true);
    expect(statsExportBody.safeParse({ sessionKey: 'k', ...exportBody(f, 'csv') }).success).toBe(true);
  });
});
