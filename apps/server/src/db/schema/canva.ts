import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A user's connection to Canva (the design service; docs/integrations.md "Canva"): Canva's
 * access and refresh tokens act for one Canva user, so a connection is one of our users' (never shared
 * with the organization). Both tokens are sealed with the server's secrets key (lib/crypto.ts
 * encryptSecret). The organization is kept so that a user's connection only serves in that organization.
 */
export const canvaConnections = pgTable('canva_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  sealedAccessToken: text('sealed_access_token').notNull(),
  sealedRefreshToken: text('sealed_refresh_token').notNull(),
  /** When the access token expires (it is refreshed shortly before). */
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  scope: text('scope').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A pending Canva authorization (OAuth 2.0 code flow with PKCE): the `state` (stored as its SHA-256;
 * the browser also holds it in an HttpOnly cookie), the PKCE verifier, bound to the user and
 * organization that started it; taken (deleted) at the callback, so it serves once, and dead after 10 minutes.
 */
export const canvaOauthStates = pgTable(
  'canva_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('canva_oauth_states_expires_idx').on(t.expiresAt)],
);

export type CanvaConnectionRow = typeof canvaConnections.$inferSelect;
