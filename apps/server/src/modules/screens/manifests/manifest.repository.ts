import { and, desc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { devices, media, organizations, playlistSnapshots, playlists, slides } from '../../../db/schema/index.ts';
import { anyInt } from '../../../lib/sql-helpers.ts';

/** What manifests are built from (device rows, published snapshots, media, organizations) and the versions stored. */
export class ManifestRepository {
  constructor(private readonly db: Db) {}

  /** What the manifests of a batch of devices need from their rows, in one query. */
  devices(ids: number[]) {
    return this.db
      .select({
        id: devices.id,
        organizationId: devices.organizationId,
        groupId: devices.groupId,
        rotation: devices.rotation,
        interactive: devices.interactive,
        timeZone: devices.timeZone,
        active: devices.active,
        playNow: devices.playNow,
        schedule: devices.schedule,
        manifestVersion: devices.manifestVersion,
        tags: devices.tags,
        sleepHours: devices.sleepHours,
      })
      .from(devices)
      .where(anyInt(devices.id, ids));
  }

  /** The latest published snapshot of each of these playlists. */
  latestSnapshots(playlistIds: number[]) {
    return this.db
      .selectDistinctOn([playlistSnapshots.playlistId])
      .from(playlistSnapshots)
      .where(inArray(playlistSnapshots.playlistId, playlistIds))
      .orderBy(playlistSnapshots.playlistId, desc(playlistSnapshots.version));
  }

  /**
   * The live validity windows of these playlists and of their slides that have one (docs/playlists.md:
   * windows take effect without republishing, so they are read beside the snapshot).
   */
  async windows(playlistIds: number[]) {
    const [own, slideRows] = await Promise.all([
      this.db
        .select({ id: playlists.id, showFrom: playlists.showFrom, showUntil: playlists.showUntil })
        .from(playlists)
        .where(and(inArray(playlists.id, playlistIds), or(isNotNull(playlists.showFrom), isNotNull(playlists.showUntil)))),
      this.db
        .select({ id: slides.id, showFrom: slides.showFrom, showUntil: slides.showUntil })
        .from(slides)
        .where(and(inArray(slides.playlistId, playlistIds), or(isNotNull(slides.showFrom), isNotNull(slides.showUntil)))),
    ]);
    return {
      playlists: new Map(own.map((r) => [r.id, { showFrom: r.showFrom, showUntil: r.showUntil }])),
      slides: new Map(slideRows.map((r) => [r.id, { showFrom: r.showFrom, showUntil: r.showUntil }])),
    };
  }

  mediaFiles(ids: number[]) {
    return this.db
      .select({ id: media.id, sha256: media.sha256, sizeBytes: media.sizeBytes, mimeType: media.mimeType })
      .from(media)
      .where(inArray(media.id, ids));
  }

  async organization(id: number) {
    const [row] = await this.db.select().from(organizations).where(eq(organizations.id, id));
    return row ?? null;
  }

  /**
   * Stores the devices' current versions (the CMS's delivery receipt compares against them): one
   * statement per distinct version (devices sharing a manifest share it), up to 5,000 devices each.
   */
  async writeVersions(changes: Array<{ id: number; version: string }>) {
    const byVersion = new Map<string, number[]>();
    for (const c of changes) {
      const ids = byVersion.get(c.version) ?? [];
      ids.push(c.id);
      byVersion.set(c.version, ids);
    }
    for (const [version, ids] of byVersion) {
      for (let i = 0; i < ids.length; i += 5000) {
        const part = ids.slice(i, i + 5000);
        // The ids as one array parameter (not thousands); rows that already hold the version are left
        // alone (no dead row versions for nothing).
        await this.db
          .update(devices)
          .set({ manifestVersion: version })
          .where(and(anyInt(devices.id, part), or(isNull(devices.manifestVersion), ne(devices.manifestVersion, version))));
      }
    }
  }
}
