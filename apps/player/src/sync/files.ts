import type { PairedManifest } from '@signage/shared';
import { ApiError, NetworkError, type PlayerApi, RevokedError } from '../api/client.ts';
import { DOWNLOAD_CONCURRENCY } from '../config.ts';
import type { PlayerStorage } from '../storage/db.ts';
import { diffFiles, type WantedFile } from './media.ts';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The files this screen holds for its manifests: which are missing, downloading them a few at a time
 * into storage (or into memory when storage refuses), reading them back, and pruning what no manifest
 * uses any more. The engine decides when; this module only moves files.
 */
export class LocalFiles {
  /** Files that could not be stored (quota, no IndexedDB), kept for this session only. */
  private memory = new Map<string, Blob>();

  constructor(
    private readonly api: PlayerApi,
    private readonly storage: PlayerStorage,
    /** A download answered 401: the device was removed. */
    private readonly onRevoked: () => void,
  ) {}

  /** The files `manifest` needs that are neither stored nor held in memory. */
  async missing(manifest: PairedManifest): Promise<WantedFile[]> {
    let stored: string[] = [];
    try {
      stored = await this.storage.fileKeys();
    } catch {
      /* no IndexedDB: play from the network */
    }
    return diffFiles(manifest, [...stored, ...this.memory.keys()]).fetch;
  }

  /**
   * Downloads `files`, DOWNLOAD_CONCURRENCY at a time, while `current()` holds. False when the network
   * went away (the whole download stops; the next poll or event tries again).
   */
  async download(files: WantedFile[], current: () => boolean): Promise<boolean> {
    const queue = [...files];
    let offline = false;
    const worker = async () => {
      for (let f = queue.shift(); f && !offline && current(); f = queue.shift()) {
        const ok = await this.downloadOne(f);
        if (ok === 'offline') offline = true;
      }
    };
    await Promise.all(Array.from({ length: DOWNLOAD_CONCURRENCY }, worker));
    return !offline;
  }

  /** 'offline' stops the whole download (retry later); a refused file is skipped. */
  private async downloadOne(f: WantedFile): Promise<'ok' | 'skipped' | 'offline'> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        // Media and theme images come from the player API with the device secret; other paths are public.
        const blob = f.url.startsWith('/api/player/') ? await this.api.file(f.url) : await this.api.publicFile(f.url);
        try {
          await this.storage.putFile({ key: f.key, blob, bytes: blob.size, storedAt: new Date().toISOString() });
        } catch (err) {
          // Storage full or unavailable: play it from memory until the next start.
          console.warn('player: could not store a file', err);
          this.memory.set(f.key, blob);
        }
        return 'ok';
      } catch (err) {
        if (err instanceof RevokedError) {
          this.onRevoked();
          return 'offline';
        }
        if (err instanceof NetworkError) return 'offline';
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) return 'skipped';
        await sleep(1000 * (attempt + 1));
      }
    }
    return 'skipped';
  }

  /** A file's content: held in memory, else stored (undefined when neither). */
  async blob(key: string): Promise<Blob | undefined> {
    return this.memory.get(key) ?? (await this.storage.file(key).catch(() => undefined))?.blob;
  }

  /** Lets go of the files held in memory that are not in `keys`. */
  retain(keys: Set<string>): void {
    for (const k of this.memory.keys()) if (!keys.has(k)) this.memory.delete(k);
  }

  /** Lets go of every file held in memory (a revoked device starts over). */
  clear(): void {
    this.memory.clear();
  }

  /** Deletes the stored files `manifest` no longer references (`keep`: other files in use, e.g. alert audio). */
  async prune(manifest: PairedManifest, keep: Iterable<string> = []): Promise<void> {
    try {
      const kept = new Set(keep);
      const { prune } = diffFiles(manifest, await this.storage.fileKeys());
      for (const key of prune) if (!kept.has(key)) await this.storage.deleteFile(key);
    } catch {
      /* nothing to prune */
    }
  }
}
