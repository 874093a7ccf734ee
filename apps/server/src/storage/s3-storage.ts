import { createReadStream } from 'node:fs';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertKey, type ByteRange, type MediaStorage, StorageNotFound } from './storage.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** S3-compatible object storage; uploads are streamed in parts (@aws-sdk/lib-storage), never buffered whole. */
export class S3Storage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, source: Readable | { path: string }, opts: { contentType?: string } = {}): Promise<void> {
    const body = 'pipe' in source ? (source as Readable) : createReadStream((source as { path: string }).path);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: assertKey(key),
        Body: body,
        ContentType: opts.contentType ?? 'application/octet-stream',
      },
      queueSize: 2,
      partSize: 8 * 1024 * 1024,
    });
    await upload.done();
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: assertKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return out.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFound(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: assertKey(key) }));
      return { size: Number(out.ContentLength ?? 0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: assertKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  destroy() {
    this.client.destroy();
  }
}
