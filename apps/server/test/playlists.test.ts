import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { appWithOrgs, json, type Orgs, post, type TestApp, tempDataDir } from './helpers.ts';
import { html, jpegOf, PLAYLIST_ROLES, playlistCalls, text } from './playlists-fixtures.ts';

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;
const { ok, fails, newPlaylist, info, sendThumbnail, thumbFile } = playlistCalls(
  () => t,
  () => dir,
);

beforeAll(async () => {
  dir = tempDataDir('signage-playlists-');
  ({ t, keys, orgs } = await appWithOrgs(dir, { rateLimits: false }, PLAYLIST_ROLES));
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
