import type { AppContext, AuthContext } from '../../core/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Playlist } from '../../db/schema/index.ts';
import { faultPause } from '../../lib/fault-pause.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { ApprovalService } from './approval.service.ts';
import type { PlaylistAccess } from './playlist-access.ts';
import type { PlaylistsRepository } from './playlists.repository.ts';
import type { SlidesRepository } from './slides.repository.ts';

/**
 * Publishing (spec 4, design brief 4/6): publishing freezes an immutable snapshot of the playlist and
 * its slides (version + 1) that screens play; any change to what plays (slides, durations, animation,
 * aspect, overlay) makes the playlist unpublished again until the next publish.
 */
export class PublishingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: PlaylistAccess,
    private readonly playlists: PlaylistsRepository,
    private readonly slides: SlidesRepository,
    private readonly approval?: ApprovalService,
  ) {}

  async publish(auth: AuthContext, playlistId: number, meta: RequestMeta) {
    const v = await this.access.viewer(auth);
    const row = await this.access.editable(v, playlistId, 'playlist');
    // Approval before publishing: staff and content creators submit instead; screens keep the approved version.
    if (this.approval && (await this.approval.mustSubmit(auth, row.p))) return this.approval.submit(auth, row.p, meta);
    const now = this.ctx.now();
    const version = await this.ctx.db.transaction(async (tx) => {
      const cur = await this.playlists.lockForChange(playlistId, tx);
      const list = await this.slides.ofPlaylist(playlistId, tx);
      const next = cur.publishedVersion + 1;
      await this.playlists.insertSnapshot(
        {
          playlistId: cur.id,
          version: next,
          name: cur.name,
          aspect: cur.aspect,
          overlay: cur.overlay,
          slideAnimation: cur.slideAnimation,
          slides: list.map((s) => ({ id: s.id, position: s.position, duration: s.duration, slideData: s.slideData })),
        },
        now,
        v.userId,
        tx,
      );
      await faultPause(this.ctx.config, 'publish.snapshot');
      await this.playlists.update(playlistId, { isPublished: true, publishedVersion: next, publishedAt: now }, tx);
      return next;
    });
    await this.ctx.audit.byCaller(auth, {
      action: 'playlist.publish',
      objectType: 'playlist',
      objectId: row.p.id,
      details: { version },
      ip: meta.ip,
    });
    this.ctx.webhooks?.emit(row.p.organizationId, 'playlist.published', `${playlistId}:${version}`, {
      playlistId,
      name: row.p.name,
      version,
      publishedAt: now.toISOString(),
    });
    // Screens that play it (directly or through groups) get the new snapshot.
    await this.ctx.screens?.playlistsChanged([playlistId]);
    return { playlistId, version, publishedAt: now.toISOString() };
  }

  /** The latest published snapshot (what screens play), or null. */
  latestSnapshot(playlistId: number) {
    return this.playlists.latestSnapshot(playlistId);
  }

  /** The one rule every change to what plays goes through: the playlist is no longer published. */
  async changed(id: number, tx: DbOrTx, extra: Partial<Playlist> = {}) {
    await this.playlists.update(id, { ...extra, isPublished: false, updatedAt: this.ctx.now() }, tx);
    await this.approval?.withdrawOnChange(id, tx);
  }
}
