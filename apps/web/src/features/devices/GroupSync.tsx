import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GroupItem } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { Section } from './DeviceEditPage.tsx';

/**
 * Synchronized playback of a group (docs/player.md): one switch. Its screens then show the same
 * slides, videos and transitions at the same moment, on a timeline kept by the server's clock.
 */
export function GroupSyncSection({ group, onSaved }: { group: GroupItem; onSaved: (notice: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (sync: boolean) => devicesApi.groups.updateSync({ id: group.id, sync }),
    onSuccess: async (saved) => {
      onSaved(t(saved.sync ? 'devices.sync.on' : 'devices.sync.off', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  const checked = save.isPending && save.variables !== undefined ? save.variables : group.sync;
  return (
    // Below the details card, in the same column: the grid's gap between them.
    <Box sx={{ mt: 2 }}>
      <Section title={t('devices.sync.title')} testId="group-sync">
        <Box sx={{ display: 'grid', gap: 1 }}>
          <FormAlert error={save.error ? toApiError(save.error) : null} />
          <FormControlLabel
            control={<Switch checked={checked} disabled={save.isPending} onChange={(e) => save.mutate(e.target.checked)} />}
            label={t('devices.sync.label')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('devices.sync.help')}
          </Typography>
        </Box>
      </Section>
    </Box>
  );
}
