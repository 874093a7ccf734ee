import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MediaItem } from '@signage/shared';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type PageState = 'loading' | 'loaded' | 'failed';

/**
 * Page-by-page viewer of a PDF: the server renders each page as a JPEG (`pagesUrl` + n), so no PDF
 * code runs in the page (file responses are sandboxed and the CSP has `object-src 'none'`).
 * Arrow keys / Page Up / Page Down / Home / End turn pages while the viewer has the focus.
 */
export function PdfPages({ item, pagesUrl, pageCount }: { item: MediaItem; pagesUrl: string; pageCount: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<PageState>('loading');
  const [attempt, setAttempt] = useState(0);
  const src = `${pagesUrl}${page}`;

  // The neighbouring pages are fetched ahead so turning a page is instant.
  useEffect(() => {
    if (state !== 'loaded') return;
    for (const n of [page + 1, page - 1]) {
      if (n >= 1 && n <= pageCount) new Image().src = `${pagesUrl}${n}`;
    }
  }, [state, page, pageCount, pagesUrl]);

  function go(n: number) {
    const next = Math.min(pageCount, Math.max(1, n));
    if (next === page) return;
    setState('loading');
    setPage(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowLeft: page - 1,
      ArrowUp: page - 1,
      PageUp: page - 1,
      ArrowRight: page + 1,
      ArrowDown: page + 1,
      PageDown: page + 1,
      Home: 1,
      End: pageCount,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(target);
  }

  return (
    <Box>
      <Box
        role="region"
        aria-roledescription={t('media.pdfViewer')}
        aria-label={t('media.pdfViewerLabel', { name: item.name })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="pdf-viewer"
        sx={{
          position: 'relative',
          // Tall enough for a portrait page in the drawer; most of the screen on a phone.
          height: { xs: 'min(62vh, 560px)', md: 440 },
          bgcolor: 'action.hover',
          borderRadius: 1,
          p: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          outline: 'none',
          '&:focus-visible': { boxShadow: (th) => `0 0 0 2px ${th.palette.primary.main}` },
        }}
      >
        {state === 'failed' ? (
          <Alert
            severity="error"
            sx={{ mx: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setState('loading');
                  setAttempt((a) => a + 1);
                }}
              >
                {t('media.retry')}
              </Button>
            }
          >
            {t('media.pageFailed')}
          </Alert>
        ) : (
          <Box
            component="img"
            key={`${page}-${attempt}`}
            src={src}
            alt={t('media.pageAlt', { page, total: pageCount, name: item.name })}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            data-testid="pdf-page-image"
            data-page={page}
            sx={{
              maxWidth: '100%',
              maxHeight: '100%',
              objectFit: 'contain',
              boxShadow: state === 'loaded' ? 2 : 0,
              bgcolor: 'common.white',
              opacity: state === 'loaded' ? 1 : 0,
              transition: 'opacity 120ms',
            }}
          />
        )}
        {state === 'loading' ? (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
            }}
            data-testid="pdf-page-loading"
          >
            <CircularProgress size={32} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {t('media.pageLoading', { page })}
            </Typography>
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <IconButton
          onClick={() => go(page - 1)}
          disabled={page <= 1}
          aria-label={t('media.previousPage')}
          title={t('media.previousPage')}
          data-testid="pdf-previous"
        >
          <ChevronLeft />
        </IconButton>
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{ flex: 1, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          data-testid="pdf-page-status"
        >
          {t('media.pageOf', { page, total: pageCount })}
        </Typography>
        <IconButton
          onClick={() => go(page + 1)}
          disabled={page >= pageCount}
          aria-label={t('media.nextPage')}
          title={t('media.nextPage')}
          data-testid="pdf-next"
        >
          <ChevronRight />
        </IconButton>
      </Box>
      <Link href={item.url} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 0.5 }}>
        {t('media.openPdf')}
      </Link>
    </Box>
  );
}
