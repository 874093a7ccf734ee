/**
 * The signed-in user's own account (contracts/users.ts, spec 7.3): profile, e-mail, password, EULA, sessions.
 * The language (`/users/update/locale`) is saved by `state/locale.ts` (`saveLocale`), where the locale lives.
 */
import type {
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  endSessionBody,
  meResponse,
  sessionInfo,
  sessionOnlyBody,
  setNameBody,
  updateEulaBody,
} from '@signage/shared';
import type { z } from 'zod';
import { endpoint } from '../../api/client.ts';

export const accountApi = {
  me: endpoint<typeof sessionOnlyBody, typeof meResponse>('/users/me'),
  setName: endpoint<typeof setNameBody>('/users/setName'),
  updateEula: endpoint<typeof updateEulaBody>('/users/update/eula'),
  changeEmail: endpoint<typeof changeEmailBody>('/users/me/email'),
  /** The signed-in user's own password (the auth module's call; the account page is its only user). */
  changePassword: endpoint<typeof changePasswordBody>('/auth/changePassword'),
  /** Opened from the mailed link, signed in or not. */
  confirmEmail: endpoint<typeof confirmEmailBody>('/users/me/email/confirm', { auth: false }),
  sessions: endpoint<typeof sessionOnlyBody, z.ZodArray<typeof sessionInfo>>('/users/me/sessions'),
  endSession: endpoint<typeof endSessionBody>('/users/me/sessions/end'),
  endOtherSessions: endpoint<typeof sessionOnlyBody>('/users/me/sessions/endOthers'),
};

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
