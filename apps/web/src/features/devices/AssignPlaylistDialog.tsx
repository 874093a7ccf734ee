import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { deviceKeys, devicesApi, type ScheduleData } from './api.ts';
import { useAssignWhen } from './AssignWhen.tsx';
import { useAssignablePlaylists } from './hooks.ts';

/** Where a playlist is assigned from a screen's or a group's own menu. */
export type AssignTarget =
  | { kind: 'device'; deviceKey: string; name: string; playingPlaylistId: number | null }
  | { kind: 'group'; groupId: number; name: string; playingPlaylistId: number | null };

/**
 * "Assign playlist" on a screen (its row menu and its page) or a group, inside the app: a published
 * playlist, preselected with what plays there now, to play now or on a schedule entry (spec part 4).
 */
export function AssignPlaylistDialog({ target, onClose }: { target: AssignTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const labelId = useId();
  const queryClient = useQueryClient();
  const playlists = useAssignablePlaylists();
  const when = useAssignWhen();
  const [choice, setChoice] = useState(target.playingPlaylistId ? String(target.playingPlaylistId) : '');
  const [filter, setFilter] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const assign = useMutation({
    mutationFn: ({ playlistId, scheduleData }: { playlistId: number; scheduleData: ScheduleData }) =>
      target.kind === 'device'
        ? devicesApi.assign.toDevice({ deviceKey: target.deviceKey, playlistId, scheduleData })
        : devicesApi.assign.toGroup({ groupId: target.groupId, playlistId, scheduleData }),
    onMutate: () => setDone(''),
    onSuccess: async (_answer, { playlistId }) => {
      setDone(playlists.data?.find((p) => p.id === playlistId)?.name ?? '');
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  const error: ApiError | string | null = invalid ?? (assign.error && toApiError(assign.error));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return setInvalid(t('devices.simplified.pick'));
    setInvalid(null);
    const scheduleData = when.scheduleData();
    if (!scheduleData) return;
    assign.mutate({ playlistId: Number(choice), scheduleData });
  }

  const all = playlists.data ?? [];
  const shown = all.filter((p) => p.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <Box component="form" onSubmit={submit} noValidate data-testid="assign-playlist-dialog">
        <DialogTitle id={titleId}>{t('devices.assignPlaylist.title', { name: target.name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormAlert error={error} />
          {done ? (
            <Alert severity="success" role="status">
              {t('devices.assignPlaylist.done', { playlist: done, name: target.name })}
            </Alert>
          ) : null}
          {playlists.isPending ? (
            <Skeleton variant="rounded" height={160} />
          ) : all.length === 0 ? (
            <Typography color="text.secondary">{t('devices.assign.noPublished')}</Typography>
          ) : (
            <>
              {all.length > 6 ? (
                <TextField label={t('devices.simplified.search')} value={filter} onChange={(e) => setFilter(e.target.value)} size="small" />
              ) : null}
              <Typography id={labelId} sx={{ fontWeight: 600 }}>
                {t('devices.simplified.choose')}
              </Typography>
              <RadioGroup
                aria-labelledby={labelId}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}
              >
                {shown.map((p) => (
                  <FormControlLabel
                    key={p.id}
                    value={String(p.id)}
                    control={<Radio />}
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        {p.name}
                        {p.id === target.playingPlaylistId ? (
                          <Chip size="small" color="success" label={t('devices.assignPlaylist.playingNow')} />
                        ) : null}
                      </Box>
                    }
                    sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, mx: 0, mb: 1, py: 0.5, minHeight: 48 }}
                  />
                ))}
              </RadioGroup>
            </>
          )}
          {when.fields}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{done ? t('common.close') : t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={assign.isPending || all.length === 0}>
            {t('devices.assign.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
