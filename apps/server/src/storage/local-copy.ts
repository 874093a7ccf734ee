import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ownedTempName } from '../lib/temp-files.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Runs `work` with a path on local disk holding the object `key`: the stored file itself when the
 * driver keeps files locally, else a temporary download into `tmpDir`, removed afterwards.
 * (Tools such as ffmpeg and mupdf need a file, not a stream.)
 */
export async function withLocalCopy<T>(storage: MediaStorage, key: string, tmpDir: string, work: (file: string) => Promise<T>): Promise<T> {
  const inPlace = storage.localPath?.(key);
  if (inPlace) return work(inPlace);
  await mkdir(tmpDir, { recursive: true });
  const temp = path.join(tmpDir, ownedTempName('local'));
  try {
    await pipeline(await storage.get(key), createWriteStream(temp, { flags: 'wx' }));
    return await work(temp);
  } finally {
    await rm(temp, { force: true }).catch(() => undefined);
  }
}
