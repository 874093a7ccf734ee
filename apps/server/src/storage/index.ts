import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { FsStorage } from './fs-storage.ts';
import type { MediaStorage } from './storage.ts';

export type { ByteRange, MediaStorage } from './storage.ts';
export { StorageNotFound } from './storage.ts';

/** The configured media storage: DATA_DIR/media (default) or S3 (MEDIA_STORAGE=s3). */
export async function createStorage(config: AppConfig): Promise<MediaStorage> {
  if (config.mediaStorage === 's3') {
    if (!config.s3.bucket) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
    // The AWS SDK loads only when S3 is configured.
    const { S3Storage } = await import('./s3-storage.ts');
    return new S3Storage({ ...config.s3, bucket: config.s3.bucket });
  }
  return new FsStorage(path.join(config.dataDir, 'media'));
}
export { withLocalCopy } from './local-copy.ts';
