import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_TOKEN_CALLS_PER_MINUTE, IMPERSONATION_HEADER } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditLog, licences } from '../src/db/schema/index.ts';
import { addUser, appWithOrgs, json, login, post, type TestApp, tempDataDir } from './helpers.ts';
import { manifestOf } from './player-fixtures.ts';
import { ok, pairedDevice, publishedPlaylist } from './screens-fixtures.ts';

/**
 * Organization API tokens (docs/api-tokens.md, security.md TOK-1..7): made by owners and admins,
 * shown once, stored hashed, refused beyond their scopes, after revocation or expiry, when their
 * creator is removed, and on the calls no token may make; limited per token; and the documented
 * example script, run as it is, puts a picture on a paired screen.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const EXAMPLE = path.resolve(here, '../../../scripts/examples/api-token-example.mjs');

let t: TestApp;
let dir: string;
let base = '';
let keys: Record<string, string>;
let orgs: { root: number; a: number; b: number };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A call with a token and no sessionKey: [status, body]. */
async function withToken(token: string, url: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await post(t.app, `/api${url}`, body, { ...bearer(token), ...headers });
  return res;
}
async function makeToken(key: string, over: Record<string, unknown> = {}) {
  const res = await post(t.app, '/api/apiTokens/create', { sessionKey: key, name: 'Script', scopes: ['read'], expiresInDays: 30, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).response as { secret: string; token: { id: number; hint: string; scopes: string[]; state: string } };
}

beforeAll(async () => {
  dir = tempDataDir('signage-api-tokens-');
  // The per-token limit needs the rate limiter on.
  ({ t, keys, orgs } = await appWithOrgs(dir, { rateLimits: true }, ['admin', 'content_creator']));
  await t.database.db.update(licences).set({ numDevices: 20 }).where(eq(licences.organizationId, orgs.a));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);

afterAll(async () => {
  await t?.app.services.mediaQueue.idle();
  await t?.close();
});

describe('managing tokens', () => {
  it('an owner makes a token: shown once with the sgn_ prefix, stored as a hash, listed without it, logged', async () => {
    const made = await makeToken(keys.a as string, { name: 'Lobby script', scopes: ['read', 'content'], expiresInDays: 90 });
    expect(made.secret).toMatch(/^sgn_[A-Za-z0-9_-]{43}$/);
    expect(made.token).toMatchObject({ hint: made.secret.slice(0, 8), scopes: ['read', 'content'], state: 'active' });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, made.token.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.secret);
    const list = json(await post(t.app, '/api/apiTokens/list', { sessionKey: keys.a }));
    expect(JSON.stringify(list)).not.toContain(made.secret);
    expect(list.response.tokens[0]).toMatchObject({ id: made.token.id, name: 'Lobby script', lastUsedAt: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'apiToken.created'), eq(auditLog.objectId, String(made.token.id))));
    expect(entry?.details).toMatchObject({ name: 'Lobby script', scopes: ['read', 'content'] });
    expect(JSON.stringify(entry)).not.toContain(made.secret);
  });

  it('refuses bad input, and people who may not manage tokens', async () => {
    for (const body of [
      { name: 'x', scopes: ['read'] },
      { name: 'x', scopes: ['read'], expiresInDays: 366 },
      { name: 'x', scopes: ['read'], expiresInDays: 30, expiresOn: '2030-01-01' },
      { name: 'x', scopes: [], expiresInDays: 30 },
      { name: 'x', scopes: ['admin'], expiresInDays: 30 },
      { name: '', scopes: ['read'], expiresInDays: 30 },
      { name: 'x', scopes: ['read'], expiresOn: '2001-02-30' },
    ]) {
      const res = await post(t.app, '/api/apiTokens/create', { sessionKey: keys.a, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const past = await post(t.app, '/api/apiTokens/create', { sessionKey: keys.a, name: 'x', scopes: ['read'], expiresOn: '2001-01-01' });
    expect(json(past).errorCode).toBe('API_TOKEN_EXPIRY_PAST');
    const far = await post(t.app, '/api/apiTokens/create', { sessionKey: keys.a, name: 'x', scopes: ['read'], expiresOn: '2999-01-01' });
    expect(json(far).errorCode).toBe('API_TOKEN_EXPIRY_TOO_LONG');
    const cc = await post(t.app, '/api/apiTokens/create', {
      sessionKey: keys.content_creator,
      name: 'x',
      scopes: ['read'],
      expiresInDays: 30,
    });
    expect(cc.statusCode).toBe(403);
    expect((await post(t.app, '/api/apiTokens/list', { sessionKey: keys.content_creator })).statusCode).toBe(403);
  });

  it('another organization’s token cannot be revoked (404), and its list is separate', async () => {
    const theirs = await makeToken(keys.b as string);
    const res = await post(t.app, '/api/apiTokens/revoke', { sessionKey: keys.a, apiTokenId: theirs.token.id });
    expect(res.statusCode).toBe(404);
    const list = json(await post(t.app, '/api/apiTokens/list', { sessionKey: keys.a })).response.tokens as Array<{ id: number }>;
    expect(list.map((x) => x.id)).not.toContain(theirs.token.id);
  });
});

describe('the OpenAPI document', () => {
  it('names bearerAuth and the scope on the operations open to tokens, and only there', () => {
    const doc = t.app.swagger() as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; description?: string }>>;
    };
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const create = doc.paths['/api/playlist/create']?.post;
    expect(create?.security).toEqual([{ sessionKey: [] }, { bearerAuth: [] }]);
    expect(create?.description).toContain('API token scope: content.');
    const tokens = doc.paths['/api/apiTokens/list']?.post;
    expect(tokens?.security).toEqual([{ sessionKey: [] }]);
    expect(tokens?.description).toContain('Not open to API tokens.');
    expect(doc.paths['/api/player/manifest']?.get?.security).toEqual([{ deviceSecret: [] }]);
  });
});

describe('the example script', () => {
  it('uploads a picture, builds a slide, publishes and assigns it with a token: the screen’s manifest has it', async () => {
    const screen = await pairedDevice(t, keys.a as string, orgs.a);
    const { secret, token } = await makeToken(keys.a as string, { name: 'Example', scopes: ['content', 'screens'] });
    const picture = path.join(dir, 'picture.png');
    writeFileSync(
      picture,
      await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer(),
    );
    const { stdout } = await promisify(execFile)(process.execPath, [EXAMPLE, picture], {
      env: { ...process.env, SIGNAGE_URL: base, SIGNAGE_TOKEN: secret, DEVICE_KEY: screen.deviceKey },
      timeout: 60_000,
    });
    // The script the documentation shows is this very file.
    expect(readFileSync(path.resolve(here, '../../../docs/api-tokens.md'), 'utf8')).toContain(readFileSync(EXAMPLE, 'utf8').trim());
    const { playlistId, mediaId } = JSON.parse(stdout.trim()) as { playlistId: number; mediaId: number };
    const manifest = (await manifestOf(t, screen.deviceSecret)).json();
    expect(manifest.schedule.device.playNow.playlistId).toBe(playlistId);
    const slides = manifest.playlists[String(playlistId)].slides as Array<Record<string, any>>;
    expect(slides).toHaveLength(1);
    expect(JSON.stringify(slides[0])).toContain(`"mediaId":"${mediaId}"`);
    // The changes are the creator's, naming the token; "last used" is recorded.
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'playlist.publish'));
    expect(entry?.details).toMatchObject({ apiTokenId: token.id });
    // The activity log's sentence names the token; an action in the CMS names none.
    const feed = await ok(t, keys.a as string, '/activity/list', { kinds: ['content', 'organizations'], page: 1, pageSize: 50 });
    const published = feed.items.find((i: { action: string }) => i.action === 'playlist.publish');
    expect(published?.actor.apiToken).toEqual({ id: token.id, name: 'Example' });
    expect(feed.items.find((i: { action: string }) => i.action === 'apiToken.created')?.actor.apiToken ?? null).toBeNull();
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(row?.lastUsedIp).toBe('127.0.0.1');
  });
});

describe('refusals', () => {
  it('a token beyond its scope is refused (403 API_TOKEN_SCOPE_MISSING); within it, it works without sessionKey', async () => {
    const { secret } = await makeToken(keys.a as string, { scopes: ['read'] });
    expect((await withToken(secret, '/playlist/list', { section: 'my' })).statusCode).toBe(200);
    const write = await withToken(secret, '/playlist/create', { name: 'No', aspect: '16:9', section: 'my' });
    expect(write.statusCode).toBe(403);
    expect(json(write)).toMatchObject({ errorCode: 'API_TOKEN_SCOPE_MISSING', scope: 'content' });
    const device = await withToken(secret, '/group/create', { name: 'No' });
    expect(json(device).errorCode).toBe('API_TOKEN_SCOPE_MISSING');
  });

  it('calls no token may make are refused (403 API_TOKEN_NOT_ALLOWED), whatever the scopes', async () => {
    const { secret } = await makeToken(keys.a as string, { scopes: ['read', 'content', 'screens', 'alerts', 'users'] });
    for (const [url, body] of [
      ['/apiTokens/list', {}],
      ['/apiTokens/create', { name: 'x', scopes: ['read'], expiresInDays: 30 }],
      ['/auth/changePassword', { oldPassword: 'a', newPassword: 'b' }],
      ['/users/me', {}],
      ['/license/info', {}],
      ['/payments/purchasables', {}],
      ['/support/message', { subject: 'Hello', message: 'Hello there, support' }],
    ] as const) {
      const res = await withToken(secret, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(json(res).errorCode, url).toBe('API_TOKEN_NOT_ALLOWED');
    }
    const org = await t.app.inject({ method: 'GET', url: `/api/organizations/${orgs.a}`, headers: bearer(secret) });
    expect(json(org).errorCode).toBe('API_TOKEN_NOT_ALLOWED');
    // No impersonation with a token.
    const imp = await withToken(secret, '/playlist/list', { section: 'my' }, { [IMPERSONATION_HEADER]: String(orgs.b) });
    expect(json(imp).errorCode).toBe('API_TOKEN_NOT_ALLOWED');
    // A token and a session key at once: refused, never mixed.
    const both = await withToken(secret, '/playlist/list', { sessionKey: keys.a, section: 'my' });
    expect(json(both).errorCode).toBe('API_TOKEN_CREDENTIALS_CONFLICT');
  });

  it('another organization’s object is 404 to a token', async () => {
    const theirs = await publishedPlaylist(t, keys.b as string, 'Theirs');
    const { secret } = await makeToken(keys.a as string, { scopes: ['read', 'content'] });
    const res = await withToken(secret, '/playlist/info', { playlistId: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Theirs');
    const del = await withToken(secret, '/playlist/remove', { ids: [theirs] });
    expect(del.statusCode).toBeLessThan(500);
    expect((await ok(t, keys.b as string, '/playlist/info', { playlistId: theirs })).name).toBe('Theirs');
  });

  it('a revoked token is refused at once (401), and the revocation is logged', async () => {
    const { secret, token } = await makeToken(keys.a as string);
    expect((await withToken(secret, '/playlist/list', { section: 'my' })).statusCode).toBe(200);
    await ok(t, keys.a as string, '/apiTokens/revoke', { apiTokenId: token.id });
    const res = await withToken(secret, '/playlist/list', { section: 'my' });
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe('API_TOKEN_INVALID');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'apiToken.revoked'), eq(auditLog.objectId, String(token.id))));
    expect(entry).toBeTruthy();
    const list = json(await post(t.app, '/api/apiTokens/list', { sessionKey: keys.a })).response.tokens as Array<{
      id: number;
      state: string;
    }>;
    expect(list.find((x) => x.id === token.id)?.state).toBe('revoked');
    for (const bad of ['sgn_nope', 'nope', '', `sgn_${'x'.repeat(300)}`]) {
      expect((await withToken(bad, '/playlist/list', { section: 'my' })).statusCode, bad).toBe(401);
    }
  });

  it('a token whose creator’s role was lowered has only the new role’s rights; a removed creator’s token is refused', async () => {
    const admin = await addUser(t, orgs.a, 'admin');
    const adminKey = (await login(t, admin.email)).sessionKey;
    const { secret } = await makeToken(adminKey, { scopes: ['read', 'content', 'users'] });
    expect((await withToken(secret, '/users/list', {})).statusCode).toBe(200);
    await ok(t, keys.a as string, '/users/updateRole', { userId: admin.user.id, role: 'content_creator' });
    const users = await withToken(secret, '/users/list', {});
    expect(users.statusCode).toBe(403);
    expect(json(users).errorCode).toBe('FORBIDDEN');
    expect((await withToken(secret, '/playlist/create', { name: 'Still mine', aspect: '16:9', section: 'my' })).statusCode).toBe(200);
    const list = json(await post(t.app, '/api/apiTokens/list', { sessionKey: keys.a })).response.tokens as Array<{ state: string }>;
    expect(list.length).toBeGreaterThan(0);

    await ok(t, keys.a as string, '/users/delete', { userIds: [admin.user.id], mode: 'transfer' });
    const gone = await withToken(secret, '/playlist/list', { section: 'my' });
    expect(gone.statusCode).toBe(401);
    expect(json(gone).errorCode).toBe('API_TOKEN_INVALID');
    const after = json(await post(t.app, '/api/apiTokens/list', { sessionKey: keys.a })).response.tokens as Array<{
      createdBy: { id: number | null; name: string };
      state: string;
    }>;
    expect(after.some((x) => x.createdBy.id === null && x.state === 'creatorGone')).toBe(true);
  });

  it('a disabled creator’s token is refused', async () => {
    const admin = await addUser(t, orgs.a, 'admin');
    const adminKey = (await login(t, admin.email)).sessionKey;
    const { secret } = await makeToken(adminKey);
    expect((await withToken(secret, '/playlist/list', { section: 'my' })).statusCode).toBe(200);
    const { users } = await import('../src/db/schema/index.ts');
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, admin.user.id));
    expect((await withToken(secret, '/playlist/list', { section: 'my' })).statusCode).toBe(401);
  });

  it('each token has its own rate limit: 429 with Retry-After', async () => {
    const { secret } = await makeToken(keys.a as string);
    const other = await makeToken(keys.a as string);
    for (let i = 0; i < API_TOKEN_CALLS_PER_MINUTE; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/media/1/thumbnail/none', headers: bearer(secret) });
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await withToken(secret, '/playlist/list', { section: 'my' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withToken(other.secret, '/playlist/list', { section: 'my' })).statusCode).toBe(200);
  });

  it('an expired token is refused (401)', async () => {
    const { secret } = await makeToken(keys.a as string, { expiresInDays: 1 });
    expect((await withToken(secret, '/playlist/list', { section: 'my' })).statusCode).toBe(200);
    t.clock.advance(25 * 60 * 60_000);
    const res = await withToken(secret, '/playlist/list', { section: 'my' });
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe('API_TOKEN_INVALID');
  });
});
