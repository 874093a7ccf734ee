import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrganizationDetails } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { useEffectiveOrganizationId } from '../../../state/impersonation.ts';
import { useStoredUser } from '../../../state/session.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { organizationsApi, organizationsKeys } from '../api.ts';
import { moveTargets } from '../move.ts';
import { useAllBelow, useOrganization } from '../queries.ts';
import { Section } from '../../../components/Section.tsx';
import { TransferSection } from '../TransferSection.tsx';

/**
 * Move tab: a new parent inside the caller's organization tree, never the organization's own
 * descendant; and the transfer of its content to another organization (the parent by default).
 */
export function MoveTab({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const homeId = useEffectiveOrganizationId(user?.organizationId);
  const home = useOrganization(homeId);
  const below = useAllBelow(homeId);
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<number | ''>('');
  const [notice, setNotice] = useState('');
  const move = useMutation({
    mutationFn: (targetOrganizationId: number) => organizationsApi.move(org.id, { targetOrganizationId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.all });
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.parentPaths });
      setTarget('');
      setNotice(t('organizations.move.done'));
    },
  });

  const all = useMemo(
    () =>
      home.data && below.data
        ? [{ id: home.data.id, parentId: null as number | null, name: home.data.name, depth: 0 }, ...below.data]
        : undefined,
    [home.data, below.data],
  );
  const options = useMemo(() => (all ? moveTargets(org, all) : []), [all, org]);

  return (
    <Box>
      <Section title={t('organizations.move.title')} id="org-move">
        <FormAlert error={move.error ? toApiError(move.error) : null} />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('organizations.move.intro', { name: org.name })}
        </Typography>
        {below.isSuccess && options.length === 0 ? (
          <Alert severity="info">{t('organizations.move.noTargets')}</Alert>
        ) : (
          <>
            <TextField
              select
              name="targetOrganizationId"
              label={t('organizations.move.target')}
              value={target}
              onChange={(e) => setTarget(Number(e.target.value))}
              sx={{ maxWidth: 480, mb: 2 }}
            >
              {options.map((o) => (
                <MenuItem key={o.id} value={o.id} sx={{ pl: 2 + o.depth * 2 }}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
            <div>
              <Button
                variant="contained"
                onClick={() => {
                  if (target !== '') move.mutate(target);
                }}
                disabled={move.isPending || target === ''}
              >
                {t('organizations.move.submit')}
              </Button>
            </div>
          </>
        )}
        <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
      </Section>
      <TransferSection org={org} organizations={all} />
    </Box>
  );
}
