import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SlideDocument } from '@signage/slides/model';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** my: only the creator sees it; shared: the whole organization; stock: offered to sub-organizations. */
export const PLAYLIST_SECTIONS = ['my', 'shared', 'stock'] as const;
export const PLAYLIST_TYPES = ['folder', 'playlist'] as const;

/** Playlists and playlist folders (one tree, like the spec's `type: folder | playlist`). */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<(typeof PLAYLIST_TYPES)[number]>().notNull().default('playlist'),
    section: text('section').$type<(typeof PLAYLIST_SECTIONS)[number]>().notNull().default('my'),
    name: text('name').notNull(),
    aspect: text('aspect').notNull().default('16:9'),
    parentFolderId: integer('parent_folder_id').references((): AnyPgColumn => playlists.id, { onDelete: 'cascade' }),
    hashtags: jsonb('hashtags').$type<string[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(false),
    /** The latest snapshot's version (0 = never published). */
    publishedVersion: integer('published_version').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    overlay: jsonb('overlay').$type<Record<string, unknown> | null>(),
    slideAnimation: jsonb('slide_animation').$type<Record<string, unknown> | null>(),
    /** Validity window (docs/playlists.md): wall times `YYYY-MM-DDTHH:mm` in each screen's time zone; null = open. */
    showFrom: text('show_from'),
    showUntil: text('show_until'),
    /** The "show until" the expiry warning was given for (once per value; a new value warns again). */
    expiryWarnedFor: text('expiry_warned_for'),
    /** Copies (duplicate, copy to stock): the playlist this one was copied from. */
    originalPlaylistId: integer('original_playlist_id').references((): AnyPgColumn => playlists.id, { onDelete: 'set null' }),
    /** The editing user's lock (expires after PLAYLIST_LOCK_TTL_MS without renewal). */
    lockUserId: integer('lock_user_id').references(() => users.id, { onDelete: 'set null' }),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('playlists_org_section_idx').on(t.organizationId, t.section, t.parentFolderId)],
);

export const playlistFavorites = pgTable(
  'playlist_favorites',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.userId] })],
);

/** Stock playlists offered to selected sub-organizations. */
export const playlistStockTargets = pgTable(
  'playlist_stock_targets',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.organizationId] }), index('playlist_stock_targets_org_idx').on(t.organizationId)],
);

export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    /** 0-based; contiguous within a playlist. */
    position: integer('position').notNull(),
    /** Seconds. */
    duration: doublePrecision('duration').notNull().default(10),
    /** The slide document (packages/slides model), always written validated (`parseSlideData`). */
    slideData: jsonb('slide_data').$type<SlideDocument>().notNull(),
    thumbnailKey: text('thumbnail_key'),
    thumbnailSha256: text('thumbnail_sha256'),
    /** Validity window (docs/playlists.md): wall times `YYYY-MM-DDTHH:mm` in each screen's time zone; null = open. */
    showFrom: text('show_from'),
    showUntil: text('show_until'),
    /** The "show until" the expiry warning was given for (once per value; a new value warns again). */
    expiryWarnedFor: text('expiry_warned_for'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('slides_playlist_idx').on(t.playlistId, t.position), index('slides_thumbnail_key_idx').on(t.thumbnailKey)],
);

/** What a snapshot holds: the playlist as it was published, with its slides' documents. */
export interface PlaylistSnapshotContent {
  playlistId: number;
  version: number;
  name: string;
  aspect: string;
  overlay: Record<string, unknown> | null;
  slideAnimation: Record<string, unknown> | null;
  slides: Array<{ id: number; position: number; duration: number; slideData: SlideDocument }>;
}

/** What publishing froze (design brief 4/6): screens play these. Rows are only ever inserted. */
export const playlistSnapshots = pgTable(
  'playlist_snapshots',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<PlaylistSnapshotContent>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('playlist_snapshots_version_idx').on(t.playlistId, t.version)],
);

export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    section: text('section').$type<(typeof PLAYLIST_SECTIONS)[number]>().notNull().default('my'),
    name: text('name').notNull(),
    /** The slide document a slide starts from (packages/slides model). */
    slideData: jsonb('slide_data').$type<SlideDocument>().notNull(),
    thumbnailKey: text('thumbnail_key'),
    thumbnailSha256: text('thumbnail_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('templates_org_section_idx').on(t.organizationId, t.section)],
);

/** Stock templates offered to selected sub-organizations (like playlist_stock_targets). */
export const templateStockTargets = pgTable(
  'template_stock_targets',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.organizationId] }), index('template_stock_targets_org_idx').on(t.organizationId)],
);

export type Playlist = typeof playlists.$inferSelect;
export type Slide = typeof slides.$inferSelect;
export type Template = typeof templates.$inferSelect;
