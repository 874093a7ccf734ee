import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * Every /api route must say who may call it (security.md ROLE-1): a route without `config.access`
 * fails start-up. The declared routes are listed in `app.apiRoutes` (tests enumerate them), with whether they take a multipart form. API
 * answers are never cached.
 */
export function registerRouteAccessCheck(app: FastifyInstance) {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    const form = isFormRoute(route.schema?.consumes, route.config.access);
    for (const method of [route.method].flat()) app.apiRoutes.push({ method, url: route.url, access: route.config.access, form });
  });
}

export function registerApiNoStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** A route that takes a multipart form: it says so in its schema (`consumes`) or its access (`form`). */
function isFormRoute(consumes: readonly string[] | undefined, access: { form?: boolean } | undefined): boolean {
  return consumes?.includes('multipart/form-data') === true || access?.form === true;
}

/**
 * JSON routes take JSON only: a multipart body (which a cross-site HTML form can send without a
 * preflight) is refused with 415 before it is parsed, unless the route is declared a form (`access.form`).
 */
export function registerFormsOnlyWhereDeclared(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const type = request.headers['content-type'];
    const route = request.routeOptions;
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !isFormRoute(route.schema?.consumes, route.config?.access)) {
      sendError(request, reply, 415, 'FIELD_INVALID');
      return;
    }
    done();
  });
}
