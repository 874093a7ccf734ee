import './i18n/index.ts';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { type ApiError, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { nowPlayingText, StatusChip } from './DeviceStatus.tsx';
import { deviceEditPath } from './DevicesList.tsx';
import { LIVE_REFRESH_MS, useAssignablePlaylists, useDevices } from './hooks.ts';

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
  const [filter, setFilter] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const labelId = useId();
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
  const shown = (playlists.data ?? []).filter((p) => p.name.toLowerCase().includes(filter.trim().toLowerCase()));
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
          {(playlists.data ?? []).length > 6 ? (
            <TextField label={t('devices.simplified.search')} value={filter} onChange={(e) => setFilter(e.target.value)} size="small" />
          ) : null}
          <Typography id={labelId} sx={{ fontWeight: 600 }}>
            {t('devices.simplified.choose')}
          </Typography>
          {(playlists.data ?? []).length === 0 ? (
            <Typography color="text.secondary">{t('devices.assign.noPublished')}</Typography>
          ) : (
            <RadioGroup
              aria-labelledby={labelId}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              sx={{ maxHeight: 360, overflowY: 'auto' }}
            >
              {shown.map((p) => (
                <FormControlLabel
                  key={p.id}
                  value={String(p.id)}
                  control={<Radio />}
                  label={p.name}
                  sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, mx: 0, mb: 1, py: 0.5, minHeight: 48 }}
                />
              ))}
            </RadioGroup>
          )}
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
