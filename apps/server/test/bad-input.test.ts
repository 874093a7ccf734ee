import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOrgs, json, type Orgs, post, type TestApp, tempDataDir } from './helpers.ts';
import { PLAYLIST_ROLES, playlistCalls } from './playlists-fixtures.ts';
import { deviceHeaders, pairedDevice } from './screens-fixtures.ts';

/**
 * Bad input at the contract (docs/decisions.md "Bad input"): ids beyond the int4 columns, NUL characters in
 * text and a 10,000-deep JSON document answer 4xx with our envelope — never 500 — and change nothing.
 */
let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;
let userIds: Record<string, number>;
const { call, ok, newPlaylist, info } = playlistCalls(
  () => t,
  () => dir,
);

const INT4_MAX = 2_147_483_647;
const TOO_BIG = [2 ** 31, Number.MAX_SAFE_INTEGER];

/** A 400 in our envelope naming `field` as invalid. */
function expectFieldError(status: number, body: Record<string, any>, field: string) {
  expect(status, JSON.stringify(body)).toBe(400);
  expect(body.errorCode).toBe('VALIDATION_FAILED');
  expect(typeof body.message).toBe('string');
  expect(body.requestId).toBeTruthy();
  expect(body.fields?.[field]?.code, JSON.stringify(body)).toBe('FIELD_INVALID');
}

/** Deeply nested JSON text (built as text: a recursive JSON.stringify would overflow). */
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

beforeAll(async () => {
  dir = tempDataDir('signage-bad-input-');
  ({ t, keys, orgs, userIds } = await appWithOrgs(dir, { rateLimits: false }, PLAYLIST_ROLES));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('ids beyond the int4 columns', () => {
  /** [path, body with the id under test, field name in the error]. */
  const bodyCalls: Array<[string, (id: number) => Record<string, unknown>, string]> = [
    ['/playlist/info', (id) => ({ playlistId: id }), 'playlistId'],
    ['/playlist/rename', (id) => ({ playlistId: id, name: 'Renamed' }), 'playlistId'],
    ['/group/details', (id) => ({ id }), 'id'],
    ['/device/stats', (id) => ({ organizationId: id }), 'organizationId'],
    ['/media/info', (id) => ({ mediaId: id }), 'mediaId'],
    ['/users/updateRole', (id) => ({ userId: id, role: 'staff' }), 'userId'],
    ['/users/me/sessions/end', (id) => ({ sessionId: id }), 'sessionId'],
    ['/license/info', (id) => ({ organizationId: id }), 'organizationId'],
  ];

  it('answer 400 FIELD_INVALID in the body contracts (a missing id in range answers 404, never 500)', async () => {
    const k = keys.a as string;
    for (const [path, body, field] of bodyCalls) {
      for (const big of TOO_BIG) {
        const [status, out] = await call(k, path, body(big));
        expectFieldError(status, out, field);
      }
      const [status, out] = await call(k, path, body(INT4_MAX));
      expect(status, `${path} ${JSON.stringify(out)}`).toBeGreaterThanOrEqual(400);
      expect(status, `${path} ${JSON.stringify(out)}`).toBeLessThan(500);
      expect(out.errorCode).toBeTruthy();
    }
  });

  it('answer 400 in the player contract and change nothing', async () => {
    const player = await pairedDevice(t, keys.a as string, orgs.a);
    for (const big of TOO_BIG) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/player/heartbeat',
        headers: deviceHeaders(player.deviceSecret),
        payload: { status: 'playing', playing: { playlistId: big, version: 1, slideId: null } },
      });
      expectFieldError(res.statusCode, json(res), 'playing.playlistId');
      const media = await t.app.inject({
        method: 'GET',
        url: `/api/player/media/${big}/${'a'.repeat(64)}`,
        headers: deviceHeaders(player.deviceSecret),
      });
      expect(media.statusCode, media.body).toBe(400);
      expect(json(media).errorCode).toBe('VALIDATION_FAILED');
    }
    const device = await ok(keys.a as string, '/device/info', { deviceKey: player.deviceKey });
    expect(device.nowPlaying?.playlistId ?? null).toBeNull();
  });

  it('answer 400 in the licence path ids', async () => {
    for (const big of TOO_BIG) {
      for (const url of [`/api/license/${big}/credits`, `/api/organizations/${big}/license/pricing`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `SessionKey ${keys.root}` } });
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(json(res).errorCode).toBe('VALIDATION_FAILED');
        expect(json(res).fields).toBeTruthy();
      }
      const res = await post(t.app, `/api/license/${big}/credits/add`, { sessionKey: keys.root, credits: 10 });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('keep every id in range working', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'In range');
    expect((await info(k, id)).name).toBe('In range');
    const [status, out] = await call(k, '/users/updateRole', { userId: userIds.staff, role: 'staff' });
    expect(status, JSON.stringify(out)).toBe(200);
    // The root group -1 is still accepted where it was.
    expect(Array.isArray(await ok(k, '/group/list', { parentId: -1 }))).toBe(true);
  });
});

describe('NUL characters in text', () => {
  it('answer 400 fields in a search term and in a name, and change nothing', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Clean name');
    const [s1, o1] = await call(k, '/playlist/search', { searchTerm: 'lob\u0000by' });
    expectFieldError(s1, o1, 'searchTerm');
    const [s2, o2] = await call(k, '/media/list', { section: 'my', search: 'a\u0000' });
    expectFieldError(s2, o2, 'search');
    const [s3, o3] = await call(k, '/playlist/rename', { playlistId: id, name: 'Bad\u0000name' });
    expectFieldError(s3, o3, 'name');
    const [s4, o4] = await call(k, '/playlist/create', { name: '\u0000', aspect: '16:9' });
    expectFieldError(s4, o4, 'name');
    const [s5, o5] = await call(k, '/users/setName', { name: 'Ann\u0000' });
    expectFieldError(s5, o5, 'name');
    expect((await info(k, id)).name).toBe('Clean name');
    const list = await ok(k, '/playlist/search', { searchTerm: 'Clean' });
    expect(list.results.map((p: { name: string }) => p.name)).toEqual(['Clean name']);
  });
});

describe('deep JSON documents', () => {
  it('a 10,000-deep overlayData answers 400 and changes nothing', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Overlay');
    const before = await info(k, id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/playlist/updateSlideOverlay',
      headers: { 'content-type': 'application/json' },
      payload: `{"sessionKey":${JSON.stringify(k)},"playlistId":${id},"overlayData":${deepJson(10_000)}}`,
    });
    expectFieldError(res.statusCode, json(res), 'overlayData');
    // Also refused before the playlist is looked up (a missing playlist answers the same 400).
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/playlist/updateSlideOverlay',
      headers: { 'content-type': 'application/json' },
      payload: `{"sessionKey":${JSON.stringify(k)},"playlistId":${INT4_MAX},"overlayData":${deepJson(10_000)}}`,
    });
    expectFieldError(missing.statusCode, json(missing), 'overlayData');
    const after = await info(k, id);
    expect(after.overlay).toEqual(before.overlay);
    // A shallow overlay reaches the slide rules (a document the model refuses: 400 SLIDE_INVALID, not a 500).
    const [status, out] = await call(k, '/playlist/updateSlideOverlay', { playlistId: id, overlayData: { logo: { x: 1 } } });
    expect(status, JSON.stringify(out)).toBe(400);
  });

  it('a 10,000-deep body anywhere answers 4xx in our envelope', async () => {
    for (const url of ['/api/playlist/info', '/api/playlist/updateSlideOverlay', '/api/playlist/updateSlide']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"sessionKey":${JSON.stringify(keys.a)},"slideData":${deepJson(10_000)}}`,
      });
      expect(res.statusCode, `${url} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
      expect(json(res).errorCode).toBeTruthy();
    }
  });
});
