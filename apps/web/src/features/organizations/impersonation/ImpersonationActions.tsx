import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import type { OrganizationDetails } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { useImpersonation } from '../../../state/impersonation.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { organizationsApi, organizationsKeys } from '../api.ts';
import { useImpersonationSwitch } from './useEnterImpersonation.ts';

/** On a sub-organization's page: request impersonation, see it pending, enter it once accepted. */
export function ImpersonationActions({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const impersonating = useImpersonation();
  const queryClient = useQueryClient();
  const { enter } = useImpersonationSwitch();
  const sent = useQuery({
    queryKey: organizationsKeys.impersonationList('sent'),
    queryFn: () => organizationsApi.impersonation.list('sent'),
    enabled: !impersonating,
  });
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState('');
  const request = useMutation({
    mutationFn: () => organizationsApi.impersonation.request({ recipientOrganizationId: org.id }),
    onSuccess: async () => {
      setAsking(false);
      setNotice(t('organizations.impersonation.requested', { name: org.name }));
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.impersonation });
    },
  });
  if (impersonating) return null;

  const latest = (sent.data ?? [])
    .filter((r) => r.recipientOrganizationId === org.id && (r.status === 'pending' || r.status === 'accepted'))
    .sort((a, b) => b.id - a.id)[0];

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      {latest?.status === 'accepted' ? (
        <Button variant="contained" startIcon={<LoginOutlined />} onClick={() => enter(org.id, org.name)} data-testid="impersonate">
          {t('organizations.impersonation.enter')}
        </Button>
      ) : latest?.status === 'pending' ? (
        <Chip color="warning" variant="outlined" label={t('organizations.impersonation.pending')} />
      ) : org.abilities.requestImpersonation ? (
        <Button variant="outlined" onClick={() => setAsking(true)}>
          {t('organizations.impersonation.request')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        danger={false}
        title={t('organizations.impersonation.requestTitle', { name: org.name })}
        text={t('organizations.impersonation.requestText', { name: org.name })}
        confirmLabel={t('organizations.impersonation.send')}
        error={request.error ? toApiError(request.error).message : null}
        onClose={() => setAsking(false)}
        onConfirm={() => request.mutate()}
      />
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} />
    </Stack>
  );
}
