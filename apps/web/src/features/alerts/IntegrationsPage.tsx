import './i18n/index.ts';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { IntegrationSecret, IntegrationSummary } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { fallbackMessage, toApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLocale } from '../../state/locale.ts';
import { AlertsTabs } from './AlertsTabs.tsx';
import { alertsKeys, integrationsApi } from './api.ts';
import { formatDateTime, type SavedNotice } from './format.ts';
import { IntegrationSecretDialog } from './IntegrationSecretDialog.tsx';
import { targetsSummary } from './targets.ts';

export const integrationEditPath = (id?: number) => `/home/alerts/integrations/edit${id ? `?id=${id}` : ''}`;

/** What a call to this integration does: its linked alerts (generic) or the screens its CAP alerts go to. */
function linkedText(i: IntegrationSummary, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (i.provider === 'cap') return t('alerts.integrations.capTargets', { targets: targetsSummary(i.targets, t) });
  return i.alerts.length ? i.alerts.map((a) => a.name).join(', ') : t('alerts.integrations.noAlerts');
}

export function ProviderChip({ provider }: { provider: IntegrationSummary['provider'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" label={t(`alerts.integrations.providers.${provider}`)} />;
}

/** /home/alerts/integrations (spec 2.2, 2.4, part 4): enable or disable, edit, new key, delete only while disabled. */
export default function IntegrationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const location = useLocation();
  const navigate = useNavigate();
  const saved = (location.state as SavedNotice | null) ?? null;
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: alertsKeys.integrations, queryFn: () => integrationsApi.list({}) });
  const [asking, setAsking] = useState<{ action: 'regenerate' | 'remove'; integration: IntegrationSummary } | null>(null);
  const [secret, setSecret] = useState<IntegrationSecret | null>(null);
  const [notice, setNotice] = useState('');

  const action = useMutation({
    mutationFn: async ({
      kind,
      integration,
      enabled,
    }: {
      kind: 'enable' | 'regenerate' | 'remove';
      integration: IntegrationSummary;
      enabled?: boolean;
    }) => {
      const integrationId = integration.id;
      if (kind === 'enable') return integrationsApi.enable({ integrationId, enabled: Boolean(enabled) });
      if (kind === 'regenerate') return integrationsApi.regenerate({ integrationId });
      return integrationsApi.remove({ integrationId });
    },
    onSuccess: async (answer, { kind, integration, enabled }) => {
      setAsking(null);
      if (kind === 'regenerate') setSecret(answer as IntegrationSecret);
      else if (kind === 'remove') setNotice(t('alerts.integrations.removed', { name: integration.name }));
      else setNotice(t(enabled ? 'alerts.integrations.enabledNotice' : 'alerts.integrations.disabledNotice', { name: integration.name }));
      await queryClient.invalidateQueries({ queryKey: alertsKeys.integrations });
    },
  });
  const failure = action.error ? toApiError(action.error) : null;
  const integrations = list.data ?? [];
  const busyId = action.isPending ? action.variables?.integration.id : undefined;

  const toggle = (i: IntegrationSummary) => (
    <Switch
      checked={i.enabled}
      disabled={busyId === i.id}
      onChange={(e) => {
        action.reset();
        action.mutate({ kind: 'enable', integration: i, enabled: e.target.checked });
      }}
      slotProps={{ input: { 'aria-label': t('alerts.integrations.enabledFor', { name: i.name }) } }}
    />
  );
  const buttons = (i: IntegrationSummary) => (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={t('alerts.integrations.edit')}>
        <IconButton component={RouterLink} to={integrationEditPath(i.id)} aria-label={t('alerts.integrations.editNamed', { name: i.name })}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('alerts.integrations.regenerate')}>
        <IconButton
          aria-label={t('alerts.integrations.regenerateNamed', { name: i.name })}
          disabled={busyId === i.id}
          onClick={() => {
            action.reset();
            setAsking({ action: 'regenerate', integration: i });
          }}
        >
          <KeyOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={i.enabled ? fallbackMessage('INTEGRATION_ENABLED') : t('alerts.integrations.remove')}>
        <span>
          <IconButton
            aria-label={t('alerts.integrations.removeNamed', { name: i.name })}
            disabled={i.enabled || busyId === i.id}
            onClick={() => {
              action.reset();
              setAsking({ action: 'remove', integration: i });
            }}
            sx={{ color: i.enabled ? undefined : 'error.main' }}
          >
            <DeleteOutline />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
  const lastCalled = (i: IntegrationSummary) =>
    i.lastCalledAt ? formatDateTime(i.lastCalledAt, locale) : t('alerts.integrations.neverCalled');
  const keyText = (i: IntegrationSummary) => (
    <Box component="code" sx={{ fontFamily: 'monospace' }} aria-label={t('alerts.integrations.keyStarts', { prefix: i.keyPrefix })}>
      {i.keyPrefix}…
    </Box>
  );

  return (
    <>
      <PageHeader
        title={t('alerts.title')}
        subtitle={t('alerts.integrations.subtitle')}
        actions={
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={integrationEditPath()}>
            {t('alerts.integrations.create')}
          </Button>
        }
      />
      <AlertsTabs current="integrations" />
      {saved?.notice ? (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          onClose={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        >
          {saved.notice}
        </Alert>
      ) : null}
      <FormAlert error={asking ? null : (failure ?? (list.error ? toApiError(list.error) : null))} />
      {list.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : integrations.length === 0 && !list.error ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('alerts.integrations.emptyTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('alerts.integrations.emptyText')}
          </Typography>
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to={integrationEditPath()}>
            {t('alerts.integrations.create')}
          </Button>
        </Paper>
      ) : wide ? (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={t('alerts.integrations.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('alerts.integrations.name')}</TableCell>
                  <TableCell>{t('alerts.integrations.provider')}</TableCell>
                  <TableCell>{t('alerts.integrations.enabled')}</TableCell>
                  <TableCell>{t('alerts.integrations.linked')}</TableCell>
                  <TableCell>{t('alerts.integrations.key')}</TableCell>
                  <TableCell>{t('alerts.integrations.lastCalled')}</TableCell>
                  <TableCell align="right">{t('alerts.list.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {integrations.map((i) => (
                  <TableRow key={i.id} hover data-integration={i.id}>
                    <TableCell>
                      <Link component={RouterLink} to={integrationEditPath(i.id)} sx={{ fontWeight: 600 }}>
                        {i.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <ProviderChip provider={i.provider} />
                    </TableCell>
                    <TableCell>{toggle(i)}</TableCell>
                    <TableCell sx={{ maxWidth: 260 }}>{linkedText(i, t)}</TableCell>
                    <TableCell>{keyText(i)}</TableCell>
                    <TableCell sx={{ color: 'text.secondary' }}>{lastCalled(i)}</TableCell>
                    <TableCell align="right">{buttons(i)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          aria-label={t('alerts.integrations.tableLabel')}
        >
          {integrations.map((i) => (
            <Card component="li" key={i.id} variant="outlined" data-integration={i.id}>
              <CardContent sx={{ display: 'grid', gap: 0.75, pb: '12px !important' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Link component={RouterLink} to={integrationEditPath(i.id)} sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
                    {i.name}
                  </Link>
                  <ProviderChip provider={i.provider} />
                </Box>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('alerts.integrations.linked')}:{' '}
                  </Box>
                  {linkedText(i, t)}
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('alerts.integrations.key')}:{' '}
                  </Box>
                  {keyText(i)}
                </Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('alerts.integrations.lastCalled')}:{' '}
                  </Box>
                  {lastCalled(i)}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                  <FormControlLabel control={toggle(i)} label={t('alerts.integrations.enabled')} />
                  {buttons(i)}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={Boolean(asking)}
        title={
          asking?.action === 'regenerate'
            ? t('alerts.integrations.regenerateTitle', { name: asking.integration.name })
            : t('alerts.integrations.removeTitle', { name: asking?.integration.name })
        }
        text={asking?.action === 'regenerate' ? t('alerts.integrations.regenerateText') : t('alerts.integrations.removeText')}
        confirmLabel={asking?.action === 'regenerate' ? t('alerts.integrations.regenerate') : t('alerts.integrations.remove')}
        busy={action.isPending}
        error={asking ? failure : null}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && action.mutate({ kind: asking.action, integration: asking.integration })}
      />
      <IntegrationSecretDialog secret={secret} regenerated onClose={() => setSecret(null)} />
      <Snackbar open={Boolean(notice)} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} />
    </>
  );
}
