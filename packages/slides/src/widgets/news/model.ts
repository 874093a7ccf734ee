import { z } from 'zod';
import { defineWidgetModel, widgetCommonProps } from '../contract.ts';

/**
 * The news widget (spec parts 3 and 5: "news (RSS link, maximum top stories)", "News: only RSS 2.0").
 * The server fetches the feed (`apps/server/src/modules/widgets/news.ts`); screens only draw it.
 */

/** Spec part 9: "a default news RSS example exists" (value not given); a public RSS 2.0 feed. */
export const NEWS_DEFAULT_FEED_URL = 'https://feeds.bbci.co.uk/news/rss.xml';
export const NEWS_MAX_STORIES = 20;
export const NEWS_FEED_URL_MAX = 2048;
export const NEWS_LAYOUTS = ['list', 'ticker', 'single'] as const;
export type NewsLayout = (typeof NEWS_LAYOUTS)[number];

/** The feed address as the server fetches it (and as the source key holds it), or null when not an http(s) address. */
export function normalizeNewsFeedUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  url.hash = '';
  return url.toString();
}

export const newsFeedUrl = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED', abort: true })
  .max(NEWS_FEED_URL_MAX, { error: 'WEB_ADDRESS_INVALID', abort: true })
  .refine((value) => normalizeNewsFeedUrl(value) !== null, { error: 'WEB_ADDRESS_INVALID' });

export const newsPropsSchema = z.object({
  ...widgetCommonProps,
  feedUrl: newsFeedUrl.default(NEWS_DEFAULT_FEED_URL),
  /** Spec part 3: "maximum top stories". */
  maxStories: z
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(1, { error: 'FIELD_INVALID' })
    .max(NEWS_MAX_STORIES, { error: 'FIELD_INVALID' })
    .default(5),
  /** list: headlines; ticker: one scrolling line; single: one story at a time, rotating. */
  layout: z.enum(NEWS_LAYOUTS, { error: 'FIELD_INVALID' }).default('list'),
  showImages: z.boolean({ error: 'FIELD_INVALID' }).default(true),
  showDate: z.boolean({ error: 'FIELD_INVALID' }).default(true),
  /** The feed's own name (its channel title) above the stories. */
  showSource: z.boolean({ error: 'FIELD_INVALID' }).default(true),
});
export type NewsProps = z.output<typeof newsPropsSchema>;

export const newsModel = defineWidgetModel<NewsProps>({
  type: 'news',
  schema: newsPropsSchema,
  size: { width: 880, height: 640 },
  licence: 'news',
  source: (props) => ({ kind: 'news', params: { url: normalizeNewsFeedUrl(props.feedUrl) ?? props.feedUrl, max: props.maxStories } }),
  // The ticker moves every frame. A rotating story changes every few seconds, but it rotates on the
  // slide clock (`time`), which the player hands only to widgets that declare themselves animated.
  animated: (props) => props.layout === 'ticker' || props.layout === 'single',
});
