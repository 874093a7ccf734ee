import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { RequestMeta } from '../modules/auth/auth.service.ts';

/** The success envelope of design brief section 4. */
export const ok = <T>(response: T) => ({ response });

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
