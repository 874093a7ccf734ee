import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteAccess } from '../core/context.ts';
import { limit } from '../lib/rate-limiter.ts';
import { IMPERSONATION_HEADER } from '@signage/shared';
import { sendError } from './errors.ts';
import { tokenScopeFor } from '../modules/api-tokens/token-scopes.ts';

/**
 * What stands in for `sessionKey` in the body of a call made with a token: the spec's calls declare
 * `sessionKey` in their bodies, and a token call needs none (docs/api-tokens.md). Never a session key
 * (too short to be one); the caller is already resolved from the token when it is set.
 */
export const BEARER_BODY_KEY = 'bearer';

/** The token of `Authorization: Bearer <token>`, '' for an empty one, null when the header is not a Bearer one. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^bearer(\s|$)/i.test(header)) return null;
  return header.slice('bearer'.length).trim();
}

/** The JSON body schema's fields, when the route declares an object body (zod 4). */
function bodyShape(request: FastifyRequest): Record<string, unknown> | null {
  const schema = request.routeOptions.schema?.body as
    | { shape?: Record<string, unknown>; in?: { shape?: Record<string, unknown> }; def?: { in?: { shape?: Record<string, unknown> } } }
    | undefined;
  return schema?.shape ?? schema?.in?.shape ?? schema?.def?.in?.shape ?? null;
}

/**
 * The token check of a route that needs a session (plugins/auth.ts): the token must be live and its
 * creator still active in the token's organization (401 API_TOKEN_INVALID otherwise); the route must be
 * open to tokens (403 API_TOKEN_NOT_ALLOWED) and within the token's scopes (403 API_TOKEN_SCOPE_MISSING);
 * each token has its own rate limit (429 with Retry-After). On success `request.auth` is the token's
 * caller and true is answered; the role, licence and object checks then run as for a session.
 */
export async function admitBearer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  access: RouteAccess,
  secret: string,
): Promise<boolean> {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof body.sessionKey === 'string' && body.sessionKey) {
    sendError(request, reply, 400, 'API_TOKEN_CREDENTIALS_CONFLICT');
    return false;
  }
  const auth = secret ? await app.services.apiTokens.resolve(secret, request.ip) : null;
  if (!auth) {
    sendError(request, reply, 401, 'API_TOKEN_INVALID');
    return false;
  }
  const scope = tokenScopeFor(request.method, request.routeOptions.url ?? '', access);
  if (scope === null || request.headers[IMPERSONATION_HEADER.toLowerCase()] !== undefined) {
    request.log.warn({ apiTokenId: auth.apiToken.id, route: request.routeOptions.url }, 'api token refused: route not open to tokens');
    sendError(request, reply, 403, 'API_TOKEN_NOT_ALLOWED');
    return false;
  }
  if (!auth.apiToken.scopes.includes(scope)) {
    request.log.warn({ apiTokenId: auth.apiToken.id, scope }, 'api token refused: scope missing');
    sendError(request, reply, 403, 'API_TOKEN_SCOPE_MISSING', { extra: { scope } });
    return false;
  }
  const attempt = await app.ctx.rate.attempt(limit('api-token:token', auth.apiToken.id));
  if (!attempt.allowed) {
    reply.header('retry-after', String(attempt.retryAfterSeconds));
    sendError(request, reply, 429, 'RATE_LIMITED');
    return false;
  }
  request.auth = auth;
  // The spec's calls require `sessionKey` in their bodies: a token call needs none.
  if (body && typeof body === 'object' && !Array.isArray(body) && body.sessionKey === undefined && bodyShape(request)?.sessionKey)
    body.sessionKey = BEARER_BODY_KEY;
  return true;
}
