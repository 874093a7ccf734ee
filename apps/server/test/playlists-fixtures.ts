import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { json, post, type TestApp } from './helpers.ts';

/** Users of Org A the playlist suites sign in besides the owners (`keys[role]`). */
export const PLAYLIST_ROLES = ['content_creator', 'staff', 'screen_manager'];

/**
 * The calls of the playlist, slide and template suites against the file's app and data directory (read
 * when called, so a suite passes getters for what its `beforeAll` sets).
 */
export function playlistCalls(app: () => TestApp, dataDir: () => string) {
  /** POST a 7.7 call; returns [status, body]. */
  async function call(key: string, path: string, body: Record<string, unknown> = {}) {
    const res = await post(app().app, `/api${path}`, { sessionKey: key, ...body });
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
    return app().app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(parts),
    });
  }
  /** Where the fs storage keeps an organization's content-addressed thumbnail. */
  const thumbFile = (orgId: number, bytes: Buffer) =>
    path.join(dataDir(), 'media', 'org', String(orgId), 'thumbs', createHash('sha256').update(bytes).digest('hex'));

  return { call, ok, fails, newPlaylist, info, sendThumbnail, thumbFile };
}

export const textEl = (id: string, s: string) => ({
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
export const text = (s: string, ids = ['e1']) => ({ version: 1, elements: ids.map((id) => textEl(id, s)) });
export const html = (slide: any) => slide.slideData.elements[0].html as string;

export const jpegOf = (background: string) =>
  sharp({ create: { width: 64, height: 36, channels: 3, background } })
    .jpeg()
    .toBuffer();
