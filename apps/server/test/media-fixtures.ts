import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { media } from '../src/db/schema/index.ts';
import { loadConfig } from '../src/config.ts';
import { addUser, appWithOrgs, json, login, post, type TestApp, tempDataDir } from './helpers.ts';
import { makePdf } from './pdf-fixture.ts';

export { makePdf };

export interface Fixtures {
  jpg: Buffer;
  png: Buffer;
  smallPng: Buffer;
  gif: Buffer;
  svg: Buffer;
  pdf: Buffer;
  mp4: Buffer;
  webm: Buffer;
  mp3: Buffer;
  wav: Buffer;
}

export async function makeFixtures(dir: string): Promise<Fixtures> {
  const raw = (w: number, h: number) => ({ create: { width: w, height: h, channels: 3 as const, background: { r: 200, g: 40, b: 90 } } });
  const ff = (args: string[], out: string) => {
    execFileSync(loadConfig().mediaJobs.ffmpegPath, ['-v', 'error', '-y', ...args, path.join(dir, out)]);
    return readFileSync(path.join(dir, out));
  };
  return {
    jpg: await sharp(raw(640, 480)).jpeg().toBuffer(),
    png: await sharp(raw(300, 600)).png().toBuffer(),
    smallPng: await sharp(raw(40, 30)).png().toBuffer(),
    gif: await sharp(raw(512, 256)).gif().toBuffer(),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="teal"/></svg>'),
    pdf: makePdf(3),
    mp4: ff(
      ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10:duration=3', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast'],
      'v.mp4',
    ),
    webm: ff(['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10:duration=2', '-c:v', 'libvpx', '-b:v', '200k'], 'v.webm'),
    mp3: ff(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:a', 'libmp3lame'], 'a.mp3'),
    wav: ff(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'], 'a.wav'),
  };
}

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body; `truncate` cuts it short (no closing boundary), as an aborted upload. */
export function form(parts: Part[], opts: { truncate?: number } = {}) {
  const boundary = `----signage${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in p) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.content,
        Buffer.from('\r\n'),
      );
    } else chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (opts.truncate) payload = payload.subarray(0, opts.truncate);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  app: FastifyInstance,
  sessionKey: string,
  file: { content: Buffer; filename: string; type?: string },
  fields: Record<string, string> = {},
  opts: { truncate?: number; extraFile?: boolean } = {},
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  parts.push({ name: 'file', ...file });
  if (opts.extraFile) parts.push({ name: 'file', ...file, filename: `second-${file.filename}` });
  const body = form(parts, opts);
  return app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `SessionKey ${sessionKey}` },
  });
}

/** Per-kind upload limits (MB) of the media suites, small so the limits are cheap to test. */
export const LIMITS = { image: 2, gif: 2, pdf: 2, video: 3, audio: 1 };

export function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => statSync(path.join(root, f)).isFile());
  } catch {
    return [];
  }
}

/**
 * The media suites' app on its own data directory with the fixtures made in it: the platform, Org A and
 * Org B signed in, and in Org A a content creator, staff, a screen manager and a second content creator
 * (`keys.cc2`).
 */
export async function mediaApp(prefix: string) {
  const dir = tempDataDir(prefix);
  const fx = await makeFixtures(dir);
  const { t, keys, orgs, userIds } = await appWithOrgs(dir, { mediaLimitsMb: LIMITS, rateLimits: false }, [
    'content_creator',
    'staff',
    'screen_manager',
  ]);
  const cc2 = await addUser(t, orgs.a, 'content_creator');
  keys.cc2 = (await login(t, cc2.email)).sessionKey;
  return { t, dir, fx, keys, orgs, userIds };
}

/** The media suites' calls against the file's app and data directory (getters, read when called). */
export function mediaCalls(app: () => TestApp, dataDir: () => string) {
  async function snapshot() {
    const t = app();
    const dir = dataDir();
    await t.app.services.mediaQueue.idle();
    return {
      rows: (await t.database.db.select().from(media)).length,
      files: filesUnder(path.join(dir, 'media')).length,
      temps: filesUnder(path.join(dir, 'tmp')).length,
    };
  }

  const idle = () => app().app.services.mediaQueue.idle();
  const info = async (key: string, mediaId: number) => post(app().app, '/api/media/info', { sessionKey: key, mediaId });
  const get = (url: string, headers: Record<string, string> = {}) => app().app.inject({ method: 'GET', url, headers });
  const auth = (key: string) => ({ authorization: `SessionKey ${key}` });

  async function uploaded(key: string, content: Buffer, filename: string, fields: Record<string, string> = {}) {
    const res = await upload(app().app, key, { content, filename }, fields);
    expect(res.statusCode, res.body).toBe(200);
    return json(res).response as Record<string, any>;
  }

  return { snapshot, idle, info, get, auth, uploaded };
}
