import './i18n/index.ts';
import Close from '@mui/icons-material/Close';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Search from '@mui/icons-material/Search';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { can, MEDIA_ACCEPT, MEDIA_SECTIONS, type MediaFolder, type MediaSection } from '@signage/shared';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { type ApiError, toApiError } from '../../api/client.ts';
import { mediaApi } from '../../api/endpoints.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLocale } from '../../state/locale.ts';
import { useStoredUser } from '../../state/session.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { CopyToStockDialog } from './CopyToStockDialog.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { FolderPickerDialog } from './dialogs.tsx';
import { DeleteMediaDialog } from './DeleteMediaDialog.tsx';
import { formatBytes, KIND_TABS, type KindTab } from './format.ts';
import { MediaDetail } from './MediaDetail.tsx';
import { FolderList, ItemList, type ViewMode } from './MediaGrid.tsx';
import { checkUpload, uploadMedia } from './upload.ts';

const PAGE_SIZE = 60;
const VIEW_KEY = 'signage.media.view';
export const mediaKeys = { all: ['media'] as const, storage: ['media', 'storage'] as const };

/** /home/media/{my|shared|stock} */
export default function MediaPage() {
  const { section } = useParams();
  if (!(MEDIA_SECTIONS as readonly string[]).includes(section ?? '')) return <Navigate to="/home/media/my" replace />;
  return <MediaLibrary key={section} section={section as MediaSection} />;
}

interface UploadState {
  name: string;
  progress: number;
  abort: () => void;
}

type FolderDialog = { kind: 'create' } | { kind: 'rename' | 'move' | 'delete' | 'deleteAll'; folder: MediaFolder } | null;
type BulkDialog = 'move' | 'delete' | 'stock' | 'platform' | null;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function MediaLibrary({ section }: { section: MediaSection }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useStoredUser();
  const role = user?.role;
  const manage = can(role, 'content.manage');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind') ?? 'all';
  const kind: KindTab = (KIND_TABS as readonly string[]).includes(kindParam) ? (kindParam as KindTab) : 'all';
  const folderNumber = Number(params.get('folder'));
  const folderId = Number.isInteger(folderNumber) && folderNumber > 0 ? folderNumber : null;
  const tag = params.get('tag') ?? '';
  const [searchInput, setSearchInput] = useState('');
  const search = useDebounced(searchInput.trim(), 300);
  const [view, setView] = useState<ViewMode>(() => (window.localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid'));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const [folderDialog, setFolderDialog] = useState<FolderDialog>(null);
  const [folderMenu, setFolderMenu] = useState<{ folder: MediaFolder; anchor: HTMLElement } | null>(null);
  const [bulkDialog, setBulkDialog] = useState<BulkDialog>(null);
  const [actionError, setActionError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [unshareAllOpen, setUnshareAllOpen] = useState(false);

  const canUpload = manage && section !== 'stock';
  const canFolders = manage && section !== 'stock';

  const listKey = ['media', 'list', section, kind, folderId, search, tag] as const;
  const list = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => mediaApi.list({ section, kind, folderId, search, tag, offset: pageParam, limit: PAGE_SIZE }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.totalCount && last.items.length > 0 ? loaded : undefined;
    },
    // Poll while something visible is still being processed (thumbnail, duration, pages).
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.items.some((i) => i.status === 'processing')) ? 2000 : false),
  });
  const storage = useQuery({ queryKey: mediaKeys.storage, queryFn: mediaApi.storage, enabled: manage, staleTime: 10_000 });

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const folders = first?.folders ?? [];
  const path = first?.path ?? [];
  const total = first?.totalCount ?? 0;
  // A refetch keeps the previous pages until the new ones arrive, so the open item stays listed (and
  // the detail panel open) unless it really left the listing (deleted, moved, shared).
  const openItem = items.find((i) => i.id === openId) ?? null;
  const selectedItems = items.filter((i) => selected.has(i.id));
  const filtering = Boolean(search || tag || kind !== 'all');

  // A new listing (other folder, kind, search): the selection does not carry over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on listing change only.
  useEffect(() => {
    setSelected(new Set());
  }, [kind, folderId, search, tag]);

  function setParam(name: string, value: string | null) {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(name);
    else next.set(name, value);
    setParams(next);
  }

  function folderHref(id: number | null) {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('folder');
    else next.set('folder', String(id));
    const query = next.toString();
    return `/home/media/${section}${query ? `?${query}` : ''}`;
  }

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
  }

  function startUpload(files: ArrayLike<File>) {
    setUploadError(null);
    setNotice(null);
    if (upload) return;
    const problem = checkUpload(files);
    if (problem) {
      setUploadError(problem);
      return;
    }
    const file = files[0] as File;
    const target = { section: section === 'shared' ? ('shared' as const) : ('my' as const), folderId };
    const handle = uploadMedia(file, target, (fraction) => setUpload((u) => (u ? { ...u, progress: fraction } : u)));
    setUpload({ name: file.name, progress: 0, abort: handle.abort });
    handle.promise.then(
      () => {
        setUpload(null);
        setNotice(t('media.uploaded', { name: file.name }));
        void refresh();
      },
      (failure: unknown) => {
        setUpload(null);
        if (failure instanceof DOMException && failure.name === 'AbortError') setNotice(t('media.uploadCancelled'));
        else setUploadError(toApiError(failure).message);
      },
    );
  }

  function hasFiles(event: DragEvent) {
    return Array.from(event.dataTransfer?.types ?? []).includes('Files');
  }
  const dropHandlers = canUpload
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          dragDepth.current += 1;
          setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: () => {
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          dragDepth.current = 0;
          setDragging(false);
          startUpload(event.dataTransfer.files);
        },
      }
    : {};

  async function act(action: () => Promise<unknown>, done?: string) {
    setBusy(true);
    setActionError(null);
    try {
      await action();
      if (done) setNotice(done);
      await refresh();
      return true;
    } catch (failure) {
      setActionError(toApiError(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  function toggle(id: number) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  const allSelected = items.length > 0 && selectedItems.length === items.length;
  const ids = selectedItems.map((i) => i.id);
  const allOwn = selectedItems.length > 0 && selectedItems.every((i) => i.isOwn);
  const allEditable = selectedItems.length > 0 && selectedItems.every((i) => i.canEdit);
  // Copy to stock / to the platform: own, ready items outside Stock (as in the detail panel).
  const canBulkCopy = manage && allOwn && section !== 'stock' && selectedItems.every((i) => i.status === 'ready');
  const canBulkDelete = manage && selectedItems.length > 0 && (section === 'stock' ? allOwn : allEditable);

  async function deleteFolder(folder: MediaFolder, withContents: boolean) {
    setBusy(true);
    setActionError(null);
    try {
      await mediaApi.removeFolder(folder.id, withContents);
      setFolderDialog(null);
      setNotice(t('media.folderDeleted', { name: folder.name }));
      await refresh();
    } catch (failure) {
      const error = toApiError(failure);
      if (!withContents && error.code === 'FOLDER_NOT_EMPTY') setFolderDialog({ kind: 'deleteAll', folder });
      else setActionError(error);
    } finally {
      setBusy(false);
    }
  }

  const storageText = storage.data
    ? t('media.storageUsed', { used: formatBytes(storage.data.bytesUsed, locale), count: storage.data.itemCount })
    : undefined;

  return (
    <Box {...dropHandlers} data-testid="media-dropzone" sx={{ position: 'relative', minHeight: '60vh' }}>
      <PageHeader
        title={t('media.title')}
        subtitle={storageText ? <span data-testid="media-storage">{storageText}</span> : undefined}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canFolders && !search ? (
              <Button variant="outlined" startIcon={<CreateNewFolderOutlined />} onClick={() => setFolderDialog({ kind: 'create' })}>
                {t('media.newFolder')}
              </Button>
            ) : null}
            {canUpload ? (
              <>
                <Button
                  variant="contained"
                  startIcon={<CloudUploadOutlined />}
                  onClick={() => fileInput.current?.click()}
                  disabled={Boolean(upload)}
                  data-testid="media-upload"
                >
                  {t('media.upload')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept={MEDIA_ACCEPT}
                  hidden
                  aria-hidden
                  tabIndex={-1}
                  data-testid="media-file-input"
                  onChange={(e) => {
                    if (e.target.files) startUpload(e.target.files);
                    e.target.value = '';
                  }}
                />
              </>
            ) : null}
          </Box>
        }
      />

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={section} aria-label={t('media.sectionsLabel')} variant="scrollable" scrollButtons="auto">
          {MEDIA_SECTIONS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`media.sections.${key}`)}
              component={RouterLink}
              to={`/home/media/${key}${kind !== 'all' ? `?kind=${kind}` : ''}`}
              data-testid={`media-section-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Tabs
        value={kind}
        onChange={(_, value: string) => {
          const next = new URLSearchParams(params);
          if (value === 'all') next.delete('kind');
          else next.set('kind', value);
          setParams(next);
        }}
        aria-label={t('media.kindsLabel')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0.5 } }}
      >
        {KIND_TABS.map((key) => (
          <Tab key={key} value={key} label={t(`media.kindTabs.${key}`)} data-testid={`media-kind-${key}`} />
        ))}
      </Tabs>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          type="search"
          name="search"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          onKeyDown={(e) => {
            // "#tag" + Enter filters by the tag.
            if (e.key === 'Enter' && searchInput.trim().startsWith('#') && searchInput.trim().length > 1) {
              setParam('tag', searchInput.trim().slice(1));
              setSearchInput('');
            }
          }}
          label={t('media.search')}
          placeholder={t('media.searchPlaceholder')}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {tag ? (
          <Chip
            label={t('media.tagFilter', { tag })}
            onDelete={() => setParam('tag', null)}
            color="primary"
            variant="outlined"
            data-testid="media-tag-filter"
          />
        ) : null}
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, value: ViewMode | null) => {
            if (!value) return;
            setView(value);
            window.localStorage.setItem(VIEW_KEY, value);
          }}
          aria-label={t('media.viewLabel')}
        >
          <ToggleButton value="grid" aria-label={t('media.gridView')}>
            <GridViewOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('media.listView')}>
            <ViewListOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      {upload ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status" data-testid="upload-progress">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {t('media.uploading', { name: upload.name })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(upload.progress * 100)}
                sx={{ mt: 1 }}
                aria-label={t('media.uploadProgress')}
              />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 40, textAlign: 'right' }} data-testid="upload-percent">
              {Math.round(upload.progress * 100)}%
            </Typography>
            <Button size="small" onClick={upload.abort} data-testid="upload-cancel">
              {t('common.cancel')}
            </Button>
          </Box>
        </Paper>
      ) : null}
      {uploadError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setUploadError(null)} data-testid="upload-error">
          {uploadError}
        </Alert>
      ) : null}
      {notice ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <FormAlert error={actionError} />
      {list.error ? <FormAlert error={toApiError(list.error)} /> : null}

      {section === 'stock' && can(role, 'stock.unshareAll') ? (
        <Box sx={{ mb: 2 }}>
          <Button variant="text" color="error" size="small" onClick={() => setUnshareAllOpen(true)}>
            {t('media.unshareAllStock')}
          </Button>
        </Box>
      ) : null}

      {!search ? (
        <Breadcrumbs aria-label={t('media.folderPath')} sx={{ mb: 2 }} data-testid="media-breadcrumbs">
          {path.length === 0 ? (
            <Typography color="text.primary" aria-current="page">
              {t(`media.sections.${section}`)}
            </Typography>
          ) : (
            <Link component={RouterLink} to={folderHref(null)}>
              {t(`media.sections.${section}`)}
            </Link>
          )}
          {path.map((p, index) =>
            index === path.length - 1 ? (
              <Typography key={p.id} color="text.primary" aria-current="page">
                {p.name}
              </Typography>
            ) : (
              <Link key={p.id} component={RouterLink} to={folderHref(p.id)}>
                {p.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
      ) : null}

      {selectedItems.length > 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: 1, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', position: 'sticky', top: 56, zIndex: 2 }}
          data-testid="media-bulk-bar"
          aria-label={t('media.bulkActions')}
          role="toolbar"
        >
          <IconButton size="small" onClick={() => setSelected(new Set())} aria-label={t('media.clearSelection')}>
            <Close fontSize="small" />
          </IconButton>
          <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
            {t('media.selectedCount', { count: selectedItems.length })}
          </Typography>
          {manage && allEditable && section !== 'stock' ? (
            <Button size="small" startIcon={<DriveFileMoveOutlined />} onClick={() => setBulkDialog('move')}>
              {t('media.move')}
            </Button>
          ) : null}
          {manage && allOwn && section !== 'stock' ? (
            <Button
              size="small"
              startIcon={<ShareOutlined />}
              disabled={busy}
              onClick={() =>
                void act(
                  () => mediaApi.share(ids, section === 'my'),
                  t(section === 'my' ? 'media.sharedDone' : 'media.unsharedDone', { count: ids.length }),
                ).then((ok) => ok && setSelected(new Set()))
              }
            >
              {section === 'my' ? t('media.share') : t('media.unshare')}
            </Button>
          ) : null}
          {manage && allOwn && section !== 'stock' ? (
            <>
              <Button size="small" startIcon={<LockOutlined />} disabled={busy} onClick={() => void act(() => mediaApi.lock(ids, true))}>
                {t('media.lock')}
              </Button>
              <Button
                size="small"
                startIcon={<LockOpenOutlined />}
                disabled={busy}
                onClick={() => void act(() => mediaApi.lock(ids, false))}
              >
                {t('media.unlock')}
              </Button>
            </>
          ) : null}
          {canBulkCopy ? (
            <>
              <Button
                size="small"
                startIcon={<Inventory2Outlined />}
                onClick={() => {
                  setActionError(null);
                  setBulkDialog('stock');
                }}
                data-testid="bulk-copy-to-stock"
              >
                {t('media.copyToStock')}
              </Button>
              <Button
                size="small"
                startIcon={<PublicOutlined />}
                onClick={() => {
                  setActionError(null);
                  setBulkDialog('platform');
                }}
              >
                {t('media.copyToPlatform')}
              </Button>
            </>
          ) : null}
          {canBulkDelete ? (
            <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => setBulkDialog('delete')}>
              {t('media.delete')}
            </Button>
          ) : null}
        </Paper>
      ) : null}

      {list.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 2 }}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={190} />
          ))}
        </Box>
      ) : (
        <>
          {!search ? (
            <FolderList
              folders={folders}
              view={view}
              onOpen={(folder) => setParam('folder', String(folder.id))}
              onMenu={canFolders ? (folder, anchor) => setFolderMenu({ folder, anchor }) : undefined}
            />
          ) : null}
          {items.length > 0 ? (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={allSelected}
                      indeterminate={selectedItems.length > 0 && !allSelected}
                      onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((i) => i.id)))}
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
              <ItemList items={items} view={view} selected={selected} onToggle={toggle} onOpen={(item) => setOpenId(item.id)} />
              {list.hasNextPage ? (
                <Box sx={{ textAlign: 'center', mt: 3 }}>
                  <Button variant="outlined" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                    {t('media.loadMore')}
                  </Button>
                </Box>
              ) : null}
            </>
          ) : folders.length === 0 || search ? (
            <EmptyState
              section={section}
              filtering={filtering || Boolean(folderId)}
              canUpload={canUpload}
              onUpload={() => fileInput.current?.click()}
            />
          ) : null}
        </>
      )}

      {dragging ? (
        <Box
          data-testid="media-drop-overlay"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 5,
            border: '3px dashed',
            borderColor: 'primary.main',
            borderRadius: 2,
            bgcolor: 'background.paper',
            opacity: 0.95,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            pointerEvents: 'none',
          }}
        >
          <CloudUploadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h2">{t('media.dropHere')}</Typography>
          <Typography color="text.secondary">{t('media.dropHint')}</Typography>
        </Box>
      ) : null}

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
          setParam('tag', value);
        }}
      />

      <Menu anchorEl={folderMenu?.anchor} open={Boolean(folderMenu)} onClose={() => setFolderMenu(null)}>
        {(['rename', 'move', 'delete'] as const).map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              if (folderMenu) setFolderDialog({ kind: action, folder: folderMenu.folder });
              setFolderMenu(null);
              setActionError(null);
            }}
          >
            {t(`media.folderMenu.${action}`)}
          </MenuItem>
        ))}
      </Menu>

      <NameDialog
        open={folderDialog?.kind === 'create'}
        title={t('media.newFolder')}
        label={t('media.folderName')}
        initial=""
        submitLabel={t('media.create')}
        onClose={() => setFolderDialog(null)}
        onSubmit={async (name) => {
          await mediaApi.createFolder(name, folderId, section === 'shared' ? 'shared' : 'my');
          await refresh();
        }}
      />
      <NameDialog
        open={folderDialog?.kind === 'rename'}
        title={t('media.renameFolder')}
        label={t('media.folderName')}
        initial={folderDialog && 'folder' in folderDialog ? folderDialog.folder.name : ''}
        submitLabel={t('media.rename')}
        onClose={() => setFolderDialog(null)}
        onSubmit={async (name) => {
          if (folderDialog && 'folder' in folderDialog) await mediaApi.renameFolder(folderDialog.folder.id, name);
          await refresh();
        }}
      />
      <FolderPickerDialog
        open={folderDialog?.kind === 'move'}
        section={section}
        title={t('media.moveFolderTitle', { name: folderDialog && 'folder' in folderDialog ? folderDialog.folder.name : '' })}
        excludeFolderId={folderDialog && 'folder' in folderDialog ? folderDialog.folder.id : undefined}
        onClose={() => setFolderDialog(null)}
        onPick={async (parentId) => {
          if (folderDialog && 'folder' in folderDialog) await mediaApi.moveFolder(folderDialog.folder.id, parentId);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={folderDialog?.kind === 'delete'}
        title={t('media.deleteFolder')}
        text={t('media.deleteFolderConfirm', { name: folderDialog && 'folder' in folderDialog ? folderDialog.folder.name : '' })}
        confirmLabel={t('media.delete')}
        busy={busy}
        onClose={() => setFolderDialog(null)}
        onConfirm={() => folderDialog && 'folder' in folderDialog && void deleteFolder(folderDialog.folder, false)}
      />
      <ConfirmDialog
        open={folderDialog?.kind === 'deleteAll'}
        title={t('media.deleteFolderWithContents')}
        text={t('media.deleteFolderWithContentsConfirm', {
          name: folderDialog && 'folder' in folderDialog ? folderDialog.folder.name : '',
        })}
        confirmLabel={t('media.deleteEverything')}
        busy={busy}
        error={actionError}
        onClose={() => setFolderDialog(null)}
        onConfirm={() => folderDialog && 'folder' in folderDialog && void deleteFolder(folderDialog.folder, true)}
      />
      <FolderPickerDialog
        open={bulkDialog === 'move'}
        section={section}
        title={t('media.moveTitle', { count: ids.length })}
        onClose={() => setBulkDialog(null)}
        onPick={async (target) => {
          await mediaApi.move(ids, target);
          setSelected(new Set());
          setNotice(t('media.moved', { count: ids.length }));
          await refresh();
        }}
      />
      <DeleteMediaDialog
        open={bulkDialog === 'delete'}
        mediaIds={ids}
        title={t('media.deleteTitle', { count: ids.length })}
        text={
          section === 'stock'
            ? t('media.deleteStockConfirmMany', { count: ids.length })
            : t('media.deleteConfirm', { count: ids.length, name: selectedItems[0]?.name ?? '' })
        }
        busy={busy}
        error={actionError}
        onClose={() => setBulkDialog(null)}
        onConfirm={(force) =>
          void act(() => mediaApi.remove(ids, force), t('media.deleted', { count: ids.length })).then((ok) => {
            if (ok) {
              setBulkDialog(null);
              setSelected(new Set());
            }
          })
        }
      />
      <CopyToStockDialog
        open={bulkDialog === 'stock'}
        count={ids.length}
        onClose={() => setBulkDialog(null)}
        onPlatform={() => setBulkDialog('platform')}
        onCopy={async (organizationIds) => {
          await mediaApi.copyToStock(ids, organizationIds);
          setSelected(new Set());
          setNotice(t('media.copiedToStock', { count: organizationIds.length }));
          await refresh();
        }}
      />
      <ConfirmDialog
        open={bulkDialog === 'platform'}
        title={t('media.copyToPlatform')}
        text={t('media.copyToPlatformConfirmMany', { count: ids.length })}
        confirmLabel={t('media.copy')}
        danger={false}
        busy={busy}
        error={actionError}
        onClose={() => setBulkDialog(null)}
        onConfirm={() =>
          void act(() => mediaApi.copyToPlatform(ids), t('media.copiedToPlatform')).then((ok) => {
            if (ok) {
              setBulkDialog(null);
              setSelected(new Set());
            }
          })
        }
      />
      <ConfirmDialog
        open={unshareAllOpen}
        title={t('media.unshareAllStock')}
        text={t('media.unshareAllStockConfirm')}
        confirmLabel={t('media.unshareAll')}
        busy={busy}
        error={actionError}
        onClose={() => setUnshareAllOpen(false)}
        onConfirm={() =>
          void act(() => mediaApi.unshareAllStock(), t('media.unsharedAllStock')).then((ok) => ok && setUnshareAllOpen(false))
        }
      />
    </Box>
  );
}

function EmptyState({
  section,
  filtering,
  canUpload,
  onUpload,
}: {
  section: MediaSection;
  filtering: boolean;
  canUpload: boolean;
  onUpload: () => void;
}) {
  const { t } = useTranslation();
  const title = filtering ? t('media.empty.filteredTitle') : t(`media.empty.${section}Title`);
  const text = filtering ? t('media.empty.filteredText') : t(`media.empty.${section}Text`);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'background.paper' }}
      data-testid="media-empty"
    >
      <PermMediaOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
        {text}
      </Typography>
      {canUpload && !filtering ? (
        <Button variant="contained" startIcon={<CloudUploadOutlined />} onClick={onUpload} sx={{ mt: 2 }}>
          {t('media.upload')}
        </Button>
      ) : null}
      {canUpload && !filtering ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('media.limitsHint')}
        </Typography>
      ) : null}
    </Paper>
  );
}
