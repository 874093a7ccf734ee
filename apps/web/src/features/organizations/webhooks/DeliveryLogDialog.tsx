import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { WebhookAttempt, WebhookSummary } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { webhooksApi, webhooksKeys } from './api.ts';
import { formatDateTime } from './format.ts';

const KNOWN_ERRORS = ['timeout', 'unreachable', 'blocked', 'invalidUrl', 'tooManyRedirects', 'tooLarge', 'secret'];

/** The webhook's latest attempts (newest first), with "Send again" on a delivery that was given up. */
export function DeliveryLogDialog({ hook, onClose }: { hook: WebhookSummary; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const qc = useQueryClient();
  const [notice, setNotice] = useState(false);
  const log = useQuery({
    queryKey: webhooksKeys.deliveries(hook.id),
    queryFn: () => webhooksApi.deliveries({ webhookId: hook.id, limit: 100 }),
    // A delivery just queued is answered within seconds: look again while the dialog is open.
    refetchInterval: 3_000,
  });
  const redeliver = useMutation({
    mutationFn: (deliveryId: number) => webhooksApi.redeliver({ webhookId: hook.id, deliveryId }),
    onSuccess: () => {
      setNotice(true);
      void qc.invalidateQueries({ queryKey: webhooksKeys.deliveries(hook.id) });
    },
  });
  const attempts = log.data?.attempts ?? [];
  // "Send again" once per given-up delivery: on its newest attempt (the first in the list).
  const seen = new Set<number>();
  const result = (a: WebhookAttempt) =>
    a.statusCode !== null
      ? t('webhooks.log.status', { code: a.statusCode })
      : t(`webhooks.log.errors.${a.error && KNOWN_ERRORS.includes(a.error) ? a.error : 'other'}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('webhooks.log.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
          {t('webhooks.log.subtitle', { url: hook.url })}
        </Typography>
        {notice ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(false)}>
            {t('webhooks.log.redelivered')}
          </Alert>
        ) : null}
        <FormAlert error={redeliver.error ? toApiError(redeliver.error) : null} />
        {log.isPending ? (
          <Skeleton height={120} />
        ) : attempts.length === 0 ? (
          <Typography color="text.secondary">{t('webhooks.log.empty')}</Typography>
        ) : phone ? (
          // A phone: one block per attempt instead of a table wider than the screen.
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="delivery-log">
            {attempts.map((a) => {
              const first = !seen.has(a.deliveryId);
              seen.add(a.deliveryId);
              return (
                <Box component="li" key={a.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {t(`webhooks.events.${a.eventType}`, { defaultValue: a.eventType })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(a.at, i18n.language)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: a.ok ? 'success.main' : 'error.main', fontWeight: 500 }}>
                    {result(a)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('webhooks.log.attemptLine', { attempt: a.attempt, ms: a.durationMs })}
                  </Typography>
                  {first && a.deliveryStatus === 'failed' ? (
                    <Button size="small" disabled={redeliver.isPending} onClick={() => redeliver.mutate(a.deliveryId)}>
                      {t('webhooks.log.redeliver')}
                    </Button>
                  ) : null}
                </Box>
              );
            })}
          </Stack>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
            <Table size="small" aria-labelledby={titleId} data-testid="delivery-log">
              <TableHead>
                <TableRow>
                  <TableCell>{t('webhooks.log.time')}</TableCell>
                  <TableCell>{t('webhooks.log.event')}</TableCell>
                  <TableCell>{t('webhooks.log.result')}</TableCell>
                  <TableCell align="right">{t('webhooks.log.attempt')}</TableCell>
                  <TableCell align="right">{t('webhooks.log.duration')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {attempts.map((a) => {
                  const first = !seen.has(a.deliveryId);
                  seen.add(a.deliveryId);
                  return (
                    <TableRow key={a.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.at, i18n.language)}</TableCell>
                      <TableCell>{t(`webhooks.events.${a.eventType}`, { defaultValue: a.eventType })}</TableCell>
                      <TableCell sx={{ color: a.ok ? 'success.main' : 'error.main', fontWeight: 500 }}>
                        {result(a)}
                        {first && !a.ok && a.deliveryStatus === 'pending' ? (
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {t('webhooks.log.pending')}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">{a.attempt}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {t('webhooks.log.durationMs', { ms: a.durationMs })}
                      </TableCell>
                      <TableCell align="right">
                        {first && a.deliveryStatus === 'failed' ? (
                          <Button size="small" disabled={redeliver.isPending} onClick={() => redeliver.mutate(a.deliveryId)}>
                            {t('webhooks.log.redeliver')}
                          </Button>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void log.refetch()}>{t('webhooks.log.refresh')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.log.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
