import FolderOutlined from '@mui/icons-material/FolderOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { PlaylistItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';

export type ViewMode = 'grid' | 'list';

/** The CSS aspect-ratio of a playlist aspect ("16:9" or "1080x1920"). */
export function cssAspect(aspect: string): string {
  const m = aspect.match(/^(\d+)[:x](\d+)$/);
  return m ? `${m[1]} / ${m[2]}` : '16 / 9';
}

/** Folders first, then playlists; grid cards or list rows. */
export function PlaylistCards({
  folders,
  playlists,
  view,
  onOpenFolder,
  onOpen,
  onFavourite,
  onMenu,
  onDropOnFolder,
}: {
  folders: PlaylistItem[];
  playlists: PlaylistItem[];
  view: ViewMode;
  onOpenFolder: (folder: PlaylistItem) => void;
  onOpen: (playlist: PlaylistItem) => void;
  onFavourite: (playlist: PlaylistItem) => void;
  onMenu: (item: PlaylistItem, anchor: HTMLElement) => void;
  /** Drag and drop of a playlist or folder onto a folder moves it there. */
  onDropOnFolder?: (itemId: number, folder: PlaylistItem) => void;
}) {
  const { t } = useTranslation();
  const grid = view === 'grid';
  return (
    <>
      {folders.length ? (
        <Box
          component="ul"
          aria-label={t('playlists.folder')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            mb: 2,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: grid ? 'repeat(auto-fill, minmax(220px, 1fr))' : '1fr',
          }}
        >
          {folders.map((f) => (
            <Card
              component="li"
              key={f.id}
              sx={{ display: 'flex', alignItems: 'center' }}
              data-testid="playlist-folder"
              draggable={f.canEdit && !!onDropOnFolder}
              onDragStart={(e) => e.dataTransfer.setData('application/x-signage-playlist', String(f.id))}
              onDragOver={(e) => {
                if (onDropOnFolder && e.dataTransfer.types.includes('application/x-signage-playlist')) e.preventDefault();
              }}
              onDrop={(e) => {
                const id = Number(e.dataTransfer.getData('application/x-signage-playlist'));
                if (id && id !== f.id) onDropOnFolder?.(id, f);
              }}
            >
              <ButtonBase onClick={() => onOpenFolder(f)} sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}>
                <FolderOutlined color="primary" aria-hidden />
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {f.name}
                </Typography>
              </ButtonBase>
              {f.canEdit ? (
                <IconButton aria-label={t('playlists.actionsFor', { name: f.name })} onClick={(e) => onMenu(f, e.currentTarget)}>
                  <MoreVert />
                </IconButton>
              ) : null}
            </Card>
          ))}
        </Box>
      ) : null}
      <Box
        component="ul"
        aria-label={t('playlists.title')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: grid ? 2 : 1,
          gridTemplateColumns: grid ? { xs: '1fr', sm: 'repeat(auto-fill, minmax(230px, 1fr))' } : '1fr',
        }}
      >
        {playlists.map((p) => (
          <Card
            component="li"
            key={p.id}
            data-testid="playlist-card"
            draggable={p.canEdit && !!onDropOnFolder}
            onDragStart={(e) => e.dataTransfer.setData('application/x-signage-playlist', String(p.id))}
            sx={{ display: 'flex', flexDirection: grid ? 'column' : 'row', alignItems: grid ? 'stretch' : 'center' }}
          >
            <ButtonBase
              onClick={() => onOpen(p)}
              aria-label={p.name}
              sx={{ display: 'block', width: grid ? '100%' : 120, flexShrink: 0, bgcolor: 'action.hover' }}
            >
              <Box sx={{ aspectRatio: grid ? '16 / 9' : '16 / 9', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
                {p.thumbnailUrl ? (
                  <Box
                    component="img"
                    src={p.thumbnailUrl}
                    alt=""
                    sx={{ maxWidth: '100%', maxHeight: '100%', aspectRatio: cssAspect(p.aspect), objectFit: 'contain' }}
                  />
                ) : (
                  <SlideshowOutlined color="disabled" sx={{ fontSize: 40 }} aria-hidden />
                )}
              </Box>
            </ButtonBase>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, minWidth: 0, flex: 1 }}>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap title={p.name}>
                  {p.name}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                  <Chip
                    size="small"
                    label={p.isPublished ? t('playlists.published') : t('playlists.draft')}
                    color={p.isPublished ? 'success' : 'default'}
                    variant={p.isPublished ? 'filled' : 'outlined'}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {p.aspect} · {t('playlists.slides', { count: p.slideCount })}
                  </Typography>
                </Box>
                {p.lock.locked ? (
                  <Typography variant="body2" color="warning.dark" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                    <LockOutlined fontSize="inherit" aria-hidden />
                    {t('playlists.lockedBy', { name: p.lock.userName ?? '' })}
                  </Typography>
                ) : null}
              </Box>
              <IconButton
                aria-label={p.favorite ? t('playlists.unfavourite') : t('playlists.favourite')}
                aria-pressed={p.favorite}
                onClick={() => onFavourite(p)}
              >
                {p.favorite ? <Star sx={{ color: 'warning.dark' }} /> : <StarBorder />}
              </IconButton>
              <IconButton aria-label={t('playlists.actionsFor', { name: p.name })} onClick={(e) => onMenu(p, e.currentTarget)}>
                <MoreVert />
              </IconButton>
            </Box>
          </Card>
        ))}
      </Box>
    </>
  );
}
