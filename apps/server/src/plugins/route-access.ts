import type { FastifyInstance } from 'fastify';

/**
 * Every /api route must say who may call it (security.md ROLE-1): a route without `config.access`
 * fails start-up. The declared routes are listed in `app.apiRoutes` (tests enumerate them). API
 * answers are never cached.
 */
export function registerRouteAccessCheck(app: FastifyInstance) {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, access: route.config.access });
  });
}

export function registerApiNoStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
