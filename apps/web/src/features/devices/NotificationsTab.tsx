import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, type ScreenHealthResponse } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useStoredUser } from '../../state/session.ts';
import { deviceKeys, devicesApi } from './api.ts';
import { LIVE_REFRESH_MS } from './hooks.ts';

/** The thresholds offered (minutes): 15 min to 48 h (contracts/stats.ts). */
export const THRESHOLD_CHOICES = [15, 30, 60, 120, 240, 480, 720, 1440, 2880] as const;

type TFn = (key: string, options?: Record<string, unknown>) => string;

/** "15 minutes", "2 hours" in the reader's language. */
export function thresholdLabel(minutes: number, t: TFn): string {
  return minutes < 60 ? t('devices.health.minutes', { count: minutes }) : t('devices.health.hours', { count: minutes / 60 });
}

export function useScreenHealth(enabled = true) {
  return useQuery({
    queryKey: deviceKeys.health,
    queryFn: () => devicesApi.health.get({}),
    enabled,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** /home/devicemanagement/notifications: who is mailed when a screen stays offline (owners and admins change it). */
export function NotificationsTab() {
  const health = useScreenHealth();
  if (health.error) return <FormAlert error={toApiError(health.error)} />;
  if (!health.data) return <Skeleton variant="rounded" height={320} />;
  return <NotificationsForm data={health.data} />;
}

function NotificationsForm({ data }: { data: ScreenHealthResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const editable = can(user?.role, 'screens.health');
  const [enabled, setEnabled] = useState(data.enabled);
  const [threshold, setThreshold] = useState(data.thresholdMinutes);
  const [recipients, setRecipients] = useState<number[]>(data.recipientUserIds);
  const [recovery, setRecovery] = useState(data.notifyRecovery);
  const [saved, setSaved] = useState(false);
  // The 10-second refresh keeps the offline list fresh without overwriting what is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset once, when the saved settings change.
  useEffect(() => {
    setEnabled(data.enabled);
    setThreshold(data.thresholdMinutes);
    setRecipients(data.recipientUserIds);
    setRecovery(data.notifyRecovery);
  }, [data.enabled, data.thresholdMinutes, data.recipientUserIds.join(','), data.notifyRecovery]);

  const save = useMutation({
    mutationFn: () =>
      devicesApi.health.set({ enabled, thresholdMinutes: threshold, recipientUserIds: recipients, notifyRecovery: recovery }),
    onSuccess: (response) => {
      queryClient.setQueryData(deviceKeys.health, response);
      setSaved(true);
    },
  });
  const error = save.error ? toApiError(save.error) : null;
  const choices: number[] = (THRESHOLD_CHOICES as readonly number[]).includes(threshold)
    ? [...THRESHOLD_CHOICES]
    : [...THRESHOLD_CHOICES, threshold].sort((a, b) => a - b);
  const noRecipients = enabled && recipients.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate();
  }
  const toggle = (id: number, on: boolean) => setRecipients((list) => (on ? [...list, id] : list.filter((x) => x !== id)));

  return (
    <Paper variant="outlined" component="section" aria-labelledby="health-title" sx={{ p: { xs: 1.5, sm: 2.5 }, maxWidth: 720 }}>
      <Typography variant="h2" id="health-title" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('devices.health.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('devices.health.intro')}
      </Typography>
      {editable ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('devices.health.readOnly')}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }} data-testid="health-form">
        <FormAlert error={error} />
        {saved ? (
          <Alert severity="success" role="status" onClose={() => setSaved(false)}>
            {t('devices.health.saved')}
          </Alert>
        ) : null}
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} disabled={!editable} name="enabled" />}
          label={t('devices.health.enabled')}
        />
        <TextField
          select
          label={t('devices.health.threshold')}
          value={threshold}
          onChange={(e) => setThreshold(Number(e.target.value))}
          disabled={!editable}
          helperText={t('devices.health.thresholdHelp')}
          slotProps={{ select: { inputProps: { 'data-testid': 'health-threshold' } } }}
        >
          {choices.map((m) => (
            <MenuItem key={m} value={m}>
              {thresholdLabel(m, t)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl component="fieldset" disabled={!editable} error={noRecipients}>
          <FormLabel component="legend">{t('devices.health.recipients')}</FormLabel>
          <FormGroup>
            {data.candidates.map((c) => (
              <FormControlLabel
                key={c.userId}
                control={<Checkbox checked={recipients.includes(c.userId)} onChange={(e) => toggle(c.userId, e.target.checked)} />}
                label={
                  <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
                    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {c.name} · {t(`devices.health.roles.${c.role}`, { defaultValue: c.role })}
                    </Box>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {c.email}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>{noRecipients ? t('devices.health.noRecipients') : t('devices.health.recipientsHelp')}</FormHelperText>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={recovery} onChange={(e) => setRecovery(e.target.checked)} disabled={!editable} name="notifyRecovery" />}
          label={t('devices.health.recovery')}
        />
        {editable ? (
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('common.save')}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}
