import type { MediaUsage } from '@signage/shared';
import type { AppContext } from '../../core/context.ts';
import type { Media } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaStorage } from '../../storage/index.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { Viewer } from '../tenancy/viewer.ts';
import type { MediaRepository } from './media.repository.ts';

/** “A”, “B”, +2 (playlists the caller may not see are only counted). */
export const playlistNames = (list: Array<{ name: string }>, hidden: number) =>
  [...list.map((p) => `“${p.name}”`), ...(hidden > 0 ? [`+${hidden}`] : [])].join(', ');

/** Media in what screens play (the latest published snapshot) is never deleted: 409 MEDIA_IN_USE. */
export function refuseIfPublished(usage: MediaUsage) {
  if (usage.published.length + usage.hiddenPublished > 0) {
    throw new AppError(
      409,
      'MEDIA_IN_USE',
      undefined,
      undefined,
      { usage },
      { playlists: playlistNames(usage.published, usage.hiddenPublished) },
    );
  }
}

/**
 * Removing media (items, stock, folders with their contents; docs/media.md): which playlists use them, and
 * deleting rows with the files no remaining row refers to (content-addressed files are shared).
 */
export class MediaRemoval {
  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    private readonly repo: MediaRepository,
    private readonly orgs: OrganizationTree,
  ) {}

  /**
   * Which playlists use these media (docs/media.md): published = the latest snapshot (what screens play),
   * drafts = current slides/overlay only. Only playlists that could legitimately use the media are
   * searched (its organization; for stock also the organizations below). Playlists the caller may
   * not see are counted, never named.
   */
  async usageOf(v: Viewer, rows: Media[]): Promise<MediaUsage> {
    const orgIds = new Set<number>();
    for (const m of rows) {
      orgIds.add(m.organizationId);
      if (m.section === 'stock') for (const d of await this.orgs.descendants(m.organizationId)) orgIds.add(d.id);
    }
    const found = await this.repo.usage(
      rows.map((m) => m.id),
      [...orgIds],
    );
    const usage: MediaUsage = { published: [], drafts: [], hiddenPublished: 0, hiddenDrafts: 0 };
    for (const p of found) {
      const visible = p.organizationId === v.orgId && (p.section !== 'my' || p.creatorUserId === v.userId);
      if (p.published) {
        if (visible) usage.published.push({ id: p.id, name: p.name });
        else usage.hiddenPublished++;
      } else if (visible) usage.drafts.push({ id: p.id, name: p.name });
      else usage.hiddenDrafts++;
    }
    return usage;
  }

  /** Deletes rows, then the files no remaining row refers to (content-addressed files are shared). */
  async deleteRows(rows: Media[]) {
    if (rows.length === 0) return;
    await this.repo.remove(rows.map((r) => r.id));
    const keys = [...new Set(rows.flatMap((r) => [r.storageKey, r.thumbnailKey]).filter((k): k is string => Boolean(k)))];
    await this.deleteUnreferenced(keys);
    // Rendered PDF pages go with their file once no row refers to it any more.
    const still = await this.repo.referencedKeys(rows.map((r) => r.storageKey));
    for (const r of rows) {
      if (r.kind !== 'pdf' || still.has(r.storageKey)) continue;
      for (let page = 1; page <= (r.pageCount ?? 0); page++) {
        await this.storage.delete(`org/${r.organizationId}/pages/${r.sha256}-${page}`).catch(() => undefined);
      }
    }
  }

  /** Deletes the files no row refers to (an upload whose row could not be stored, too). */
  async deleteUnreferenced(keys: string[]) {
    const still = await this.repo.referencedKeys(keys);
    for (const key of keys) {
      if (still.has(key)) continue;
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.ctx.log.warn({ err: error, key }, 'media file removal failed');
      }
    }
  }
}
