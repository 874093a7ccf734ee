import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHealth } from './queries.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="div"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** "About this installation" from GET /api/health. */
export function AboutCard() {
  const { t } = useTranslation();
  const health = useHealth();
  const data = health.data;
  return (
    <Card component="section" aria-labelledby="settings-about" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="settings-about" sx={{ mb: 2 }}>
          {t('settings.about')}
        </Typography>
        {health.isPending ? (
          <>
            <Skeleton height={32} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </>
        ) : !data ? (
          <Alert severity="info">{t('settings.healthUnavailable')}</Alert>
        ) : (
          <>
            <Box component="dl" sx={{ m: 0 }} data-testid="about-installation">
              <Row label={t('settings.status')}>
                <Chip
                  size="small"
                  color={data.status === 'ok' ? 'success' : 'warning'}
                  label={data.status === 'ok' ? t('settings.statusOk') : t('settings.statusDegraded')}
                />
              </Row>
              <Row label={t('settings.version')}>{data.version}</Row>
              <Row label={t('settings.database')}>{data.database}</Row>
              <Row label={t('settings.mail')}>{data.mail === 'smtp' ? t('settings.mailSmtp') : t('settings.mailLog')}</Row>
            </Box>
            {data.mail === 'log' ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('settings.mailLogHint')}
              </Alert>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
