import {
  changePasswordBody,
  changePasswordTokenBody,
  checkBody,
  checkResponse,
  csrfTokenResponse,
  envelope,
  loginBody,
  loginResponse,
  logoutBody,
  orgEntryBody,
  registerApproveBody,
  registerBody,
  registerResendBody,
  registerVerifyBody,
  requestPasswordResetBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, metaOf, ok, setSessionCookie } from '../../lib/http.ts';
import { caller } from '../../core/context.ts';

const pub = { access: { auth: 'public' as const } };

/** Spec 7.3: auth and registration calls. Thin: schema, then the service. */
export async function authRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { auth, signUp } = app.services;
  const tags = ['auth'];

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in; 401 carries the login result code 1–4',
        body: loginBody,
        response: { 200: envelope(loginResponse) },
      },
      config: pub,
    },
    async (request, reply) => {
      const result = await auth.login(request.body.email, request.body.password, metaOf(request));
      setSessionCookie(reply, app.ctx.config, result.sessionKey);
      return ok(result);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'End the current session', body: logoutBody }, config: { access: { auth: 'orgentry' } } },
    async (request, reply) => {
      await auth.logout(caller(request), metaOf(request));
      clearSessionCookie(reply);
      return ok(true);
    },
  );

  app.post(
    '/auth/check',
    {
      schema: {
        tags,
        summary: 'Session check and 10-second poll; 403 with codes 1–4 or FORBIDDEN',
        body: checkBody,
        response: { 200: envelope(checkResponse) },
      },
      config: pub,
    },
    async (request) => ok(await auth.check(request.body.sessionKey, request.body.role, request.body.path)),
  );

  app.post(
    '/auth/changePassword',
    {
      schema: { tags, summary: 'Change the password (other sessions end)', body: changePasswordBody },
      config: { access: { auth: 'session' } },
    },
    async (request) => ok(await auth.changePassword(caller(request), request.body, metaOf(request))),
  );

  app.post(
    '/auth/changePasswordToken',
    { schema: { tags, summary: 'Set a new password with an e-mailed reset token', body: changePasswordTokenBody }, config: pub },
    async (request) => ok(await auth.changePasswordWithToken(request.body, metaOf(request))),
  );

  app.post(
    '/auth/requestPasswordReset',
    {
      schema: { tags, summary: 'Mail a reset link; same answer for known and unknown e-mails', body: requestPasswordResetBody },
      config: pub,
    },
    async (request) => ok(await auth.requestPasswordReset(request.body.email, metaOf(request))),
  );

  app.post(
    '/auth/csrfToken',
    { schema: { tags, summary: 'A signed form token for registration', response: { 200: envelope(csrfTokenResponse) } }, config: pub },
    async () => ok(await signUp.csrfToken()),
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['register'],
        summary: 'Sign up: organization, owner and 30-day trial licence',
        body: registerBody,
        response: { 200: envelope(z.object({ email: z.string() })) },
      },
      config: pub,
    },
    async (request) => ok(await signUp.register(request.body, metaOf(request))),
  );

  app.post(
    '/register/verify',
    { schema: { tags: ['register'], summary: 'Confirm the e-mail with the mailed code', body: registerVerifyBody }, config: pub },
    async (request) => ok(await signUp.verify(request.body.email, request.body.code, metaOf(request))),
  );

  app.post(
    '/register/resend',
    { schema: { tags: ['register'], summary: 'Send a new verification code', body: registerResendBody }, config: pub },
    async (request) => ok(await signUp.resend(request.body.email, metaOf(request))),
  );

  app.post(
    '/register/user/approve',
    { schema: { tags: ['register'], summary: 'Approve a user waiting for admin approval', body: registerApproveBody }, config: pub },
    async (request) => ok(await signUp.approve(request.body.email, request.body.code, metaOf(request))),
  );

  app.post(
    '/organizations/orgentry',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Complete mandatory organization details (sign-up incomplete)',
        body: orgEntryBody,
        response: { 200: envelope(loginResponse) },
      },
      config: { access: { auth: 'orgentry' } },
    },
    async (request, reply) => {
      const result = await auth.completeOrgEntry(caller(request), request.body, metaOf(request));
      setSessionCookie(reply, app.ctx.config, result.sessionKey);
      return ok(result);
    },
  );
}
