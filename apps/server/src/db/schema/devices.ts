import type { SleepHours } from '@signage/schedule';
import type { DeviceType } from '@signage/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** `{playlistId, since}`: a playlist played now (repeats until stopped). */
export interface PlayNow {
  playlistId: number;
  since: string;
}
/** A stored schedule entry (`@signage/schedule` scheduleEntry), kept as validated JSON. */
export type StoredScheduleEntry = Record<string, unknown> & { playlistId: number };
/** What the player last said it was playing. */
export interface PlayingReport {
  playlistId: number;
  version: number;
  slideId: number | null;
}

/** A dynamic group's rule: screens carrying all of, or any of, these tags (stored without '#'). */
export interface TagRule {
  match: 'all' | 'any';
  tags: string[];
}

/** A video wall's layout and the cells of its screens (docs/screens.md, "Video walls"; pixels). */
export interface StoredWall {
  columns: number;
  rows: number;
  screenWidth: number;
  screenHeight: number;
  bezel: number;
  cells: Array<{ deviceId: number; column: number; row: number; rotation: number }>;
}

/**
 * Device groups: a tree per organization (parent null = under the root -1). A group with a `rule` is
 * dynamic: it holds no screens itself; its members are the organization's screens whose tags match.
 */
export const deviceGroups = pgTable(
  'device_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => deviceGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** null = a normal group; else a dynamic group (always under the root). */
    rule: jsonb('rule').$type<TagRule | null>(),
    /** null = not a video wall; else its layout. Only normal groups are walls. */
    wall: jsonb('wall').$type<StoredWall | null>(),
    playNow: jsonb('play_now').$type<PlayNow | null>(),
    /** Ordered schedule entries, addressed by index. */
    schedule: jsonb('schedule').$type<StoredScheduleEntry[]>().notNull().default([]),
    /** When its screens sleep (docs/screens.md "Sleep hours"); null = none of its own. */
    sleepHours: jsonb('sleep_hours').$type<SleepHours | null>(),
    /**
     * Synchronized playback (docs/player.md, "Synchronized playback"): null = off; else the instant it
     * was turned on, the anchor of the shared timeline its screens play on.
     */
    syncSince: timestamp('sync_since', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('device_groups_org_parent_idx').on(t.organizationId, t.parentId)],
);

/**
 * Screens. A row exists from the player's registration; `organizationId` is null until a user accepts
 * its pairing code. The player authenticates with a secret of which only the SHA-256 is stored.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    /** The public CMS handle (spec `deviceKey`); never the player's credential. */
    deviceKey: text('device_key').notNull(),
    secretHash: text('secret_hash').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => deviceGroups.id, { onDelete: 'set null' }),
    /** '' = shown as 'Screen {id}'. */
    name: text('name').notNull().default(''),
    interactive: boolean('interactive').notNull().default(false),
    deviceType: text('device_type').$type<DeviceType>().notNull().default('NONE'),
    description: text('description').notNull().default(''),
    /** Tags (hashtag format, lower case, without '#'); dynamic groups match them. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    appVersion: text('app_version').notNull().default(''),
    osVersion: text('os_version').notNull().default(''),
    rotation: integer('rotation').notNull().default(0),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** false = disabled in the CMS (status inactive). */
    active: boolean('active').notNull().default(true),
    playNow: jsonb('play_now').$type<PlayNow | null>(),
    schedule: jsonb('schedule').$type<StoredScheduleEntry[]>().notNull().default([]),
    /** Its own sleep hours (docs/screens.md "Sleep hours"); null = those of the nearest group that has some. */
    sleepHours: jsonb('sleep_hours').$type<SleepHours | null>(),
    pairingCode: text('pairing_code'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true, mode: 'date' }),
    pairedAt: timestamp('paired_at', { withTimezone: true, mode: 'date' }),
    screenWidth: integer('screen_width'),
    screenHeight: integer('screen_height'),
    // Last heartbeat (written in batches).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    lastStatus: text('last_status'),
    playing: jsonb('playing').$type<PlayingReport | null>(),
    playingSince: timestamp('playing_since', { withTimezone: true, mode: 'date' }),
    /** The manifest version the server built for it last (content hash). */
    manifestVersion: text('manifest_version'),
    /** The manifest version the player applied, and when it said so (delivery receipt). */
    appliedManifestVersion: text('applied_manifest_version'),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    storageUsedBytes: bigint('storage_used_bytes', { mode: 'number' }),
    storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' }),
    /** Catalogue font ids that did not load in time on the screen (slides show a fallback family); null = none. */
    fontFallbacks: text('font_fallbacks').array(),
    // Latest screenshot (the file is in media storage under screenshots/<orgId>/<deviceId>).
    screenshotKey: text('screenshot_key'),
    screenshotSha256: text('screenshot_sha256'),
    screenshotAt: timestamp('screenshot_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_device_key_uq').on(t.deviceKey),
    uniqueIndex('devices_secret_hash_uq').on(t.secretHash),
    // A code names exactly one device waiting to pair.
    uniqueIndex('devices_pairing_code_uq').on(t.pairingCode).where(sql`${t.organizationId} is null and ${t.pairingCode} is not null`),
    index('devices_org_group_idx').on(t.organizationId, t.groupId),
  ],
);

/**
 * Proof of play: one row per slide shown, inserted in batches, idempotent on the player's record id.
 * No foreign keys: history outlives removed devices and playlists.
 */
export const proofOfPlay = pgTable(
  'proof_of_play',
  {
    id: uuid('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    deviceId: integer('device_id').notNull(),
    playlistId: integer('playlist_id').notNull(),
    version: integer('version').notNull(),
    slideId: integer('slide_id'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('proof_of_play_org_started_idx').on(t.organizationId, t.startedAt),
    index('proof_of_play_device_idx').on(t.deviceId, t.startedAt),
  ],
);

export type Device = typeof devices.$inferSelect;
export type DeviceGroup = typeof deviceGroups.$inferSelect;
