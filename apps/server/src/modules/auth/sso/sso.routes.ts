import {
  envelope,
  recordIdParam,
  ssoConfigBody,
  ssoConfigResponse,
  ssoContinueBody,
  ssoContinueResponse,
  ssoDiscoverBody,
  ssoDiscoverResponse,
  ssoRemoveResponse,
  ssoSaveBody,
  samlAcsBody,
  ssoStartQuery,
} from '@signage/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../../core/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { jsonPost, metaOf, ok, setSessionCookie } from '../../../lib/http.ts';
import { SSO_FLOW_TTL_MS } from './sso.service.ts';

const pub = { access: { auth: 'public' as const } };
/** The organization's own sign-in settings: owner and administrator (the service also requires the own organization). */
const read = { access: { auth: 'session' as const, permission: 'organizations.manage' as const } };
/** Security settings: never under impersonation (security.md TEN-7). */
const write = { access: { auth: 'session' as const, permission: 'organizations.manage' as const, write: true, noImpersonation: true } };
const idParams = z.strictObject({ id: recordIdParam });
const STATE_COOKIE = 'ssoState';
const TICKET_COOKIE = 'ssoTicket';
const COOKIE_PATH = '/api/auth/sso';
/** Refusals the login page explains; anything else shows as "Single sign-on was not successful". */
const SHOWN_CODES = new Set(['SSO_SIGNIN_FAILED', 'SSO_NOT_CONFIGURED', 'SSO_USER_LIMIT', 'RATE_LIMITED']);

/** Single sign-on per organization (docs/sso.md): its settings, and the sign-in through its provider. */
export async function ssoRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { sso, saml } = app.services;
  const post = jsonPost(app, ['auth']);
  const cookie = (reply: FastifyReply, name: string, value: string) =>
    reply.setCookie(name, value, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: app.ctx.config.publicUrl.startsWith('https://'),
      maxAge: SSO_FLOW_TTL_MS / 1000,
    });

  app.post(
    '/organizations/:id/sso',
    {
      schema: {
        tags: ['organizations'],
        summary: "The organization's single sign-on settings (never the client secret); owner and administrator of the organization itself",
        params: idParams,
        body: ssoConfigBody,
        response: { 200: envelope(ssoConfigResponse) },
      },
      config: read,
    },
    async (request) => ok(await sso.get(caller(request), request.params.id)),
  );
  app.post(
    '/organizations/:id/sso/save',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Connect or change the organization’s OpenID Connect or SAML 2.0 provider, its e-mail domains, roles and “SSO only”',
        params: idParams,
        body: ssoSaveBody,
        response: { 200: envelope(ssoConfigResponse) },
      },
      config: write,
    },
    async (request) => ok(await sso.save(caller(request), request.params.id, request.body, request.ip)),
  );
  app.post(
    '/organizations/:id/sso/samlRefresh',
    {
      schema: {
        tags: ['organizations'],
        summary:
          'Read the SAML identity provider’s metadata address again now (certificate rollover); a failure keeps the saved certificates and is answered as the last error',
        params: idParams,
        body: ssoConfigBody,
        response: { 200: envelope(ssoConfigResponse) },
      },
      config: write,
    },
    async (request) => ok(await sso.refreshSaml(caller(request), request.params.id)),
  );
  app.post(
    '/organizations/:id/sso/remove',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Disconnect the organization’s single sign-on (its domains are free again; passwords work again)',
        params: idParams,
        body: ssoConfigBody,
        response: { 200: envelope(ssoRemoveResponse) },
      },
      config: write,
    },
    async (request) => ok(await sso.remove(caller(request), request.params.id, request.ip)),
  );

  post(
    '/auth/sso/discover',
    'Whether an address (or domain) signs in through its organization’s single sign-on, and only that way',
    ssoDiscoverBody,
    ssoDiscoverResponse,
    pub,
    (body) => sso.discover(body.email),
  );

  app.get(
    '/auth/sso/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Redirects to the identity provider of the address’s organization (state, nonce and PKCE; 10 minutes, single use)',
        querystring: ssoStartQuery,
      },
      config: pub,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const { state, url } = await sso.start(request.query.email, metaOf(request));
        cookie(reply, STATE_COOKIE, state);
        return reply.redirect(url, 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const code = SHOWN_CODES.has(String(error.errorCode)) ? String(error.errorCode) : 'SSO_SIGNIN_FAILED';
        return reply.redirect(`/?error=${code}`, 303);
      }
    },
  );

  // The provider sends the browser here. Public: the state (with this browser's cookie) is the credential.
  app.get(
    '/auth/sso/callback',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The identity provider’s redirect: verifies the ID token, then continues in the CMS (or shows the failure on the login page)',
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
          error_description: z.string().max(1024).optional(),
          session_state: z.string().max(512).optional(),
          scope: z.string().max(2048).optional(),
          iss: z.string().max(500).optional(),
        }),
      },
      config: pub,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      try {
        const ticket = await sso.callback(request.query, request.cookies[STATE_COOKIE], metaOf(request));
        cookie(reply, TICKET_COOKIE, ticket);
        return reply.redirect('/authflow/sso', 303);
      } catch (error) {
        const code = error instanceof AppError && SHOWN_CODES.has(String(error.errorCode)) ? String(error.errorCode) : 'SSO_SIGNIN_FAILED';
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'sso callback failed');
        return reply.redirect(`/?error=${code}`, 303);
      }
    },
  );

  // SAML 2.0 (docs/sso.md): our SP metadata, the assertion consumer service, the same-browser check.
  const failureCode = (error: unknown) =>
    error instanceof AppError && SHOWN_CODES.has(String(error.errorCode)) ? String(error.errorCode) : 'SSO_SIGNIN_FAILED';
  app.get(
    '/auth/sso/saml/:id/metadata',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Our SAML service provider metadata for the organization’s identity provider (entity id, ACS address); 404 unless it uses SAML',
        params: idParams,
      },
      config: pub,
    },
    async (request, reply) => {
      const xml = await saml.metadata(request.params.id);
      return reply.type('application/samlmetadata+xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
    },
  );

  // The provider's HTTP-POST binding: a form-encoded body, parsed in this scope only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1_100_000 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/auth/sso/saml/:id/acs',
      {
        schema: {
          tags: ['auth'],
          summary:
            'SAML assertion consumer service (HTTP-POST): verifies the signed response (signature, audience, InResponseTo once, time), then continues in the CMS',
          params: idParams,
          body: samlAcsBody,
          consumes: ['application/x-www-form-urlencoded'],
        },
        config: pub,
        // A malformed post goes back to the login page like any refusal, never a JSON error page.
        attachValidation: true,
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        try {
          if (request.validationError) throw new AppError(400, 'SSO_SIGNIN_FAILED');
          const handle = await saml.acs(request.params.id, request.body, metaOf(request));
          return reply.redirect(`/api/auth/sso/saml/finish?${new URLSearchParams({ handle })}`, 303);
        } catch (error) {
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'saml acs failed');
          return reply.redirect(`/?error=${failureCode(error)}`, 303);
        }
      },
    );
  });

  app.get(
    '/auth/sso/saml/finish',
    {
      schema: {
        tags: ['auth'],
        summary: 'After the SAML assertion consumer service: the browser that started the sign-in (its state cookie) continues in the CMS',
        querystring: z.object({ handle: z.string().max(256).optional() }),
      },
      config: pub,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const state = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      try {
        const ticket = await saml.finish(request.query.handle, state, metaOf(request));
        cookie(reply, TICKET_COOKIE, ticket);
        return reply.redirect('/authflow/sso', 303);
      } catch (error) {
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'saml finish failed');
        return reply.redirect(`/?error=${failureCode(error)}`, 303);
      }
    },
  );

  app.post(
    '/auth/sso/continue',
    {
      schema: {
        tags: ['auth'],
        summary: 'After the callback: signs the person in (once; 401 with the login result codes)',
        body: ssoContinueBody,
        response: { 200: envelope(ssoContinueResponse) },
      },
      config: pub,
    },
    async (request, reply) => {
      const result = await sso.continue(request.cookies[TICKET_COOKIE], metaOf(request));
      reply.clearCookie(TICKET_COOKIE, { path: COOKIE_PATH });
      setSessionCookie(reply, app.ctx.config, result.sessionKey);
      return ok(result);
    },
  );
}
