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
import { type googleRegisterBody, type LoginResponse, TRIAL_DAYS } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { setSessionKey } from '../../../api/cookies.ts';
import { type BodyOf, fallbackMessage, toApiError } from '../../../api/client.ts';
import { LegalDialog } from '../../account/index.ts';
import { countryValue } from '../../../components/countries.ts';
import { CountrySelect } from '../../../components/CountrySelect.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PublicLayout, PublicLoading } from '../../../components/PublicLayout.tsx';
import { type Errors, hasErrors, requiredError } from '../../../components/validate.ts';
import { useLocale } from '../../../state/locale.ts';
import { startSession } from '../../../state/session.ts';
import { authApi } from '../api.ts';
import { applyLoginLocale, loginRedirect } from '../loginFlow.ts';

type Field = 'orgName' | 'orgOwnerName' | 'city' | 'state' | 'country' | 'referenceCode' | 'terms';
const FAILED = '/?error=GOOGLE_SIGNIN_FAILED';

/**
 * /authflow/google (issue 16): where the server's Google callback sends the browser. A matching
 * account is signed in at once; a new address Google verified fills in the sign-up details of the
 * register page (no e-mail, password or code: Google proved the address) and lands in the CMS.
 */
export default function GoogleSignUpPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const asked = useRef(false);
  const [signup, setSignup] = useState<{ email: string } | null>(null);
  const [form, setForm] = useState({ orgName: '', orgOwnerName: '', city: '', state: '', country: '', referenceCode: '' });
  const [promoConsent, setPromoConsent] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [legal, setLegal] = useState<'eula' | 'privacy' | null>(null);

  const signedIn = async (result: LoginResponse, email: string) => {
    startSession(result, email.toLowerCase());
    await applyLoginLocale(result, locale, i18n);
    navigate('/home', { replace: true });
  };
  /** The same refusals as the password login (verify, approval, organization details), else back to the login page. */
  const refused = (error: unknown, email: string) => {
    const failed = toApiError(error);
    const redirect = loginRedirect(failed, email);
    if (redirect) {
      const restricted = failed.body.sessionKey;
      if (failed.code === 3 && typeof restricted === 'string' && restricted) setSessionKey(restricted);
      navigate(redirect, { replace: true });
    } else navigate(FAILED, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit (the ticket serves once).
  useEffect(() => {
    // The ticket serves once: ask exactly once per visit.
    if (asked.current) return;
    asked.current = true;
    authApi.googleContinue({}).then(
      (result) => {
        if (result.kind === 'session') return signedIn(result, result.email);
        setSignup({ email: result.email });
        setForm((f) => ({ ...f, orgOwnerName: result.fullname }));
      },
      (error) => refused(error, ''),
    );
  }, []);

  const csrf = useMutation({ mutationFn: () => authApi.csrfToken() });
  const register = useMutation({
    mutationFn: async (body: Omit<BodyOf<typeof googleRegisterBody>, 'csrfToken'>) =>
      authApi.googleRegister({ ...body, csrfToken: (await csrf.mutateAsync()).csrfToken }),
    onSuccess: (result) => signedIn(result, result.email),
    onError: (error) => {
      const failed = toApiError(error);
      if (failed.code === 'GOOGLE_SIGNIN_FAILED' || failed.status === 401) {
        refused(error, signup?.email ?? '');
        return;
      }
      const fieldErrors: Errors<Field> = {};
      for (const key of Object.keys(failed.fields)) fieldErrors[key as Field] = failed.field(key);
      setErrors(fieldErrors);
    },
  });

  if (!signup) return <PublicLoading label={t('google.working')} />;

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  const field = (name: keyof typeof form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={form[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (extra.helperText as string | undefined)}
      fullWidth
      {...extra}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors<Field> = {
      orgName: requiredError(form.orgName),
      orgOwnerName: requiredError(form.orgOwnerName),
      country: form.country ? undefined : fallbackMessage('FIELD_REQUIRED'),
      terms: terms ? undefined : fallbackMessage('TERMS_REQUIRED'),
    };
    setErrors(next);
    register.reset();
    if (hasErrors(next)) return;
    register.mutate({
      orgName: form.orgName.trim(),
      orgOwnerName: form.orgOwnerName.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      country: countryValue(form.country),
      promoConsent,
      referenceCode: form.referenceCode.trim(),
    });
  }

  const legalLink = (kind: 'eula' | 'privacy') => (
    <Link
      component="button"
      type="button"
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        setLegal(kind);
      }}
      sx={{ verticalAlign: 'baseline', display: 'inline', textAlign: 'left', font: 'inherit' }}
    />
  );

  return (
    <PublicLayout wide title={t('google.title')} subtitle={t('google.subtitle', { email: signup.email, days: TRIAL_DAYS })}>
      <FormAlert error={register.error && toApiError(register.error).code !== 'VALIDATION_FAILED' ? toApiError(register.error) : null} />
      <Box component="form" noValidate onSubmit={submit}>
        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
          {t('register.organization')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, sm: 6 }}>{field('orgName', t('fields.orgName'), { required: true, autoComplete: 'organization' })}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('orgOwnerName', t('fields.yourName'), { required: true, autoComplete: 'name' })}</Grid>
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
            label={<Trans i18nKey="register.acceptTerms" components={{ eula: legalLink('eula'), privacy: legalLink('privacy') }} />}
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
          data-testid="google-register-submit"
        >
          {register.isPending ? t('google.submitting') : t('google.submit')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/" sx={{ fontWeight: 600 }}>
          {t('google.back')}
        </Link>
      </Typography>
      <LegalDialog kind={legal} onClose={() => setLegal(null)} />
    </PublicLayout>
  );
}
