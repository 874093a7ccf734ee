import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** pending_verification -> active; pending_approval (domain collation) -> active; invited -> active; disabled. */
export const USER_STATUSES = ['pending_verification', 'pending_approval', 'invited', 'active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username'),
    fullname: text('fullname').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    status: text('status').$type<UserStatus>().notNull().default('pending_verification'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    eula: boolean('eula').notNull().default(false),
    eulaAcceptedAt: timestamp('eula_accepted_at', { withTimezone: true, mode: 'date' }),
    locale: text('locale').notNull().default('en'),
    localeSet: boolean('locale_set').notNull().default(false),
    userType: text('user_type').notNull().default('regular'),
    pendingEmail: text('pending_email'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_uq').on(t.username),
    index('users_org_idx').on(t.organizationId),
  ],
);

export type User = typeof users.$inferSelect;
