import Chip from '@mui/material/Chip';
import type { AlertSummary } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { shownAlertState } from './shownState.ts';

/** Live pages refresh every 10 s (spec part 9): a broadcast's end shows without a reload. */
export const ALERTS_REFRESH_MS = 10_000;

/** Active (on screens now), not broadcast yet, or deactivated (spec part 4; format.ts `shownAlertState`). */
export function AlertStateChip({ alert }: { alert: Pick<AlertSummary, 'state' | 'lastActivation'> }) {
  const { t } = useTranslation();
  const state = shownAlertState(alert);
  return (
    <Chip
      size="small"
      color={state === 'active' ? 'error' : 'default'}
      variant={state === 'active' ? 'filled' : 'outlined'}
      label={t(`alerts.state.${state}`)}
      data-state={state}
    />
  );
}
