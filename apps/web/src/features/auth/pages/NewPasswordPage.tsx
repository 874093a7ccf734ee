import '../i18n/index.ts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { toApiError } from '../../../api/client.ts';
import { authApi } from '../api.ts';
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
  const change = useMutation({
    mutationFn: (body: { token: string; password: string; passwordRepeat: string }) => authApi.changePasswordToken(body),
    onError: (error) => {
      const failed = toApiError(error);
      setErrors({ password: failed.field('password'), passwordRepeat: failed.field('passwordRepeat') });
    },
  });

  if (change.isSuccess) {
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { password: newPasswordError(password), passwordRepeat: repeatError(password, passwordRepeat) };
    setErrors(next);
    change.reset();
    if (hasErrors(next)) return;
    change.mutate({ token, password, passwordRepeat });
  }

  const failure = change.error ? toApiError(change.error) : null;
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
          <Button type="submit" variant="contained" size="large" disabled={change.isPending}>
            {change.isPending ? t('newPassword.submitting') : t('newPassword.submit')}
          </Button>
          <Button component={RouterLink} to="/">
            {t('app.backToSignIn')}
          </Button>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
