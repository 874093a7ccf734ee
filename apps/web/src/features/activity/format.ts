import type { ActivityItem, Locale, Role } from '@signage/shared';
import { formatWall } from '../../components/validity.ts';
import type { TFunction } from 'i18next';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now"… in the interface language. */
export function relativeTime(at: Date, now: Date, locale: Locale): string {
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 45) return format.format(0, 'second');
  for (const [unit, size] of UNITS) if (abs >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(Math.sign(seconds) || -1, 'minute');
}

/** "26 Nov 2026, 16:12" in the interface language (the browser's time zone). */
export function absoluteTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/** Up to two initials of a name ("Ana María López" → "AL"); "?" without one. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const first = [...(words[0] as string)][0] ?? '';
  const last = words.length > 1 ? ([...(words[words.length - 1] as string)][0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** Dark enough for white initials (contrast ≥ 4.5:1 on each). */
const AVATAR_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ad1457', '#00695c', '#4e342e', '#37474f', '#c62828'];

export function avatarColour(key: number | null): string {
  return key === null ? '#546e7a' : (AVATAR_COLOURS[Math.abs(key) % AVATAR_COLOURS.length] as string);
}

/** The translation key of an action's summary (`.` becomes `_`). */
export const actionKey = (action: string) => `activity.actions.${action.replaceAll('.', '_')}`;

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The number a plural summary counts (items of a bulk action, credits added). */
export function countOf(item: ActivityItem): number {
  return num(item.details.count) ?? num(item.details.numberOfCredits) ?? 1;
}

/** Values the summaries interpolate besides the people and objects (roles, translated). */
export function summaryValues(item: ActivityItem, t: TFunction, locale: Locale): Record<string, string | number> {
  // Role names are capitalized as labels; inside a sentence they are not.
  const role = (v: unknown) => (str(v) ? t(`roles.${str(v) as Role}`).toLocaleLowerCase(locale) : '');
  return {
    count: countOf(item),
    role: role(item.details.role),
    from: role(item.details.from),
    to: role(item.details.to),
    action: item.action,
  };
}

function bytes(n: number, locale: Locale): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = n;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit ? 1 : 0,
  }).format(value);
}

/**
 * A plain-text line under the summary with what the entry adds (the new name, the version, the tags…):
 * user-given text is shown here as text, never inside a translation with markup.
 */
export function detailLine(item: ActivityItem, t: TFunction, locale: Locale): string | null {
  const d = item.details;
  const parts: string[] = [];
  switch (item.action) {
    case 'media.rename':
    case 'template.rename':
    case 'media.folder.rename':
      if (str(d.from) && str(d.to)) parts.push(t('activity.details.rename', { from: d.from, to: d.to }));
      break;
    case 'playlist.publish':
      if (num(d.version) !== null) parts.push(t('activity.details.version', { version: d.version }));
      break;
    case 'playlist.approval.approve':
    case 'playlist.approval.reject':
      if (num(d.version) !== null) parts.push(t('activity.details.version', { version: d.version }));
      if (str(d.comment)) parts.push(`“${d.comment}”`);
      break;
    case 'organization.approval_setting':
      if (typeof d.required === 'boolean') parts.push(t(d.required ? 'activity.details.approvalOn' : 'activity.details.approvalOff'));
      break;
    case 'playlist.aspect':
    case 'playlist.update':
      if (str(d.aspect)) parts.push(t('activity.details.aspect', { aspect: d.aspect }));
      break;
    case 'media.upload':
      if (str(d.mimeType)) parts.push(String(d.mimeType));
      if (num(d.sizeBytes) !== null) parts.push(bytes(d.sizeBytes as number, locale));
      break;
    case 'media.tags':
      parts.push(
        list(d.tags)
          .map((tag) => `#${tag}`)
          .join(' '),
      );
      break;
    case 'media.remove':
    case 'user.deleted_data_transferred':
    case 'user.deleted_with_data':
      parts.push(list(d.names).join(', '));
      break;
    case 'device.assign':
      if (d.mode === 'playNow') parts.push(t('activity.details.playNow'));
      if (d.mode === 'schedule') parts.push(t('activity.details.scheduled'));
      break;
    case 'device.interactive':
      if (typeof d.interactive === 'boolean')
        parts.push(t(d.interactive ? 'activity.details.interactiveOn' : 'activity.details.interactiveOff'));
      break;
    case 'device.schedule.update':
    case 'device.schedule.remove':
    case 'device.schedule.clear':
    case 'group.assign':
    case 'group.schedule.update':
    case 'group.schedule.remove':
      if (num(d.entries) !== null) parts.push(t('activity.details.entries', { count: d.entries as number }));
      break;
    case 'device.sleepHours':
    case 'group.sleepHours':
      if (d.cleared === true) parts.push(t('activity.details.sleepCleared'));
      else if (num(d.rules) !== null)
        parts.push(t('activity.details.sleepPeriods', { count: d.rules as number, exceptions: num(d.exceptions) ?? 0 }));
      break;
    case 'device.tags':
      if (list(d.added).length)
        parts.push(
          t('activity.details.tagsAdded', {
            tags: list(d.added)
              .map((x) => `#${x}`)
              .join(' '),
          }),
        );
      if (list(d.removed).length)
        parts.push(
          t('activity.details.tagsRemoved', {
            tags: list(d.removed)
              .map((x) => `#${x}`)
              .join(' '),
          }),
        );
      break;
    case 'group.dynamic.create':
    case 'group.dynamic.update':
      if (list(d.tags).length)
        parts.push(
          t(d.match === 'all' ? 'activity.details.ruleAll' : 'activity.details.ruleAny', {
            tags: list(d.tags)
              .map((x) => `#${x}`)
              .join(' '),
          }),
        );
      break;
    case 'group.create':
      if (num(d.devices)) parts.push(t('activity.details.withScreens', { count: d.devices as number }));
      break;
    case 'media.folder.remove':
      if (d.withContents === true) parts.push(t('activity.details.withContents'));
      break;
    case 'playlist.slide.duration':
    case 'playlist.slide.durationAll':
      if (num(d.duration) !== null)
        parts.push(t('activity.details.duration', { seconds: new Intl.NumberFormat(locale).format(d.duration as number) }));
      break;
    case 'playlist.validity':
    case 'playlist.slide.validity':
    case 'playlist.expiring':
      if (num(d.slideNumber) !== null) parts.push(t('activity.details.slideNumber', { n: (d.slideNumber as number) + 1 }));
      if (str(d.showFrom)) parts.push(t('activity.details.showFrom', { when: formatWall(d.showFrom as string, locale) }));
      if (str(d.showUntil)) parts.push(t('activity.details.showUntil', { when: formatWall(d.showUntil as string, locale) }));
      if (item.action !== 'playlist.expiring' && !str(d.showFrom) && !str(d.showUntil)) parts.push(t('activity.details.noWindow'));
      break;
    case 'playlist.slide.animation':
      if (d.applyToAll === true) parts.push(t('activity.details.allSlides'));
      break;
    case 'playlist.copyToStock':
    case 'media.copyToStock':
    case 'template.copyToStock':
      if (num(d.organizationCount)) parts.push(t('activity.details.organizations', { count: d.organizationCount as number }));
      break;
    case 'organization.collation':
      if (str(d.domain)) parts.push(t('activity.details.domain', { domain: d.domain }));
      if (typeof d.collate === 'boolean') parts.push(t(d.collate ? 'activity.details.collationOn' : 'activity.details.collationOff'));
      break;
    case 'organization.screen_health':
      if (typeof d.enabled === 'boolean')
        parts.push(t(d.enabled ? 'activity.details.notificationsOn' : 'activity.details.notificationsOff'));
      if (d.enabled === true && num(d.thresholdMinutes) !== null)
        parts.push(t('activity.details.afterMinutes', { count: d.thresholdMinutes as number }));
      break;
    case 'organization.website_title':
      if (str(d.title)) parts.push(`“${d.title}”`);
      break;
    case 'organization.theme_reset':
      parts.push(list(d.properties).join(', '));
      break;
    case 'licence.demo_extended':
      if (str(d.validityExpiresAt))
        parts.push(
          t('activity.details.validUntil', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(d.validityExpiresAt as string)),
          }),
        );
      break;
    case 'licence.pricing_updated':
      if (str(d.item) && num(d.valueCents) !== null)
        parts.push(
          t('activity.details.price', {
            item: d.item,
            value: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
              (d.valueCents as number) / 100,
            ),
          }),
        );
      break;
    default:
      break;
  }
  const line = parts.filter(Boolean).join(' · ');
  return line || null;
}
