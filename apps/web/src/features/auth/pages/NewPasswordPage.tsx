import '../i18n/index.ts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { type ApiError, toApiError } from '../../../api/client.ts';
import { authApi } from '../../../api/endpoints.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordChecklist } from '../../../components/PasswordChecklist.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { type Errors, hasErrors, newPasswordError, repeatError } from '../../../components/validate.ts';

/** /newpassword/{token}: the link of a password-reset e-mail. */
export default function NewPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [passwordRepeat, setPasswordRepeat] = useState('');
  const [errors, setErrors] = useState<Errors<'password' | 'passwordRepeat'>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <PublicLayout title={t('newPassword.successTitle')} icon={<CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />}>
        <Typography sx={{ mb: 3 }} role="status">
          {t('newPassword.successText')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
          {t('login.submit')}
        </Button>
      </PublicLayout>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { password: newPasswordError(password), passwordRepeat: repeatError(password, passwordRepeat) };
    setErrors(next);
    setFailure(null);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      await authApi.changePasswordToken({ token, password, passwordRepeat });
      setDone(true);
    } catch (error) {
      const failed = toApiError(error);
      setErrors({ password: failed.field('password'), passwordRepeat: failed.field('passwordRepeat') });
      setFailure(failed);
      setBusy(false);
    }
  }

  const tokenProblem = failure && (failure.code === 'TOKEN_INVALID' || failure.field('token'));

  return (
    <PublicLayout title={t('newPassword.title')} subtitle={t('newPassword.subtitle')}>
      <FormAlert error={failure} />
      {tokenProblem ? (
        <Button component={RouterLink} to="/forgot" variant="outlined" fullWidth sx={{ mb: 2 }}>
          {t('newPassword.requestNew')}
        </Button>
      ) : null}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <PasswordField
            label={t('fields.newPassword')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
            required
            autoFocus
            slotProps={{ htmlInput: { 'aria-describedby': 'newpassword-rules' } }}
          />
          <PasswordField
            label={t('fields.passwordRepeat')}
            name="passwordRepeat"
            autoComplete="new-password"
            value={passwordRepeat}
            onChange={(e) => setPasswordRepeat(e.target.value)}
            error={Boolean(errors.passwordRepeat)}
            helperText={errors.passwordRepeat}
            required
          />
          <PasswordChecklist id="newpassword-rules" password={password} repeat={passwordRepeat} />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('newPassword.submitting') : t('newPassword.submit')}
          </Button>
          <Button component={RouterLink} to="/">
            {t('app.backToSignIn')}
          </Button>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
