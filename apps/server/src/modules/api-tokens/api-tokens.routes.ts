import {
  apiTokenCreateBody,
  apiTokenCreateResponse,
  apiTokenListBody,
  apiTokenListResponse,
  apiTokenRevokeBody,
  apiTokenRevokeResponse,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';

/**
 * Organization API tokens (docs/api-tokens.md): owners and admins of the organization, with a session
 * (never with a token: plugins/auth.ts refuses every route here to tokens), not while impersonating.
 */
const manage = { access: { auth: 'session' as const, permission: 'apiTokens.manage' as const, noImpersonation: true } };
const change = { access: { ...manage.access, write: true } };

export async function apiTokensRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { apiTokens } = app.services;
  const post = jsonPost(app, ['apiTokens']);

  post(
    '/apiTokens/list',
    "The organization's API tokens (never the tokens themselves)",
    apiTokenListBody,
    apiTokenListResponse,
    manage,
    (_b, r) => apiTokens.list(caller(r)),
  );
  post(
    '/apiTokens/create',
    'Create an API token (the token is in this answer only; at most 365 days; scopes within your role)',
    apiTokenCreateBody,
    apiTokenCreateResponse,
    change,
    (b, r) => apiTokens.create(caller(r), b, metaOf(r)),
  );
  post('/apiTokens/revoke', 'Revoke an API token (it stops working at once)', apiTokenRevokeBody, apiTokenRevokeResponse, manage, (b, r) =>
    apiTokens.revoke(caller(r), b.apiTokenId, metaOf(r)),
  );
}
