import {
  envelope,
  loginResponse,
  orgSecondFactorBody,
  orgSecondFactorResponse,
  orgSecondFactorUpdateBody,
  passkeyAddBody,
  passkeyFlowOptionsResponse,
  passkeyInfo,
  passkeyLoginBody,
  passkeyLoginOptionsBody,
  passkeyOptionsResponse,
  passkeyRemoveBody,
  totpRemoveBody,
  passkeyRenameBody,
  recoveryCodesRegenerateBody,
  recoveryCodesResponse,
  resetSecondFactorBody,
  secondFactorEnrolConfirmBody,
  secondFactorEnrolResponse,
  secondFactorEnrolStartBody,
  secondFactorPasskeyOptionsBody,
  secondFactorVerifyBody,
  securityBody,
  securityResponse,
  totpConfirmBody,
  totpSetupResponse,
} from '@signage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import { caller } from '../../../core/context.ts';
import { jsonPost, metaOf, ok, setSessionCookie } from '../../../lib/http.ts';
import type { RelyingParty } from './second-factor.service.ts';

const pub = { access: { auth: 'public' as const } };
const account = { access: { auth: 'session' as const, permission: 'account.manage' as const } };
// Security is never held back by the licence: no `write` (an expired licence does not stop enrolling or a reset).
const accountWrite = account;
const orgRead = { access: { auth: 'session' as const, permission: 'organizations.manage' as const } };
const orgWrite = orgRead;
const usersWrite = { access: { auth: 'session' as const, permission: 'users.manage' as const } };

/**
 * The WebAuthn relying party (docs/security.md "Second factor"): PUBLIC_URL's host and origin when it
 * is set; otherwise the request's own host (a development server on localhost, which browsers treat
 * as a secure context). A passkey is bound to this host name.
 */
export function relyingPartyOf(request: FastifyRequest, config: AppConfig): RelyingParty {
  const url = config.publicUrlSet ? new URL(config.publicUrl) : new URL(`${request.protocol}://${request.host}`);
  return { id: url.hostname, origin: url.origin, name: 'Signage' };
}

/** Second factor and passkeys: the sign-in steps, the account's Security section, the organization's rule, an admin's reset. */
export async function secondFactorRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { auth, secondFactor } = app.services;
  const tags = ['auth'];
  const post = jsonPost(app, tags);
  const rp = (request: FastifyRequest) => relyingPartyOf(request, app.ctx.config);

  app.post(
    '/auth/secondFactor/verify',
    {
      schema: {
        tags,
        summary: 'The second sign-in step: an authenticator code, a recovery code or a passkey; opens the session',
        body: secondFactorVerifyBody,
        response: { 200: envelope(loginResponse) },
      },
      config: pub,
    },
    async (request, reply) => {
      const meta = metaOf(request);
      const passed = await secondFactor.verifyStep(request.body, rp(request), meta);
      const result = await auth.signInAfterSecondFactor(passed.user, meta, {
        method: passed.firstFactor,
        secondFactor: passed.secondFactor,
      });
      setSessionCookie(reply, app.ctx.config, result.sessionKey);
      return ok(result);
    },
  );
  post(
    '/auth/secondFactor/passkeyOptions',
    "The WebAuthn request for the step's user's passkeys",
    secondFactorPasskeyOptionsBody,
    passkeyOptionsResponse,
    pub,
    (b, r) => secondFactor.stepPasskeyOptions(b.challenge, rp(r)),
  );
  post(
    '/auth/secondFactor/enrol/start',
    "The organization requires a second factor: a new authenticator-app secret for the step's user",
    secondFactorEnrolStartBody,
    totpSetupResponse,
    pub,
    (b) => secondFactor.enrolStart(b.challenge),
  );
  app.post(
    '/auth/secondFactor/enrol/confirm',
    {
      schema: {
        tags,
        summary: 'The first authenticator code confirms the enrolment; opens the session and answers the recovery codes (once)',
        body: secondFactorEnrolConfirmBody,
        response: { 200: envelope(secondFactorEnrolResponse) },
      },
      config: pub,
    },
    async (request, reply) => {
      const meta = metaOf(request);
      const done = await secondFactor.enrolConfirm(request.body.challenge, request.body.code, meta);
      const result = await auth.signInAfterSecondFactor(done.user, meta, { method: done.firstFactor, secondFactor: 'totp' });
      setSessionCookie(reply, app.ctx.config, result.sessionKey);
      return ok({ ...result, recoveryCodes: done.recoveryCodes });
    },
  );
  post(
    '/auth/passkey/options',
    'Sign in with a passkey: the WebAuthn request',
    passkeyLoginOptionsBody,
    passkeyFlowOptionsResponse,
    pub,
    (_b, r) => secondFactor.loginOptions(rp(r), metaOf(r)),
  );
  app.post(
    '/auth/passkey/login',
    {
      schema: {
        tags,
        summary: "Sign in with a passkey: the authenticator's answer (with user verification) opens the session",
        body: passkeyLoginBody,
        response: { 200: envelope(loginResponse) },
      },
      config: pub,
    },
    async (request, reply) => {
      const meta = metaOf(request);
      const user = await secondFactor.login(request.body.flow, request.body.credential, rp(request), meta);
      const result = await auth.signInAfterSecondFactor(user, meta, { method: 'passkey' });
      setSessionCookie(reply, app.ctx.config, result.sessionKey);
      return ok(result);
    },
  );

  const me = ['users'];
  post(
    '/users/me/security',
    'Your second factors: authenticator app, recovery codes left, passkeys',
    securityBody,
    securityResponse,
    account,
    (_b, r) => secondFactor.status(caller(r)),
    me,
  );
  post(
    '/users/me/security/totp/start',
    'Start adding an authenticator app (secret and otpauth link)',
    securityBody,
    totpSetupResponse,
    accountWrite,
    (_b, r) => secondFactor.totpStart(caller(r)),
    me,
  );
  post(
    '/users/me/security/totp/confirm',
    'Confirm the authenticator app with its first code (recovery codes, when you had none)',
    totpConfirmBody,
    recoveryCodesResponse,
    accountWrite,
    (b, r) => secondFactor.totpConfirm(caller(r), b.code, metaOf(r)),
    me,
  );
  post(
    '/users/me/security/totp/remove',
    'Remove the authenticator app (with a current code from it)',
    totpRemoveBody,
    z.object({ removed: z.literal(true) }),
    accountWrite,
    (b, r) => secondFactor.totpRemove(caller(r), { code: b.code, password: b.password }, metaOf(r)),
    me,
  );
  post(
    '/users/me/security/recoveryCodes',
    'New recovery codes, the old ones stop working (with a current authenticator code, or the password without an app)',
    recoveryCodesRegenerateBody,
    recoveryCodesResponse,
    accountWrite,
    (b, r) => secondFactor.regenerateRecoveryCodes(caller(r), { code: b.code, password: b.password }, metaOf(r)),
    me,
  );
  post(
    '/users/me/security/passkeys/options',
    'Start adding a passkey (the WebAuthn creation request)',
    securityBody,
    passkeyFlowOptionsResponse,
    accountWrite,
    (_b, r) => secondFactor.passkeyRegisterOptions(caller(r), rp(r)),
    me,
  );
  post(
    '/users/me/security/passkeys/add',
    "Add a passkey (the authenticator's answer)",
    passkeyAddBody,
    passkeyInfo,
    accountWrite,
    (b, r) => secondFactor.passkeyAdd(caller(r), b, rp(r), metaOf(r)),
    me,
  );
  post(
    '/users/me/security/passkeys/rename',
    'Rename one of your passkeys',
    passkeyRenameBody,
    passkeyInfo,
    accountWrite,
    (b, r) => secondFactor.passkeyRename(caller(r), b.id, b.name),
    me,
  );
  post(
    '/users/me/security/passkeys/remove',
    'Remove one of your passkeys (with a current authenticator code, or the password without an app)',
    passkeyRemoveBody,
    z.object({ removed: z.literal(true) }),
    accountWrite,
    (b, r) => secondFactor.passkeyRemove(caller(r), b.id, { code: b.code, password: b.password }, metaOf(r)),
    me,
  );

  post(
    '/organizations/secondFactor',
    "The organization's second-factor rule and the floor its parents set",
    orgSecondFactorBody,
    orgSecondFactorResponse,
    orgRead,
    (b, r) => secondFactor.ruleOf(caller(r), b.organizationId),
    ['organizations'],
  );
  post(
    '/organizations/secondFactor/update',
    "Set the organization's second-factor rule (never looser than its parents')",
    orgSecondFactorUpdateBody,
    orgSecondFactorResponse,
    orgWrite,
    (b, r) => secondFactor.setRule(caller(r), b.organizationId, b.rule, metaOf(r)),
    ['organizations'],
  );
  post(
    '/users/secondFactor/reset',
    "Reset a user's second factors (lost phone or passkey); they sign in with the password and enrol again",
    resetSecondFactorBody,
    z.object({ reset: z.literal(true) }),
    usersWrite,
    (b, r) => secondFactor.reset(caller(r), b.userId, b.organizationId, metaOf(r)),
    ['users'],
  );
}
