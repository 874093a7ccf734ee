import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for the two stock photo APIs (docs/integrations.md "Stock photos"), following their documented shapes:
 * - Unsplash (https://unsplash.com/documentation): `GET /search/photos?query&page&per_page` →
 *   `{total, total_pages, results: [photo]}`, `GET /photos/:id` → photo, `GET /photos/:id/download` →
 *   `{url}` (the download tracking call), `Authorization: Client-ID <key>`; a photo has `id, width,
 *   height, description, alt_description, urls {raw, full, regular, small, thumb}, links {self, html,
 *   download, download_location}, user {name, username, links {html}}`.
 * - Pexels (https://www.pexels.com/api/documentation/): `GET /v1/search?query&page&per_page` →
 *   `{page, per_page, total_results, next_page?, photos: [photo]}`, `GET /v1/photos/:id` → photo,
 *   `Authorization: <key>`; a photo has `id, width, height, url, photographer, photographer_url,
 *   photographer_id, avg_color, alt, src {original, large2x, large, medium, small, portrait, landscape, tiny}`.
 * Unsplash lives under `/unsplash`, Pexels under `/pexels`, images under `/img` (the "CDN"). Photo
 * `foreign` (both services) points at an image on another origin (http://localhost:port), `broken` at
 * an image that answers 500. `down` makes every API call answer 503. Never the internet.
 */
export const UNSPLASH_KEY = 'unsplash-test-key';
export const PEXELS_KEY = 'pexels-test-key';

export interface FakeStockPhotos {
  base: string;
  unsplashUrl: string;
  pexelsUrl: string;
  down: boolean;
  /** Paths asked for (with the query), in order. */
  requests: Array<{ path: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

const PHOTOGRAPHERS = ['Ana Lima', 'Björn Berg', 'Chloé Martin', 'Diego Ruiz', 'Eva Holm'];

export async function startFakeStockPhotos(): Promise<FakeStockPhotos> {
  const jpeg = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();
  const fake: FakeStockPhotos = { base: '', unsplashUrl: '', pexelsUrl: '', down: false, requests: [], close: async () => {} };
  let port = 0;
  const image = (name: string, id: string) =>
    id === 'foreign'
      ? `http://localhost:${port}/img/${name}.jpg`
      : id === 'broken'
        ? `${fake.base}/img/broken.jpg`
        : `${fake.base}/img/${name}.jpg`;

  const unsplashPhoto = (id: string, i: number) => ({
    id,
    created_at: '2026-01-01T00:00:00Z',
    width: 4000,
    height: 3000,
    color: '#1460c8',
    description: null,
    alt_description: `Blue sky ${i}`,
    urls: {
      raw: image(`u-${id}`, id),
      full: image(`u-${id}`, id),
      regular: image(`u-${id}-regular`, id),
      small: image(`u-${id}-small`, id),
      thumb: image(`u-${id}-thumb`, id),
    },
    links: {
      self: `${fake.unsplashUrl}/photos/${id}`,
      html: `https://unsplash.com/photos/${id}`,
      download: `https://unsplash.com/photos/${id}/download`,
      download_location: `${fake.unsplashUrl}/photos/${id}/download`,
    },
    user: {
      id: `user${i}`,
      username: `user${i}`,
      name: PHOTOGRAPHERS[i % PHOTOGRAPHERS.length],
      links: { self: `${fake.unsplashUrl}/users/user${i}`, html: `https://unsplash.com/@user${i}` },
    },
  });
  const pexelsPhoto = (id: number | string, i: number) => {
    const key = String(id);
    return {
      id: typeof id === 'number' ? id : 999,
      width: 5000,
      height: 3333,
      url: `https://www.pexels.com/photo/blue-sky-${key}/`,
      photographer: PHOTOGRAPHERS[(i + 2) % PHOTOGRAPHERS.length],
      photographer_url: `https://www.pexels.com/@photographer${i}`,
      photographer_id: 100 + i,
      avg_color: '#1460C8',
      alt: `Calm sea ${i}`,
      src: {
        original: image(`p-${key}`, key),
        large2x: image(`p-${key}-large2x`, key),
        large: image(`p-${key}-large`, key),
        medium: image(`p-${key}-medium`, key),
        small: image(`p-${key}-small`, key),
        portrait: image(`p-${key}-portrait`, key),
        landscape: image(`p-${key}-landscape`, key),
        tiny: image(`p-${key}-tiny`, key),
      },
    };
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', fake.base);
    fake.requests.push({ path: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
    if (url.pathname.startsWith('/img/')) {
      if (url.pathname === '/img/broken.jpg') return res.writeHead(500).end();
      return res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
    }
    if (fake.down) return send(res, 503, { errors: ['Service unavailable'] });
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1'));
    const perPage = Number(url.searchParams.get('per_page') ?? '10');
    const query = url.searchParams.get('query') ?? '';
    let m: RegExpExecArray | null;
    if (url.pathname.startsWith('/unsplash/')) {
      if (req.headers.authorization !== `Client-ID ${UNSPLASH_KEY}`)
        return send(res, 401, { errors: ['OAuth error: The access token is invalid'] });
      const path = url.pathname.slice('/unsplash'.length);
      if (path === '/search/photos') {
        // Two pages of results; an unknown word finds nothing.
        const count = query === 'nothing' ? 0 : page === 1 ? Math.min(perPage, 4) : page === 2 ? 2 : 0;
        const results = Array.from({ length: count }, (_, i) => unsplashPhoto(`us${page}x${i}`, (page - 1) * 4 + i));
        return send(res, 200, { total: query === 'nothing' ? 0 : 6, total_pages: query === 'nothing' ? 0 : 2, results });
      }
      m = /^\/photos\/([A-Za-z0-9_-]+)\/download$/.exec(path);
      if (m) return send(res, 200, { url: `${fake.base}/img/u-${m[1]}.jpg` });
      m = /^\/photos\/([A-Za-z0-9_-]+)$/.exec(path);
      if (m) {
        if (m[1] === 'missing') return send(res, 404, { errors: ["Couldn't find Photo"] });
        return send(res, 200, unsplashPhoto(m[1] as string, 0));
      }
    }
    if (url.pathname.startsWith('/pexels/')) {
      if (req.headers.authorization !== PEXELS_KEY) return send(res, 401, { error: 'Unauthorized' });
      const path = url.pathname.slice('/pexels'.length);
      if (path === '/v1/search') {
        const count = page === 1 ? Math.min(perPage, 3) : 0;
        const photos = Array.from({ length: count }, (_, i) => pexelsPhoto(1000 + i, i));
        return send(res, 200, {
          page,
          per_page: perPage,
          total_results: 3,
          photos,
          ...(page === 1 ? {} : { prev_page: `${fake.pexelsUrl}/v1/search?page=${page - 1}` }),
        });
      }
      m = /^\/v1\/photos\/(\d+)$/.exec(path);
      if (m) {
        if (m[1] === '404') return send(res, 404, { error: 'Not Found' });
        // 666: a photo whose image lives on a foreign host; 500: an image that fails.
        const key = m[1] === '666' ? 'foreign' : m[1] === '500' ? 'broken' : Number(m[1]);
        return send(res, 200, { ...pexelsPhoto(key, 0), id: Number(m[1]) });
      }
    }
    send(res, 404, { error: 'Not Found' });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
  fake.base = `http://127.0.0.1:${port}`;
  fake.unsplashUrl = `${fake.base}/unsplash`;
  fake.pexelsUrl = `${fake.base}/pexels`;
  fake.close = () => new Promise((r) => server.close(() => r()));
  return fake;
}

/** The `stockPhotos` configuration pointing at the fake. */
export function stockConfig(fake: FakeStockPhotos) {
  return {
    unsplash: { apiUrl: fake.unsplashUrl, accessKey: UNSPLASH_KEY, appName: 'signage_test' },
    pexels: { apiUrl: fake.pexelsUrl, apiKey: PEXELS_KEY },
  };
}
