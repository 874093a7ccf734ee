/**
 * Sign-in, sign-up and password-reset calls (contracts/auth.ts, spec 7.3). A signed-in user's own password change
 * (`/auth/changePassword`) is the account page's: `accountApi.changePassword`.
 */
import {
  authProvidersBody,
  authProvidersResponse,
  changePasswordTokenBody,
  checkBody,
  checkResponse,
  type csrfTokenResponse,
  googleContinueBody,
  googleContinueResponse,
  type googleRegisterBody,
  type googleRegisterResponse,
  loginBody,
  loginResponse,
  logoutBody,
  orgEntryBody,
  registerApproveBody,
  type registerBody,
  registerResendBody,
  registerVerifyBody,
  requestPasswordResetBody,
} from '@signage/shared';
import type { z } from 'zod';
import { api, type BodyOf, endpoint } from '../../api/client.ts';

/** Calls made before there is a session. */
const open = { auth: false } as const;

export const authApi = {
  login: endpoint('/auth/login', { body: loginBody, response: loginResponse }, open),
  logout: endpoint('/auth/logout', { body: logoutBody }),
  check: endpoint('/auth/check', { body: checkBody, response: checkResponse }),
  changePasswordToken: endpoint('/auth/changePasswordToken', { body: changePasswordTokenBody }, open),
  requestPasswordReset: endpoint('/auth/requestPasswordReset', { body: requestPasswordResetBody }, open),
  csrfToken: () => api.post<z.output<typeof csrfTokenResponse>>('/auth/csrfToken', {}),
  /** The contract has no response schema: the server answers the address it registered. */
  register: (body: BodyOf<typeof registerBody>) => api.post<{ email: string }>('/register', body),
  verifyRegistration: endpoint('/register/verify', { body: registerVerifyBody }, open),
  resendCode: endpoint('/register/resend', { body: registerResendBody }, open),
  approveUser: endpoint('/register/user/approve', { body: registerApproveBody }, open),
  /** The organization details that complete a sign-up (with the restricted session key). */
  orgEntry: endpoint('/organizations/orgentry', { body: orgEntryBody }),
  /** Sign-in methods besides the password this server offers (Google's button shows only when it is configured). */
  providers: endpoint('/auth/providers', { body: authProvidersBody, response: authProvidersResponse }, open),
  /** After Google's redirect (the ticket is an HttpOnly cookie): a session, or the address to sign up. */
  googleContinue: endpoint('/auth/google/continue', { body: googleContinueBody, response: googleContinueResponse }, open),
  googleRegister: (body: BodyOf<typeof googleRegisterBody>) =>
    api.post<z.output<typeof googleRegisterResponse>>('/auth/google/register', body, { auth: false }),
};

/** Where the browser goes to sign in with Google (the server redirects to Google). */
export const GOOGLE_START_URL = '/api/auth/google/start';
