import Chip from '@mui/material/Chip';
import type { DeviceListItem, DeviceStatus } from '@signage/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<DeviceStatus, 'success' | 'info' | 'error' | 'default'> = {
  active: 'success',
  updating: 'info',
  // Planned: grey, never the red of offline (docs/screens.md "Sleep hours").
  sleeping: 'default',
  offline: 'error',
  inactive: 'default',
};

/** Spec part 4 device state as a chip. */
export function StatusChip({ status }: { status: DeviceStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} label={t(`devices.status.${status}`)} data-status={status} />;
}

type TFn = (key: string, options?: Record<string, unknown>) => string;

export function relativeTime(iso: string | null, locale: string, t: TFn): string {
  if (!iso) return t('devices.neverSeen');
  const seconds = Math.round((new Date(iso).getTime() - Date.now()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86400), 'day');
}

/** "Playing version N since T" or "Behind: waiting for version N" (docs/screens.md, delivery receipt). */
export function deliveryText(device: Pick<DeviceListItem, 'delivery' | 'nowPlaying' | 'status'>, locale: string, t: TFn): string {
  const d = device.delivery;
  if (d.behind) {
    return d.expectedPlaylistVersion
      ? t('devices.delivery.behind', { version: d.expectedPlaylistVersion })
      : t('devices.delivery.behindManifest');
  }
  const np = device.nowPlaying;
  if (np?.playlistId && np.version) {
    const since = np.since ?? d.appliedAt;
    return since
      ? t('devices.delivery.playing', {
          version: np.version,
          since: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(since)),
        })
      : t('devices.delivery.playingNoTime', { version: np.version });
  }
  if (d.appliedAt) return t('devices.delivery.upToDate');
  return t('devices.delivery.unknown');
}

export function nowPlayingText(device: Pick<DeviceListItem, 'nowPlaying'> & Partial<Pick<DeviceListItem, 'status'>>, t: TFn): string {
  // Asleep: nothing plays (the schedule's playlist resumes when it wakes).
  if (device.status === 'sleeping') return t('devices.sleep.nothing');
  const np = device.nowPlaying;
  if (!np || np.playlistId === null) return t('devices.idle');
  return np.playlistName ?? t('devices.playlistNumber', { id: np.playlistId });
}
