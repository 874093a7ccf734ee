import { PLAYLIST_LOCK_TTL_MS, type PlaylistItem, type SlideItem, storedAspect, type TemplateItem } from '@signage/shared';
import type { Playlist, Slide, Template } from '../../db/schema/index.ts';

export interface PlaylistRow {
  p: Playlist;
  creatorName: string | null;
  orgName: string;
  lockUserName: string | null;
  favorite: boolean;
  slideCount: number;
  /** "slideId:sha256" of the first slide's thumbnail. */
  firstThumb: string | null;
}

export const slideThumbnailUrl = (s: Pick<Slide, 'id' | 'thumbnailSha256'>) =>
  s.thumbnailSha256 ? `/api/playlist/slide/${s.id}/thumbnail/${s.thumbnailSha256}` : null;
export const templateThumbnailUrl = (t: Pick<Template, 'id' | 'thumbnailSha256'>) =>
  t.thumbnailSha256 ? `/api/template/${t.id}/thumbnail/${t.thumbnailSha256}` : null;

/** The lock is held while renewed within PLAYLIST_LOCK_TTL_MS. */
export function activeLock(p: Playlist, now: Date): number | null {
  if (!p.lockUserId || !p.lockedAt) return null;
  return now.getTime() - p.lockedAt.getTime() < PLAYLIST_LOCK_TTL_MS ? p.lockUserId : null;
}

/** Who may change it: 'my' its creator (nobody else sees it), 'shared' the organization, stock only its creator at home. */
export function canEditPlaylist(p: Playlist, v: { userId: number; orgId: number }): boolean {
  if (p.organizationId !== v.orgId) return false;
  if (p.section === 'my' || p.section === 'stock') return p.creatorUserId === v.userId;
  return true;
}

export function presentPlaylist(row: PlaylistRow, v: { userId: number; orgId: number }, now: Date, canManage: boolean): PlaylistItem {
  const p = row.p;
  const lockHolder = activeLock(p, now);
  const [thumbSlide, thumbSha] = row.firstThumb ? row.firstThumb.split(':') : [];
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    aspect: storedAspect(p.aspect).value,
    parentFolderId: p.parentFolderId,
    hashtags: p.hashtags,
    section: p.section,
    orgId: p.organizationId,
    creatorId: p.creatorUserId,
    creatorName: row.creatorName ?? '',
    isPublished: p.isPublished,
    publishedVersion: p.publishedVersion,
    publishedAt: p.publishedAt ? p.publishedAt.toISOString() : null,
    favorite: row.favorite,
    originalPlaylistId: p.originalPlaylistId,
    slideCount: row.slideCount,
    thumbnailUrl: thumbSlide && thumbSha ? slideThumbnailUrl({ id: Number(thumbSlide), thumbnailSha256: thumbSha }) : null,
    lock: lockHolder && lockHolder !== v.userId ? { locked: true, userName: row.lockUserName ?? '' } : { locked: false, userName: null },
    isOwn: p.creatorUserId === v.userId,
    canEdit: canManage && canEditPlaylist(p, v),
    stockFrom: p.section === 'stock' ? row.orgName : null,
    showFrom: p.showFrom ?? null,
    showUntil: p.showUntil ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function presentSlide(s: Slide): SlideItem {
  return {
    id: s.id,
    playlistId: s.playlistId,
    position: s.position,
    duration: s.duration,
    slideData: s.slideData,
    thumbnailUrl: slideThumbnailUrl(s),
    showFrom: s.showFrom ?? null,
    showUntil: s.showUntil ?? null,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function presentTemplate(t: Template, creatorName: string | null, userId: number, orgId: number, canManage: boolean): TemplateItem {
  return {
    id: t.id,
    name: t.name,
    section: t.section,
    orgId: t.organizationId,
    creatorId: t.creatorUserId,
    creatorName: creatorName ?? '',
    isOwn: t.creatorUserId === userId,
    canEdit: canManage && t.organizationId === orgId && (t.section === 'shared' || t.creatorUserId === userId),
    thumbnailUrl: templateThumbnailUrl(t),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
