import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { licences, socialConnections } from '../src/db/schema/index.ts';
import { decryptSecret, encryptSecret } from '../src/lib/crypto.ts';
import { createEgress, type Egress } from '../src/lib/egress.ts';
import { getFetcher, SourceFetchError } from '../src/modules/widgets/fetchers.ts';
import { type FakeMetaGraph, startFakeMetaGraph } from './fakes/meta-graph.ts';
import { buildTestApp, json, login, post, signUp, type TestApp } from './helpers.ts';

/**
 * Facebook and Instagram widgets: the OAuth connection (spec 2.4 result pages), the page
 * list, the fetchers and disconnect, against a local fake of the Graph API (security.md: tokens sealed
 * at rest, never in an answer; organization isolation; single-use state).
 */
let fake: FakeMetaGraph;
let egress: Egress;
let t: TestApp;
/** A deployment with the flags on but no Meta app. */
let bare: TestApp;
const keys: Record<string, string> = {};
const orgs: Record<string, number> = {};

const grantSocial = (organizationId: number) => grantSocialIn(t, organizationId);
async function grantSocialIn(app: TestApp, organizationId: number) {
  const [lic] = await app.database.db.select().from(licences).where(eq(licences.organizationId, organizationId));
  await app.database.db
    .update(licences)
    .set({ overrides: { ...lic?.overrides, facebookAddOn: true, instagramAddOn: true } })
    .where(eq(licences.organizationId, organizationId));
}

const callback = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/widget/social/callback?${new URLSearchParams(query)}` });

/** Starts the flow as `who`, "consents" at the fake, follows the redirect back. */
async function connect(who: string) {
  const res = await post(t.app, '/api/widget/social/connect', { sessionKey: keys[who] });
  expect(res.statusCode).toBe(200);
  const dialog = new URL(json(res).response.url);
  const redirectUri = dialog.searchParams.get('redirect_uri') ?? '';
  const state = dialog.searchParams.get('state') ?? '';
  return { dialog, state, redirectUri, back: await callback({ code: fake.issueCode(redirectUri), state }) };
}

const pagesOf = async (who: string) => json(await post(t.app, '/api/widget/social/pages', { sessionKey: keys[who] }));

beforeAll(async () => {
  fake = await startFakeMetaGraph();
  fake.pages = [
    {
      id: '1001',
      name: 'Corner Café',
      instagram: { id: '17841400000000001', username: 'cornercafe' },
      posts: [
        { message: 'New <b>menu</b> today!', picture: '/img/menu.png', created: '2026-11-24T09:00:00+0000' },
        { message: 'Open late on Friday', created: '2026-11-23T09:00:00+0000' },
        { picture: '/img/only-picture.png', created: '2026-11-22T09:00:00+0000' },
      ],
      media: [
        { caption: 'Latte art', type: 'IMAGE', picture: '/img/latte.png', created: '2026-11-24T08:00:00+0000' },
        { caption: 'Behind the counter', type: 'VIDEO', picture: '/img/thumb.png', created: '2026-11-23T08:00:00+0000' },
      ],
    },
    { id: '1002', name: 'Quiet Page', posts: [] },
  ];
  egress = createEgress({ allowLoopback: true });
  // Built first: fetchers are registered per kind at start-up, and the last app's must be the one under test.
  bare = await buildTestApp({
    rateLimits: false,
    widgets: { refreshMs: 15_000, deployment: loadConfig({ FACEBOOK_WIDGET_ENABLED: 'true' } as NodeJS.ProcessEnv).widgets.deployment },
  });
  const bareOwner = await signUp(bare, { orgName: 'Bare' });
  await grantSocialIn(bare, bareOwner.organizationId);
  keys.bare = (await login(bare, bareOwner.email)).sessionKey;
  t = await buildTestApp({
    rateLimits: false,
    egressAllowLoopback: true,
    widgets: { refreshMs: 15_000, deployment: { qrCode: true, facebook: true, instagram: true } },
    meta: { appId: fake.appId, appSecret: fake.appSecret, graphUrl: fake.url, oauthUrl: fake.url },
  });
  for (const name of ['a', 'b']) {
    const owner = await signUp(t, { orgName: `Social ${name}` });
    keys[name] = (await login(t, owner.email)).sessionKey;
    orgs[name] = owner.organizationId;
    await grantSocial(owner.organizationId);
  }
  const unlicensed = await signUp(t, { orgName: 'No Social' });
  keys.unlicensed = (await login(t, unlicensed.email)).sessionKey;
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await t?.close();
  await bare?.close();
});

describe('configuration', () => {
  it('keeps the social widgets unavailable without a Meta app, whatever the flags', () => {
    const on = { FACEBOOK_WIDGET_ENABLED: 'true', INSTAGRAM_WIDGET_ENABLED: '1' };
    expect(loadConfig(on as NodeJS.ProcessEnv).widgets.deployment).toMatchObject({ facebook: false, instagram: false });
    const app = { ...on, META_APP_ID: 'id', META_APP_SECRET: 'secret' };
    expect(loadConfig(app as NodeJS.ProcessEnv).widgets.deployment).toMatchObject({ facebook: true, instagram: true });
    expect(loadConfig({ META_APP_ID: 'id', META_APP_SECRET: 'secret' } as NodeJS.ProcessEnv).widgets.deployment).toMatchObject({
      facebook: false,
      instagram: false,
    });
    expect(loadConfig({} as NodeJS.ProcessEnv).meta.graphUrl).toBe('https://graph.facebook.com');
  });

  it('seals secrets with AES-256-GCM: round trip, fresh nonce, tampering and wrong keys refused', () => {
    const key = 'k'.repeat(40);
    const a = encryptSecret(key, 'EAAsecret');
    expect(a).not.toContain('EAAsecret');
    expect(encryptSecret(key, 'EAAsecret')).not.toBe(a);
    expect(decryptSecret(key, a)).toBe('EAAsecret');
    expect(() => decryptSecret('x'.repeat(40), a)).toThrow();
    const parts = a.split('.');
    parts[3] = Buffer.from('EAAother').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'))).toThrow();
  });
});

describe('connecting a page (OAuth)', () => {
  it('answers the login dialog address with the app, our callback, the scopes and a state', async () => {
    const res = await post(t.app, '/api/widget/social/connect', { sessionKey: keys.a });
    const url = new URL(json(res).response.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/v21.0/dialog/oauth`);
    expect(url.searchParams.get('client_id')).toBe(fake.appId);
    expect(url.searchParams.get('redirect_uri')).toBe('https://signage.test/api/widget/social/callback');
    expect(url.searchParams.get('scope')).toBe('pages_show_list,pages_read_engagement,instagram_basic');
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(40);
  });

  it('exchanges the code for a long-lived token, stores it sealed and shows the success page', async () => {
    const { back, state, redirectUri } = await connect('a');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/social/connected');
    const [row] = await t.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.organizationId, orgs.a as number));
    expect(row?.pages.map((p) => p.name)).toEqual(['Corner Café', 'Quiet Page']);
    const stored = JSON.stringify(row);
    expect(stored).not.toMatch(/EAA(long|short|page)/);
    // The short token was exchanged for a long-lived one (fb_exchange_token), server side with the secret.
    expect(fake.requests.some((r) => r.query.grant_type === 'fb_exchange_token')).toBe(true);
    expect(row?.expiresAt && row.expiresAt.getTime() - Date.now()).toBeGreaterThan(50 * 86_400_000);
    // The state is single-use: replaying it (even with a new code) fails.
    const replay = await callback({ code: fake.issueCode(redirectUri), state });
    expect(replay.headers.location).toBe('/social/failed?reason=SOCIAL_CONNECTION_FAILED');
  });

  it('refuses a forged, missing or expired state, a refused consent and a bad code', async () => {
    const forged = await callback({ code: fake.issueCode('https://signage.test/api/widget/social/callback'), state: 'forged' });
    expect(forged.headers.location).toBe('/social/failed?reason=SOCIAL_CONNECTION_FAILED');
    expect((await callback({ code: 'x' })).headers.location).toBe('/social/failed?reason=SOCIAL_CONNECTION_FAILED');
    const denied = await post(t.app, '/api/widget/social/connect', { sessionKey: keys.b });
    const deniedState = new URL(json(denied).response.url).searchParams.get('state') ?? '';
    const refused = await callback({ error: 'access_denied', error_reason: 'user_denied', state: deniedState });
    expect(refused.headers.location).toBe('/social/failed?reason=SOCIAL_CONNECTION_FAILED');
    // The refused flow's state is used up: a code arriving later with it is refused too.
    const afterRefusal = await callback({ code: fake.issueCode('https://signage.test/api/widget/social/callback'), state: deniedState });
    expect(afterRefusal.headers.location).toBe('/social/failed?reason=SOCIAL_CONNECTION_FAILED');
    const badCode = await post(t.app, '/api/widget/social/connect', { sessionKey: keys.b });
    const badState = new URL(json(badCode).response.url).searchParams.get('state') ?? '';
    expect((await callback({ code: 'not-a-code', state: badState })).headers.location).toBe(
      '/social/failed?reason=SOCIAL_CONNECTION_FAILED',
    );
    const late = await post(t.app, '/api/widget/social/connect', { sessionKey: keys.b });
    const lateUrl = new URL(json(late).response.url);
    t.clock.advance(11 * 60_000);
    const expired = await callback({
      code: fake.issueCode(lateUrl.searchParams.get('redirect_uri') ?? ''),
      state: lateUrl.searchParams.get('state') ?? '',
    });
    expect(expired.headers.location).toBe('/social/failed?reason=SOCIAL_CONNECTION_FAILED');
    expect((await pagesOf('b')).response.connection).toBeNull();
  });

  it('answers "no pages found" when the account manages no page, and keeps nothing', async () => {
    const saved = fake.pages;
    fake.pages = [];
    try {
      const { back } = await connect('b');
      expect(back.headers.location).toBe('/social/failed?reason=SOCIAL_NO_PAGES_FOUND');
      expect((await pagesOf('b')).response.connection).toBeNull();
    } finally {
      fake.pages = saved;
    }
  });

  it('is refused without the licence flag, or when the deployment has no Meta app', async () => {
    const res = await post(t.app, '/api/widget/social/connect', { sessionKey: keys.unlicensed });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('FEATURE_NOT_LICENSED');
    const refused = await post(bare.app, '/api/widget/social/connect', { sessionKey: keys.bare });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe('WIDGET_NOT_AVAILABLE');
  });
});

describe('pages and posts', () => {
  it("lists the organization's pages with their Instagram accounts, never a token", async () => {
    const res = await post(t.app, '/api/widget/social/pages', { sessionKey: keys.a });
    expect(res.statusCode).toBe(200);
    const { connection } = json(res).response;
    expect(connection.pages).toEqual([
      { id: '1001', name: 'Corner Café', instagram: { id: '17841400000000001', username: 'cornercafe' } },
      { id: '1002', name: 'Quiet Page', instagram: null },
    ]);
    expect(res.body).not.toMatch(/EAA|sealed|[Tt]oken/);
  });

  it("keeps another organization's connection invisible", async () => {
    expect((await pagesOf('b')).response.connection).toBeNull();
    const res = await post(t.app, '/api/widget/social/disconnect', { sessionKey: keys.b });
    expect(res.statusCode).toBe(200);
    expect((await pagesOf('a')).response.connection).not.toBeNull();
  });

  it('fetches the latest Facebook posts with pictures stored by us; an empty page is an empty list', async () => {
    const connectionId = (await pagesOf('a')).response.connection.id as string;
    const stored: string[] = [];
    const storeImage = async (url: string) => {
      stored.push(url);
      return `/api/widget/image/${stored.length}.webp`;
    };
    const facebook = getFetcher('facebook');
    const data = (await facebook?.fetch({ connectionId, pageId: '1001', max: 2 }, { egress, storeImage })) as any;
    expect(data.pageName).toBe('Corner Café');
    expect(data.posts).toEqual([
      {
        text: 'New <b>menu</b> today!',
        imageUrl: '/api/widget/image/1.webp',
        createdAt: '2026-11-24T09:00:00+0000',
        link: 'https://www.facebook.com/1001/posts/0',
      },
      { text: 'Open late on Friday', imageUrl: null, createdAt: '2026-11-23T09:00:00+0000', link: 'https://www.facebook.com/1001/posts/1' },
    ]);
    expect(stored).toEqual([`${fake.url}/img/menu.png`]);
    expect(JSON.stringify(data)).not.toContain('EAA');
    const quiet = (await facebook?.fetch({ connectionId, pageId: '1002', max: 5 }, { egress, storeImage })) as any;
    expect(quiet).toEqual({ pageName: 'Quiet Page', posts: [] });
    // The page token was looked up by the server and sent as a header, never in the URL.
    for (const r of fake.requests.filter((x) => x.path.endsWith('/posts'))) expect(r.query.access_token).toBeUndefined();
  });

  it('fetches Instagram media (a video shows its thumbnail)', async () => {
    const connectionId = (await pagesOf('a')).response.connection.id as string;
    const instagram = getFetcher('instagram');
    const data = (await instagram?.fetch({ connectionId, pageId: '1001', max: 10 }, { egress, storeImage: async (u) => u })) as any;
    expect(data.pageName).toBe('cornercafe');
    expect(data.posts.map((p: any) => [p.text, p.imageUrl])).toEqual([
      ['Latte art', `${fake.url}/img/latte.png`],
      ['Behind the counter', `${fake.url}/img/thumb.png`],
    ]);
    await expect(instagram?.fetch({ connectionId, pageId: '1002', max: 3 }, { egress, storeImage: async () => null })).rejects.toThrow(
      SourceFetchError,
    );
  });

  it('serves the posts to the editor through the widget data service, pictures re-stored, no token', async () => {
    const connectionId = (await pagesOf('a')).response.connection.id as string;
    const res = await post(t.app, '/api/widget/data', {
      sessionKey: keys.a,
      widget: 'facebook',
      props: { connectionId, pageId: '1001', maxPosts: 3 },
    });
    expect(res.statusCode).toBe(200);
    const { entry } = json(res).response;
    expect(entry.status).toBe('ok');
    expect(entry.data.posts.map((p: { text: string }) => p.text)).toEqual(['New <b>menu</b> today!', 'Open late on Friday', '']);
    expect(entry.data.posts[0].imageUrl).toMatch(/^\/api\/widget\/image\/[0-9a-f]{40}\.webp$/);
    expect(res.body).not.toContain('EAA');
    expect(res.body).not.toContain(fake.url);
    const quiet = await post(t.app, '/api/widget/data', {
      sessionKey: keys.a,
      widget: 'instagram',
      props: { connectionId, pageId: '1001', maxPosts: 1 },
    });
    expect(json(quiet).response.entry.data).toMatchObject({ pageName: 'cornercafe', posts: [{ text: 'Latte art' }] });
  });

  it("refuses another organization's connection in the editor's data call and in a saved slide, as invalid props", async () => {
    const connectionId = (await pagesOf('a')).response.connection.id as string;
    expect(connectionId).toMatch(/^\d+-[0-9a-f-]{36}$/);
    const props = { connectionId, pageId: '1001', maxPosts: 3 };
    const data = await post(t.app, '/api/widget/data', { sessionKey: keys.b, widget: 'facebook', props });
    expect([data.statusCode, json(data).errorCode]).toEqual([400, 'WIDGET_INVALID']);
    const created = await post(t.app, '/api/playlist/create', { sessionKey: keys.b, name: 'Borrowed feed', aspect: '16:9' });
    const playlistId = json(created).response.id as number;
    const slide = { version: 1, elements: [{ id: 'f', type: 'widget', widget: 'facebook', x: 0, y: 0, width: 800, height: 600, props }] };
    const saved = await post(t.app, '/api/playlist/slide/create', { sessionKey: keys.b, playlistId, slideData: slide });
    expect([saved.statusCode, json(saved).errorCode]).toEqual([400, 'WIDGET_INVALID']);
  });

  it('lists both types in the catalogue: available here, refused by deployment without a Meta app', async () => {
    const here = json(await post(t.app, '/api/widget/catalogue', { sessionKey: keys.a })).response.widgets;
    expect(here.filter((w: { type: string }) => ['facebook', 'instagram'].includes(w.type))).toEqual([
      { type: 'facebook', available: true, reason: null },
      { type: 'instagram', available: true, reason: null },
    ]);
    const unlicensed = json(await post(t.app, '/api/widget/catalogue', { sessionKey: keys.unlicensed })).response.widgets;
    expect(unlicensed.find((w: { type: string }) => w.type === 'facebook')).toMatchObject({ available: false, reason: 'licence' });
    const there = json(await post(bare.app, '/api/widget/catalogue', { sessionKey: keys.bare })).response.widgets;
    expect(there.find((w: { type: string }) => w.type === 'facebook')).toMatchObject({ available: false, reason: 'deployment' });
  });

  it('refreshes a user token that expires within 7 days before using it', async () => {
    const [row] = await t.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.organizationId, orgs.a as number));
    const soon = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await t.database.db
      .update(socialConnections)
      .set({ expiresAt: soon })
      .where(eq(socialConnections.id, row?.id as string));
    const before = fake.requests.filter((r) => r.query.grant_type === 'fb_exchange_token').length;
    await pagesOf('a');
    expect(fake.requests.filter((r) => r.query.grant_type === 'fb_exchange_token').length).toBe(before + 1);
    const [after] = await t.database.db
      .select()
      .from(socialConnections)
      .where(eq(socialConnections.id, row?.id as string));
    expect(after?.expiresAt?.getTime()).toBeGreaterThan(soon.getTime() + 40 * 86_400_000);
    expect(after?.sealedUserToken).not.toBe(row?.sealedUserToken);
  });
});

describe('disconnecting', () => {
  it('revokes the permissions at the provider and forgets the tokens', async () => {
    const connectionId = (await pagesOf('a')).response.connection.id as string;
    const tokensBefore = new Set(fake.userTokens);
    const revokedBefore = fake.revoked.length;
    const res = await post(t.app, '/api/widget/social/disconnect', { sessionKey: keys.a });
    expect(res.statusCode).toBe(200);
    expect(fake.revoked).toHaveLength(revokedBefore + 1);
    expect(tokensBefore.has(fake.revoked.at(-1) as string)).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v21.0/me/permissions' });
    expect((await pagesOf('a')).response.connection).toBeNull();
    const gone = getFetcher('facebook')?.fetch({ connectionId, pageId: '1001', max: 2 }, { egress, storeImage: async () => null });
    await expect(gone).rejects.toMatchObject({ code: 'SOCIAL_NOT_CONNECTED' });
  });
});
