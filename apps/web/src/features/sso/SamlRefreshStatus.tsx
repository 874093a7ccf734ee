import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage, type SsoConfig } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { formatDate } from '../../i18n/dates.ts';
import { useLocale } from '../../state/locale.ts';
import { ssoApi } from './api.ts';

/**
 * The daily re-read of the provider's metadata address (docs/sso.md "Certificate rollover"): when it
 * was last read, the last try's error (the saved certificates stay in use), and "Refresh now". The
 * answer of "Refresh now" is shown here only, so unsaved edits in the form are kept.
 */
export function SamlRefreshStatus({ organizationId, config }: { organizationId: number; config: SsoConfig }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refresh = useMutation({ mutationFn: () => ssoApi.samlRefresh(organizationId) });
  const status = refresh.data ?? config;
  const failed = status.samlRefreshError !== '';
  return (
    <Box data-testid="saml-refresh">
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {status.samlRefreshedAt
          ? t('sso.settings.samlRefreshedAt', { date: formatDate(status.samlRefreshedAt, locale, 'sentence') })
          : t('sso.settings.samlNeverRefreshed')}
      </Typography>
      {failed ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('sso.settings.samlRefreshFailed', { date: formatDate(status.samlRefreshTriedAt, locale, 'sentence') })}{' '}
          {errorMessage(status.samlRefreshError, locale)}
        </Alert>
      ) : null}
      <FormAlert error={refresh.error ? toApiError(refresh.error) : null} />
      <Button variant="outlined" onClick={() => refresh.mutate()} disabled={refresh.isPending} data-testid="saml-refresh-now">
        {refresh.isPending ? t('sso.settings.samlRefreshing') : t('sso.settings.samlRefreshNow')}
      </Button>
    </Box>
  );
}
