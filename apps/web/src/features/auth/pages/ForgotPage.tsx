import '../i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toApiError } from '../../../api/client.ts';
import { authApi } from '../api.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PublicLayout } from '../../../components/PublicLayout.tsx';
import { emailError } from '../../../components/validate.ts';

export default function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useMutation({
    mutationFn: (body: { email: string }) => authApi.requestPasswordReset(body),
    onSuccess: (_, body) => {
      navigate('/emailsent', { state: { email: body.email } });
    },
    onError: (failed) => setError(toApiError(failed).field('email')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    request.reset();
    if (problem) return;
    request.mutate({ email: email.trim() });
  }

  return (
    <PublicLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <FormAlert error={request.error ? toApiError(request.error) : null} />
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
          <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
          <Button component={RouterLink} to="/">
            {t('app.backToSignIn')}
          </Button>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
