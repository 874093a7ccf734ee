import { can, type PlaylistDetail, type PlaylistItem, type PlaylistSection, type SlideAnimation } from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import { type Viewer, viewerOf } from '../tenancy/viewer.ts';
import { activeLock, canEditPlaylist, type PlaylistRow, presentPlaylist, presentSlide } from './playlists.presenter.ts';
import type { PlaylistsRepository } from './playlists.repository.ts';
import type { SlidesRepository } from './slides.repository.ts';

export const invalidMove = () => new AppError(400, 'FOLDER_INVALID_MOVE');

/**
 * What a caller sees and may change among playlists and folders (spec 6, security.md TEN-1..3), for
 * every playlist service: ids are resolved within what the caller may see, anything else answers 404
 * exactly like a missing id; multi-id calls are all-or-nothing; a live edit lock of another user
 * refuses every change (409 PLAYLIST_LOCKED).
 */
export class PlaylistAccess {
  constructor(
    private readonly ctx: AppContext,
    private readonly orgs: OrganizationTree,
    private readonly repo: PlaylistsRepository,
    private readonly slides: SlidesRepository,
  ) {}

  viewer(auth: AuthContext): Promise<Viewer> {
    return viewerOf(this.orgs, auth);
  }

  present(auth: AuthContext, v: Viewer, row: PlaylistRow): PlaylistItem {
    return presentPlaylist(row, v, this.ctx.now(), can(auth.role, 'content.manage'));
  }

  /** Every id visible, else 404 for the whole call. */
  async resolve(v: Viewer, ids: number[]): Promise<PlaylistRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repo.findVisible(v, unique);
    if (rows.length !== unique.length) throw notFound();
    return rows;
  }

  /** One visible playlist or folder. */
  async visible(v: Viewer, id: number): Promise<PlaylistRow> {
    const [row] = await this.resolve(v, [id]);
    if (!row) throw notFound();
    return row;
  }

  async item(auth: AuthContext, v: Viewer, id: number): Promise<PlaylistItem> {
    return this.present(auth, v, await this.visible(v, id));
  }

  /** The playlist with its overlay, slide animation and slides. */
  async detail(auth: AuthContext, playlistId: number): Promise<PlaylistDetail> {
    const v = await this.viewer(auth);
    const row = await this.visible(v, playlistId);
    const list = await this.slides.ofPlaylist(playlistId);
    return {
      ...this.present(auth, v, row),
      overlay: row.p.overlay ?? null,
      slideAnimation: (row.p.slideAnimation as SlideAnimation | null) ?? null,
      slides: list.map(presentSlide),
    };
  }

  /** Refuses a change by anyone but the holder of a live lock (one editor at a time). */
  assertNotLocked(row: PlaylistRow, v: Viewer) {
    const holder = activeLock(row.p, this.ctx.now());
    if (holder && holder !== v.userId)
      throw new AppError(
        409,
        'PLAYLIST_LOCKED',
        undefined,
        undefined,
        { userName: row.lockUserName ?? '' },
        { userName: row.lockUserName ?? '' },
      );
  }

  /** A playlist or folder the caller may change now. */
  async editable(v: Viewer, id: number, type?: 'playlist' | 'folder'): Promise<PlaylistRow> {
    const [row] = await this.repo.findVisible(v, [id]);
    if (!row) throw notFound();
    if (type && row.p.type !== type) throw fieldError(type === 'playlist' ? 'playlistId' : 'folderId', 'FIELD_INVALID');
    if (!canEditPlaylist(row.p, v)) throw forbidden();
    this.assertNotLocked(row, v);
    return row;
  }

  /** Every row the caller may change now (remove, share): 403 / 409 for the whole call otherwise. */
  assertAllEditable(rows: PlaylistRow[], v: Viewer) {
    for (const r of rows) {
      if (!canEditPlaylist(r.p, v)) throw forbidden();
      this.assertNotLocked(r, v);
    }
  }

  /** A folder a `section` item may go into (null = top level). */
  async folderFor(v: Viewer, folderId: number | null, section: PlaylistSection) {
    if (folderId === null) return null;
    const [row] = await this.repo.findVisible(v, [folderId]);
    if (!row) throw notFound();
    if (row.p.type !== 'folder') throw notFound();
    if (row.p.section !== section || row.p.organizationId !== v.orgId) throw invalidMove();
    return row.p;
  }

  /** Copy-to-stock targets (playlists and templates): sub-organizations of the caller's only, else 404. */
  async stockTargets(v: Viewer, orgShareIds: number[]): Promise<number[]> {
    const orgIds = [...new Set(orgShareIds)];
    for (const orgId of orgIds) {
      if (orgId === v.orgId || !(await this.orgs.isSameOrDescendant(v.orgId, orgId))) throw notFound();
    }
    return orgIds;
  }
}
