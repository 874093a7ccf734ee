import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SessionInfo } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { useLocale } from '../../state/locale.ts';
import { accountApi, accountKeys } from '../account/index.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { describeUserAgent, relativeTime } from './userAgent.ts';

export function SessionsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountKeys.sessions(), queryFn: () => accountApi.sessions({}) });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const endOne = useMutation({
    mutationFn: (sessionId: number) => accountApi.endSession({ sessionId }),
    onSuccess: () => {
      setNotice(t('settings.signedOut'));
      return queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
  const endOthers = useMutation({
    mutationFn: () => accountApi.endOtherSessions({}),
    onSuccess: () => {
      setConfirmOpen(false);
      setNotice(t('settings.signedOutOthers'));
      return queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });

  const list: SessionInfo[] = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastActivityAt.localeCompare(a.lastActivityAt),
  );
  const others = list.filter((s) => !s.current).length;
  const failure = endOne.error ?? endOthers.error ?? sessions.error;

  return (
    <Card component="section" aria-labelledby="settings-sessions">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
          <Box>
            <Typography variant="h2" id="settings-sessions">
              {t('settings.sessions')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('settings.sessionsIntro')}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            color="error"
            disabled={others === 0 || endOthers.isPending}
            onClick={() => setConfirmOpen(true)}
            data-testid="end-other-sessions"
          >
            {t('settings.signOutOthers')}
          </Button>
        </Box>
        {failure ? <FormAlert error={toApiError(failure)} /> : null}
        {notice ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        {sessions.isPending ? (
          <>
            <Skeleton height={64} />
            <Skeleton height={64} />
          </>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="session-list">
            {list.map((session) => {
              const device = describeUserAgent(session.userAgent);
              const mobile = /Android|iPhone|iPad|Mobile/.test(session.userAgent);
              const Icon = mobile ? PhoneIphoneOutlined : ComputerOutlined;
              const label = !device ? t('settings.unknownDevice') : device.os === '?' ? device.browser : t('settings.browserOn', device);
              return (
                <Box
                  component="li"
                  key={session.id}
                  sx={{
                    display: 'flex',
                    gap: 2,
                    alignItems: 'center',
                    py: 1.5,
                    borderTop: '1px solid',
                    borderColor: 'divider',
                    flexWrap: { xs: 'wrap', sm: 'nowrap' },
                  }}
                >
                  <Icon color="action" aria-hidden />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      {label}
                      {session.current ? <Chip size="small" color="success" label={t('settings.thisDevice')} /> : null}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('settings.lastActive', { when: relativeTime(session.lastActivityAt, locale) })} ·{' '}
                      {t('settings.started', { when: relativeTime(session.createdAt, locale) })}
                      {session.ip ? ` · ${t('settings.ip', { ip: session.ip })}` : ''}
                    </Typography>
                  </Box>
                  {!session.current ? (
                    <Button
                      size="small"
                      variant="text"
                      color="error"
                      onClick={() => endOne.mutate(session.id)}
                      disabled={endOne.isPending}
                      aria-label={`${t('settings.signOut')}: ${label}`}
                    >
                      {t('settings.signOut')}
                    </Button>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        )}
        {!sessions.isPending && others === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('settings.noOthers')}
          </Typography>
        ) : null}
      </CardContent>
      <Dialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        aria-labelledby="end-others-title"
        aria-describedby="end-others-text"
      >
        <DialogTitle id="end-others-title">{t('settings.signOutOthers')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="end-others-text">{t('settings.signOutOthersConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => endOthers.mutate()}
            disabled={endOthers.isPending}
            data-testid="confirm-end-others"
          >
            {t('settings.signOut')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
