import '../i18n/index.ts';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VERIFY_CODE_DIGITS, VERIFY_CODE_TTL_MIN } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../../state/locale.ts';
import { startSession } from '../../../state/session.ts';
import { applyLoginLocale } from '../loginFlow.ts';
import { useAuthProviders } from '../GoogleSignInButton.tsx';
import { toApiError } from '../../../api/client.ts';
import { usePublicSessionCheck } from '../usePublicSessionCheck.ts';
import { authApi } from '../api.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PublicLayout, PublicLoading } from '../../../components/PublicLayout.tsx';
import { emailError, type Errors, hasErrors } from '../../../components/validate.ts';

const RESEND_COOLDOWN_S = 60;

export default function VerifyPage() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const server = useAuthProviders();
  const checking = usePublicSessionCheck();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors<'email' | 'code'>>({});
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  const verify = useMutation({
    mutationFn: (body: { email: string; code: string }) => authApi.verifyRegistration(body),
    onSuccess: async (result, body) => {
      // Verified and active: signed in at once, straight to the dashboard (no second sign-in).
      if (!result.session) return;
      startSession(result.session, body.email.toLowerCase());
      await applyLoginLocale(result.session, locale, i18n);
      navigate('/home', { replace: true });
    },
    onError: (error) => {
      const failed = toApiError(error);
      setErrors({ email: failed.field('email'), code: failed.field('code') });
    },
  });
  const resend = useMutation({ mutationFn: (body: { email: string }) => authApi.resendCode(body) });

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((c) => c - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  if (checking) return <PublicLoading label={t('login.checkingSession')} />;

  if (verify.isSuccess && !verify.data.session) {
    return (
      <PublicLayout title={t('verify.successTitle')} icon={<MarkEmailReadOutlined color="success" sx={{ fontSize: 48 }} aria-hidden />}>
        <Typography sx={{ mb: 3 }}>{t('verify.successText')}</Typography>
        <Button component={RouterLink} to="/" state={{ email }} variant="contained" size="large" fullWidth>
          {t('verify.signIn')}
        </Button>
      </PublicLayout>
    );
  }

  /** One message area for both calls: starting one clears what the other left. */
  function clearMessages() {
    verify.reset();
    resend.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      email: emailError(email),
      code: new RegExp(`^\\d{${VERIFY_CODE_DIGITS}}$`).test(code.trim()) ? undefined : t('validation.invalidCode'),
    };
    setErrors(next);
    clearMessages();
    if (hasErrors(next)) return;
    verify.mutate({ email: email.trim(), code: code.trim() });
  }

  function resendCode() {
    const problem = emailError(email);
    setErrors({ email: problem });
    clearMessages();
    if (problem) return;
    setCooldown(RESEND_COOLDOWN_S);
    resend.mutate({ email: email.trim() });
  }

  const failure = verify.error ?? resend.error;

  return (
    <PublicLayout
      title={t('verify.title')}
      subtitle={t(server?.mailToLog ? 'verify.subtitleLog' : 'verify.subtitle', { digits: VERIFY_CODE_DIGITS })}
    >
      <FormAlert error={failure ? toApiError(failure) : null} />
      <FormAlert error={resend.isSuccess ? t(server?.mailToLog ? 'verify.resentLog' : 'verify.resent') : null} severity="success" />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
            required
          />
          <TextField
            label={t('fields.code')}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, VERIFY_CODE_DIGITS))}
            error={Boolean(errors.code)}
            helperText={errors.code ?? t('verify.codeHelp', { minutes: VERIFY_CODE_TTL_MIN })}
            required
            autoFocus={Boolean(email)}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: VERIFY_CODE_DIGITS,
                pattern: '[0-9]*',
                style: { letterSpacing: '0.5em', fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' },
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
            {verify.isPending ? t('verify.submitting') : t('verify.submit')}
          </Button>
          <Button variant="text" onClick={resendCode} disabled={cooldown > 0} aria-live="polite">
            {cooldown > 0 ? t('verify.resendIn', { seconds: cooldown }) : t('verify.resend')}
          </Button>
        </Stack>
      </Box>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Button component={RouterLink} to="/" size="small">
          {t('app.backToSignIn')}
        </Button>
      </Box>
    </PublicLayout>
  );
}
