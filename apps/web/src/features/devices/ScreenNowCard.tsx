import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import TvOffOutlined from '@mui/icons-material/TvOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { DeviceInfo } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../state/locale.ts';
import { deviceKeys, devicesApi } from './api.ts';
import { relativeTime } from './DeviceStatus.tsx';

/** How long "Take a screenshot now" waits for the screen's answer, and how often it looks. */
const WAIT_MS = 30_000;
const LOOK_EVERY_MS = 1_500;

class NoAnswer extends Error {}

/**
 * The device page's "Screen now" card (docs/insight.md "Screen health"): the latest screenshot with when it was taken, and a
 * button that asks the player for a fresh one (/device/activeThumbnail) and waits for it.
 */
export function ScreenNowCard({ device }: { device: DeviceInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const reachable = device.status !== 'offline' && device.status !== 'inactive';
  const take = useMutation({
    mutationFn: async () => {
      const before = device.screenshotAt;
      await devicesApi.thumbnail({ deviceKey: device.deviceKey });
      const deadline = Date.now() + WAIT_MS;
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, LOOK_EVERY_MS));
        const info = await devicesApi.info({ deviceKey: device.deviceKey });
        if (info.screenshotAt && info.screenshotAt !== before) {
          queryClient.setQueryData(deviceKeys.info(device.deviceKey), info);
          return info;
        }
      }
      throw new NoAnswer();
    },
  });
  const portrait = device.rotation === 90 || device.rotation === 270 || (device.aspect ?? '').startsWith('9:');
  const url = device.screenshotUrl;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          aspectRatio: portrait ? '9 / 16' : '16 / 9',
          maxHeight: 360,
          width: portrait ? 'auto' : '100%',
          mx: 'auto',
          bgcolor: 'grey.900',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          borderRadius: 1,
        }}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={t('devices.live.screenshotOf', { name: device.name })}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            data-testid="screen-now-image"
          />
        ) : (
          <Box sx={{ color: 'grey.400', textAlign: 'center', p: 1 }}>
            <TvOffOutlined aria-hidden />
            <Typography variant="body2">{t('devices.live.noScreenshot')}</Typography>
          </Box>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="screen-now-taken">
        {device.screenshotAt
          ? t('devices.screenNow.taken', {
              time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(device.screenshotAt)),
              relative: relativeTime(device.screenshotAt, locale, t),
            })
          : t('devices.screenNow.never')}
      </Typography>
      {reachable ? null : (
        <Alert severity="warning">{t(device.status === 'inactive' ? 'devices.screenNow.inactive' : 'devices.screenNow.offline')}</Alert>
      )}
      {take.isError ? (
        <Alert severity="error" role="alert">
          {take.error instanceof NoAnswer ? t('devices.screenNow.noAnswer') : t('devices.screenNow.failed')}
        </Alert>
      ) : null}
      {take.isSuccess ? (
        <Alert severity="success" role="status" onClose={() => take.reset()}>
          {t('devices.screenNow.done')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={take.isPending ? <CircularProgress size={18} aria-hidden /> : <PhotoCameraOutlined />}
          disabled={!reachable || take.isPending}
          onClick={() => take.mutate()}
        >
          {t('devices.screenNow.take')}
        </Button>
        {take.isPending ? (
          <Typography variant="body2" role="status" aria-live="polite">
            {t('devices.screenNow.waiting')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
