import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ALERT_RECEIPT_STATES, type AlertDetail, type AlertReceipt } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useLocale } from '../../state/locale.ts';
import { AlertActionButtons } from './AlertActionButtons.tsx';
import { AlertPreview } from './AlertPreview.tsx';
import { AlertTypeBadge } from './AlertTypeIcon.tsx';
import { ALERTS_REFRESH_MS, AlertStateChip } from './AlertStateChip.tsx';
import { alertsApi, alertsKeys } from './api.ts';
import { actorText, formatDateTime, modeText } from './format.ts';
import { targetsSummary } from './targets.ts';
import type { useAlertActions } from './useAlertActions.tsx';

const RECEIPT_COLORS: Record<AlertReceipt['state'], 'success' | 'default' | 'warning' | 'info'> = {
  shown: 'success',
  ended: 'default',
  offline: 'warning',
  waiting: 'info',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One alert (`?alert=ID` of the list): what it shows, where, its current activation, the receipts of
 * the targeted screens for the latest activation and the history of activations. Refreshed every
 * 10 s while open (spec part 9).
 */
export function AlertDetailDrawer({
  alertId,
  onClose,
  actions,
}: {
  alertId: number | null;
  onClose: () => void;
  actions: ReturnType<typeof useAlertActions>;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={alertId !== null}
      onClose={onClose}
      // Above the top bar (which sits above the side navigation), like the media detail panel.
      sx={{ zIndex: (th) => th.zIndex.modal }}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 520 } }, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } as object,
      }}
      data-testid="alert-detail"
    >
      {alertId !== null ? <DetailContent alertId={alertId} titleId={titleId} onClose={onClose} actions={actions} /> : null}
    </Drawer>
  );
}

function DetailContent({
  alertId,
  titleId,
  onClose,
  actions,
}: {
  alertId: number;
  titleId: string;
  onClose: () => void;
  actions: ReturnType<typeof useAlertActions>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = useQuery({
    queryKey: alertsKeys.detail(alertId),
    queryFn: () => alertsApi.info({ alertId }),
    refetchInterval: ALERTS_REFRESH_MS,
  });
  const alert = detail.data;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {alert ? <AlertTypeBadge type={alert.type} backgroundColor={alert.backgroundColor} textColor={alert.textColor} /> : null}
        <Typography variant="h2" id={titleId} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {alert?.name ?? t('alerts.detail.title')}
        </Typography>
        {alert ? <AlertStateChip alert={alert} /> : null}
        <IconButton onClick={onClose} aria-label={t('alerts.detail.close')} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        <FormAlert error={detail.error ? toApiError(detail.error) : null} />
        {!alert ? (
          detail.isPending ? (
            <Skeleton variant="rounded" height={320} />
          ) : null
        ) : (
          <>
            <AlertActionButtons alert={alert} actions={actions} />
            <CurrentActivation alert={alert} />
            <AlertPreview alert={alert} maxHeight={260} />
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label={t('alerts.fields.type')}>{t(`alerts.types.${alert.type}`)}</Fact>
              <Fact label={t('alerts.fields.mode')}>{modeText(alert, locale, t)}</Fact>
              <Fact label={t('alerts.fields.targets')}>{targetsSummary(alert.targets, t, 50)}</Fact>
              <Fact label={t('alerts.fields.audio')}>
                {alert.audio ? (
                  <Box component="span" sx={{ display: 'grid', gap: 0.5 }}>
                    <span>{alert.audio.name}</span>
                    <Box component="audio" controls preload="none" src={alert.audio.url} sx={{ width: '100%', maxWidth: 320 }}>
                      {alert.audio.name}
                    </Box>
                  </Box>
                ) : (
                  t('alerts.detail.noAudio')
                )}
              </Fact>
              <Fact label={t('alerts.detail.updated')}>{formatDateTime(alert.updatedAt, locale)}</Fact>
            </Box>
            <Divider />
            <Receipts alert={alert} />
            <Divider />
            <History alert={alert} />
            <Typography variant="caption" color="text.secondary" role="status">
              {t('alerts.detail.refreshed', { time: new Date(detail.dataUpdatedAt).toLocaleTimeString(locale) })}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}

function CurrentActivation({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = alert.state === 'active' ? alert.lastActivation : null;
  if (!now) return null;
  return (
    <Box
      role="status"
      sx={{ border: 1, borderColor: 'error.main', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
      data-testid="alert-current-activation"
    >
      <Typography variant="subtitle2" color="error.main" component="p">
        {t('alerts.detail.onAir')}
      </Typography>
      <Typography variant="body2">
        {t('alerts.detail.startedAtBy', { when: formatDateTime(now.startedAt, locale), who: actorText(now.startedBy, t) })}
      </Typography>
      <Typography variant="body2">
        {now.endsAt ? t('alerts.detail.endsAt', { when: formatDateTime(now.endsAt, locale) }) : t('alerts.detail.untilDeactivated')}
      </Typography>
    </Box>
  );
}

function Receipts({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const counts = ALERT_RECEIPT_STATES.map((state) => ({ state, count: alert.receipts.filter((r) => r.state === state).length }));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5 }}>
        {t('alerts.receipts.title')}
      </Typography>
      {!alert.lastActivation ? (
        <Typography variant="body2" color="text.secondary">
          {t('alerts.receipts.neverRan')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('alerts.receipts.of', { when: formatDateTime(alert.lastActivation.startedAt, locale) })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }} data-testid="receipt-counts">
            {counts.map(({ state, count }) => (
              <Chip
                key={state}
                size="small"
                variant="outlined"
                color={count > 0 ? RECEIPT_COLORS[state] : 'default'}
                label={t('alerts.receipts.count', { state: t(`alerts.receipts.states.${state}`), count })}
              />
            ))}
          </Box>
          {alert.receipts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('alerts.receipts.noScreens')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('alerts.receipts.title')}>
              {alert.receipts.map((r) => (
                <ListItem
                  key={r.deviceKey}
                  disableGutters
                  divider
                  data-receipt={r.deviceKey}
                  secondaryAction={<Chip size="small" color={RECEIPT_COLORS[r.state]} label={t(`alerts.receipts.states.${r.state}`)} />}
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={r.name}
                    secondary={receiptTimes(r, locale, t)}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </Box>
  );
}

function receiptTimes(r: AlertReceipt, locale: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const parts: string[] = [];
  if (r.shownAt) parts.push(t('alerts.receipts.shownAt', { when: formatDateTime(r.shownAt, locale) }));
  if (r.endedAt) parts.push(t('alerts.receipts.endedAt', { when: formatDateTime(r.endedAt, locale) }));
  if (parts.length === 0) parts.push(t(`alerts.receipts.help.${r.state}`));
  return parts.join(' · ');
}

function History({ alert }: { alert: AlertDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5 }}>
        {t('alerts.history.title')}
      </Typography>
      {alert.history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('alerts.history.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('alerts.history.title')}>
          {alert.history.map((a) => (
            <ListItem key={a.id} disableGutters divider data-activation={a.id}>
              <ListItemText
                primary={t('alerts.history.started', { when: formatDateTime(a.startedAt, locale), who: actorText(a.startedBy, t) })}
                secondary={
                  a.endedAt
                    ? t('alerts.history.ended', { when: formatDateTime(a.endedAt, locale), who: actorText(a.endedBy, t) })
                    : a.endsAt
                      ? t('alerts.history.activeUntil', { when: formatDateTime(a.endsAt, locale) })
                      : t('alerts.history.active')
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
