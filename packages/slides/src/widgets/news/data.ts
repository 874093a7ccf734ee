/**
 * What the server's news fetcher hands screens for one feed (`WidgetDataEntry<NewsData>.data`).
 * Every text is plain text (HTML stripped, entities decoded on the server); screens render it as
 * React text, never as markup. Images are copies in our own storage, never a third party's address.
 */
export interface NewsItem {
  title: string;
  /** Plain text, at most NEWS_SUMMARY_MAX characters. */
  summary: string;
  /** The story's http(s) link (not opened by screens; kept for the editor). */
  link: string | null;
  /** ISO 8601, or null when the feed gives no (valid) date. */
  publishedAt: string | null;
  /** Our storage URL of the story's picture, or null. */
  imageUrl: string | null;
}

export interface NewsData {
  /** The channel's title. */
  title: string;
  items: NewsItem[];
}

export const NEWS_TITLE_MAX = 300;
export const NEWS_SUMMARY_MAX = 300;
