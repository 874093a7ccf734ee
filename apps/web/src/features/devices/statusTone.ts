import type { DeviceStatus } from '@signage/shared';

/** The colours a status count may take: MUI palette names, 'default' being neutral grey. */
export type StatusTone = 'success' | 'error' | 'default';

/**
 * The colour of a screen-status count (dashboard chips, the screen page's figures). A colour says
 * something is true: red only when screens are offline, green only when screens are playing; a zero
 * is neutral, so "Offline 0" never reads as an alarm (docs/decisions.md "Colours and states say what is true").
 */
export function statusTone(status: DeviceStatus, count: number | undefined): StatusTone {
  if (!count || count <= 0) return 'default';
  if (status === 'offline') return 'error';
  if (status === 'active') return 'success';
  return 'default';
}

/** The same tone as a text colour for sx props. */
export function statusToneColor(tone: StatusTone): string {
  return tone === 'default' ? 'text.secondary' : `${tone}.main`;
}
