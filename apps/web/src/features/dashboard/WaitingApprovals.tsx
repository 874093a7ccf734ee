import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWaitingApprovals } from '../playlists/index.ts';

/** The dashboard's count of playlist changes waiting for an owner's or admin's approval. Nothing when none waits. */
export function WaitingApprovals({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useWaitingApprovals(enabled);
  const count = data?.totalCount ?? 0;
  if (!enabled || count === 0) return null;
  return (
    <Grid size={12}>
      <Card component="section" aria-labelledby={headingId} data-testid="dashboard-approvals">
        <CardContent
          sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
        >
          <div>
            <Typography variant="h2" id={headingId} sx={{ mb: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              <FactCheckOutlined color="warning" aria-hidden />
              {t('dashboard.approvals.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="dashboard-approvals-count">
              {t('dashboard.approvals.count', { count })}
            </Typography>
          </div>
          <Button component={RouterLink} to="/home/playlists/approvals" variant="contained" color="primary">
            {t('dashboard.approvals.review')}
          </Button>
        </CardContent>
      </Card>
    </Grid>
  );
}
