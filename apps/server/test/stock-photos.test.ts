import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, media } from '../src/db/schema/index.ts';
import { type FakeStockPhotos, startFakeStockPhotos, stockConfig } from './fakes/stock-photos.ts';
import { appWithOrgs, buildTestApp, json, login, post, signUp, type TestApp, tempDataDir } from './helpers.ts';

/**
 * Stock photos (docs/integrations.md "Stock photos"): search and import from Unsplash and
 * Pexels, against a local fake of both APIs (fakes/stock-photos.ts). The app's egress allows loopback so
 * it can reach the fake's images; the API origins are trusted (operator-configured).
 */
let fake: FakeStockPhotos;
let t: TestApp;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };

const call = (key: string, path: string, body: Record<string, unknown> = {}) => post(t.app, `/api${path}`, { sessionKey: key, ...body });
const mediaCount = async (organizationId: number) =>
  (await t.database.db.select({ id: media.id }).from(media).where(eq(media.organizationId, organizationId))).length;

beforeAll(async () => {
  fake = await startFakeStockPhotos();
  ({ t, keys, orgs } = await appWithOrgs(
    tempDataDir('signage-stock-'),
    { rateLimits: false, egressAllowLoopback: true, stockPhotos: stockConfig(fake) },
    ['content_creator', 'screen_manager'],
  ));
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await t?.close();
});

describe('stock photo sources and search', () => {
  it('lists both configured services', async () => {
    const res = await call(keys.a as string, '/media/stock/sources');
    expect(res.statusCode).toBe(200);
    expect(json(res).response.sources).toEqual([
      { id: 'unsplash', name: 'Unsplash' },
      { id: 'pexels', name: 'Pexels' },
    ]);
  });

  it('searches Unsplash with its Client-ID header, paged, with utm attribution links', async () => {
    const res = await call(keys.a as string, '/media/stock/search', { source: 'unsplash', query: 'blue sky' });
    expect(res.statusCode).toBe(200);
    const body = json(res).response;
    expect(body).toMatchObject({ page: 1, hasMore: true, total: 6 });
    expect(body.items).toHaveLength(4);
    expect(body.items[0]).toMatchObject({
      id: 'us1x0',
      width: 4000,
      height: 3000,
      description: 'Blue sky 0',
      thumbnailUrl: `${fake.base}/img/u-us1x0-small.jpg`,
      fullUrl: `${fake.base}/img/u-us1x0.jpg`,
      attribution: {
        source: 'unsplash',
        photographer: 'Ana Lima',
        photographerUrl: 'https://unsplash.com/@user0?utm_source=signage_test&utm_medium=referral',
        pageUrl: 'https://unsplash.com/photos/us1x0?utm_source=signage_test&utm_medium=referral',
      },
    });
    const asked = fake.requests.find((r) => r.path.startsWith('/unsplash/search/photos'));
    expect(asked?.authorization).toBe('Client-ID unsplash-test-key');
    expect(asked?.path).toContain('query=blue+sky');
    const second = json(await call(keys.a as string, '/media/stock/search', { source: 'unsplash', query: 'blue sky', page: 2 })).response;
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.items).toHaveLength(2);
  });

  it('searches Pexels with its Authorization key', async () => {
    const res = await call(keys.content_creator as string, '/media/stock/search', { source: 'pexels', query: 'sea' });
    expect(res.statusCode).toBe(200);
    const body = json(res).response;
    expect(body).toMatchObject({ page: 1, hasMore: false, total: 3 });
    expect(body.items[0]).toMatchObject({
      id: '1000',
      thumbnailUrl: `${fake.base}/img/p-1000-medium.jpg`,
      attribution: {
        source: 'pexels',
        photographer: 'Chloé Martin',
        photographerUrl: 'https://www.pexels.com/@photographer0',
        pageUrl: 'https://www.pexels.com/photo/blue-sky-1000/',
      },
    });
    expect(fake.requests.find((r) => r.path.startsWith('/pexels/v1/search'))?.authorization).toBe('pexels-test-key');
  });

  it('refuses bad input with 400 and an unknown service with 404', async () => {
    const key = keys.a as string;
    for (const body of [
      { source: 'unsplash', query: '' },
      { source: 'unsplash', query: '   ' },
      { source: 'unsplash', query: 'x'.repeat(101) },
      { source: 'unsplash', query: 'sky', page: 0 },
      { source: 'unsplash', query: 'sky', page: 101 },
      { source: 'unsplash', query: 'sky', page: 1.5 },
      { source: 'Unsplash!', query: 'sky' },
      { source: 'unsplash', query: 'sky', extra: true },
      { query: 'sky' },
    ]) {
      const res = await call(key, '/media/stock/search', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe('VALIDATION_FAILED');
    }
    for (const body of [
      { source: 'pexels', photoId: '../etc' },
      { source: 'pexels', photoId: '' },
      { source: 'pexels', photoId: '1000', folderId: 0 },
      { source: 'pexels', photoId: '1000', folderId: 'x' },
    ]) {
      const res = await call(key, '/media/stock/import', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await call(key, '/media/stock/search', { source: 'flickr', query: 'sky' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorCode).toBe('NOT_FOUND');
    expect((await call(key, '/media/stock/import', { source: 'flickr', photoId: '1' })).statusCode).toBe(404);
  });

  it('is for whoever may upload media: a screen manager is refused', async () => {
    for (const [path, body] of [
      ['/media/stock/sources', {}],
      ['/media/stock/search', { source: 'pexels', query: 'sea' }],
      ['/media/stock/import', { source: 'pexels', photoId: '1000' }],
    ] as const) {
      expect((await call(keys.screen_manager as string, path, body)).statusCode).toBe(403);
    }
    expect((await post(t.app, '/api/media/stock/sources', {})).statusCode).toBe(401);
  });
});

describe('stock photo import', () => {
  it('imports from Unsplash with its attribution and makes the download tracking call', async () => {
    const before = fake.requests.length;
    const folder = json(await call(keys.a as string, '/media/folder/create', { name: 'Stock', section: 'my' })).response;
    const res = await call(keys.a as string, '/media/stock/import', { source: 'unsplash', photoId: 'us1x0', folderId: folder.id });
    expect(res.statusCode).toBe(200);
    const item = json(res).response;
    expect(item).toMatchObject({
      kind: 'image',
      mimeType: 'image/jpeg',
      section: 'my',
      folderId: folder.id,
      name: 'Unsplash us1x0 Ana Lima.jpg',
      attribution: {
        source: 'unsplash',
        photographer: 'Ana Lima',
        photographerUrl: 'https://unsplash.com/@user0?utm_source=signage_test&utm_medium=referral',
        pageUrl: 'https://unsplash.com/photos/us1x0?utm_source=signage_test&utm_medium=referral',
      },
    });
    const asked = fake.requests.slice(before).map((r) => r.path);
    expect(asked).toEqual(['/unsplash/photos/us1x0', '/img/u-us1x0.jpg', '/unsplash/photos/us1x0/download']);
    // The media details carry it too, and the file is processed like an upload.
    let info = json(await call(keys.a as string, '/media/info', { mediaId: item.id })).response;
    for (let i = 0; i < 100 && info.status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      info = json(await call(keys.a as string, '/media/info', { mediaId: item.id })).response;
    }
    expect(info).toMatchObject({ status: 'ready', width: 96, height: 64, attribution: item.attribution });
    const file = await t.app.inject({ method: 'GET', url: info.url, headers: { authorization: `SessionKey ${keys.a}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('imports from Pexels with its attribution (a content creator, top level)', async () => {
    const res = await call(keys.content_creator as string, '/media/stock/import', { source: 'pexels', photoId: '1001' });
    expect(res.statusCode).toBe(200);
    expect(json(res).response).toMatchObject({
      folderId: null,
      section: 'my',
      attribution: { source: 'pexels', photographer: 'Chloé Martin', pageUrl: 'https://www.pexels.com/photo/blue-sky-1001/' },
    });
  });

  it('refuses an image on a host that is not the service’s image CDN, and stores nothing', async () => {
    const count = await mediaCount(orgs.a);
    const before = fake.requests.length;
    for (const [source, photoId] of [
      ['pexels', '666'],
      ['unsplash', 'foreign'],
    ]) {
      const res = await call(keys.a as string, '/media/stock/import', { source, photoId });
      expect(res.statusCode).toBe(502);
      expect(json(res).errorCode).toBe('STOCK_PROVIDER_FAILED');
    }
    // The foreign image was never asked for.
    expect(fake.requests.slice(before).some((r) => r.path.startsWith('/img/'))).toBe(false);
    expect(await mediaCount(orgs.a)).toBe(count);
  });

  it('answers a clear 502 when the service is down or its image fails, and stores nothing', async () => {
    const count = await mediaCount(orgs.a);
    const broken = await call(keys.a as string, '/media/stock/import', { source: 'pexels', photoId: '500' });
    expect(broken.statusCode).toBe(502);
    fake.down = true;
    try {
      for (const [path, body] of [
        ['/media/stock/search', { source: 'unsplash', query: 'sky' }],
        ['/media/stock/search', { source: 'pexels', query: 'sky' }],
        ['/media/stock/import', { source: 'unsplash', photoId: 'us1x1' }],
        ['/media/stock/import', { source: 'pexels', photoId: '1002' }],
      ] as const) {
        const res = await post(t.app, `/api${path}`, { sessionKey: keys.a, ...body }, { 'accept-language': 'es' });
        expect(res.statusCode).toBe(502);
        expect(json(res)).toMatchObject({ errorCode: 'STOCK_PROVIDER_FAILED', message: expect.stringContaining('No se ha guardado nada') });
      }
    } finally {
      fake.down = false;
    }
    expect(await mediaCount(orgs.a)).toBe(count);
  });

  it('answers 404 for a photo the service does not know, and for another organization’s folder', async () => {
    expect((await call(keys.a as string, '/media/stock/import', { source: 'unsplash', photoId: 'missing' })).statusCode).toBe(404);
    expect((await call(keys.a as string, '/media/stock/import', { source: 'pexels', photoId: '404' })).statusCode).toBe(404);
    const foreign = json(await call(keys.b as string, '/media/folder/create', { name: 'B folder', section: 'my' })).response;
    const before = fake.requests.length;
    const res = await call(keys.a as string, '/media/stock/import', { source: 'pexels', photoId: '1000', folderId: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
  });
});

describe('stock photo limits', () => {
  it('refuses an import on a view-only (expired) licence, while searching still works', async () => {
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, orgs.b));
    const count = await mediaCount(orgs.b);
    const before = fake.requests.length;
    const res = await call(keys.b as string, '/media/stock/import', { source: 'pexels', photoId: '1000' });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('LICENSE_EXPIRED');
    expect(fake.requests.length).toBe(before);
    expect(await mediaCount(orgs.b)).toBe(count);
    expect((await call(keys.b as string, '/media/stock/search', { source: 'pexels', query: 'sea' })).statusCode).toBe(200);
  });

  it('counts searches per user first: 60 a minute, then 429, even all at once', async () => {
    const limited = await buildTestApp({ egressAllowLoopback: true, stockPhotos: stockConfig(fake) });
    try {
      const owner = await signUp(limited, { orgName: 'Busy Stock Org' });
      const key = (await login(limited, owner.email)).sessionKey;
      const answers = await Promise.all(
        Array.from({ length: 70 }, () => post(limited.app, '/api/media/stock/search', { sessionKey: key, source: 'pexels', query: 'sea' })),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(60);
      expect(codes.filter((c) => c === 429)).toHaveLength(10);
      expect(json(answers.find((r) => r.statusCode === 429) as (typeof answers)[number]).errorCode).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  }, 60_000);
});

describe('a server without keys', () => {
  it('offers no stock source and answers 404 for a named one', async () => {
    const bare = await buildTestApp({ rateLimits: false });
    try {
      const owner = await signUp(bare, { orgName: 'No Stock Org' });
      const key = (await login(bare, owner.email)).sessionKey;
      const sources = await post(bare.app, '/api/media/stock/sources', { sessionKey: key });
      expect(json(sources).response.sources).toEqual([]);
      expect((await post(bare.app, '/api/media/stock/search', { sessionKey: key, source: 'unsplash', query: 'sky' })).statusCode).toBe(404);
      // Only Pexels configured: Unsplash is absent.
    } finally {
      await bare.close();
    }
    const half = await buildTestApp({ rateLimits: false, stockPhotos: { unsplash: null, pexels: stockConfig(fake).pexels } });
    try {
      const owner = await signUp(half, { orgName: 'Pexels Only Org' });
      const key = (await login(half, owner.email)).sessionKey;
      expect(json(await post(half.app, '/api/media/stock/sources', { sessionKey: key })).response.sources).toEqual([
        { id: 'pexels', name: 'Pexels' },
      ]);
      expect((await post(half.app, '/api/media/stock/search', { sessionKey: key, source: 'unsplash', query: 'sky' })).statusCode).toBe(404);
    } finally {
      await half.close();
    }
  });
});
