import '../i18n/index.ts';
import './i18n/index.ts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useWaitingApprovals } from './waiting.ts';

export const formatWhen = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** "N waiting for approval" on the playlists page (owners and admins, only when something waits). */
export function WaitingForApprovalLink({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { data } = useWaitingApprovals(enabled);
  if (!enabled || !data?.totalCount) return null;
  return (
    <Button component={RouterLink} to="/home/playlists/approvals" variant="outlined" color="warning" data-testid="approval-link">
      {t('approval.list.link', { count: data.totalCount })}
    </Button>
  );
}

/** /home/playlists/approvals: what waits for an owner's or admin's decision, oldest first. */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation();
  const list = useWaitingApprovals();
  return (
    <Box>
      <Button component={RouterLink} to="/home/playlists/my" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('approval.list.back')}
      </Button>
      <PageHeader title={t('approval.list.title')} subtitle={t('approval.list.subtitle')} />
      {list.isPending ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {list.error ? <FormAlert error={toApiError(list.error)} /> : null}
      {list.data && list.data.totalCount === 0 ? <Alert severity="success">{t('approval.list.empty')}</Alert> : null}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('approval.list.title')}>
        {list.data?.results.map((r) => (
          <li key={r.id}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/home/playlists/approvals/${r.id}`} sx={{ p: 2 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                      {r.playlistName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {r.submittedByName
                        ? t('approval.list.submittedBy', { name: r.submittedByName, date: formatWhen(r.submittedAt, i18n.language) })
                        : t('approval.list.submittedOn', { date: formatWhen(r.submittedAt, i18n.language) })}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip size="small" label={t('approval.list.slides', { count: r.slideCount })} />
                    {r.baseVersion === 0 ? <Chip size="small" color="info" label={t('approval.list.firstVersion')} /> : null}
                    <Typography color="primary" sx={{ fontWeight: 500 }}>
                      {t('approval.list.open')}
                    </Typography>
                  </Stack>
                </Box>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
