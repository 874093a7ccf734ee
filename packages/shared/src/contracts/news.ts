import { z } from 'zod';
import { freeText, sessionKey } from './common.ts';

/**
 * The news widget's feed check (spec 5 "News: only RSS 2.0"): the CMS's "Check" button.
 * The server fetches the feed through its egress client and answers its title and story count, or
 * 400 with NEWS_NOT_RSS2, WIDGET_SOURCE_UNREACHABLE, or FIELD_INVALID (with `fields.url`) for an
 * address that is malformed or refused (private, loopback, metadata …; one answer for every refusal).
 */
export const newsCheckBody = z.strictObject({ sessionKey, url: freeText().max(2048, { error: 'FIELD_INVALID' }) });
export const newsCheckResponse = z.object({ ok: z.literal(true), title: z.string(), count: z.number().int().min(0) });
export type NewsCheckResponse = z.infer<typeof newsCheckResponse>;
