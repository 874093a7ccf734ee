import { type ErrorCode, errorMessage, isErrorCode } from '@signage/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError, type FieldError, isStorageFull, RateLimitedError } from '../lib/errors.ts';
import { requestLocale } from '../lib/http.ts';

interface ErrorBody {
  errorCode: string | number;
  message: string;
  fields?: Record<string, { code: string; message: string; params?: Record<string, string | number> }>;
  requestId: string;
  [extra: string]: unknown;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorCode: ErrorCode | number,
  opts: {
    messageCode?: ErrorCode;
    fields?: Record<string, string | FieldError>;
    extra?: Record<string, unknown>;
    params?: Record<string, string | number>;
  } = {},
) {
  const locale = request.locale ?? 'en';
  const messageCode = opts.messageCode ?? (typeof errorCode === 'string' ? errorCode : 'INTERNAL');
  const body: ErrorBody = { errorCode, message: errorMessage(messageCode, locale, opts.params), requestId: request.id, ...opts.extra };
  if (opts.fields) {
    body.fields = Object.fromEntries(
      Object.entries(opts.fields).map(([field, entry]) => {
        const { code, params } = typeof entry === 'string' ? { code: entry, params: undefined } : entry;
        const message = errorMessage(isErrorCode(code) ? code : 'FIELD_INVALID', locale, params);
        return [field, params ? { code, message, params } : { code, message }];
      }),
    );
  }
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * The errors the router raises before a request reaches any route or hook (Fastify's
 * `frameworkErrors` option): a path parameter over `maxParamLength` (414) or a path that is not
 * valid URL encoding (400). Fastify's own answer echoes the URL; ours is the envelope, in the
 * caller's language (no onRequest hook has set it yet).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.locale = requestLocale(request);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(request, reply, 414, 'FIELD_INVALID');
  if (error.code === 'FST_ERR_BAD_URL') return sendError(request, reply, 400, 'FIELD_INVALID');
  request.log.error({ err: { code: error.code } }, 'router error');
  return sendError(request, reply, 500, 'INTERNAL');
}

/**
 * One error model for the API (design brief section 4): {errorCode, message, fields?}; never a stack
 * trace, SQL or path in a response (security.md IN-9, L3).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A full disk (507), however it was raised: the platform's admins are told (at most once an hour).
    if ((error instanceof AppError && error.statusCode === 507) || isStorageFull(error)) app.ctx.notices.storageFull();
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, error.statusCode, error.errorCode, {
        messageCode: error.messageCode,
        fields: error.fields,
        extra: error.extra,
        params: error.params,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const code = isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID';
        if (issue.keyword === 'unrecognized_keys') {
          const keys = (issue.params as { keys?: string[] }).keys ?? ['_'];
          for (const key of keys) fields[key] ??= 'FIELD_INVALID';
          continue;
        }
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[field] ??= code;
      }
      // A missing or expired CSRF token is its own error, so the form can refresh it.
      if (fields.csrfToken) return sendError(request, reply, 400, 'CSRF_INVALID', { fields });
      return sendError(request, reply, 400, 'VALIDATION_FAILED', { fields });
    }
    // A full disk under DATA_DIR, wherever it is met (media, thumbnails, fonts, theme images).
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full');
      return sendError(request, reply, 507, 'STORAGE_FULL');
    }
    // A form route reads its multipart body before the session check (sessionKey is a form field): an
    // error before the form was read is a form that cannot be read (truncated, no boundary, a
    // malformed part) — bad input, not our failure. Errors after it (session check, handler) stay 500.
    if (error.statusCode === undefined && request.routeOptions.config?.access?.form && !request.formRead)
      return sendError(request, reply, 400, 'FIELD_INVALID');
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(request, reply, 413, 'PAYLOAD_TOO_LARGE');
    if (status === 429) return sendError(request, reply, 429, 'RATE_LIMITED');
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(request, reply, 415, 'FIELD_INVALID');
    if (status >= 400 && status < 500) return sendError(request, reply, status, 'VALIDATION_FAILED');
    // The database is down or restarting: a clear "try again" (the pool reconnects by itself).
    if (isDatabaseUnavailable(error)) {
      // The driver's message only: drizzle's own carries the statement and its parameters.
      const cause = (error as { cause?: unknown }).cause;
      const message = cause instanceof Error ? cause.message : error.message.slice(0, 200);
      request.log.warn({ err: { message, code: (cause as { code?: unknown } | undefined)?.code ?? error.code } }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(request, reply, 503, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL');
  });
}
