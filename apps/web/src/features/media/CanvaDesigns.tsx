import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CanvaDesign, CanvaExportFormat, MediaItem } from '@signage/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { visuallyHidden } from '../../components/a11y.ts';
import { mediaApi, mediaKeys } from './api.ts';

/** Between two looks at an export job, and how many looks before giving up (about three minutes). */
const POLL_MS = 1500;
const MAX_POLLS = 120;
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * Whether this server and licence offer Canva, and whether the caller has connected it. The server
 * answers `configured: false` (no Canva integration) or 403 (licence without the design service): the
 * source is hidden.
 * While a connection is being made in Canva's tab, it is asked again every few seconds.
 */
export function useCanvaStatus(enabled: boolean, waiting = false) {
  return useQuery({
    queryKey: mediaKeys.canvaStatus,
    queryFn: () => mediaApi.canvaStatus({}),
    enabled,
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (waiting && !query.state.data?.connected ? 3000 : false),
  });
}

type ImportState =
  | { status: 'exporting'; format: CanvaExportFormat }
  | { status: 'done'; format: CanvaExportFormat }
  | { status: 'failed'; error: ApiError };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Exports a design at Canva, asks until the export is done, and returns the imported media item. */
async function exportAndImport(designId: string, format: CanvaExportFormat, folderId: number | null): Promise<MediaItem> {
  const { exportId } = await mediaApi.canvaExport({ designId, format });
  for (let i = 0; i < MAX_POLLS; i++) {
    const answer = await mediaApi.canvaImport({ designId, exportId, folderId });
    if (answer.status === 'success') return answer.item;
    await sleep(POLL_MS);
  }
  throw new Error('CANVA_EXPORT_FAILED');
}

/**
 * Canva (the design service): connect the caller's own Canva account (Canva's sign-in opens in
 * a new tab and comes back to /connection/canva), then their designs with thumbnails, page by page, each
 * importable as an image (its first page) or a PDF into My media (the current folder); disconnect.
 * `formats` limits the import buttons (the editor's picker asks for images only); `insert` labels them
 * "Insert" (the picker puts the imported design on the slide).
 */
export function CanvaPanel({
  active,
  folderId,
  onImported,
  formats = ['png', 'pdf'],
  insert = false,
}: {
  active: boolean;
  folderId: number | null;
  onImported: (item: MediaItem) => void;
  formats?: readonly CanvaExportFormat[];
  insert?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const [imports, setImports] = useState<Record<string, ImportState>>({});
  const status = useCanvaStatus(active, waiting);
  const connected = status.data?.connected === true;

  const designs = useInfiniteQuery({
    queryKey: mediaKeys.canvaDesigns,
    queryFn: ({ pageParam }) => mediaApi.canvaDesigns(pageParam ? { continuation: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last) => last.continuation ?? undefined,
    enabled: active && connected,
    staleTime: 60_000,
  });
  const items = designs.data?.pages.flatMap((p) => p.items) ?? [];

  const connect = useMutation({
    mutationFn: () => mediaApi.canvaConnect({}),
    onSuccess: ({ url }) => {
      setWaiting(true);
      window.open(url, '_blank', 'noopener');
    },
  });
  const disconnect = useMutation({
    mutationFn: () => mediaApi.canvaDisconnect({}),
    onSuccess: async () => {
      setWaiting(false);
      queryClient.removeQueries({ queryKey: mediaKeys.canvaDesigns });
      await queryClient.invalidateQueries({ queryKey: mediaKeys.canvaStatus });
    },
  });

  async function importDesign(design: CanvaDesign, format: CanvaExportFormat) {
    setImports((prev) => ({ ...prev, [design.id]: { status: 'exporting', format } }));
    try {
      const item = await exportAndImport(design.id, format, folderId);
      setImports((prev) => ({ ...prev, [design.id]: { status: 'done', format } }));
      onImported(item);
    } catch (error) {
      setImports((prev) => ({ ...prev, [design.id]: { status: 'failed', error: toApiError(error) } }));
      // A connection Canva no longer honours: show the Connect button again.
      if (toApiError(error).code === 'CANVA_NOT_CONNECTED') await queryClient.invalidateQueries({ queryKey: mediaKeys.canvaStatus });
    }
  }

  if (status.isPending) return <Skeleton variant="rounded" height={120} />;
  if (status.error) return <FormAlert error={toApiError(status.error)} />;

  if (!connected) {
    return (
      <Box sx={{ py: 2, maxWidth: 560 }} data-testid="canva-connect-panel">
        <Typography variant="h6" component="h3" gutterBottom>
          {t('media.canva.notConnectedTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('media.canva.notConnectedText')}
        </Typography>
        {connect.error ? <FormAlert error={toApiError(connect.error)} /> : null}
        <Button variant="contained" startIcon={<OpenInNew />} onClick={() => connect.mutate()} disabled={connect.isPending}>
          {connect.isPending ? t('media.canva.connecting') : t('media.canva.connect')}
        </Button>
        {waiting ? (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('media.canva.waiting')}
          </Typography>
        ) : null}
      </Box>
    );
  }

  const failed = Object.values(imports).find((s) => s.status === 'failed');
  const busy = Object.values(imports).some((s) => s.status === 'exporting');
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {formats.includes('pdf') ? t('media.canva.hint') : t('media.canva.hintImage')}
        </Typography>
        <Button size="small" startIcon={<LinkOff />} onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
          {t('media.canva.disconnect')}
        </Button>
      </Box>
      {designs.error ? <FormAlert error={toApiError(designs.error)} /> : null}
      {disconnect.error ? <FormAlert error={toApiError(disconnect.error)} /> : null}
      {failed?.status === 'failed' ? <FormAlert error={failed.error} /> : null}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {busy ? t('media.canva.exporting') : ''}
      </Box>
      {!designs.isPending && !designs.error && items.length === 0 ? (
        <Typography sx={{ py: 3 }}>{t('media.canva.noDesigns')}</Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={t('media.canva.designsLabel')}
        data-testid="canva-designs"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
        }}
      >
        {designs.isPending
          ? SKELETONS.map((k) => (
              <li key={k}>
                <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
              </li>
            ))
          : items.map((design) => {
              const state = imports[design.id];
              const title = design.title || t('media.canva.untitled');
              return (
                <Box
                  component="li"
                  key={design.id}
                  data-testid="canva-design"
                  sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
                >
                  {design.thumbnailUrl ? (
                    <Box
                      component="img"
                      src={design.thumbnailUrl}
                      alt=""
                      loading="lazy"
                      referrerPolicy="no-referrer"
                      sx={{
                        width: '100%',
                        aspectRatio: '16 / 9',
                        objectFit: 'contain',
                        borderRadius: 1,
                        bgcolor: 'action.hover',
                        display: 'block',
                      }}
                    />
                  ) : (
                    <Box sx={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 1, bgcolor: 'action.hover' }} />
                  )}
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                  {design.pageCount ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('media.canva.pages', { count: design.pageCount })}
                    </Typography>
                  ) : null}
                  {state?.status === 'exporting' ? (
                    <Box>
                      <Typography variant="caption" color="text.secondary">
                        {t('media.canva.exporting')}
                      </Typography>
                      <LinearProgress aria-label={t('media.canva.exportingDesign', { title })} />
                    </Box>
                  ) : state?.status === 'done' ? (
                    <Typography variant="body2" color="success.main" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                      <CheckCircleOutline fontSize="small" aria-hidden /> {t('media.canva.imported')}
                    </Typography>
                  ) : (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {formats.map((format) => (
                        <Button
                          key={format}
                          size="small"
                          variant="outlined"
                          disabled={busy}
                          startIcon={format === 'png' ? <ImageOutlined /> : <PictureAsPdfOutlined />}
                          onClick={() => void importDesign(design, format)}
                        >
                          {t(insert ? `media.canva.insert.${format}` : `media.canva.import.${format}`)}
                          <Box component="span" sx={visuallyHidden}>
                            : {title}
                          </Box>
                        </Button>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })}
      </Box>
      {designs.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => void designs.fetchNextPage()} disabled={designs.isFetchingNextPage}>
            {designs.isFetchingNextPage ? t('media.canva.loadingMore') : t('media.canva.more')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/** The media library's Canva dialog: the panel, in My media's current folder. */
export function CanvaDialog({
  open,
  folderId,
  onClose,
  onImported,
}: {
  open: boolean;
  folderId: number | null;
  onClose: () => void;
  onImported: (name: string) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={phone} data-testid="canva-dialog">
      <DialogTitle id={titleId}>{t('media.canva.title')}</DialogTitle>
      <DialogContent>
        <CanvaPanel active={open} folderId={folderId} onImported={(item) => onImported(item.name)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('media.canva.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
