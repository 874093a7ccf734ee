import { z } from 'zod';
import { groupRef, recordId, sessionKey } from './common.ts';

/*
 * Usage stats (spec parts 1, 2.2 `/stats`, 5, 6, 9; docs/insight.md). The spec names no
 * calls: ours are POST /api/stats/… with JSON bodies carrying `sessionKey` (or the `Authorization:
 * SessionKey` header). Owner or admin plus the licence flag `stats` (403 FEATURE_NOT_LICENSED).
 * `organizationId` is optional and defaults to the acting organization; a managing parent may name a
 * sub-organization it manages (403 one it only sees, 404 any other).
 *
 * Days are calendar days in the organization's time zone (`organizations.time_zone`); figures come
 * from roll-ups maintained as proof of play and heartbeats arrive, never from raw rows.
 */

/** The usage types a person picks (at least one: spec part 5, `STATS_TYPE_REQUIRED`). */
export const STATS_TYPES = [
  /** Minutes each screen was online (heartbeats), per day. */
  'onlineTime',
  /** Plays and play time per playlist. */
  'playlistPlays',
  /** Plays and play time per slide. */
  'slidePlays',
  /** Plays and play time per media item (the slides that show it, counted per play). */
  'mediaPlays',
  /** Plays and play time per screen. */
  'screenPlays',
  /** Plays and play time per group (a group counts its own screens; ungrouped screens form a row of their own). */
  'groupPlays',
  /** Content created and published per day (playlists, slides, templates, uploads; publishes). */
  'content',
  /** Sign-ins per day and per person. */
  'signIns',
  /** Storage used now, per media kind, against the licence's quota. */
  'storage',
] as const;
export type StatsType = (typeof STATS_TYPES)[number];

/**
 * The figures of each type: the keys of `rows[].values`, `series[].values` and `totals`. Durations
 * are whole seconds; `onlineShare` is a fraction 0–1 of the range (the part of it that has passed).
 */
export const STATS_METRICS = {
  onlineTime: ['onlineSeconds', 'onlineShare'],
  playlistPlays: ['plays', 'playSeconds', 'screens'],
  slidePlays: ['plays', 'playSeconds', 'screens'],
  mediaPlays: ['plays', 'playSeconds', 'screens'],
  screenPlays: ['plays', 'playSeconds'],
  groupPlays: ['plays', 'playSeconds', 'screens'],
  content: ['created', 'published'],
  signIns: ['signIns', 'people'],
  storage: ['bytes', 'items'],
} as const satisfies Record<StatsType, readonly string[]>;
export type StatsMetric = (typeof STATS_METRICS)[StatsType][number];

/** Longest custom range (days, both ends included). */
export const STATS_MAX_RANGE_DAYS = 366;
export const STATS_PAGE_SIZES = [10, 25, 50, 100] as const;

const day = z.iso.date({ error: 'FIELD_INVALID' });

/** last 7 days, last 30 days (both: up to and including today), or a custom range of calendar days (spec part 9). */
export const statsRange = z.discriminatedUnion(
  'preset',
  [
    z.strictObject({ preset: z.literal('last7') }),
    z.strictObject({ preset: z.literal('last30') }),
    z.strictObject({ preset: z.literal('custom'), from: day, to: day }),
  ],
  { error: 'FIELD_INVALID' },
);
export type StatsRange = z.infer<typeof statsRange>;

const idList = <T extends z.ZodType>(item: T) => z.array(item, { error: 'FIELD_INVALID' }).max(500, { error: 'FIELD_INVALID' });

/** The filters every stats call shares. Screens and groups together select their union (a group with its sub-groups). */
const statsFilterFields = {
  sessionKey: sessionKey.optional(),
  organizationId: recordId.optional(),
  range: statsRange,
  deviceKeys: idList(z.string().min(1).max(64)).optional(),
  groupIds: idList(groupRef).optional(),
  playlistIds: idList(recordId).optional(),
};

const checkRange = (b: { range: StatsRange }, ctx: z.RefinementCtx) => {
  if (b.range.preset !== 'custom') return;
  const from = Date.parse(`${b.range.from}T00:00:00Z`);
  const to = Date.parse(`${b.range.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from || (to - from) / 86_400_000 + 1 > STATS_MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['range'], message: 'STATS_RANGE_INVALID' });
};

/** One usage type's figures for the filters: a series per day (or per hour for a one-day range) and a page of rows. */
export const statsUsageBody = z
  .strictObject({
    ...statsFilterFields,
    type: z.enum(STATS_TYPES, { error: 'STATS_TYPE_REQUIRED' }),
    page: z
      .number({ error: 'FIELD_INVALID' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_INVALID' })
      .max(100_000, { error: 'FIELD_INVALID' }),
    pageSize: z
      .number({ error: 'FIELD_INVALID' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_INVALID' })
      .max(100, { error: 'FIELD_INVALID' }),
    /** A metric of the type; rows are sorted by it, largest first (default: the type's first metric). */
    sortBy: z.string().max(40).optional(),
  })
  .superRefine(checkRange);
export type StatsUsageBody = z.infer<typeof statsUsageBody>;

/** The whole report as a file: CSV (one section per type) or PDF (a proof-of-play report to send). */
export const statsExportBody = z
  .strictObject({
    ...statsFilterFields,
    types: z
      .array(z.enum(STATS_TYPES, { error: 'FIELD_INVALID' }), { error: 'STATS_TYPE_REQUIRED' })
      .min(1, { error: 'STATS_TYPE_REQUIRED' })
      .max(STATS_TYPES.length, { error: 'FIELD_INVALID' }),
    format: z.enum(['csv', 'pdf'], { error: 'FIELD_INVALID' }),
  })
  .superRefine(checkRange);
export type StatsExportBody = z.infer<typeof statsExportBody>;

const values = z.record(z.string(), z.number());

/** A row of a type's table: the object it is about, linked when it still exists and the reader may open it. */
export const statsRow = z.object({
  /** Stable within a type (a playlist id, a device key, `slide:<id>`, a date…). */
  key: z.string(),
  label: z.string(),
  /** Second line: a slide's playlist, a screen's group, a media item's kind. */
  detail: z.string().nullable(),
  /** A CMS path, or null (removed since, or not the reader's to open). */
  link: z.string().nullable(),
  values,
});
export type StatsRow = z.infer<typeof statsRow>;

export const statsUsageResponse = z.object({
  type: z.enum(STATS_TYPES),
  /** The organization's time zone the days are counted in, and the range as days in it. */
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** `day` (YYYY-MM-DD) or `hour` (an ISO instant) buckets. */
  granularity: z.enum(['day', 'hour']),
  series: z.array(z.object({ bucket: z.string(), values })),
  totals: values,
  rows: z.array(statsRow),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StatsUsageResponse = z.infer<typeof statsUsageResponse>;

/** What the filters can pick from (screens, groups, playlists, managed sub-organizations), and the time zone. */
export const statsOptionsBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: recordId.optional() });
export const statsOptionsResponse = z.object({
  timeZone: z.string(),
  screens: z.array(z.object({ deviceKey: z.string(), name: z.string(), groupId: z.number().int().nullable() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable() })),
  playlists: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Sub-organizations whose stats the caller may read (a managing parent), the caller's own first. */
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Days of raw proof of play kept (aggregates are kept for good). */
  rawRetentionDays: z.number().int(),
});
export type StatsOptionsResponse = z.infer<typeof statsOptionsResponse>;

/*
 * Screen health (docs/insight.md "Screen health"): who is told by e-mail when a screen has been offline longer than a chosen
 * time, and again when it is back. One mail per incident; a digest when several screens drop at once.
 */
export const SCREEN_OFFLINE_THRESHOLD_MIN_MINUTES = 15;
export const SCREEN_OFFLINE_THRESHOLD_MAX_MINUTES = 48 * 60;

export const screenHealthSettings = z.object({
  enabled: z.boolean(),
  thresholdMinutes: z.number().int(),
  /** Users of the organization (owner, admin or screen manager) who are mailed. */
  recipientUserIds: z.array(z.number().int()),
  /** Also mail when the screen is back online. */
  notifyRecovery: z.boolean(),
});
export type ScreenHealthSettings = z.infer<typeof screenHealthSettings>;

export const screenHealthGetBody = z.strictObject({ sessionKey: sessionKey.optional(), organizationId: recordId.optional() });
export const screenHealthSetBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  organizationId: recordId.optional(),
  enabled: z.boolean({ error: 'FIELD_INVALID' }),
  thresholdMinutes: z
    .number({ error: 'SCREEN_HEALTH_THRESHOLD_INVALID' })
    .int({ error: 'SCREEN_HEALTH_THRESHOLD_INVALID' })
    .min(SCREEN_OFFLINE_THRESHOLD_MIN_MINUTES, { error: 'SCREEN_HEALTH_THRESHOLD_INVALID' })
    .max(SCREEN_OFFLINE_THRESHOLD_MAX_MINUTES, { error: 'SCREEN_HEALTH_THRESHOLD_INVALID' }),
  recipientUserIds: z.array(recordId, { error: 'FIELD_INVALID' }).max(50, { error: 'FIELD_INVALID' }),
  notifyRecovery: z.boolean({ error: 'FIELD_INVALID' }),
});
export type ScreenHealthSetBody = z.infer<typeof screenHealthSetBody>;
export const screenHealthResponse = screenHealthSettings.extend({
  /** The people who may be chosen (owner, admin, screen manager of the organization). */
  candidates: z.array(z.object({ userId: z.number().int(), name: z.string(), email: z.string(), role: z.string() })),
  /** Screens offline right now, longest first, with since when (the dashboard's list). */
  offline: z.array(
    z.object({ deviceKey: z.string(), name: z.string(), offlineSince: z.string().nullable(), notifiedAt: z.string().nullable() }),
  ),
});
export type ScreenHealthResponse = z.infer<typeof screenHealthResponse>;
