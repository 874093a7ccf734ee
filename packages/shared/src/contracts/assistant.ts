import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { requiredText, sessionKey } from './common.ts';

/*
 * The AI assistant (spec parts 1, 6 and 8; docs/integrations.md "AI assistant"). Our calls:
 * POST /api/assistant/status and POST /api/assistant/suggest, JSON bodies carrying `sessionKey` (or
 * the `Authorization: SessionKey` header). Owner or admin (permission `ai.use`) plus the licence flag
 * `aiAssistantEnabled` (403 FEATURE_NOT_LICENSED). Credits are the acting organization's: one credit
 * per suggestion, which answers exactly 5 options (402 OUT_OF_CREDITS when none are left; refunded
 * when the provider fails or answers something unusable, 502 AI_PROVIDER_FAILED).
 */

/** What the assistant can do with a text (or, for `slideCopy`, a short brief). */
export const ASSISTANT_TASKS = ['headline', 'shorter', 'friendlier', 'formal', 'translate', 'slideCopy'] as const;
export type AssistantTask = (typeof ASSISTANT_TASKS)[number];
/** Options per suggestion (spec part 9: one AI credit produces 5 options). */
export const ASSISTANT_OPTIONS = 5;
/** Longest text or brief sent to the provider. */
export const ASSISTANT_TEXT_MAX = 2000;
/** Longest option kept from the provider's answer. */
export const ASSISTANT_OPTION_MAX = 1000;

export const assistantStatusBody = z.strictObject({ sessionKey: sessionKey.optional() });
export const assistantStatusResponse = z.object({
  /** False when the server has no provider configured (AI_BASE_URL / AI_MODEL unset): the CMS hides the assistant. */
  configured: z.boolean(),
  /** Credits the acting organization has left (total − used). */
  creditsLeft: z.number().int(),
});
export type AssistantStatus = z.infer<typeof assistantStatusResponse>;

export const assistantSuggestBody = z.strictObject({
  sessionKey: sessionKey.optional(),
  task: z.enum(ASSISTANT_TASKS, { error: 'FIELD_INVALID' }),
  /** The text to rewrite or translate, or the brief of `slideCopy`. */
  text: requiredText(ASSISTANT_TEXT_MAX),
  /** The language to translate into (required for `translate`, ignored otherwise). */
  targetLocale: z.enum(LOCALES, { error: 'FIELD_INVALID' }).optional(),
});
export type AssistantSuggestBody = z.infer<typeof assistantSuggestBody>;
export const assistantSuggestResponse = z.object({
  options: z.array(z.string()).length(ASSISTANT_OPTIONS),
  creditsLeft: z.number().int(),
});
export type AssistantSuggestResponse = z.infer<typeof assistantSuggestResponse>;
