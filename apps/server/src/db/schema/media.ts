import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

// Kinds (image, gif, video, pdf, audio), sections (my: only the creator sees it; shared: the whole
// organization; stock: offered to sub-organizations) and statuses are defined once, in the contract.
import type { MediaKind, MediaSection, MediaStatus, StockAttribution } from '@signage/shared';

export const mediaFolders = pgTable(
  'media_folders',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The creator; 'my' folders are seen only by them. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => mediaFolders.id, { onDelete: 'cascade' }),
    section: text('section').$type<MediaSection>().notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('media_folders_org_parent_idx').on(t.organizationId, t.parentId)],
);

export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    folderId: integer('folder_id').references(() => mediaFolders.id, { onDelete: 'set null' }),
    section: text('section').$type<MediaSection>().notNull().default('my'),
    /** Display name (the original file name, cleaned); never used as a storage path. */
    name: text('name').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** SHA-256 of the stored bytes: the content address of the file. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    thumbnailSha256: text('thumbnail_sha256'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    pageCount: integer('page_count'),
    status: text('status').$type<MediaStatus>().notNull().default('processing'),
    processingError: text('processing_error'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    locked: boolean('locked').notNull().default(false),
    uneditableWhenShared: boolean('uneditable_when_shared').notNull().default(false),
    /** Stock copies: the media item this one was copied from. */
    sourceMediaId: integer('source_media_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    /** Stock offered to every current and future sub-organization of the owning organization. */
    platformWide: boolean('platform_wide').notNull().default(false),
    /** Imported from a stock photo service (docs/integrations.md "Stock photos"): photographer, service and links, shown with the item. */
    attribution: jsonb('attribution').$type<StockAttribution>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('media_org_section_idx').on(t.organizationId, t.section, t.kind),
    index('media_folder_idx').on(t.folderId),
    index('media_name_trgm_idx').on(sql`lower(${t.name})`),
    // Content-addressed files are shared by rows: "is this file still used?" on every delete.
    index('media_storage_key_idx').on(t.storageKey),
    index('media_thumbnail_key_idx').on(t.thumbnailKey),
  ],
);

/** Stock media offered to selected sub-organizations ("copy to stock for selected sub-organizations"). */
export const mediaStockTargets = pgTable(
  'media_stock_targets',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.organizationId] }), index('media_stock_targets_org_idx').on(t.organizationId)],
);

export type Media = typeof media.$inferSelect;
export type MediaFolder = typeof mediaFolders.$inferSelect;
