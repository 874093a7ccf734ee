import './i18n/index.ts';
import Add from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrganizationDetails, WebhookSecret, WebhookSummary } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { Section } from '../../../components/Section.tsx';
import { webhooksApi, webhooksKeys } from './api.ts';
import { DeliveryLogDialog } from './DeliveryLogDialog.tsx';
import { formatDateTime } from './format.ts';
import { SecretDialog } from './SecretDialog.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';

/** The organization's webhooks (docs/webhooks.md): list, add, edit, test, delivery log. */
export function WebhooksTab({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: webhooksKeys.list(org.id),
    queryFn: () => webhooksApi.list({ organizationId: org.id }),
    retry: false,
  });
  const [editing, setEditing] = useState<WebhookSummary | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  const [logOf, setLogOf] = useState<WebhookSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'rotate' | 'remove'; hook: WebhookSummary } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: webhooksKeys.list(org.id) });

  const test = useMutation({
    mutationFn: (hook: WebhookSummary) => webhooksApi.test({ webhookId: hook.id }),
    onSuccess: () => setNotice(t('webhooks.testSent')),
  });
  const confirmed = useMutation({
    mutationFn: async (c: { kind: 'rotate' | 'remove'; hook: WebhookSummary }) => {
      if (c.kind === 'rotate') setSecret(await webhooksApi.rotate({ webhookId: c.hook.id }));
      else await webhooksApi.remove({ webhookId: c.hook.id });
    },
    onSuccess: () => {
      setConfirm(null);
      void refresh();
    },
  });

  const hooks = list.data ?? [];
  return (
    <Section title={t('webhooks.title')} id="org-webhooks">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {t('webhooks.intro')}
      </Typography>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      <FormAlert error={test.error ? toApiError(test.error) : null} />
      {list.isPending ? (
        <Skeleton height={80} />
      ) : list.isError ? (
        <Typography color="text.secondary">{t('webhooks.unavailable')}</Typography>
      ) : (
        <>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
            {t('webhooks.add')}
          </Button>
          {hooks.length === 0 ? (
            <Typography color="text.secondary">{t('webhooks.empty')}</Typography>
          ) : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('webhooks.title')}>
              {hooks.map((hook) => (
                <WebhookRow
                  key={hook.id}
                  hook={hook}
                  onEdit={() => setEditing(hook)}
                  onTest={() => test.mutate(hook)}
                  onLog={() => setLogOf(hook)}
                  onRotate={() => setConfirm({ kind: 'rotate', hook })}
                  onRemove={() => setConfirm({ kind: 'remove', hook })}
                />
              ))}
            </Stack>
          )}
        </>
      )}
      {editing ? (
        <WebhookDialog
          organizationId={org.id}
          hook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            if (created) setSecret(created);
            void refresh();
          }}
        />
      ) : null}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      {logOf ? (
        <DeliveryLogDialog
          hook={logOf}
          onClose={() => {
            setLogOf(null);
            // The log may have shown new attempts: the list's last delivery follows.
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(confirm)}
        title={confirm?.kind === 'rotate' ? t('webhooks.rotateConfirm.title') : t('webhooks.removeConfirm.title')}
        text={confirm?.kind === 'rotate' ? t('webhooks.rotateConfirm.text') : t('webhooks.removeConfirm.text', { url: confirm?.hook.url })}
        confirmLabel={confirm?.kind === 'rotate' ? t('webhooks.rotateConfirm.confirm') : t('webhooks.removeConfirm.confirm')}
        danger={confirm?.kind === 'remove'}
        busy={confirmed.isPending}
        error={confirmed.error ? toApiError(confirmed.error) : null}
        onClose={() => {
          setConfirm(null);
          confirmed.reset();
        }}
        onConfirm={() => confirm && confirmed.mutate(confirm)}
      />
    </Section>
  );
}

function WebhookRow({
  hook,
  onEdit,
  onTest,
  onLog,
  onRotate,
  onRemove,
}: {
  hook: WebhookSummary;
  onEdit: () => void;
  onTest: () => void;
  onLog: () => void;
  onRotate: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const state = hook.enabled ? 'on' : hook.disabledReason === 'failing' ? 'failing' : 'off';
  const time = formatDateTime(hook.lastDeliveryAt, i18n.language);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="webhook-row">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontWeight: 500 }}>{hook.url}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              size="small"
              label={t(`webhooks.state.${state}`)}
              color={state === 'on' ? 'success' : state === 'failing' ? 'error' : 'default'}
              variant={state === 'on' ? 'filled' : 'outlined'}
            />
            <Typography variant="body2" color="text.secondary">
              {hook.events.map((e) => t(`webhooks.events.${e}`)).join(', ')}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }} color={hook.lastStatus === 'failed' ? 'error' : 'text.secondary'}>
            {hook.lastStatus ? t(`webhooks.last.${hook.lastStatus}`, { time }) : t('webhooks.last.none')}
          </Typography>
        </Box>
        <IconButton aria-label={t('webhooks.actions.more', { url: hook.url })} onClick={(e) => setMenu(e.currentTarget)}>
          <MoreVert />
        </IconButton>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={onTest}>
          {t('webhooks.actions.test')}
        </Button>
        <Button size="small" variant="outlined" onClick={onLog}>
          {t('webhooks.actions.log')}
        </Button>
        <Button size="small" onClick={onEdit}>
          {t('webhooks.actions.edit')}
        </Button>
      </Stack>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onRotate();
          }}
        >
          {t('webhooks.actions.rotate')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onRemove();
          }}
          sx={{ color: 'error.main' }}
        >
          {t('webhooks.actions.remove')}
        </MenuItem>
      </Menu>
    </Paper>
  );
}
