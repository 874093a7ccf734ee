import { can, IMPERSONATION_HEADER, type LicenceFlags, isLocale } from '@signage/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { requestLocale } from '../lib/http.ts';
import type { LicenceFeature } from '../core/context.ts';
import { sendError } from './errors.ts';
import { admitBearer, bearerOf } from './api-token-bearer.ts';

/** The session key of an API call: the body field or `Authorization: SessionKey <key>`, never the cookie. */
export function sessionKeyOf(request: FastifyRequest): string | null {
  const body = request.body as { sessionKey?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.sessionKey === 'string' && body.sessionKey) return body.sessionKey;
  const header = request.headers.authorization;
  if (header?.startsWith('SessionKey ')) {
    const key = header.slice('SessionKey '.length).trim();
    if (key) return key;
  }
  return null;
}

/** Whether a licence flag (or a `widgets.x` flag) is on. */
export function hasFeature(flags: LicenceFlags, feature: LicenceFeature): boolean {
  if (feature.startsWith('widgets.')) return flags.widgets[feature.slice('widgets.'.length) as keyof LicenceFlags['widgets']] === true;
  return flags[feature as Exclude<keyof LicenceFlags, 'widgets'>] === true;
}

/**
 * Resolves every request to its caller before a service runs (design brief section 4) and applies the
 * route's declared access: session, role permission (spec part 6 matrix) and view-only licences.
 */
export function registerAuth(app: FastifyInstance) {
  const { sessions, impersonation } = app.services;
  app.decorateRequest('auth', null);
  app.decorateRequest('device', null);
  app.decorateRequest('locale', 'en');
  app.decorateRequest('formRead', false);

  // Hooks that need no waiting are plain callbacks: a screen herd runs them tens of thousands of times.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = requestLocale(request);
    done();
  });

  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if (access.auth === 'public') {
      const key = access.identify ? sessionKeyOf(request) : null;
      if (key) request.auth = await sessions.resolve(key, { touch: false });
      return;
    }
    if (access.auth === 'device') {
      // Players only (security.md DEV-3): a user session never opens these routes, nor a secret the CMS ones.
      const header = request.headers.authorization;
      const secret = header?.startsWith('Device ') ? header.slice('Device '.length).trim() : '';
      if (!secret || secret.length > 200) return sendError(request, reply, 401, 'UNAUTHORIZED');
      const device = await app.services.screens.identify(secret);
      // A removed device (or a secret never issued) goes back to pairing.
      if (!device) return sendError(request, reply, 401, 'DEVICE_REVOKED');
      request.device = device;
      return;
    }
    // An organization API token (docs/api-tokens.md): the token's rules, then the same checks as a session.
    const bearer = bearerOf(request);
    if (bearer !== null) {
      if (!(await admitBearer(app, request, reply, access, bearer))) return reply;
    } else {
      const key =
        sessionKeyOf(request) ??
        (access.cookie && (request.method === 'GET' || request.method === 'HEAD') ? request.cookies?.sessionKey || null : null);
      const auth = key ? await sessions.resolve(key, { touch: !access.poll }) : null;
      if (!auth) return sendError(request, reply, 401, 'UNAUTHORIZED');
      // Only the organization-details call accepts a sign-up-incomplete session.
      if (auth.scope === 'orgentry' && access.auth !== 'orgentry')
        return sendError(request, reply, 403, 3, { messageCode: 'SIGNUP_INCOMPLETE' });
      request.auth = auth;
      if (!request.headers['accept-language'] && isLocale(auth.user.locale)) request.locale = auth.user.locale;
      // Impersonation (spec 7.1; security.md TEN-6): checked on every request that carries the header.
      const target = request.headers[IMPERSONATION_HEADER.toLowerCase()];
      if (target !== undefined && auth.scope === 'full') {
        if (access.noImpersonation) throw new AppError(403, 'IMPERSONATION_REFUSED');
        request.auth = await impersonation.resolveHeader(auth, target, request.ip);
      }
    }
    const auth = request.auth;
    if (!auth) return sendError(request, reply, 401, 'UNAUTHORIZED');
    if (access.permission && !can(auth.role, access.permission)) {
      request.log.warn({ userId: auth.user.id, permission: access.permission }, 'authorization denied');
      return sendError(request, reply, 403, 'FORBIDDEN');
    }
    const effective = auth;
    const homeLicence = effective.impersonation?.homeLicence;
    if (access.write && (effective.licence.status !== 0 || (homeLicence && homeLicence.status !== 0))) {
      throw new AppError(403, 'LICENSE_EXPIRED');
    }
    if (access.feature && !hasFeature(effective.licence.flags, access.feature)) throw new AppError(403, 'FEATURE_NOT_LICENSED');
  };
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.config.access?.form) return check(request, reply);
  });
  // Multipart forms carrying `sessionKey` as a field are read (by the multipart plugin) first.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.access?.form) return;
    request.formRead = true;
    return check(request, reply);
  });
  // Every request made under impersonation is audited with both organizations (security.md TEN-7, LOG-1).
  app.addHook('onResponse', (request, reply, done) => {
    const imp = request.auth?.impersonation;
    if (!imp || !request.auth) return done();
    app.ctx.audit
      .record({
        organizationId: request.auth.organization.id,
        actorUserId: request.auth.user.id,
        actorOrganizationId: imp.homeOrganization.id,
        action: 'impersonation.call',
        objectType: 'request',
        objectId: imp.requestId,
        details: { method: request.method, route: request.routeOptions.url ?? '', status: reply.statusCode },
        ip: request.ip,
      })
      .catch((error) => request.log.error({ err: error }, 'impersonation audit failed'))
      .finally(() => done());
  });
}
