import { type ResolverInput, type ScheduleEntry, timeline } from '@signage/schedule';
import type { DeviceTimeline, ScheduleResponse } from '@signage/shared';
import type { AppContext } from '../../core/context.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { ScreensRepository } from './screens.repository.ts';

/** How device and group schedules read in the CMS: entries with playlist names, timelines of the shared resolver. */
export class ScheduleViews {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ScreensRepository,
    private readonly tree: OrganizationTree,
  ) {}

  /** Names of these playlists as `organizationId` (the device's or group's) may see them. */
  private async names(organizationId: number, ids: number[]) {
    const info = await this.repo.playlistInfo(ids, await this.tree.chainsOf([organizationId]));
    return { get: (id: number) => info.get(id, organizationId) };
  }

  async scheduleOf(
    organizationId: number,
    schedule: ScheduleEntry[],
    playNow: { playlistId: number; since: string } | null,
    timeZone?: string,
  ) {
    const ids = [...new Set([...schedule.map((e) => e.playlistId), ...(playNow ? [playNow.playlistId] : [])])];
    const names = await this.names(organizationId, ids);
    const playlists: ScheduleResponse['playlists'] = {};
    for (const id of ids) {
      const info = names.get(id);
      if (info) playlists[String(id)] = info;
    }
    return {
      schedule,
      playNow: playNow ? { ...playNow, playlistName: names.get(playNow.playlistId)?.name ?? null } : null,
      playlists,
      ...(timeZone ? { timeZone } : {}),
    };
  }

  /** The labelled spans of a resolver input, with playlist names (device and group timelines). */
  async timelineOf(organizationId: number, input: ResolverInput, days: number, from?: string): Promise<DeviceTimeline> {
    const start = from ? new Date(from) : this.ctx.now();
    const end = new Date(start.getTime() + days * 86_400_000);
    const spans = timeline(input, start, end);
    const names = await this.names(
      organizationId,
      spans.map((s) => s.playlistId).filter((id): id is number => id !== null),
    );
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
