import { type ResolverInput, type ScheduleEntry, timeline } from '@signage/schedule';
import type { DeviceTimeline, ScheduleResponse } from '@signage/shared';
import type { AppContext } from '../../core/context.ts';
import type { ScreensRepository } from './screens.repository.ts';

/** How device and group schedules read in the CMS: entries with playlist names, timelines of the shared resolver. */
export class ScheduleViews {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ScreensRepository,
  ) {}

  async scheduleOf(schedule: ScheduleEntry[], playNow: { playlistId: number; since: string } | null, timeZone?: string) {
    const names = await this.repo.playlistInfo([...schedule.map((e) => e.playlistId), ...(playNow ? [playNow.playlistId] : [])]);
    const playlists: ScheduleResponse['playlists'] = {};
    for (const [id, info] of names) playlists[String(id)] = info;
    return {
      schedule,
      playNow: playNow ? { ...playNow, playlistName: names.get(playNow.playlistId)?.name ?? null } : null,
      playlists,
      ...(timeZone ? { timeZone } : {}),
    };
  }

  /** The labelled spans of a resolver input, with playlist names (device and group timelines). */
  async timelineOf(input: ResolverInput, days: number, from?: string): Promise<DeviceTimeline> {
    const start = from ? new Date(from) : this.ctx.now();
    const end = new Date(start.getTime() + days * 86_400_000);
    const spans = timeline(input, start, end);
    const names = await this.repo.playlistInfo(spans.map((s) => s.playlistId).filter((id): id is number => id !== null));
    return {
      timeZone: input.timeZone,
      from: start.toISOString(),
      to: end.toISOString(),
      spans: spans.map((s) => ({
        start: s.start,
        end: s.end,
        playlistId: s.playlistId,
        playlistName: s.playlistId ? (names.get(s.playlistId)?.name ?? null) : null,
        source: s.source as Record<string, unknown>,
      })),
    };
  }
}
