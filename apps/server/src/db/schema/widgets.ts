import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per distinct widget source (docs/widgets.md): a weather location, a feed. Shared by every
 * organization and screen that shows it (the data is public), so the upstream is called at most once
 * per freshness window. The row is also the refresh job: claimed with a lease (`lease_until`) so
 * several instances never fetch the same source at once, retried with backoff (`failures`).
 */
export const widgetSources = pgTable(
  'widget_sources',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** The last good data (kept when a refresh fails). */
    data: jsonb('data'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    failures: integer('failures').notNull().default(0),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    /** Last time an editor or a screen asked for it: sources nobody asks for stop being refreshed. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('widget_sources_due_idx').on(t.nextFetchAt)],
);

export type WidgetSourceRow = typeof widgetSources.$inferSelect;
