import './i18n/index.ts';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AlertSummary } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { visuallyHidden } from '../../components/a11y.ts';
import { useLocale } from '../../state/locale.ts';
import { AlertActionButtons } from './AlertActionButtons.tsx';
import { AlertDetailDrawer } from './AlertDetailDrawer.tsx';
import { ALERTS_REFRESH_MS, AlertStateChip } from './AlertStateChip.tsx';
import { AlertTypeBadge } from './AlertTypeIcon.tsx';
import { AlertsTabs } from './AlertsTabs.tsx';
import { alertsApi, alertsKeys } from './api.ts';
import { lastTriggeredText, modeText, type SavedNotice } from './format.ts';
import { targetsSummary } from './targets.ts';
import { useAlertActions } from './useAlertActions.tsx';

/** /home/alerts/list (spec 2.2, 2.4): the alerts, their state and actions; `?alert=ID` opens one's detail. */
export default function AlertsListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as SavedNotice | null) ?? null;
  // What a save says stays until dismissed, also while the detail drawer opens and closes.
  const dismiss = (part: keyof SavedNotice) =>
    navigate(`${location.pathname}${location.search}`, { replace: true, state: saved ? { ...saved, [part]: undefined } : null });
  const list = useQuery({ queryKey: alertsKeys.list, queryFn: () => alertsApi.list({}), refetchInterval: ALERTS_REFRESH_MS });
  const openId = Number(params.get('alert')) || null;
  const setOpen = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('alert', String(id));
        else next.delete('alert');
        return next;
      },
      { replace: id === null, state: location.state },
    );
  const actions = useAlertActions({ onRemoved: (id) => id === openId && setOpen(null) });
  const alerts = list.data ?? [];
  const activeCount = alerts.filter((a) => a.state === 'active').length;

  const nameLink = (a: AlertSummary) => (
    <Link
      component={RouterLink}
      to={`/home/alerts/list?alert=${a.id}`}
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      aria-label={t('alerts.list.openDetail', { name: a.name })}
    >
      {a.name}
    </Link>
  );

  return (
    <>
      <PageHeader
        title={t('alerts.title')}
        subtitle={t('alerts.subtitle')}
        actions={
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/home/alerts/create">
            {t('alerts.list.create')}
          </Button>
        }
      />
      <AlertsTabs current="list" />
      {activeCount > 0 ? (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }} role="status" data-testid="alerts-active-banner">
          {t('alerts.list.activeNow', { count: activeCount })}
        </Alert>
      ) : null}
      {saved?.error ? (
        <Alert severity="error" onClose={() => dismiss('error')} sx={{ mb: 2 }} role="alert">
          {saved.error}
        </Alert>
      ) : null}
      <FormAlert error={actions.error ?? (list.error ? toApiError(list.error) : null)} />
      {list.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : alerts.length === 0 && !list.error ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('alerts.list.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('alerts.list.emptyText')}
          </Typography>
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/home/alerts/create">
            {t('alerts.list.create')}
          </Button>
        </Paper>
      ) : wide ? (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={t('alerts.list.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      {t('alerts.fields.type')}
                    </Box>
                  </TableCell>
                  <TableCell>{t('alerts.fields.name')}</TableCell>
                  <TableCell>{t('alerts.list.state')}</TableCell>
                  <TableCell>{t('alerts.fields.targets')}</TableCell>
                  <TableCell>{t('alerts.list.lastTriggered')}</TableCell>
                  <TableCell align="right">{t('alerts.list.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {alerts.map((a) => (
                  <TableRow key={a.id} hover data-alert={a.id} selected={a.id === openId}>
                    <TableCell sx={{ width: 56, pr: 0 }}>
                      <AlertTypeBadge type={a.type} backgroundColor={a.backgroundColor} textColor={a.textColor} />
                    </TableCell>
                    <TableCell>
                      {nameLink(a)}
                      <Typography variant="body2" color="text.secondary">
                        {t(`alerts.types.${a.type}`)} · {modeText(a, locale, t)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <AlertStateChip alert={a} />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 220 }}>{targetsSummary(a.targets, t)}</TableCell>
                    <TableCell sx={{ color: 'text.secondary', maxWidth: 220 }}>{lastTriggeredText(a.lastActivation, locale, t)}</TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                        <AlertActionButtons alert={a} actions={actions} />
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={t('alerts.list.tableLabel')}>
          {alerts.map((a) => (
            <Card component="li" key={a.id} variant="outlined" data-alert={a.id}>
              <CardContent sx={{ display: 'grid', gap: 1, pb: '12px !important' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <AlertTypeBadge type={a.type} backgroundColor={a.backgroundColor} textColor={a.textColor} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {nameLink(a)}
                    <Typography variant="body2" color="text.secondary">
                      {t(`alerts.types.${a.type}`)} · {modeText(a, locale, t)}
                    </Typography>
                  </Box>
                  <AlertStateChip alert={a} />
                </Box>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('alerts.fields.targets')}:{' '}
                  </Box>
                  {targetsSummary(a.targets, t)}
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('alerts.list.lastTriggered')}:{' '}
                  </Box>
                  {lastTriggeredText(a.lastActivation, locale, t)}
                </Typography>
                <AlertActionButtons alert={a} actions={actions} />
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      <AlertDetailDrawer alertId={openId} onClose={() => setOpen(null)} actions={actions} />
      {actions.dialogs}
      <Snackbar open={Boolean(actions.notice)} autoHideDuration={5000} onClose={actions.clearNotice} message={actions.notice} />
      <Snackbar
        open={Boolean(saved?.notice) && !actions.notice}
        autoHideDuration={6000}
        onClose={(_, reason) => reason !== 'clickaway' && dismiss('notice')}
        message={saved?.notice}
      />
    </>
  );
}
