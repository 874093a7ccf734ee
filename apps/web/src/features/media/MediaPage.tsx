import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import './i18n/index.ts';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { can, MEDIA_SECTIONS, type MediaFolder, type MediaItem, type MediaSection } from '@signage/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLocale } from '../../state/locale.ts';
import { useStoredUser } from '../../state/session.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { mediaApi, mediaKeys } from './api.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatBytes } from './format.ts';
import { MediaDetail } from './MediaDetail.tsx';
import { MediaEmptyState } from './MediaEmptyState.tsx';
import { MediaBreadcrumbs, useFolderActions } from './MediaFolders.tsx';
import { FolderList, ItemList, type ViewMode } from './MediaGrid.tsx';
import { MediaToolbar, useViewMode } from './MediaToolbar.tsx';
import { DropOverlay, UploadButton, UploadStatus, useMediaUpload } from './MediaUpload.tsx';
import { StockPhotosDialog, useStockSources } from './StockPhotos.tsx';
import { CanvaDialog, useCanvaStatus } from './CanvaDesigns.tsx';
import { offersUnshareAll } from './unshareAll.ts';
import { useMediaAction } from './useMediaAction.ts';
import { type MediaListing, useMediaListing } from './useMediaListing.ts';

/** /home/media/{my|shared|stock} */
export default function MediaPage() {
  const { section } = useParams();
  if (!(MEDIA_SECTIONS as readonly string[]).includes(section ?? '')) return <Navigate to="/home/media/my" replace />;
  return <MediaLibrary key={section} section={section as MediaSection} />;
}

function MediaLibrary({ section }: { section: MediaSection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useStoredUser();
  const role = user?.role;
  const manage = can(role, 'content.manage');
  const queryClient = useQueryClient();
  const listing = useMediaListing(section);
  const { kind, folderId, search, tag, items, list } = listing;
  const [view, setView] = useViewMode();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // `?item=<id>` (a link from the activity log) opens that item's detail once it is listed.
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => {
    const id = Number(searchParams.get('item'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [unshareAllOpen, setUnshareAllOpen] = useState(false);
  const [stockOpen, setStockOpen] = useState(false);
  const [canvaOpen, setCanvaOpen] = useState(false);

  const canUpload = manage && section !== 'stock';
  const canFolders = manage && section !== 'stock';

  // Stock photos (Unsplash, Pexels) import into My media; shown only when the server has a service configured.
  const stockSources = useStockSources(manage && section === 'my');
  const stockIds = stockSources.data?.sources.map((s) => s.id) ?? [];
  // Canva (the design service): shown when the server has it and the licence allows it (the status call answers).
  const canva = useCanvaStatus(manage && section === 'my');
  const storage = useQuery({ queryKey: mediaKeys.storage, queryFn: () => mediaApi.storage({}), enabled: manage, staleTime: 10_000 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaKeys.all });
  const action = useMediaAction(setNotice);
  const folderActions = useFolderActions({ section, folderId, onNotice: setNotice, refresh });
  const uploader = useMediaUpload({ section, folderId, enabled: canUpload, onNotice: setNotice, onUploaded: () => void refresh() });

  // A refetch keeps the previous pages until the new ones arrive, so the open item stays listed (and
  // the detail panel open) unless it really left the listing (deleted, moved, shared).
  const openItem = items.find((i) => i.id === openId) ?? null;
  const selectedItems = items.filter((i) => selected.has(i.id));

  // A new listing (other folder, kind, search): the selection does not carry over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on listing change only.
  useEffect(() => {
    setSelected(new Set());
  }, [kind, folderId, search, tag]);

  function toggle(id: number) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const storageText = storage.data
    ? t('media.storageUsed', { used: formatBytes(storage.data.bytesUsed, locale), count: storage.data.itemCount })
    : undefined;

  return (
    <Box {...uploader.dropHandlers} data-testid="media-dropzone" sx={{ position: 'relative', minHeight: '60vh' }}>
      <PageHeader
        title={t('media.title')}
        subtitle={storageText ? <span data-testid="media-storage">{storageText}</span> : undefined}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canFolders && !search ? (
              <Button variant="outlined" startIcon={<CreateNewFolderOutlined />} onClick={folderActions.create}>
                {t('media.newFolder')}
              </Button>
            ) : null}
            {canUpload && section === 'my' && stockIds.length > 0 ? (
              <Button variant="outlined" startIcon={<PhotoLibraryOutlined />} onClick={() => setStockOpen(true)}>
                {t('media.stock.open')}
              </Button>
            ) : null}
            {canUpload && section === 'my' && canva.data?.configured ? (
              <Button variant="outlined" startIcon={<DesignServicesOutlined />} onClick={() => setCanvaOpen(true)}>
                {t('media.canva.open')}
              </Button>
            ) : null}
            {canUpload ? <UploadButton uploader={uploader} /> : null}
          </Box>
        }
      />

      <MediaToolbar section={section} listing={listing} view={view} onView={setView} />
      {stockOpen ? (
        <StockPhotosDialog
          open
          sources={stockIds}
          folderId={search ? null : folderId}
          onClose={() => setStockOpen(false)}
          onImported={(name) => {
            setNotice(t('media.stock.importedNotice', { name }));
            void refresh();
          }}
        />
      ) : null}
      {canvaOpen ? (
        <CanvaDialog
          open
          folderId={search ? null : folderId}
          onClose={() => setCanvaOpen(false)}
          onImported={(name) => {
            setNotice(t('media.canva.importedNotice', { name }));
            void refresh();
          }}
        />
      ) : null}

      <UploadStatus uploader={uploader} />
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <FormAlert error={(action.error && toApiError(action.error)) ?? folderActions.error} />
      {list.error ? <FormAlert error={toApiError(list.error)} /> : null}

      {section === 'stock' &&
      can(role, 'stock.unshareAll') &&
      offersUnshareAll({
        loaded: list.isSuccess,
        total: listing.total,
        folders: listing.folders.length,
        narrowed: listing.filtering || folderId !== null,
      }) ? (
        <Box sx={{ mb: 2 }}>
          <Button variant="text" color="error" size="small" onClick={() => setUnshareAllOpen(true)}>
            {t('media.unshareAllStock')}
          </Button>
        </Box>
      ) : null}

      {!search ? <MediaBreadcrumbs section={section} path={listing.path} folderHref={listing.folderHref} /> : null}

      <BulkActionBar
        section={section}
        manage={manage}
        selectedItems={selectedItems}
        action={action}
        onClearSelection={() => setSelected(new Set())}
        onNotice={setNotice}
        refresh={refresh}
      />

      <MediaResults
        section={section}
        listing={listing}
        view={view}
        selected={selected}
        selectedCount={selectedItems.length}
        onSelect={setSelected}
        onToggle={toggle}
        onOpen={(item) => setOpenId(item.id)}
        onFolderMenu={canFolders ? folderActions.openMenu : undefined}
        canUpload={canUpload}
        onUpload={uploader.pick}
      />

      {uploader.dragging ? <DropOverlay /> : null}

      <MediaDetail
        item={openItem}
        role={role}
        onClose={() => setOpenId(null)}
        onChanged={refresh}
        onDeleted={() => {
          setOpenId(null);
          setNotice(t('media.deleted', { count: 1 }));
        }}
        onNotice={setNotice}
        onTag={(value) => {
          setOpenId(null);
          listing.setParam('tag', value);
        }}
      />

      {folderActions.dialogs}
      <ConfirmDialog
        open={unshareAllOpen}
        title={t('media.unshareAllStock')}
        text={t('media.unshareAllStockConfirm')}
        confirmLabel={t('media.unshareAll')}
        busy={action.isPending}
        error={action.error && toApiError(action.error)}
        onClose={() => setUnshareAllOpen(false)}
        onConfirm={() =>
          action.mutate(
            { run: () => mediaApi.unshareAllStock({}), done: t('media.unsharedAllStock') },
            { onSuccess: () => setUnshareAllOpen(false) },
          )
        }
      />
    </Box>
  );
}

/** The listing: skeletons while loading, the folders, the items (select all, load more) or the empty state. */
function MediaResults({
  section,
  listing,
  view,
  selected,
  selectedCount,
  onSelect,
  onToggle,
  onOpen,
  onFolderMenu,
  canUpload,
  onUpload,
}: {
  section: MediaSection;
  listing: MediaListing;
  view: ViewMode;
  selected: Set<number>;
  selectedCount: number;
  onSelect: (ids: Set<number>) => void;
  onToggle: (id: number) => void;
  onOpen: (item: MediaItem) => void;
  onFolderMenu?: (folder: MediaFolder, anchor: HTMLElement) => void;
  canUpload: boolean;
  onUpload: () => void;
}) {
  const { t } = useTranslation();
  const { list, items, folders, search, total } = listing;
  const allSelected = items.length > 0 && selectedCount === items.length;
  if (list.isPending) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 2 }}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rounded" height={190} />
        ))}
      </Box>
    );
  }
  return (
    <>
      {!search ? (
        <FolderList
          folders={folders}
          view={view}
          onOpen={(folder) => listing.setParam('folder', String(folder.id))}
          onMenu={onFolderMenu}
        />
      ) : null}
      {items.length > 0 ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={allSelected}
                  indeterminate={selectedCount > 0 && !allSelected}
                  onChange={() => onSelect(allSelected ? new Set() : new Set(items.map((i) => i.id)))}
                  size="small"
                  data-testid="media-select-all"
                />
              }
              label={t('media.selectAll')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('media.showing', { shown: items.length, total })}
            </Typography>
          </Box>
          <ItemList items={items} view={view} selected={selected} onToggle={onToggle} onOpen={onOpen} />
          {list.hasNextPage ? (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {t('media.loadMore')}
              </Button>
            </Box>
          ) : null}
        </>
      ) : folders.length === 0 || search ? (
        <MediaEmptyState
          section={section}
          filtering={listing.filtering || Boolean(listing.folderId)}
          canUpload={canUpload}
          onUpload={onUpload}
        />
      ) : null}
    </>
  );
}
