import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../../api/client.ts';
import { authApi } from '../../../api/endpoints.ts';
import { useMe } from '../../../state/queries.ts';
import { useStoredUser } from '../../../state/session.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
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
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: event.target.value }));
    setDone(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors<Field> = {
      oldPassword: requiredError(form.oldPassword),
      password: newPasswordError(form.password),
      passwordRepeat: repeatError(form.password, form.passwordRepeat),
    };
    setErrors(next);
    setFailure(null);
    setDone(false);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      await authApi.changePassword({ email: me.data?.email ?? user?.email ?? '', ...form });
      setForm({ oldPassword: '', password: '', passwordRepeat: '' });
      setDone(true);
    } catch (error) {
      const failed = toApiError(error);
      setErrors({
        oldPassword: failed.field('oldPassword'),
        password: failed.field('password'),
        passwordRepeat: failed.field('passwordRepeat'),
      });
      setFailure(failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="account-password" sx={{ maxWidth: 560 }}>
      <SectionTitle id="account-password">{t('account.password.title')}</SectionTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.password.intro')}
      </Typography>
      <FormAlert error={failure} />
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
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t('common.saving') : t('account.password.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
