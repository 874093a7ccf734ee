import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { media } from '../src/db/schema/index.ts';
import { json, type Orgs, post, type TestApp } from './helpers.ts';
import { type Fixtures, filesUnder, form, LIMITS, mediaApp, mediaCalls, upload } from './media-fixtures.ts';

let t: TestApp;
let dir: string;
let fx: Fixtures;
let keys: Record<string, string>;
let orgs: Orgs;
const { snapshot, idle, info, get, auth, uploaded } = mediaCalls(
  () => t,
  () => dir,
);

beforeAll(async () => {
  ({ t, dir, fx, keys, orgs } = await mediaApp('signage-media-'));
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
