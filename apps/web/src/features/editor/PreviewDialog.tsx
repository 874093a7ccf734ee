import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { canvasSize, type SlideDocument } from '@signage/slides/model';
import { OverlayView, SlideView, transitionStyle } from '@signage/slides/render';
import { EditorWidgetEnvironment } from '../widgets/index.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Plays the slides full screen with their durations and transitions, through the shared renderer.
 * The clock is driven here (requestAnimationFrame); the renderer only receives `time`.
 */
export function PreviewDialog({
  docs,
  overlay = null,
  startIndex,
  onClose,
}: {
  docs: readonly SlideDocument[];
  /** The playlist overlay, drawn once above the slides (not again at each slide, like a screen). */
  overlay?: SlideDocument | null;
  startIndex: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [clock, setClock] = useState({ index: Math.min(startIndex, docs.length - 1), time: 0, previous: -1 });
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  const startedAt = useRef(0);
  const openedAt = useRef(performance.now());

  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    let frame = 0;
    startedAt.current = performance.now();
    const tick = (now: number) => {
      setClock((c) => {
        const doc = docs[c.index];
        if (!doc) return c;
        const time = now - startedAt.current;
        if (time >= doc.duration * 1000 && docs.length > 1) {
          startedAt.current = now;
          return { index: (c.index + 1) % docs.length, time: 0, previous: c.index };
        }
        return { ...c, time };
      });
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [docs]);

  const doc = docs[clock.index];
  if (!doc) return null;
  const size = canvasSize(doc.aspect);
  const width = Math.floor(Math.min(viewport.width, (viewport.height * size.width) / size.height));
  const transitionMs = doc.animation.durationMs;
  const inTransition = clock.previous >= 0 && doc.animation.style !== 'none' && clock.time < transitionMs;
  const frame = inTransition ? transitionStyle(doc.animation.style, clock.time / Math.max(1, transitionMs)) : null;
  const previous = inTransition ? docs[clock.previous] : undefined;

  return (
    <EditorWidgetEnvironment docs={docs}>
      <Dialog
        open
        fullScreen
        onClose={onClose}
        aria-label={t('playlists.editor.preview')}
        slotProps={{ paper: { sx: { bgcolor: '#000' } } }}
      >
        <IconButton
          aria-label={t('playlists.editor.closePreview')}
          onClick={onClose}
          sx={{ position: 'fixed', top: 8, right: 8, zIndex: 2, color: '#fff', bgcolor: 'rgba(0,0,0,0.5)' }}
        >
          <Close />
        </IconButton>
        <Box sx={{ width: '100vw', height: '100vh', display: 'grid', placeItems: 'center', overflow: 'hidden' }} data-testid="preview">
          <Box sx={{ position: 'relative', width, aspectRatio: `${size.width} / ${size.height}` }} data-preview-index={clock.index}>
            {previous && frame ? (
              <Box sx={{ position: 'absolute', inset: 0 }}>
                <SlideView doc={previous} width={width} time={previous.duration * 1000} playing style={frame.outgoing} />
              </Box>
            ) : null}
            <Box sx={{ position: 'absolute', inset: 0 }}>
              <SlideView key={clock.index} doc={doc} width={width} time={clock.time} playing style={frame?.incoming} />
            </Box>
            {overlay ? (
              <OverlayView doc={overlay} aspect={doc.aspect} width={width} time={performance.now() - openedAt.current} playing />
            ) : null}
          </Box>
        </Box>
      </Dialog>
    </EditorWidgetEnvironment>
  );
}
