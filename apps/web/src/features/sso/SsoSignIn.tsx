import './i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ssoDiscoverBody } from '@signage/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ssoApi, ssoStartUrl } from './api.ts';

/** The login page's failures of single sign-on (`/?error=CODE` from the server's redirects). */
export const SSO_REDIRECTED_ERRORS = ['SSO_SIGNIN_FAILED', 'SSO_NOT_CONFIGURED', 'SSO_USER_LIMIT'] as const;

/** A full-page navigation to the server's start route (it redirects to the organization's provider). */
function goToProvider(emailOrDomain: string) {
  window.location.assign(ssoStartUrl(emailOrDomain));
}

/**
 * For the password form: when the typed address belongs to an organization that signs in with single
 * sign-on only, the browser goes to its provider instead (true). `/?password=1` skips it: the owner's
 * break-glass password (docs/sso.md).
 */
export function useSsoOnlyRedirect(skip: boolean) {
  return async (email: string): Promise<boolean> => {
    if (skip) return false;
    try {
      const found = await ssoApi.discover({ email });
      if (!found.ssoOnly) return false;
    } catch {
      return false;
    }
    goToProvider(email);
    return true;
  };
}

/** "Sign in with single sign-on": asks for a work address or domain, then sends the browser to that organization's provider. */
export function SsoSignIn({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [going, setGoing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = ssoDiscoverBody.safeParse({ email: value });
    if (!parsed.success) {
      setError(fallbackMessage(value.trim() ? 'FIELD_INVALID' : 'FIELD_REQUIRED'));
      return;
    }
    setGoing(true);
    try {
      const found = await ssoApi.discover(parsed.data);
      if (!found.sso) {
        setError(fallbackMessage('SSO_NOT_CONFIGURED'));
        setGoing(false);
        return;
      }
      goToProvider(parsed.data.email);
    } catch (failure) {
      setError(toApiError(failure).message || fallbackMessage('INTERNAL'));
      setGoing(false);
    }
  }

  if (!open) {
    return (
      <Button variant="outlined" fullWidth sx={{ mt: 2 }} onClick={() => setOpen(true)} data-testid="sso-open">
        {t('sso.login.button')}
      </Button>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }} aria-labelledby="sso-title" data-testid="sso-form">
      <Typography variant="h2" id="sso-title" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {t('sso.login.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('sso.login.intro')}
      </Typography>
      <FormAlert error={error} />
      {going ? <FormAlert error={t('sso.login.redirecting')} severity="info" /> : null}
      <Stack spacing={1.5}>
        <TextField
          label={t('sso.login.field')}
          name="sso-email"
          autoComplete="username"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
          required
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setOpen(false)}>{t('sso.login.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={going} data-testid="sso-continue">
            {t('sso.login.continue')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
