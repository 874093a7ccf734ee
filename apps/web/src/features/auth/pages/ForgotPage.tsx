import '../i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type ApiError, toApiError } from '../../../api/client.ts';
import { authApi } from '../../../api/endpoints.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { emailError } from '../../../components/validate.ts';

export default function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      navigate('/emailsent', { state: { email: email.trim() } });
    } catch (err) {
      const failed = toApiError(err);
      setError(failed.field('email'));
      setFailure(failed);
      setBusy(false);
    }
  }

  return (
    <PublicLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <FormAlert error={failure} />
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            required
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
          <Button component={RouterLink} to="/">
            {t('app.backToSignIn')}
          </Button>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
