import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TimelineSlideWindow, TimelineSpan } from '@signage/shared';
import { formatWallTime, toWall } from '@signage/schedule';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { useLocale } from '../../state/locale.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { LIVE_REFRESH_MS } from './hooks.ts';
import { playlistColor } from './schedule/ScheduleCalendar.tsx';
import { formatWall } from '../../components/validity.ts';

type TFn = (key: string, options?: Record<string, unknown>) => string;
const DAY_MS = 86_400_000;

/** Why a span plays (the resolver's source, docs/screens.md). */
export function sourceLabel(source: Record<string, unknown>, t: TFn): string {
  const n = typeof source.entryIndex === 'number' ? source.entryIndex + 1 : 0;
  const group = String(source.groupName ?? '');
  switch (source.kind) {
    case 'alert':
      return t('devices.timeline.alert');
    case 'devicePlayNow':
      return t('devices.timeline.playNow');
    case 'deviceSchedule':
      return t('devices.timeline.deviceSchedule', { n });
    case 'groupPlayNow':
      return t('devices.timeline.groupPlayNow', { group });
    case 'groupSchedule':
      return t('devices.timeline.groupSchedule', { group, n });
    case 'sleep':
      return t('devices.sleep.timeline');
    default:
      return t('devices.timeline.idle');
  }
}

function wall(timeZone: string, iso: string): string {
  return formatWallTime(toWall(timeZone, new Date(iso).getTime()));
}

export type TimelineTarget = { kind: 'device'; deviceKey: string } | { kind: 'group'; groupId: number; timeZone: string };

/** "What plays when, and why": the next 7 days of /device/timeline (or /group/timeline) as day bars and a labelled list. */
export function Timeline({ target }: { target: TimelineTarget }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeline = useQuery({
    queryKey: target.kind === 'device' ? deviceKeys.timeline(target.deviceKey) : deviceKeys.groupTimeline(target.groupId, target.timeZone),
    queryFn: () =>
      target.kind === 'device'
        ? devicesApi.timeline({ deviceKey: target.deviceKey, days: 7 })
        : devicesApi.groups.timeline({ groupId: target.groupId, timeZone: target.timeZone, days: 7 }),
    refetchInterval: LIVE_REFRESH_MS * 6,
  });
  if (timeline.isPending) return <Skeleton variant="rounded" height={200} />;
  if (timeline.error) return <FormAlert error={toApiError(timeline.error)} />;
  const { spans, timeZone } = timeline.data;
  const dayFmt = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const timeFmt = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  // Day rows in the device's wall time.
  const first = spans[0] ? wall(timeZone, spans[0].start).slice(0, 10) : null;
  const days: string[] = [];
  if (first) {
    const base = Date.parse(`${first}T00:00:00Z`);
    for (let i = 0; i < 8; i++) days.push(new Date(base + i * DAY_MS).toISOString().slice(0, 10));
  }
  const wallMs = (iso: string) => Date.parse(`${wall(timeZone, iso)}:00Z`);
  const label = (s: TimelineSpan) =>
    s.source.kind === 'sleep'
      ? t('devices.sleep.timeline')
      : `${s.playlistName ?? (s.playlistId ? t('devices.playlistNumber', { id: s.playlistId }) : t('devices.idle'))}`;
  // Asleep stretches: a dark bar (the display is off), never a playlist's colour.
  const barColor = (s: TimelineSpan) =>
    s.source.kind === 'sleep' ? 'grey.800' : s.playlistId === null ? null : playlistColor(s.playlistId);

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="timeline">
      <Typography variant="body2" color="text.secondary">
        {t('devices.schedule.inZone', { timeZone })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.5 }} aria-hidden>
        {days.slice(0, 7).map((day) => {
          const dayStart = Date.parse(`${day}T00:00:00Z`);
          const dayEnd = dayStart + DAY_MS;
          return (
            <Box key={day} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="caption" sx={{ width: 80, flexShrink: 0 }}>
                {dayFmt.format(new Date(dayStart))}
              </Typography>
              <Box sx={{ position: 'relative', flex: 1, height: 18, bgcolor: 'action.hover', borderRadius: 0.5, overflow: 'hidden' }}>
                {spans.map((s) => {
                  const a = Math.max(wallMs(s.start), dayStart);
                  const b = Math.min(wallMs(s.end), dayEnd);
                  const color = barColor(s);
                  if (b <= a || color === null) return null;
                  return (
                    <Tooltip key={`${s.start}-${day}`} title={`${label(s)} — ${sourceLabel(s.source, t)}`}>
                      <Box
                        sx={{
                          position: 'absolute',
                          top: 0,
                          bottom: 0,
                          left: `${((a - dayStart) / DAY_MS) * 100}%`,
                          width: `${((b - a) / DAY_MS) * 100}%`,
                          bgcolor: color,
                        }}
                      />
                    </Tooltip>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
      <List dense disablePadding data-testid="timeline-spans">
        {spans.map((s) => (
          <ListItem key={s.start} divider disableGutters>
            <Box
              aria-hidden
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: barColor(s) ?? 'grey.400',
                mr: 1.5,
                flexShrink: 0,
              }}
            />
            <ListItemText
              primary={s.source.kind === 'idle' || s.source.kind === 'sleep' ? label(s) : `${label(s)} — ${sourceLabel(s.source, t)}`}
              secondary={
                <>
                  {`${timeFmt.format(new Date(wallMs(s.start)))} – ${timeFmt.format(new Date(wallMs(s.end)))}`}
                  {s.skipped ? (
                    <Box component="span" sx={{ display: 'block' }} data-testid="timeline-skipped">
                      {skippedText(s.skipped, t)}
                    </Box>
                  ) : null}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {timeline.data.slideWindows?.length ? (
        <Box data-testid="timeline-slide-windows">
          <Typography variant="subtitle2" component="h3">
            {t('devices.timeline.slidesTitle')}
          </Typography>
          <List dense disablePadding>
            {timeline.data.slideWindows.map((w) => (
              <ListItem key={`${w.playlistId}-${w.position}`} disableGutters>
                <ListItemText primary={slideWindowText(w, t, locale)} />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
    </Box>
  );
}

/** Why a playlist is passed over in a span (validity windows, docs/playlists.md). */
function skippedText(skipped: NonNullable<TimelineSpan['skipped']>, t: TFn): string {
  const name = skipped.playlistName ?? t('devices.playlistNumber', { id: skipped.playlistId });
  if (skipped.reason === 'notYet') return t('devices.timeline.skippedNotYet', { name });
  if (skipped.reason === 'expired') return t('devices.timeline.skippedExpired', { name });
  return t('devices.timeline.skippedNoSlides', { name });
}

/** One slide with a validity window: skipped until / since when, or showing until when. */
function slideWindowText(w: TimelineSlideWindow, t: TFn, locale: string): string {
  const name = w.playlistName ?? t('devices.playlistNumber', { id: w.playlistId });
  const n = w.position + 1;
  if (w.state === 'notYet') return t('devices.timeline.slideNotYet', { n, name, when: formatWall(w.showFrom, locale) });
  if (w.state === 'expired') return t('devices.timeline.slideExpired', { n, name, when: formatWall(w.showUntil, locale) });
  if (w.showUntil) return t('devices.timeline.slideShowing', { n, name, when: formatWall(w.showUntil, locale) });
  return t('devices.timeline.slideShowingOpen', { n, name, when: formatWall(w.showFrom, locale) });
}
