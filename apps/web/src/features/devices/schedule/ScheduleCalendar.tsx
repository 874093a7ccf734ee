import type { EventClickArg, EventInput, LocaleInput } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import svLocale from '@fullcalendar/core/locales/sv';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { entryOccurrences, formatWallTime, toWall } from '@signage/schedule';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEntryValue } from './entry.ts';

const LOCALES: Record<string, LocaleInput> = { es: esLocale, fr: frLocale, sv: svLocale };
const DAY_MS = 86_400_000;
/** Distinct, readable colours for playlists (white text on each reaches 4.5:1). */
const PALETTE = ['#1565c0', '#6a1b9a', '#2e7d32', '#ad1457', '#00695c', '#4527a0', '#c62828', '#37474f', '#5d4037', '#283593'];
export function playlistColor(playlistId: number): string {
  return PALETTE[Math.abs(playlistId) % PALETTE.length] as string;
}

/** Wall time of an instant in the zone, as FullCalendar reads it with timeZone 'UTC' ('YYYY-MM-DDTHH:mm'). */
function wallText(timeZone: string, instant: number): string {
  return formatWallTime(toWall(timeZone, instant));
}

/**
 * Week and month views of a schedule: each entry expanded to its occurrences (`@signage/schedule`,
 * evaluated in the device's time zone and shown in that zone's wall time).
 */
export function ScheduleCalendar({
  entries,
  timeZone,
  playlistName,
  onSlot,
  onEntry,
}: {
  entries: ScheduleEntryValue[];
  timeZone: string;
  playlistName: (id: number) => string;
  onSlot: (slot: { date: string; time?: string; allDay: boolean }) => void;
  onEntry: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [range, setRange] = useState<{ start: number; end: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // FullCalendar's toolbar icons are decorative (the buttons carry the names): hide them from assistive tech.
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const fix = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const events = useMemo<EventInput[]>(() => {
    if (!range) return [];
    // The visible range is wall time; widen by a day each side to cover every zone offset.
    const from = new Date(range.start - DAY_MS);
    const to = new Date(range.end + DAY_MS);
    const out: EventInput[] = [];
    entries.forEach((entry, index) => {
      let occurrences: { start: Date; end: Date }[] = [];
      try {
        occurrences = entryOccurrences(entry, timeZone, from, to);
      } catch {
        occurrences = [];
      }
      for (const [n, o] of occurrences.entries()) {
        const start = wallText(timeZone, o.start.getTime());
        const end = wallText(timeZone, o.end.getTime());
        out.push({
          id: `${index}-${n}`,
          title: t('devices.schedule.eventTitle', { name: playlistName(entry.playlistId), n: index + 1 }),
          start: entry.allDay ? start.slice(0, 10) : start,
          end: entry.allDay ? end.slice(0, 10) : end,
          allDay: entry.allDay,
          backgroundColor: playlistColor(entry.playlistId),
          borderColor: playlistColor(entry.playlistId),
          textColor: '#fff',
          extendedProps: { index },
        });
      }
    });
    return out;
  }, [entries, range, timeZone, playlistName, t]);

  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <Box
      ref={box}
      data-testid="schedule-calendar"
      sx={{
        '--fc-border-color': theme.palette.divider,
        '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.06),
        '--fc-page-bg-color': theme.palette.background.paper,
        '--fc-neutral-bg-color': theme.palette.action.hover,
        '--fc-button-bg-color': theme.palette.primary.main,
        '--fc-button-border-color': theme.palette.primary.main,
        '--fc-button-hover-bg-color': theme.palette.primary.dark,
        '--fc-button-hover-border-color': theme.palette.primary.dark,
        '--fc-button-active-bg-color': theme.palette.primary.dark,
        '--fc-button-active-border-color': theme.palette.primary.dark,
        '--fc-now-indicator-color': theme.palette.error.main,
        '& .fc': { fontFamily: theme.typography.fontFamily, fontSize: '0.875rem' },
        '& .fc .fc-toolbar-title': { fontSize: '1.1rem', fontWeight: 600 },
        '& .fc .fc-button': { textTransform: 'none', fontSize: '0.875rem' },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': { color: theme.palette.text.primary },
        '& .fc .fc-timegrid-slot-label-cushion, & .fc .fc-timegrid-axis-cushion': { color: theme.palette.text.secondary },
        '& .fc .fc-event': { cursor: 'pointer' },
        '& .fc-theme-standard td, & .fc-theme-standard th': { borderColor: theme.palette.divider },
        '& .fc .fc-toolbar.fc-header-toolbar': { flexWrap: 'wrap', gap: 1 },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: phone ? 'timeGridDay,dayGridMonth' : 'timeGridWeek,dayGridMonth',
        }}
        timeZone="UTC"
        now={wallText(timeZone, Date.now())}
        nowIndicator
        firstDay={1}
        locale={LOCALES[lang] ?? 'en'}
        height="auto"
        slotDuration="01:00:00"
        allDayText={t('devices.schedule.allDay')}
        events={events}
        datesSet={(arg) => setRange({ start: arg.start.getTime(), end: arg.end.getTime() })}
        dateClick={(arg: DateClickArg) =>
          onSlot({ date: arg.dateStr.slice(0, 10), time: arg.allDay ? undefined : arg.dateStr.slice(11, 16), allDay: arg.allDay })
        }
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onEntry(arg.event.extendedProps.index as number);
        }}
        eventDidMount={(arg) => {
          // Occurrences are reachable by keyboard (their text, time and title, names them).
          arg.el.setAttribute('tabindex', '0');
          arg.el.setAttribute('role', 'button');
          arg.el.addEventListener('keydown', (e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onEntry(arg.event.extendedProps.index as number);
            }
          });
        }}
      />
    </Box>
  );
}
