import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { SlideDocument } from '@signage/slides/model';
import { OverlayView, SlideView } from '@signage/slides/render';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorSlide, overlayToDraw } from './model/store.ts';
import { ValidityBadge, validityState } from './Validity.tsx';

/** The playlist overlay's entry above the slides. */
export interface StripOverlay {
  doc: SlideDocument;
  /** Being edited now. */
  active: boolean;
  /** The playlist has enough slides for an overlay (OVERLAY_MIN_SLIDES). */
  allowed: boolean;
  /** The current slide, drawn faintly under the overlay's picture. */
  under: SlideDocument | null;
  onSelect: () => void;
}

const THUMB_WIDTH = 150;

/**
 * The slides of the playlist: select, add, duplicate, delete, reorder by drag (or the keyboard: Alt+↑/↓
 * on a focused slide) and set each slide's duration. Thumbnails are the shared renderer, live.
 */
export function SlideStrip({
  slides,
  currentId,
  onSelect,
  onAdd,
  onDuplicate,
  onDelete,
  onMove,
  onDuration,
  onValidity,
  overlay,
}: {
  overlay?: StripOverlay;
  slides: readonly EditorSlide[];
  currentId: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onDuplicate: (id: number) => void;
  onDelete: (id: number) => void;
  onMove: (id: number, to: number) => void;
  onDuration: (id: number, seconds: number) => void;
  /** Opens the slide's "show from / until" (validity window). */
  onValidity?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [dragId, setDragId] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const drawn = overlay ? overlayToDraw(overlay.doc) : null;
  return (
    <Box
      component="nav"
      aria-label={t('playlists.editor.slides')}
      sx={{ width: THUMB_WIDTH + 40, flexShrink: 0, overflowY: 'auto', borderRight: 1, borderColor: 'divider', p: 1 }}
    >
      {overlay ? <OverlayEntry overlay={overlay} /> : null}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="slide-strip">
        {slides.map((s, index) => (
          <Box
            component="li"
            key={s.id}
            data-testid="slide-item"
            data-slide-id={s.id}
            draggable
            onDragStart={(e) => {
              setDragId(s.id);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(s.id));
            }}
            onDragOver={(e) => {
              if (dragId === null) return;
              e.preventDefault();
              setOverIndex(index);
            }}
            onDragEnd={() => {
              setDragId(null);
              setOverIndex(null);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragId !== null && dragId !== s.id) onMove(dragId, index);
              setDragId(null);
              setOverIndex(null);
            }}
            sx={{
              borderRadius: 1,
              p: 0.5,
              outline: s.id === currentId ? '2px solid' : '1px solid',
              outlineColor: s.id === currentId ? 'primary.main' : 'divider',
              borderTop: overIndex === index && dragId !== s.id ? '3px solid' : undefined,
              borderTopColor: 'primary.main',
              opacity: dragId === s.id ? 0.5 : 1,
            }}
          >
            <Box sx={{ position: 'relative', width: THUMB_WIDTH }}>
              <Box sx={{ pointerEvents: 'none' }} aria-hidden>
                <SlideView doc={s.doc} width={THUMB_WIDTH} time={0} playing={false} animate={false} overlay={drawn} />
              </Box>
              <Box
                component="button"
                type="button"
                aria-label={t('playlists.editor.slideN', { n: index + 1 })}
                aria-current={s.id === currentId ? 'true' : undefined}
                onClick={() => onSelect(s.id)}
                onKeyDown={(e) => {
                  if (e.altKey && e.key === 'ArrowUp' && index > 0) onMove(s.id, index - 1);
                  if (e.altKey && e.key === 'ArrowDown' && index < slides.length - 1) onMove(s.id, index + 1);
                }}
                sx={{ position: 'absolute', inset: 0, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </Box>
            {validityState(s) ? (
              <Box sx={{ mt: 0.5 }}>
                <ValidityBadge window={s} />
              </Box>
            ) : null}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <Typography variant="caption" sx={{ fontWeight: 600, minWidth: 16 }}>
                {index + 1}
              </Typography>
              <DurationField value={s.doc.duration} label={t('playlists.editor.duration')} onCommit={(v) => onDuration(s.id, v)} />
              {onValidity ? (
                <Tooltip title={t('playlists.validity.button')}>
                  <IconButton
                    size="small"
                    aria-label={t('playlists.validity.slideButton', { n: index + 1 })}
                    data-testid="slide-validity"
                    onClick={() => onValidity(s.id)}
                    color={s.showFrom || s.showUntil ? 'primary' : 'default'}
                  >
                    <EventOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              <Tooltip title={t('playlists.editor.duplicateSlide')}>
                <IconButton size="small" aria-label={t('playlists.editor.duplicateSlide')} onClick={() => onDuplicate(s.id)}>
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('playlists.editor.deleteSlide')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('playlists.editor.deleteSlide')}
                    onClick={() => onDelete(s.id)}
                    disabled={slides.length <= 1}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          </Box>
        ))}
      </Box>
      <Button fullWidth startIcon={<Add />} onClick={onAdd} sx={{ mt: 1 }} variant="outlined">
        {t('playlists.editor.addSlide')}
      </Button>
    </Box>
  );
}

/**
 * "Overlay": switches the canvas to the playlist overlay (elements drawn above every slide). With
 * fewer than two slides it is disabled and says why (an overlay is cleared at one slide, spec part 4).
 */
function OverlayEntry({ overlay }: { overlay: StripOverlay }) {
  const { t } = useTranslation();
  const drawn = overlayToDraw(overlay.doc);
  const entry = (
    <Box
      component="button"
      type="button"
      data-testid="overlay-entry"
      aria-pressed={overlay.active}
      disabled={!overlay.allowed}
      onClick={overlay.onSelect}
      sx={{
        display: 'block',
        width: '100%',
        p: 0.5,
        mb: 1,
        border: 0,
        borderRadius: 1,
        bgcolor: 'transparent',
        color: 'text.primary',
        font: 'inherit',
        textAlign: 'left',
        cursor: overlay.allowed ? 'pointer' : 'default',
        outline: overlay.active ? '2px solid' : '1px dashed',
        outlineColor: overlay.active ? 'primary.main' : 'divider',
        opacity: overlay.allowed ? 1 : 0.6,
      }}
    >
      <Box sx={{ position: 'relative', width: THUMB_WIDTH, bgcolor: 'action.hover' }} aria-hidden>
        {overlay.under ? (
          <Box sx={{ opacity: 0.3 }}>
            <SlideView doc={overlay.under} width={THUMB_WIDTH} time={0} playing={false} animate={false} />
          </Box>
        ) : null}
        {drawn ? (
          <OverlayView doc={drawn} aspect={overlay.under?.aspect ?? drawn.aspect} width={THUMB_WIDTH} time={0} playing={false} />
        ) : null}
      </Box>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, typography: 'caption', fontWeight: 600 }}>
        <LayersOutlined fontSize="small" aria-hidden />
        {t('playlists.editor.overlay.entry')}
      </Box>
    </Box>
  );
  return (
    <Tooltip title={overlay.allowed ? t('playlists.editor.overlay.tooltip') : t('playlists.editor.overlay.needsTwoSlides')}>
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <Box component="span" sx={{ display: 'block' }}>
        {entry}
      </Box>
    </Tooltip>
  );
}

function DurationField({ value, label, onCommit }: { value: number; label: string; onCommit: (v: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const n = Math.round(Number(text));
    if (Number.isFinite(n) && n >= 1 && n <= 86400 && n !== value) onCommit(n);
    setText(null);
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text ?? String(value)}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      slotProps={{ htmlInput: { min: 1, max: 86400, 'aria-label': label, style: { padding: '2px 4px', width: 44 } } }}
    />
  );
}
