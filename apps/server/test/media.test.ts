import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { auditLog, licences, media, organizations } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, post, signUp, type TestApp } from './helpers.ts';
import { type Fixtures, form, makeFixtures, upload } from './media-fixtures.ts';

let t: TestApp;
let dir: string;
let fx: Fixtures;
const keys: Record<string, string> = {};
const orgs = { root: 0, a: 0, b: 0 };
const userIds: Record<string, number> = {};

const LIMITS = { image: 2, gif: 2, pdf: 2, video: 3, audio: 1 };

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => statSync(path.join(root, f)).isFile());
  } catch {
    return [];
  }
}

async function snapshot() {
  await t.app.services.mediaQueue.idle();
  return {
    rows: (await t.database.db.select().from(media)).length,
    files: filesUnder(path.join(dir, 'media')).length,
    temps: filesUnder(path.join(dir, 'tmp')).length,
  };
}

const idle = () => t.app.services.mediaQueue.idle();
const info = async (key: string, mediaId: number) => post(t.app, '/api/media/info', { sessionKey: key, mediaId });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const auth = (key: string) => ({ authorization: `SessionKey ${key}` });

async function uploaded(key: string, content: Buffer, filename: string, fields: Record<string, string> = {}) {
  const res = await upload(t.app, key, { content, filename }, fields);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).response as Record<string, any>;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'signage-media-'));
  fx = await makeFixtures(dir);
  t = await buildTestApp({ dataDir: dir, mediaLimitsMb: LIMITS, rateLimits: false });
  const root = await signUp(t, { orgName: 'Platform' });
  const a = await signUp(t, { orgName: 'Org A' });
  const b = await signUp(t, { orgName: 'Org B' });
  orgs.root = root.organizationId;
  orgs.a = a.organizationId;
  orgs.b = b.organizationId;
  keys.root = (await login(t, root.email)).sessionKey;
  keys.a = (await login(t, a.email)).sessionKey;
  keys.b = (await login(t, b.email)).sessionKey;
  userIds.a = a.user.id;
  for (const role of ['content_creator', 'staff', 'screen_manager']) {
    const u = await addUser(t, orgs.a, role);
    keys[role] = (await login(t, u.email)).sessionKey;
    userIds[role] = u.user.id;
  }
  const cc2 = await addUser(t, orgs.a, 'content_creator');
  keys.cc2 = (await login(t, cc2.email)).sessionKey;
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('upload and processing', () => {
  const cases: Array<[keyof Fixtures, string, Record<string, unknown>, [number, number]]> = [
    ['jpg', 'photo.jpg', { kind: 'image', mimeType: 'image/jpeg', width: 640, height: 480 }, [256, 192]],
    ['png', 'tall.png', { kind: 'image', mimeType: 'image/png', width: 300, height: 600 }, [128, 256]],
    ['smallPng', 'tiny.png', { kind: 'image', mimeType: 'image/png', width: 40, height: 30 }, [40, 30]],
    ['gif', 'anim.gif', { kind: 'gif', mimeType: 'image/gif', width: 512, height: 256 }, [256, 128]],
    ['svg', 'logo.svg', { kind: 'image', mimeType: 'image/svg+xml', width: 400, height: 200 }, [256, 128]],
    ['pdf', 'doc.pdf', { kind: 'pdf', mimeType: 'application/pdf', pageCount: 3 }, [181, 256]],
    ['mp4', 'clip.mp4', { kind: 'video', mimeType: 'video/mp4', width: 320, height: 240 }, [256, 192]],
    ['webm', 'clip.webm', { kind: 'video', mimeType: 'video/webm', width: 320, height: 180 }, [256, 144]],
    ['mp3', 'tone.mp3', { kind: 'audio', mimeType: 'audio/mpeg' }, [256, 256]],
    ['wav', 'tone.wav', { kind: 'audio', mimeType: 'audio/wav' }, [256, 256]],
  ];
  const durations: Partial<Record<keyof Fixtures, number>> = { mp4: 3000, webm: 2000, mp3: 2000, wav: 1000 };

  it('accepts every allowed type, processes it off the request path, and makes a 256-px JPEG thumbnail', async () => {
    const items: Array<[number, (typeof cases)[number]]> = [];
    for (const c of cases) {
      const item = await uploaded(keys.content_creator as string, fx[c[0]], c[1]);
      expect(item).toMatchObject({ name: c[1], section: 'my', isOwn: true, canEdit: true });
      expect(['processing', 'ready']).toContain(item.status);
      expect(item.url).toMatch(/^\/api\/media\/\d+\/content\/[a-f0-9]{64}$/);
      items.push([item.id, c]);
    }
    await idle();
    for (const [id, [fixture, , expected, thumb]] of items) {
      const item = json(await info(keys.content_creator as string, id)).response;
      expect(item, fixture).toMatchObject({ status: 'ready', ...expected });
      const duration = durations[fixture];
      if (duration) expect(Math.abs(item.durationMs - duration), fixture).toBeLessThan(150);
      else expect(item.durationMs).toBeNull();
      const res = await get(item.thumbnailUrl, auth(keys.content_creator as string));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], fixture).toEqual(['jpeg', ...thumb]);
    }
  });

  it('renders PDF pages for the page viewer, only for those who see the PDF, and drops them with the file', async () => {
    // Its own bytes (a trailing PDF comment), so no other row shares the stored file.
    const item = await uploaded(keys.content_creator as string, Buffer.concat([fx.pdf, Buffer.from('\n% pages test\n')]), 'pages.pdf');
    await idle();
    const ready = json(await info(keys.content_creator as string, item.id)).response;
    expect(ready.pagesUrl).toBe(`/api/media/${item.id}/pages/${ready.url.split('/').pop()}/`);
    const page2 = await get(`${ready.pagesUrl}2`, auth(keys.content_creator as string));
    expect(page2.statusCode).toBe(200);
    expect(page2.headers['content-type']).toBe('image/jpeg');
    expect(page2.headers['cache-control']).toContain('immutable');
    const meta = await sharp(page2.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeGreaterThan(256);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    // Past the last page, page 0, another user's unshared PDF: 404 or 400, never an image.
    expect((await get(`${ready.pagesUrl}4`, auth(keys.content_creator as string))).statusCode).toBe(404);
    expect((await get(`${ready.pagesUrl}0`, auth(keys.content_creator as string))).statusCode).toBe(400);
    expect((await get(`${ready.pagesUrl}1`, auth(keys.a as string))).statusCode).toBe(404);
    const pageFiles = () => filesUnder(path.join(dir, 'media')).filter((f) => f.includes(`${path.sep}pages${path.sep}`));
    expect(pageFiles().length).toBe(1);
    expect((await post(t.app, '/api/media/remove', { sessionKey: keys.content_creator, mediaIds: [item.id] })).statusCode).toBe(200);
    expect((await get(`${ready.pagesUrl}2`, auth(keys.content_creator as string))).statusCode).toBe(404);
    expect(pageFiles()).toEqual([]);
  });

  it('refuses an executable renamed .png with 415 and stores nothing', async () => {
    const before = await snapshot();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000, 1)]);
    const res = await upload(t.app, keys.a as string, { content: elf, filename: 'cat.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toMatchObject({ errorCode: 'MEDIA_TYPE_NOT_ALLOWED' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file over its kind limit with 413 and the spec message, and stores nothing', async () => {
    const before = await snapshot();
    const bigJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(LIMITS.image * 1024 * 1024 + 10)]);
    const res = await upload(t.app, keys.a as string, { content: bigJpeg, filename: 'big.jpg' });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ errorCode: 'MEDIA_TOO_LARGE', message: 'file size exceeds 2MB' });
    const bigMp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(LIMITS.audio * 1024 * 1024 + 10)]);
    const audio = await upload(t.app, keys.a as string, { content: bigMp3, filename: 'big.mp3' });
    expect(audio.statusCode).toBe(413);
    expect(json(audio).message).toBe('file size exceeds 1MB');
    // Past the largest limit: stopped by the multipart limit itself.
    const huge = Buffer.alloc(LIMITS.video * 1024 * 1024 + 100, 0x20);
    const res3 = await upload(t.app, keys.a as string, {
      content: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84]), Buffer.from('webm'), huge]),
      filename: 'v.webm',
    });
    expect(res3.statusCode).toBe(413);
    expect(json(res3).message).toBe('file size exceeds 3MB');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses two files in one request with 400 and stores nothing', async () => {
    const before = await snapshot();
    const res = await upload(t.app, keys.a as string, { content: fx.jpg, filename: 'one.jpg' }, {}, { extraFile: true });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errorCode: 'MEDIA_TOO_MANY_FILES' });
    expect(await snapshot()).toEqual(before);
  });

  it('leaves nothing behind for a truncated (aborted) upload', async () => {
    const before = await snapshot();
    const res = await upload(t.app, keys.a as string, { content: fx.mp4, filename: 'cut.mp4' }, {}, { truncate: 20_000 });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ errorCode: 'MEDIA_UPLOAD_FAILED' });
    expect(await snapshot()).toEqual(before);
  });

  it('removes the temp file and stores nothing when the client disconnects mid-upload', async () => {
    const before = await snapshot();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = form([{ name: 'file', filename: 'big.mp4', content: Buffer.concat([fx.mp4, Buffer.alloc(2 * 1024 * 1024)]) }]);
    const { connect } = await import('node:net');
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/media/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: SessionKey ${keys.a}\r\n` +
        `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, 1024 * 1024));
    const tmp = path.join(dir, 'tmp');
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    };
    await until(() => filesUnder(tmp).length > 0);
    expect(filesUnder(tmp).length).toBe(1);
    socket.destroy();
    await until(() => filesUnder(tmp).length === 0);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 MEDIA_NO_FILE without a file part, and 415 for an empty file', async () => {
    const before = await snapshot();
    const body = form([{ name: 'section', value: 'my' }]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: body.payload,
      headers: { ...body.headers, ...auth(keys.a as string) },
    });
    expect(none.statusCode).toBe(400);
    expect(json(none).errorCode).toBe('MEDIA_NO_FILE');
    const empty = await upload(t.app, keys.a as string, { content: Buffer.alloc(0), filename: 'x.png' });
    expect(empty.statusCode).toBe(415);
    const json415 = await t.app.inject({ method: 'POST', url: '/api/media/upload', payload: { a: 1 }, headers: auth(keys.a as string) });
    expect(json415.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('marks a file that cannot be decoded as failed, without a thumbnail', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x11)]);
    const item = await uploaded(keys.a as string, broken, 'broken.jpg');
    await idle();
    const after = json(await info(keys.a as string, item.id)).response;
    expect(after).toMatchObject({ status: 'failed', thumbnailUrl: null, width: null });
    expect((await get(after.url, auth(keys.a as string))).statusCode).toBe(200);
    await post(t.app, '/api/media/remove', { sessionKey: keys.a, mediaIds: [item.id] });
  });

  it('stores a malicious SVG sanitized', async () => {
    const evil = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="50" height="50" onload="alert(1)">
<script>alert(2)</script><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
<rect width="50" height="50" fill="red" onclick="steal()"/><image href="https://evil.example/track.png" width="5" height="5"/>
<a xlink:href="javascript:alert(3)"><text y="20">&xxe;</text></a></svg>`;
    const item = await uploaded(keys.a as string, Buffer.from(evil), 'evil.svg');
    const res = await get(item.url, auth(keys.a as string));
    expect(res.statusCode).toBe(200);
    const stored = res.body;
    for (const bad of ['<script', 'onload', 'onclick', 'foreignObject', 'evil.example', 'javascript:', '<!DOCTYPE', '<!ENTITY', 'passwd']) {
      expect(stored).not.toContain(bad);
    }
    expect(stored).toContain('<rect');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    await idle();
    expect(json(await info(keys.a as string, item.id)).response).toMatchObject({ status: 'ready', width: 50, height: 50 });
  });

  it('keeps only the base name of a path-traversal file name and stores under a server-made key', async () => {
    const item = await uploaded(keys.a as string, fx.png, '../../etc/passwd.png');
    expect(item.name).toBe('passwd.png');
    const [row] = await t.database.db.select().from(media).where(eq(media.id, item.id));
    expect(row?.storageKey).toBe(`org/${orgs.a}/${row?.sha256}`);
    expect(filesUnder(path.join(dir, 'media')).some((f) => f.includes('passwd'))).toBe(false);
    expect(filesUnder(dir).some((f) => f.includes('etc'))).toBe(false);
  });

  it('re-queues rows still processing at start-up and sweeps stale temp files', async () => {
    const item = await uploaded(keys.a as string, fx.jpg, 'restart.jpg');
    await idle();
    await t.database.db
      .update(media)
      .set({ status: 'processing', thumbnailKey: null, thumbnailSha256: null, width: null })
      .where(eq(media.id, item.id));
    const { writeFileSync, utimesSync, mkdirSync } = await import('node:fs');
    mkdirSync(path.join(dir, 'tmp'), { recursive: true });
    const stale = path.join(dir, 'tmp', 'upload-stale');
    writeFileSync(stale, 'x');
    utimesSync(stale, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    const app2 = await buildApp(t.app.ctx.config, { database: t.database });
    await app2.ready();
    await app2.services.mediaQueue.idle();
    await app2.close();
    expect(json(await info(keys.a as string, item.id)).response).toMatchObject({ status: 'ready', width: 640 });
    expect(filesUnder(path.join(dir, 'tmp'))).toEqual([]);
  });
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
