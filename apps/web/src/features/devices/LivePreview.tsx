import TvOffOutlined from '@mui/icons-material/TvOffOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { DeviceListItem } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../state/locale.ts';
import { deviceKeys, devicesApi } from './api.ts';
import { deliveryText, nowPlayingText, relativeTime, StatusChip } from './DeviceStatus.tsx';
import { deviceEditPath } from './DevicesList.tsx';
import { LIVE_REFRESH_MS } from './hooks.ts';

/** One screen's latest screenshot (/device/activeThumbnail asks the player for a fresh one every 10 s). */
function Screenshot({ device }: { device: DeviceListItem }) {
  const { t } = useTranslation();
  const thumb = useQuery({
    queryKey: deviceKeys.thumbnail(device.deviceKey),
    queryFn: () => devicesApi.thumbnail({ deviceKey: device.deviceKey }),
    refetchInterval: LIVE_REFRESH_MS,
    enabled: device.status !== 'inactive',
  });
  const url = thumb.data?.url ?? device.screenshotUrl;
  const portrait = device.rotation === 90 || device.rotation === 270 || (device.aspect ?? '').startsWith('9:');
  return (
    <Box
      sx={{
        aspectRatio: portrait ? '9 / 16' : '16 / 9',
        maxHeight: 220,
        mx: 'auto',
        width: portrait ? 'auto' : '100%',
        bgcolor: 'grey.900',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t('devices.live.screenshotOf', { name: device.name })}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Box sx={{ color: 'grey.400', textAlign: 'center', p: 1 }}>
          <TvOffOutlined aria-hidden />
          <Typography variant="body2">{t('devices.live.noScreenshot')}</Typography>
        </Box>
      )}
    </Box>
  );
}

/** Grid of screens with their live screenshot, status and what they play (spec 2.4 live preview, dashboard). */
export function LiveGrid({ devices, max }: { devices: DeviceListItem[]; max?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = max ? devices.slice(0, max) : devices;
  return (
    <Box
      component="ul"
      aria-label={t('devices.live.title')}
      data-testid="live-grid"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {shown.map((d) => (
        <Card component="li" key={d.deviceKey} variant="outlined">
          <CardActionArea component={RouterLink} to={deviceEditPath(d)}>
            <Screenshot device={d} />
            <CardContent sx={{ display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                  {d.name}
                </Typography>
                <StatusChip status={d.status} />
              </Box>
              <Typography variant="body2" noWrap>
                {nowPlayingText(d, t)}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {deliveryText(d, locale, t)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('devices.lastSeen')}: {relativeTime(d.lastSeenAt, locale, t)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
