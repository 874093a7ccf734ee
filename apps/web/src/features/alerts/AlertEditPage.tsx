import './i18n/index.ts';
import Campaign from '@mui/icons-material/Campaign';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ALERT_MODES,
  ALERT_TYPE_COLORS,
  ALERT_TYPES,
  type AlertDetail,
  type AlertMode,
  type AlertSummary,
  type AlertType,
} from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { ColorField } from '../../components/ColorField.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { contrastRatio, isHexColor } from '../../components/color.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { hasErrors } from '../../components/validate.ts';
import { useLocale } from '../../state/locale.ts';
import { AlertPreview } from './AlertPreview.tsx';
import { AssistantButton } from '../assistant/index.ts';
import { ALERT_TYPE_ICONS } from './AlertTypeIcon.tsx';
import { AlertsTabs } from './AlertsTabs.tsx';
import { alertsApi, alertsKeys } from './api.ts';
import type { SavedNotice } from './format.ts';
import { AudioField } from './AudioField.tsx';
import {
  type AlertErrors,
  type AlertField,
  type AlertForm,
  alertFormOf,
  alertRequestOf,
  alertServerErrors,
  DURATION_UNITS,
  type DurationUnit,
  durationToSeconds,
  formatDuration,
  isTypeColors,
  newAlertForm,
  validateAlert,
  withColor,
  withType,
} from './form.ts';
import { chosenCounts } from './targets.ts';
import { TargetsField } from './TargetsField.tsx';

/** "Suggest" under a text field, at its right edge. */
const SUGGEST_PLACE = { mt: -1, display: 'flex', justifyContent: 'flex-end' } as const;

/** /home/alerts/create, and `?id=ID` to edit (spec 2.2): the alert's fields and a live preview drawn by the screen's own component. */
export default function AlertEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const existing = useQuery({
    queryKey: alertsKeys.detail(id ?? 0),
    queryFn: () => alertsApi.info({ alertId: id as number }),
    enabled: id !== null,
  });
  return (
    <>
      <PageHeader
        title={id ? t('alerts.edit.titleEdit') : t('alerts.edit.titleCreate')}
        subtitle={id && existing.data ? existing.data.name : t('alerts.edit.subtitle')}
      />
      <AlertsTabs current={id ? false : 'create'} />
      {id === null ? (
        <AlertEditor key="new" />
      ) : existing.data ? (
        <AlertEditor key={id} alert={existing.data} />
      ) : existing.error ? (
        <FormAlert error={toApiError(existing.error)} />
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
    </>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function AlertEditor({ alert }: { alert?: AlertDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AlertForm>(() => (alert ? alertFormOf(alert) : newAlertForm()));
  const [errors, setErrors] = useState<AlertErrors>({});
  const [askBroadcast, setAskBroadcast] = useState(false);
  const set = (patch: Partial<AlertForm>, ...cleared: AlertField[]) => {
    setForm((f) => ({ ...f, ...patch }));
    if (cleared.length) setErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((k) => [k, undefined])) }));
  };

  const save = useMutation({
    mutationFn: async ({ broadcast }: { broadcast: boolean }): Promise<{ saved: AlertSummary; broadcastError?: string }> => {
      const fields = alertRequestOf(form);
      const saved = alert ? await alertsApi.update({ alertId: alert.id, ...fields }) : await alertsApi.create(fields);
      if (!broadcast) return { saved };
      try {
        return { saved: await alertsApi.broadcast({ alertId: saved.id }) };
      } catch (error) {
        // Saved, not broadcast: say so on the list (saving again would make a second alert).
        return { saved, broadcastError: toApiError(error).message };
      }
    },
    onSuccess: async ({ saved, broadcastError }, { broadcast }) => {
      await queryClient.invalidateQueries({ queryKey: alertsKeys.all });
      const state: SavedNotice = {
        notice:
          broadcast && !broadcastError
            ? t('alerts.done.savedAndBroadcast', { name: saved.name })
            : t('alerts.done.saved', { name: saved.name }),
        error: broadcastError,
      };
      navigate(`/home/alerts/list?alert=${saved.id}`, { state });
    },
    onError: (error) => {
      setAskBroadcast(false);
      setErrors(alertServerErrors(toApiError(error)));
    },
  });
  const failed = save.error ? toApiError(save.error) : null;
  const failure = failed && !hasErrors(alertServerErrors(failed)) ? failed : null;

  function check(): boolean {
    save.reset();
    const found = validateAlert(form);
    setErrors(found);
    if (hasErrors(found)) {
      // Take the reader to the first field to fix.
      window.requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error input, .Mui-error textarea');
        first?.focus();
      });
      return false;
    }
    return true;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check()) save.mutate({ broadcast: false });
  }

  const seconds = durationToSeconds(form.durationValue, form.durationUnit);
  const ratio = isHexColor(form.backgroundColor) && isHexColor(form.textColor) ? contrastRatio(form.backgroundColor, form.textColor) : null;
  const displayColors = {
    // While a colour is being typed, the type's own stands in.
    backgroundColor: isHexColor(form.backgroundColor) ? form.backgroundColor : ALERT_TYPE_COLORS[form.type].backgroundColor,
    textColor: isHexColor(form.textColor) ? form.textColor : ALERT_TYPE_COLORS[form.type].textColor,
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="alert-form">
      {alert?.state === 'active' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('alerts.edit.activeNote')}
        </Alert>
      ) : null}
      <FormAlert error={failure} />
      {hasErrors(errors) && !failure ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t('alerts.edit.fixFields')}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <FormSection title={t('alerts.edit.sectionContent')}>
            <TextField
              name="name"
              label={t('alerts.fields.name')}
              value={form.name}
              onChange={(e) => set({ name: e.target.value }, 'name')}
              error={Boolean(errors.name)}
              helperText={errors.name ?? t('alerts.edit.nameHelp')}
              required
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              select
              name="type"
              label={t('alerts.fields.type')}
              value={form.type}
              onChange={(e) => {
                setForm((f) => withType(f, e.target.value as AlertType));
                setErrors((er) => ({ ...er, type: undefined, backgroundColor: undefined, textColor: undefined }));
              }}
              error={Boolean(errors.type)}
              helperText={errors.type ?? (form.colorsChanged ? t('alerts.edit.typeKeepsColors') : t('alerts.edit.typeHelp'))}
              required
            >
              {ALERT_TYPES.map((type) => {
                const Icon = ALERT_TYPE_ICONS[type];
                return (
                  <MenuItem key={type} value={type}>
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                      {t(`alerts.types.${type}`)}
                    </Box>
                  </MenuItem>
                );
              })}
            </TextField>
            <TextField
              name="description"
              label={t('alerts.fields.description')}
              value={form.description}
              onChange={(e) => set({ description: e.target.value }, 'description')}
              error={Boolean(errors.description)}
              helperText={errors.description ?? t('alerts.edit.descriptionHelp')}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 600 } }}
            />
            <AssistantButton
              sx={SUGGEST_PLACE}
              getText={() => form.description}
              onInsert={(option) => set({ description: option.slice(0, 600) }, 'description')}
            />
            <TextField
              name="instructions"
              label={t('alerts.fields.instructions')}
              value={form.instructions}
              onChange={(e) => set({ instructions: e.target.value }, 'instructions')}
              error={Boolean(errors.instructions)}
              helperText={errors.instructions ?? t('alerts.edit.instructionsHelp')}
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <AssistantButton
              sx={SUGGEST_PLACE}
              getText={() => form.instructions}
              onInsert={(option) => set({ instructions: option.slice(0, 1000) }, 'instructions')}
            />
          </FormSection>

          <FormSection title={t('alerts.edit.sectionRun')}>
            <FormControl component="fieldset" error={Boolean(errors.mode)}>
              <FormLabel component="legend">{t('alerts.fields.mode')}</FormLabel>
              <RadioGroup value={form.mode} onChange={(e) => set({ mode: e.target.value as AlertMode }, 'mode', 'duration')}>
                {ALERT_MODES.map((mode) => (
                  <FormControlLabel
                    key={mode}
                    value={mode}
                    control={<Radio />}
                    label={
                      <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                        <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                          {t(`alerts.mode.${mode}`)}
                        </Box>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {t(`alerts.mode.${mode}Help`)}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
              {errors.mode ? <FormHelperText>{errors.mode}</FormHelperText> : null}
            </FormControl>
            {form.mode === 'broadcast' ? (
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <TextField
                  name="durationValue"
                  label={t('alerts.fields.duration')}
                  value={form.durationValue}
                  onChange={(e) => set({ durationValue: e.target.value }, 'duration')}
                  error={Boolean(errors.duration)}
                  helperText={
                    errors.duration ??
                    (seconds ? t('alerts.edit.durationIs', { duration: formatDuration(seconds, locale) }) : t('alerts.edit.durationHelp'))
                  }
                  required
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ flex: '1 1 160px' }}
                />
                <TextField
                  select
                  name="durationUnit"
                  label={t('alerts.edit.durationUnit')}
                  value={form.durationUnit}
                  onChange={(e) => set({ durationUnit: e.target.value as DurationUnit }, 'duration')}
                  sx={{ flex: '1 1 140px' }}
                >
                  {(Object.keys(DURATION_UNITS) as DurationUnit[]).map((unit) => (
                    <MenuItem key={unit} value={unit}>
                      {t(`alerts.units.${unit}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
            ) : null}
            <AudioField value={form.audio} onChange={(audio) => set({ audio }, 'audio')} error={errors.audio} />
          </FormSection>

          <FormSection title={t('alerts.edit.sectionColors')}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <ColorField
                name="backgroundColor"
                label={t('alerts.fields.backgroundColor')}
                value={form.backgroundColor}
                error={errors.backgroundColor}
                onChange={(value) => {
                  setForm((f) => withColor(f, 'backgroundColor', value));
                  setErrors((e) => ({ ...e, backgroundColor: undefined }));
                }}
              />
              <ColorField
                name="textColor"
                label={t('alerts.fields.textColor')}
                value={form.textColor}
                error={errors.textColor}
                onChange={(value) => {
                  setForm((f) => withColor(f, 'textColor', value));
                  setErrors((e) => ({ ...e, textColor: undefined }));
                }}
              />
            </Box>
            {ratio !== null && ratio < 4.5 ? (
              <Alert severity="warning" data-testid="contrast-warning">
                {t('color.lowContrast', { ratio: ratio.toLocaleString(locale, { maximumFractionDigits: 1 }) })}
              </Alert>
            ) : null}
            {!isTypeColors(form.type, form.backgroundColor, form.textColor) ? (
              <Box>
                <Button
                  size="small"
                  startIcon={<RestartAlt />}
                  onClick={() => {
                    setForm((f) => withType({ ...f, colorsChanged: false }, f.type));
                    setErrors((e) => ({ ...e, backgroundColor: undefined, textColor: undefined }));
                  }}
                >
                  {t('alerts.edit.useTypeColors', { type: t(`alerts.types.${form.type}`) })}
                </Button>
              </Box>
            ) : null}
          </FormSection>

          <FormSection title={t('alerts.edit.sectionTargets')}>
            <TargetsField
              value={form.targets}
              onChange={(targets) => set({ targets }, 'targets')}
              error={errors.targets}
              known={alert?.targets}
            />
          </FormSection>
        </Box>

        <Box sx={{ position: { md: 'sticky' }, top: { md: 64 }, minWidth: 0 }}>
          <Card variant="outlined">
            <CardContent>
              <AlertPreview alert={{ ...form, ...displayColors }} maxHeight={440} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('alerts.preview.note')}
              </Typography>
            </CardContent>
          </Card>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
        <Button component={RouterLink} to={alert ? `/home/alerts/list?alert=${alert.id}` : '/home/alerts/list'}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {t('common.save')}
        </Button>
        {alert?.state === 'active' ? null : (
          <Button
            variant="contained"
            color="error"
            startIcon={<Campaign />}
            disabled={save.isPending}
            onClick={() => check() && setAskBroadcast(true)}
          >
            {t('alerts.edit.saveAndBroadcast')}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={askBroadcast}
        title={t('alerts.confirm.broadcastTitle', { name: form.name.trim() })}
        text={t(form.mode === 'continuous' ? 'alerts.confirm.broadcastContinuous' : 'alerts.confirm.broadcastFor', {
          name: form.name.trim(),
          targets: form.targets.all ? t('alerts.targets.all') : chosenCounts(form.targets, t, locale),
          duration: formatDuration(seconds ?? 0, locale),
        })}
        confirmLabel={t('alerts.edit.saveAndBroadcast')}
        busy={save.isPending}
        onClose={() => setAskBroadcast(false)}
        onConfirm={() => save.mutate({ broadcast: true })}
      />
    </Box>
  );
}
