import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** A page the connected account manages, with its page token sealed (lib/crypto.ts encryptSecret). */
export interface SocialPage {
  id: string;
  name: string;
  sealedToken: string;
  /** The Instagram professional account linked to the page, if any. */
  instagram: { id: string; username: string } | null;
}

/**
 * An organization's connection to a social network (Facebook and Instagram widgets): the
 * long-lived user token and the page tokens, sealed with the server's secrets key. One per
 * organization and provider; the id is random because widget props name it.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'facebook'>().notNull(),
    sealedUserToken: text('sealed_user_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    pages: jsonb('pages').$type<SocialPage[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('social_connections_org_provider_idx').on(t.organizationId, t.provider)],
);

/**
 * A pending OAuth flow: the `state` sent to the provider (stored as its SHA-256), bound to the
 * organization and user that started it, usable once before `expires_at`.
 */
export const socialOauthStates = pgTable(
  'social_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('social_oauth_states_expires_idx').on(t.expiresAt)],
);

export type SocialConnectionRow = typeof socialConnections.$inferSelect;
