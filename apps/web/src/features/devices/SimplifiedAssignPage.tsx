import './i18n/index.ts';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { type ApiError, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { nowPlayingText, StatusChip } from './DeviceStatus.tsx';
import { deviceEditPath } from './DevicesList.tsx';
import { LIVE_REFRESH_MS, useAssignablePlaylists, useDevices } from './hooks.ts';
import { PlaylistChoice } from './PlaylistChoice.tsx';

/** /devicemanagement/devices/simplified/{deviceId} (spec 2.1, requires login): pick a published playlist, play it now. */
export default function SimplifiedAssignPage() {
  const { t } = useTranslation();
  const { deviceId = '' } = useParams();
  const queryClient = useQueryClient();
  const numeric = /^\d+$/.test(deviceId);
  const devices = useDevices(false);
  const deviceKey = numeric ? devices.data?.find((d) => String(d.id) === deviceId)?.deviceKey : deviceId;
  const device = useQuery({
    queryKey: deviceKeys.info(deviceKey ?? ''),
    queryFn: () => devicesApi.info({ deviceKey: deviceKey as string }),
    enabled: Boolean(deviceKey),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const playlists = useAssignablePlaylists();
  const [choice, setChoice] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const assign = useMutation({
    mutationFn: (body: { deviceKey: string; playlistId: number }) =>
      devicesApi.assign.toDevice({ ...body, scheduleData: { mode: 'playNow' } }),
    onMutate: () => setDone(''),
    onSuccess: async (_answer, { playlistId }) => {
      setDone(playlists.data?.find((p) => p.id === playlistId)?.name ?? '');
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  const error: ApiError | string | null = invalid ?? (assign.error && toApiError(assign.error));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!deviceKey) return;
    if (!choice) return setInvalid(t('devices.simplified.pick'));
    setInvalid(null);
    assign.mutate({ deviceKey, playlistId: Number(choice) });
  }

  const missing = device.error || (numeric && devices.data && !deviceKey);
  return (
    <PublicLayout
      title={t('devices.simplified.title')}
      subtitle={
        device.data ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <strong>{device.data.name}</strong>
            <StatusChip status={device.data.status} />
            <span>{nowPlayingText(device.data, t)}</span>
          </Box>
        ) : null
      }
    >
      {missing ? (
        <FormAlert error={device.error ? toApiError(device.error) : t('devices.notFound')} />
      ) : !device.data || playlists.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <FormAlert error={error} />
          {done ? (
            <Alert severity="success" role="status">
              {t('devices.simplified.done', { name: done, device: device.data.name })}
            </Alert>
          ) : null}
          <PlaylistChoice playlists={playlists.data ?? []} value={choice} onChange={setChoice} />
          <Button type="submit" variant="contained" size="large" startIcon={<PlayArrow />} disabled={assign.isPending} fullWidth>
            {t('devices.simplified.playNow')}
          </Button>
          <Link component={RouterLink} to={deviceEditPath(device.data)} sx={{ textAlign: 'center' }}>
            {t('devices.simplified.fullPage')}
          </Link>
        </Box>
      )}
    </PublicLayout>
  );
}
