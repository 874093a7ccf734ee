import './i18n/index.ts';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INTEGRATION_PROVIDERS, type IntegrationProvider, type IntegrationSecret, type IntegrationSummary } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { hasErrors } from '../../components/validate.ts';
import { AlertTypeBadge } from './AlertTypeIcon.tsx';
import { AlertsTabs } from './AlertsTabs.tsx';
import { alertsApi, alertsKeys, integrationsApi } from './api.ts';
import type { SavedNotice } from './format.ts';
import { IntegrationSecretDialog } from './IntegrationSecretDialog.tsx';
import {
  type IntegrationErrors,
  type IntegrationField,
  type IntegrationForm,
  integrationFormOf,
  integrationRequestOf,
  integrationServerErrors,
  newIntegrationForm,
  validateIntegration,
} from './integrationForm.ts';
import { TargetsField } from './TargetsField.tsx';

const LIST_PATH = '/home/alerts/integrations';

/** /home/alerts/integrations/edit (new) and `?id=ID` (edit), spec 2.2. */
export default function IntegrationEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const list = useQuery({ queryKey: alertsKeys.integrations, queryFn: () => integrationsApi.list({}), enabled: id !== null });
  const existing = id ? list.data?.find((i) => i.id === id) : undefined;
  return (
    <>
      <PageHeader
        title={id ? t('alerts.integrations.titleEdit') : t('alerts.integrations.titleCreate')}
        subtitle={existing ? existing.name : t('alerts.integrations.editSubtitle')}
      />
      <AlertsTabs current="integrations" />
      {id === null ? (
        <IntegrationEditor key="new" />
      ) : existing ? (
        <IntegrationEditor key={id} integration={existing} />
      ) : list.error ? (
        <FormAlert error={toApiError(list.error)} />
      ) : list.data ? (
        <FormAlert error={t('alerts.integrations.notFound')} />
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
    </>
  );
}

function IntegrationEditor({ integration }: { integration?: IntegrationSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [form, setForm] = useState<IntegrationForm>(() => (integration ? integrationFormOf(integration) : newIntegrationForm()));
  const [errors, setErrors] = useState<IntegrationErrors>({});
  const [secret, setSecret] = useState<{ value: IntegrationSecret; regenerated: boolean } | null>(null);
  const [askRegenerate, setAskRegenerate] = useState(false);
  const alerts = useQuery({ queryKey: alertsKeys.list, queryFn: () => alertsApi.list({}) });
  const set = (patch: Partial<IntegrationForm>, ...cleared: IntegrationField[]) => {
    setForm((f) => ({ ...f, ...patch }));
    if (cleared.length) setErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((k) => [k, undefined])) }));
  };

  const save = useMutation({
    mutationFn: async () => {
      const fields = integrationRequestOf(form);
      if (integration) return { updated: await integrationsApi.update({ integrationId: integration.id, ...fields }) };
      return { created: await integrationsApi.create(fields) };
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: alertsKeys.integrations });
      if ('created' in answer && answer.created) setSecret({ value: answer.created, regenerated: false });
      else {
        const state: SavedNotice = { notice: t('alerts.integrations.saved', { name: form.name.trim() }) };
        navigate(LIST_PATH, { state });
      }
    },
    onError: (error) => setErrors(integrationServerErrors(toApiError(error))),
  });
  const regenerate = useMutation({
    mutationFn: () => integrationsApi.regenerate({ integrationId: integration?.id as number }),
    onSuccess: async (answer) => {
      setAskRegenerate(false);
      setSecret({ value: answer, regenerated: true });
      await queryClient.invalidateQueries({ queryKey: alertsKeys.integrations });
    },
  });
  const failed = save.error ? toApiError(save.error) : null;
  const failure = failed && !hasErrors(integrationServerErrors(failed)) ? failed : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const found = validateIntegration(form);
    setErrors(found);
    if (!hasErrors(found)) save.mutate();
  }

  const alertList = alerts.data ?? [];
  const toggleAlert = (id: number) =>
    set({ alertIds: form.alertIds.includes(id) ? form.alertIds.filter((a) => a !== id) : [...form.alertIds, id] }, 'alertIds');

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 860 }} data-testid="integration-form">
      <FormAlert error={failure} />
      <Card variant="outlined" component="section" aria-labelledby={headingId}>
        <CardContent sx={{ display: 'grid', gap: 2.5 }}>
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.1rem' }}>
            {t('alerts.integrations.sectionMain')}
          </Typography>
          <TextField
            name="name"
            label={t('alerts.integrations.name')}
            value={form.name}
            onChange={(e) => set({ name: e.target.value }, 'name')}
            error={Boolean(errors.name)}
            helperText={errors.name ?? t('alerts.integrations.nameHelp')}
            required
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <FormControl component="fieldset" error={Boolean(errors.provider)}>
            <FormLabel component="legend">{t('alerts.integrations.provider')}</FormLabel>
            <RadioGroup
              value={form.provider}
              onChange={(e) => set({ provider: e.target.value as IntegrationProvider }, 'provider', 'alertIds', 'targets', 'capFeedUrl')}
            >
              {INTEGRATION_PROVIDERS.map((p) => (
                <FormControlLabel
                  key={p}
                  value={p}
                  control={<Radio />}
                  label={
                    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                        {t(`alerts.integrations.providers.${p}`)}
                      </Box>
                      <Typography component="span" variant="body2" color="text.secondary">
                        {t(`alerts.integrations.providerHelp.${p}`)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {errors.provider ? <FormHelperText>{errors.provider}</FormHelperText> : null}
          </FormControl>

          {form.provider === 'generic' ? (
            <FormControl component="fieldset" error={Boolean(errors.alertIds)} data-testid="linked-alerts">
              <FormLabel component="legend">{t('alerts.integrations.linkedAlerts')}</FormLabel>
              <FormHelperText sx={{ mx: 0 }}>{t('alerts.integrations.linkedHelp')}</FormHelperText>
              {alerts.isPending ? (
                <Skeleton variant="rounded" height={80} />
              ) : alertList.length === 0 ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('alerts.integrations.noAlertsYet')}{' '}
                  <Link component={RouterLink} to="/home/alerts/create">
                    {t('alerts.list.create')}
                  </Link>
                </Typography>
              ) : (
                <FormGroup sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
                  {alertList.map((a) => (
                    <FormControlLabel
                      key={a.id}
                      control={<Checkbox checked={form.alertIds.includes(a.id)} onChange={() => toggleAlert(a.id)} />}
                      label={
                        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, py: 0.5 }}>
                          <AlertTypeBadge type={a.type} backgroundColor={a.backgroundColor} textColor={a.textColor} size={28} decorative />
                          <span>{a.name}</span>
                        </Box>
                      }
                    />
                  ))}
                </FormGroup>
              )}
              {errors.alertIds ? <FormHelperText role="alert">{errors.alertIds}</FormHelperText> : null}
            </FormControl>
          ) : (
            <>
              <TargetsField
                value={form.targets}
                onChange={(targets) => set({ targets }, 'targets')}
                error={errors.targets}
                known={integration?.targets}
              />
              <TextField
                name="capFeedUrl"
                type="url"
                label={`${t('alerts.integrations.capFeedUrl')} (${t('common.optional')})`}
                value={form.capFeedUrl}
                onChange={(e) => set({ capFeedUrl: e.target.value }, 'capFeedUrl')}
                error={Boolean(errors.capFeedUrl)}
                helperText={errors.capFeedUrl ?? t('alerts.integrations.capFeedHelp')}
                placeholder="https://"
                slotProps={{ htmlInput: { maxLength: 2000, spellCheck: false } }}
              />
            </>
          )}
        </CardContent>
      </Card>

      {integration ? (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
              {t('alerts.integrations.key')}
            </Typography>
            <Typography variant="body2">
              {t('alerts.integrations.keyStarts', { prefix: integration.keyPrefix })}{' '}
              {integration.enabled ? t('alerts.integrations.isEnabled') : t('alerts.integrations.isDisabled')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('alerts.integrations.keyLost')}
            </Typography>
            <Box>
              <Button variant="outlined" startIcon={<KeyOutlined />} onClick={() => setAskRegenerate(true)}>
                {t('alerts.integrations.regenerate')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('alerts.integrations.keyAfterCreate')}
        </Alert>
      )}

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={LIST_PATH}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {integration ? t('common.save') : t('alerts.integrations.createSubmit')}
        </Button>
      </Box>
      <ConfirmDialog
        open={askRegenerate}
        title={t('alerts.integrations.regenerateTitle', { name: integration?.name })}
        text={t('alerts.integrations.regenerateText')}
        confirmLabel={t('alerts.integrations.regenerate')}
        busy={regenerate.isPending}
        error={regenerate.error ? toApiError(regenerate.error) : null}
        onClose={() => setAskRegenerate(false)}
        onConfirm={() => regenerate.mutate()}
      />
      <IntegrationSecretDialog
        secret={secret?.value ?? null}
        regenerated={secret?.regenerated}
        onClose={() => {
          const created = secret && !secret.regenerated;
          setSecret(null);
          if (created)
            navigate(LIST_PATH, { state: { notice: t('alerts.integrations.created', { name: form.name.trim() }) } satisfies SavedNotice });
        }}
      />
    </Box>
  );
}
