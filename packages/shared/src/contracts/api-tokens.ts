import { z } from 'zod';
import { recordId, requiredText, sessionKey } from './common.ts';

/*
 * Organization API tokens (docs/api-tokens.md, security.md "API tokens"). Managed by the organization's
 * owners and admins with a session (permission `apiTokens.manage`): POST /api/apiTokens/list, /create,
 * /revoke. A token is sent as `Authorization: Bearer sgn_…` on any other API call its scopes allow.
 */

/**
 * What a token may do (each also needs the creator's current role to allow the call):
 * - read: any call that changes nothing;
 * - content: playlists, slides, templates, media, widgets;
 * - screens: screens, groups, schedules, assignments, pairing;
 * - alerts: alerts, integrations and screen messages;
 * - users: user management.
 */
export const API_TOKEN_SCOPES = ['read', 'content', 'screens', 'alerts', 'users'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The recognizable start of every token (secret scanners and people can tell what it is). */
export const API_TOKEN_PREFIX = 'sgn_';
/** Expiry choices the CMS offers, in days; any date up to the maximum is accepted too. */
export const API_TOKEN_EXPIRY_CHOICES = [30, 90, 365] as const;
/** The longest a token may live: no token lives forever. */
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_NAME_MAX = 80;
/** Calls per token per minute (the server's limiter `api-token:token`; 429 with Retry-After beyond). */
export const API_TOKEN_CALLS_PER_MINUTE = 120;
/** Live (not revoked, not expired) tokens per organization. */
export const API_TOKENS_PER_ORGANIZATION = 50;

const scopes = z
  .array(z.enum(API_TOKEN_SCOPES, { error: 'FIELD_INVALID' }), { error: 'FIELD_INVALID' })
  .min(1, { error: 'API_TOKEN_SCOPES_REQUIRED' })
  .max(API_TOKEN_SCOPES.length, { error: 'FIELD_INVALID' });

export const apiTokenListBody = z.strictObject({ sessionKey: sessionKey.optional() });

export const apiTokenCreateBody = z
  .strictObject({
    sessionKey: sessionKey.optional(),
    name: requiredText(API_TOKEN_NAME_MAX),
    scopes,
    /** Days from now (1–365). */
    expiresInDays: z
      .number({ error: 'FIELD_INVALID' })
      .int({ error: 'FIELD_INVALID' })
      .min(1, { error: 'FIELD_INVALID' })
      .max(API_TOKEN_MAX_DAYS, { error: 'API_TOKEN_EXPIRY_TOO_LONG' })
      .optional(),
    /** Or a day (YYYY-MM-DD, UTC): the token works until the end of that day. */
    expiresOn: z
      .string({ error: 'FIELD_INVALID' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'FIELD_INVALID' })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
        error: 'FIELD_INVALID',
      })
      .optional(),
  })
  .refine((b) => (b.expiresInDays === undefined) !== (b.expiresOn === undefined), {
    error: 'FIELD_REQUIRED',
    path: ['expiresInDays'],
  });
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateBody>;

export const apiTokenRevokeBody = z.strictObject({ sessionKey: sessionKey.optional(), apiTokenId: recordId });

export const apiTokenView = z.object({
  id: z.number(),
  name: z.string(),
  /** The token's first characters (`sgn_` and 4 more). */
  hint: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdBy: z.object({ id: z.number().nullable(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** active | expired | revoked | creatorGone (the creator was deleted, left the organization or was disabled) */
  state: z.enum(['active', 'expired', 'revoked', 'creatorGone']),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

export const apiTokenListResponse = z.object({ tokens: z.array(apiTokenView) });
export const apiTokenCreateResponse = z.object({
  token: apiTokenView,
  /** The token itself: shown once, never again. */
  secret: z.string(),
});
export const apiTokenRevokeResponse = z.object({ revoked: z.boolean() });
