import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * A user's authenticator app (TOTP, RFC 6238; docs/security.md "Second factor"). The secret is sealed
 * (lib/crypto.ts encryptSecret). `confirmedAt` is null while the enrolment waits for its first code.
 * `lastUsedStep`: the time step of the last accepted code; a code of that step or an earlier one is
 * refused (no replay), advanced with a single conditional UPDATE.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One-time recovery codes: SHA-256 of a random code, each used once (`usedAt`). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_recovery_codes_user_idx').on(t.userId)],
);

/** Passkeys (WebAuthn credentials): a second factor and a password-less sign-in. */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('user_passkeys_credential_uq').on(t.credentialId), index('user_passkeys_user_idx').on(t.userId)],
);

export const SECOND_FACTOR_FLOW_KINDS = ['login', 'enrol', 'passkey-login', 'passkey-register'] as const;
export type SecondFactorFlowKind = (typeof SECOND_FACTOR_FLOW_KINDS)[number];

/**
 * A short-lived, single-purpose step keyed by the SHA-256 of a random handle only the browser holds:
 * - `login`: the password (or Google) was right, the second factor is still owed (no session exists);
 * - `enrol`: as `login`, for a user the organization's rule covers who has no factor yet;
 * - `passkey-login`: a password-less sign-in waiting for the authenticator (`challenge`);
 * - `passkey-register`: a signed-in user adding a passkey (`challenge`).
 * Wrong codes count in `attempts`; the row dies after 5 of them, when used, or at `expiresAt`.
 */
export const secondFactorFlows = pgTable(
  'second_factor_flows',
  {
    handleHash: text('handle_hash').primaryKey(),
    kind: text('kind').$type<SecondFactorFlowKind>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The WebAuthn challenge this step issued (base64url), if any. */
    challenge: text('challenge'),
    /** How the first factor was proven: password | google. */
    method: text('method').notNull().default('password'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('second_factor_flows_expires_idx').on(t.expiresAt)],
);

export const SECOND_FACTOR_RULES = ['none', 'admins', 'everyone'] as const;

/** An organization's own second-factor rule; the effective rule is the strictest on the path to the root. */
export const orgSecondFactorRules = pgTable('org_second_factor_rules', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  rule: text('rule').$type<(typeof SECOND_FACTOR_RULES)[number]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
