import type { FastifyInstance } from 'fastify';

/** Hot player routes, logged at debug level only (design brief section 7). */
const QUIET_ROUTES = new Set(['/api/player/heartbeat', '/api/player/proof-of-play', '/api/player/manifest']);

/** Paths that carry a credential: an integration's API key (security.md HOOK-1: redacted in logs). */
export const redactPath = (path: string) => path.replace(/^\/api\/hooks\/[^/]+/, '/api/hooks/[key]');

/**
 * One line per request; the 10-second session poll and the player's hot routes only at debug level
 * (design brief section 7). A plain callback, and the line is only built when its level is logged (a
 * screen herd runs this tens of thousands of times at debug level).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const path = redactPath(request.url.split('?')[0] ?? '');
    const level = (path === '/api/auth/check' || QUIET_ROUTES.has(path)) && reply.statusCode < 400 ? 'debug' : 'info';
    const log = request.log as typeof request.log & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled?.(level) ?? true) log[level](`${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`);
    done();
  });
}
