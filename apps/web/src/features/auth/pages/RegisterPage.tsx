import '../i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type registerBody, TRIAL_DAYS } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type MouseEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type BodyOf, fallbackMessage, toApiError } from '../../../api/client.ts';
import { usePublicSessionCheck } from '../usePublicSessionCheck.ts';
import { LegalDialog } from '../../account/index.ts';
import { authApi } from '../api.ts';
import { GoogleSignInButton } from '../GoogleSignInButton.tsx';
import { countryValue } from '../../../components/countries.ts';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordChecklist } from '../../../components/PasswordChecklist.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { PublicLayout, PublicLoading } from '../../../components/PublicLayout.tsx';
import { emailError, type Errors, hasErrors, newPasswordError, repeatError, requiredError } from '../../../components/validate.ts';

type Field =
  | 'orgName'
  | 'orgOwnerName'
  | 'email'
  | 'password'
  | 'passwordRepeat'
  | 'city'
  | 'state'
  | 'country'
  | 'referenceCode'
  | 'terms';

const initial = {
  orgName: '',
  orgOwnerName: '',
  email: '',
  password: '',
  passwordRepeat: '',
  city: '',
  state: '',
  country: '',
  referenceCode: '',
};

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checking = usePublicSessionCheck();
  const [form, setForm] = useState(initial);
  const [promoConsent, setPromoConsent] = useState(false);
  const [terms, setTerms] = useState(false);
  const [csrfToken, setCsrfToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [csrfFailure, setCsrfFailure] = useState<string | null>(null);
  const [legal, setLegal] = useState<'eula' | 'privacy' | null>(null);

  useEffect(() => {
    let cancelled = false;
    authApi
      .csrfToken()
      .then((r) => {
        if (!cancelled) setCsrfToken(r.csrfToken);
      })
      .catch(() => {
        if (!cancelled) setCsrfFailure(t('register.csrfFailed'));
      });
    return () => {
      cancelled = true;
    };
  }, [t]);

  const register = useMutation({
    mutationFn: (body: BodyOf<typeof registerBody>) => authApi.register(body),
    onSuccess: (result, body) => {
      navigate(`/register/verify?email=${encodeURIComponent(result.email ?? body.email)}`);
    },
    onError: (error) => {
      const failed = toApiError(error);
      const fieldErrors: Errors<Field> = {};
      for (const key of Object.keys(failed.fields)) fieldErrors[key as Field] = failed.field(key);
      setErrors(fieldErrors);
      if (failed.code === 'CSRF_INVALID')
        authApi.csrfToken().then(
          (r) => setCsrfToken(r.csrfToken),
          () => undefined,
        );
    },
  });

  if (checking) return <PublicLoading label={t('login.checkingSession')} />;

  const set = (field: keyof typeof initial) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors<Field> = {
      orgName: requiredError(form.orgName),
      orgOwnerName: requiredError(form.orgOwnerName),
      email: emailError(form.email),
      password: newPasswordError(form.password),
      passwordRepeat: repeatError(form.password, form.passwordRepeat),
      country: form.country ? undefined : fallbackMessage('FIELD_REQUIRED'),
      terms: terms ? undefined : fallbackMessage('TERMS_REQUIRED'),
    };
    setErrors(next);
    setCsrfFailure(null);
    register.reset();
    if (hasErrors(next)) return;
    if (!csrfToken) {
      setCsrfFailure(t('register.csrfFailed'));
      return;
    }
    register.mutate({
      orgName: form.orgName.trim(),
      orgOwnerName: form.orgOwnerName.trim(),
      email: form.email.trim(),
      password: form.password,
      city: form.city.trim(),
      state: form.state.trim(),
      country: countryValue(form.country),
      csrfToken,
      promoConsent,
      referenceCode: form.referenceCode.trim(),
    });
  }

  const field = (name: keyof typeof initial, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={form[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (extra.helperText as string | undefined)}
      {...extra}
    />
  );

  return (
    <PublicLayout wide title={t('register.title')} subtitle={t('register.subtitle', { days: TRIAL_DAYS })}>
      <FormAlert error={register.error ? toApiError(register.error) : csrfFailure} />
      <GoogleSignInButton divider="after" />
      <Box component="form" noValidate onSubmit={submit}>
        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
          {t('register.organization')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, sm: 6 }}>{field('orgName', t('fields.orgName'), { required: true, autoComplete: 'organization' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('orgOwnerName', t('fields.yourName'), { required: true, autoComplete: 'name' })}</Grid>
        </Grid>

        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
          {t('register.account')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={12}>{field('email', t('fields.email'), { required: true, type: 'email', autoComplete: 'email' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              label={t('fields.password')}
              name="password"
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
              error={Boolean(errors.password)}
              helperText={errors.password}
              required
              slotProps={{ htmlInput: { 'aria-describedby': 'register-password-rules' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              label={t('fields.passwordRepeat')}
              name="passwordRepeat"
              autoComplete="new-password"
              value={form.passwordRepeat}
              onChange={set('passwordRepeat')}
              error={Boolean(errors.passwordRepeat)}
              helperText={errors.passwordRepeat}
              required
            />
          </Grid>
          <Grid size={12}>
            <PasswordChecklist id="register-password-rules" password={form.password} repeat={form.passwordRepeat} />
          </Grid>
        </Grid>

        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
          {t('register.location')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, sm: 6 }}>{field('city', t('fields.city'), { autoComplete: 'address-level2' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('state', t('fields.state'), { autoComplete: 'address-level1' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CountrySelect
              value={form.country}
              onChange={(code) => setForm((f) => ({ ...f, country: code }))}
              error={errors.country}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('referenceCode', `${t('fields.referenceCode')} (${t('common.optional')})`, { helperText: t('register.referenceHelp') })}
          </Grid>
        </Grid>

        <FormControlLabel
          control={<Checkbox checked={promoConsent} onChange={(e) => setPromoConsent(e.target.checked)} name="promoConsent" />}
          label={t('register.promoConsent')}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                name="terms"
                slotProps={{
                  input: { 'aria-invalid': Boolean(errors.terms), 'aria-describedby': errors.terms ? 'terms-error' : undefined },
                }}
              />
            }
            label={
              <Trans
                i18nKey="register.acceptTerms"
                components={{
                  eula: (
                    <Link
                      component="button"
                      type="button"
                      onClick={(e: MouseEvent) => {
                        e.preventDefault();
                        setLegal('eula');
                      }}
                      sx={{ verticalAlign: 'baseline', display: 'inline', textAlign: 'left', font: 'inherit' }}
                    />
                  ),
                  privacy: (
                    <Link
                      component="button"
                      type="button"
                      onClick={(e: MouseEvent) => {
                        e.preventDefault();
                        setLegal('privacy');
                      }}
                      sx={{ verticalAlign: 'baseline', display: 'inline', textAlign: 'left', font: 'inherit' }}
                    />
                  ),
                }}
              />
            }
          />
          {errors.terms ? (
            <FormHelperText id="terms-error" error sx={{ mt: -0.5, mb: 1 }}>
              {errors.terms}
            </FormHelperText>
          ) : null}
        </Box>

        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={register.isPending}
          sx={{ mt: 2 }}
          data-testid="register-submit"
        >
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to="/" sx={{ fontWeight: 600 }}>
          {t('register.signIn')}
        </Link>
      </Typography>
      <LegalDialog kind={legal} onClose={() => setLegal(null)} />
    </PublicLayout>
  );
}
