import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { LIVE_REFRESH_MS } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/a11y.ts';
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
  // The link is named by its (visually hidden) text, not aria-label: the badge's number, kept for a
  // moment while it fades out, must not contradict the name (axe label-content-name-mismatch).
  return (
    <Tooltip title={label} describeChild>
      <IconButton component={RouterLink} to="/home/activity" color="inherit" data-testid="activity-bell">
        <Badge
          badgeContent={count}
          max={99}
          color="error"
          overlap="circular"
          slotProps={{ badge: { 'data-testid': 'activity-badge', 'aria-hidden': true } as Record<string, unknown> }}
        >
          {count > 0 ? <NotificationsActiveOutlined /> : <NotificationsNoneOutlined />}
        </Badge>
        <Box component="span" sx={visuallyHidden} data-testid="activity-bell-label">
          {label}
        </Box>
      </IconButton>
    </Tooltip>
  );
}
