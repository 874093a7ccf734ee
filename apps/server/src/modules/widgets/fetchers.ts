import type { Egress } from '../../lib/egress.ts';

/**
 * How the server fetches one kind of widget source (docs/widgets.md). One fetcher per kind (`weather`,
 * `news`, `spreadsheet` …), each written against its provider's documented API and reaching it only
 * through an egress client (SSRF rules). `WidgetSourcesService` calls a fetcher at most once per
 * freshness window per distinct source, however many screens show it, and keeps the last good data
 * when a fetch fails.
 */
export interface FetchContext {
  /**
   * The client for addresses authors and organizations chose (a feed, a sheet): nothing trusted. A
   * fetcher of an operator-configured service (weather, Graph API) holds its own client that trusts
   * that service's origin (lib/egress-clients.ts).
   */
  egress: Egress;
  /** Stores an image found in the source (a feed item's picture) in our media storage; answers the URL screens use. */
  storeImage: (url: string) => Promise<string | null>;
}

export interface SourceFetcher<P extends Record<string, unknown> = Record<string, unknown>, D = unknown> {
  kind: string;
  /** How long fetched data stays fresh; the next fetch happens after it (with backoff on failures). */
  freshnessMs: number;
  fetch(params: P, ctx: FetchContext): Promise<D>;
}

/**
 * A fetch that failed for a reason the CMS can show: `code` is an error code with a translated
 * message in every language (spec part 8, e.g. SPREADSHEET_CHECK_ACCESS, NEWS_NOT_RSS2,
 * WIDGET_SOURCE_UNREACHABLE).
 */
export class SourceFetchError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
  }
}

const fetchers = new Map<string, SourceFetcher>();

export function registerFetcher<P extends Record<string, unknown>, D>(fetcher: SourceFetcher<P, D>): void {
  fetchers.set(fetcher.kind, fetcher as unknown as SourceFetcher);
}

export function getFetcher(kind: string): SourceFetcher | undefined {
  return fetchers.get(kind);
}
