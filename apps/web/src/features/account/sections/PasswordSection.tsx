import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { changePasswordBody } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BodyOf, toApiError } from '../../../api/client.ts';
import { useMe } from '../queries.ts';
import { useStoredUser } from '../../../state/session.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { accountApi } from '../api.ts';
import { PasswordChecklist } from '../../../components/PasswordChecklist.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { type Errors, hasErrors, newPasswordError, repeatError, requiredError } from '../../../components/validate.ts';
import { SectionTitle } from './SectionTitle.tsx';

type Field = 'oldPassword' | 'password' | 'passwordRepeat';

export function PasswordSection() {
  const { t } = useTranslation();
  const me = useMe();
  const user = useStoredUser();
  const [form, setForm] = useState({ oldPassword: '', password: '', passwordRepeat: '' });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [done, setDone] = useState(false);
  const change = useMutation({
    mutationFn: (body: BodyOf<typeof changePasswordBody>) => accountApi.changePassword(body),
    onSuccess: () => {
      setForm({ oldPassword: '', password: '', passwordRepeat: '' });
      setDone(true);
    },
    onError: (error) => {
      const failed = toApiError(error);
      setErrors({
        oldPassword: failed.field('oldPassword'),
        password: failed.field('password'),
        passwordRepeat: failed.field('passwordRepeat'),
      });
    },
  });

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: event.target.value }));
    setDone(false);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors<Field> = {
      oldPassword: requiredError(form.oldPassword),
      password: newPasswordError(form.password),
      passwordRepeat: repeatError(form.password, form.passwordRepeat),
    };
    setErrors(next);
    change.reset();
    setDone(false);
    if (hasErrors(next)) return;
    change.mutate({ email: me.data?.email ?? user?.email ?? '', ...form });
  }

  return (
    <Box component="section" aria-labelledby="account-password" sx={{ maxWidth: 560 }}>
      <SectionTitle id="account-password">{t('account.password.title')}</SectionTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.password.intro')}
      </Typography>
      <FormAlert error={change.error ? toApiError(change.error) : null} />
      {done ? <FormAlert error={t('account.password.success')} severity="success" /> : null}
      <Box component="form" noValidate onSubmit={submit}>
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={me.data?.email ?? user?.email ?? ''} readOnly hidden />
        <Stack spacing={2}>
          <PasswordField
            label={t('fields.currentPassword')}
            name="oldPassword"
            autoComplete="current-password"
            value={form.oldPassword}
            onChange={set('oldPassword')}
            error={Boolean(errors.oldPassword)}
            helperText={errors.oldPassword}
            required
          />
          <PasswordField
            label={t('fields.newPassword')}
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
            required
            slotProps={{ htmlInput: { 'aria-describedby': 'account-password-rules' } }}
          />
          <PasswordField
            label={t('fields.passwordRepeat')}
            name="passwordRepeat"
            autoComplete="new-password"
            value={form.passwordRepeat}
            onChange={set('passwordRepeat')}
            error={Boolean(errors.passwordRepeat)}
            helperText={errors.passwordRepeat}
            required
          />
          <PasswordChecklist id="account-password-rules" password={form.password} repeat={form.passwordRepeat} />
          <Box>
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {change.isPending ? t('common.saving') : t('account.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
