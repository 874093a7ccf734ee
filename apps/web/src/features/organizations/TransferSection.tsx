import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrganizationDetails } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { Section } from '../../components/Section.tsx';
import { organizationsApi } from './api.ts';
import { transferTargets } from './move.ts';

interface Target {
  id: number;
  parentId: number | null;
  name: string;
  depth: number;
}

/**
 * Transfer the content of an organization (media and folders, playlists, templates, screens and
 * groups) to another organization — its parent by default — without deleting it (spec 7.4
 * POST /organizations/{id}/transfer). A managing ancestor only, as deletion and moves.
 */
export function TransferSection({ org, organizations }: { org: OrganizationDetails; organizations: Target[] | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { targets, initial } = useMemo(() => transferTargets(org, organizations ?? []), [org, organizations]);
  const [target, setTarget] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<{ name: string; count: number } | null>(null);
  useEffect(() => setTarget(initial), [initial]);
  const targetName = (id: number | '') => targets.find((o) => o.id === id)?.name ?? '';
  const transfer = useMutation({
    mutationFn: (targetOrganizationId: number) => organizationsApi.transfer(org.id, { targetOrganizationId }),
    onSuccess: async (result) => {
      const count = Object.values(result.moved).reduce((sum, n) => sum + n, 0);
      setDone({ name: targetName(result.targetOrganizationId), count });
      // Counts of both organizations (screens) and every content list change.
      await queryClient.invalidateQueries();
    },
  });

  return (
    <Section title={t('organizations.transfer.title')} id="org-transfer">
      <FormAlert error={transfer.error ? toApiError(transfer.error) : null} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('organizations.transfer.intro', { name: org.name })}
      </Typography>
      {done ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="transfer-done" onClose={() => setDone(null)}>
          {t('organizations.transfer.done', { count: done.count, target: done.name })}
        </Alert>
      ) : null}
      <TextField
        select
        name="transferTarget"
        label={t('organizations.transfer.target')}
        value={targets.some((o) => o.id === target) ? target : ''}
        onChange={(e) => setTarget(Number(e.target.value))}
        sx={{ maxWidth: 480, mb: 2 }}
        disabled={transfer.isPending}
      >
        {targets.map((o) => (
          <MenuItem key={o.id} value={o.id} sx={{ pl: 2 + o.depth * 2 }}>
            {o.id === org.parentId ? t('organizations.transfer.parentOption', { name: o.name }) : o.name}
          </MenuItem>
        ))}
      </TextField>
      {transfer.isPending ? (
        <Box sx={{ mb: 2, maxWidth: 480 }}>
          <LinearProgress aria-label={t('organizations.transfer.working')} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
            {t('organizations.transfer.working')}
          </Typography>
        </Box>
      ) : null}
      <div>
        <Button
          variant="contained"
          startIcon={<DriveFileMove />}
          onClick={() => {
            transfer.reset();
            setDone(null);
            setConfirming(true);
          }}
          disabled={transfer.isPending || target === ''}
        >
          {t('organizations.transfer.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('organizations.transfer.confirmTitle')}
        text={t('organizations.transfer.confirmText', { name: org.name, target: targetName(target) })}
        confirmLabel={t('organizations.transfer.confirm')}
        danger={false}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (target !== '') transfer.mutate(target);
        }}
      />
    </Section>
  );
}
