import { z } from 'zod';
import { freeText, sessionKey } from './common.ts';

/*
 * Contact support (spec 2.2 /help/contact, 7.8 "contact or support message"; docs/support.md).
 * The spec shows no path: ours are POST /api/support/info and /api/support/message, for any signed-in
 * user (permission `support.send`), with `sessionKey` in the body or the Authorization header.
 */

/** What a message is about (the form's choice; the support mail names it). */
export const SUPPORT_CATEGORIES = ['question', 'problem', 'licence', 'billing', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
/** Messages per user per hour (the server's limiter `support:user`). */
export const SUPPORT_MESSAGES_PER_HOUR = 5;

export const supportInfoBody = z.strictObject({ sessionKey: sessionKey.optional() });
export const supportInfoResponse = z.object({
  /** Where a message goes: the nearest organization up the tree with its own support e-mail, else the platform's; null when neither is set. */
  supportEmail: z.string().nullable(),
  /** The platform's support phone number (SUPPORT_PHONE), '' when unset. */
  supportPhone: z.string(),
});
export type SupportInfo = z.infer<typeof supportInfoResponse>;

export const supportMessageBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  subject: freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(SUPPORT_SUBJECT_MAX, { error: 'NAME_TOO_LONG' }),
  message: freeText('FIELD_REQUIRED')
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .min(SUPPORT_MESSAGE_MIN, { error: 'SUPPORT_MESSAGE_TOO_SHORT' })
    .max(SUPPORT_MESSAGE_MAX, { error: 'NAME_TOO_LONG' }),
  category: z.enum(SUPPORT_CATEGORIES, { error: 'FIELD_INVALID' }).optional().default('question'),
});
export type SupportMessageInput = z.input<typeof supportMessageBody>;

export const supportMessageResponse = z.object({
  /** The address the message went to. */
  sentTo: z.string(),
  /** The copy went to the sender's own address. */
  copyTo: z.string(),
});
export type SupportMessageResult = z.infer<typeof supportMessageResponse>;
