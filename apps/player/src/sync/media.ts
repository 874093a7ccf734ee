import type { PairedManifest } from '@signage/shared';

/** One file the player must hold for a manifest: a media file or a theme image. */
export interface WantedFile {
  key: string;
  url: string;
  bytes: number;
}

export const mediaKey = (m: { id: number; hash: string }) => `media:${m.id}:${m.hash}`;
export const urlKey = (url: string) => `url:${url}`;

/** Theme images worth keeping offline (server paths only; other hosts are left to the browser). */
export function themeUrls(manifest: Pick<PairedManifest, 'theme'>): string[] {
  const { logoUrl, homeBackgroundUrl } = manifest.theme;
  return [logoUrl, homeBackgroundUrl].filter((u): u is string => !!u && /^\/[^/]/.test(u));
}

/** Every file a manifest needs, deduplicated by key. */
export function wantedFiles(manifest: Pick<PairedManifest, 'media' | 'theme'>): WantedFile[] {
  const out = new Map<string, WantedFile>();
  for (const m of manifest.media) out.set(mediaKey(m), { key: mediaKey(m), url: m.url, bytes: m.bytes });
  for (const u of themeUrls(manifest)) out.set(urlKey(u), { key: urlKey(u), url: u, bytes: 0 });
  return [...out.values()];
}

/**
 * Manifest diff: what to download before the manifest can be applied, and what no manifest
 * references any more. `keep` lists manifests still in use (the applied one while a new one is
 * being downloaded), so nothing on screen is pruned under it.
 */
export function diffFiles(
  next: Pick<PairedManifest, 'media' | 'theme'>,
  stored: Iterable<string>,
  keep: Pick<PairedManifest, 'media' | 'theme'>[] = [],
): { fetch: WantedFile[]; prune: string[] } {
  const have = new Set(stored);
  const wanted = wantedFiles(next);
  const referenced = new Set(wanted.map((w) => w.key));
  for (const k of keep) for (const w of wantedFiles(k)) referenced.add(w.key);
  return {
    fetch: wanted.filter((w) => !have.has(w.key)),
    prune: [...have].filter((k) => !referenced.has(k)),
  };
}

/**
 * Blob URLs of stored files, one per key, revoked when the file is no longer used (a leaked blob URL
 * keeps its memory for the page's life: the soak bench of performance-notes 2d).
 */
export class BlobUrls {
  private urls = new Map<string, string>();
  constructor(
    private readonly create: (b: Blob) => string = (b) => URL.createObjectURL(b),
    private readonly revoke: (u: string) => void = (u) => URL.revokeObjectURL(u),
  ) {}
  get(key: string): string | undefined {
    return this.urls.get(key);
  }
  set(key: string, blob: Blob): string {
    const existing = this.urls.get(key);
    if (existing) return existing;
    const url = this.create(blob);
    this.urls.set(key, url);
    return url;
  }
  /** Revokes the URLs of these keys. */
  drop(keys: Iterable<string>): void {
    for (const k of keys) {
      const u = this.urls.get(k);
      if (u === undefined) continue;
      this.revoke(u);
      this.urls.delete(k);
    }
  }
  /** Revokes every URL whose key is not in `keys`. */
  retain(keys: Iterable<string>): void {
    const keep = new Set(keys);
    for (const [k, u] of this.urls) {
      if (!keep.has(k)) {
        this.revoke(u);
        this.urls.delete(k);
      }
    }
  }
  get size(): number {
    return this.urls.size;
  }
}
