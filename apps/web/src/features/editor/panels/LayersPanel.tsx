import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import VerticalAlignBottom from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { SlideElement } from '@signage/slides/model';
import { useTranslation } from 'react-i18next';

/** A short label for a layer: the text's words, the shape kind, or the type. */
function layerLabel(el: SlideElement, typeName: string): string {
  if (el.type === 'text') {
    const text = el.html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text ? text.slice(0, 30) : typeName;
  }
  return typeName;
}

/**
 * The layers of the slide, top-most first: select, move up/down/top/bottom (clamped), lock, hide,
 * delete.
 */
export function LayersPanel({
  elements,
  selection,
  onSelect,
  onMove,
  onToggle,
  onDelete,
}: {
  elements: readonly SlideElement[];
  selection: readonly string[];
  onSelect: (id: string, add: boolean) => void;
  onMove: (id: string, delta: number) => void;
  onToggle: (id: string, field: 'locked' | 'hidden') => void;
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation();
  const top = elements.length - 1;
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('playlists.editor.layers')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="layers">
        {[...elements].reverse().map((el) => {
          const index = elements.indexOf(el);
          const typeName = t(`playlists.editor.elementTypes.${el.type === 'menu' || el.type === 'widget' ? 'other' : el.type}`);
          const label = layerLabel(el, typeName);
          return (
            <Box
              component="li"
              key={el.id}
              data-testid="layer-item"
              sx={{
                display: 'flex',
                alignItems: 'center',
                borderRadius: 1,
                // A long slide's list was most of the page's paint chunks, and every frame of a canvas
                // drag re-layerizes them all (docs/playlists.md, "Drag performance"): rows out of view
                // are not painted, and the icons do not clip (an SVG root's default `overflow: hidden`
                // is a clip node, i.e. extra chunks, per icon; the icons stay inside their viewBox).
                contentVisibility: 'auto',
                containIntrinsicSize: 'auto 30px',
                '& svg': { overflow: 'visible' },
                bgcolor: selection.includes(el.id) ? 'action.selected' : undefined,
              }}
            >
              <Box
                component="button"
                type="button"
                onClick={(e) => onSelect(el.id, e.shiftKey)}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  textAlign: 'left',
                  border: 0,
                  bgcolor: 'transparent',
                  color: 'text.primary',
                  p: 0.5,
                  cursor: 'pointer',
                  font: 'inherit',
                }}
              >
                <Typography variant="body2" noWrap sx={{ opacity: el.hidden ? 0.5 : 1 }}>
                  {label}
                </Typography>
              </Box>
              <IconButton
                size="small"
                aria-label={`${t('playlists.editor.layerUp')}: ${label}`}
                disabled={index >= top}
                onClick={() => onMove(el.id, 1)}
              >
                <ArrowUpward fontSize="inherit" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${t('playlists.editor.layerDown')}: ${label}`}
                disabled={index <= 0}
                onClick={() => onMove(el.id, -1)}
              >
                <ArrowDownward fontSize="inherit" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${t('playlists.editor.layerTop')}: ${label}`}
                disabled={index >= top}
                onClick={() => onMove(el.id, Number.POSITIVE_INFINITY)}
              >
                <VerticalAlignTop fontSize="inherit" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${t('playlists.editor.layerBottom')}: ${label}`}
                disabled={index <= 0}
                onClick={() => onMove(el.id, Number.NEGATIVE_INFINITY)}
              >
                <VerticalAlignBottom fontSize="inherit" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${el.locked ? t('playlists.editor.unlock') : t('playlists.editor.lock')}: ${label}`}
                aria-pressed={el.locked}
                onClick={() => onToggle(el.id, 'locked')}
              >
                {el.locked ? <LockOutlined fontSize="inherit" /> : <LockOpenOutlined fontSize="inherit" />}
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${el.hidden ? t('playlists.editor.show') : t('playlists.editor.hide')}: ${label}`}
                aria-pressed={el.hidden}
                onClick={() => onToggle(el.id, 'hidden')}
              >
                {el.hidden ? <VisibilityOffOutlined fontSize="inherit" /> : <VisibilityOutlined fontSize="inherit" />}
              </IconButton>
              <IconButton size="small" aria-label={`${t('playlists.editor.deleteElement')}: ${label}`} onClick={() => onDelete(el.id)}>
                <DeleteOutline fontSize="inherit" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
