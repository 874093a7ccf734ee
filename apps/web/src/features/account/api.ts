/** The signed-in user's own account (contracts/users.ts, spec 7.3): profile, e-mail, EULA, language, sessions. */
import {
  changeEmailBody,
  confirmEmailBody,
  endSessionBody,
  meResponse,
  sessionInfo,
  sessionOnlyBody,
  setNameBody,
  updateEulaBody,
  updateLocaleBody,
} from '@signage/shared';
import { z } from 'zod';
import { endpoint } from '../../api/client.ts';

export const accountApi = {
  me: endpoint('/users/me', { body: sessionOnlyBody, response: meResponse }),
  setName: endpoint('/users/setName', { body: setNameBody }),
  updateLocale: endpoint('/users/update/locale', { body: updateLocaleBody }),
  updateEula: endpoint('/users/update/eula', { body: updateEulaBody }),
  changeEmail: endpoint('/users/me/email', { body: changeEmailBody }),
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
