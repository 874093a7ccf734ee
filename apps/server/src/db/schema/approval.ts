import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import type { PlaylistSnapshotContent } from './playlists.ts';
import { playlists } from './playlists.ts';
import { users } from './users.ts';

/**
 * Approval before publishing (docs/playlists.md "Approval before publishing"): an organization that
 * requires it (itself or an ancestor) holds publishes of staff and content creators until an owner
 * or admin approves them. One row per organization that has ever set it.
 */
export const organizationApprovalSettings = pgTable('organization_approval_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What a submission froze: the playlist as it would be published (a snapshot without its version). */
export type SubmittedContent = Omit<PlaylistSnapshotContent, 'version'>;

/**
 * A submission: the frozen content a creator asked to publish. Approving turns it into the next
 * `playlist_snapshots` version; until then screens keep the last approved snapshot.
 */
export const playlistApprovalRequests = pgTable(
  'playlist_approval_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    content: jsonb('content').$type<SubmittedContent>().notNull(),
    /** The approved version the submission was made against (0 = never approved). */
    baseVersion: integer('base_version').notNull(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    comment: text('comment'),
    /** The snapshot version an approval made. */
    approvedVersion: integer('approved_version'),
  },
  (t) => [
    index('playlist_approval_requests_org_idx').on(t.organizationId, t.status),
    index('playlist_approval_requests_playlist_idx').on(t.playlistId, t.status),
  ],
);

export type PlaylistApprovalRequest = typeof playlistApprovalRequests.$inferSelect;
