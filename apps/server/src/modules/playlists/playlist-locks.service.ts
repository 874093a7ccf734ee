import { PLAYLIST_LOCK_TTL_MS } from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { PlaylistAccess } from './playlist-access.ts';
import type { PlaylistsRepository } from './playlists.repository.ts';

/**
 * The edit lock (one editor at a time): `/playlist/lock` takes or renews the caller's lock, which
 * lives PLAYLIST_LOCK_TTL_MS without renewal; `/playlist/unlock` releases it. Changes by anyone else
 * meanwhile are refused by `PlaylistAccess.editable` (409 PLAYLIST_LOCKED).
 */
export class PlaylistLocksService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: PlaylistAccess,
    private readonly repo: PlaylistsRepository,
  ) {}

  async status(auth: AuthContext, playlistId: number) {
    const v = await this.access.viewer(auth);
    return this.access.present(auth, v, await this.access.visible(v, playlistId)).lock;
  }

  /** Takes or renews the caller's edit lock. */
  async lock(auth: AuthContext, playlistId: number) {
    const v = await this.access.viewer(auth);
    const row = await this.access.editable(v, playlistId, 'playlist');
    const now = this.ctx.now();
    const expired = new Date(now.getTime() - PLAYLIST_LOCK_TTL_MS);
    if (!(await this.repo.takeLock(row.p.id, v.userId, now, expired))) {
      // Another editor took it meanwhile.
      const [again] = await this.repo.findVisible(v, [playlistId]);
      if (again) this.access.assertNotLocked(again, v);
    }
    return { locked: false, userName: null };
  }

  async unlock(auth: AuthContext, playlistId: number) {
    const v = await this.access.viewer(auth);
    await this.access.resolve(v, [playlistId]);
    await this.repo.releaseLock(playlistId, v.userId);
    return this.status(auth, playlistId);
  }
}
