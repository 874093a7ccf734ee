import type { AlertSummary } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useLocale } from '../../state/locale.ts';
import { alertsApi, alertsKeys } from './api.ts';
import { formatDuration } from './form.ts';
import { targetsSummary } from './targets.ts';

export type AlertAction = 'broadcast' | 'deactivate' | 'remove';
type Target = Pick<AlertSummary, 'id' | 'name' | 'mode' | 'durationSeconds' | 'targets'>;

/**
 * Broadcast now (asked first: it takes over the screens at once), deactivate (at once: it hands the
 * screens back), delete (asked first; only while deactivated). `dialogs` renders the questions;
 * `error` is a failure outside a dialog; `notice` says what was done.
 */
export function useAlertActions(options: { onRemoved?: (alertId: number) => void } = {}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ action: 'broadcast' | 'remove'; alert: Target } | null>(null);
  const [notice, setNotice] = useState('');
  const mutation = useMutation({
    mutationFn: ({ action, alert }: { action: AlertAction; alert: Target }): Promise<unknown> => {
      const body = { alertId: alert.id };
      return action === 'broadcast'
        ? alertsApi.broadcast(body)
        : action === 'deactivate'
          ? alertsApi.deactivate(body)
          : alertsApi.remove(body);
    },
    onSuccess: async (_, { action, alert }) => {
      setAsking(null);
      setNotice(t(`alerts.done.${action}`, { name: alert.name }));
      if (action === 'remove') {
        options.onRemoved?.(alert.id);
        queryClient.removeQueries({ queryKey: alertsKeys.detail(alert.id) });
      }
      await queryClient.invalidateQueries({ queryKey: alertsKeys.all });
    },
  });
  const failure = mutation.error ? toApiError(mutation.error) : null;

  function run(action: AlertAction, alert: Target) {
    mutation.reset();
    if (action === 'deactivate') mutation.mutate({ action, alert });
    else setAsking({ action, alert });
  }

  const asked = asking?.alert;
  const broadcastText = asked
    ? t(asked.mode === 'continuous' ? 'alerts.confirm.broadcastContinuous' : 'alerts.confirm.broadcastFor', {
        name: asked.name,
        targets: targetsSummary(asked.targets, t, 3),
        duration: formatDuration(asked.durationSeconds ?? 0, locale),
      })
    : '';
  const dialogs = (
    <ConfirmDialog
      open={Boolean(asking)}
      title={
        asking?.action === 'broadcast'
          ? t('alerts.confirm.broadcastTitle', { name: asked?.name })
          : t('alerts.confirm.removeTitle', { name: asked?.name })
      }
      text={asking?.action === 'broadcast' ? broadcastText : t('alerts.confirm.removeText')}
      confirmLabel={asking?.action === 'broadcast' ? t('alerts.actions.broadcast') : t('alerts.actions.remove')}
      busy={mutation.isPending}
      error={asking ? failure : null}
      onClose={() => {
        setAsking(null);
        mutation.reset();
      }}
      onConfirm={() => asking && mutation.mutate(asking)}
    />
  );

  return {
    run,
    dialogs,
    /** A failure of an action asked without a dialog (deactivate). */
    error: asking ? null : failure,
    pending: mutation.isPending ? mutation.variables : undefined,
    notice,
    clearNotice: () => setNotice(''),
  };
}
