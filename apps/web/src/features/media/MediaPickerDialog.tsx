import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MEDIA_SECTIONS, type MediaItem, type MediaKind, type MediaSection } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { mediaApi, mediaKeys } from './api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ItemList } from './MediaGrid.tsx';
import { CanvaPanel, useCanvaStatus } from './CanvaDesigns.tsx';
import { StockPhotosPanel, useStockSources } from './StockPhotos.tsx';
import LinearProgress from '@mui/material/LinearProgress';
import { can } from '@signage/shared';
import { useStoredUser } from '../../state/session.ts';
import { UploadButton, UploadStatus, useMediaUpload } from './MediaUpload.tsx';

/** The library's sections, then the external sources an image can come from (imported, then picked). */
type PickerTab = MediaSection | 'photos' | 'canva';

const NO_SELECTION: ReadonlySet<number> = new Set();

/**
 * Pick one ready media item from the library (my, shared or stock), optionally limited to some
 * kinds. Used by the slide editor; full screen on a phone. When an image may be picked and the caller
 * may upload media, the stock photo services and Canva (when offered) are tabs too: a photo or design
 * is imported into My media, and picked once it is processed (docs/integrations.md "Stock photos").
 */
export function MediaPickerDialog({
  open,
  onClose,
  onPick,
  kinds,
  title,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
  kinds?: readonly MediaKind[];
  title?: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const titleId = useId();
  const [section, setSection] = useState<PickerTab>('my');
  const user = useStoredUser();
  const mayImport = can(user?.role, 'content.manage') && (!kinds || kinds.includes('image'));
  const stockSources = useStockSources(open && mayImport);
  const stockIds = stockSources.data?.sources.map((s) => s.id) ?? [];
  const canva = useCanvaStatus(open && mayImport);
  const [preparing, setPreparing] = useState<{ name: string } | { error: unknown } | null>(null);
  const closed = useRef(false);
  useEffect(() => {
    closed.current = !open;
  }, [open]);

  /** An imported photo or design: picked once the library has processed it (its size and rendition are known). */
  async function pickWhenReady(item: MediaItem) {
    setPreparing({ name: item.name });
    try {
      let current = item;
      for (let i = 0; i < 90 && current.status !== 'ready'; i++) {
        if (current.status === 'failed') throw new Error('MEDIA_PROCESSING_FAILED');
        await new Promise((resolve) => window.setTimeout(resolve, 1000));
        if (closed.current) return;
        current = await mediaApi.info({ mediaId: current.id });
      }
      setPreparing(null);
      onPick(current);
      onClose();
    } catch (error) {
      setPreparing({ error });
    }
  }
  // Upload from here too (into My media, or Shared media on that tab): the new item is picked once ready.
  const mayUpload = can(user?.role, 'content.manage');
  const [notice, setNotice] = useState<string | null>(null);
  const uploader = useMediaUpload({
    section: section === 'shared' ? 'shared' : 'my',
    folderId: null,
    enabled: open && mayUpload,
    onNotice: setNotice,
    onUploaded: (item) => {
      if (!kinds || kinds.includes(item.kind)) void pickWhenReady(item);
    },
  });
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  const single = kinds && kinds.length === 1 ? kinds[0] : undefined;
  const list = useQuery({
    queryKey: mediaKeys.picker(section as MediaSection, single ?? 'all', query),
    queryFn: () =>
      mediaApi.list({
        section: section as MediaSection,
        kind: single ?? 'all',
        folderId: null,
        search: query,
        tag: '',
        offset: 0,
        limit: 200,
      }),
    enabled: open && section !== 'photos' && section !== 'canva',
  });
  // With no search the server lists one folder level; the picker searches everything with a search.
  const items = (list.data?.items ?? []).filter((i) => i.status === 'ready' && (!kinds || kinds.includes(i.kind)));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} data-testid="media-picker">
      <DialogTitle id={titleId}>{title ?? t('media.pickerTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Tabs
            value={section}
            onChange={(_, v: PickerTab) => setSection(v)}
            aria-label={t('media.sectionsLabel')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {MEDIA_SECTIONS.map((key) => (
              <Tab key={key} value={key} label={t(`media.sections.${key}`)} />
            ))}
            {mayImport && stockIds.length > 0 ? <Tab value="photos" label={t('media.stock.open')} /> : null}
            {mayImport && canva.data?.configured ? <Tab value="canva" label={t('media.canva.open')} /> : null}
          </Tabs>
          {mayUpload && section !== 'photos' && section !== 'canva' && section !== 'stock' ? <UploadButton uploader={uploader} /> : null}
          {section === 'photos' || section === 'canva' ? null : (
            <TextField
              size="small"
              type="search"
              name="pickerSearch"
              label={t('media.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              sx={{ flex: '1 1 200px' }}
            />
          )}
        </Box>
        {preparing && 'name' in preparing ? (
          <Box role="status" sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {t('media.pickerPreparing')}
            </Typography>
            <LinearProgress aria-label={preparing.name} />
          </Box>
        ) : null}
        {preparing && 'error' in preparing ? <FormAlert error={toApiError(preparing.error)} /> : null}
        <UploadStatus uploader={uploader} />
        {notice && !preparing ? (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {notice}
          </Typography>
        ) : null}
        {section === 'photos' ? (
          <StockPhotosPanel
            active={open}
            sources={stockIds}
            folderId={null}
            importLabel={t('media.stock.insert')}
            onImported={(item) => void pickWhenReady(item)}
          />
        ) : section === 'canva' ? (
          <CanvaPanel active={open} folderId={null} formats={['png']} insert onImported={(item) => void pickWhenReady(item)} />
        ) : list.error ? (
          <FormAlert error={toApiError(list.error)} />
        ) : null}
        {section === 'photos' || section === 'canva' ? null : list.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('media.pickerEmpty')}
          </Typography>
        ) : (
          <ItemList
            items={items}
            view="grid"
            selected={NO_SELECTION}
            selectable={false}
            onToggle={() => undefined}
            onOpen={(item) => {
              onPick(item);
              onClose();
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
