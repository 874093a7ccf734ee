import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { deviceAcceptBody } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useStoredUser } from '../../state/session.ts';
import { AddScreenFailure } from './AddDeviceDialog.tsx';
import { deviceKeys, devicesApi, type ScheduleData } from './api.ts';
import { useAssignWhen } from './AssignWhen.tsx';
import { flatten, buildTree } from './groupTree.ts';
import { useDevices, useGroups } from './hooks.ts';

/**
 * After publishing (spec part 4): assign the playlist to devices and/or groups, to play now (until
 * stopped) or on a schedule entry. Only published playlists reach this dialog. With no screen yet, the
 * dialog asks for the 4-digit code the screen shows: Assign adds that screen and assigns to it in the
 * same step, so publishing never ends in a dead end.
 */
export function AssignDialog({ playlist, onClose }: { playlist: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const devices = useDevices(false);
  const groups = useGroups();
  const when = useAssignWhen();
  const [deviceSel, setDeviceSel] = useState<string[]>([]);
  const [groupSel, setGroupSel] = useState<number[]>([]);
  const user = useStoredUser();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [targetError, setTargetError] = useState('');
  const [done, setDone] = useState(0);
  // The screen added in place by its code (before the assignment, so a failed assignment keeps it).
  const accept = useMutation({
    mutationFn: (deviceId: string) => devicesApi.accept(user?.organizationId ?? 0, { deviceId }),
    onSuccess: async ({ deviceKey }) => {
      setCode('');
      setDeviceSel((s) => (s.includes(deviceKey) ? s : [...s, deviceKey]));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  const acceptFailure = accept.error && toApiError(accept.error);
  const assign = useMutation({
    mutationFn: async ({ devices, groups, scheduleData }: { devices: string[]; groups: number[]; scheduleData: ScheduleData }) => {
      for (const deviceKey of devices) await devicesApi.assign.toDevice({ deviceKey, playlistId: playlist.id, scheduleData });
      for (const groupId of groups) await devicesApi.assign.toGroup({ groupId, playlistId: playlist.id, scheduleData });
    },
    onSuccess: async (_answer, { devices, groups }) => {
      setDone(devices.length + groups.length);
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  const failure = assign.error && toApiError(assign.error);

  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    assign.reset();
    accept.reset();
    const typed = code.trim();
    if (typed && !deviceAcceptBody.shape.deviceId.safeParse(typed).success) return setCodeError(t('devices.add.codeInvalid'));
    setCodeError('');
    if (!typed && deviceSel.length + groupSel.length === 0) return setTargetError(t('devices.assign.pickTarget'));
    setTargetError('');
    const scheduleData = when.scheduleData();
    if (!scheduleData) return;
    let devices = deviceSel;
    if (typed) {
      const added = await accept.mutateAsync(typed).catch(() => null);
      if (!added) return;
      devices = devices.includes(added.deviceKey) ? devices : [...devices, added.deviceKey];
    }
    assign.mutate({ devices, groups: groupSel, scheduleData });
  }

  const groupList = flatten(buildTree(groups.data ?? []));
  const nothingToAssignTo = devices.isSuccess && groups.isSuccess && (devices.data ?? []).length === 0 && groupList.length === 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <Box component="form" onSubmit={submit} noValidate data-testid="assign-dialog">
        <DialogTitle id={titleId}>{t('devices.assign.title', { name: playlist.name })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormAlert error={failure} />
          {done ? (
            <Alert severity="success" role="status">
              {t('devices.assign.done', { count: done })}
            </Alert>
          ) : null}
          {devices.isPending || groups.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <FormControl component="fieldset" error={Boolean(targetError)}>
                <FormLabel component="legend">{t('devices.assign.devices')}</FormLabel>
                {(devices.data ?? []).length === 0 ? (
                  <Box sx={{ display: 'grid', gap: 1.5 }}>
                    <FormHelperText>{t('devices.assign.noDevicesYet')}</FormHelperText>
                    {acceptFailure ? <AddScreenFailure failure={acceptFailure} /> : null}
                    <TextField
                      label={t('devices.add.code')}
                      value={code}
                      onChange={(e) => {
                        setCode(e.target.value.replace(/\D/g, '').slice(0, 4));
                        setCodeError('');
                        setTargetError('');
                      }}
                      error={Boolean(codeError)}
                      helperText={codeError || t('devices.add.codeHelp')}
                      autoComplete="off"
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          pattern: '[0-9]*',
                          maxLength: 4,
                          style: { letterSpacing: '0.5em', fontSize: '1.5rem' },
                        },
                      }}
                    />
                  </Box>
                ) : null}
                <FormGroup>
                  {(devices.data ?? []).map((d) => (
                    <FormControlLabel
                      key={d.deviceKey}
                      control={
                        <Checkbox checked={deviceSel.includes(d.deviceKey)} onChange={() => setDeviceSel((s) => toggle(s, d.deviceKey))} />
                      }
                      label={d.name}
                    />
                  ))}
                </FormGroup>
              </FormControl>
              <FormControl component="fieldset" error={Boolean(targetError)}>
                <FormLabel component="legend">{t('devices.assign.groups')}</FormLabel>
                {groupList.length === 0 ? <FormHelperText>{t('devices.groups.none')}</FormHelperText> : null}
                <FormGroup>
                  {groupList.map((g) => (
                    <FormControlLabel
                      key={g.id}
                      sx={{ pl: g.depth * 2 }}
                      control={<Checkbox checked={groupSel.includes(g.id)} onChange={() => setGroupSel((s) => toggle(s, g.id))} />}
                      label={g.name}
                    />
                  ))}
                </FormGroup>
              </FormControl>
            </Box>
          )}
          {targetError ? (
            <Alert severity="error" role="alert">
              {targetError}
            </Alert>
          ) : null}
          {when.fields}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{done ? t('common.close') : t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={assign.isPending || accept.isPending || (nothingToAssignTo && !code.trim())}>
            {t('devices.assign.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
