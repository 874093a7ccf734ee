import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { ROLES } from '../roles.ts';
import { anyPassword, email, requiredText, sessionKey } from './common.ts';

export const setNameBody = z.strictObject({ sessionKey, name: requiredText(120) });
export const updateLocaleBody = z.strictObject({ sessionKey, locale: z.enum(LOCALES, { error: 'FIELD_INVALID' }) });
/** `password` is our addition to spec 7.3: an e-mail change needs re-authentication (ASVS 7.5.1). */
export const changeEmailBody = z.strictObject({ sessionKey, email, password: anyPassword });
export const confirmEmailBody = z.strictObject({
  userId: z.number({ error: 'FIELD_INVALID' }).int({ error: 'FIELD_INVALID' }).positive({ error: 'FIELD_INVALID' }),
  token: z.string().min(1, { error: 'FIELD_REQUIRED' }).max(200),
});
export const updateEulaBody = z.strictObject({ sessionKey, eula: z.boolean() });
export const sessionOnlyBody = z.strictObject({ sessionKey });
export const endSessionBody = z.strictObject({ sessionKey, sessionId: z.number().int().positive() });

export const meResponse = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  role: z.enum(ROLES),
  organizationId: z.number().int(),
  organizationName: z.string(),
  eula: z.boolean(),
  eulaAcceptedAt: z.string().nullable(),
  locale: z.enum(LOCALES),
  localeSet: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meResponse>;

export const sessionInfo = z.object({
  id: z.number().int(),
  current: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  userAgent: z.string(),
  ip: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
