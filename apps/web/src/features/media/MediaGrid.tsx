import FolderOutlined from '@mui/icons-material/FolderOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { MediaFolder, MediaItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../state/locale.ts';
import { formatBytes, formatDate } from './format.ts';
import { MediaThumb } from './MediaThumb.tsx';

export type ViewMode = 'grid' | 'list';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
  gap: { xs: 1.5, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** Folder cards: open on click, a menu button for rename / move / delete. */
export function FolderList({
  folders,
  view,
  onOpen,
  onMenu,
}: {
  folders: MediaFolder[];
  view: ViewMode;
  onOpen: (folder: MediaFolder) => void;
  onMenu?: (folder: MediaFolder, anchor: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  if (folders.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{
        ...gridSx,
        gridTemplateColumns: view === 'list' ? '1fr' : { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        gap: 1,
        mb: 2,
      }}
      aria-label={t('media.folders')}
    >
      {folders.map((folder) => (
        <Card component="li" key={folder.id} sx={{ display: 'flex', alignItems: 'center' }} data-testid="folder-card">
          <ButtonBase
            onClick={() => onOpen(folder)}
            sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', gap: 1.5, p: 1.5, textAlign: 'left' }}
          >
            <FolderOutlined color="primary" aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap title={folder.name}>
                {folder.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('media.itemCount', { count: folder.itemCount })}
              </Typography>
            </Box>
          </ButtonBase>
          {onMenu ? (
            <IconButton
              aria-label={t('media.folderActions', { name: folder.name })}
              onClick={(e) => onMenu(folder, e.currentTarget)}
              sx={{ mr: 0.5 }}
            >
              <MoreVert />
            </IconButton>
          ) : null}
        </Card>
      ))}
    </Box>
  );
}

/** Media items as a grid of cards or a list of rows, each with a selection checkbox. */
export function ItemList({
  items,
  view,
  selected,
  onToggle,
  onOpen,
  selectable = true,
}: {
  items: MediaItem[];
  view: ViewMode;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onOpen: (item: MediaItem) => void;
  selectable?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (view === 'list') {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('media.items')}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            data-testid="media-card"
            data-name={item.name}
            data-status={item.status}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: selected.has(item.id) ? 'action.selected' : undefined,
            }}
          >
            {selectable ? (
              <Checkbox
                checked={selected.has(item.id)}
                onChange={() => onToggle(item.id)}
                slotProps={{ input: { 'aria-label': t('media.selectItem', { name: item.name }) } }}
              />
            ) : null}
            <ButtonBase
              onClick={() => onOpen(item)}
              sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', gap: 1.5, textAlign: 'left', borderRadius: 1 }}
            >
              <Box sx={{ width: 72, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
                <MediaThumb item={item} height={48} compact />
              </Box>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 500 }} noWrap title={item.name}>
                  {item.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t(`media.kinds.${item.kind}`)} · {formatBytes(item.sizeBytes, locale)} · {formatDate(item.createdAt, locale)}
                  {item.creatorName ? ` · ${item.creatorName}` : ''}
                  {item.status !== 'ready' ? ` · ${t(`media.status.${item.status}`)}` : ''}
                </Typography>
              </Box>
              {item.locked ? <LockOutlined fontSize="small" color="action" aria-label={t('media.locked')} /> : null}
            </ButtonBase>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={gridSx} aria-label={t('media.items')}>
      {items.map((item) => (
        <Card
          component="li"
          key={item.id}
          data-testid="media-card"
          data-name={item.name}
          data-status={item.status}
          sx={{
            position: 'relative',
            borderColor: selected.has(item.id) ? 'primary.main' : undefined,
            outline: selected.has(item.id) ? '1px solid' : undefined,
            outlineColor: 'primary.main',
          }}
        >
          <ButtonBase onClick={() => onOpen(item)} sx={{ display: 'block', width: '100%', textAlign: 'left' }}>
            <MediaThumb item={item} />
            <Box sx={{ px: 1.25, py: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={item.name}>
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} noWrap>
                {formatBytes(item.sizeBytes, locale)}
                {item.locked ? <LockOutlined sx={{ fontSize: 14 }} aria-label={t('media.locked')} /> : null}
              </Typography>
            </Box>
          </ButtonBase>
          {selectable ? (
            <Checkbox
              checked={selected.has(item.id)}
              onChange={() => onToggle(item.id)}
              size="small"
              slotProps={{ input: { 'aria-label': t('media.selectItem', { name: item.name }) } }}
              sx={{
                position: 'absolute',
                top: 4,
                left: 4,
                bgcolor: 'background.paper',
                borderRadius: 1,
                p: 0.5,
                '&:hover': { bgcolor: 'background.paper' },
              }}
            />
          ) : null}
        </Card>
      ))}
    </Box>
  );
}
