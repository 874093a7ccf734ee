import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import type { MediaItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { formatDuration, KIND_ICONS } from './format.ts';

/** A square-ish preview of an item: its thumbnail (or kind icon), status chip, kind icon and duration/pages badge. */
export function MediaThumb({ item, height = 140, compact = false }: { item: MediaItem; height?: number; compact?: boolean }) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[item.kind];
  const showImage = item.status === 'ready' && item.thumbnailUrl;
  const badge =
    item.durationMs !== null && (item.kind === 'video' || item.kind === 'audio')
      ? formatDuration(item.durationMs)
      : item.pageCount !== null && item.kind === 'pdf'
        ? t('media.pages', { count: item.pageCount })
        : null;
  return (
    <Box
      sx={{
        position: 'relative',
        height,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {showImage ? (
        <Box
          component="img"
          src={item.thumbnailUrl ?? undefined}
          alt=""
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : item.status === 'processing' ? (
        <CircularProgress size={compact ? 20 : 28} aria-hidden />
      ) : (
        <Icon sx={{ fontSize: compact ? 28 : 48, color: 'text.secondary' }} aria-hidden />
      )}
      {compact ? null : (
        <Box
          sx={{
            position: 'absolute',
            left: 6,
            bottom: 6,
            bgcolor: 'background.paper',
            borderRadius: 1,
            display: 'flex',
            p: 0.25,
            color: 'text.secondary',
          }}
          title={t(`media.kinds.${item.kind}`)}
        >
          <Icon fontSize="small" aria-hidden />
        </Box>
      )}
      {badge && !compact ? (
        <Box
          sx={{
            position: 'absolute',
            right: 6,
            bottom: 6,
            bgcolor: 'rgba(0,0,0,0.75)',
            color: '#fff',
            borderRadius: 1,
            px: 0.75,
            fontSize: '0.75rem',
            fontWeight: 600,
          }}
        >
          {badge}
        </Box>
      ) : null}
      {item.status !== 'ready' && !compact ? (
        <Chip
          size="small"
          color={item.status === 'failed' ? 'error' : 'default'}
          label={t(`media.status.${item.status}`)}
          data-testid="media-status"
          sx={{ position: 'absolute', top: 6, right: 6, bgcolor: item.status === 'failed' ? undefined : 'background.paper' }}
        />
      ) : null}
    </Box>
  );
}
