import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { useLocale } from '../../../state/locale.ts';
import { useMe } from '../queries.ts';
import { updateStoredUser } from '../../../state/session.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { emailError, requiredError } from '../../../components/validate.ts';
import { accountApi, accountKeys } from '../api.ts';
import { SectionTitle } from './SectionTitle.tsx';

function ReadOnly({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function DetailsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const me = useMe();

  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [nameSaved, setNameSaved] = useState(false);
  const saveName = useMutation({
    mutationFn: (fullname: string) => accountApi.setName({ name: fullname }),
    onSuccess: async (_, fullname) => {
      updateStoredUser({ fullname });
      await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
      setNameSaved(true);
    },
    onError: (error) => setNameError(toApiError(error).field('name')),
  });

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailErrors, setEmailErrors] = useState<{ email?: string; password?: string }>({});
  const [emailSentTo, setEmailSentTo] = useState<string | null>(null);
  const changeEmail = useMutation({
    mutationFn: (body: { email: string; password: string }) => accountApi.changeEmail(body),
    onSuccess: async (_, body) => {
      setEmailSentTo(body.email);
      setEmail('');
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
    onError: (error) => {
      const failed = toApiError(error);
      setEmailErrors({ email: failed.field('email'), password: failed.field('password') });
    },
  });

  useEffect(() => {
    if (me.data) setName(me.data.fullname);
  }, [me.data]);

  if (me.isPending) {
    return (
      <Stack spacing={2}>
        <Skeleton height={40} width="40%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  }
  if (me.isError || !me.data) return <FormAlert error={toApiError(me.error)} />;
  const data = me.data;
  const dateFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTimeFmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  function submitName(event: FormEvent) {
    event.preventDefault();
    const problem = requiredError(name);
    setNameError(problem);
    saveName.reset();
    setNameSaved(false);
    if (problem) return;
    saveName.mutate(name.trim());
  }

  function submitEmail(event: FormEvent) {
    event.preventDefault();
    const next = { email: emailError(email), password: requiredError(password) };
    setEmailErrors(next);
    changeEmail.reset();
    setEmailSentTo(null);
    if (next.email || next.password) return;
    changeEmail.mutate({ email: email.trim(), password });
  }

  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <Box component="section" aria-labelledby="account-profile">
        <SectionTitle id="account-profile">{t('account.details.profile')}</SectionTitle>
        <FormAlert error={saveName.error ? toApiError(saveName.error) : null} />
        {nameSaved ? <FormAlert error={t('account.details.nameSaved')} severity="success" /> : null}
        <Box
          component="form"
          noValidate
          onSubmit={submitName}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' }, maxWidth: 560 }}
        >
          <TextField
            label={t('fields.fullName')}
            name="fullname"
            autoComplete="name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameSaved(false);
            }}
            error={Boolean(nameError)}
            helperText={nameError}
            required
          />
          <Button
            type="submit"
            variant="contained"
            disabled={saveName.isPending || name.trim() === data.fullname}
            sx={{ mt: { sm: 1 }, flexShrink: 0 }}
          >
            {saveName.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </Box>
        <Grid container spacing={2} sx={{ mt: 2 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnly
              label={t('account.details.role')}
              value={<Chip size="small" label={t(`roles.${data.role}`)} data-testid="account-role" />}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnly label={t('account.details.organization')} value={data.organizationName} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnly label={t('account.details.memberSince')} value={dateFmt.format(new Date(data.createdAt))} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnly
              label={t('account.details.lastLogin')}
              value={data.lastLoginAt ? dateTimeFmt.format(new Date(data.lastLoginAt)) : t('common.never')}
            />
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t(data.role === 'owner' ? 'account.details.ownerNote' : 'account.details.readOnly')}
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="account-email">
        <SectionTitle id="account-email">{t('account.details.emailTitle')}</SectionTitle>
        <ReadOnly label={t('account.details.currentEmail')} value={<span data-testid="account-email">{data.email}</span>} />
        {data.pendingEmail && !emailSentTo ? (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="pending-email">
            {t('account.details.pending', { email: data.pendingEmail })}
          </Alert>
        ) : null}
        {emailSentTo ? (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('account.details.emailSent', { email: emailSentTo })}
          </Alert>
        ) : null}
        <Box component="form" noValidate onSubmit={submitEmail} sx={{ mt: 2, maxWidth: 560 }}>
          <FormAlert error={changeEmail.error ? toApiError(changeEmail.error) : null} />
          <Stack spacing={2}>
            <TextField
              label={t('fields.newEmail')}
              name="newEmail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(emailErrors.email)}
              helperText={emailErrors.email ?? t('account.details.emailHelp')}
              required
            />
            <PasswordField
              label={t('fields.currentPassword')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(emailErrors.password)}
              helperText={emailErrors.password ?? t('account.details.passwordToConfirm')}
              required
            />
            <Box>
              <Button type="submit" variant="contained" disabled={changeEmail.isPending}>
                {changeEmail.isPending ? t('common.saving') : t('account.details.changeEmail')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
}
