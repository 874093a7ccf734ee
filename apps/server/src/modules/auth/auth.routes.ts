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
  registerVerifyResponse,
  requestPasswordResetBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, jsonPost, metaOf, ok, setSessionCookie } from '../../lib/http.ts';
import { caller } from '../../core/context.ts';

const pub = { access: { auth: 'public' as const } };

/** Spec 7.3: auth and registration calls. Thin: schema, then the service. */
export async function authRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { auth, signUp } = app.services;
  const tags = ['auth'];
  const post = jsonPost(app, tags);

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

  // The session comes resolved (access.identify), so the poll counts on the session's flood budget.
  post(
    '/auth/check',
    'Session check and 10-second poll; 403 with codes 1–4 or FORBIDDEN',
    checkBody,
    checkResponse,
    { access: { auth: 'public', identify: true } },
    (b, r) => auth.check(r.auth, b.role, b.path),
  );
  post(
    '/auth/changePassword',
    'Change the password (other sessions end)',
    changePasswordBody,
    undefined,
    { access: { auth: 'session' } },
    (b, r) => auth.changePassword(caller(r), b, metaOf(r)),
  );
  post('/auth/changePasswordToken', 'Set a new password with an e-mailed reset token', changePasswordTokenBody, undefined, pub, (b, r) =>
    auth.changePasswordWithToken(b, metaOf(r)),
  );
  post(
    '/auth/requestPasswordReset',
    'Mail a reset link; same answer for known and unknown e-mails',
    requestPasswordResetBody,
    undefined,
    pub,
    (b, r) => auth.requestPasswordReset(b.email, metaOf(r)),
  );

  app.post(
    '/auth/csrfToken',
    { schema: { tags, summary: 'A signed form token for registration', response: { 200: envelope(csrfTokenResponse) } }, config: pub },
    async () => ok(await signUp.csrfToken()),
  );

  const register = ['register'];
  post(
    '/register',
    'Sign up: organization, owner and 30-day trial licence',
    registerBody,
    z.object({ email: z.string() }),
    pub,
    (b, r) => signUp.register(b, metaOf(r)),
    register,
  );
  app.post(
    '/register/verify',
    {
      schema: {
        tags: register,
        summary: 'Confirm the e-mail with the mailed code; an account that is then active is signed in (session)',
        body: registerVerifyBody,
        response: { 200: envelope(registerVerifyResponse) },
      },
      config: pub,
    },
    async (request, reply) => {
      const meta = metaOf(request);
      const verified = await signUp.verify(request.body.email, request.body.code, meta);
      // The code proved the address and the password was chosen at sign-up: no second sign-in (docs/decisions.md).
      const session = verified.active ? await auth.signInAfterVerification(verified.active, meta) : null;
      if (session) setSessionCookie(reply, app.ctx.config, session.sessionKey);
      return ok({ verified: true as const, ...(session ? { session } : {}) });
    },
  );
  post(
    '/register/resend',
    'Send a new verification code',
    registerResendBody,
    undefined,
    pub,
    (b, r) => signUp.resend(b.email, metaOf(r)),
    register,
  );
  post(
    '/register/user/approve',
    'Approve a user waiting for admin approval',
    registerApproveBody,
    undefined,
    pub,
    (b, r) => signUp.approve(b.email, b.code, metaOf(r)),
    register,
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
