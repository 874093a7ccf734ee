import { z } from 'zod';
import { sessionKey } from './common.ts';

/**
 * The Facebook and Instagram widgets' connection (docs/widgets-social.md): the CMS starts the provider's OAuth flow
 * (`connect` answers the address to open), the provider sends the browser back to the server's
 * callback, which stores the tokens sealed and redirects to the result page `/social/connected` or
 * `/social/failed?reason=<code>` (spec 2.4). Tokens never appear in any answer.
 */
export const socialConnectBody = z.strictObject({ sessionKey });
export const socialConnectResponse = z.object({ url: z.string() });

export const socialPagesBody = z.strictObject({ sessionKey });
export const socialPage = z.object({
  id: z.string(),
  name: z.string(),
  instagram: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type SocialPageInfo = z.infer<typeof socialPage>;
/** `connection: null` when the organization has none. */
export const socialPagesResponse = z.object({
  connection: z.object({ id: z.string(), pages: z.array(socialPage) }).nullable(),
});
export type SocialPagesResponse = z.infer<typeof socialPagesResponse>;

export const socialDisconnectBody = z.strictObject({ sessionKey });
export const socialDisconnectResponse = z.object({ ok: z.literal(true) });

/** Reasons the failure page explains (error codes of the catalogue). */
export const SOCIAL_FAILURE_REASONS = ['SOCIAL_CONNECTION_FAILED', 'SOCIAL_NO_PAGES_FOUND'] as const;
