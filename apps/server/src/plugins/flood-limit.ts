import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { sendError } from './errors.ts';

/**
 * A coarse flood limit in front of every route, counted in this process (the sensitive flows have their
 * own, database-backed limits: lib/rate-limiter.ts). Many people behind one NAT address (a
 * school, an office) must not share one budget, so
 * - a call that authenticates (a live session, a device secret) counts on that session or device: its
 *   row id, known only once the credential has been checked, never the key or anything derived from it;
 * - anonymous calls (public routes: sign-in, sign-up, reset, static files, unknown routes) count on the
 *   client address;
 * - a credential that does not authenticate (401, or no live session on the session check) counts on the
 *   address too, and when an address has sent
 *   more failing credentials than its budget, calls with a credential from it are refused before the
 *   credential is even looked up: a made-up key never buys a fresh budget.
 * - the built CMS and player files (anything outside /api) have their own per-address budget, ten times
 *   the API's: a class of 300 opening the CMS at once behind one address loads about ten files each,
 *   and those files are cheap (immutable, cached by the browser after the first visit).
 * Fixed windows, all reset together; counters live for one window.
 */
/** How many times the per-address API budget the CMS and player files get. */
const STATIC_FILES_FACTOR = 10;

export function registerFloodLimit(app: FastifyInstance, config: AppConfig) {
  if (!config.rateLimits) return;
  const { perAddress, perCredential, windowMs } = config.floodLimit;
  let counts = new Map<string, number>();
  let windowEnd = Date.now() + windowMs;
  const counted = new WeakSet<FastifyRequest>();

  const current = () => {
    const now = Date.now();
    if (now >= windowEnd) {
      counts = new Map();
      windowEnd = now + windowMs;
    }
    return counts;
  };
  const hit = (key: string) => {
    const map = current();
    const n = (map.get(key) ?? 0) + 1;
    map.set(key, n);
    return n;
  };
  const peek = (key: string) => current().get(key) ?? 0;
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('retry-after', String(Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000))));
    return sendError(request, reply, 429, 'RATE_LIMITED');
  };
  const credentialKey = (request: FastifyRequest) =>
    request.auth ? `session:${request.auth.sessionId}` : request.device ? `device:${request.device.id}` : null;

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!request.url.startsWith('/api/') && request.url !== '/api') {
      counted.add(request);
      if (hit(`static:${request.ip}`) > perAddress * STATIC_FILES_FACTOR) return refuse(request, reply);
      return;
    }
    if (!access || (access.auth === 'public' && !access.identify)) {
      counted.add(request);
      if (hit(`address:${request.ip}`) > perAddress) return refuse(request, reply);
      return;
    }
    // Needs a credential: counted once it has been checked (below), unless the address has been
    // sending credentials that failed.
    if (peek(`failed:${request.ip}`) >= perAddress) {
      counted.add(request);
      return refuse(request, reply);
    }
  });

  // Registered after the auth hooks (app.ts), so the caller is known: JSON routes are resolved in
  // preValidation, multipart forms in an earlier preHandler.
  app.addHook('preHandler', async (request, reply) => {
    if (counted.has(request)) return;
    counted.add(request);
    const key = credentialKey(request);
    if (key) {
      if (hit(key) > perCredential) return refuse(request, reply);
      return;
    }
    // A key that resolved to no live session (the session check): the address pays, as for a 401.
    hit(`failed:${request.ip}`);
    if (hit(`address:${request.ip}`) > perAddress) return refuse(request, reply);
  });

  // Answered before the handler (a refused credential, a body that fails validation): still counted.
  app.addHook('onResponse', (request, reply, done) => {
    if (!counted.has(request)) {
      const key = credentialKey(request);
      if (key) hit(key);
      else {
        hit(`address:${request.ip}`);
        if (reply.statusCode === 401) hit(`failed:${request.ip}`);
      }
    }
    done();
  });
}
