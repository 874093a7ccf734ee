import '../i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type googleRegisterBody, type LoginResponse, TRIAL_DAYS } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { setSessionKey } from '../../../api/cookies.ts';
import { type BodyOf, toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { browserCountry } from '../../../components/countries.ts';
import { PublicLayout, PublicLoading } from '../../../components/PublicLayout.tsx';
import { type Errors, hasErrors } from '../../../components/validate.ts';
import { useLocale } from '../../../state/locale.ts';
import { startSession } from '../../../state/session.ts';
import { authApi } from '../api.ts';
import { secondFactorChallengeOf } from '../secondFactor/SecondFactorStep.tsx';
import { applyLoginLocale, loginRedirect } from '../loginFlow.ts';
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

const FAILED = '/?error=GOOGLE_SIGNIN_FAILED';

/**
 * /authflow/google (docs/integrations.md "Google sign-in"): where the server's Google callback sends the browser. A matching
 * account is signed in at once; a new address Google verified fills in the sign-up details of the
 * register page (no e-mail, password or code: Google proved the address) and lands in the CMS.
 */
export default function GoogleSignUpPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const asked = useRef(false);
  const [signup, setSignup] = useState<{ email: string } | null>(null);
  const [form, setForm] = useState<SignUpDetails>(() => ({ ...emptySignUpDetails, country: browserCountry() }));
  const [promoConsent, setPromoConsent] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors<SignUpDetailsField>>({});

  const signedIn = async (result: LoginResponse, email: string) => {
    startSession(result, email.toLowerCase());
    await applyLoginLocale(result, locale, i18n);
    navigate('/home', { replace: true });
  };
  /** The same refusals as the password login (verify, approval, organization details), else back to the login page. */
  const refused = (error: unknown, email: string) => {
    const failed = toApiError(error);
    // A second factor is owed: the login page asks for it (no session exists yet).
    const owed = secondFactorChallengeOf(failed);
    if (owed) {
      navigate('/', { replace: true, state: { secondFactor: owed } });
      return;
    }
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
      const fieldErrors: Errors<SignUpDetailsField> = {};
      for (const key of Object.keys(failed.fields)) fieldErrors[key as SignUpDetailsField] = failed.field(key);
      setErrors(fieldErrors);
    },
  });

  if (!signup) return <PublicLoading label={t('google.working')} />;

  const change = (field: keyof SignUpDetails, value: string) => setForm((f) => ({ ...f, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = signUpDetailsErrors(form, terms);
    setErrors(next);
    register.reset();
    if (hasErrors(next)) return;
    register.mutate({ ...signUpDetailsBody(form), promoConsent });
  }

  return (
    <PublicLayout wide title={t('google.title')} subtitle={t('google.subtitle', { email: signup.email, days: TRIAL_DAYS })}>
      <FormAlert error={register.error && toApiError(register.error).code !== 'VALIDATION_FAILED' ? toApiError(register.error) : null} />
      <Box component="form" noValidate onSubmit={submit}>
        <OrganizationFields values={form} errors={errors} onChange={change} />
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
    </PublicLayout>
  );
}
