import '../i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type registerBody, TRIAL_DAYS } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type BodyOf, toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { browserCountry } from '../../../components/countries.ts';
import { PasswordChecklist } from '../../../components/PasswordChecklist.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { PublicLayout, PublicLoading } from '../../../components/PublicLayout.tsx';
import { emailError, type Errors, hasErrors, newPasswordError, repeatError } from '../../../components/validate.ts';
import { authApi } from '../api.ts';
import { GoogleSignInButton, useAuthProviders } from '../GoogleSignInButton.tsx';
import {
  AgreementFields,
  emptySignUpDetails,
  LocationFields,
  OrganizationFields,
  type SignUpDetails,
  type SignUpDetailsField,
  signUpDetailsBody,
  signUpDetailsErrors,
} from '../SignUpDetails.tsx';
import { usePublicSessionCheck } from '../usePublicSessionCheck.ts';

type Field = SignUpDetailsField | 'email' | 'password' | 'passwordRepeat';
type Account = { email: string; password: string; passwordRepeat: string };

const initial: SignUpDetails & Account = { ...emptySignUpDetails, email: '', password: '', passwordRepeat: '' };

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checking = usePublicSessionCheck();
  const server = useAuthProviders();
  // The country is preselected from the browser's language settings (it can be changed).
  const [form, setForm] = useState(() => ({ ...initial, country: browserCountry() }));
  const [promoConsent, setPromoConsent] = useState(false);
  const [terms, setTerms] = useState(false);
  const [csrfToken, setCsrfToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [csrfFailure, setCsrfFailure] = useState<string | null>(null);

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

  const change = (field: keyof typeof initial, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const set = (field: keyof Account) => (event: { target: { value: string } }) => change(field, event.target.value);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors<Field> = {
      ...signUpDetailsErrors(form, terms),
      email: emailError(form.email),
      password: newPasswordError(form.password),
      passwordRepeat: repeatError(form.password, form.passwordRepeat),
    };
    setErrors(next);
    setCsrfFailure(null);
    register.reset();
    if (hasErrors(next)) return;
    if (!csrfToken) {
      setCsrfFailure(t('register.csrfFailed'));
      return;
    }
    register.mutate({ ...signUpDetailsBody(form), email: form.email.trim(), password: form.password, csrfToken, promoConsent });
  }

  return (
    <PublicLayout
      wide
      title={t('register.title')}
      subtitle={server?.firstAccount ? t('register.subtitleFirst') : t('register.subtitle', { days: TRIAL_DAYS })}
    >
      <FormAlert error={register.error ? toApiError(register.error) : csrfFailure} />
      <GoogleSignInButton divider="after" />
      <Box component="form" noValidate onSubmit={submit}>
        <OrganizationFields values={form} errors={errors} onChange={change} />

        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
          {t('register.account')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={12}>
            <TextField
              label={t('fields.email')}
              name="email"
              value={form.email}
              onChange={set('email')}
              error={Boolean(errors.email)}
              helperText={errors.email}
              required
              type="email"
              autoComplete="email"
              fullWidth
            />
          </Grid>
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

        <LocationFields values={form} errors={errors} onChange={change} />
        <AgreementFields
          promoConsent={promoConsent}
          onPromoConsent={setPromoConsent}
          terms={terms}
          onTerms={setTerms}
          error={errors.terms}
        />

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
    </PublicLayout>
  );
}
