import './i18n/index.ts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PlaylistPlay from '@mui/icons-material/PlaylistPlay';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEVICE_TYPE_ASPECT, DEVICE_TYPES, type DeviceInfo, type DeviceType } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLocale } from '../../state/locale.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { FontFallbackAlert } from './FontFallbacks.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { moveDevice, useDeviceActions } from './DeviceActions.tsx';
import { DeviceTagsEditor } from './DeviceTags.tsx';
import { deliveryText, nowPlayingText, relativeTime, StatusChip } from './DeviceStatus.tsx';
import { groupOptions } from './groupTree.ts';
import { LIVE_REFRESH_MS, useDevices, useGroups } from './hooks.ts';
import { SchedulePanel } from './schedule/SchedulePanel.tsx';
import { SleepHoursEditor } from './SleepHours.tsx';
import { OfflineSinceText } from './OfflineScreens.tsx';
import { ScreenNowCard } from './ScreenNowCard.tsx';
import { Timeline } from './Timeline.tsx';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid={testId}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** /home/devices/{deviceKey or id}/{orgId}: name, details, group, schedule and what plays when. */
export default function DeviceEditPage() {
  const { t } = useTranslation();
  const { deviceId = '' } = useParams();
  const devices = useDevices(false);
  // The path carries the device key; a numeric id (spec path /devices/{deviceId}) is looked up in the list.
  const deviceKey = /^\d+$/.test(deviceId) ? devices.data?.find((d) => String(d.id) === deviceId)?.deviceKey : deviceId;
  const info = useQuery({
    queryKey: deviceKeys.info(deviceKey ?? ''),
    queryFn: () => devicesApi.info({ deviceKey: deviceKey as string }),
    enabled: Boolean(deviceKey),
    refetchInterval: LIVE_REFRESH_MS,
  });
  if (info.error || (/^\d+$/.test(deviceId) && devices.data && !deviceKey)) {
    return (
      <>
        <PageHeader title={t('devices.notFound')} />
        <FormAlert error={info.error ? toApiError(info.error) : t('devices.notFound')} />
        <Button component={RouterLink} to="/home/devicemanagement/devices" startIcon={<ArrowBack />}>
          {t('devices.backToList')}
        </Button>
      </>
    );
  }
  if (!info.data) return <Skeleton variant="rounded" height={400} />;
  return <DeviceEditor device={info.data} />;
}

function DeviceEditor({ device }: { device: DeviceInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const groups = useGroups();
  const { actions, dialogs, error: actionError } = useDeviceActions(() => navigate('/home/devicemanagement/devices'));
  const zones = useMemo(timeZones, []);
  const [name, setName] = useState(device.defaultName ? '' : device.name);
  const [deviceType, setDeviceType] = useState<DeviceType>(device.deviceType);
  const [description, setDescription] = useState(device.description);
  const [rotation, setRotation] = useState(device.rotation as 0 | 90 | 180 | 270);
  const [timeZone, setTimeZone] = useState(device.timeZone || 'UTC');
  const [active, setActive] = useState(device.active);
  const [groupId, setGroupId] = useState(device.groupId);
  const [notice, setNotice] = useState('');
  // A refetch (every 10 s) does not overwrite what is being edited; a different device resets the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another device is shown.
  useEffect(() => {
    setName(device.defaultName ? '' : device.name);
    setDeviceType(device.deviceType);
    setDescription(device.description);
    setRotation(device.rotation as 0 | 90 | 180 | 270);
    setTimeZone(device.timeZone || 'UTC');
    setActive(device.active);
    setGroupId(device.groupId);
  }, [device.deviceKey]);

  const save = useMutation({
    mutationFn: async () => {
      if (name.trim() !== (device.defaultName ? '' : device.name))
        await devicesApi.setName({ deviceKey: device.deviceKey, deviceName: name.trim() });
      await devicesApi.details({
        deviceKey: device.deviceKey,
        deviceType,
        deviceDescription: description.trim(),
        rotation,
        timeZone,
        active,
      });
      if (groupId !== device.groupId) await moveDevice(device.deviceKey, groupId);
    },
    onSuccess: async () => {
      setNotice(t('devices.savedDetails'));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  const reload = useMutation({
    mutationFn: () => devicesApi.reload({ deviceKey: device.deviceKey }),
    onSuccess: () => setNotice(t('devices.reloadSent')),
  });
  const failure = save.error ?? reload.error;
  const error = failure && toApiError(failure);
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  const aspect = DEVICE_TYPE_ASPECT[deviceType];
  return (
    <>
      <Button component={RouterLink} to="/home/devicemanagement/devices" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('devices.backToList')}
      </Button>
      <PageHeader
        title={device.name}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={device.status} />
            <span>{nowPlayingText(device, t)}</span>
            <span>· {deliveryText(device, locale, t)}</span>
            <span>
              · {t('devices.lastSeen')}: {relativeTime(device.lastSeenAt, locale, t)}
            </span>
            {device.status === 'offline' ? (
              <span data-testid="device-offline-since">
                · <OfflineSinceText device={device} />
              </span>
            ) : null}
          </Box>
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<RestartAlt />} onClick={() => reload.mutate()}>
              {t('devices.reload')}
            </Button>
            <Button variant="contained" startIcon={<PlaylistPlay />} onClick={() => actions.assign(device)}>
              {t('devices.assignPlaylist.menu')}
            </Button>
            <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => actions.remove(device)}>
              {t('devices.remove')}
            </Button>
          </Box>
        }
      />
      <FormAlert error={actionError} />
      <FontFallbackAlert fontFallbacks={device.fontFallbacks} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Section title={t('devices.details')} testId="device-details">
            <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
              <FormAlert error={error} />
              <TextField
                label={t('devices.name')}
                value={name}
                placeholder={t('devices.defaultName', { id: device.id })}
                helperText={t('devices.nameHelp', { id: device.id })}
                onChange={(e) => setName(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              <TextField
                select
                label={t('devices.type')}
                value={deviceType}
                onChange={(e) => setDeviceType(e.target.value as DeviceType)}
                helperText={aspect ? t('devices.typeAspect', { aspect }) : t('devices.typeCustom')}
              >
                {DEVICE_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`devices.types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('devices.description')}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
              <TextField
                select
                label={t('devices.rotation')}
                value={rotation}
                onChange={(e) => setRotation(Number(e.target.value) as 0 | 90 | 180 | 270)}
              >
                {[0, 90, 180, 270].map((r) => (
                  <MenuItem key={r} value={r}>
                    {t('devices.degrees', { value: r })}
                  </MenuItem>
                ))}
              </TextField>
              <Autocomplete
                options={zones}
                value={timeZone}
                onChange={(_, value) => setTimeZone(value ?? 'UTC')}
                disableClearable
                renderInput={(params) => <TextField {...params} label={t('devices.timeZone')} />}
              />
              <TextField select label={t('devices.group')} value={groupId} onChange={(e) => setGroupId(Number(e.target.value))}>
                {groupOptions(groups.data ?? [], t('devices.ungrouped')).map((g) => (
                  <MenuItem key={g.id} value={g.id} sx={{ pl: 2 + g.depth * 2 }}>
                    {g.name}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
                label={t('devices.enabled')}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={save.isPending}>
                  {t('common.save')}
                </Button>
              </Box>
            </Box>
            <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
              <FormControlLabel
                control={<Switch checked={device.interactive} onChange={(e) => void actions.interactive(device, e.target.checked)} />}
                label={t('devices.interactive')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('devices.interactiveHelp')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {[
                  `${t('devices.appVersion')}: ${device.appVersion || '—'}`,
                  `${t('devices.osVersion')}: ${device.androidVersion || '—'}`,
                  device.screenWidth ? `${device.screenWidth}×${device.screenHeight}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Section title={t('devices.tags.title')}>
            <DeviceTagsEditor device={device} onSaved={setNotice} />
          </Section>
          <Section title={t('devices.sleep.title')} testId="device-sleep">
            <SleepHoursEditor kind="device" device={device} onSaved={setNotice} />
          </Section>
          <Section title={t('devices.screenNow.title')} testId="screen-now">
            <ScreenNowCard device={device} />
          </Section>
          <Section title={t('devices.timeline.title')} testId="device-timeline">
            <Timeline target={{ kind: 'device', deviceKey: device.deviceKey }} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title={t('devices.schedule.title')}>
            <SchedulePanel target={{ kind: 'device', deviceKey: device.deviceKey }} timeZone={device.timeZone} />
          </Section>
        </Grid>
      </Grid>
      {dialogs}
      <Snackbar open={Boolean(notice)} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </>
  );
}
