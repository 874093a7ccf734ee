import { formatWallTime, parseWallTime, windowInstants } from '@signage/schedule';
import type { ExpiringContent } from '@signage/shared';
import { and, eq, gt, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext, AuthContext } from '../../core/context.ts';
import { organizations, playlists, slides } from '../../db/schema/index.ts';
import type { PlaylistAccess } from './playlist-access.ts';
import { visiblePlaylists } from './playlists.repository.ts';

/** How far ahead the dashboard and the activity log warn that content stops showing. */
export const EXPIRY_WARNING_DAYS = 3;
const DAY_MS = 86_400_000;
/** Wall times are compared as text first: no zone is more than 14 h ahead of UTC. */
const ZONE_SLACK_MS = 15 * 3_600_000;

type Row = {
  playlistId: number;
  playlistName: string;
  organizationId: number;
  timeZone: string;
  slideId: number | null;
  slideNumber: number | null;
  showUntil: string;
};

/**
 * Warnings before content stops showing (docs/playlists.md, "Validity windows"): a published
 * playlist, or a slide of one, whose "show until" falls within the next EXPIRY_WARNING_DAYS days.
 * "Show until" is read in the organization's time zone (screens may be elsewhere: a warning is a
 * reminder, the screen decides in its own zone). The dashboard lists them; the activity log gets one
 * entry per item and "show until" value (`expiry_warned_for`), from the screen-health check's run.
 */
export class ContentExpiryService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: PlaylistAccess,
  ) {}

  private async rows(where: SQL | undefined, pending: boolean): Promise<Row[]> {
    const now = this.ctx.now().getTime();
    const bound = formatWallTime(now + EXPIRY_WARNING_DAYS * DAY_MS + ZONE_SLACK_MS);
    const floor = formatWallTime(now - ZONE_SLACK_MS);
    const base = {
      playlistId: playlists.id,
      playlistName: playlists.name,
      organizationId: playlists.organizationId,
      timeZone: organizations.timeZone,
    };
    const published = and(eq(playlists.type, 'playlist'), gt(playlists.publishedVersion, 0));
    const own = await this.ctx.db
      .select({
        ...base,
        slideId: sql<number | null>`null`,
        slideNumber: sql<number | null>`null`,
        showUntil: sql<string>`${playlists.showUntil}`,
      })
      .from(playlists)
      .innerJoin(organizations, eq(organizations.id, playlists.organizationId))
      .where(
        and(
          published,
          where,
          isNotNull(playlists.showUntil),
          lte(playlists.showUntil, bound),
          pending
            ? or(sql`${playlists.expiryWarnedFor} is null`, sql`${playlists.expiryWarnedFor} <> ${playlists.showUntil}`)
            : gt(playlists.showUntil, floor),
        ),
      );
    const ofSlides = await this.ctx.db
      .select({ ...base, slideId: slides.id, slideNumber: slides.position, showUntil: sql<string>`${slides.showUntil}` })
      .from(slides)
      .innerJoin(playlists, eq(playlists.id, slides.playlistId))
      .innerJoin(organizations, eq(organizations.id, playlists.organizationId))
      .where(
        and(
          published,
          where,
          isNotNull(slides.showUntil),
          lte(slides.showUntil, bound),
          pending
            ? or(sql`${slides.expiryWarnedFor} is null`, sql`${slides.expiryWarnedFor} <> ${slides.showUntil}`)
            : gt(slides.showUntil, floor),
        ),
      );
    return [...own, ...ofSlides];
  }

  private expiresAt(r: Row): number {
    return windowInstants({ showFrom: null, showUntil: r.showUntil }, r.timeZone || 'UTC').until;
  }

  /** What the caller sees that stops showing within EXPIRY_WARNING_DAYS days, soonest first (the dashboard). */
  async expiring(auth: AuthContext): Promise<ExpiringContent> {
    const v = await this.access.viewer(auth);
    const now = this.ctx.now().getTime();
    const items = (await this.rows(visiblePlaylists(v), false))
      .map((r) => ({ r, at: this.expiresAt(r) }))
      .filter(({ at }) => at > now && at <= now + EXPIRY_WARNING_DAYS * DAY_MS)
      .sort((a, b) => a.at - b.at || a.r.playlistId - b.r.playlistId || (a.r.slideNumber ?? -1) - (b.r.slideNumber ?? -1));
    return {
      days: EXPIRY_WARNING_DAYS,
      items: items.slice(0, 50).map(({ r, at }) => ({
        playlistId: r.playlistId,
        playlistName: r.playlistName,
        slideNumber: r.slideNumber,
        showUntil: r.showUntil,
        expiresAt: new Date(at).toISOString(),
      })),
      totalCount: items.length,
    };
  }

  /**
   * One run: each item entering the warning period gets one activity entry (claimed with a
   * conditional update, so parallel instances never write two); items already past are marked
   * without an entry. Returns the entries written.
   */
  async check(): Promise<number> {
    const now = this.ctx.now().getTime();
    let written = 0;
    for (const r of await this.rows(undefined, true)) {
      if (Number.isNaN(parseWallTime(r.showUntil))) continue;
      const at = this.expiresAt(r);
      if (at > now + EXPIRY_WARNING_DAYS * DAY_MS) continue;
      const claimed =
        r.slideId === null
          ? await this.ctx.db
              .update(playlists)
              .set({ expiryWarnedFor: r.showUntil })
              .where(
                and(
                  eq(playlists.id, r.playlistId),
                  eq(playlists.showUntil, r.showUntil),
                  or(sql`${playlists.expiryWarnedFor} is null`, sql`${playlists.expiryWarnedFor} <> ${r.showUntil}`),
                ),
              )
              .returning({ id: playlists.id })
          : await this.ctx.db
              .update(slides)
              .set({ expiryWarnedFor: r.showUntil })
              .where(
                and(
                  eq(slides.id, r.slideId),
                  eq(slides.showUntil, r.showUntil),
                  or(sql`${slides.expiryWarnedFor} is null`, sql`${slides.expiryWarnedFor} <> ${r.showUntil}`),
                ),
              )
              .returning({ id: slides.id });
      if (claimed.length === 0 || at <= now) continue;
      await this.ctx.audit.record({
        organizationId: r.organizationId,
        actorUserId: null,
        action: 'playlist.expiring',
        objectType: 'playlist',
        objectId: r.playlistId,
        details: { slideNumber: r.slideNumber, showUntil: r.showUntil },
      });
      written++;
    }
    return written;
  }
}
