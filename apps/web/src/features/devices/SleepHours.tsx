import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { asleepAt, type SleepException, type SleepHours, type SleepRule, type Weekday } from '@signage/schedule';
import type { DeviceListItem, GroupItem } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { visuallyHidden } from '../../components/a11y.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useLocale } from '../../state/locale.ts';
import { deviceKeys, devicesApi } from './api.ts';

const DAYS: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const WEEKDAYS: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];
/** What a new screen's sleep hours start from: weeknights and the weekend. */
const STARTER: SleepHours = {
  rules: [
    { days: WEEKDAYS, from: '22:00', until: '06:00' },
    { days: ['SA', 'SU'], from: '00:00', until: '00:00' },
  ],
  exceptions: [],
};

/** Day names in the reader's language (2026-03-02 is a Monday). */
function dayNames(locale: string) {
  const at = (i: number) => new Date(Date.UTC(2026, 2, 2 + i, 12));
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return new Map(DAYS.map((d, i) => [d, { short: short.format(at(i)), long: long.format(at(i)) }]));
}

/** One sentence per rule: "Mon, Tue: 22:00 – 06:00 (next day)". */
export function sleepSummary(h: SleepHours, locale: string, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (h.rules.length === 0 && h.exceptions.length === 0) return t('devices.sleep.never');
  const names = dayNames(locale);
  const parts = h.rules.map((r) => {
    const days = r.days.map((d) => names.get(d)?.short ?? d).join(', ');
    if (r.from === r.until) return t('devices.sleep.summaryAllDay', { days });
    return t(r.until < r.from ? 'devices.sleep.summaryOvernight' : 'devices.sleep.summary', { days, from: r.from, until: r.until });
  });
  if (h.exceptions.length) parts.push(t('devices.sleep.summaryExceptions', { count: h.exceptions.length }));
  return parts.join(' · ');
}

/** The server's field messages (one per problem), else its message. */
function errorText(error: ApiError | null): string | null {
  if (!error) return null;
  const messages = [
    ...new Set(
      Object.values(error.fields ?? {})
        .map((f) => f?.message)
        .filter(Boolean),
    ),
  ];
  return messages.length ? messages.join(' ') : error.message;
}

function RuleRow({
  rule,
  index,
  names,
  onChange,
  onRemove,
}: {
  rule: SleepRule;
  index: number;
  names: ReturnType<typeof dayNames>;
  onChange: (rule: SleepRule) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const overnight = rule.until < rule.from;
  const allDay = rule.from === rule.until;
  return (
    <Box
      role="group"
      aria-label={t('devices.sleep.period', { n })}
      data-testid={`sleep-rule-${index}`}
      sx={{ display: 'grid', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <ToggleButtonGroup
        size="small"
        color="primary"
        value={rule.days}
        onChange={(_, days: Weekday[]) => onChange({ ...rule, days: DAYS.filter((d) => days.includes(d)) })}
        aria-label={t('devices.sleep.days', { n })}
        sx={{ flexWrap: 'wrap' }}
      >
        {DAYS.map((d) => (
          <ToggleButton key={d} value={d} sx={{ minWidth: { xs: 38, sm: 44 }, px: { xs: 0.5, sm: 1 }, textTransform: 'none' }}>
            {/* Short on screen, the whole day's name for screen readers (no name/label mismatch). */}
            <span aria-hidden="true">{names.get(d)?.short}</span>
            <Box component="span" sx={visuallyHidden}>
              {names.get(d)?.long}
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          type="time"
          size="small"
          label={t('devices.sleep.from')}
          value={rule.from}
          onChange={(e) => onChange({ ...rule, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('devices.sleep.fromOf', { n }) } }}
          sx={{ flex: '1 1 130px', maxWidth: 170 }}
        />
        <TextField
          type="time"
          size="small"
          label={t('devices.sleep.until')}
          value={rule.until}
          onChange={(e) => onChange({ ...rule, until: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('devices.sleep.untilOf', { n }) } }}
          sx={{ flex: '1 1 130px', maxWidth: 170 }}
        />
        <IconButton onClick={onRemove} aria-label={t('devices.sleep.removePeriod', { n })}>
          <DeleteOutline />
        </IconButton>
      </Box>
      {(overnight || allDay) && (
        <Typography variant="body2" color="text.secondary">
          {t(allDay ? 'devices.sleep.allDayHint' : 'devices.sleep.overnightHint')}
        </Typography>
      )}
    </Box>
  );
}

function ExceptionRow({
  exception,
  index,
  onChange,
  onRemove,
}: {
  exception: SleepException;
  index: number;
  onChange: (e: SleepException) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid={`sleep-exception-${index}`}>
      <TextField
        type="date"
        size="small"
        label={t('devices.sleep.date')}
        value={exception.date}
        onChange={(e) => onChange({ ...exception, date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('devices.sleep.dateOf', { n }) } }}
        sx={{ flex: '0 1 170px', minWidth: 150 }}
      />
      <TextField
        select
        size="small"
        label={t('devices.sleep.mode')}
        value={exception.mode}
        onChange={(e) => onChange({ ...exception, mode: e.target.value as SleepException['mode'] })}
        sx={{ flex: '0 1 260px', minWidth: 180 }}
      >
        <MenuItem value="awake">{t('devices.sleep.modeAwake')}</MenuItem>
        <MenuItem value="sleep">{t('devices.sleep.modeSleep')}</MenuItem>
      </TextField>
      <IconButton onClick={onRemove} aria-label={t('devices.sleep.removeException', { n })}>
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}

/** Weekly periods and dated exceptions, edited in place. */
function SleepHoursFields({ value, onChange }: { value: SleepHours; onChange: (h: SleepHours) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = useMemo(() => dayNames(locale), [locale]);
  const today = new Date().toISOString().slice(0, 10);
  const setRule = (i: number, r: SleepRule) => onChange({ ...value, rules: value.rules.map((x, j) => (j === i ? r : x)) });
  const setException = (i: number, e: SleepException) =>
    onChange({ ...value, exceptions: value.exceptions.map((x, j) => (j === i ? e : x)) });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('devices.sleep.periods')}
      </Typography>
      {value.rules.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('devices.sleep.noPeriods')}
        </Typography>
      )}
      {value.rules.map((r, i) => (
        <RuleRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity.
          key={i}
          rule={r}
          index={i}
          names={names}
          onChange={(next) => setRule(i, next)}
          onRemove={() => onChange({ ...value, rules: value.rules.filter((_, j) => j !== i) })}
        />
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => onChange({ ...value, rules: [...value.rules, { days: WEEKDAYS, from: '22:00', until: '06:00' }] })}
        >
          {t('devices.sleep.addPeriod')}
        </Button>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('devices.sleep.exceptions')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('devices.sleep.exceptionsHelp')}
      </Typography>
      {value.exceptions.map((e, i) => (
        <ExceptionRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity.
          key={i}
          exception={e}
          index={i}
          onChange={(next) => setException(i, next)}
          onRemove={() => onChange({ ...value, exceptions: value.exceptions.filter((_, j) => j !== i) })}
        />
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => onChange({ ...value, exceptions: [...value.exceptions, { date: today, mode: 'awake' }] })}
        >
          {t('devices.sleep.addException')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A screen's or a group's sleep hours (docs/screens.md "Sleep hours"): a switch for having any (a
 * screen without its own follows its group's, named), the periods and exceptions, and save.
 */
export function SleepHoursEditor(
  props:
    | { kind: 'device'; device: DeviceListItem; onSaved: (message: string) => void }
    | { kind: 'group'; group: GroupItem; onSaved: (message: string) => void },
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const switchId = useId();
  const queryClient = useQueryClient();
  const stored = props.kind === 'device' ? props.device.sleepHours : props.group.sleepHours;
  const storedKey = JSON.stringify(stored);
  const [on, setOn] = useState(stored !== null);
  const [value, setValue] = useState<SleepHours>(stored ?? STARTER);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored sleep hours change.
  useEffect(() => {
    setOn(stored !== null);
    setValue(stored ?? STARTER);
  }, [storedKey]);
  const save = useMutation({
    mutationFn: async (sleepHours: SleepHours | null): Promise<unknown> =>
      props.kind === 'device'
        ? devicesApi.setSleepHours({ deviceKey: props.device.deviceKey, sleepHours })
        : devicesApi.groups.setSleepHours({ id: props.group.id, sleepHours }),
    onSuccess: async () => {
      props.onSaved(t('devices.sleep.saved'));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
  const next = on ? value : null;
  const dirty = JSON.stringify(next) !== storedKey;
  const inherited = props.kind === 'device' ? props.device.sleepFrom : null;
  const timeZone = props.kind === 'device' ? props.device.timeZone : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(next);
  }
  const effective = on ? value : (inherited?.sleepHours ?? null);
  const asleepNow = timeZone && effective ? asleepAt(effective, timeZone, Date.now()) : false;
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }} data-testid="sleep-hours">
      <Typography variant="body2" color="text.secondary">
        {t(props.kind === 'device' ? 'devices.sleep.help' : 'devices.sleep.groupHelp')}
      </Typography>
      <FormAlert error={errorText(save.error ? toApiError(save.error) : null)} />
      <FormControlLabel
        control={<Switch id={switchId} checked={on} onChange={(e) => setOn(e.target.checked)} />}
        label={t(props.kind === 'device' ? 'devices.sleep.own' : 'devices.sleep.groupOn')}
      />
      {!on && (
        <Typography variant="body2" data-testid="sleep-inherited">
          {props.kind === 'device' && inherited
            ? t('devices.sleep.followsGroup', { group: inherited.groupName, summary: sleepSummary(inherited.sleepHours, locale, t) })
            : t(props.kind === 'device' ? 'devices.sleep.none' : 'devices.sleep.groupNone')}
        </Typography>
      )}
      {on && <SleepHoursFields value={value} onChange={setValue} />}
      {timeZone && (
        <Typography variant="body2" color="text.secondary">
          {t(asleepNow ? 'devices.sleep.asleepNow' : 'devices.sleep.inZone', { zone: timeZone })}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!dirty || save.isPending}>
          {t('common.save')}
        </Button>
      </Box>
    </Box>
  );
}
