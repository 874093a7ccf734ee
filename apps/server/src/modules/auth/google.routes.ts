import {
  authProvidersBody,
  authProvidersResponse,
  envelope,
  googleContinueBody,
  googleContinueResponse,
  googleRegisterBody,
  googleRegisterResponse,
} from '@signage/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { jsonPost, metaOf, ok, setSessionCookie } from '../../lib/http.ts';
import { GOOGLE_FLOW_TTL_MS } from './google-signin.service.ts';

const pub = { access: { auth: 'public' as const } };
const tags = ['auth'];
/** The browser's half of a flow: HttpOnly, only ever sent to these routes. */
const STATE_COOKIE = 'googleState';
const TICKET_COOKIE = 'googleTicket';
const COOKIE_PATH = '/api/auth/google';
/** Refusals the login page explains; anything else shows as "Google sign-in not successful". */
const SHOWN_CODES = new Set(['GOOGLE_SIGNIN_FAILED', 'RATE_LIMITED']);

/** Sign in with Google (docs/integrations.md "Google sign-in"). Every route answers 404 while it is not configured. */
export async function googleAuthRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { googleSignIn } = app.services;
  const post = jsonPost(app, tags);
  const cookie = (reply: FastifyReply, name: string, value: string) =>
    reply.setCookie(name, value, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: app.ctx.config.publicUrl.startsWith('https://'),
      maxAge: GOOGLE_FLOW_TTL_MS / 1000,
    });

  post(
    '/auth/providers',
    'Sign-in methods this server offers besides the password',
    authProvidersBody,
    authProvidersResponse,
    pub,
    async () => ({
      google: googleSignIn.configured,
      mailToLog: !app.ctx.config.smtpUrl,
      firstAccount: await app.services.signUp.isFirstAccount(),
    }),
  );

  app.get(
    '/auth/google/start',
    { schema: { tags, summary: "Redirects to Google's sign-in (state, nonce and PKCE; 10 minutes, single use)" }, config: pub },
    async (request, reply) => {
      const { state, url } = await googleSignIn.start(metaOf(request));
      cookie(reply, STATE_COOKIE, state);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  // Google sends the browser here. Public: the state (with this browser's cookie) is the credential;
  // the answer is only a redirect, to the CMS's landing page or to the login page with the failure.
  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags,
        summary: "Google's redirect: verifies the ID token, then continues in the CMS (or shows the failure on the login page)",
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
          error_description: z.string().max(1024).optional(),
          scope: z.string().max(2048).optional(),
          authuser: z.string().max(20).optional(),
          hd: z.string().max(256).optional(),
          prompt: z.string().max(100).optional(),
          iss: z.string().max(500).optional(),
        }),
      },
      config: pub,
    },
    async (request, reply) => {
      if (!googleSignIn.configured) throw new AppError(404, 'NOT_FOUND');
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      try {
        const ticket = await googleSignIn.callback(request.query, request.cookies[STATE_COOKIE], metaOf(request));
        cookie(reply, TICKET_COOKIE, ticket);
        return reply.redirect('/authflow/google', 303);
      } catch (error) {
        const code =
          error instanceof AppError && SHOWN_CODES.has(String(error.errorCode)) ? String(error.errorCode) : 'GOOGLE_SIGNIN_FAILED';
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'google sign-in callback failed');
        return reply.redirect(`/?error=${code}`, 303);
      }
    },
  );

  app.post(
    '/auth/google/continue',
    {
      schema: {
        tags,
        summary: 'After the callback: signs a matching account in (once; 401 with the login result codes), or names the address to sign up',
        body: googleContinueBody,
        response: { 200: envelope(googleContinueResponse) },
      },
      config: pub,
    },
    async (request, reply) => {
      const result = await googleSignIn.continue(request.cookies[TICKET_COOKIE], metaOf(request));
      if (result.kind === 'session') {
        reply.clearCookie(TICKET_COOKIE, { path: COOKIE_PATH });
        setSessionCookie(reply, app.ctx.config, result.sessionKey);
      }
      return ok(result);
    },
  );

  app.post(
    '/auth/google/register',
    {
      schema: {
        tags: ['register'],
        summary: 'Sign up with the address Google verified: organization, owner and trial licence, signed in at once',
        body: googleRegisterBody,
        response: { 200: envelope(googleRegisterResponse) },
      },
      config: pub,
    },
    async (request, reply) => {
      const result = await googleSignIn.register(request.cookies[TICKET_COOKIE], request.body, metaOf(request));
      reply.clearCookie(TICKET_COOKIE, { path: COOKIE_PATH });
      setSessionCookie(reply, app.ctx.config, result.sessionKey);
      return ok(result);
    },
  );
}
