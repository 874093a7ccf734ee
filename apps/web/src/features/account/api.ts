/**
 * The signed-in user's own account (contracts/users.ts, spec 7.3): profile, e-mail, password, EULA, sessions.
 * The language (`/users/update/locale`) is saved by `state/locale.ts` (`saveLocale`), where the locale lives.
 */
import {
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
import { z } from 'zod';
import { endpoint } from '../../api/client.ts';

export const accountApi = {
  me: endpoint('/users/me', { body: sessionOnlyBody, response: meResponse }),
  setName: endpoint('/users/setName', { body: setNameBody }),
  updateEula: endpoint('/users/update/eula', { body: updateEulaBody }),
  changeEmail: endpoint('/users/me/email', { body: changeEmailBody }),
  /** The signed-in user's own password (the auth module's call; the account page is its only user). */
  changePassword: endpoint('/auth/changePassword', { body: changePasswordBody }),
  /** Opened from the mailed link, signed in or not. */
  confirmEmail: endpoint('/users/me/email/confirm', { body: confirmEmailBody }, { auth: false }),
  sessions: endpoint('/users/me/sessions', { body: sessionOnlyBody, response: z.array(sessionInfo) }),
  endSession: endpoint('/users/me/sessions/end', { body: endSessionBody }),
  endOtherSessions: endpoint('/users/me/sessions/endOthers', { body: sessionOnlyBody }),
};

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
