import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../src/db/schema/index.ts';
import { createEgress, type Egress, type Resolver } from '../src/lib/egress.ts';
import { getFetcher, SourceFetchError } from '../src/modules/widgets/fetchers.ts';
import { checkFeed, fetchNews, NEWS_FRESHNESS_MS } from '../src/modules/widgets/news.ts';
import { type FakeRss, startFakeRss } from './fakes/rss.ts';
import { addUser, buildTestApp, json, login, post, signUp, type TestApp } from './helpers.ts';

/**
 * News widget: the fetcher and POST /widget/news/check against a local fake feed server
 * (security.md SSRF-1, SSRF-2, SSRF-5, API10). The egress client of these tests allows loopback so it
 * can reach the fake; the private, link-local and metadata refusals use other addresses, a resolver
 * that answers private addresses, and a production egress (no loopback) for 127.0.0.1 itself.
 */
let fake: FakeRss;
let egress: Egress;
let t: TestApp;
const keys: Record<string, string> = {};

/** Resolves the test host names the feeds use: public-looking names that point inside. */
const insideResolver: Resolver = async (hostname) => {
  if (hostname === 'img.private.test') return [{ address: '10.0.0.5', family: 4 }];
  if (hostname === 'feed.private.test') return [{ address: '192.168.1.10', family: 4 }];
  if (hostname === 'feed.loopback.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'feed.mixed.test')
    return [
      { address: '93.184.216.34', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
  throw new Error('ENOTFOUND');
};

/** A stand-in for the lead's storeImage: fetches through the same egress rules, answers our own URL. */
function fakeStore(client: Egress) {
  const stored: string[] = [];
  const refused: string[] = [];
  const storeImage = async (url: string) => {
    try {
      const res = await client.request(url, { maxBytes: 1024 * 1024 });
      if (res.status !== 200) return null;
      stored.push(url);
      return `/media/widget-images/${stored.length}.png`;
    } catch {
      refused.push(url);
      return null;
    }
  };
  return { storeImage, stored, refused };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    return error instanceof SourceFetchError ? error.code : `unexpected: ${(error as Error).message}`;
  }
}

beforeAll(async () => {
  fake = await startFakeRss();
  egress = createEgress({ allowLoopback: true, resolver: insideResolver });
  t = await buildTestApp({ rateLimits: false, egressAllowLoopback: true });
  const owner = await signUp(t, { orgName: 'News Org' });
  keys.owner = (await login(t, owner.email)).sessionKey;
  for (const role of ['content_creator', 'screen_manager']) {
    const u = await addUser(t, owner.organizationId, role);
    keys[role] = (await login(t, u.email)).sessionKey;
  }
  const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, owner.organizationId));
  await t.database.db
    .update(licences)
    .set({ overrides: { ...lic?.overrides, newsAddOn: true } })
    .where(eq(licences.organizationId, owner.organizationId));
  const trial = await signUp(t, { orgName: 'No News Org' });
  keys.unlicensed = (await login(t, trial.email)).sessionKey;
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await t?.close();
});

describe('news fetcher', () => {
  it('is registered for the news source kind with a 5-minute freshness', () => {
    expect(getFetcher('news')?.freshnessMs).toBe(NEWS_FRESHNESS_MS);
    expect(NEWS_FRESHNESS_MS).toBe(5 * 60_000);
  });

  it('reads an RSS 2.0 feed into plain text stories with our own picture URLs', async () => {
    const store = fakeStore(egress);
    const data = await fetchNews({ url: `${fake.base}/rss2`, max: 5 }, { egress, storeImage: store.storeImage });
    expect(data.title).toBe('Fake & Friends News');
    expect(data.items).toHaveLength(5);
    const [park, storm, media, thumb] = data.items;
    expect(park).toMatchObject({
      title: 'Council approves new park',
      summary: 'The city council voted. Work starts soon.',
      link: 'https://news.example/park',
      publishedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(storm).toMatchObject({
      title: 'Storm warning & closures',
      summary: 'Heavy rain expected.',
      publishedAt: '2026-11-24T08:30:00.000Z',
    });
    expect(media).toMatchObject({
      summary: 'Plain description — with a dash 😀',
      link: 'https://news.example/relative/story',
      publishedAt: null,
    });
    expect(thumb?.link).toBeNull(); // javascript: is not a link
    // Pictures: stored through storeImage; the private thumbnail was refused by the egress rules.
    expect(store.stored).toEqual([`${fake.base}/img/park.jpg`, `${fake.base}/img/storm.png`, `${fake.base}/img/media.jpg`]);
    expect(store.refused).toEqual(['http://10.0.0.1/private.jpg']);
    for (const item of data.items) expect(item.imageUrl === null || item.imageUrl.startsWith('/media/widget-images/')).toBe(true);
    expect(thumb?.imageUrl).toBeNull();
    const text = JSON.stringify(data);
    for (const bad of ['<', '>', 'alert(', 'color:red', 'onerror', 'document.cookie', fake.base]) expect(text).not.toContain(bad);
    expect(data.items[4]?.summary.length).toBeLessThanOrEqual(300);
  });

  it('takes at most `max` stories and keeps the feed order', async () => {
    const data = await fetchNews({ url: `${fake.base}/rss2`, max: 2 }, { egress, storeImage: async () => null });
    expect(data.items.map((i) => i.title)).toEqual(['Council approves new park', 'Storm warning & closures']);
    const all = await fetchNews({ url: `${fake.base}/rss2`, max: 999 }, { egress, storeImage: async () => null });
    expect(all.items).toHaveLength(7);
  });

  it('never fails a feed because a picture could not be stored', async () => {
    const data = await fetchNews(
      { url: `${fake.base}/rss2`, max: 3 },
      {
        egress,
        storeImage: async () => {
          throw new Error('storage down');
        },
      },
    );
    expect(data.items.map((i) => i.imageUrl)).toEqual([null, null, null]);
  });

  it('refuses everything but RSS 2.0 with NEWS_NOT_RSS2', async () => {
    for (const path of ['/atom', '/rss1', '/rss091', '/html', '/json', '/xxe'])
      expect(await codeOf(checkFeed(egress, `${fake.base}${path}`)), path).toBe('NEWS_NOT_RSS2');
    expect(await checkFeed(egress, `${fake.base}/empty`)).toEqual({ title: 'Empty', count: 0 });
  });

  it('does not expand entities (billion laughs) and decodes the declared encoding', async () => {
    const started = performance.now();
    const data = await fetchNews({ url: `${fake.base}/laughs`, max: 5 }, { egress, storeImage: async () => null });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(data.items[0]?.title).toBe('Boom &lol9;');
    expect(await checkFeed(egress, `${fake.base}/latin1`)).toEqual({ title: 'Café Nyheter', count: 1 });
  });

  it('caps the size and reports unreachable sources', async () => {
    expect(await codeOf(checkFeed(egress, `${fake.base}/huge`))).toBe('WIDGET_SOURCE_UNREACHABLE');
    expect(await codeOf(checkFeed(egress, `${fake.base}/missing`))).toBe('WIDGET_SOURCE_UNREACHABLE');
    expect(await codeOf(checkFeed(egress, 'http://nowhere.invalid/feed'))).toBe('WIDGET_SOURCE_UNREACHABLE');
  });

  it('follows a redirect to a feed, refuses redirects to private addresses and other schemes', async () => {
    expect(await checkFeed(egress, `${fake.base}/redirect-rss2`)).toMatchObject({ title: 'Fake & Friends News', count: 7 });
    for (const path of ['/redirect-metadata', '/redirect-private', '/redirect-mapped', '/redirect-file'])
      expect(await codeOf(checkFeed(egress, `${fake.base}${path}`)), path).toBe('WEB_ADDRESS_INVALID');
  });

  it('refuses private, link-local, metadata and IPv4-mapped feed addresses and names resolving to them', async () => {
    const hits = fake.hits.length;
    for (const url of [
      'http://10.0.0.1/feed',
      'http://192.168.0.1/rss',
      'http://172.16.5.4/rss',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:10.0.0.1]/feed',
      'http://[::ffff:169.254.169.254]/feed',
      'http://[fd00::1]/feed',
      'http://0.0.0.0/feed',
      'http://feed.private.test/rss',
      'http://feed.mixed.test/rss',
    ])
      expect(await codeOf(checkFeed(egress, url)), url).toBe('WEB_ADDRESS_INVALID');
    for (const url of [
      '',
      'not a url',
      'file:///etc/passwd',
      'ftp://example.com/feed',
      'javascript:alert(1)',
      'http://user:pw@example.com/',
    ])
      expect(await codeOf(checkFeed(egress, url)), url).toBe('WEB_ADDRESS_INVALID');
    expect(fake.hits.length).toBe(hits);
  });

  it('refuses loopback with the production egress (no loopback allowance)', async () => {
    const production = createEgress({ resolver: insideResolver });
    for (const url of [`${fake.base}/rss2`, 'http://[::1]/feed', 'http://feed.loopback.test/rss'])
      expect(await codeOf(checkFeed(production, url)), url).toBe('WEB_ADDRESS_INVALID');
  });

  it('refuses item pictures at private, metadata or mapped addresses (through storeImage and the egress rules)', async () => {
    const production = createEgress({ resolver: insideResolver });
    const store = fakeStore(production);
    // The feed itself comes through the test egress; its pictures through the production rules.
    const data = await fetchNews({ url: `${fake.base}/hostile-images`, max: 10 }, { egress, storeImage: store.storeImage });
    expect(data.items.map((i) => i.imageUrl)).toEqual([null, null, null, null, null]);
    expect(store.stored).toEqual([]);
    expect(store.refused).toHaveLength(5);
  });
});

describe('POST /widget/news/check', () => {
  const check = (key: string | undefined, url: unknown, headers: Record<string, string> = {}) =>
    post(t.app, '/api/widget/news/check', { ...(key ? { sessionKey: key } : {}), url }, headers);

  it('answers the title and story count of an RSS 2.0 feed', async () => {
    for (const who of ['owner', 'content_creator']) {
      const res = await check(keys[who], `${fake.base}/rss2`);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).response).toEqual({ ok: true, title: 'Fake & Friends News', count: 7 });
    }
  });

  it('refuses other formats with NEWS_NOT_RSS2 in the caller language', async () => {
    const res = await check(keys.owner, `${fake.base}/atom`, { 'accept-language': 'sv' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errorCode: 'NEWS_NOT_RSS2',
      message: 'Det här är inte ett RSS 2.0-flöde. Endast RSS 2.0-flöden kan visas.',
    });
  });

  it('reports unreachable feeds as WIDGET_SOURCE_UNREACHABLE', async () => {
    for (const path of ['/missing', '/huge']) {
      const res = await check(keys.owner, `${fake.base}${path}`);
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('WIDGET_SOURCE_UNREACHABLE');
    }
  });

  it('answers a malformed or refused address with one 400 FIELD_INVALID, never a 500', async () => {
    const urls = [
      'not a url',
      'javascript:alert(1)',
      'http://10.0.0.1/feed',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:10.0.0.1]/feed',
      `${fake.base}/redirect-metadata`,
      `${fake.base}/redirect-private`,
    ];
    const bodies = new Set<string>();
    for (const url of urls) {
      const res = await check(keys.owner, url);
      expect(res.statusCode, url).toBe(400);
      const body = json(res);
      expect(body).toMatchObject({ errorCode: 'FIELD_INVALID', fields: { url: { code: 'WEB_ADDRESS_INVALID' } } });
      delete body.requestId;
      bodies.add(JSON.stringify(body));
    }
    expect(bodies.size).toBe(1);
    const tooLong = await check(keys.owner, `https://example.com/${'a'.repeat(3000)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('needs a session, a content role and the news licence flag', async () => {
    expect((await check(undefined, `${fake.base}/rss2`)).statusCode).toBe(401);
    expect((await check(keys.screen_manager, `${fake.base}/rss2`)).statusCode).toBe(403);
    const unlicensed = await check(keys.unlicensed, `${fake.base}/rss2`);
    expect(unlicensed.statusCode).toBe(403);
    expect(json(unlicensed).errorCode).toBe('FEATURE_NOT_LICENSED');
  });
});
