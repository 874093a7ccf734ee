import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../tools/precompress.ts';
import { COMPRESS_THRESHOLD } from '../src/plugins/compress-json.ts';
import { appWithOrgs, json, type TestApp, tempDataDir } from './helpers.ts';
import { upload } from './media-fixtures.ts';
import { deviceHeaders, registerPlayer } from './screens-fixtures.ts';

/**
 * Bytes on the wire (docs/performance.md "How it is measured"): the CMS and player builds' brotli and gzip copies (made by the same
 * step the Vite builds run, tools/precompress.ts, on a small build made here, so the suite needs no
 * `npm run build`) sent by Accept-Encoding with the caching rules unchanged; larger JSON answers of
 * the API compressed; event streams, the pre-gzipped player manifest and media never.
 */

let dir: string;
let webDist: string;
let playerDist: string;
let t: TestApp;
let keys: Record<string, string>;
let base: string;

const APP_JS = 'assets/index-Ab12Cd34.js';
const APP_CSS = 'assets/index-Ef56Gh78.css';
const FONT = 'assets/roboto-Ij90Kl12.woff2';
const PLAYER_JS = 'assets/index-Mn34Op56.js';

/** Text that compresses like a real bundle (repetitive, but not one repeated byte). */
function bundleLike(kb: number, seed: string) {
  const parts: string[] = [];
  for (let i = 0; parts.join('').length < kb * 1024; i++) {
    parts.push(`function ${seed}${i}(e,t){return e.map(n=>n*${i}+t).filter(Boolean).join("${seed}-${i % 17}")}\n`);
  }
  return parts.join('');
}

function writeBuild(root: string, files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

const html = (title: string, script: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title>` +
  `<script type="module" crossorigin src="${script}"></script></head><body>${'<!-- padding -->'.repeat(80)}<div id="root"></div></body></html>`;

beforeAll(async () => {
  dir = tempDataDir('signage-static-compression-');
  webDist = path.join(dir, 'web-dist');
  playerDist = path.join(dir, 'player-dist');
  writeBuild(webDist, {
    'index.html': html('Signage', `/${APP_JS}`),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    [APP_JS]: bundleLike(40, 'cms'),
    [APP_CSS]: `${'.a{color:red}.b{margin:0 auto;padding:4px}'.repeat(100)}\n`,
    [FONT]: randomBytes(4096),
  });
  writeBuild(playerDist, {
    'index.html': html('Player', `/player/${PLAYER_JS}`),
    'sw.js': `const PRECACHE = ["${PLAYER_JS}"];\n${bundleLike(3, 'sw')}`,
    [PLAYER_JS]: bundleLike(30, 'player'),
  });
  await precompressDirectory(webDist);
  await precompressDirectory(playerDist);
  const made = await appWithOrgs(path.join(dir, 'data'), { rateLimits: false, webDist, playerDist });
  t = made.t;
  keys = made.keys;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const original = (root: string, file: string) => readFileSync(path.join(root, file));

describe('the build step', () => {
  it('writes a brotli and a gzip copy of every text file that shrinks, and none of a font', () => {
    for (const file of ['index.html', APP_JS, APP_CSS]) {
      const source = original(webDist, file);
      expect(brotliDecompressSync(readFileSync(path.join(webDist, `${file}.br`))).equals(source), file).toBe(true);
      expect(gunzipSync(readFileSync(path.join(webDist, `${file}.gz`))).equals(source), file).toBe(true);
      expect(statSync(path.join(webDist, `${file}.br`)).size).toBeLessThan(source.length / 3);
    }
    expect(existsSync(path.join(webDist, `${FONT}.br`))).toBe(false);
    expect(existsSync(path.join(webDist, `${FONT}.gz`))).toBe(false);
    expect(existsSync(path.join(playerDist, 'sw.js.br'))).toBe(true);
  });
});

describe('static files by Accept-Encoding', () => {
  it('sends the brotli copy to a browser (br preferred over gzip), with the file type, its length and Vary', async () => {
    const res = await get(`/${APP_JS}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(statSync(path.join(webDist, `${APP_JS}.br`)).size);
    expect(res.rawPayload.length).toBe(Number(res.headers['content-length']));
    expect(brotliDecompressSync(res.rawPayload).equals(original(webDist, APP_JS))).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get(`/${APP_CSS}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).equals(original(webDist, APP_CSS))).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file itself without Accept-Encoding or with identity, still varying on it', async () => {
    const cases: Array<Record<string, string>> = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of cases) {
      const res = await get(`/${APP_JS}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(original(webDist, APP_JS))).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(original(webDist, APP_JS).length);
    }
  });

  it('gives each encoding its own ETag, and answers 304 to the one it sent', async () => {
    const br = await get(`/${APP_JS}`, { 'accept-encoding': 'br' });
    const plain = await get(`/${APP_JS}`);
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(`/${APP_JS}`, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('still answers byte ranges of the file itself', async () => {
    const res = await get(`/${APP_JS}`, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${original(webDist, APP_JS).length}`);
    expect(res.rawPayload.equals(original(webDist, APP_JS).subarray(100, 200))).toBe(true);
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/${APP_JS}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
  });

  it('sends fonts as they are (woff2 is compressed already)', async () => {
    const res = await get(`/${FONT}`, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(original(webDist, FONT))).toBe(true);
  });

  it('keeps index.html revalidated, at / and as the SPA fallback, compressed', async () => {
    for (const url of ['/', '/home/media/my', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).equals(original(webDist, 'index.html')), url).toBe(true);
    }
  });

  it('serves the player the same way: page and service worker revalidated, assets immutable', async () => {
    const page = await get('/player/', { 'accept-encoding': 'br' });
    expect([page.statusCode, page.headers['content-encoding'], page.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
    expect(brotliDecompressSync(page.rawPayload).equals(original(playerDist, 'index.html'))).toBe(true);
    const sw = await get('/player/sw.js', { 'accept-encoding': 'gzip' });
    expect([sw.statusCode, sw.headers['content-encoding'], sw.headers['cache-control']]).toEqual([200, 'gzip', 'no-cache']);
    expect(gunzipSync(sw.rawPayload).equals(original(playerDist, 'sw.js'))).toBe(true);
    const js = await get(`/player/${PLAYER_JS}`, { 'accept-encoding': 'br' });
    expect([js.statusCode, js.headers['content-encoding'], js.headers['cache-control']]).toEqual([
      200,
      'br',
      'public, max-age=31536000, immutable',
    ]);
  });

  it('does not serve the copies under their own names', async () => {
    for (const url of [`/${APP_JS}.br`, `/${APP_JS}.gz`]) expect((await get(url)).statusCode, url).toBe(404);
    // Under /player/ an unknown path is the player's page (its SPA fallback), never the copy's bytes.
    const player = await get(`/player/${PLAYER_JS}.br`);
    expect(player.headers['content-type']).toMatch(/^text\/html/);
    expect(player.body).toContain('<title>Player</title>');
  });
});

describe('API answers', () => {
  it('compresses a JSON answer of 1 KB or more when asked, and not otherwise', async () => {
    const plain = await get('/api/docs');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const br = await get('/api/docs', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await get('/api/docs', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compresses a CMS call answer of 1 KB or more (a POST in the envelope)', async () => {
    const key = keys.a as string;
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/playlist/create', payload: { sessionKey: key, name: `Lobby ${i}` } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const call = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/playlist/list', payload: { sessionKey: key, section: 'my' }, headers });
    const plain = await call({});
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const br = await call({ 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the player manifest pre-gzipped (gzip once, never brotli on top)', async () => {
    const player = await registerPlayer(t);
    const gz = await get('/api/player/manifest', { ...deviceHeaders(player.deviceSecret), 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toMatchObject({ status: 'pairing' });
    const br = await get('/api/player/manifest', { ...deviceHeaders(player.deviceSecret), 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(br.body)).toMatchObject({ status: 'pairing' });
  });

  it('sends media files as they are, even a large SVG', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">${'<rect width="40" height="20" fill="teal"/>'.repeat(200)}</svg>`,
    );
    const res = await upload(t.app, keys.a as string, { content: svg, filename: 'big-logo.svg', type: 'image/svg+xml' }, { section: 'my' });
    expect(res.statusCode, res.body).toBe(200);
    const item = json(res).response as { url: string };
    await t.app.services.mediaQueue.idle();
    const file = await get(item.url, { authorization: `SessionKey ${keys.a}`, 'accept-encoding': 'gzip, br' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-encoding']).toBeUndefined();
    // Stored as sanitized on upload: the same picture, sent as plain text.
    expect(file.rawPayload.toString('utf8')).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
  });
});

/** The first bytes of a response over a real socket, with its headers, while it is still open. */
function firstChunk(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; chunk: string }>((resolve, reject) => {
    const req = http.get(base + url, { headers }, (res) => {
      res.once('data', (chunk: Buffer) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, chunk: chunk.toString('utf8') });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.setTimeout(5000, () => reject(new Error(`no data from ${url} within 5 s`)));
  });
}

describe('event streams', () => {
  it('are never compressed or held back, for a player', async () => {
    const player = await registerPlayer(t);
    const res = await firstChunk('/api/player/events', {
      ...deviceHeaders(player.deviceSecret),
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.chunk).toContain(': open');
  });

  it('are never compressed or held back, for the CMS', async () => {
    const res = await firstChunk('/api/events', { authorization: `SessionKey ${keys.a}`, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.chunk).toContain(': open');
  });
});
