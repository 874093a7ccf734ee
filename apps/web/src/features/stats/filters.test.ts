import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  exportBody,
  isDay,
  rangeError,
  readFilters,
  refreshInterval,
  STATS_REFRESH_MS,
  type StatsFilters,
  todayIn,
  toggleType,
  usageBody,
  withFilters,
  writeFilters,
} from './filters.ts';

const base: StatsFilters = {
  types: ['playlistPlays'],
  range: { preset: 'last7' },
  deviceKeys: [],
  groupIds: [],
  playlistIds: [],
  organizationId: null,
  sortBy: {},
  page: {},
};

describe('usage stats filters in the address', () => {
  it('round-trips every filter through the query string', () => {
    const f: StatsFilters = {
      types: ['onlineTime', 'playlistPlays', 'storage'],
      range: { preset: 'custom', from: '2026-11-01', to: '2026-11-26' },
      deviceKeys: ['k1', 'k2'],
      groupIds: [3, -1],
      playlistIds: [7, 9],
      organizationId: 5,
      sortBy: { playlistPlays: 'playSeconds' },
      page: { playlistPlays: 2 },
    };
    const query = writeFilters(f);
    expect(query.get('types')).toBe('onlineTime,playlistPlays,storage');
    expect(readFilters(new URLSearchParams(query.toString()))).toEqual(f);
  });

  it('keeps the address short for the defaults, and a first visit shows playlist plays over the last 7 days', () => {
    expect(writeFilters(base).toString()).toBe('types=playlistPlays');
    expect(readFilters(new URLSearchParams())).toEqual(base);
  });

  it('drops what it does not know instead of failing: unknown types, bad days, foreign metrics, bad ids', () => {
    const f = readFilters(
      new URLSearchParams(
        'types=nope,signIns,signIns&range=custom&from=2026-02-30&to=2026-03-01&playlists=1,x,-3,1&groups=-1,0,4&org=abc&sort.signIns=plays&page.signIns=0',
      ),
    );
    expect(f.types).toEqual(['signIns']);
    expect(f.range).toEqual({ preset: 'last7' });
    expect(f.playlistIds).toEqual([1]);
    expect(f.groupIds).toEqual([-1, 4]);
    expect(f.organizationId).toBeNull();
    expect(f.sortBy).toEqual({});
    expect(f.page).toEqual({});
  });

  it('orders the types as the contract does, whatever the address says', () => {
    expect(readFilters(new URLSearchParams('types=storage,onlineTime')).types).toEqual(['onlineTime', 'storage']);
  });

  it('starts every table at its first page when the filters change', () => {
    const f = { ...base, page: { playlistPlays: 4 } };
    expect(withFilters(f, { playlistIds: [2] })).toMatchObject({ playlistIds: [2], page: {} });
  });
});

describe('at least one usage type (spec part 5)', () => {
  it('ticks and unticks types', () => {
    expect(toggleType(['playlistPlays'], 'onlineTime')).toEqual({ types: ['onlineTime', 'playlistPlays'], error: null });
    expect(toggleType(['onlineTime', 'playlistPlays'], 'onlineTime')).toEqual({ types: ['playlistPlays'], error: null });
  });

  it('refuses to untick the last one and says why', () => {
    expect(toggleType(['storage'], 'storage')).toEqual({ types: ['storage'], error: 'STATS_TYPE_REQUIRED' });
  });

  it('an address without types still shows one', () => {
    expect(readFilters(new URLSearchParams('types=')).types.length).toBe(1);
  });
});

describe('ranges and bodies', () => {
  it('validates custom ranges as the server does', () => {
    expect(rangeError({ preset: 'last30' })).toBeNull();
    expect(rangeError({ preset: 'custom', from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeError({ preset: 'custom', from: '2026-11-02', to: '2026-11-01' })).toBe('STATS_RANGE_INVALID');
    expect(rangeError({ preset: 'custom', from: '2025-01-01', to: '2026-01-01' })).toBeNull(); // 366 days
    expect(rangeError({ preset: 'custom', from: '2025-01-01', to: '2026-01-02' })).toBe('STATS_RANGE_INVALID');
    expect(rangeError({ preset: 'custom', from: '', to: '2026-01-02' })).toBe('STATS_RANGE_INVALID');
  });

  it('does calendar arithmetic on days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-20', '2026-11-26')).toBe(7);
  });

  it('knows today in the organization’s time zone', () => {
    const late = new Date('2026-11-26T23:30:00Z');
    expect(todayIn('Europe/Stockholm', late)).toBe('2026-11-27');
    expect(todayIn('America/New_York', late)).toBe('2026-11-26');
    expect(todayIn('Not/AZone', late)).toBe('2026-11-26');
  });

  it('refreshes while the range includes today, not for a past range', () => {
    expect(refreshInterval({ preset: 'last7' }, '2026-11-26')).toBe(STATS_REFRESH_MS);
    expect(refreshInterval({ preset: 'custom', from: '2026-11-01', to: '2026-11-26' }, '2026-11-26')).toBe(STATS_REFRESH_MS);
    expect(refreshInterval({ preset: 'custom', from: '2026-10-01', to: '2026-10-31' }, '2026-11-26')).toBe(false);
  });

  it('builds the usage and export bodies the contract accepts', () => {
    const f: StatsFilters = {
      ...base,
      types: ['storage', 'onlineTime'],
      deviceKeys: ['k'],
      sortBy: { onlineTime: 'onlineShare' },
      page: { onlineTime: 3 },
    };
    expect(usageBody(f, 'onlineTime', 25)).toEqual({
      type: 'onlineTime',
      range: { preset: 'last7' },
      deviceKeys: ['k'],
      page: 3,
      pageSize: 25,
      sortBy: 'onlineShare',
    });
    expect(usageBody(f, 'storage', 10)).toEqual({ type: 'storage', range: { preset: 'last7' }, deviceKeys: ['k'], page: 1, pageSize: 10 });
    expect(exportBody({ ...f, organizationId: 4 }, 'pdf')).toEqual({
      organizationId: 4,
      range: { preset: 'last7' },
      deviceKeys: ['k'],
      types: ['onlineTime', 'storage'],
      format: 'pdf',
    });
  });
});
