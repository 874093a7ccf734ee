import ChevronRight from '@mui/icons-material/ChevronRight';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDevices, useDeviceStats } from './hooks.ts';
import { LiveGrid } from './LivePreview.tsx';
import { OfflineScreens } from './OfflineScreens.tsx';
import { statusTone } from './statusTone.ts';

/**
 * Dashboard live view of the screens (spec 2.4: refreshing every 10 seconds, see all devices). It polls
 * rather than holding the event stream open, so the dashboard stays a page that goes network-idle.
 */
export function DashboardScreens() {
  const { t } = useTranslation();
  const headingId = useId();
  const devices = useDevices();
  const stats = useDeviceStats();
  const list = devices.data ?? [];
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="dashboard-screens">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h2" id={headingId} sx={{ flex: { xs: '1 1 100%', sm: 1 } }}>
            {t('devices.live.dashboardTitle')}
          </Typography>
          {stats.data ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={statusTone('active', stats.data.active)}
                label={`${t('devices.status.active')}: ${stats.data.active}`}
              />
              <Chip
                size="small"
                color={statusTone('offline', stats.data.offline)}
                label={`${t('devices.status.offline')}: ${stats.data.offline}`}
                data-tone={statusTone('offline', stats.data.offline)}
                data-testid="dashboard-offline-count"
              />
              {/* Asleep as planned: counted apart from offline, in neutral grey (docs/screens.md "Sleep hours"). */}
              {stats.data.sleeping > 0 && (
                <Chip
                  size="small"
                  label={`${t('devices.status.sleeping')}: ${stats.data.sleeping}`}
                  data-testid="dashboard-sleeping-count"
                />
              )}
              <Chip size="small" label={`${t('devices.status.inactive')}: ${stats.data.inactive}`} />
            </Box>
          ) : null}
          <Button component={RouterLink} to="/home/devicemanagement/notifications" startIcon={<NotificationsOutlined />}>
            {t('devices.health.link')}
          </Button>
          <Button component={RouterLink} to="/home/devicemanagement/devices" endIcon={<ChevronRight />}>
            {t('devices.live.seeAll')}
          </Button>
        </Box>
        {devices.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : list.length === 0 ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              {t('devices.empty')}
            </Typography>
            <Button variant="outlined" component={RouterLink} to="/home/devicemanagement/devices">
              {t('devices.add.button')}
            </Button>
          </Box>
        ) : (
          <>
            <OfflineScreens devices={list} />
            <LiveGrid devices={list} max={6} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
