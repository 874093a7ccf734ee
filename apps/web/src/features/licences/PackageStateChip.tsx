import Chip from '@mui/material/Chip';
import type { PackageState } from '@signage/shared';
import { useTranslation } from 'react-i18next';

const COLOR: Record<PackageState, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  trial: 'info',
  demo: 'info',
  active: 'success',
  expiring_soon: 'warning',
  expired: 'error',
};

/** Package state (spec part 4): trial, demo, active, expiring soon, expired. */
export function PackageStateChip({ state, size = 'small' }: { state: PackageState; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return <Chip size={size} color={COLOR[state]} label={t(`licensing.states.${state}`)} data-testid="package-state" data-state={state} />;
}
