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
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { setSessionKey } from '../../../api/cookies.ts';
import { type ApiError, fallbackMessage, toApiError } from '../../../api/client.ts';
import { usePublicSessionCheck } from '../usePublicSessionCheck.ts';
import { saveLocale, useLocale } from '../../../state/locale.ts';
import { startSession, updateStoredUser } from '../../../state/session.ts';
import { storedLocale, storeLocale } from '../../../i18n/index.ts';
import { authApi } from '../api.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { PublicLayout, PublicLoading } from '../../../components/PublicLayout.tsx';
import { emailError, type Errors, hasErrors, requiredError } from '../../../components/validate.ts';

/** Where a refused sign-in goes instead (spec part 4 login results 1–3), or null to stay and show it. */
function loginRedirect(failed: ApiError, email: string): string | null {
  if (failed.status !== 401) return null;
  if (failed.code === 1) return `/register/verify?email=${encodeURIComponent(email)}`;
  if (failed.code === 2) return '/authflow/adminapproval';
  if (failed.code === 3) return '/authflow/orgentry';
  return null;
}

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const checking = usePublicSessionCheck();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<'email' | 'password'>>({});

  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => authApi.login(body),
    onSuccess: async (result, body) => {
      startSession(result, body.email.toLowerCase());
      // A language picked in this browser wins (it is what the user is reading); otherwise the
      // account's saved language applies. The server copy follows the choice either way.
      if (storedLocale() || !result.localeSet) {
        if (!result.localeSet || result.locale !== locale) {
          updateStoredUser({ locale, localeSet: true });
          saveLocale({ locale }).catch(() => undefined);
        }
      } else if (result.locale !== locale) {
        storeLocale(result.locale);
        await i18n.changeLanguage(result.locale);
      }
      navigate('/home', { replace: true });
    },
    onError: (error, body) => {
      const failed = toApiError(error);
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
  const failure = failed && !loginRedirect(failed, email.trim()) ? failed : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { email: emailError(email), password: requiredError(password) };
    setErrors(next);
    login.reset();
    if (hasErrors(next)) return;
    login.mutate({ email: email.trim(), password });
  }

  return (
    <PublicLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      {notice ? <FormAlert error={notice} severity="success" /> : null}
      <FormAlert error={failure} />
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
