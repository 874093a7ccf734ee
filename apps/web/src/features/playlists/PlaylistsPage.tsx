import './i18n/index.ts';
import Add from '@mui/icons-material/Add';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import Search from '@mui/icons-material/Search';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { can, PLAYLIST_SECTION_SEARCH, PLAYLIST_SECTIONS, type PlaylistItem, type PlaylistSection } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useStoredUser } from '../../state/session.ts';
import { WaitingForApprovalLink } from './approval/ApprovalsPage.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { CopyToStockDialog } from '../media/index.ts';
import { AssignDialog } from '../devices/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { playlistKeys, playlistsApi } from './api.ts';
import { CreatePlaylistDialog } from './CreatePlaylistDialog.tsx';
import { PlaylistFolderPicker } from './PlaylistFolderPicker.tsx';
import { PlaylistCards, type ViewMode } from './PlaylistCards.tsx';

const VIEW_KEY = 'signage.playlists.view';

/** A crumb of the folder trail, kept in the navigation state (the URL carries only the folder id). */
interface Crumb {
  id: number;
  name: string;
}

/** /home/playlists/{my|shared|stock} */
export default function PlaylistsPage() {
  const { ref: section } = useParams();
  if (!(PLAYLIST_SECTIONS as readonly string[]).includes(section ?? '')) return <Navigate to="/home/playlists/my" replace />;
  return <PlaylistLibrary key={section} section={section as PlaylistSection} />;
}

type Dialog = { kind: 'createPlaylist' | 'createFolder' } | { kind: 'move' | 'delete' | 'copyToStock'; item: PlaylistItem } | null;

function PlaylistLibrary({ section }: { section: PlaylistSection }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const manage = can(user?.role, 'content.manage');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const folderParam = Number(params.get('folder'));
  const folderId = Number.isInteger(folderParam) && folderParam > 0 ? folderParam : null;
  const stateTrail = ((location.state as { trail?: Crumb[] } | null)?.trail ?? []).filter(Boolean);
  // After a reload (or from a shared link) only the folder id is known: the trail is rebuilt from the
  // server by walking up the parents (/playlist/info answers folders too).
  const knownTrail = folderId !== null && stateTrail.at(-1)?.id === folderId;
  const fetchedTrail = useQuery({
    queryKey: playlistKeys.trail(folderId),
    enabled: folderId !== null && !knownTrail,
    queryFn: async () => {
      const crumbs: Crumb[] = [];
      for (let id: number | null = folderId; id !== null && crumbs.length < 50; ) {
        const folder = await playlistsApi.info({ playlistId: id });
        crumbs.unshift({ id: folder.id, name: folder.name });
        id = folder.parentFolderId;
      }
      return crumbs;
    },
  });
  const trail = folderId === null ? [] : knownTrail ? stateTrail : (fetchedTrail.data ?? []);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [view, setView] = useState<ViewMode>(() => (localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid'));
  // ?new=playlist (the dashboard's "Create a playlist") opens the new-playlist dialog straight away.
  const [dialog, setDialog] = useState<Dialog>(() => (params.get('new') === 'playlist' && manage ? { kind: 'createPlaylist' } : null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival (the request is not kept in the address).
  useEffect(() => {
    if (params.has('new'))
      setParams(
        (p) => {
          p.delete('new');
          return p;
        },
        { replace: true },
      );
  }, []);
  const [menu, setMenu] = useState<{ item: PlaylistItem; anchor: HTMLElement } | null>(null);
  const [assigning, setAssigning] = useState<PlaylistItem | null>(null);
  const [notice, setNotice] = useState('');
  const idle = (location.state as { idle?: boolean } | null)?.idle === true;

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  const list = useQuery({
    queryKey: [...playlistKeys.list(section, folderId, query), query ? favouritesOnly : false],
    // A search asks the server for exactly what the tab lists (and, with the filter, its favourites).
    queryFn: async () =>
      query
        ? (
            await playlistsApi.search({
              searchTerm: query,
              type: PLAYLIST_SECTION_SEARCH[section],
              favorite: favouritesOnly,
              limit: 200,
              offset: 0,
            })
          ).results
        : (await playlistsApi.list({ section, parentFolderId: folderId })).results,
  });
  const items = (list.data ?? []).filter((i) => !favouritesOnly || i.favorite || i.type === 'folder');
  const folders = items.filter((i) => i.type === 'folder');
  const playlists = items.filter((i) => i.type === 'playlist');
  const canCreate = manage && section !== 'stock';

  function refresh() {
    return queryClient.invalidateQueries({ queryKey: playlistKeys.all });
  }

  function openFolder(folder: PlaylistItem | null, newTrail: Crumb[]) {
    const next = new URLSearchParams(params);
    if (folder) next.set('folder', String(folder.id));
    else next.delete('folder');
    setSearch('');
    setParams(next, { state: { trail: newTrail } });
  }

  // The menu's and the drop's calls: a notice, the dialog closes, the list is fetched again.
  const action = useMutation({
    mutationFn: ({ call }: { call: () => Promise<unknown>; done: string }) => call(),
    onSuccess: async (_answer, { done }) => {
      setNotice(done);
      setDialog(null);
      await refresh();
    },
  });
  const run = (call: () => Promise<unknown>, done: string) => action.mutate({ call, done });
  const favourite = useMutation({
    mutationFn: (item: PlaylistItem) => playlistsApi.favorite({ playlistId: item.id, favorite: !item.favorite }),
    onSuccess: () => refresh(),
  });
  const failure = action.error ?? favourite.error;
  const error = failure && toApiError(failure);
  function clearError() {
    action.reset();
    favourite.reset();
  }

  function changeView(next: ViewMode | null) {
    if (!next) return;
    setView(next);
    localStorage.setItem(VIEW_KEY, next);
  }

  const menuItem = menu?.item;
  return (
    <>
      <PageHeader
        title={t('playlists.title')}
        actions={
          canCreate ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <WaitingForApprovalLink enabled={can(user?.role, 'organizations.manage')} />
              <Button variant="outlined" startIcon={<CreateNewFolderOutlined />} onClick={() => setDialog({ kind: 'createFolder' })}>
                {t('playlists.newFolder')}
              </Button>
              <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'createPlaylist' })}>
                {t('playlists.newPlaylist')}
              </Button>
            </Box>
          ) : null
        }
      />
      {idle ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('playlists.idleRedirect')}
        </Alert>
      ) : null}
      <Tabs value={section} aria-label={t('playlists.sectionsLabel')} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {PLAYLIST_SECTIONS.map((s) => (
          <Tab key={s} value={s} label={t(`playlists.sections.${s}`)} component={RouterLink} to={`/home/playlists/${s}`} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          label={t('playlists.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: '1 1 220px', maxWidth: 420 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControlLabel
          control={<Checkbox checked={favouritesOnly} onChange={(e) => setFavouritesOnly(e.target.checked)} />}
          label={t('playlists.favouritesOnly')}
        />
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, v) => changeView(v)} aria-label={t('playlists.view')}>
          <ToggleButton value="grid" aria-label={t('playlists.grid')}>
            <GridViewOutlined />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('playlists.list')}>
            <ViewListOutlined />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Breadcrumbs aria-label={t('playlists.folder')} sx={{ mb: 2 }}>
        {folderId ? (
          <Link component="button" type="button" onClick={() => openFolder(null, [])} underline="hover">
            {t(`playlists.sections.${section}`)}
          </Link>
        ) : (
          <Typography color="text.primary">{t(`playlists.sections.${section}`)}</Typography>
        )}
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <Typography key={c.id} color="text.primary">
              {c.name}
            </Typography>
          ) : (
            <Link
              key={c.id}
              component="button"
              type="button"
              underline="hover"
              onClick={() => openFolder({ id: c.id } as PlaylistItem, trail.slice(0, i + 1))}
            >
              {c.name}
            </Link>
          ),
        )}
      </Breadcrumbs>
      <FormAlert error={error ?? (list.error ? toApiError(list.error) : null)} />
      {list.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={180} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {query || favouritesOnly ? t('playlists.emptyFiltered') : t('playlists.emptyTitle')}
          </Typography>
          {query || favouritesOnly ? null : <Typography color="text.secondary">{t('playlists.emptyText')}</Typography>}
        </Box>
      ) : (
        <PlaylistCards
          folders={folders}
          playlists={playlists}
          view={view}
          onOpenFolder={(f) => openFolder(f, [...trail, { id: f.id, name: f.name }])}
          onOpen={(p) => navigate(`/home/playlists/${p.id}`)}
          onFavourite={(item) => favourite.mutate(item)}
          onMenu={(item, anchor) => setMenu({ item, anchor })}
          onDropOnFolder={
            canCreate
              ? (id, folder) => {
                  const item = items.find((i) => i.id === id);
                  if (!item?.canEdit) return;
                  run(
                    () => playlistsApi.move({ fileId: item.id, parentFolder: folder.id, movingFolder: item.type === 'folder' }),
                    t('playlists.done.moved'),
                  );
                }
              : undefined
          }
        />
      )}

      {assigning ? <AssignDialog playlist={assigning} onClose={() => setAssigning(null)} /> : null}
      <Menu open={!!menu} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menuItem?.type === 'playlist' ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              navigate(`/home/playlists/${menuItem.id}`);
            }}
          >
            {t('playlists.open')}
          </MenuItem>
        ) : null}
        {menuItem?.type === 'playlist' && menuItem.isPublished && can(user?.role, 'playlists.assignShared') ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setAssigning(menuItem);
            }}
          >
            {t('playlists.assignToScreens')}
          </MenuItem>
        ) : null}
        {menuItem?.type === 'playlist' && manage ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              run(
                () => playlistsApi.duplicate({ playlistId: menuItem.id, parentFolderId: section === 'stock' ? null : folderId }),
                t('playlists.done.duplicated'),
              );
            }}
          >
            {t('playlists.duplicate')}
          </MenuItem>
        ) : null}
        {menuItem?.canEdit && section === 'my' ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              const [p, f] = menuItem.type === 'folder' ? [[], [menuItem.id]] : [[menuItem.id], []];
              run(() => playlistsApi.share({ playlistIds: p, folderIds: f }), t('playlists.done.shared'));
            }}
          >
            {t('playlists.share')}
          </MenuItem>
        ) : null}
        {menuItem?.canEdit && section === 'shared' && menuItem.isOwn ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              const [p, f] = menuItem.type === 'folder' ? [[], [menuItem.id]] : [[menuItem.id], []];
              run(() => playlistsApi.restrict({ playlistIds: p, folderIds: f }), t('playlists.done.restricted'));
            }}
          >
            {t('playlists.restrict')}
          </MenuItem>
        ) : null}
        {menuItem?.type === 'playlist' && manage && menuItem.canEdit && section !== 'stock' ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              clearError();
              setDialog({ kind: 'copyToStock', item: menuItem });
            }}
          >
            {t('playlists.copyToStock')}
          </MenuItem>
        ) : null}
        {menuItem?.canEdit && section !== 'stock' ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setDialog({ kind: 'move', item: menuItem });
            }}
          >
            {t('playlists.move')}
          </MenuItem>
        ) : null}
        {menuItem?.canEdit ? (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setMenu(null);
              clearError();
              setDialog({ kind: 'delete', item: menuItem });
            }}
          >
            {t('playlists.remove')}
          </MenuItem>
        ) : null}
      </Menu>

      <CreatePlaylistDialog
        open={dialog?.kind === 'createPlaylist'}
        onClose={() => setDialog(null)}
        onCreate={async (name, aspect) => {
          const created = await playlistsApi.create({
            name,
            aspect,
            parentFolderId: folderId,
            type: 'playlist',
            section: section === 'shared' ? 'shared' : 'my',
          });
          await refresh();
          navigate(`/home/playlists/${created.id}`);
        }}
      />
      <NameDialog
        open={dialog?.kind === 'createFolder'}
        title={t('playlists.newFolder')}
        label={t('playlists.folderName')}
        initial=""
        submitLabel={t('playlists.create')}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          await playlistsApi.create({
            name,
            aspect: '16:9',
            parentFolderId: folderId,
            type: 'folder',
            section: section === 'shared' ? 'shared' : 'my',
          });
          setDialog(null);
          await refresh();
        }}
      />
      {dialog?.kind === 'move' ? (
        <PlaylistFolderPicker
          section={section}
          title={t('playlists.moveTitle', { name: dialog.item.name })}
          excludeFolderId={dialog.item.type === 'folder' ? dialog.item.id : undefined}
          onClose={() => setDialog(null)}
          onPick={async (target) => {
            // Spec 5: moving into the folder it is already in is a success with no call.
            if (target !== dialog.item.parentFolderId) {
              await playlistsApi.move({ fileId: dialog.item.id, parentFolder: target, movingFolder: dialog.item.type === 'folder' });
            }
            setDialog(null);
            setNotice(t('playlists.done.moved'));
            await refresh();
          }}
        />
      ) : null}
      <CopyToStockDialog
        open={dialog?.kind === 'copyToStock'}
        count={1}
        emptyText={t('playlists.noSubOrgsText')}
        onClose={() => setDialog(null)}
        onCopy={async (orgIds) => {
          if (dialog?.kind !== 'copyToStock') return;
          await playlistsApi.copyToStock({ playlistIds: [dialog.item.id], orgShareIds: orgIds });
          setNotice(t('playlists.done.copiedToStock'));
          await refresh();
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? t('playlists.deleteTitle', { name: dialog.item.name }) : ''}
        text={dialog?.kind === 'delete' && dialog.item.type === 'folder' ? t('playlists.deleteFolderText') : t('playlists.deleteText')}
        confirmLabel={t('playlists.remove')}
        busy={action.isPending}
        error={error}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const item = dialog.item;
          run(
            () =>
              item.type === 'folder'
                ? playlistsApi.remove({ ids: [], folderIds: [item.id] })
                : playlistsApi.remove({ ids: [item.id], folderIds: [] }),
            t('playlists.done.deleted'),
          );
        }}
      />
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </>
  );
}
