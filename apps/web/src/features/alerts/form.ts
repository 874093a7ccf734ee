import {
  ALERT_DURATION_MAX_SECONDS,
  ALERT_DURATION_MIN_SECONDS,
  ALERT_TYPE_COLORS,
  type AlertMode,
  type AlertSummary,
  type AlertType,
  alertCreateBody,
} from '@signage/shared';
import { fallbackMessage } from '../../api/client.ts';
import { type Errors, schemaErrors, serverFieldErrors } from '../../components/validate.ts';
import type { AlertCreate } from './api.ts';
import { hasTargets, NO_TARGETS, type TargetsForm, targetsFormOf, targetsInputOf } from './targets.ts';

/** Units offered for a broadcast's duration (seconds each). */
export const DURATION_UNITS = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 } as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** Whole seconds of "value unit" (decimals allowed: 1.5 minutes = 90 s); null when it is not a positive number. */
export function durationToSeconds(value: string, unit: DurationUnit): number | null {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const seconds = Math.round(Number(text) * DURATION_UNITS[unit]);
  return seconds > 0 ? seconds : null;
}

/** The largest unit that states `seconds` exactly (90 → 90 seconds, 300 → 5 minutes, 7200 → 2 hours). */
export function durationFromSeconds(seconds: number): { value: string; unit: DurationUnit } {
  for (const unit of ['days', 'hours', 'minutes'] as const) {
    const size = DURATION_UNITS[unit];
    if (seconds >= size && seconds % size === 0) return { value: String(seconds / size), unit };
  }
  return { value: String(seconds), unit: 'seconds' };
}

/** "1 hr, 30 min" in the reader's language (Intl units; zero parts left out). */
export function formatDuration(seconds: number, locale: string): string {
  const parts: string[] = [];
  let rest = Math.max(0, Math.round(seconds));
  for (const [unit, size] of [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ] as const) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n));
  }
  if (parts.length === 0) parts.push(new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(0));
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}

export interface AlertAudio {
  mediaId: number;
  name: string;
  url: string;
}

/** What the alert page edits. Colours follow the type until the author changes one of them. */
export interface AlertForm {
  name: string;
  type: AlertType;
  description: string;
  instructions: string;
  mode: AlertMode;
  durationValue: string;
  durationUnit: DurationUnit;
  audio: AlertAudio | null;
  backgroundColor: string;
  textColor: string;
  /** The author chose colours of their own: a change of type no longer proposes the type's. */
  colorsChanged: boolean;
  targets: TargetsForm;
}

export type AlertField =
  | 'name'
  | 'type'
  | 'description'
  | 'instructions'
  | 'mode'
  | 'duration'
  | 'audio'
  | 'backgroundColor'
  | 'textColor'
  | 'targets';
export type AlertErrors = Errors<AlertField>;

export function newAlertForm(type: AlertType = 'custom'): AlertForm {
  return {
    name: '',
    type,
    description: '',
    instructions: '',
    mode: 'broadcast',
    durationValue: '5',
    durationUnit: 'minutes',
    audio: null,
    ...ALERT_TYPE_COLORS[type],
    colorsChanged: false,
    targets: { ...NO_TARGETS, all: true },
  };
}

const sameColor = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

export function isTypeColors(type: AlertType, backgroundColor: string, textColor: string): boolean {
  const d = ALERT_TYPE_COLORS[type];
  return sameColor(d.backgroundColor, backgroundColor) && sameColor(d.textColor, textColor);
}

/** The form of a saved alert (to edit it). */
export function alertFormOf(alert: AlertSummary): AlertForm {
  const duration = durationFromSeconds(alert.durationSeconds ?? 300);
  return {
    name: alert.name,
    type: alert.type,
    description: alert.description,
    instructions: alert.instructions,
    mode: alert.mode,
    durationValue: duration.value,
    durationUnit: duration.unit,
    audio: alert.audio ? { mediaId: alert.audio.mediaId, name: alert.audio.name, url: alert.audio.url } : null,
    backgroundColor: alert.backgroundColor.toUpperCase(),
    textColor: alert.textColor.toUpperCase(),
    colorsChanged: !isTypeColors(alert.type, alert.backgroundColor, alert.textColor),
    targets: targetsFormOf(alert.targets),
  };
}

/** A new type: its default colours too, unless the author has chosen colours of their own. */
export function withType(form: AlertForm, type: AlertType): AlertForm {
  return form.colorsChanged ? { ...form, type } : { ...form, type, ...ALERT_TYPE_COLORS[type] };
}

/** A colour the author picked: from now on the type's colours are not proposed any more (until reset). */
export function withColor(form: AlertForm, key: 'backgroundColor' | 'textColor', value: string): AlertForm {
  const next = { ...form, [key]: value };
  return { ...next, colorsChanged: !isTypeColors(form.type, next.backgroundColor, next.textColor) };
}

/** The create/update fields of the form (the caller adds `alertId` or `organizationId`). */
export function alertRequestOf(form: AlertForm): Omit<AlertCreate, 'organizationId'> {
  return {
    name: form.name.trim(),
    type: form.type,
    description: form.description.trim(),
    instructions: form.instructions.trim(),
    mode: form.mode,
    durationSeconds: form.mode === 'broadcast' ? durationToSeconds(form.durationValue, form.durationUnit) : null,
    audioMediaId: form.audio?.mediaId ?? null,
    backgroundColor: form.backgroundColor.toUpperCase(),
    textColor: form.textColor.toUpperCase(),
    targets: targetsInputOf(form.targets),
  };
}

const PATH_FIELDS: Record<string, AlertField> = {
  name: 'name',
  type: 'type',
  description: 'description',
  instructions: 'instructions',
  mode: 'mode',
  durationSeconds: 'duration',
  audioMediaId: 'audio',
  backgroundColor: 'backgroundColor',
  textColor: 'textColor',
  targets: 'targets',
};
const alertFieldOf = (path: readonly PropertyKey[]) => PATH_FIELDS[String(path[0] ?? '')];

/** Error codes the server answers about one field. */
const CODE_FIELDS: Partial<Record<string, AlertField>> = {
  ALERT_NAME_EXISTS: 'name',
  ALERT_DURATION_INVALID: 'duration',
  ALERT_AUDIO_INVALID: 'audio',
  ALERT_TARGETS_REQUIRED: 'targets',
};

/**
 * The checks of the shared contract (the server runs the same), plus what the schema leaves to the
 * server: a broadcast needs a duration within 5 s … 7 days, and at least one target.
 */
export function validateAlert(form: AlertForm): AlertErrors {
  const request = alertRequestOf(form);
  const errors = schemaErrors(alertCreateBody, { sessionKey: '-', ...request }, alertFieldOf);
  const seconds = request.durationSeconds;
  if (
    form.mode === 'broadcast' &&
    (seconds === null || seconds === undefined || seconds < ALERT_DURATION_MIN_SECONDS || seconds > ALERT_DURATION_MAX_SECONDS)
  )
    errors.duration ??= fallbackMessage('ALERT_DURATION_INVALID');
  if (!hasTargets(form.targets)) errors.targets ??= fallbackMessage('ALERT_TARGETS_REQUIRED');
  return errors;
}

/** A refused save's errors at their fields. */
export function alertServerErrors(error: Parameters<typeof serverFieldErrors>[0]): AlertErrors {
  return serverFieldErrors(error, alertFieldOf, CODE_FIELDS);
}
