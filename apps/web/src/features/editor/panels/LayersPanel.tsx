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
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getWidgetEditor } from '../../widgets/index.ts';

const LAYER_ROW_PX = 32;

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

/** The element's kind as people call it: a widget by its own name (Weather, Clock…), a menu board, a shape… */
function layerTypeName(el: SlideElement, t: (key: string) => string): string {
  if (el.type === 'widget') {
    const editor = getWidgetEditor(el.widget);
    return editor ? t(editor.labelKey) : t('playlists.editor.elementTypes.widget');
  }
  const known = ['text', 'image', 'video', 'shape', 'web', 'menu'] as const;
  return t(`playlists.editor.elementTypes.${(known as readonly string[]).includes(el.type) ? el.type : 'other'}`);
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
  const rows = useMemo(() => [...elements].reverse(), [elements]);
  const scroller = useRef<HTMLDivElement>(null);
  // Only the rows in view exist (a busy slide has hundreds): every frame of a canvas drag re-layerizes
  // and hit-tests the whole page, and each row is seven buttons (docs/playlists.md, "Drag performance").
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LAYER_ROW_PX,
    overscan: 4,
  });
  // The layer of an element selected on the canvas scrolls into view.
  const firstSelected = selection[0];
  useEffect(() => {
    if (firstSelected === undefined) return;
    const index = rows.findIndex((el) => el.id === firstSelected);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [firstSelected, rows, virtualizer]);
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('playlists.editor.layers')}
      </Typography>
      <Box ref={scroller} sx={{ maxHeight: LAYER_ROW_PX * 12, overflowY: 'auto' }}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative', height: virtualizer.getTotalSize() }}
          data-testid="layers"
        >
          {virtualizer.getVirtualItems().map((row) => {
            const el = rows[row.index] as SlideElement;
            const index = top - row.index;
            const typeName = layerTypeName(el, t);
            const label = layerLabel(el, typeName);
            return (
              <Box
                component="li"
                key={el.id}
                data-testid="layer-item"
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  // Positioned by top, not transform: a transform per row would be a paint chunk per row.
                  top: row.start,
                  height: LAYER_ROW_PX,
                  display: 'flex',
                  alignItems: 'center',
                  borderRadius: 1,
                  // Icons do not clip: an SVG root's default `overflow: hidden` is a clip node (extra
                  // paint chunks) per icon; the icons stay inside their viewBox, so the pixels are the same.
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
    </Box>
  );
}
