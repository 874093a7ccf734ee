import type { AlertActivation } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { shownAlertState } from './shownState.ts';

const ran: AlertActivation = {
  id: 1,
  startedAt: '2026-05-01T10:00:00Z',
  endsAt: null,
  endedAt: '2026-05-01T10:05:00Z',
  startedBy: { kind: 'user', name: 'Ada' },
  endedBy: { kind: 'user', name: 'Ada' },
};

describe("an alert's shown state", () => {
  it('a saved alert that never ran is not "deactivated": it is ready, never broadcast', () => {
    expect(shownAlertState({ state: 'deactivated', lastActivation: null })).toBe('ready');
  });

  it('deactivated only once it was broadcast and ended; active while on screens', () => {
    expect(shownAlertState({ state: 'deactivated', lastActivation: ran })).toBe('deactivated');
    expect(shownAlertState({ state: 'active', lastActivation: { ...ran, endedAt: null, endedBy: null } })).toBe('active');
  });
});
