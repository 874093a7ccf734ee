import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * Background work claimable across server instances (docs/jobs.md). A runner claims a due
 * row with `FOR UPDATE SKIP LOCKED` and holds it under a lease it renews while it works; a row whose
 * lease has expired (its instance died) is claimed again by any instance. Done rows are deleted;
 * `failed` rows stay (given up: the permanent-failure state).
 */
export type JobStatus = 'queued' | 'running' | 'failed';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to run, e.g. `media.process`, `mail.send` (the handler registered for it). */
    kind: text('kind').notNull(),
    /** The job's subject (a media id, a mail id): one live job per kind and key. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** Not claimed before this (back-off after a failure). */
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Claims so far (each claim is an attempt, also one whose runner died). */
    attempts: integer('attempts').notNull().default(0),
    /** The runner holding the job (instance id) and until when; an expired lease may be claimed again. */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    index('jobs_due_idx').on(t.kind, t.runAfter).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.kind, t.leaseUntil).where(sql`${t.status} = 'running'`),
  ],
);
export type Job = typeof jobs.$inferSelect;

/** The last notice of each kind sent to the platform's admins (at most one per kind per hour, across instances). */
export const adminNotices = pgTable('admin_notices', {
  kind: text('kind').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull(),
});
