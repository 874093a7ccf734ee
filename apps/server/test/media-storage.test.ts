import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsStorage } from '../src/storage/fs-storage.ts';
import { S3Storage } from '../src/storage/s3-storage.ts';
import { type MediaStorage, StorageNotFound } from '../src/storage/storage.ts';
import { buildTestApp, json, login, post, signUp } from './helpers.ts';
import { upload } from './media-fixtures.ts';

let dir: string;
let s3: S3rver;
let endpoint: string;
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'signage-storage-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'media' }] });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The contract every storage driver keeps (docs/media.md "Storage": the same tests against fs and S3). */
function contract(name: string, make: () => MediaStorage) {
  describe(`${name} storage contract`, () => {
    const data = randomBytes(300_000);
    const key = `org/1/${randomBytes(32).toString('hex')}`;

    it('puts a stream and gets it back whole and by inclusive byte range', async () => {
      const storage = make();
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.stat(key)).toBeNull();
      await storage.put(key, Readable.from([data.subarray(0, 1000), data.subarray(1000)]), { contentType: 'application/octet-stream' });
      expect(await storage.exists(key)).toBe(true);
      expect(await storage.stat(key)).toEqual({ size: data.length });
      expect((await buffer(await storage.get(key))).equals(data)).toBe(true);
      expect((await buffer(await storage.get(key, { start: 10, end: 19 }))).equals(data.subarray(10, 20))).toBe(true);
      const last = data.length - 1;
      expect((await buffer(await storage.get(key, { start: last, end: last }))).equals(data.subarray(last))).toBe(true);
    });

    it('puts a local file, replacing the object under the same key', async () => {
      const storage = make();
      const file = path.join(dir, `${name}-file`);
      writeFileSync(file, 'replaced');
      await storage.put(key, { path: file });
      expect((await buffer(await storage.get(key))).toString()).toBe('replaced');
    });

    it('deletes (idempotently) and reports a missing object', async () => {
      const storage = make();
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFound);
    });

    it('refuses keys that are not server-made', async () => {
      const storage = make();
      for (const bad of ['../etc/passwd', 'org/1/../../x', '/abs', 'Org/UPPER', 'org//x']) {
        await expect(storage.put(bad, Readable.from([Buffer.from('x')]))).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

contract('fs', () => new FsStorage(path.join(dir, 'fs')));
contract('s3', () => new S3Storage({ bucket: 'media', endpoint, region: 'us-east-1', forcePathStyle: true, ...S3_KEYS }));

describe('media library on S3', () => {
  it('uploads, processes and serves (with Range) through the S3 driver, and deletes from the bucket', async () => {
    const appDir = mkdtempSync(path.join(dir, 'app-'));
    const t = await buildTestApp({
      dataDir: appDir,
      mediaStorage: 's3',
      s3: { bucket: 'media', endpoint, region: 'us-east-1', forcePathStyle: true, ...S3_KEYS },
    });
    try {
      const fx = {
        jpg: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8285a' } })
          .jpeg()
          .toBuffer(),
      };
      const owner = await signUp(t, { orgName: 'S3 Org' });
      const { sessionKey } = await login(t, owner.email);
      const res = await upload(t.app, sessionKey, { content: fx.jpg, filename: 'photo.jpg' });
      expect(res.statusCode, res.body).toBe(200);
      const item = json(res).response;
      await t.app.services.mediaQueue.idle();
      const ready = json(await post(t.app, '/api/media/info', { sessionKey, mediaId: item.id })).response;
      expect(ready).toMatchObject({ status: 'ready', width: 640, height: 480 });
      const headers = { authorization: `SessionKey ${sessionKey}` };
      const whole = await t.app.inject({ method: 'GET', url: item.url, headers });
      expect(whole.rawPayload.equals(fx.jpg)).toBe(true);
      const part = await t.app.inject({ method: 'GET', url: item.url, headers: { ...headers, range: 'bytes=5-14' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(fx.jpg.subarray(5, 15))).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: ready.thumbnailUrl, headers })).statusCode).toBe(200);
      const storage = new S3Storage({ bucket: 'media', endpoint, region: 'us-east-1', forcePathStyle: true, ...S3_KEYS });
      const key = `org/${owner.organizationId}/${item.url.split('/').pop()}`;
      expect(await storage.exists(key)).toBe(true);
      await post(t.app, '/api/media/remove', { sessionKey, mediaIds: [item.id] });
      expect(await storage.exists(key)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
