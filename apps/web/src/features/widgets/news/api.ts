import type { newsCheckBody, newsCheckResponse } from '@signage/shared';
import { endpoint } from '../../../api/client.ts';

/** The news widget's calls (contracts/news.ts). */
export const newsApi = {
  /** Whether an address is an RSS 2.0 feed: its title and story count, or a translated error. */
  check: endpoint<typeof newsCheckBody, typeof newsCheckResponse>('/widget/news/check'),
};
