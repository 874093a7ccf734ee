import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  type MediaItem,
  STOCK_QUERY_MAX,
  STOCK_SOURCE_NAMES,
  type StockAttribution,
  type StockPhoto,
  type StockSourceId,
} from '@signage/shared';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { visuallyHidden } from '../../components/a11y.ts';
import { mediaApi, mediaKeys } from './api.ts';

/** The stock photo services configured on the server (none: the button is not shown). */
export function useStockSources(enabled: boolean) {
  return useQuery({ queryKey: mediaKeys.stockSources, queryFn: () => mediaApi.stockSources({}), enabled, staleTime: 5 * 60_000 });
}

/** The service's home page, with the referral parameters of the photo's page link (Unsplash asks for them). */
function serviceHome(a: StockAttribution): string {
  try {
    const page = new URL(a.pageUrl);
    return `${page.origin}/${page.search}`;
  } catch {
    return a.source === 'unsplash' ? 'https://unsplash.com/' : 'https://www.pexels.com/';
  }
}

/** "Photo by X on Unsplash", both names linking to the service (its attribution guidelines). */
export function StockCredit({ attribution, variant = 'body2' }: { attribution: StockAttribution; variant?: 'body2' | 'caption' }) {
  const service = STOCK_SOURCE_NAMES[attribution.source];
  const link = (href: string) => <Link href={href} target="_blank" rel="noopener noreferrer" color="inherit" underline="always" />;
  return (
    <Typography variant={variant} component="span" data-testid="stock-credit" sx={{ overflowWrap: 'anywhere' }}>
      <Trans
        i18nKey="media.stock.credit"
        values={{ name: attribution.photographer, service }}
        components={{ author: link(attribution.photographerUrl), service: link(serviceHome(attribution)) }}
      />
    </Typography>
  );
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

type ImportState = { status: 'importing' } | { status: 'done' } | { status: 'failed'; error: ApiError };

/**
 * Stock photos (docs/integrations.md "Stock photos"): search a configured service (Unsplash, Pexels), page through the results
 * ("More"), and import one into My media (the current folder); the imported item keeps its attribution.
 */
export function StockPhotosDialog({
  open,
  sources,
  folderId,
  onClose,
  onImported,
}: {
  open: boolean;
  sources: StockSourceId[];
  folderId: number | null;
  onClose: () => void;
  onImported: (name: string) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" fullScreen={phone} data-testid="stock-dialog">
      <DialogTitle id={titleId}>{t('media.stock.title')}</DialogTitle>
      <DialogContent>
        <StockPhotosPanel active={open} sources={sources} folderId={folderId} onImported={(item) => onImported(item.name)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('media.stock.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The search and its results (the dialog above, and the editor's media picker, which inserts the
 * imported photo): `importLabel` names the import button (the picker's "Import and insert").
 */
export function StockPhotosPanel({
  active,
  sources,
  folderId,
  onImported,
  importLabel,
}: {
  active: boolean;
  sources: StockSourceId[];
  folderId: number | null;
  onImported: (item: MediaItem) => void;
  importLabel?: string;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<StockSourceId>(sources[0] ?? 'unsplash');
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [imports, setImports] = useState<Record<string, ImportState>>({});

  const results = useInfiniteQuery({
    queryKey: [...mediaKeys.all, 'stockSearch', source, query] as const,
    queryFn: ({ pageParam }) => mediaApi.stockSearch({ source, query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: active && query !== '',
    staleTime: 60_000,
  });
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];

  const importer = useMutation({
    mutationFn: (photo: StockPhoto) => mediaApi.stockImport({ source, photoId: photo.id, folderId }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = draft.trim();
    if (q) setQuery(q);
  }

  async function importPhoto(photo: StockPhoto) {
    const key = `${source}:${photo.id}`;
    setImports((prev) => ({ ...prev, [key]: { status: 'importing' } }));
    try {
      const item = await importer.mutateAsync(photo);
      setImports((prev) => ({ ...prev, [key]: { status: 'done' } }));
      onImported(item);
    } catch (error) {
      setImports((prev) => ({ ...prev, [key]: { status: 'failed', error: toApiError(error) } }));
    }
  }

  const failed = Object.entries(imports).find(([k, s]) => k.startsWith(`${source}:`) && s.status === 'failed')?.[1];
  const busy = Object.values(imports).some((s) => s.status === 'importing');

  return (
    <>
      {sources.length > 1 ? (
        <Tabs
          value={source}
          onChange={(_e, v: StockSourceId) => setSource(v)}
          aria-label={t('media.stock.sourcesLabel')}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {sources.map((s) => (
            <Tab key={s} value={s} label={STOCK_SOURCE_NAMES[s]} />
          ))}
        </Tabs>
      ) : null}
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'flex-start' }}>
        <TextField
          label={t('media.stock.searchLabel', { service: STOCK_SOURCE_NAMES[source] })}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: STOCK_QUERY_MAX, 'data-testid': 'stock-query' } }}
        />
        <Button type="submit" variant="contained" startIcon={<Search />} sx={{ flexShrink: 0 }}>
          {t('media.stock.search')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('media.stock.hint', { service: STOCK_SOURCE_NAMES[source] })}
      </Typography>
      {results.error ? <FormAlert error={toApiError(results.error)} /> : null}
      {failed?.status === 'failed' ? <FormAlert error={failed.error} /> : null}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {busy ? t('media.stock.importing') : ''}
      </Box>

      {query !== '' && !results.isPending && !results.error && items.length === 0 ? (
        <Typography sx={{ py: 3 }}>{t('media.stock.noResults', { query })}</Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={t('media.stock.resultsLabel')}
        data-testid="stock-results"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
        }}
      >
        {results.isPending && query !== ''
          ? SKELETONS.map((k) => (
              <li key={k}>
                <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
              </li>
            ))
          : items.map((photo) => {
              const state = imports[`${source}:${photo.id}`];
              return (
                <Box
                  component="li"
                  key={photo.id}
                  data-testid="stock-result"
                  sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
                >
                  <Box
                    component="img"
                    src={photo.thumbnailUrl}
                    alt={photo.description || t('media.stock.photoBy', { name: photo.attribution.photographer })}
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    sx={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      objectFit: 'cover',
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                      display: 'block',
                    }}
                  />
                  <StockCredit attribution={photo.attribution} variant="caption" />
                  <Typography variant="caption" color="text.secondary">
                    {photo.width} × {photo.height}
                  </Typography>
                  <Button
                    size="small"
                    variant={state?.status === 'done' ? 'text' : 'outlined'}
                    disabled={state?.status === 'importing' || state?.status === 'done'}
                    onClick={() => void importPhoto(photo)}
                    startIcon={
                      state?.status === 'importing' ? (
                        <CircularProgress size={16} aria-hidden />
                      ) : state?.status === 'done' ? (
                        <CheckCircleOutline />
                      ) : (
                        <PhotoLibraryOutlined />
                      )
                    }
                  >
                    {state?.status === 'importing'
                      ? t('media.stock.importingShort')
                      : state?.status === 'done'
                        ? t('media.stock.imported')
                        : (importLabel ?? t('media.stock.import'))}
                    {/* The photo the button is for, for screen readers (the visible text stays the start of the name). */}
                    <Box component="span" sx={visuallyHidden}>
                      : {t('media.stock.photoBy', { name: photo.attribution.photographer })}
                    </Box>
                  </Button>
                </Box>
              );
            })}
      </Box>
      {results.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
            {results.isFetchingNextPage ? t('media.stock.loadingMore') : t('media.stock.more')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
