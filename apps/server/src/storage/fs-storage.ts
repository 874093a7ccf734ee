import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { leftByDeadProcess, ownedTag } from '../lib/temp-files.ts';
import { assertKey, type ByteRange, type MediaStorage, StorageNotFound } from './storage.ts';

/** Files under `root` (DATA_DIR/media), written to a temp name in the same directory and renamed into place. */
export class FsStorage implements MediaStorage {
  readonly kind = 'fs' as const;
  constructor(private readonly root: string) {}

  private file(key: string) {
    return path.join(this.root, ...assertKey(key).split('/'));
  }

  async put(key: string, source: Readable | { path: string }): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${ownedTag()}.part`;
    try {
      if ('path' in source && typeof source.path === 'string' && !('pipe' in source)) {
        // Same file system (DATA_DIR/tmp → DATA_DIR/media): a hard link instead of a copy; else copy.
        await link(source.path, temp).catch(() => copyFile(source.path, temp));
      } else await pipeline(source as Readable, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** The file itself, for tools that read a path (processing). */
  localPath(key: string): string {
    return this.file(key);
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key);
    if (!(await this.stat(key))) throw new StorageNotFound(key);
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const s = await stat(this.file(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes the partial writes (`<key>.<owner>.part`) of `key` left by a process that died (start-up only). */
  async removeAbandoned(key: string): Promise<void> {
    const target = this.file(key);
    const base = `${path.basename(target)}.`;
    let names: string[] = [];
    try {
      names = await readdir(path.dirname(target));
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith(base) && name.endsWith('.part') && leftByDeadProcess(name, true)) {
        await rm(path.join(path.dirname(target), name), { force: true });
      }
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
}
