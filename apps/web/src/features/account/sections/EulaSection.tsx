import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { useLocale } from '../../../state/locale.ts';
import { useMe } from '../queries.ts';
import { updateStoredUser } from '../../../state/session.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { accountApi, accountKeys } from '../api.ts';
import { LegalDocument } from '../legal/LegalDocument.tsx';
import { SectionTitle } from './SectionTitle.tsx';

export function EulaSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const me = useMe();
  const accept = useMutation({
    mutationFn: () => accountApi.updateEula({ eula: true }),
    onSuccess: async () => {
      updateStoredUser({ eula: true });
      await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });
  const accepted = Boolean(me.data?.eula);
  const acceptedAt = me.data?.eulaAcceptedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(me.data.eulaAcceptedAt))
    : null;

  return (
    <Box component="section" aria-labelledby="account-eula">
      <SectionTitle id="account-eula">{t('legal.eulaTitle')}</SectionTitle>
      {me.data ? (
        accepted ? (
          <Alert severity="success" sx={{ mb: 2 }} role="status" data-testid="eula-status">
            {accept.isSuccess
              ? t('account.eula.acceptedNow')
              : acceptedAt
                ? t('account.eula.accepted', { date: acceptedAt })
                : t('account.eula.acceptedNoDate')}
          </Alert>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="eula-status">
            {t('account.eula.notAccepted')}
          </Alert>
        )
      ) : null}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, maxHeight: 480, overflowY: 'auto', bgcolor: 'background.default' }}
        tabIndex={0}
        aria-labelledby="account-eula"
      >
        <LegalDocument kind="eula" />
      </Paper>
      <FormAlert error={accept.error ? toApiError(accept.error) : null} />
      {me.data && !accepted ? (
        <Button
          variant="contained"
          size="large"
          onClick={() => accept.mutate()}
          disabled={accept.isPending}
          sx={{ mt: 2 }}
          data-testid="eula-accept"
        >
          {t('account.eula.accept')}
        </Button>
      ) : null}
    </Box>
  );
}
