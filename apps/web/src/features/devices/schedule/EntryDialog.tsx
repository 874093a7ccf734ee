import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { PlaylistItem } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { type EntryErrors, type EntryForm, entryFromForm, FREQUENCIES, type ScheduleEntryValue, WEEKDAYS, weekdayOf } from './entry.ts';

/** The schedule-entry fields (used alone in the entry dialog and inside the assign dialog). */
export function EntryFields({
  form,
  onChange,
  errors,
  playlists,
  timeZone,
}: {
  form: EntryForm;
  onChange: (form: EntryForm) => void;
  errors: EntryErrors;
  /** Omitted = the playlist is chosen elsewhere. */
  playlists?: Pick<PlaylistItem, 'id' | 'name'>[];
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const daysLabel = useId();
  const set = (patch: Partial<EntryForm>) => onChange({ ...form, ...patch });
  const fmt = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
  // 2024-01-01 was a Monday.
  const dayName = (i: number) => fmt.format(new Date(2024, 0, 1 + i));
  const dayLong = (i: number) => new Intl.DateTimeFormat(undefined, { weekday: 'long' }).format(new Date(2024, 0, 1 + i));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {playlists ? (
        <TextField
          select
          label={t('devices.schedule.playlist')}
          value={form.playlistId}
          onChange={(e) => set({ playlistId: e.target.value === '' ? '' : Number(e.target.value) })}
          error={Boolean(errors.playlistId)}
          helperText={errors.playlistId ?? (playlists.length ? ' ' : t('devices.assign.noPublished'))}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'entry-playlist' } }}
        >
          {playlists.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <FormControlLabel
        control={<Switch checked={form.allDay} onChange={(e) => set({ allDay: e.target.checked })} />}
        label={t('devices.schedule.allDay')}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          type="date"
          label={t('devices.schedule.startDate')}
          value={form.startDate}
          onChange={(e) => {
            const startDate = e.target.value;
            const patch: Partial<EntryForm> = { startDate };
            if (form.endDate < startDate || form.endDate === form.startDate) patch.endDate = startDate;
            if (form.daysOfWeek.length <= 1 && startDate) patch.daysOfWeek = [weekdayOf(startDate)];
            set(patch);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.range)}
          required
        />
        {form.allDay ? null : (
          <TextField
            type="time"
            label={t('devices.schedule.startTime')}
            value={form.startTime}
            onChange={(e) => set({ startTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.range)}
            required
          />
        )}
        <TextField
          type="date"
          label={form.allDay ? t('devices.schedule.lastDay') : t('devices.schedule.endDate')}
          value={form.endDate}
          onChange={(e) => set({ endDate: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.range)}
          required
        />
        {form.allDay ? null : (
          <TextField
            type="time"
            label={t('devices.schedule.endTime')}
            value={form.endTime}
            onChange={(e) => set({ endTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.range)}
            required
          />
        )}
      </Box>
      {errors.range ? (
        <Alert severity="error" role="alert" data-testid="entry-range-error">
          {errors.range}
        </Alert>
      ) : null}
      {timeZone ? <FormHelperText sx={{ mt: -1 }}>{t('devices.schedule.timeZoneNote', { timeZone })}</FormHelperText> : null}

      <FormControl>
        <FormLabel>{t('devices.schedule.repeat')}</FormLabel>
        <RadioGroup row value={form.repeat} onChange={(e) => set({ repeat: e.target.value as EntryForm['repeat'] })}>
          <FormControlLabel value="none" control={<Radio />} label={t('devices.schedule.repeatNone')} />
          <FormControlLabel value="custom" control={<Radio />} label={t('devices.schedule.repeatCustom')} />
        </RadioGroup>
      </FormControl>

      {form.repeat === 'custom' ? (
        <Box sx={{ display: 'grid', gap: 2, pl: { sm: 2 }, borderLeft: { sm: '2px solid' }, borderColor: { sm: 'divider' } }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              type="number"
              label={t('devices.schedule.every')}
              value={form.interval}
              onChange={(e) => set({ interval: e.target.value })}
              error={Boolean(errors.interval)}
              helperText={errors.interval}
              slotProps={{ htmlInput: { min: 1, max: 999 } }}
              sx={{ width: 120 }}
            />
            <TextField
              select
              label={t('devices.schedule.unit')}
              value={form.frequency}
              onChange={(e) => set({ frequency: e.target.value as EntryForm['frequency'] })}
              sx={{ minWidth: 160 }}
            >
              {FREQUENCIES.map((f) => (
                <MenuItem key={f} value={f}>
                  {t(`devices.schedule.units.${f}`, { count: Number(form.interval) || 1 })}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          {form.frequency === 'weekly' ? (
            <FormControl error={Boolean(errors.daysOfWeek)}>
              <FormLabel id={daysLabel}>{t('devices.schedule.onDays')}</FormLabel>
              <ToggleButtonGroup
                aria-labelledby={daysLabel}
                value={form.daysOfWeek}
                onChange={(_, value: string[]) => set({ daysOfWeek: WEEKDAYS.filter((d) => value.includes(d)) })}
                size="small"
                sx={{ flexWrap: 'wrap', mt: 0.5 }}
              >
                {WEEKDAYS.map((d, i) => (
                  <ToggleButton key={d} value={d} title={dayLong(i)} data-day={d}>
                    {dayName(i)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {errors.daysOfWeek ? <FormHelperText>{errors.daysOfWeek}</FormHelperText> : null}
            </FormControl>
          ) : null}
          <FormControl>
            <FormLabel>{t('devices.schedule.ends')}</FormLabel>
            <RadioGroup value={form.ends} onChange={(e) => set({ ends: e.target.value as EntryForm['ends'] })}>
              <FormControlLabel value="never" control={<Radio />} label={t('devices.schedule.endsNever')} />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <FormControlLabel value="on" control={<Radio />} label={t('devices.schedule.endsOn')} />
                <TextField
                  type="date"
                  size="small"
                  value={form.endsOn}
                  disabled={form.ends !== 'on'}
                  onChange={(e) => set({ endsOn: e.target.value })}
                  error={Boolean(errors.endsOn)}
                  helperText={errors.endsOn}
                  slotProps={{ htmlInput: { 'aria-label': t('devices.schedule.endsOnDate') } }}
                />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <FormControlLabel value="after" control={<Radio />} label={t('devices.schedule.endsAfter')} />
                <TextField
                  type="number"
                  size="small"
                  value={form.endsAfter}
                  disabled={form.ends !== 'after'}
                  onChange={(e) => set({ endsAfter: e.target.value })}
                  error={Boolean(errors.endsAfter)}
                  helperText={errors.endsAfter}
                  slotProps={{ htmlInput: { min: 1, 'aria-label': t('devices.schedule.occurrences') } }}
                  sx={{ width: 110 }}
                />
                <span>{t('devices.schedule.occurrences')}</span>
              </Box>
            </RadioGroup>
          </FormControl>
        </Box>
      ) : null}
    </Box>
  );
}

export function useEntryMessages() {
  const { t } = useTranslation();
  return {
    required: t('devices.fieldRequired'),
    invalidRange: fallbackMessage('SCHEDULE_INVALID'),
    interval: t('devices.schedule.intervalInvalid'),
    days: t('devices.schedule.daysRequired'),
    endsOn: t('devices.schedule.endsOnInvalid'),
    endsAfter: t('devices.schedule.endsAfterInvalid'),
  };
}

/** Add or edit one schedule entry (every recurrence option of spec part 3). */
export function EntryDialog({
  open,
  title,
  initial,
  playlists,
  timeZone,
  onClose,
  onSubmit,
  extraActions,
}: {
  open: boolean;
  title: string;
  initial: EntryForm;
  playlists: Pick<PlaylistItem, 'id' | 'name'>[];
  timeZone?: string;
  onClose: () => void;
  onSubmit: (entry: ScheduleEntryValue) => Promise<unknown>;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const messages = useEntryMessages();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<EntryErrors>({});
  const save = useMutation({ mutationFn: onSubmit, onSuccess: () => onClose() });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened (the mutation object changes every render).
  useEffect(() => {
    if (open) {
      setForm(initial);
      setErrors({});
      save.reset();
    }
  }, [open, initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const { entry, errors: found } = entryFromForm(form, messages);
    setErrors(found);
    if (entry) save.mutate(entry);
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <Box component="form" onSubmit={submit} noValidate data-testid="entry-dialog">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormAlert error={save.error && toApiError(save.error)} />
          <Box sx={{ pt: 1 }}>
            <EntryFields form={form} onChange={setForm} errors={errors} playlists={playlists} timeZone={timeZone} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {extraActions}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
