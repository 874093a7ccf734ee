import { sql } from 'drizzle-orm';
import { bigint, bit, boolean, date, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';
import { organizations } from './organizations.ts';

/*
 * Usage-stat roll-ups (docs/insight.md). They are maintained as proof of play and heartbeats
 * are written (the same statement as the raw insert, so a record counts once and only if it was new),
 * and kept when raw proof of play is pruned. No foreign keys: history outlives removed screens,
 * playlists and slides. `day` is the calendar day in the organization's time zone when the play began.
 */

/** Plays per day, screen, playlist and slide (slide 0 = the player named none). */
export const statsPlayDaily = pgTable(
  'stats_play_daily',
  {
    organizationId: integer('organization_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deviceId: integer('device_id').notNull(),
    playlistId: integer('playlist_id').notNull(),
    slideId: integer('slide_id').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    playMs: bigint('play_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.day, t.deviceId, t.playlistId, t.slideId] }),
    // A screen or group filter reads this table for the chosen screens only.
    index('stats_play_daily_device_idx').on(t.organizationId, t.deviceId, t.day),
  ],
);

/*
 * Narrower roll-ups of the same plays (docs/insight.md "The roll-ups"), written by the same statement
 * as stats_play_daily, so each is exactly its sum over the dimension it leaves out. A request reads the
 * narrowest one that answers it exactly.
 */

/** Plays per day and screen (all playlists): screen and group plays, screens per day. */
export const statsPlayDeviceDaily = pgTable(
  'stats_play_device_daily',
  {
    organizationId: integer('organization_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deviceId: integer('device_id').notNull(),
    plays: integer('plays').notNull().default(0),
    playMs: bigint('play_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'stats_play_device_daily_pk', columns: [t.organizationId, t.day, t.deviceId] }),
    // A screen or group filter reads the chosen screens only.
    index('stats_play_device_daily_device_idx').on(t.organizationId, t.deviceId, t.day),
  ],
);

/** Plays per day, screen and playlist (no slide): screen and group plays with a playlist filter. */
export const statsPlayDevicePlaylistDaily = pgTable(
  'stats_play_device_playlist_daily',
  {
    organizationId: integer('organization_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deviceId: integer('device_id').notNull(),
    playlistId: integer('playlist_id').notNull(),
    plays: integer('plays').notNull().default(0),
    playMs: bigint('play_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'stats_play_device_playlist_daily_pk', columns: [t.organizationId, t.playlistId, t.day, t.deviceId] }),
    index('stats_play_device_playlist_daily_device_idx').on(t.organizationId, t.deviceId, t.day),
  ],
);

/** Plays per day, playlist and slide across the organization's screens (no screen): playlist, slide and media plays. */
export const statsPlaySlideDaily = pgTable(
  'stats_play_slide_daily',
  {
    organizationId: integer('organization_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    playlistId: integer('playlist_id').notNull(),
    slideId: integer('slide_id').notNull().default(0),
    plays: integer('plays').notNull().default(0),
    playMs: bigint('play_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'stats_play_slide_daily_pk', columns: [t.organizationId, t.day, t.playlistId, t.slideId] })],
);

/**
 * On which days of a (local) calendar year a screen played a playlist's slide: bit n = day of year
 * n + 1. The `screens` metric (distinct screens, not additive) of any range within the year is the
 * number of rows with a bit set in the range: one row per screen and slide, not per day as well.
 */
export const statsPlayPresence = pgTable(
  'stats_play_presence',
  {
    organizationId: integer('organization_id').notNull(),
    year: integer('year').notNull(),
    deviceId: integer('device_id').notNull(),
    playlistId: integer('playlist_id').notNull(),
    slideId: integer('slide_id').notNull().default(0),
    days: bit('days', { dimensions: 366 }).notNull(),
  },
  (t) => [primaryKey({ name: 'stats_play_presence_pk', columns: [t.organizationId, t.year, t.playlistId, t.slideId, t.deviceId] })],
);

/** Plays per hour (UTC hour start) and playlist, across the organization: the within-day chart. */
export const statsPlayHourly = pgTable(
  'stats_play_hourly',
  {
    organizationId: integer('organization_id').notNull(),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    playlistId: integer('playlist_id').notNull(),
    plays: integer('plays').notNull().default(0),
    playMs: bigint('play_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.hour, t.playlistId] })],
);

/** Seconds each screen was online per day (from consecutive heartbeats). */
export const statsOnlineDaily = pgTable(
  'stats_online_daily',
  {
    organizationId: integer('organization_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deviceId: integer('device_id').notNull(),
    onlineSeconds: integer('online_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day, t.deviceId] })],
);

/** Who is mailed when a screen stays offline (docs/insight.md "Screen health"); absent row = off. */
export const screenHealthSettings = pgTable('screen_health_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  thresholdMinutes: integer('threshold_minutes').notNull().default(30),
  recipientUserIds: integer('recipient_user_ids').array().notNull().default(sql`'{}'::integer[]`),
  notifyRecovery: boolean('notify_recovery').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * An offline incident of a screen: opened (and mailed) once the screen has been offline longer than
 * the threshold, closed when it is back. At most one open incident per screen, whatever instance runs
 * the check.
 */
export const screenIncidents = pgTable(
  'screen_incidents',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    offlineSince: timestamp('offline_since', { withTimezone: true, mode: 'date' }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true, mode: 'date' }),
    recoveryNotifiedAt: timestamp('recovery_notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('screen_incidents_open_uq').on(t.deviceId).where(sql`${t.recoveredAt} is null`),
    index('screen_incidents_org_idx').on(t.organizationId, t.createdAt),
  ],
);
