import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licences, media, organizations } from '../src/db/schema/index.ts';
import { json, type Orgs, post, type TestApp } from './helpers.ts';
import { type Fixtures, mediaApp, mediaCalls, upload } from './media-fixtures.ts';

let t: TestApp;
let dir: string;
let fx: Fixtures;
let keys: Record<string, string>;
let orgs: Orgs;
let userIds: Record<string, number>;
const { snapshot, idle, info, get, auth, uploaded } = mediaCalls(
  () => t,
  () => dir,
);

beforeAll(async () => {
  ({ t, dir, fx, keys, orgs, userIds } = await mediaApp('signage-media-library-'));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('access', () => {
  let itemA: Record<string, any>;
  beforeAll(async () => {
    itemA = await uploaded(keys.content_creator as string, fx.jpg, 'private.jpg');
    await idle();
    itemA = json(await info(keys.content_creator as string, itemA.id)).response;
  });

  it("answers another organization's media id exactly like a missing one", async () => {
    const missing = await info(keys.b as string, 999_999);
    expect(missing.statusCode).toBe(404);
    const foreign = await info(keys.b as string, itemA.id);
    expect(foreign.statusCode).toBe(404);
    const strip = (r: Record<string, any>) => ({ errorCode: r.errorCode, message: r.message });
    expect(strip(json(foreign))).toEqual(strip(json(missing)));
    expect((await post(t.app, '/api/media/rename', { sessionKey: keys.b, mediaId: itemA.id, name: 'pwned' })).statusCode).toBe(404);
    expect((await post(t.app, '/api/media/remove', { sessionKey: keys.b, mediaIds: [itemA.id] })).statusCode).toBe(404);
    expect((await get(itemA.url, auth(keys.b as string))).statusCode).toBe(404);
    expect((await get(itemA.thumbnailUrl, auth(keys.b as string))).statusCode).toBe(404);
    expect(json(await info(keys.content_creator as string, itemA.id)).response.name).toBe('private.jpg');
  });

  it("answers 404 to a content creator touching another user's unshared media", async () => {
    const cc2 = keys.cc2 as string;
    expect((await info(cc2, itemA.id)).statusCode).toBe(404);
    expect((await post(t.app, '/api/media/rename', { sessionKey: cc2, mediaId: itemA.id, name: 'x' })).statusCode).toBe(404);
    expect((await post(t.app, '/api/media/remove', { sessionKey: cc2, mediaIds: [itemA.id] })).statusCode).toBe(404);
    expect((await post(t.app, '/api/media/share', { sessionKey: cc2, mediaIds: [itemA.id], shared: true })).statusCode).toBe(404);
    expect((await get(itemA.url, auth(cc2))).statusCode).toBe(404);
    // Even the organization's owner does not see another user's 'my' media.
    expect((await info(keys.a as string, itemA.id)).statusCode).toBe(404);
    const list = json(await post(t.app, '/api/media/list', { sessionKey: cc2, section: 'my' })).response;
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(itemA.id);
    expect(json(await info(keys.content_creator as string, itemA.id)).response).toMatchObject({ name: 'private.jpg', section: 'my' });
  });

  it('lets staff manage media and refuses the screen manager with 403', async () => {
    const item = await uploaded(keys.staff as string, fx.png, 'staff.png');
    expect(item.creatorId).toBe(userIds.staff);
    const before = await snapshot();
    const sm = keys.screen_manager as string;
    const res = await upload(t.app, sm, { content: fx.png, filename: 'sm.png' });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('FORBIDDEN');
    expect((await post(t.app, '/api/media/list', { sessionKey: sm, section: 'shared' })).statusCode).toBe(403);
    expect((await post(t.app, '/api/media/folder/create', { sessionKey: sm, name: 'x', section: 'my' })).statusCode).toBe(403);
    expect((await post(t.app, '/api/media/unshareAllStock', { sessionKey: keys.staff })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('shares within the organization, honours uneditable-when-shared and locks', async () => {
    const cc = keys.content_creator as string;
    const cc2 = keys.cc2 as string;
    const item = await uploaded(cc, fx.jpg, 'to-share.jpg');
    expect((await post(t.app, '/api/media/share', { sessionKey: cc, mediaIds: [item.id], shared: true })).statusCode).toBe(200);
    const shared = json(await post(t.app, '/api/media/list', { sessionKey: cc2, section: 'shared' })).response;
    const seen = shared.items.find((i: { id: number }) => i.id === item.id);
    expect(seen).toMatchObject({ section: 'shared', isOwn: false, canEdit: true });
    expect((await get(item.url, { cookie: `sessionKey=${cc2}` })).statusCode).toBe(200);
    // Only the creator shares, unshares or locks.
    expect(json(await post(t.app, '/api/media/share', { sessionKey: cc2, mediaIds: [item.id], shared: false })).errorCode).toBe(
      'MEDIA_NOT_OWNER',
    );
    expect(json(await post(t.app, '/api/media/lock', { sessionKey: cc2, mediaIds: [item.id], locked: true })).errorCode).toBe(
      'MEDIA_NOT_OWNER',
    );
    await post(t.app, '/api/media/share', { sessionKey: cc, mediaIds: [item.id], shared: true, uneditableWhenShared: true });
    const refused = await post(t.app, '/api/media/rename', { sessionKey: cc2, mediaId: item.id, name: 'mine now' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe('MEDIA_UNEDITABLE');
    expect((await post(t.app, '/api/media/rename', { sessionKey: cc, mediaId: item.id, name: 'renamed.jpg' })).statusCode).toBe(200);
    await post(t.app, '/api/media/lock', { sessionKey: cc, mediaIds: [item.id], locked: true });
    for (const [url, body] of [
      ['/api/media/rename', { mediaId: item.id, name: 'again' }],
      ['/api/media/tags', { mediaId: item.id, tags: ['x'] }],
      ['/api/media/move', { mediaIds: [item.id], folderId: null }],
      ['/api/media/remove', { mediaIds: [item.id] }],
    ] as const) {
      const res = await post(t.app, url, { sessionKey: cc, ...body });
      expect(res.statusCode, url).toBe(409);
      expect(json(res).errorCode).toBe('MEDIA_LOCKED');
    }
    await post(t.app, '/api/media/lock', { sessionKey: cc, mediaIds: [item.id], locked: false });
    const tagged = json(
      await post(t.app, '/api/media/tags', { sessionKey: cc, mediaId: item.id, tags: ['summer', 'summer', 'promo'] }),
    ).response;
    expect(tagged.tags).toEqual(['summer', 'promo']);
    const byTag = json(await post(t.app, '/api/media/list', { sessionKey: cc2, section: 'shared', tag: 'promo' })).response;
    expect(byTag.items.map((i: { id: number }) => i.id)).toEqual([item.id]);
    // Unshared again: gone from the others' view.
    await post(t.app, '/api/media/share', { sessionKey: cc, mediaIds: [item.id], shared: false });
    expect((await info(cc2, item.id)).statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.objectType, 'media'));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['media.upload', 'media.share', 'media.unshare', 'media.lock', 'media.rename', 'media.tags']),
    );
  });

  it('offers stock to a chosen sub-organization (not its sibling), platform-wide to all, deletable only by its creator', async () => {
    const root = keys.root as string;
    const item = await uploaded(root, fx.gif, 'stock.gif');
    await idle();
    const bad = await post(t.app, '/api/media/copyToStock', { sessionKey: root, mediaIds: [item.id], organizationIds: [orgs.a, 999_999] });
    expect(bad.statusCode).toBe(404);
    const rowsBefore = (await t.database.db.select().from(media)).length;
    const ok = await post(t.app, '/api/media/copyToStock', { sessionKey: root, mediaIds: [item.id], organizationIds: [orgs.a] });
    expect(ok.statusCode).toBe(200);
    expect((await t.database.db.select().from(media)).length).toBe(rowsBefore + 1);
    const stock = json(ok).response[0];
    expect(stock).toMatchObject({ section: 'stock', stockFrom: 'Platform', status: 'ready', platformWide: false });
    const inA = json(await post(t.app, '/api/media/list', { sessionKey: keys.a, section: 'stock' })).response;
    expect(inA.items.map((i: { id: number }) => i.id)).toContain(stock.id);
    expect(inA.items.find((i: { id: number }) => i.id === stock.id)).toMatchObject({ isOwn: false, canEdit: false });
    expect((await get(stock.url, auth(keys.a as string))).statusCode).toBe(200);
    const inB = json(await post(t.app, '/api/media/list', { sessionKey: keys.b, section: 'stock' })).response;
    expect(inB.items.map((i: { id: number }) => i.id)).not.toContain(stock.id);
    expect((await get(stock.url, auth(keys.b as string))).statusCode).toBe(404);
    // A child may not copy to its sibling, nor delete the parent's stock.
    const own = await uploaded(keys.a as string, fx.jpg, 'a.jpg');
    expect(
      (await post(t.app, '/api/media/copyToStock', { sessionKey: keys.a, mediaIds: [own.id], organizationIds: [orgs.b] })).statusCode,
    ).toBe(404);
    const del = await post(t.app, '/api/media/remove', { sessionKey: keys.a, mediaIds: [stock.id] });
    expect(del.statusCode).toBe(403);
    expect(json(del).errorCode).toBe('MEDIA_NOT_OWNER');
    const platform = json(await post(t.app, '/api/media/copyToPlatform', { sessionKey: root, mediaIds: [item.id] })).response[0];
    for (const key of [keys.a, keys.b]) {
      const list = json(await post(t.app, '/api/media/list', { sessionKey: key, section: 'stock' })).response;
      expect(list.items.map((i: { id: number }) => i.id)).toContain(platform.id);
    }
    const withdrawn = await post(t.app, '/api/media/unshareAllStock', { sessionKey: root });
    expect(json(withdrawn).response.removed).toBe(2);
    expect(json(await post(t.app, '/api/media/list', { sessionKey: keys.b, section: 'stock' })).response.items).toEqual([]);
    // The original and its file stay.
    expect((await get(item.url, auth(root))).statusCode).toBe(200);
  });
});

describe('serving', () => {
  let item: Record<string, any>;
  beforeAll(async () => {
    item = await uploaded(keys.a as string, fx.mp4, 'Café clip (final).mp4');
  });

  it('serves the exact type with safe headers, ETag and long caching', async () => {
    const res = await get(item.url, auth(keys.a as string));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(fx.mp4)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      etag: `"${item.url.split('/').pop()}"`,
    });
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Caf_ clip (final).mp4"; filename*=UTF-8''Caf%C3%A9%20clip%20%28final%29.mp4`,
    );
    const again = await get(item.url, { ...auth(keys.a as string), 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: item.url, headers: auth(keys.a as string) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(fx.mp4.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers Range requests with 206 and the right bytes, 416 outside the file', async () => {
    const size = fx.mp4.length;
    const part = await get(item.url, { ...auth(keys.a as string), range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(fx.mp4.subarray(100, 200))).toBe(true);
    const tail = await get(item.url, { ...auth(keys.a as string), range: 'bytes=-10' });
    expect(tail.rawPayload.equals(fx.mp4.subarray(size - 10))).toBe(true);
    const open = await get(item.url, { ...auth(keys.a as string), range: `bytes=${size - 5}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    const bad = await get(item.url, { ...auth(keys.a as string), range: `bytes=${size}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('accepts the session cookie alone only for file GETs; a wrong hash or no session is refused', async () => {
    expect((await get(item.url, { cookie: `sessionKey=${keys.a}` })).statusCode).toBe(200);
    expect((await get(item.url)).statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/media/list',
      payload: { section: 'my' },
      headers: { cookie: `sessionKey=${keys.a}` },
    });
    expect(list.statusCode).toBe(401);
    expect((await get(item.url.replace(/[a-f0-9]{64}$/, 'a'.repeat(64)), auth(keys.a as string))).statusCode).toBe(404);
  });

  it('keeps files readable but refuses changes while the licence is expired', async () => {
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, orgs.a));
    try {
      expect((await get(item.url, auth(keys.a as string))).statusCode).toBe(200);
      expect((await post(t.app, '/api/media/list', { sessionKey: keys.a, section: 'my' })).statusCode).toBe(200);
      const res = await post(t.app, '/api/media/rename', { sessionKey: keys.a, mediaId: item.id, name: 'x' });
      expect(json(res).errorCode).toBe('LICENSE_EXPIRED');
      const up = await upload(t.app, keys.a as string, { content: fx.png, filename: 'late.png' });
      expect(json(up).errorCode).toBe('LICENSE_EXPIRED');
    } finally {
      await t.database.db.update(licences).set({ validityExpiresAt: null }).where(eq(licences.organizationId, orgs.a));
    }
  });
});

describe('library', () => {
  it('organizes folders, lists with breadcrumbs, searches with literal wildcards, and removes folders', async () => {
    const s = keys.staff as string;
    const mk = async (name: string, parentId: number | null = null) =>
      json(await post(t.app, '/api/media/folder/create', { sessionKey: s, name, parentId, section: 'my' })).response;
    const top = await mk('Campaigns');
    const sub = await mk('2026', top.id);
    expect(json(await post(t.app, '/api/media/folder/create', { sessionKey: s, name: 'campaigns', section: 'my' })).errorCode).toBe(
      'NAME_EXISTS',
    );
    const bad = await post(t.app, '/api/media/folder/move', { sessionKey: s, folderId: top.id, parentId: sub.id });
    expect(json(bad).errorCode).toBe('FOLDER_INVALID_MOVE');
    expect(json(await post(t.app, '/api/media/folder/move', { sessionKey: s, folderId: top.id, parentId: top.id })).errorCode).toBe(
      'FOLDER_INVALID_MOVE',
    );
    const a = await uploaded(s, fx.jpg, '100% off_sale.jpg', { folderId: String(sub.id) });
    const b = await uploaded(s, fx.png, '100 offXsale.png');
    expect(a.folderId).toBe(sub.id);
    expect((await post(t.app, '/api/media/move', { sessionKey: s, mediaIds: [b.id], folderId: sub.id })).statusCode).toBe(200);
    // Another user's folder is not a valid target.
    expect((await post(t.app, '/api/media/move', { sessionKey: keys.cc2, mediaIds: [b.id], folderId: sub.id })).statusCode).toBe(404);
    const inSub = json(await post(t.app, '/api/media/list', { sessionKey: s, section: 'my', folderId: sub.id })).response;
    expect(inSub.path).toEqual([
      { id: top.id, name: 'Campaigns' },
      { id: sub.id, name: '2026' },
    ]);
    expect(inSub.items.map((i: { id: number }) => i.id).sort()).toEqual([a.id, b.id].sort());
    const atTop = json(await post(t.app, '/api/media/list', { sessionKey: s, section: 'my' })).response;
    expect(atTop.folders).toEqual([expect.objectContaining({ id: top.id, name: 'Campaigns', itemCount: 0 })]);
    const search = json(await post(t.app, '/api/media/list', { sessionKey: s, section: 'my', search: '% off_' })).response;
    expect(search.items.map((i: { id: number }) => i.id)).toEqual([a.id]);
    const kind = json(
      await post(t.app, '/api/media/list', { sessionKey: s, section: 'my', kind: 'image', search: '100', limit: 1 }),
    ).response;
    expect(kind.totalCount).toBe(2);
    expect(kind.items).toHaveLength(1);
    const notEmpty = await post(t.app, '/api/media/folder/remove', { sessionKey: s, folderId: top.id });
    expect(notEmpty.statusCode).toBe(409);
    expect(json(notEmpty).errorCode).toBe('FOLDER_NOT_EMPTY');
    await idle();
    const storageBefore = json(await post(t.app, '/api/media/storage', { sessionKey: s })).response;
    const removed = await post(t.app, '/api/media/folder/remove', { sessionKey: s, folderId: top.id, withContents: true });
    expect(json(removed).response.removed).toBe(2);
    expect((await info(s, a.id)).statusCode).toBe(404);
    const storageAfter = json(await post(t.app, '/api/media/storage', { sessionKey: s })).response;
    expect(storageAfter.itemCount).toBe(storageBefore.itemCount - 2);
    const folders = json(await post(t.app, '/api/media/list', { sessionKey: s, section: 'my' })).response.folders;
    expect(folders).toEqual([]);
  });

  it('deletes files from storage when the last item using them goes', async () => {
    const s = keys.staff as string;
    const unique = await sharp({ create: { width: 33, height: 17, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const item = await uploaded(s, unique, 'unique.png');
    await idle();
    const [row] = await t.database.db.select().from(media).where(eq(media.id, item.id));
    const file = path.join(dir, 'media', ...(row?.storageKey ?? '').split('/'));
    expect(statSync(file).isFile()).toBe(true);
    expect((await post(t.app, '/api/media/remove', { sessionKey: s, mediaIds: [item.id] })).statusCode).toBe(200);
    expect(() => statSync(file)).toThrow();
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, orgs.a));
    expect(org).toBeTruthy();
  });
});
