import './i18n/index.ts';
import Add from '@mui/icons-material/Add';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiTokenView, Role } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { formatDate } from '../../../i18n/dates.ts';
import { useLocale } from '../../../state/locale.ts';
import { relativeTime } from '../../settings/userAgent.ts';
import { apiTokensApi, apiTokensKeys } from './api.ts';
import { CreateApiTokenDialog } from './CreateApiTokenDialog.tsx';

const STATE_COLOR = { active: 'success', expired: 'default', revoked: 'default', creatorGone: 'warning' } as const;

/** The organization's API tokens (docs/api-tokens.md): owners and admins of the organization itself. */
export function ApiTokensTab({ role }: { role: Role }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: apiTokensKeys.list(), queryFn: () => apiTokensApi.list({}) });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: (token: ApiTokenView) => apiTokensApi.revoke({ apiTokenId: token.id }),
    onSuccess: (_r, token) => {
      setRevoking(null);
      setNotice(t('apiTokens.revoked', { name: token.name }));
      return queryClient.invalidateQueries({ queryKey: apiTokensKeys.list() });
    },
  });
  const list = tokens.data?.tokens ?? [];

  return (
    <Card component="section" aria-labelledby="api-tokens-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
          <Box sx={{ maxWidth: 720 }}>
            <Typography variant="h2" id="api-tokens-title">
              {t('apiTokens.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('apiTokens.intro')}
            </Typography>
          </Box>
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} data-testid="api-token-create">
            {t('apiTokens.create')}
          </Button>
        </Box>
        {tokens.error ? <FormAlert error={toApiError(tokens.error)} /> : null}
        {notice ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        {tokens.isPending ? (
          <>
            <Skeleton height={72} />
            <Skeleton height={72} />
          </>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('apiTokens.empty')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('apiTokens.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="api-token-list">
            {list.map((token) => (
              <Box
                component="li"
                key={token.id}
                sx={{
                  display: 'flex',
                  gap: 2,
                  py: 1.5,
                  borderTop: '1px solid',
                  borderColor: 'divider',
                  alignItems: { xs: 'flex-start', sm: 'center' },
                  flexWrap: { xs: 'wrap', sm: 'nowrap' },
                }}
              >
                <KeyOutlined color="action" aria-hidden sx={{ mt: { xs: 0.5, sm: 0 } }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', overflowWrap: 'anywhere' }}
                  >
                    {token.name}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                      {token.hint}…
                    </Typography>
                    <Chip size="small" color={STATE_COLOR[token.state]} label={t(`apiTokens.states.${token.state}`)} />
                  </Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
                    {token.scopes.map((scope) => (
                      <Chip key={scope} size="small" variant="outlined" label={t(`apiTokens.scopes.${scope}`)} />
                    ))}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t('apiTokens.createdLine', { name: token.createdBy.name, date: formatDate(token.createdAt, locale, 'table') })} ·{' '}
                    {t(token.state === 'expired' ? 'apiTokens.expiredLine' : 'apiTokens.expiresLine', {
                      date: formatDate(token.expiresAt, locale, 'table'),
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {!token.lastUsedAt
                      ? t('apiTokens.neverUsed')
                      : token.lastUsedIp
                        ? t('apiTokens.lastUsedLine', { when: relativeTime(token.lastUsedAt, locale), ip: token.lastUsedIp })
                        : t('apiTokens.lastUsedLineNoIp', { when: relativeTime(token.lastUsedAt, locale) })}
                  </Typography>
                </Box>
                {token.state !== 'revoked' ? (
                  <Button
                    color="error"
                    variant="outlined"
                    onClick={() => setRevoking(token)}
                    aria-label={t('apiTokens.revokeLabel', { name: token.name })}
                  >
                    {t('apiTokens.revoke')}
                  </Button>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      <CreateApiTokenDialog open={creating} role={role} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiTokens.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('apiTokens.revokeText')}
        confirmLabel={t('apiTokens.revoke')}
        busy={revoke.isPending}
        error={revoke.error ? toApiError(revoke.error) : null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Card>
  );
}
