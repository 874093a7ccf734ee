import './i18n/index.ts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi, GOOGLE_START_URL } from './api.ts';

/** Google's "G" logo (brand guidelines: unaltered, on white), inline so no request leaves for it. */
function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/**
 * What this server offers and how it is set up, for the public pages (Google sign-in, mail written to the
 * log, no account yet): asked once per page load; undefined while asking and on failure.
 */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: () => authApi.providers({}),
    staleTime: 5 * 60_000,
    retry: false,
  }).data;
}

/** Whether this server offers Google sign-in (hidden while asking and on failure). */
export function useGoogleOffered(): boolean {
  return useAuthProviders()?.google === true;
}

/**
 * "Sign in with Google" (docs/integrations.md "Google sign-in"), drawn after Google's brand guidelines for the light theme: white
 * fill, #747775 1 px border, #1F1F1F text, the G logo at 18 px left of the label. A plain link to the
 * server's start route (a full-page navigation: the server redirects to Google). Nothing renders when
 * the server does not offer it.
 */
export function GoogleSignInButton({ divider = 'before' }: { divider?: 'before' | 'after' }) {
  const { t } = useTranslation();
  if (!useGoogleOffered()) return null;
  const line = (
    <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: '0.875rem' }} role="presentation">
      {t('google.or')}
    </Divider>
  );
  return (
    <Box>
      {divider === 'before' ? line : null}
      <ButtonBase
        component="a"
        href={GOOGLE_START_URL}
        data-testid="google-sign-in"
        sx={{
          width: '100%',
          height: 40,
          px: 1.5,
          gap: 1.25,
          borderRadius: '20px',
          border: '1px solid #747775',
          bgcolor: '#FFFFFF',
          color: '#1F1F1F',
          fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
          fontWeight: 500,
          fontSize: '14px',
          letterSpacing: '0.25px',
          textDecoration: 'none',
          '&:hover': { bgcolor: '#F8F9FA', boxShadow: '0 1px 2px rgba(60,64,67,.30), 0 1px 3px 1px rgba(60,64,67,.15)' },
          '&.Mui-focusVisible': { outline: '2px solid #1F1F1F', outlineOffset: 2 },
        }}
      >
        <GoogleLogo />
        <span>{t('google.button')}</span>
      </ButtonBase>
      {divider === 'after' ? line : null}
    </Box>
  );
}
