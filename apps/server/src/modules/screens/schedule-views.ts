import {
  asleepSpans,
  cutBySleep,
  hasWindow,
  type ResolverInput,
  type ScheduleEntry,
  type SleepHours,
  type Span,
  slideSkipsAt,
  timeline,
} from '@signage/schedule';
import type { DeviceTimeline, ScheduleResponse, TimelineSlideWindow } from '@signage/shared';
import { playlistIdsOf } from './devices.presenter.ts';
import type { AppContext } from '../../core/context.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import type { ScreensRepository } from './screens.repository.ts';

/** A resolver span whose source may also be `sleep` (inside the screen's sleep hours). */
type ViewSpan = Omit<Span, 'source'> & { source: { kind: string } & Record<string, unknown> };

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

  /**
   * The labelled spans of a resolver input, with playlist names (device and group timelines); the
   * stretches inside `sleepHours` are spans of their own (`source.kind` 'sleep', nothing plays).
   */
  async timelineOf(
    organizationId: number,
    input: ResolverInput,
    days: number,
    from?: string,
    sleepHours: SleepHours | null = null,
  ): Promise<DeviceTimeline> {
    const start = from ? new Date(from) : this.ctx.now();
    const end = new Date(start.getTime() + days * 86_400_000);
    const windows = await this.repo.validityWindows(playlistIdsOf(input));
    const sleep = asleepSpans(sleepHours, input.timeZone, start.getTime(), end.getTime());
    const resolved: ViewSpan[] = timeline({ ...input, windows }, start, end);
    const spans = cutBySleep(resolved, sleep, (a, b): ViewSpan => ({ start: a, end: b, playlistId: null, source: { kind: 'sleep' } }));
    const names = await this.names(organizationId, [
      ...spans.map((s) => s.playlistId).filter((id): id is number => id !== null),
      ...spans.map((s) => s.skipped?.playlistId).filter((id): id is number => id !== undefined),
    ]);
    const nameOf = (id: number) => names.get(id)?.name ?? null;
    // The slides with a window of the playlists that play or are passed over in this range.
    const shown = new Set(spans.flatMap((s) => [s.playlistId, s.skipped?.playlistId]).filter((id) => typeof id === 'number'));
    const slideWindows: TimelineSlideWindow[] = [];
    for (const id of shown) {
      const w = windows[String(id)];
      if (!w) continue;
      const states = slideSkipsAt(w, input.timeZone, start.getTime());
      w.slides.forEach((slide, position) => {
        if (!hasWindow(slide)) return;
        slideWindows.push({ playlistId: id, playlistName: nameOf(id), position, ...slide, state: states[position] ?? null });
      });
    }
    return {
      timeZone: input.timeZone,
      from: start.toISOString(),
      to: end.toISOString(),
      spans: spans.map((s) => ({
        start: s.start,
        end: s.end,
        playlistId: s.playlistId,
        playlistName: s.playlistId ? nameOf(s.playlistId) : null,
        source: s.source as Record<string, unknown>,
        ...(s.skipped ? { skipped: { ...s.skipped, playlistName: nameOf(s.skipped.playlistId) } } : {}),
      })),
      ...(slideWindows.length ? { slideWindows } : {}),
    };
  }
}
