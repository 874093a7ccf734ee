import AudiotrackOutlined from '@mui/icons-material/AudiotrackOutlined';
import GifBoxOutlined from '@mui/icons-material/GifBoxOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Locale, MediaKind } from '@signage/shared';

export const KIND_ICONS: Record<MediaKind, typeof SvgIcon> = {
  image: ImageOutlined,
  gif: GifBoxOutlined,
  video: MovieOutlined,
  pdf: PictureAsPdfOutlined,
  audio: AudiotrackOutlined,
};

/** Kind tabs in the order shown (spec 2.3: images, PDFs, videos, GIFs; audio too). */
export const KIND_TABS = ['all', 'image', 'video', 'gif', 'pdf', 'audio'] as const;
export type KindTab = (typeof KIND_TABS)[number];

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1.2 MB, 350 kB… in the interface language. */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** m:ss or h:mm:ss. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
