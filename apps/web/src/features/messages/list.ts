import type { MessageSummary } from '@signage/shared';

/** The list's filters: every message, or one state (active first: what the screens show now). */
export const MESSAGE_FILTERS = ['all', 'active', 'scheduled', 'ended'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** Order within the list: active first, then scheduled (soonest first), then ended (latest first). */
const RANK: Record<MessageSummary['state'], number> = { active: 0, scheduled: 1, ended: 2 };

export function filterMessages(messages: readonly MessageSummary[], filter: MessageFilter): MessageSummary[] {
  const shown = filter === 'all' ? [...messages] : messages.filter((m) => m.state === filter);
  return shown.sort((a, b) => {
    if (a.state !== b.state) return RANK[a.state] - RANK[b.state];
    const diff = Date.parse(a.startsAt) - Date.parse(b.startsAt);
    return a.state === 'scheduled' ? diff : -diff;
  });
}

type TFn = (key: string, options?: Record<string, unknown>) => string;

const format = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string, locale: string) => format(locale).format(new Date(iso));

/** "From 3 May, 10:00 until stopped", "3 May, 10:00 – 4 May, 18:00", "Stopped 3 May, 11:20". */
export function whenText(m: Pick<MessageSummary, 'startsAt' | 'endsAt' | 'stoppedAt' | 'state'>, locale: string, t: TFn): string {
  if (m.stoppedAt) return t('messages.when.stopped', { start: at(m.startsAt, locale), stopped: at(m.stoppedAt, locale) });
  if (!m.endsAt) return t('messages.when.untilStopped', { start: at(m.startsAt, locale) });
  // One date for a window within a day: "3 May 2025, 10:00 – 18:00".
  return t('messages.when.range', { range: format(locale).formatRange(new Date(m.startsAt), new Date(m.endsAt)) });
}
