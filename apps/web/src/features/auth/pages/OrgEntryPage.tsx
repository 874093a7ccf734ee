import '../i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { orgEntryBody } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type BodyOf, fallbackMessage, toApiError } from '../../../api/client.ts';
import { checkOf } from '../sessionRedirect.ts';
import { endSession, hasSessionKey } from '../../../state/session.ts';
import { authApi } from '../api.ts';
import { countryValue } from '../../../components/countries.ts';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { type Errors, hasErrors, requiredError } from '../../../components/validate.ts';

type Field = 'orgName' | 'city' | 'state' | 'country';

/** /authflow/orgentry: the mandatory organization details that complete a sign-up. */
export default function OrgEntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState({ orgName: '', city: '', state: '', country: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const save = useMutation({
    mutationFn: (body: BodyOf<typeof orgEntryBody>) => authApi.orgEntry(body),
    onSuccess: async () => {
      try {
        await authApi.check(checkOf('/home'));
        navigate('/home', { replace: true });
      } catch {
        endSession();
        navigate('/', { replace: true, state: { notice: t('orgEntry.doneSignIn') } });
      }
    },
    onError: (error) => {
      const failed = toApiError(error);
      const fieldErrors: Errors<Field> = {};
      for (const key of Object.keys(failed.fields)) fieldErrors[key as Field] = failed.field(key);
      setErrors(fieldErrors);
      if (failed.status === 401) {
        endSession();
        navigate('/', { replace: true });
      }
    },
  });

  useEffect(() => {
    if (!hasSessionKey()) navigate('/', { replace: true });
  }, [navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors<Field> = {
      orgName: requiredError(form.orgName),
      country: form.country ? undefined : fallbackMessage('FIELD_REQUIRED'),
    };
    setErrors(next);
    save.reset();
    if (hasErrors(next)) return;
    save.mutate({
      orgName: form.orgName.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      country: countryValue(form.country),
    });
  }

  const text = (name: Exclude<Field, 'country'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...extra}
    />
  );

  return (
    <PublicLayout title={t('orgEntry.title')} subtitle={t('orgEntry.subtitle')}>
      <FormAlert error={save.error ? toApiError(save.error) : null} />
      <Box component="form" noValidate onSubmit={submit}>
        <Grid container spacing={2}>
          <Grid size={12}>{text('orgName', t('fields.orgName'), { required: true, autoFocus: true, autoComplete: 'organization' })}</Grid>
          <Grid size={12}>{text('city', t('fields.city'), { autoComplete: 'address-level2' })}</Grid>
          <Grid size={12}>{text('state', t('fields.state'), { autoComplete: 'address-level1' })}</Grid>
          <Grid size={12}>
            <CountrySelect
              value={form.country}
              onChange={(code) => setForm((f) => ({ ...f, country: code }))}
              error={errors.country}
              required
            />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={save.isPending}>
              {save.isPending ? t('orgEntry.submitting') : t('orgEntry.submit')}
            </Button>
          </Grid>
        </Grid>
      </Box>
    </PublicLayout>
  );
}
