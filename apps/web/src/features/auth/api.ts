/**
 * Sign-in, sign-up and password-reset calls (contracts/auth.ts, spec 7.3). A signed-in user's own password change
 * (`/auth/changePassword`) is the account page's: `accountApi.changePassword`.
 */
import type {
  authProvidersBody,
  authProvidersResponse,
  changePasswordTokenBody,
  checkBody,
  checkResponse,
  csrfTokenResponse,
  googleContinueBody,
  googleContinueResponse,
  googleRegisterBody,
  googleRegisterResponse,
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
import type { z } from 'zod';
import { api, type BodyOf, endpoint } from '../../api/client.ts';

/** Calls made before there is a session. */
const open = { auth: false } as const;

export const authApi = {
  login: endpoint<typeof loginBody, typeof loginResponse>('/auth/login', open),
  logout: endpoint<typeof logoutBody>('/auth/logout'),
  check: endpoint<typeof checkBody, typeof checkResponse>('/auth/check'),
  changePasswordToken: endpoint<typeof changePasswordTokenBody>('/auth/changePasswordToken', open),
  requestPasswordReset: endpoint<typeof requestPasswordResetBody>('/auth/requestPasswordReset', open),
  csrfToken: () => api.post<z.output<typeof csrfTokenResponse>>('/auth/csrfToken', {}),
  /** The contract has no response schema: the server answers the address it registered. */
  register: (body: BodyOf<typeof registerBody>) => api.post<{ email: string }>('/register', body),
  /** Signs the person in when the account is active at once (`session`). */
  verifyRegistration: endpoint<typeof registerVerifyBody, typeof registerVerifyResponse>('/register/verify', open),
  resendCode: endpoint<typeof registerResendBody>('/register/resend', open),
  approveUser: endpoint<typeof registerApproveBody>('/register/user/approve', open),
  /** The organization details that complete a sign-up (with the restricted session key). */
  orgEntry: endpoint<typeof orgEntryBody>('/organizations/orgentry'),
  /** Sign-in methods besides the password this server offers (Google's button shows only when it is configured). */
  providers: endpoint<typeof authProvidersBody, typeof authProvidersResponse>('/auth/providers', open),
  /** After Google's redirect (the ticket is an HttpOnly cookie): a session, or the address to sign up. */
  googleContinue: endpoint<typeof googleContinueBody, typeof googleContinueResponse>('/auth/google/continue', open),
  googleRegister: (body: BodyOf<typeof googleRegisterBody>) =>
    api.post<z.output<typeof googleRegisterResponse>>('/auth/google/register', body, { auth: false }),
};

/** Where the browser goes to sign in with Google (the server redirects to Google). */
export const GOOGLE_START_URL = '/api/auth/google/start';
