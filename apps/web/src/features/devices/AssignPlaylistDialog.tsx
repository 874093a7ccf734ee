import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { deviceKeys, devicesApi, type ScheduleData } from './api.ts';
import { useAssignWhen } from './AssignWhen.tsx';
import { useAssignablePlaylists } from './hooks.ts';
import { PlaylistChoice } from './PlaylistChoice.tsx';

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
  const queryClient = useQueryClient();
  const playlists = useAssignablePlaylists();
  const when = useAssignWhen();
  const [choice, setChoice] = useState(target.playingPlaylistId ? String(target.playingPlaylistId) : '');
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
          ) : (
            <PlaylistChoice playlists={all} value={choice} onChange={setChoice} playingId={target.playingPlaylistId} />
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
