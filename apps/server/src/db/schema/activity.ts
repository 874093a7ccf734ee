import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * The activity log's read marker (docs/insight.md "New and read"): per user and
 * organization, the id of the newest audit entry the user has marked read. Entries after it are new
 * (one index range scan counts them). A parent reading a sub-organization's log has a marker there too.
 */
export const activityReads = pgTable(
  'activity_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    readUpToId: integer('read_up_to_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

export type ActivityRead = typeof activityReads.$inferSelect;
