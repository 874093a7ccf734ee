import type { AlertActivation, AlertSummary } from '@signage/shared';
import { formatDuration } from './form.ts';

type TFn = (key: string, options?: Record<string, unknown>) => string;

/** A date and time in the reader's language and time zone. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Who started or ended an activation: a user's name, "Integration X", or the end of a broadcast's duration. */
export function actorText(actor: AlertActivation['startedBy'] | null | undefined, t: TFn): string {
  if (!actor) return '—';
  if (actor.kind === 'duration') return t('alerts.actor.duration');
  if (actor.kind === 'integration') return t('alerts.actor.integration', { name: actor.name ?? '—' });
  return actor.name ?? t('alerts.actor.unknownUser');
}

/** "Broadcast · 5 min" or "Continuous". */
export function modeText(alert: Pick<AlertSummary, 'mode' | 'durationSeconds'>, locale: string, t: TFn): string {
  if (alert.mode === 'continuous') return t('alerts.mode.continuous');
  return t('alerts.mode.broadcastFor', { duration: formatDuration(alert.durationSeconds ?? 0, locale) });
}

/** "3 May 2025, 10:02 by Ada" for the list's last-triggered column; "Never" if it never ran. */
export function lastTriggeredText(activation: AlertActivation | null, locale: string, t: TFn): string {
  if (!activation) return t('alerts.list.never');
  return t('alerts.list.triggeredBy', { when: formatDateTime(activation.startedAt, locale), who: actorText(activation.startedBy, t) });
}

/** What a save tells the list it lands on (router state): done, and a broadcast that failed after the save. */
export interface SavedNotice {
  notice?: string;
  error?: string;
}
