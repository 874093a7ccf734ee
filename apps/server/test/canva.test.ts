import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvaConnections, canvaOauthStates, licences, media } from '../src/db/schema/index.ts';
import { canvaConfig, type FakeCanva, startFakeCanva } from './fakes/canva.ts';
import { appWithOrgs, buildTestApp, json, login, post, signUp, type TestApp, tempDataDir } from './helpers.ts';

/**
 * The design service (docs/integrations.md "Canva"): connect a user's Canva account (OAuth
 * with PKCE), list designs, export and import them into My media, disconnect, against a local fake of
 * the Canva Connect API (fakes/canva.ts). The app's egress allows loopback so it reaches the fake's
 * export "CDN"; the API origin is trusted (operator-configured).
 */
let fake: FakeCanva;
let t: TestApp;
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };
let userIds: Record<string, number>;

const call = (key: string, path: string, body: Record<string, unknown> = {}) => post(t.app, `/api${path}`, { sessionKey: key, ...body });
const mediaOf = async (organizationId: number) => t.database.db.select().from(media).where(eq(media.organizationId, organizationId));
const withCanva = async (organizationId: number) =>
  t.database.db
    .update(licences)
    .set({ overrides: { canvaAddOn: true } })
    .where(eq(licences.organizationId, organizationId));

/** Starts a connection: Canva's authorization URL and the state cookie the browser got. */
async function start(key: string) {
  const res = await call(key, '/media/canva/connect');
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'canvaState');
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/canva', sameSite: 'Lax' });
  return { url: json(res).response.url as string, cookie: cookie?.value as string };
}

/** Canva's redirect arriving at our callback; where it sends the browser. */
async function callback(target: string, cookie: string | undefined) {
  const u = new URL(target);
  const res = await t.app.inject({
    method: 'GET',
    url: `${u.pathname}${u.search}`,
    cookies: cookie ? { canvaState: cookie } : {},
  });
  expect(res.statusCode).toBe(303);
  return res.headers.location;
}

async function connect(key: string, account: 'alice' | 'bob' = 'alice') {
  fake.account = account;
  const { url, cookie } = await start(key);
  expect(await callback(await fake.decide(url), cookie)).toBe('/connection/canva?status=connected');
}

async function importDesign(key: string, designId: string, format: 'png' | 'pdf') {
  const started = await call(key, '/media/canva/export', { designId, format });
  expect(started.statusCode, started.body).toBe(200);
  const exportId = json(started).response.exportId as string;
  for (let i = 0; i < 5; i++) {
    const res = await call(key, '/media/canva/import', { designId, exportId });
    if (res.statusCode !== 200) return res;
    if (json(res).response.status === 'success') return res;
    expect(json(res).response).toEqual({ status: 'in_progress' });
  }
  throw new Error('export never finished');
}

beforeAll(async () => {
  fake = await startFakeCanva();
  ({ t, keys, orgs, userIds } = await appWithOrgs(
    tempDataDir('signage-canva-'),
    { rateLimits: false, egressAllowLoopback: true, canva: canvaConfig(fake) },
    ['content_creator', 'screen_manager'],
  ));
  await withCanva(orgs.a);
  await withCanva(orgs.b);
  const trial = await signUp(t, { orgName: 'No Canva Org' });
  keys.unlicensed = (await login(t, trial.email)).sessionKey;
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await t?.close();
});

describe('connecting Canva', () => {
  it('is not connected at first', async () => {
    const res = await call(keys.a as string, '/media/canva/status');
    expect(res.statusCode).toBe(200);
    expect(json(res).response).toEqual({ configured: true, connected: false, connectedAt: null });
    const designs = await call(keys.a as string, '/media/canva/designs');
    expect(designs.statusCode).toBe(409);
    expect(json(designs).errorCode).toBe('CANVA_NOT_CONNECTED');
  });

  it("sends the user to Canva's authorization page with PKCE (S256) and a state", async () => {
    const { url } = await start(keys.a as string);
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(fake.authUrl);
    expect(u.searchParams.get('client_id')).toBe('OC-canva-test-client');
    expect(u.searchParams.get('response_type')).toBe('code');
    expect(u.searchParams.get('code_challenge_method')).toBe('s256');
    expect(u.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(u.searchParams.get('scope')).toBe('design:meta:read design:content:read');
    expect(u.searchParams.get('redirect_uri')).toBe(`${t.app.ctx.config.publicUrl}/api/canva/callback`);
    expect(u.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('connects through the callback, tokens sealed at rest', async () => {
    await connect(keys.a as string);
    const status = json(await call(keys.a as string, '/media/canva/status')).response;
    expect(status.connected).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(canvaConnections)
      .where(eq(canvaConnections.userId, userIds.a as number));
    const grant = fake.grants.at(-1);
    expect(row?.organizationId).toBe(orgs.a);
    expect(row?.sealedAccessToken.startsWith('v1.')).toBe(true);
    expect(row?.sealedAccessToken).not.toContain(grant?.access as string);
    expect(row?.sealedRefreshToken).not.toContain(grant?.refresh as string);
    const token = fake.requests.filter((r) => r.path === '/rest/v1/oauth/token').at(-1);
    expect(token?.authorization).toBe(`Basic ${Buffer.from('OC-canva-test-client:canva-test-secret').toString('base64')}`);
  });

  it('fails on a state mismatch, a missing or reused state, a refusal and a PKCE failure', async () => {
    const key = keys.content_creator as string;
    const failed = '/connection/canva?status=failed';
    // Another browser's cookie.
    let flow = await start(key);
    let target = await fake.decide(flow.url);
    expect(await callback(target, 'someone-elses-state')).toBe(failed);
    // The state was used up by that attempt: the right cookie cannot use it again.
    expect(await callback(target, flow.cookie)).toBe(failed);
    // No cookie at all; no state at all.
    flow = await start(key);
    expect(await callback(await fake.decide(flow.url), undefined)).toBe(failed);
    expect(await callback(`${t.app.ctx.config.publicUrl}/api/canva/callback?code=abc`, flow.cookie)).toBe(failed);
    // The user said no.
    flow = await start(key);
    expect(await callback(await fake.decide(flow.url, false), flow.cookie)).toBe(failed);
    // A verifier that does not match the challenge: Canva refuses the code.
    flow = await start(key);
    target = await fake.decide(flow.url);
    await t.database.db.update(canvaOauthStates).set({ codeVerifier: 'not-the-verifier-of-this-challenge-xxxxxxxxxxx' });
    expect(await callback(target, flow.cookie)).toBe(failed);
    const last = fake.requests.filter((r) => r.path === '/rest/v1/oauth/token').length;
    expect(last).toBeGreaterThan(0);
    // An expired state.
    flow = await start(key);
    target = await fake.decide(flow.url);
    await t.database.db.update(canvaOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await callback(target, flow.cookie)).toBe(failed);
    expect(json(await call(key, '/media/canva/status')).response.connected).toBe(false);
  });
});

describe('designs and imports', () => {
  it('lists the designs page by page', async () => {
    const first = await call(keys.a as string, '/media/canva/designs');
    expect(first.statusCode).toBe(200);
    const body = json(first).response;
    expect(body.items).toHaveLength(3);
    expect(body.items[0]).toEqual({
      id: 'DAlice0001',
      title: 'Spring sale poster',
      thumbnailUrl: `${fake.base}/thumb/DAlice0001.png`,
      pageCount: 1,
      updatedAt: new Date(1_764_000_000 * 1000).toISOString(),
    });
    expect(body.continuation).toBe('page2');
    const second = json(await call(keys.a as string, '/media/canva/designs', { continuation: 'page2' })).response;
    expect(second.items.map((d: { id: string }) => d.id)).toEqual(['DAlice0004', 'DbrokenX']);
    expect(second.continuation).toBeNull();
  });

  it('imports a design as PNG into My media, after polling the export', async () => {
    const res = await importDesign(keys.a as string, 'DAlice0001', 'png');
    expect(res.statusCode, res.body).toBe(200);
    const { item } = json(res).response;
    expect(item).toMatchObject({ kind: 'image', name: 'Spring sale poster.png', attribution: null });
    const exportCall = fake.requests.find((r) => r.method === 'POST' && r.path === '/rest/v1/exports');
    expect(exportCall?.authorization).toMatch(/^Bearer /);
    const rows = await mediaOf(orgs.a);
    expect(rows.find((r) => r.id === item.id)).toMatchObject({ mimeType: 'image/png' });
  });

  it('imports a design as PDF', async () => {
    const res = await importDesign(keys.a as string, 'DAlice0002', 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).response.item).toMatchObject({ kind: 'pdf', name: 'Menu board.pdf' });
  });

  it('answers 502 CANVA_EXPORT_FAILED for a failed export, storing nothing', async () => {
    const before = (await mediaOf(orgs.a)).length;
    const res = await importDesign(keys.a as string, 'DbrokenX', 'png');
    expect(res.statusCode).toBe(502);
    expect(json(res).errorCode).toBe('CANVA_EXPORT_FAILED');
    expect((await mediaOf(orgs.a)).length).toBe(before);
  });

  it('refreshes an access token about to expire (the refresh token serves once)', async () => {
    const [before] = await t.database.db
      .select()
      .from(canvaConnections)
      .where(eq(canvaConnections.userId, userIds.a as number));
    await t.database.db
      .update(canvaConnections)
      .set({ expiresAt: new Date(Date.now() + 1000) })
      .where(eq(canvaConnections.userId, userIds.a as number));
    const grantsBefore = fake.grants.length;
    const res = await call(keys.a as string, '/media/canva/designs');
    expect(res.statusCode).toBe(200);
    expect(fake.grants.length).toBe(grantsBefore + 1);
    const [after] = await t.database.db
      .select()
      .from(canvaConnections)
      .where(eq(canvaConnections.userId, userIds.a as number));
    expect(after?.sealedRefreshToken).not.toBe(before?.sealedRefreshToken);
    expect(after?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('answers 502 CANVA_PROVIDER_FAILED while Canva is down', async () => {
    fake.down = true;
    try {
      const res = await call(keys.a as string, '/media/canva/designs');
      expect(res.statusCode).toBe(502);
      expect(json(res).errorCode).toBe('CANVA_PROVIDER_FAILED');
    } finally {
      fake.down = false;
    }
  });
});

describe('isolation', () => {
  it("keeps each user's connection their own; another user's export is 404", async () => {
    // Org A's content creator has not connected (the owner's connection is not theirs).
    const other = await call(keys.content_creator as string, '/media/canva/designs');
    expect(other.statusCode).toBe(409);
    // Org B connects Bob's Canva and sees only Bob's designs.
    await connect(keys.b as string, 'bob');
    const designs = json(await call(keys.b as string, '/media/canva/designs')).response;
    expect(designs.items.map((d: { id: string }) => d.id)).toEqual(['DBob00001']);
    // A's export job and design are not Bob's.
    const started = json(await call(keys.a as string, '/media/canva/export', { designId: 'DAlice0003', format: 'png' })).response;
    const stolen = await call(keys.b as string, '/media/canva/import', { designId: 'DAlice0003', exportId: started.exportId });
    expect(stolen.statusCode).toBe(404);
    const foreign = await call(keys.b as string, '/media/canva/export', { designId: 'DAlice0003', format: 'png' });
    expect(foreign.statusCode).toBe(404);
    // Importing into another organization's folder: 404 before Canva is asked.
    const folder = await call(keys.a as string, '/media/folder/create', { name: 'Canva things', section: 'my' });
    expect(folder.statusCode, folder.body).toBe(200);
    const folderId = json(folder).response.id as number;
    const asked = fake.requests.length;
    const res = await call(keys.b as string, '/media/canva/import', { designId: 'DBob00001', exportId: 'job-x', folderId });
    expect(res.statusCode).toBe(404);
    expect(fake.requests.length).toBe(asked);
  });

  it('refuses those who may not upload media, and an organization without the licence flag', async () => {
    for (const path of ['/media/canva/status', '/media/canva/connect', '/media/canva/designs', '/media/canva/disconnect']) {
      const res = await call(keys.screen_manager as string, path);
      expect(res.statusCode, path).toBe(403);
      const unlicensed = await call(keys.unlicensed as string, path);
      expect(unlicensed.statusCode, path).toBe(403);
      expect(json(unlicensed).errorCode, path).toBe('FEATURE_NOT_LICENSED');
    }
    const res = await call(keys.unlicensed as string, '/media/canva/export', { designId: 'DAlice0001', format: 'png' });
    expect(json(res).errorCode).toBe('FEATURE_NOT_LICENSED');
  });

  it('refuses bad input with 400', async () => {
    const key = keys.a as string;
    for (const [path, body] of [
      ['/media/canva/export', { designId: 'DAlice0001', format: 'gif' }],
      ['/media/canva/export', { designId: '../x', format: 'png' }],
      ['/media/canva/export', { designId: 'DAlice0001' }],
      ['/media/canva/export', { format: 'png' }],
      ['/media/canva/import', { designId: 'DAlice0001', exportId: 'a/b' }],
      ['/media/canva/import', { designId: 'DAlice0001' }],
      ['/media/canva/import', { designId: 'DAlice0001', exportId: 'x', folderId: 0 }],
      ['/media/canva/designs', { continuation: '' }],
      ['/media/canva/designs', { continuation: 'x'.repeat(2001) }],
      ['/media/canva/status', { extra: 1 }],
    ] as const) {
      const res = await call(key, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const weird = await t.app.inject({ method: 'GET', url: `/api/canva/callback?state=${'x'.repeat(300)}` });
    expect(weird.statusCode).toBe(400);
  });
});

describe('disconnecting', () => {
  it('revokes the grant at Canva and deletes the tokens', async () => {
    const [row] = await t.database.db
      .select()
      .from(canvaConnections)
      .where(eq(canvaConnections.userId, userIds.a as number));
    expect(row).toBeTruthy();
    const grant = fake.grants.filter((g) => g.user === 'alice' && !g.revoked).at(-1);
    const res = await call(keys.a as string, '/media/canva/disconnect');
    expect(res.statusCode).toBe(200);
    expect(fake.revoked).toContain(grant?.refresh);
    expect(
      await t.database.db
        .select()
        .from(canvaConnections)
        .where(eq(canvaConnections.userId, userIds.a as number)),
    ).toEqual([]);
    expect(json(await call(keys.a as string, '/media/canva/status')).response.connected).toBe(false);
    // Bob's connection in org B is untouched.
    expect(json(await call(keys.b as string, '/media/canva/status')).response.connected).toBe(true);
  });

  it('gives up a connection whose grant Canva no longer honours', async () => {
    await connect(keys.a as string);
    for (const g of fake.grants) if (g.user === 'alice') g.revoked = true;
    await t.database.db
      .update(canvaConnections)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(canvaConnections.userId, userIds.a as number));
    const res = await call(keys.a as string, '/media/canva/designs');
    expect(res.statusCode).toBe(409);
    expect(json(res).errorCode).toBe('CANVA_NOT_CONNECTED');
    expect(json(await call(keys.a as string, '/media/canva/status')).response.connected).toBe(false);
  });
});

describe('tokens that cannot be unsealed', () => {
  it('drop the connection (409) instead of failing with 500', async () => {
    await connect(keys.a as string);
    await t.database.db
      .update(canvaConnections)
      .set({ sealedAccessToken: 'v1.AAAA.BBBB.CCCC' })
      .where(eq(canvaConnections.userId, userIds.a as number));
    const res = await call(keys.a as string, '/media/canva/designs');
    expect(res.statusCode).toBe(409);
    expect(json(res).errorCode).toBe('CANVA_NOT_CONNECTED');
    expect(json(await call(keys.a as string, '/media/canva/status')).response.connected).toBe(false);
  });
});

describe('a server without Canva', () => {
  it('answers 404 on every route', async () => {
    const bare = await buildTestApp({ dataDir: tempDataDir('signage-canva-off-'), rateLimits: false });
    try {
      const owner = await signUp(bare, { orgName: 'Bare Org' });
      await bare.database.db
        .update(licences)
        .set({ overrides: { canvaAddOn: true } })
        .where(eq(licences.organizationId, owner.organizationId));
      const key = (await login(bare, owner.email)).sessionKey;
      // Asked by every media page: answered, not a 404 the browser logs.
      const status = await post(bare.app, '/api/media/canva/status', { sessionKey: key });
      expect(status.statusCode).toBe(200);
      expect(json(status).response).toEqual({ configured: false, connected: false, connectedAt: null });
      for (const path of ['/media/canva/connect', '/media/canva/designs']) {
        const res = await post(bare.app, `/api${path}`, { sessionKey: key });
        expect(res.statusCode, path).toBe(404);
      }
      expect((await bare.app.inject({ method: 'GET', url: '/api/canva/callback?state=x&code=y' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
