import type { ErrorCode, MediaFolder as MediaFolderView, MediaItem } from '@signage/shared';
import type { Media, MediaFolder } from '../../db/schema/index.ts';
import type { MediaRow } from './media.repository.ts';

/** Why the caller may not rename, tag, move or delete the item now (null: they may). */
export function editRefusal(m: Media, userId: number): ErrorCode | null {
  if (m.locked) return 'MEDIA_LOCKED';
  if (m.section === 'stock' && m.creatorUserId !== userId) return 'MEDIA_NOT_OWNER';
  if (m.section === 'shared' && m.uneditableWhenShared && m.creatorUserId !== userId) return 'MEDIA_UNEDITABLE';
  return null;
}

export const contentUrl = (m: Pick<Media, 'id' | 'sha256'>) => `/api/media/${m.id}/content/${m.sha256}`;
export const thumbnailUrl = (m: Pick<Media, 'id' | 'thumbnailSha256'>) =>
  m.thumbnailSha256 ? `/api/media/${m.id}/thumbnail/${m.thumbnailSha256}` : null;

/** PDFs: the page images live under this prefix; the client appends 1…pageCount. */
export const pagesUrl = (m: Pick<Media, 'id' | 'sha256' | 'kind' | 'status'>) =>
  m.kind === 'pdf' && m.status === 'ready' ? `/api/media/${m.id}/pages/${m.sha256}/` : null;

export function presentMedia(row: MediaRow, userId: number): MediaItem {
  const m = row.m;
  return {
    id: m.id,
    name: m.name,
    kind: m.kind,
    mimeType: m.mimeType,
    sizeBytes: m.sizeBytes,
    width: m.width,
    height: m.height,
    durationMs: m.durationMs,
    pageCount: m.pageCount,
    status: m.status,
    section: m.section,
    folderId: m.folderId,
    tags: m.tags,
    locked: m.locked,
    uneditableWhenShared: m.uneditableWhenShared,
    creatorId: m.creatorUserId,
    creatorName: row.creatorName ?? '',
    isOwn: m.creatorUserId === userId,
    canEdit: editRefusal(m, userId) === null,
    stockFrom: m.section === 'stock' ? row.orgName : null,
    platformWide: m.platformWide,
    url: contentUrl(m),
    thumbnailUrl: thumbnailUrl(m),
    pagesUrl: pagesUrl(m),
    attribution: m.attribution ?? null,
    createdAt: m.createdAt.toISOString(),
  };
}

export function presentFolder(f: MediaFolder, itemCount: number): MediaFolderView {
  return {
    id: f.id,
    name: f.name,
    parentId: f.parentId,
    section: f.section,
    itemCount,
    createdAt: f.createdAt.toISOString(),
  };
}

/** Control characters and bidirectional overrides. */
const isInvisible = (c: number) => c < 0x20 || c === 0x7f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);

/** A display name from a client file name: no path, no control characters (security.md FILE-2, L16). */
export function displayName(original: string | undefined, fallbackExt: string): string {
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => !isInvisible(ch.codePointAt(0) ?? 0))
    .join('')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 200)
    .trim();
  return clean || `file.${fallbackExt}`;
}
