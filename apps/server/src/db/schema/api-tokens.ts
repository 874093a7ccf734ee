import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * Organization API tokens (docs/api-tokens.md, security.md TOK-1..7): a 256-bit random secret with the
 * recognizable prefix `sgn_`, shown once and stored as its SHA-256 hash. A token acts as the user who
 * made it, limited to its scopes, re-checked at every request (the creator's current role, status and
 * organization). A creator who is deleted leaves `createdByUserId` null: the token is refused.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The creator's name when the token was made (kept when the user is deleted). */
    createdByName: text('created_by_name').notNull().default(''),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the whole token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters (`sgn_` and 4 more), so people can tell their tokens apart. */
    hint: text('hint').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('api_tokens_hash_uq').on(t.tokenHash), index('api_tokens_org_idx').on(t.organizationId)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;
