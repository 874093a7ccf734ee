import type { AlertSummary } from '@signage/shared';

/** What an alert's chip says: on screens now, never broadcast yet, or broadcast and ended. */
export type ShownAlertState = 'active' | 'ready' | 'deactivated';

/**
 * The server's state is `active` or `deactivated`; a saved alert that never ran is `deactivated` there, but
 * calling it "Deactivated" says something happened that did not. It has no activation, so it is "ready".
 */
export function shownAlertState(alert: Pick<AlertSummary, 'state' | 'lastActivation'>): ShownAlertState {
  if (alert.state === 'active') return 'active';
  return alert.lastActivation ? 'deactivated' : 'ready';
}
