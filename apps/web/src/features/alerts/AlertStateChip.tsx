import Chip from '@mui/material/Chip';
import type { AlertState } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/** Live pages refresh every 10 s (spec part 9): a broadcast's end shows without a reload. */
export const ALERTS_REFRESH_MS = 10_000;

/** Active (on screens now) or deactivated (spec part 4). */
export function AlertStateChip({ state }: { state: AlertState }) {
  const { t } = useTranslation();
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
