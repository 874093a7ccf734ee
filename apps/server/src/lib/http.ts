import { envelope, type Locale, pickLocale } from '@signage/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../config.ts';

/** Who sent a request, for audit entries, rate limits and mails in the caller's language. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  locale: Locale;
}

/** The success envelope of design brief section 4. */
export const ok = <T>(response: T) => ({ response });

/**
 * The one way to declare a JSON POST call (most of the spec's API): body schema, answer schema
 * (wrapped in the envelope), declared access, and a handler that gets the parsed body. The body's
 * type follows from its schema, so handlers need no cast.
 */
export function jsonPost(app: FastifyInstance, defaultTags: string[]) {
  return <B extends z.ZodType, R extends z.ZodType | undefined>(
    url: string,
    summary: string,
    body: B,
    response: R,
    config: FastifyContextConfig,
    handler: (body: FastifyRequest<{ Body: z.output<B> }>['body'], request: FastifyRequest<{ Body: z.output<B> }>) => Promise<unknown>,
    tags: string[] = defaultTags,
  ) =>
    app.route<{ Body: z.output<B> }>({
      method: 'POST',
      url,
      schema: { tags, summary, body, ...(response ? { response: { 200: envelope(response) } } : {}) },
      config,
      handler: async (request) => ok(await handler(request.body, request)),
    });
}

/** The caller's language from `Accept-Language` (English when none of ours is asked for). */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return pickLocale(tags);
}

export const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
  locale: request.locale,
});

/**
 * The `sessionKey` cookie (spec 7.1): readable by the CMS, which copies it into bodies and headers;
 * on its own it authenticates only plain GETs of files. Secure behind https, SameSite=Lax, host-only.
 */
export function setSessionCookie(reply: FastifyReply, config: AppConfig, key: string) {
  reply.setCookie('sessionKey', key, {
    path: '/',
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    httpOnly: false,
    maxAge: Math.floor(config.sessionMaxMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie('sessionKey', { path: '/' });
}

/** The GET counterpart of `jsonPost`: path parameters from their schema, the answer in the envelope. */
export function jsonGet(app: FastifyInstance, defaultTags: string[]) {
  return <P extends z.ZodType, R extends z.ZodType>(
    url: string,
    summary: string,
    params: P,
    response: R,
    config: FastifyContextConfig,
    handler: (request: FastifyRequest<{ Params: z.output<P> }>) => Promise<unknown>,
    tags: string[] = defaultTags,
  ) =>
    app.route<{ Params: z.output<P> }>({
      method: 'GET',
      url,
      schema: { tags, summary, params, response: { 200: envelope(response) } },
      config,
      handler: async (request) => ok(await handler(request)),
    });
}
