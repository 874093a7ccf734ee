import { type MESSAGE_POSITIONS, type MESSAGE_SPEEDS, type MESSAGE_STYLES, type MessageSummary, messageCreateBody } from '@signage/shared';
import { fallbackMessage } from '../../api/client.ts';
import { type Errors, schemaErrors, serverFieldErrors } from '../../components/validate.ts';
import { hasTargets, type TargetsForm, targetsFormOf, targetsInputOf } from '../alerts/index.ts';
import type { MessageCreate } from './api.ts';

export type MessageStyle = (typeof MESSAGE_STYLES)[number];
export type MessagePosition = (typeof MESSAGE_POSITIONS)[number];
export type MessageSpeed = (typeof MESSAGE_SPEEDS)[number];

/** The colours a new message starts with (the author picks their own). */
export const DEFAULT_MESSAGE_COLORS = { backgroundColor: '#212121', textColor: '#FFFFFF' } as const;

/**
 * What the message dialog edits. Start: now, or a local date and time; end: until stopped, or a local
 * date and time (`datetime-local` values in the browser's time zone, sent as ISO instants).
 */
export interface MessageForm {
  text: string;
  style: MessageStyle;
  position: MessagePosition;
  speed: MessageSpeed;
  backgroundColor: string;
  textColor: string;
  startMode: 'now' | 'at';
  startAt: string;
  endMode: 'stopped' | 'at';
  endAt: string;
  targets: TargetsForm;
}
export type MessageField = 'text' | 'style' | 'position' | 'speed' | 'backgroundColor' | 'textColor' | 'startsAt' | 'endsAt' | 'targets';
export type MessageErrors = Errors<MessageField>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone (minutes). */
export function toLocalInput(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (browser's time zone) as an ISO instant; null when it is not a date and time. */
export function fromLocalInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Reject impossible dates (31 April) instead of rolling them over.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.toISOString();
}

/** The next whole quarter of an hour after `now`, for a proposed start. */
function nextQuarter(now: Date): Date {
  const d = new Date(now);
  d.setSeconds(0, 0);
  d.setMinutes(Math.floor(d.getMinutes() / 15) * 15 + 15);
  return d;
}

export function newMessageForm(now: Date): MessageForm {
  const start = nextQuarter(now);
  return {
    text: '',
    style: 'ticker',
    position: 'bottom',
    speed: 'normal',
    ...DEFAULT_MESSAGE_COLORS,
    startMode: 'now',
    startAt: toLocalInput(start),
    endMode: 'stopped',
    endAt: toLocalInput(new Date(start.getTime() + 3600_000)),
    targets: { all: true, deviceKeys: [], groupIds: [] },
  };
}

/** The form of a saved message: its start kept as a date and time (an active message keeps the start it had). */
export function messageFormOf(message: MessageSummary, now: Date): MessageForm {
  const blank = newMessageForm(now);
  return {
    text: message.text,
    style: message.style,
    position: message.position,
    speed: message.speed,
    backgroundColor: message.backgroundColor.toUpperCase(),
    textColor: message.textColor.toUpperCase(),
    startMode: 'at',
    startAt: toLocalInput(message.startsAt),
    endMode: message.endsAt ? 'at' : 'stopped',
    endAt: message.endsAt ? toLocalInput(message.endsAt) : blank.endAt,
    targets: targetsFormOf(message.targets),
  };
}

/** The create/update fields. An unreadable date goes as '' so the contract's check names the field. */
export function messageRequestOf(form: MessageForm): Omit<MessageCreate, 'organizationId'> {
  return {
    text: form.text.trim(),
    style: form.style,
    position: form.position,
    speed: form.speed,
    backgroundColor: form.backgroundColor.toUpperCase(),
    textColor: form.textColor.toUpperCase(),
    startsAt: form.startMode === 'now' ? null : (fromLocalInput(form.startAt) ?? ''),
    endsAt: form.endMode === 'stopped' ? null : (fromLocalInput(form.endAt) ?? ''),
    targets: targetsInputOf(form.targets),
  };
}

const PATH_FIELDS: Record<string, MessageField> = {
  text: 'text',
  style: 'style',
  position: 'position',
  speed: 'speed',
  backgroundColor: 'backgroundColor',
  textColor: 'textColor',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  targets: 'targets',
};
const fieldOf = (path: readonly PropertyKey[]) => PATH_FIELDS[String(path[0] ?? '')];
const CODE_FIELDS: Partial<Record<string, MessageField>> = {
  MESSAGE_TIME_INVALID: 'endsAt',
  ALERT_TARGETS_REQUIRED: 'targets',
};

/** The shared contract's checks, plus: the end after the start (and after now), and at least one target. */
export function validateMessage(form: MessageForm, now: Date): MessageErrors {
  const request = messageRequestOf(form);
  const errors = schemaErrors(messageCreateBody, { sessionKey: '-', ...request }, fieldOf);
  if (form.endMode === 'at' && request.endsAt && !errors.startsAt) {
    const start = request.startsAt ? new Date(request.startsAt).getTime() : now.getTime();
    const end = new Date(request.endsAt).getTime();
    if (end <= start || end <= now.getTime()) errors.endsAt ??= fallbackMessage('MESSAGE_TIME_INVALID');
  }
  if (!hasTargets(form.targets)) errors.targets ??= fallbackMessage('ALERT_TARGETS_REQUIRED');
  return errors;
}

export function messageServerErrors(error: Parameters<typeof serverFieldErrors>[0]): MessageErrors {
  return serverFieldErrors(error, fieldOf, CODE_FIELDS);
}
