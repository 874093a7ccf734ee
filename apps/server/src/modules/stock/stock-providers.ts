import { STOCK_PER_PAGE, type StockPhoto, type StockSourceId } from '@signage/shared';
import { z } from 'zod';
import { type Egress, EgressError } from '../../lib/egress.ts';

/**
 * Stock photo services (docs/integrations.md "Stock photos"): one interface, one adapter per
 * service, each following the service's official API. API hosts are operator-configured (trusted
 * origins of the egress client); image hosts come from the API's answers and must be on the service's
 * image CDN (or, in tests, the configured fake's origin), and are fetched with the public-address checks.
 */

/** The service failed: unreachable, time-out, non-2xx, an answer not of the documented shape, a foreign image host. */
export class StockProviderError extends Error {
  constructor(
    message: string,
    /** The service answered 404 for the photo: it does not exist (any more). */
    readonly notFound = false,
  ) {
    super(message);
  }
}

export interface StockPage {
  items: StockPhoto[];
  hasMore: boolean;
  total: number;
}

export interface StockProvider {
  readonly id: StockSourceId;
  search(query: string, page: number): Promise<StockPage>;
  /** The photo again, by id (imports never trust URLs sent by the browser). */
  photo(id: string): Promise<StockPhoto>;
  /** The image bytes of a photo (at most `maxBytes`). */
  download(item: StockPhoto, maxBytes: number): Promise<Buffer>;
  /** What the service asks to be told when a photo is used (Unsplash: the download tracking call). */
  trackDownload(item: StockPhoto): Promise<void>;
  /** Origins the CMS may load thumbnails from (Content-Security-Policy img-src). */
  readonly imageOrigins: string[];
}

const API_TIMEOUT_MS = 10_000;
const API_MAX_BYTES = 2 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** The image origins of a service: its CDN hosts, plus the API's own origin when it is not the official one (a test fake). */
function imageOriginsFor(apiUrl: string, officialApi: string, cdnHosts: string[]): string[] {
  const origins = cdnHosts.map((h) => `https://${h}`);
  const api = new URL(apiUrl).origin;
  if (api !== new URL(officialApi).origin) origins.push(api);
  return origins;
}

export const unsplashImageOrigins = (apiUrl: string) => imageOriginsFor(apiUrl, 'https://api.unsplash.com', ['images.unsplash.com']);
export const pexelsImageOrigins = (apiUrl: string) => imageOriginsFor(apiUrl, 'https://api.pexels.com', ['images.pexels.com']);

/** Every image origin of the configured services: the CMS loads result thumbnails from them (CSP img-src). */
export function stockImageOrigins(config: { unsplash: { apiUrl: string } | null; pexels: { apiUrl: string } | null }): string[] {
  return [
    ...(config.unsplash ? unsplashImageOrigins(config.unsplash.apiUrl) : []),
    ...(config.pexels ? pexelsImageOrigins(config.pexels.apiUrl) : []),
  ];
}

/** An image URL from an API answer, or null when it is not on the service's image hosts. */
export function imageUrlAllowed(raw: string, origins: string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return origins.includes(url.origin);
}

async function getJson(egress: Egress, url: URL, headers: Record<string, string>): Promise<unknown> {
  let response: Awaited<ReturnType<Egress['request']>>;
  try {
    response = await egress.request(url, {
      headers: { accept: 'application/json', ...headers },
      timeoutMs: API_TIMEOUT_MS,
      maxBytes: API_MAX_BYTES,
      // An API key is never sent to another host.
      maxRedirects: 0,
    });
  } catch (error) {
    throw new StockProviderError(`unreachable: ${(error as Error).message}`);
  }
  if (response.status === 404) throw new StockProviderError('answered 404', true);
  if (response.status < 200 || response.status >= 300) throw new StockProviderError(`answered ${response.status}`);
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new StockProviderError('answer is not JSON');
  }
}

async function downloadImage(egress: Egress, item: StockPhoto, origins: string[], maxBytes: number): Promise<Buffer> {
  if (!imageUrlAllowed(item.fullUrl, origins)) throw new StockProviderError('image host refused');
  let response: Awaited<ReturnType<Egress['request']>>;
  try {
    // The normal public-address checks (not a trusted origin); no redirects (a CDN answers directly).
    response = await egress.request(item.fullUrl, {
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      maxBytes,
      maxRedirects: 0,
      headers: { accept: 'image/*' },
    });
  } catch (error) {
    if (error instanceof EgressError && error.reason === 'tooLarge') throw new StockProviderError('image too large');
    throw new StockProviderError(`image unreachable: ${(error as Error).message}`);
  }
  if (response.status !== 200 || response.body.length === 0) throw new StockProviderError(`image answered ${response.status}`);
  return response.body;
}

const text = z.string().max(2000);
const httpUrl = z
  .string()
  .max(4000)
  .refine((v) => /^https?:\/\//i.test(v));

// ---- Unsplash (https://unsplash.com/documentation) ---------------------------------------------

const unsplashPhoto = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  description: text.nullish(),
  alt_description: text.nullish(),
  urls: z.object({ full: httpUrl, regular: httpUrl, small: httpUrl }),
  links: z.object({ html: httpUrl }),
  user: z.object({ name: text, links: z.object({ html: httpUrl }) }),
});
const unsplashSearch = z.object({
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  results: z.array(z.unknown()),
});

/** Unsplash's attribution links carry utm_source (the registered application name) and utm_medium=referral. */
export function withUtm(link: string, appName: string): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', appName);
  url.searchParams.set('utm_medium', 'referral');
  return url.toString();
}

export function unsplash(config: { apiUrl: string; accessKey: string; appName: string }, egress: Egress): StockProvider {
  const auth = { authorization: `Client-ID ${config.accessKey}`, 'accept-version': 'v1' };
  const imageOrigins = unsplashImageOrigins(config.apiUrl);
  const toPhoto = (raw: unknown): StockPhoto | null => {
    const p = unsplashPhoto.safeParse(raw);
    if (!p.success) return null;
    const d = p.data;
    if (![d.urls.full, d.urls.small].every((u) => imageUrlAllowed(u, imageOrigins))) return null;
    return {
      id: d.id,
      description: (d.alt_description ?? d.description ?? '').slice(0, 300),
      width: d.width,
      height: d.height,
      thumbnailUrl: d.urls.small,
      fullUrl: d.urls.full,
      attribution: {
        source: 'unsplash',
        photographer: d.user.name.slice(0, 200),
        photographerUrl: withUtm(d.user.links.html, config.appName),
        pageUrl: withUtm(d.links.html, config.appName),
      },
    };
  };
  return {
    id: 'unsplash',
    imageOrigins,
    async search(query, page) {
      const url = new URL(`${config.apiUrl}/search/photos`);
      url.search = new URLSearchParams({ query, page: String(page), per_page: String(STOCK_PER_PAGE), content_filter: 'high' }).toString();
      const parsed = unsplashSearch.safeParse(await getJson(egress, url, auth));
      if (!parsed.success) throw new StockProviderError('not a search answer');
      const items = parsed.data.results.map(toPhoto).filter((p): p is StockPhoto => p !== null);
      return { items, hasMore: page < parsed.data.total_pages, total: parsed.data.total };
    },
    async photo(id) {
      const photo = toPhoto(await getJson(egress, new URL(`${config.apiUrl}/photos/${encodeURIComponent(id)}`), auth));
      if (!photo) throw new StockProviderError('not a photo answer (or a foreign image host)');
      return photo;
    },
    download: (item, maxBytes) => downloadImage(egress, item, imageOrigins, maxBytes),
    async trackDownload(item) {
      // Required by the API guidelines when a photo is used: GET /photos/:id/download.
      await getJson(egress, new URL(`${config.apiUrl}/photos/${encodeURIComponent(item.id)}/download`), auth);
    },
  };
}

// ---- Pexels (https://www.pexels.com/api/documentation/) -----------------------------------------

const pexelsPhoto = z.object({
  id: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: httpUrl,
  alt: text.nullish(),
  photographer: text,
  photographer_url: httpUrl,
  src: z.object({ original: httpUrl, large2x: httpUrl, medium: httpUrl }),
});
const pexelsSearch = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_results: z.number().int().nonnegative(),
  next_page: z.string().nullish(),
  photos: z.array(z.unknown()),
});

export function pexels(config: { apiUrl: string; apiKey: string }, egress: Egress): StockProvider {
  const auth = { authorization: config.apiKey };
  const imageOrigins = pexelsImageOrigins(config.apiUrl);
  const toPhoto = (raw: unknown): StockPhoto | null => {
    const p = pexelsPhoto.safeParse(raw);
    if (!p.success) return null;
    const d = p.data;
    if (![d.src.original, d.src.medium].every((u) => imageUrlAllowed(u, imageOrigins))) return null;
    return {
      id: String(d.id),
      description: (d.alt ?? '').slice(0, 300),
      width: d.width,
      height: d.height,
      thumbnailUrl: d.src.medium,
      fullUrl: d.src.original,
      attribution: { source: 'pexels', photographer: d.photographer.slice(0, 200), photographerUrl: d.photographer_url, pageUrl: d.url },
    };
  };
  return {
    id: 'pexels',
    imageOrigins,
    async search(query, page) {
      const url = new URL(`${config.apiUrl}/v1/search`);
      url.search = new URLSearchParams({ query, page: String(page), per_page: String(STOCK_PER_PAGE) }).toString();
      const parsed = pexelsSearch.safeParse(await getJson(egress, url, auth));
      if (!parsed.success) throw new StockProviderError('not a search answer');
      const items = parsed.data.photos.map(toPhoto).filter((p): p is StockPhoto => p !== null);
      return { items, hasMore: Boolean(parsed.data.next_page), total: parsed.data.total_results };
    },
    async photo(id) {
      if (!/^\d{1,20}$/.test(id)) throw new StockProviderError('not a Pexels id', true);
      const photo = toPhoto(await getJson(egress, new URL(`${config.apiUrl}/v1/photos/${id}`), auth));
      if (!photo) throw new StockProviderError('not a photo answer (or a foreign image host)');
      return photo;
    },
    download: (item, maxBytes) => downloadImage(egress, item, imageOrigins, maxBytes),
    async trackDownload() {
      // Pexels asks for attribution only.
    },
  };
}
