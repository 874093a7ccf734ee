import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleData } from './api.ts';
import { EntryFields, useEntryMessages } from './schedule/EntryDialog.tsx';
import { type EntryErrors, entryFromForm, newEntryForm } from './schedule/entry.ts';

/**
 * "When" of every assignment (spec part 4): play now (until stopped) or a schedule entry. One piece for
 * the publish dialog's assignment and a screen's or group's "Assign playlist".
 */
export function useAssignWhen(): { fields: ReactNode; scheduleData: () => ScheduleData | null } {
  const { t } = useTranslation();
  const messages = useEntryMessages();
  const [mode, setMode] = useState<'playNow' | 'schedule'>('playNow');
  const [form, setForm] = useState(() => newEntryForm());
  const [errors, setErrors] = useState<EntryErrors>({});

  /** The schedule data to send, or null (with the form's errors shown) when the entry is not valid. */
  function scheduleData(): ScheduleData | null {
    if (mode === 'playNow') return { mode: 'playNow' };
    const { entry, errors: found } = entryFromForm(form, messages, { requirePlaylist: false });
    setErrors(found);
    if (!entry) return null;
    const { playlistId: _, ...times } = entry;
    return { mode: 'schedule', entry: times };
  }

  const fields = (
    <>
      <FormControl>
        <FormLabel>{t('devices.assign.when')}</FormLabel>
        <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as 'playNow' | 'schedule')}>
          <FormControlLabel value="playNow" control={<Radio />} label={t('devices.assign.playNow')} />
          <FormControlLabel value="schedule" control={<Radio />} label={t('devices.assign.schedule')} />
        </RadioGroup>
        <FormHelperText>{mode === 'playNow' ? t('devices.assign.playNowHelp') : t('devices.assign.scheduleHelp')}</FormHelperText>
      </FormControl>
      {mode === 'schedule' ? <EntryFields form={form} onChange={setForm} errors={errors} /> : null}
    </>
  );
  return { fields, scheduleData };
}
