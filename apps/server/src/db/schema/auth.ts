import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the session key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    /** full | orgentry (sign-up incomplete: only the organization-details call is allowed) */
    scope: text('scope').notNull().default('full'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('sessions_key_uq').on(t.keyHash), index('sessions_user_idx').on(t.userId)],
);

export const EMAIL_TOKEN_KINDS = ['verify', 'reset', 'approve', 'email_change', 'invite'] as const;
export type EmailTokenKind = (typeof EMAIL_TOKEN_KINDS)[number];

/** Single-use, expiring secrets sent by e-mail; stored as SHA-256 hashes. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For e-mail change: the new address the token confirms. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/** A file attached to a mail, by reference (resolved when the mail is delivered). */
export interface MailAttachmentRef {
  kind: string;
  id: number;
}

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  /** Where an answer goes, when not to MAIL_FROM (a support message: its sender). */
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** queued | sent | logged | failed */
  status: text('status').notNull().default('queued'),
  error: text('error'),
  /**
   * Files attached when the mail is sent, by reference (e.g. `{kind: 'invoice', id}`): drawn at delivery
   * by the resolver registered for the kind (`mailer.attachments`), not stored twice.
   */
  attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the actor acted from a parent organization through impersonation. */
    actorOrganizationId: integer('actor_organization_id'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_org_created_idx').on(t.organizationId, t.createdAt),
    // The activity log (modules/activity, docs/insight.md): pages newest first and the unread count
    // (entries after a read marker) by id, the person filter, the object filter (and folding bursts of
    // edits of one object).
    index('audit_org_id_idx').on(t.organizationId, t.id),
    index('audit_org_actor_idx').on(t.organizationId, t.actorUserId, t.id),
    index('audit_org_object_idx').on(t.organizationId, t.objectType, t.objectId, t.id),
  ],
);

/** Installation-wide secrets (e.g. the CSRF signing key), shared by every server instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits that must hold across server instances. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * A step of a Google sign-in (OpenID Connect, docs/integrations.md "Google sign-in"), keyed by the
 * SHA-256 of a random handle that only the browser holds (the `state`, or an HttpOnly cookie):
 * - `state`: the authorization request on its way to the issuer (nonce and PKCE verifier);
 * - `login`: a verified Google account that matches a user, waiting for the CMS to open the session;
 * - `signup`: a verified Google e-mail with no account, waiting for the sign-up details.
 * Each row is taken (deleted) when used, so it serves once; every row dies after 10 minutes.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    handleHash: text('handle_hash').primaryKey(),
    kind: text('kind').$type<'state' | 'login' | 'signup' | 'sso_state' | 'sso_login' | 'saml_request' | 'saml_identity'>().notNull(),
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt)],
);
