import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licences, playlistSnapshots } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, post, signUp, type TestApp } from './helpers.ts';

let t: TestApp;
let dir: string;
const keys: Record<string, string> = {};
const orgs = { root: 0, a: 0, b: 0 };

/** POST a 7.7 call; returns [status, body]. */
async function call(key: string, path: string, body: Record<string, unknown> = {}) {
  const res = await post(t.app, `/api${path}`, { sessionKey: key, ...body });
  return [res.statusCode, json(res)] as const;
}
async function ok(key: string, path: string, body: Record<string, unknown> = {}) {
  const [status, out] = await call(key, path, body);
  expect(status, `${path}: ${JSON.stringify(out)}`).toBe(200);
  return out.response as any;
}
async function fails(key: string, path: string, body: Record<string, unknown>, status: number, code?: string) {
  const [s, out] = await call(key, path, body);
  expect(s, `${path}: ${JSON.stringify(out)}`).toBe(status);
  if (code) expect(out.errorCode).toBe(code);
  return out;
}
const newPlaylist = async (key: string, name: string, extra: Record<string, unknown> = {}) =>
  (await ok(key, '/playlist/create', { name, aspect: '16:9', parentFolderId: null, hashtags: [], ...extra })).id as number;
const info = (key: string, playlistId: number) => ok(key, '/playlist/info', { playlistId });
const textEl = (id: string, s: string) => ({
  id,
  type: 'text',
  x: 0,
  y: 0,
  width: 400,
  height: 100,
  html: `<p>${s}</p>`,
  fontId: 'roboto',
  fontSize: 48,
  color: '#000000',
});
const text = (s: string, ids = ['e1']) => ({ version: 1, elements: ids.map((id) => textEl(id, s)) });
const html = (slide: any) => slide.slideData.elements[0].html as string;

/** A thumbnail upload: multipart form fields and the `thumbnail` file. */
function sendThumbnail(url: string, fields: Record<string, string>, file?: { bytes: Buffer; type: string }) {
  const boundary = '----pl';
  const parts: Buffer[] = [];
  for (const [n, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="thumbnail"; filename="t.jpg"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}
const jpegOf = (background: string) =>
  sharp({ create: { width: 64, height: 36, channels: 3, background } })
    .jpeg()
    .toBuffer();
/** Where the fs storage keeps an organization's content-addressed thumbnail. */
const thumbFile = (orgId: number, bytes: Buffer) =>
  path.join(dir, 'media', 'org', String(orgId), 'thumbs', createHash('sha256').update(bytes).digest('hex'));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'signage-playlists-'));
  t = await buildTestApp({ dataDir: dir, rateLimits: false });
  const root = await signUp(t, { orgName: 'Platform' });
  const a = await signUp(t, { orgName: 'Org A' });
  const b = await signUp(t, { orgName: 'Org B' });
  orgs.root = root.organizationId;
  orgs.a = a.organizationId;
  orgs.b = b.organizationId;
  keys.root = (await login(t, root.email)).sessionKey;
  keys.a = (await login(t, a.email)).sessionKey;
  keys.b = (await login(t, b.email)).sessionKey;
  for (const role of ['content_creator', 'staff', 'screen_manager']) {
    const u = await addUser(t, orgs.a, role);
    keys[role] = (await login(t, u.email)).sessionKey;
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('playlists', () => {
  it('creates, lists, searches, renames, updates and favourites', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Lobby', { hashtags: ['welcome'] });
    const folder = await newPlaylist(k, 'Campaigns', { type: 'folder' });
    const inner = await newPlaylist(k, 'Spring', { parentFolderId: folder });
    await fails(k, '/playlist/create', { name: '', aspect: '16:9' }, 400, 'VALIDATION_FAILED');
    await fails(k, '/playlist/create', { aspect: '16:9' }, 400, 'VALIDATION_FAILED');
    await fails(k, '/playlist/create', { name: 'lobby' }, 400, 'NAME_EXISTS');
    // Same name in another folder is fine.
    await newPlaylist(k, 'Lobby', { parentFolderId: folder });

    const top = await ok(k, '/playlist/list', { section: 'my' });
    expect(top.results.map((r: any) => r.name)).toEqual(['Campaigns', 'Lobby']);
    expect(top.results[0]).toMatchObject({ type: 'folder' });
    const mine = await ok(k, '/playlist/listMyPlaylists', {
      parentFolderId: folder,
      count: 50,
      includeFolders: true,
      ignoreFolderLevels: false,
    });
    expect(mine.results.map((r: any) => r.id)).toContain(inner);
    const flat = await ok(k, '/playlist/listMyPlaylists', {
      parentFolderId: null,
      count: 50,
      includeFolders: false,
      ignoreFolderLevels: true,
    });
    expect(flat.results.every((r: any) => r.type === 'playlist')).toBe(true);
    expect(flat.totalCount).toBe(3);

    const found = await ok(k, '/playlist/search', { parentFolderId: null, searchTerm: 'welc', limit: 10, offset: 0, type: 'all' });
    expect(found).toMatchObject({ totalCount: 1 });
    expect(found.results[0].id).toBe(id);
    expect(
      (await ok(k, '/playlist/search', { parentFolderId: null, searchTerm: 'spr', limit: 10, offset: 0, type: 'me' })).totalCount,
    ).toBe(1);
    expect((await ok(k, '/playlist/search', { parentFolderId: null, searchTerm: '%', limit: 10, offset: 0, type: 'all' })).totalCount).toBe(
      0,
    );
    expect(
      (await ok(k, '/playlist/search', { parentFolderId: null, searchTerm: '', limit: 10, offset: 0, type: 'organization' })).totalCount,
    ).toBe(0);

    await ok(k, '/playlist/updateFavorite', { playlistId: id, favorite: true });
    const sho = await ok(k, '/playlist/search', { parentFolderId: null, searchTerm: '', limit: 10, offset: 0, type: 'sho' });
    expect(sho.results.map((r: any) => r.id)).toEqual([id]);
    expect(sho.results[0].favorite).toBe(true);

    const renamed = await ok(k, '/playlist/rename', { playlistId: id, name: 'Front desk' });
    expect(renamed.name).toBe('Front desk');
    await fails(k, '/playlist/rename', { playlistId: id, name: '  ' }, 400, 'VALIDATION_FAILED');
    await fails(k, '/playlist/rename', { playlistId: id, name: 'Campaigns' }, 200);
    await fails(k, '/playlist/rename', { playlistId: inner, name: 'LOBBY' }, 400, 'NAME_EXISTS');
    const updated = await ok(k, '/playlist/update', { playlistId: id, name: 'Front desk', aspect: '9:16', hashtags: ['a', 'b'] });
    expect(updated).toMatchObject({ aspect: '9:16', hashtags: ['a', 'b'], isPublished: false });
    const meta = await ok(k, '/playlist/metadata', { playlistId: id });
    expect(meta).toMatchObject({ id, slideCount: 0, totalDuration: 0, publishedVersion: 0 });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'playlist.create'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('keeps organizations apart and My private (404 like missing)', async () => {
    const id = await newPlaylist(keys.a as string, 'Private');
    await fails(keys.b as string, '/playlist/info', { playlistId: id }, 404, 'NOT_FOUND');
    await fails(keys.b as string, '/playlist/rename', { playlistId: id, name: 'x' }, 404, 'NOT_FOUND');
    await fails(keys.b as string, '/playlist/slide/create', { playlistId: id }, 404, 'NOT_FOUND');
    await fails(keys.b as string, '/playlist/remove', { ids: [id], folderIds: [] }, 404, 'NOT_FOUND');
    await fails(keys.staff as string, '/playlist/info', { playlistId: id }, 404, 'NOT_FOUND');
    await fails(keys.a as string, '/playlist/info', { playlistId: 999_999 }, 404, 'NOT_FOUND');
    // Shared: the whole organization sees and edits it.
    await ok(keys.a as string, '/playlist/share', { playlistIds: [id], folderIds: [] });
    expect((await info(keys.staff as string, id)).section).toBe('shared');
    await ok(keys.staff as string, '/playlist/slide/create', { playlistId: id });
    await fails(keys.b as string, '/playlist/info', { playlistId: id }, 404);
    // Only the creator restricts it back.
    await fails(keys.staff as string, '/playlist/restrict', { playlistIds: [id], folderIds: [] }, 403, 'FORBIDDEN');
    await ok(keys.a as string, '/playlist/restrict', { playlistIds: [id], folderIds: [] });
    await fails(keys.staff as string, '/playlist/info', { playlistId: id }, 404);
  });

  it('lists the organization playlists; refuses calls without a session', async () => {
    const shared = await newPlaylist(keys.a as string, 'Org list', { section: 'shared' });
    const body = { parentFolderId: null, count: 100, includeFolders: true, ignoreFolderLevels: false };
    const org = await ok(keys.content_creator as string, '/playlist/listOrgPlaylists', body);
    expect(org.results.map((r: any) => r.id)).toContain(shared);
    expect(org.results.every((r: any) => r.section === 'shared')).toBe(true);
    expect((await ok(keys.b as string, '/playlist/listOrgPlaylists', body)).results.map((r: any) => r.id)).not.toContain(shared);
    expect((await ok(keys.a as string, '/playlist/list', { section: 'shared' })).results.map((r: any) => r.id)).toContain(shared);
    const res = await post(t.app, '/api/playlist/info', { playlistId: shared });
    expect(res.statusCode).toBe(401);
    await fails('nope', '/playlist/list', {}, 401, 'UNAUTHORIZED');
  });

  it('lets screen managers read shared playlists but not edit (403)', async () => {
    const sm = keys.screen_manager as string;
    const id = await newPlaylist(keys.a as string, 'For screens', { section: 'shared' });
    expect((await info(sm, id)).canEdit).toBe(false);
    await fails(sm, '/playlist/create', { name: 'Mine', aspect: '16:9' }, 403, 'FORBIDDEN');
    await fails(sm, '/playlist/rename', { playlistId: id, name: 'x' }, 403, 'FORBIDDEN');
    await fails(sm, '/playlist/slide/create', { playlistId: id }, 403, 'FORBIDDEN');
    await fails(sm, '/playlist/publish', { playlistId: id }, 403, 'FORBIDDEN');
    await fails(sm, '/template/list', { section: 'my' }, 403, 'FORBIDDEN');
  });

  it('duplicates one playlist with its slides, never a folder', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Original');
    const s1 = await ok(k, '/playlist/slide/create', { playlistId: id, slideData: text('one') });
    await ok(k, '/playlist/slide/create', { playlistId: id, slideData: text('two') });
    const copy = await ok(k, '/playlist/duplicate', { playlistId: id, parentFolderId: null });
    expect(copy).toMatchObject({ name: 'Original (copy)', originalPlaylistId: id, slideCount: 2, isPublished: false });
    const again = await ok(k, '/playlist/duplicate', { playlistId: id, parentFolderId: null });
    expect(again.name).toBe('Original (copy 2)');
    const slides = (await info(k, copy.id)).slides;
    expect(html(slides[0])).toBe('<p>one</p>');
    expect(slides[0].id).not.toBe(s1.id);
    const folder = await newPlaylist(k, 'Folder to copy', { type: 'folder' });
    await fails(k, '/playlist/duplicate', { playlistId: folder, parentFolderId: null }, 400, 'FOLDER_CANNOT_BE_DUPLICATED');
  });

  it('moves into folders: same folder is a no-op, never into itself or below', async () => {
    const k = keys.a as string;
    const f1 = await newPlaylist(k, 'F1', { type: 'folder' });
    const f2 = await newPlaylist(k, 'F2', { type: 'folder', parentFolderId: f1 });
    const p = await newPlaylist(k, 'Movable');
    expect(await ok(k, '/playlist/moveToFolder', { fileId: p, parentFolder: null, movingFolder: false })).toEqual({ moved: 0 });
    expect(await ok(k, '/playlist/moveToFolder', { fileId: p, parentFolder: f2, movingFolder: false })).toEqual({ moved: 1 });
    expect((await info(k, p)).parentFolderId).toBe(f2);
    await fails(k, '/playlist/moveToFolder', { fileId: f1, parentFolder: f2, movingFolder: true }, 400, 'FOLDER_INVALID_MOVE');
    await fails(k, '/playlist/moveToFolder', { fileId: f1, parentFolder: f1, movingFolder: true }, 400, 'FOLDER_INVALID_MOVE');
    await fails(k, '/playlist/moveToFolder', { fileId: f2, parentFolder: p, movingFolder: true }, 404);
    await ok(k, '/playlist/moveToFolder', { fileId: f2, parentFolder: null, movingFolder: true });
    // Sharing a folder takes its contents along; removing it removes them.
    await ok(k, '/playlist/share', { playlistIds: [], folderIds: [f2] });
    expect((await info(keys.staff as string, p)).section).toBe('shared');
    expect((await ok(k, '/playlist/remove', { ids: [], folderIds: [f2] })).count).toBe(2);
    await fails(k, '/playlist/info', { playlistId: p }, 404);
  });
});

describe('slides', () => {
  it('creates, reads, updates, reorders, duplicates and removes slides by index', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Slides');
    const blank = await ok(k, '/playlist/slide/create', { playlistId: id });
    expect(blank).toMatchObject({ position: 0, duration: 10 });
    expect(blank.slideData.background).toEqual({ type: 'color', color: '#FFFFFF' });
    const s2 = await ok(k, '/playlist/slide/create', { playlistId: id, slideData: text('two') });
    const s3 = await ok(k, '/playlist/slide/create', { playlistId: id, slideData: text('three') });
    await fails(k, '/playlist/slide/create', { playlistId: id, slideData: 'nope' }, 400);
    expect((await ok(k, '/playlist/getSlide', { playlistId: id, slideNumber: 1 })).id).toBe(s2.id);
    for (const n of [3, 99]) await fails(k, '/playlist/getSlide', { playlistId: id, slideNumber: n }, 400, 'SLIDE_INDEX_INVALID');
    await fails(k, '/playlist/getSlide', { playlistId: id, slideNumber: -1 }, 400, 'VALIDATION_FAILED');
    await fails(k, '/playlist/removeSlide', { playlistId: id, slideNumber: 3 }, 400, 'SLIDE_INDEX_INVALID');
    await fails(k, '/playlist/duplicateSlide', { playlistId: id, slideNumber: 7 }, 400, 'SLIDE_INDEX_INVALID');
    await fails(k, '/playlist/updateSlide', { playlistId: id, slideNumber: 5, slideData: text('x') }, 400, 'SLIDE_INDEX_INVALID');

    const upd = await ok(k, '/playlist/updateSlide', { playlistId: id, slideNumber: 1, slideData: text('TWO') });
    expect(upd.slideData.elements[0].html).toBe('<p>TWO</p>');
    const bg = await ok(k, '/playlist/updateSlideBackground', {
      playlistId: id,
      slideNumber: 0,
      backgroundType: 'color',
      background: '#112233',
    });
    expect(bg.slideData.background).toEqual({ type: 'color', color: '#112233' });
    await fails(k, '/playlist/updateSlideBackground', { playlistId: id, slideNumber: 0, backgroundType: 'color', background: 'red;' }, 400);
    const dur = await ok(k, '/playlist/updateSlideDuration', { playlistId: id, slideNumber: 2, duration: 25 });
    expect(dur.duration).toBe(25);
    const all = await ok(k, '/playlist/update/slides/all/duration', { playlistId: id, duration: 7 });
    expect(all.slides.map((s: any) => s.duration)).toEqual([7, 7, 7]);

    const dup = await ok(k, '/playlist/duplicateSlide', { playlistId: id, slideNumber: 0 });
    expect(dup.slide.position).toBe(1);
    let order = (await info(k, id)).slides.map((s: any) => s.id);
    expect(order).toEqual([blank.id, dup.newSlideId, s2.id, s3.id]);

    const moved = await ok(k, '/playlist/updateSlideIndex', { playlistId: id, slideId: s3.id, newIndex: 0, oldIndex: 3 });
    expect(moved.slides.map((s: any) => s.id)).toEqual([s3.id, blank.id, dup.newSlideId, s2.id]);
    expect(moved.slides.map((s: any) => s.position)).toEqual([0, 1, 2, 3]);
    await fails(k, '/playlist/updateSlideIndex', { playlistId: id, slideId: s3.id, newIndex: 1, oldIndex: 2 }, 400, 'SLIDE_INDEX_INVALID');
    await fails(k, '/playlist/updateSlideIndex', { playlistId: id, slideId: s3.id, newIndex: 4, oldIndex: 0 }, 400, 'SLIDE_INDEX_INVALID');

    const anim = await ok(k, '/playlist/updateSlideAnimation', {
      playlistId: id,
      slideId: s2.id,
      animation: { style: 'StyleTwo', durationMs: 800 },
      applyToAll: false,
    });
    expect(anim.slides.find((s: any) => s.id === s2.id).slideData.animation).toEqual({ style: 'StyleTwo', durationMs: 800 });
    expect(anim.slideAnimation).toBeNull();
    const animAll = await ok(k, '/playlist/updateSlideAnimation', {
      playlistId: id,
      slideId: s2.id,
      animation: { style: 'StyleOne' },
      applyToAll: true,
    });
    expect(animAll.slides.every((s: any) => s.slideData.animation.style === 'StyleOne')).toBe(true);
    expect(animAll.slideAnimation).toEqual({ style: 'StyleOne' });

    const asp = await ok(k, '/playlist/updateAspect', { playlistId: id, aspectType: '4:3' });
    expect(asp.aspect).toBe('4:3');
    await fails(k, '/playlist/updateAspect', { playlistId: id, aspectType: 'wide' }, 400);

    const removed = await ok(k, '/playlist/removeSlide', { playlistId: id, slideNumber: 0 });
    expect(removed.slides.map((s: any) => s.id)).toEqual([blank.id, dup.newSlideId, s2.id]);
    order = removed.slides.map((s: any) => s.position);
    expect(order).toEqual([0, 1, 2]);
  });

  it('publishing freezes an immutable snapshot; any change unpublishes', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Publish me');
    await ok(k, '/playlist/slide/create', { playlistId: id, slideData: text('v1') });
    const p1 = await ok(k, '/playlist/publish', { playlistId: id });
    expect(p1.version).toBe(1);
    expect(await info(k, id)).toMatchObject({ isPublished: true, publishedVersion: 1 });
    await ok(k, '/playlist/updateSlide', { playlistId: id, slideNumber: 0, slideData: text('v2') });
    expect((await info(k, id)).isPublished).toBe(false);
    const snaps = await t.database.db.select().from(playlistSnapshots).where(eq(playlistSnapshots.playlistId, id));
    expect(snaps).toHaveLength(1);
    expect((snaps[0] as any).snapshot.slides[0].slideData.elements[0].html).toBe('<p>v1</p>');
    const p2 = await ok(k, '/playlist/publish', { playlistId: id });
    expect(p2.version).toBe(2);
    const after = await t.database.db.select().from(playlistSnapshots).where(eq(playlistSnapshots.playlistId, id));
    expect(after.map((s) => s.version).sort()).toEqual([1, 2]);
    expect((after.find((s) => s.version === 1) as any).snapshot.slides[0].slideData.elements[0].html).toBe('<p>v1</p>');
    // Each kind of change unpublishes.
    const changes: Array<[string, Record<string, unknown>]> = [
      ['/playlist/updateSlideDuration', { slideNumber: 0, duration: 12 }],
      ['/playlist/update/slides/all/duration', { duration: 9 }],
      ['/playlist/updateAspect', { aspectType: '16:10' }],
      ['/playlist/slide/create', {}],
      ['/playlist/updateSlideOverlay', { overlayData: { elements: [] } }],
    ];
    for (const [path, body] of changes) {
      await ok(k, '/playlist/publish', { playlistId: id });
      await ok(k, path, { playlistId: id, ...body });
      expect((await info(k, id)).isPublished, path).toBe(false);
    }
    // Renaming does not change what plays.
    await ok(k, '/playlist/publish', { playlistId: id });
    await ok(k, '/playlist/rename', { playlistId: id, name: 'Published, renamed' });
    expect((await info(k, id)).isPublished).toBe(true);
  });

  it('assigning needs a published playlist; screen managers shared or stock only; unknown devices and groups are 404', async () => {
    const k = keys.a as string;
    const sm = keys.screen_manager as string;
    const mine = await newPlaylist(k, 'Assign mine');
    await ok(k, '/playlist/slide/create', { playlistId: mine });
    await fails(k, '/playlist/assignToDevice', { deviceKey: 'dev-1', playlistId: mine, scheduleData: null }, 400, 'PLAYLIST_NOT_PUBLISHED');
    await fails(k, '/playlist/assignToGroup', { groupId: 3, playlistId: mine, scheduleData: null }, 400, 'PLAYLIST_NOT_PUBLISHED');
    await ok(k, '/playlist/publish', { playlistId: mine });
    await fails(k, '/playlist/assignToDevice', { deviceKey: 'dev-1', playlistId: mine, scheduleData: null }, 404, 'NOT_FOUND');
    const shared = await newPlaylist(k, 'Assign shared', { section: 'shared' });
    await fails(
      sm,
      '/playlist/assignToDevice',
      { deviceKey: 'dev-1', playlistId: shared, scheduleData: null },
      400,
      'PLAYLIST_NOT_PUBLISHED',
    );
    await ok(k, '/playlist/publish', { playlistId: shared });
    await fails(sm, '/playlist/assignToGroup', { groupId: 1, playlistId: shared, scheduleData: null }, 404, 'NOT_FOUND');
    // Screen managers may assign stock playlists too (docs/screens.md): this copy is not published yet.
    const stock = (
      await ok(keys.root as string, '/playlist/copyToStock', {
        playlistIds: [await newPlaylist(keys.root as string, 'St')],
        orgShareIds: [orgs.a],
      })
    )[0];
    await fails(
      sm,
      '/playlist/assignToDevice',
      { deviceKey: 'dev-1', playlistId: stock.id, scheduleData: null },
      400,
      'PLAYLIST_NOT_PUBLISHED',
    );
    // Another user's 'my' playlist is invisible to them.
    await fails(sm, '/playlist/assignToDevice', { deviceKey: 'dev-1', playlistId: mine, scheduleData: null }, 404, 'NOT_FOUND');
  });

  it('removing a slide removes jump-to actions and hot corners pointing at it and clears the overlay at one slide', async () => {
    const k = keys.a as string;
    await t.database.db
      .update(licences)
      .set({ overrides: { interaction: true } })
      .where(eq(licences.organizationId, orgs.a));
    const id = await newPlaylist(k, 'Interactive');
    const a = await ok(k, '/playlist/slide/create', { playlistId: id, slideData: text('a', ['btn1', 'btn2']) });
    const b = await ok(k, '/playlist/slide/create', { playlistId: id });
    const c = await ok(k, '/playlist/slide/create', { playlistId: id });
    const jump = (to: number) => ({ type: 'jumpToSlide', targetSlideId: String(to) });
    const actions = (slideId: number, actionData: Record<string, unknown>) => ({ playlistId: id, slideId, actionData });
    await ok(k, '/playlist/updateSlideActions', actions(a.id, { btn1: jump(b.id), btn2: jump(c.id) }));
    await ok(k, '/playlist/updateSlideActions', actions(c.id, { hotCorners: { topLeft: String(b.id), topRight: String(a.id) } }));
    await ok(k, '/playlist/updateSlideOverlay', { playlistId: id, overlayData: { elements: [{ id: 'logo' }] } });
    await fails(k, '/playlist/updateSlideActions', actions(a.id, { btn1: jump(a.id) }), 400, 'JUMP_NEEDS_ANOTHER_SLIDE');
    await fails(k, '/playlist/updateSlideActions', actions(a.id, { btn1: jump(999_999) }), 400, 'JUMP_NEEDS_ANOTHER_SLIDE');
    // Actions belong to elements of the slide (slide model).
    await fails(k, '/playlist/updateSlideActions', actions(a.id, { nope: jump(b.id) }), 400, 'SLIDE_INVALID');

    const protoOverlay = { playlistId: id, overlayData: JSON.parse('{"a":{"__proto__":{"x":1}}}') };
    await fails(k, '/playlist/updateSlideOverlay', protoOverlay, 400, 'VALIDATION_FAILED');
    const after = await ok(k, '/playlist/removeSlide', { playlistId: id, slideNumber: 1 });
    expect(after.slides.find((s: any) => s.id === a.id).slideData.actions).toEqual({ btn2: jump(c.id) });
    expect(after.slides.find((s: any) => s.id === c.id).slideData.hotCorners).toEqual({ topRight: String(a.id) });
    expect(after.overlay).toEqual({ elements: [{ id: 'logo' }] });
    const last = await ok(k, '/playlist/removeSlide', { playlistId: id, slideNumber: 1 });
    expect(last.slides).toHaveLength(1);
    expect(last.overlay).toBeNull();
    expect(last.slides[0].slideData.actions).toEqual({});
    // With one slide: no hot corners, no jumps.
    await fails(
      k,
      '/playlist/updateSlideActions',
      actions(a.id, { hotCorners: { topLeft: String(c.id) } }),
      400,
      'HOT_CORNERS_NEED_TWO_SLIDES',
    );
    await fails(k, '/playlist/updateSlideActions', actions(a.id, { btn1: jump(c.id) }), 400, 'JUMP_NEEDS_ANOTHER_SLIDE');
    // Without the licence flag interactions are refused (through updateSlide too); clearing them is allowed.
    await t.database.db.update(licences).set({ overrides: {} }).where(eq(licences.organizationId, orgs.a));
    const d = await ok(k, '/playlist/slide/create', { playlistId: id });
    await fails(
      k,
      '/playlist/updateSlideActions',
      actions(a.id, { hotCorners: { topLeft: String(d.id) } }),
      403,
      'INTERACTION_NOT_LICENSED',
    );
    const withJump = { ...text('x', ['btn1']), actions: { btn1: jump(d.id) } };
    await fails(k, '/playlist/updateSlide', { playlistId: id, slideNumber: 0, slideData: withJump }, 403, 'INTERACTION_NOT_LICENSED');
    await ok(k, '/playlist/updateSlideActions', actions(a.id, { actions: {}, hotCorners: null }));
  });

  it('validates slide documents with the slide model: sanitized text, aspect from the playlist', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Model');
    const badDoc = { version: 1, elements: [{ id: 'x', type: 'nope' }] };
    const bad = await fails(k, '/playlist/slide/create', { playlistId: id, slideData: badDoc }, 400, 'SLIDE_INVALID');
    expect(Object.keys(bad.fields ?? {})[0]).toMatch(/^slideData\./);
    const proto = JSON.parse('{"version":1,"__proto__":{"x":1}}');
    await fails(k, '/playlist/slide/create', { playlistId: id, slideData: proto }, 400);
    const dirty = { version: 1, elements: [{ ...textEl('e1', 'x'), html: '<p onclick="alert(1)">hi<script>alert(1)</script></p>' }] };
    const s = await ok(k, '/playlist/slide/create', { playlistId: id, slideData: dirty });
    expect(html(s)).toBe('<p>hi</p>');
    expect(s.slideData.aspect).toBe('16:9');
    await ok(k, '/playlist/updateAspect', { playlistId: id, aspectType: '1080x1920' });
    expect((await info(k, id)).slides[0].slideData.aspect).toEqual({ custom: { width: 1080, height: 1920 } });
    await ok(k, '/playlist/update', { playlistId: id, aspect: '9:16' });
    expect((await info(k, id)).slides[0].slideData.aspect).toBe('9:16');
    const bg = (backgroundType: string, background: unknown) => ({ playlistId: id, slideNumber: 0, backgroundType, background });
    await fails(k, '/playlist/updateSlideBackground', bg('image', 'https://x.test/a.jpg'), 400);
    const img = await ok(k, '/playlist/updateSlideBackground', bg('image', { mediaId: '12', url: '/api/media/12/content/abc' }));
    expect(img.slideData.background).toEqual({ type: 'image', mediaId: '12', url: '/api/media/12/content/abc' });
  });

  it('one editor at a time: lock, lock status, expiry after two minutes', async () => {
    const id = await newPlaylist(keys.a as string, 'Locked one', { section: 'shared' });
    const staff = keys.staff as string;
    const cc = keys.content_creator as string;
    expect(await ok(staff, '/playlist/lock', { playlistId: id })).toEqual({ locked: false, userName: null });
    expect(await ok(cc, '/playlist/lockStatus', { playlistId: id })).toEqual({ locked: true, userName: 'staff user' });
    expect(await ok(staff, '/playlist/lockStatus', { playlistId: id })).toEqual({ locked: false, userName: null });
    const refused = await fails(cc, '/playlist/lock', { playlistId: id }, 409, 'PLAYLIST_LOCKED');
    expect(refused.message).toContain('staff user');
    await fails(cc, '/playlist/slide/create', { playlistId: id }, 409, 'PLAYLIST_LOCKED');
    expect((await info(cc, id)).lock).toEqual({ locked: true, userName: 'staff user' });
    await ok(staff, '/playlist/slide/create', { playlistId: id });
    t.clock.advance(60_000);
    await ok(staff, '/playlist/lock', { playlistId: id }); // renewed
    t.clock.advance(90_000);
    await fails(cc, '/playlist/lock', { playlistId: id }, 409, 'PLAYLIST_LOCKED');
    t.clock.advance(31_000);
    expect(await ok(cc, '/playlist/lockStatus', { playlistId: id })).toEqual({ locked: false, userName: null });
    await ok(cc, '/playlist/lock', { playlistId: id });
    await ok(cc, '/playlist/unlock', { playlistId: id });
    expect(await ok(staff, '/playlist/lockStatus', { playlistId: id })).toEqual({ locked: false, userName: null });
  });

  it('stores slide thumbnails (JPEG ≤ 2 MB) content-addressed and serves them', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Thumbs');
    await ok(k, '/playlist/slide/create', { playlistId: id });
    await ok(k, '/playlist/publish', { playlistId: id });
    const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const send = (fields: Record<string, string>, file?: { bytes: Buffer; type: string }) =>
      sendThumbnail('/api/playlist/updateSlideThumbnail', fields, file);
    const res = await send({ sessionKey: k, playlistId: String(id), slideNumber: '0' }, { bytes: jpeg, type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const url = json(res).response.thumbnailUrl as string;
    expect(url).toMatch(/^\/api\/playlist\/slide\/\d+\/thumbnail\/[a-f0-9]{64}$/);
    const got = await t.app.inject({ method: 'GET', url, headers: { authorization: `SessionKey ${k}` } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toContain('image/jpeg');
    expect(Buffer.compare(got.rawPayload, jpeg)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `SessionKey ${keys.b}` } })).statusCode).toBe(404);
    expect(await info(k, id)).toMatchObject({ isPublished: true, thumbnailUrl: url });
    const tpl = await ok(k, '/template/create', { name: 'With thumb', from: { playlistId: id, slideNumber: 0 } });
    expect(tpl.thumbnailUrl).toMatch(/^\/api\/template\/\d+\/thumbnail\/[a-f0-9]{64}$/);
    expect((await t.app.inject({ method: 'GET', url: tpl.thumbnailUrl, headers: { authorization: `SessionKey ${k}` } })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: tpl.thumbnailUrl, headers: { authorization: `SessionKey ${keys.b}` } })).statusCode,
    ).toBe(404);
    await ok(k, '/template/remove', { templateId: tpl.id });
    // The file stays while the slide still uses it.
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `SessionKey ${k}` } })).statusCode).toBe(200);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      json(await send({ sessionKey: k, playlistId: String(id), slideNumber: '0' }, { bytes: png, type: 'image/jpeg' })).errorCode,
    ).toBe('THUMBNAIL_NOT_JPEG');
    expect((await send({ sessionKey: k, playlistId: String(id), slideNumber: '4' }, { bytes: jpeg, type: 'image/jpeg' })).statusCode).toBe(
      400,
    );
    const big = Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await send({ sessionKey: k, playlistId: String(id), slideNumber: '0' }, { bytes: big, type: 'image/jpeg' })).statusCode).toBe(
      413,
    );
    expect((await send({ playlistId: String(id), slideNumber: '0' }, { bytes: jpeg, type: 'image/jpeg' })).statusCode).toBe(401);
    expect(
      (await send({ sessionKey: keys.b as string, playlistId: String(id), slideNumber: '0' }, { bytes: jpeg, type: 'image/jpeg' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('stock', () => {
  it('copies to stock for descendant organizations only', async () => {
    const root = keys.root as string;
    const id = await newPlaylist(root, 'Stocked');
    await ok(root, '/playlist/slide/create', { playlistId: id, slideData: text('stock') });
    await fails(root, '/playlist/copyToStock', { playlistIds: [id], orgShareIds: [orgs.a, 999_999] }, 404);
    await fails(
      keys.a as string,
      '/playlist/copyToStock',
      { playlistIds: [await newPlaylist(keys.a as string, 'A own')], orgShareIds: [orgs.b] },
      404,
    );
    const [stock] = await ok(root, '/playlist/copyToStock', { playlistIds: [id], orgShareIds: [orgs.a] });
    expect(stock).toMatchObject({ section: 'stock', stockFrom: 'Platform', slideCount: 1 });
    const inA = await ok(keys.a as string, '/playlist/listStockPlaylist', { filter: '', count: 50 });
    expect(inA.results.map((r: any) => r.id)).toContain(stock.id);
    expect(inA.results.find((r: any) => r.id === stock.id)).toMatchObject({ canEdit: false, isOwn: false });
    const inB = await ok(keys.b as string, '/playlist/listStockPlaylist', { filter: '', count: 50 });
    expect(inB.results.map((r: any) => r.id)).not.toContain(stock.id);
    await fails(keys.a as string, '/playlist/slide/create', { playlistId: stock.id }, 403, 'FORBIDDEN');
    await fails(keys.a as string, '/playlist/remove', { ids: [stock.id], folderIds: [] }, 403);
    // A sub-organization copies it into My.
    const mine = await ok(keys.a as string, '/playlist/duplicate', { playlistId: stock.id, parentFolderId: null });
    expect(mine).toMatchObject({ section: 'my', orgId: orgs.a, slideCount: 1 });
    await ok(root, '/playlist/remove', { ids: [stock.id], folderIds: [] });
    await fails(keys.a as string, '/playlist/info', { playlistId: stock.id }, 404);
  });
});

describe('templates', () => {
  it('creates from a slide, lists, renames, shares, updates, applies and removes', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Template source');
    await ok(k, '/playlist/slide/create', { playlistId: id, slideData: text('from slide') });
    const target = await ok(k, '/playlist/slide/create', { playlistId: id });
    await fails(k, '/template/create', { name: 'T', from: { playlistId: id, slideNumber: 9 } }, 400, 'SLIDE_INDEX_INVALID');
    await fails(k, '/template/create', { name: '' }, 400, 'VALIDATION_FAILED');
    const tpl = await ok(k, '/template/create', { name: 'Promo', from: { playlistId: id, slideNumber: 0 } });
    expect(tpl).toMatchObject({ name: 'Promo', section: 'my', isOwn: true, canEdit: true });
    expect(tpl.slideData.elements[0].html).toBe('<p>from slide</p>');
    const blank = await ok(k, '/template/create', { name: 'Blank' });
    expect(blank.slideData.elements).toEqual([]);
    expect((await ok(k, '/template/list', { section: 'my' })).results.map((r: any) => r.name)).toEqual(['Blank', 'Promo']);
    await fails(keys.staff as string, '/template/get', { templateId: tpl.id }, 404);
    await fails(keys.b as string, '/template/get', { templateId: tpl.id }, 404);
    expect((await ok(k, '/template/rename', { templateId: tpl.id, name: 'Promo 2' })).name).toBe('Promo 2');
    expect((await ok(k, '/template/update', { templateId: tpl.id, slideData: text('edited') })).slideData.elements[0].html).toBe(
      '<p>edited</p>',
    );
    await ok(k, '/template/share', { templateId: tpl.id, shared: true });
    expect((await ok(keys.staff as string, '/template/list', { section: 'shared' })).results.map((r: any) => r.id)).toContain(tpl.id);
    expect((await ok(keys.staff as string, '/template/get', { templateId: tpl.id })).slideData.elements[0].html).toBe('<p>edited</p>');

    await ok(k, '/playlist/publish', { playlistId: id });
    const applied = await ok(k, '/playlist/assignTemplate', { playlistId: id, templateId: tpl.id, currentSlideId: target.id });
    expect(applied).toMatchObject({ id: target.id, position: 1 });
    expect(applied.slideData.elements[0].html).toBe('<p>edited</p>');
    expect((await info(k, id)).isPublished).toBe(false);
    await fails(keys.b as string, '/playlist/assignTemplate', { playlistId: id, templateId: tpl.id, currentSlideId: target.id }, 404);

    expect(await ok(k, '/template/remove', { templateId: tpl.id })).toEqual({ count: 1 });
    await fails(k, '/template/get', { templateId: tpl.id }, 404);
  });

  it('copies a template to stock for chosen sub-organizations: they see and apply it, nobody else edits it', async () => {
    const root = keys.root as string;
    const a = keys.a as string;
    const b = keys.b as string;
    const pid = await newPlaylist(root, 'Stock template source');
    await ok(root, '/playlist/slide/create', { playlistId: pid, slideData: text('stocked') });
    await sendThumbnail(
      '/api/playlist/updateSlideThumbnail',
      { sessionKey: root, playlistId: String(pid), slideNumber: '0' },
      { bytes: await jpegOf('#aa3300'), type: 'image/jpeg' },
    );
    const src = await ok(root, '/template/create', { name: 'Stock promo', from: { playlistId: pid, slideNumber: 0 } });
    expect(src.thumbnailUrl).toBeTruthy();

    // Targets must be sub-organizations of the caller's: a foreign id or an unknown one is 404, nothing made.
    await fails(root, '/template/copyToStock', { templateId: src.id, orgShareIds: [orgs.a, 999_999] }, 404);
    await fails(
      a,
      '/template/copyToStock',
      { templateId: (await ok(a, '/template/create', { name: 'A own' })).id, orgShareIds: [orgs.b] },
      404,
    );
    await fails(a, '/template/copyToStock', { templateId: src.id, orgShareIds: [orgs.b] }, 404);
    await fails(root, '/template/copyToStock', { templateId: src.id, orgShareIds: [] }, 400, 'VALIDATION_FAILED');
    await fails(keys.screen_manager as string, '/template/copyToStock', { templateId: src.id, orgShareIds: [orgs.b] }, 403, 'FORBIDDEN');
    expect((await ok(root, '/template/list', { section: 'stock' })).results).toEqual([]);

    const stock = await ok(root, '/template/copyToStock', { templateId: src.id, orgShareIds: [orgs.a] });
    expect(stock).toMatchObject({ name: 'Stock promo', section: 'stock', orgId: orgs.root, isOwn: true, canEdit: true });
    expect(stock.id).not.toBe(src.id);
    // The copy keeps the thumbnail (same content-addressed file).
    expect(stock.thumbnailUrl?.split('/').pop()).toBe(src.thumbnailUrl.split('/').pop());
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'template.copyToStock'));
    expect(audit).toMatchObject({ objectId: String(stock.id), details: { from: src.id, organizationIds: [orgs.a] } });
    expect((await ok(root, '/template/list', { section: 'stock' })).results.map((r: any) => r.id)).toEqual([stock.id]);
    // Stock of stock is refused.
    await fails(root, '/template/copyToStock', { templateId: stock.id, orgShareIds: [orgs.a] }, 400, 'VALIDATION_FAILED');

    // The target sees it in Stock, reads it and its thumbnail, applies it, but may not change it.
    const inA = (await ok(a, '/template/list', { section: 'stock' })).results;
    expect(inA.map((r: any) => r.id)).toEqual([stock.id]);
    expect(inA[0]).toMatchObject({ canEdit: false, isOwn: false });
    expect((await ok(a, '/template/get', { templateId: stock.id })).slideData.elements[0].html).toBe('<p>stocked</p>');
    const thumb = await t.app.inject({ method: 'GET', url: stock.thumbnailUrl, headers: { authorization: `SessionKey ${a}` } });
    expect(thumb.statusCode).toBe(200);
    const aPlaylist = await newPlaylist(a, 'Uses stock template');
    const slide = await ok(a, '/playlist/slide/create', { playlistId: aPlaylist });
    const applied = await ok(a, '/playlist/assignTemplate', { playlistId: aPlaylist, templateId: stock.id, currentSlideId: slide.id });
    expect(applied.slideData.elements[0].html).toBe('<p>stocked</p>');
    await fails(a, '/template/update', { templateId: stock.id, slideData: text('mine now') }, 403, 'FORBIDDEN');
    await fails(a, '/template/rename', { templateId: stock.id, name: 'Mine' }, 403, 'FORBIDDEN');
    await fails(a, '/template/remove', { templateId: stock.id }, 403, 'FORBIDDEN');
    await fails(a, '/template/copyToStock', { templateId: stock.id, orgShareIds: [orgs.b] }, 404);
    // A sibling that was not chosen sees nothing.
    expect((await ok(b, '/template/list', { section: 'stock' })).results).toEqual([]);
    await fails(b, '/template/get', { templateId: stock.id }, 404);
    await fails(b, '/playlist/assignTemplate', { playlistId: aPlaylist, templateId: stock.id, currentSlideId: slide.id }, 404);
    expect((await t.app.inject({ method: 'GET', url: stock.thumbnailUrl, headers: { authorization: `SessionKey ${b}` } })).statusCode).toBe(
      404,
    );

    // The creator deletes the stock copy for everyone; the original stays.
    expect(await ok(root, '/template/remove', { templateId: stock.id })).toEqual({ count: 1 });
    await fails(a, '/template/get', { templateId: stock.id }, 404);
    expect((await ok(root, '/template/get', { templateId: src.id })).name).toBe('Stock promo');
  });

  it('stores a template thumbnail after editing (JPEG only, editable templates only) and lists it', async () => {
    const k = keys.a as string;
    const tpl = await ok(k, '/template/create', { name: 'Thumbed' });
    expect(tpl.thumbnailUrl).toBeNull();
    const send = (key: string | undefined, templateId: number, bytes: Buffer) =>
      sendThumbnail(
        '/api/template/updateThumbnail',
        { ...(key ? { sessionKey: key } : {}), templateId: String(templateId) },
        { bytes, type: 'image/jpeg' },
      );

    // Not a JPEG: refused, nothing stored.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const bad = await send(k, tpl.id, png);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorCode).toBe('THUMBNAIL_NOT_JPEG');
    expect(existsSync(thumbFile(orgs.a, png))).toBe(false);
    expect((await ok(k, '/template/get', { templateId: tpl.id })).thumbnailUrl).toBeNull();

    // Another organization's template: 404 like a missing one, nothing stored.
    const other = await jpegOf('#010203');
    expect((await send(keys.b as string, tpl.id, other)).statusCode).toBe(404);
    expect(existsSync(thumbFile(orgs.b, other))).toBe(false);
    expect((await send(undefined, tpl.id, other)).statusCode).toBe(401);
    expect((await send(keys.screen_manager as string, tpl.id, other)).statusCode).toBe(403);
    const big = Buffer.concat([other, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await send(k, tpl.id, big)).statusCode).toBe(413);

    const first = await jpegOf('#22aa44');
    const res = await send(k, tpl.id, first);
    expect(res.statusCode, res.body).toBe(200);
    const url = json(res).response.thumbnailUrl as string;
    expect(url).toBe(`/api/template/${tpl.id}/thumbnail/${createHash('sha256').update(first).digest('hex')}`);
    expect((await ok(k, '/template/list', { section: 'my' })).results.find((r: any) => r.id === tpl.id).thumbnailUrl).toBe(url);
    const got = await t.app.inject({ method: 'GET', url, headers: { authorization: `SessionKey ${k}` } });
    expect(Buffer.compare(got.rawPayload, first)).toBe(0);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'template.thumbnail'));
    expect(audit).toMatchObject({ objectId: String(tpl.id) });

    // A new one replaces it; the old file goes once nothing refers to it.
    const second = await jpegOf('#4422aa');
    const url2 = json(await send(k, tpl.id, second)).response.thumbnailUrl as string;
    expect(url2).not.toBe(url);
    expect((await ok(k, '/template/get', { templateId: tpl.id })).thumbnailUrl).toBe(url2);
    expect(existsSync(thumbFile(orgs.a, second))).toBe(true);
    expect(existsSync(thumbFile(orgs.a, first))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: `SessionKey ${k}` } })).statusCode).toBe(404);

    // A file another template still uses stays when one of them moves on.
    const copy = await ok(k, '/template/create', { name: 'Thumbed 2' });
    await send(k, copy.id, second);
    await send(k, copy.id, first);
    expect(existsSync(thumbFile(orgs.a, second))).toBe(true);

    // Read-only for those who may not edit it: a stock template in a target organization.
    const stock = await ok(keys.root as string, '/template/copyToStock', {
      templateId: (await ok(keys.root as string, '/template/create', { name: 'Root thumb' })).id,
      orgShareIds: [orgs.a],
    });
    expect((await send(k, stock.id, first)).statusCode).toBe(403);
  });
});
