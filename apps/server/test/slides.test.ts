import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, playlistSnapshots } from '../src/db/schema/index.ts';
import { appWithOrgs, json, type Orgs, type TestApp, tempDataDir } from './helpers.ts';
import { html, PLAYLIST_ROLES, playlistCalls, text, textEl } from './playlists-fixtures.ts';

let t: TestApp;
let dir: string;
let keys: Record<string, string>;
let orgs: Orgs;
const { ok, fails, newPlaylist, info, sendThumbnail } = playlistCalls(
  () => t,
  () => dir,
);

beforeAll(async () => {
  dir = tempDataDir('signage-slides-');
  ({ t, keys, orgs } = await appWithOrgs(dir, { rateLimits: false }, PLAYLIST_ROLES));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
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
      ['/playlist/updateSlideOverlay', { overlayData: text('logo') }],
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

  it('the overlay is a slide document under the slide rules: refused on one slide, when invalid, or with an unlicensed widget; null clears it', async () => {
    const k = keys.a as string;
    const id = await newPlaylist(k, 'Overlay rules');
    await ok(k, '/playlist/slide/create', { playlistId: id });
    const before = await info(k, id);
    expect(before.slides).toHaveLength(1);
    const one = await fails(k, '/playlist/updateSlideOverlay', { playlistId: id, overlayData: text('logo') }, 400);
    expect(one.fields.overlayData.code).toBe('OVERLAY_NEEDS_SLIDES');
    await ok(k, '/playlist/slide/create', { playlistId: id });
    const broken = await fails(
      k,
      '/playlist/updateSlideOverlay',
      { playlistId: id, overlayData: { elements: [{ id: 'logo' }] } },
      400,
      'SLIDE_INVALID',
    );
    expect(Object.keys(broken.fields).every((f) => f.startsWith('overlayData'))).toBe(true);
    const qr = {
      version: 1,
      elements: [
        { id: 'q', type: 'widget', widget: 'qr_code', x: 0, y: 0, width: 300, height: 300, props: { url: 'https://example.com' } },
      ],
    };
    const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, orgs.a));
    await t.database.db
      .update(licences)
      .set({ overrides: { ...lic?.overrides, qrCodeAddOn: false } })
      .where(eq(licences.organizationId, orgs.a));
    try {
      await fails(k, '/playlist/updateSlideOverlay', { playlistId: id, overlayData: qr }, 403, 'FEATURE_NOT_LICENSED');
    } finally {
      await t.database.db
        .update(licences)
        .set({ overrides: lic?.overrides ?? {} })
        .where(eq(licences.organizationId, orgs.a));
    }
    expect((await info(k, id)).overlay).toEqual(before.overlay);
    // Interactions in an overlay are never used, so never stored.
    const saved = await ok(k, '/playlist/updateSlideOverlay', {
      playlistId: id,
      overlayData: { ...text('logo', ['logo']), hotCorners: { topLeft: '1' } },
    });
    expect(saved.overlay.actions).toEqual({});
    expect(saved.overlay.hotCorners).toBeUndefined();
    expect(saved.overlay.elements[0].id).toBe('logo');
    const cleared = await ok(k, '/playlist/updateSlideOverlay', { playlistId: id, overlayData: null });
    expect(cleared.overlay).toBeNull();
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
    await ok(k, '/playlist/updateSlideOverlay', { playlistId: id, overlayData: text('logo', ['logo']) });
    await fails(k, '/playlist/updateSlideActions', actions(a.id, { btn1: jump(a.id) }), 400, 'JUMP_NEEDS_ANOTHER_SLIDE');
    await fails(k, '/playlist/updateSlideActions', actions(a.id, { btn1: jump(999_999) }), 400, 'JUMP_NEEDS_ANOTHER_SLIDE');
    // Actions belong to elements of the slide (slide model).
    await fails(k, '/playlist/updateSlideActions', actions(a.id, { nope: jump(b.id) }), 400, 'SLIDE_INVALID');

    const protoOverlay = { playlistId: id, overlayData: JSON.parse('{"a":{"__proto__":{"x":1}}}') };
    await fails(k, '/playlist/updateSlideOverlay', protoOverlay, 400, 'VALIDATION_FAILED');
    const after = await ok(k, '/playlist/removeSlide', { playlistId: id, slideNumber: 1 });
    expect(after.slides.find((s: any) => s.id === a.id).slideData.actions).toEqual({ btn2: jump(c.id) });
    expect(after.slides.find((s: any) => s.id === c.id).slideData.hotCorners).toEqual({ topRight: String(a.id) });
    expect(after.overlay.elements.map((e: { id: string }) => e.id)).toEqual(['logo']);
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
