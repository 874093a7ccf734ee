import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { LIVE_REFRESH_MS } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { activityApi, activityKeys } from './api.ts';

/**
 * The top bar's way into the activity log (the side menu keeps the spec's 12 items): a bell with the
 * count of new entries, refreshed every 10 s (spec part 9), cleared by "Mark all read".
 * `organizationId` is the acting organization (the impersonated one while impersonating).
 */
export function ActivityBell({ organizationId }: { organizationId: number | undefined }) {
  const { t } = useTranslation();
  const unread = useQuery({
    queryKey: activityKeys.unread(organizationId),
    queryFn: () => activityApi.unreadCount({}),
    refetchInterval: LIVE_REFRESH_MS,
    enabled: Boolean(organizationId),
  });
  const count = unread.data?.unreadCount ?? 0;
  const label = count > 0 ? t('activity.bellNew', { count }) : t('activity.bell');
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to="/home/activity" color="inherit" aria-label={label} data-testid="activity-bell">
        <Badge
          badgeContent={count}
          max={99}
          color="error"
          overlap="circular"
          slotProps={{ badge: { 'data-testid': 'activity-badge', 'aria-hidden': true } as Record<string, unknown> }}
        >
          {count > 0 ? <NotificationsActiveOutlined /> : <NotificationsNoneOutlined />}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
