import Campaign from '@mui/icons-material/Campaign';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AlertSummary } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { fallbackMessage } from '../../api/client.ts';
import type { useAlertActions } from './useAlertActions.tsx';

export const alertEditPath = (alertId: number) => `/home/alerts/create?id=${alertId}`;

/** Broadcast now or deactivate (by state), edit, delete (only while deactivated: disabled with the reason otherwise). */
export function AlertActionButtons({ alert, actions }: { alert: AlertSummary; actions: ReturnType<typeof useAlertActions> }) {
  const { t } = useTranslation();
  const active = alert.state === 'active';
  const busy = actions.pending?.alert.id === alert.id;
  const deleteLabel = t('alerts.actions.removeNamed', { name: alert.name });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'nowrap' }}>
      {active ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PowerSettingsNew />}
          disabled={busy}
          onClick={() => actions.run('deactivate', alert)}
          aria-label={t('alerts.actions.deactivateNamed', { name: alert.name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('alerts.actions.deactivate')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="contained"
          color="error"
          startIcon={<Campaign />}
          disabled={busy}
          onClick={() => actions.run('broadcast', alert)}
          aria-label={t('alerts.actions.broadcastNamed', { name: alert.name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('alerts.actions.broadcast')}
        </Button>
      )}
      <Tooltip title={t('alerts.actions.edit')}>
        <IconButton component={RouterLink} to={alertEditPath(alert.id)} aria-label={t('alerts.actions.editNamed', { name: alert.name })}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={active ? fallbackMessage('ALERT_ACTIVE') : t('alerts.actions.remove')}>
        {/* A disabled button gets no pointer events: the span carries the tooltip. */}
        <span>
          <IconButton
            aria-label={deleteLabel}
            disabled={active || busy}
            onClick={() => actions.run('remove', alert)}
            sx={{ color: active ? undefined : 'error.main' }}
          >
            <DeleteOutline />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
