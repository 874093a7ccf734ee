import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, buildTestApp, json, login, post, signUp, type TestApp } from './helpers.ts';
import { type Fixtures, makeFixtures, upload } from './media-fixtures.ts';

/** Media in use (docs/media.md "Media in use"): media used by published content cannot be deleted; media used by drafts needs confirmation. */
let t: TestApp;
let dir: string;
let fx: Fixtures;
const keys: Record<string, string> = {};

async function call(key: string, p: string, body: Record<string, unknown> = {}) {
  const res = await post(t.app, `/api${p}`, { sessionKey: key, ...body });
  return [res.statusCode, json(res)] as const;
}
async function ok(key: string, p: string, body: Record<string, unknown> = {}) {
  const [status, out] = await call(key, p, body);
  expect(status, `${p}: ${JSON.stringify(out)}`).toBe(200);
  return out.response as any;
}
async function fails(key: string, p: string, body: Record<string, unknown>, status: number, code: string) {
  const [s, out] = await call(key, p, body);
  expect(s, `${p}: ${JSON.stringify(out)}`).toBe(status);
  expect(out.errorCode).toBe(code);
  return out;
}

async function uploaded(key: string, name: string, section = 'shared') {
  const res = await upload(t.app, key, { content: fx.png, filename: name }, { section });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).response as { id: number; url: string };
}

const el = { x: 0, y: 0, width: 400, height: 300 };
const imageSlide = (m: { id: number; url: string }) => ({
  version: 1,
  elements: [{ id: 'i1', type: 'image', ...el, mediaId: String(m.id), url: m.url }],
});
const backgroundSlide = (m: { id: number; url: string }) => ({
  version: 1,
  elements: [],
  background: { type: 'image', mediaId: String(m.id), url: m.url },
});
const textSlide = () => ({
  version: 1,
  elements: [{ id: 't1', type: 'text', ...el, html: '<p>x</p>', fontId: 'roboto', fontSize: 48, color: '#000000' }],
});

async function playlistWith(key: string, name: string, slideData: unknown, section = 'shared') {
  const { id } = await ok(key, '/playlist/create', { name, aspect: '16:9', parentFolderId: null, hashtags: [], section });
  await ok(key, '/playlist/slide/create', { playlistId: id, slideData });
  return id as number;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'signage-media-usage-'));
  fx = await makeFixtures(dir);
  t = await buildTestApp({ dataDir: dir, rateLimits: false });
  const a = await signUp(t, { orgName: 'Org A' });
  const b = await signUp(t, { orgName: 'Org B' });
  keys.a = (await login(t, a.email)).sessionKey;
  keys.b = (await login(t, b.email)).sessionKey;
  const cc = await addUser(t, a.organizationId, 'content_creator');
  keys.cc = (await login(t, cc.email)).sessionKey;
}, 60_000);

afterAll(async () => {
  await t.app.services.mediaQueue.idle();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('deleting media in use', () => {
  it('warns for drafts, refuses when published, and works once no published snapshot uses it', async () => {
    const k = keys.a as string;
    const m = await uploaded(k, 'lobby.png');
    const unused = await uploaded(k, 'unused.png');
    expect(await ok(k, '/media/usage', { mediaIds: [unused.id] })).toEqual({
      published: [],
      drafts: [],
      hiddenPublished: 0,
      hiddenDrafts: 0,
    });

    const p = await playlistWith(k, 'Lobby screen', imageSlide(m));
    expect(await ok(k, '/media/usage', { mediaIds: [m.id] })).toEqual({
      published: [],
      drafts: [{ id: p, name: 'Lobby screen' }],
      hiddenPublished: 0,
      hiddenDrafts: 0,
    });
    const draft = await fails(k, '/media/remove', { mediaIds: [m.id] }, 409, 'MEDIA_USED_IN_DRAFTS');
    expect(draft.message).toContain('“Lobby screen”');
    expect(draft.usage.drafts).toEqual([{ id: p, name: 'Lobby screen' }]);
    // A multi-id call is all-or-nothing: the unused item stays too.
    await fails(k, '/media/remove', { mediaIds: [unused.id, m.id] }, 409, 'MEDIA_USED_IN_DRAFTS');
    await ok(k, '/media/info', { mediaId: unused.id });

    await ok(k, '/playlist/publish', { playlistId: p });
    expect((await ok(k, '/media/usage', { mediaIds: [m.id] })).published).toEqual([{ id: p, name: 'Lobby screen' }]);
    const inUse = await fails(k, '/media/remove', { mediaIds: [m.id], force: true }, 409, 'MEDIA_IN_USE');
    expect(inUse.message).toBe(
      'This file is used by published content and cannot be deleted. Remove it from these playlists and publish them again first: “Lobby screen”.',
    );
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/media/remove',
      headers: { 'accept-language': 'es' },
      payload: { sessionKey: k, mediaIds: [m.id], force: true },
    });
    expect(es.statusCode).toBe(409);
    expect(json(es).errorCode).toBe('MEDIA_IN_USE');

    // Editing the slide away leaves the published snapshot (what screens play) using it: still refused.
    await ok(k, '/playlist/updateSlide', { playlistId: p, slideNumber: 0, slideData: textSlide() });
    await fails(k, '/media/remove', { mediaIds: [m.id], force: true }, 409, 'MEDIA_IN_USE');
    // Published again without it: free to delete.
    await ok(k, '/playlist/publish', { playlistId: p });
    expect(await ok(k, '/media/usage', { mediaIds: [m.id] })).toMatchObject({ published: [], drafts: [] });
    expect(await ok(k, '/media/remove', { mediaIds: [m.id] })).toEqual({ removed: 1 });
    await fails(k, '/media/info', { mediaId: m.id }, 404, 'NOT_FOUND');
  });

  it('confirmed (force) deletes media used only by drafts; removing the playlist frees published media', async () => {
    const k = keys.a as string;
    const bg = await uploaded(k, 'background.png');
    const p = await playlistWith(k, 'Menu board', backgroundSlide(bg));
    expect((await ok(k, '/media/usage', { mediaIds: [bg.id] })).drafts).toHaveLength(1);
    expect(await ok(k, '/media/remove', { mediaIds: [bg.id], force: true })).toEqual({ removed: 1 });

    const pub = await uploaded(k, 'published.png');
    const q = await playlistWith(k, 'Reception', imageSlide(pub));
    await ok(k, '/playlist/publish', { playlistId: q });
    await fails(k, '/media/remove', { mediaIds: [pub.id] }, 409, 'MEDIA_IN_USE');
    // A folder delete with its contents is refused as well.
    const folder = await ok(k, '/media/folder/create', { name: 'Busy', parentId: null, section: 'shared' });
    await ok(k, '/media/move', { mediaIds: [pub.id], folderId: folder.id });
    await fails(k, '/media/folder/remove', { folderId: folder.id, withContents: true }, 409, 'MEDIA_IN_USE');
    await ok(k, '/playlist/remove', { ids: [q], folderIds: [] });
    expect(await ok(k, '/media/remove', { mediaIds: [pub.id] })).toEqual({ removed: 1 });
    expect(p).toBeGreaterThan(0);
  });

  it("names only playlists the caller may see; another organization's media is 404", async () => {
    const k = keys.a as string;
    const m = await uploaded(k, 'team.png');
    // A content creator's own (My) playlist uses the shared item: the owner sees a count, not the name.
    const mine = await playlistWith(keys.cc as string, 'Private draft', imageSlide(m), 'my');
    const usage = await ok(k, '/media/usage', { mediaIds: [m.id] });
    expect(usage).toEqual({ published: [], drafts: [], hiddenPublished: 0, hiddenDrafts: 1 });
    const out = await fails(k, '/media/remove', { mediaIds: [m.id] }, 409, 'MEDIA_USED_IN_DRAFTS');
    expect(out.message).toContain('+1');
    expect(out.message).not.toContain('Private draft');
    expect((await ok(keys.cc as string, '/media/usage', { mediaIds: [m.id] })).drafts).toEqual([{ id: mine, name: 'Private draft' }]);

    // Org B neither sees nor deletes nor probes Org A's media.
    await fails(keys.b as string, '/media/usage', { mediaIds: [m.id] }, 404, 'NOT_FOUND');
    await fails(keys.b as string, '/media/remove', { mediaIds: [m.id], force: true }, 404, 'NOT_FOUND');
    await fails(keys.b as string, '/media/usage', { mediaIds: [999_999] }, 404, 'NOT_FOUND');
    await ok(k, '/media/info', { mediaId: m.id });
    // Org B referencing Org A's id in its own published slides cannot pin it.
    const { id: bMedia } = await uploaded(keys.b as string, 'b.png');
    const foreign = await playlistWith(keys.b as string, 'B screen', imageSlide({ id: m.id, url: '/api/media/x' }));
    await ok(keys.b as string, '/playlist/publish', { playlistId: foreign });
    expect(bMedia).toBeGreaterThan(0);
    await fails(k, '/media/remove', { mediaIds: [m.id] }, 409, 'MEDIA_USED_IN_DRAFTS');
    expect(await ok(k, '/media/remove', { mediaIds: [m.id], force: true })).toEqual({ removed: 1 });
  });

  it('validates the body', async () => {
    await fails(keys.a as string, '/media/remove', { mediaIds: [1], force: 'yes' }, 400, 'VALIDATION_FAILED');
    await fails(keys.a as string, '/media/usage', { mediaIds: [] }, 400, 'VALIDATION_FAILED');
  });
});
