import '../i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { setSessionKey } from '../../../api/cookies.ts';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import { usePublicSessionCheck } from '../usePublicSessionCheck.ts';
import { useLocale } from '../../../state/locale.ts';
import { startSession } from '../../../state/session.ts';
import { authApi } from '../api.ts';
import { GoogleSignInButton } from '../GoogleSignInButton.tsx';
import { SSO_REDIRECTED_ERRORS, SsoSignIn, useSsoOnlyRedirect } from '../../sso/SsoSignIn.tsx';
import { applyLoginLocale, loginRedirect } from '../loginFlow.ts';
import {
  EnrolStep,
  PasskeySignInButton,
  type SecondFactorChallenge,
  SecondFactorStep,
  secondFactorChallengeOf,
} from '../secondFactor/SecondFactorStep.tsx';
import { accountApi } from '../../account/api.ts';
import { updateStoredUser } from '../../../state/session.ts';
import type { LoginResponse } from '@signage/shared';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { PublicLayout, PublicLoading } from '../../../components/PublicLayout.tsx';
import { emailError, type Errors, hasErrors, requiredError } from '../../../components/validate.ts';

/** Failures the server's Google callback sends back to this page (`/?error=CODE`); others are ignored. */
const REDIRECTED_ERRORS = new Set<string>(['GOOGLE_SIGNIN_FAILED', 'RATE_LIMITED', ...SSO_REDIRECTED_ERRORS]);

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const checking = usePublicSessionCheck();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [search] = useSearchParams();
  const redirectedError = search.get('error');
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});
  // An "SSO only" organization's address goes to its provider; `?password=1` is the owner's break-glass.
  const ssoFirst = useSsoOnlyRedirect(search.get('password') === '1');
  // The second factor the password (or Google, through its landing page) still owes (docs/decisions.md).
  const [step, setStep] = useState<SecondFactorChallenge | null>(
    () => (location.state as { secondFactor?: SecondFactorChallenge } | null)?.secondFactor ?? null,
  );

  async function signedIn(result: LoginResponse, knownEmail: string) {
    startSession(result, knownEmail.toLowerCase());
    await applyLoginLocale(result, locale, i18n);
    // A passkey or Google sign-in did not type the address: the account knows it.
    if (!knownEmail)
      await accountApi.me({}).then(
        (me) => updateStoredUser({ email: me.email }),
        () => undefined,
      );
    navigate('/home', { replace: true });
  }

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => authApi.login(body),
    onSuccess: (result, body) => signedIn(result, body.email),
    onError: (error, body) => {
      const failed = toApiError(error);
      const owed = secondFactorChallengeOf(failed);
      if (owed) {
        setPassword('');
        setStep(owed);
        return;
      }
      const redirect = loginRedirect(failed, body.email);
      if (redirect) {
        const restricted = failed.body.sessionKey;
        if (failed.code === 3 && typeof restricted === 'string' && restricted) setSessionKey(restricted);
        navigate(redirect);
        return;
      }
      if (failed.status === 401) {
        failed.message ||= fallbackMessage('LOGIN_FAILED');
        return;
      }
      setErrors({ email: failed.field('email'), password: failed.field('password') });
    },
  });

  if (checking) return <PublicLoading label={t('login.checkingSession')} />;

  const failed = login.error ? toApiError(login.error) : null;
  const failure = failed && !loginRedirect(failed, email.trim()) && !secondFactorChallengeOf(failed) ? failed : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { email: emailError(email), password: requiredError(password) };
    if (!next.email && (await ssoFirst(email.trim()))) return;
    setErrors(next);
    login.reset();
    if (hasErrors(next)) return;
    login.mutate({ email: email.trim(), password });
  }

  if (step) {
    const back = () => {
      setStep(null);
      login.reset();
      navigate('/', { replace: true, state: null });
    };
    return (
      <PublicLayout title={t('login.title')} subtitle={t('login.subtitle')}>
        {step.kind === 'verify' ? (
          <SecondFactorStep step={step} onSignedIn={(result) => signedIn(result, email.trim())} onBack={back} />
        ) : (
          <EnrolStep step={step} onSignedIn={(result) => signedIn(result, email.trim())} onBack={back} />
        )}
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice ? <FormAlert error={notice} severity="success" /> : null}
      <FormAlert error={failure ?? (redirectedError && REDIRECTED_ERRORS.has(redirectedError) ? fallbackMessage(redirectedError) : null)} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
            required
            autoFocus
          />
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
            required
          />
          <Box sx={{ textAlign: 'right', mt: -0.5 }}>
            <Link component={RouterLink} to="/forgot" variant="body2">
              {t('login.forgot')}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={login.isPending} data-testid="login-submit">
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </Box>
      <PasskeySignInButton onSignedIn={(result) => signedIn(result, '')} />
      <GoogleSignInButton />
      <SsoSignIn initialEmail={email} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Tooltip title={t('login.registerTooltip')} describeChild>
          <Link component={RouterLink} to="/register" sx={{ fontWeight: 600 }}>
            {t('login.register')}
          </Link>
        </Tooltip>
      </Typography>
    </PublicLayout>
  );
}
