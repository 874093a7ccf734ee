import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DeviceListItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../state/locale.ts';
import { relativeTime } from './DeviceStatus.tsx';
import { deviceEditPath } from './DevicesList.tsx';
import { devicesListPath } from './paths.ts';

/** How many offline screens the dashboard names before "see all". */
export const OFFLINE_SHOWN = 5;

/** When a screen went offline: its last heartbeat, or its pairing when it never sent one (docs/insight.md "Screen health"). */
export const offlineSince = (d: Pick<DeviceListItem, 'lastSeenAt' | 'pairedAt'>) => d.lastSeenAt ?? d.pairedAt;

/** The offline screens of a list, longest offline first. */
export function offlineScreens(devices: DeviceListItem[]): DeviceListItem[] {
  return devices
    .filter((d) => d.status === 'offline')
    .sort((a, b) => (offlineSince(a) ?? '').localeCompare(offlineSince(b) ?? '') || a.id - b.id);
}

/** "Offline since 14:05, 3 Nov (2 hours ago)". */
export function OfflineSinceText({ device }: { device: Pick<DeviceListItem, 'lastSeenAt' | 'pairedAt'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const since = offlineSince(device);
  if (!since) return <>{t('devices.health.offlineUnknown')}</>;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(since));
  return <>{t('devices.health.offlineSince', { time, relative: relativeTime(since, locale, t) })}</>;
}

/** The dashboard's "Offline screens" list above the live grid: longest first, capped, with "see all" (the screen list filtered to offline). */
export function OfflineScreens({ devices }: { devices: DeviceListItem[] }) {
  const { t } = useTranslation();
  const offline = offlineScreens(devices);
  if (offline.length === 0) return null;
  const shown = offline.slice(0, OFFLINE_SHOWN);
  return (
    <Box
      component="section"
      aria-labelledby="offline-screens-title"
      data-testid="offline-screens"
      sx={{ mb: 2, p: 1.5, borderRadius: 1, border: 1, borderColor: 'error.main' }}
    >
      <Typography variant="h3" id="offline-screens-title" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('devices.health.offlineTitle', { count: offline.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {shown.map((d) => (
          <Box component="li" key={d.deviceKey} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}>
            <Link component={RouterLink} to={deviceEditPath(d)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {d.name}
            </Link>
            <Typography variant="body2" color="text.secondary" component="span" sx={{ alignSelf: 'center' }}>
              <OfflineSinceText device={d} />
            </Typography>
          </Box>
        ))}
      </Box>
      {offline.length > shown.length ? (
        <Link component={RouterLink} to={devicesListPath('offline')} sx={{ display: 'inline-block', mt: 1 }}>
          {t('devices.health.seeAllOffline', { count: offline.length })}
        </Link>
      ) : null}
    </Box>
  );
}
