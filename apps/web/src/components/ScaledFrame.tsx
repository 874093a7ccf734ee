import Box from '@mui/material/Box';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * Draws `children` at a screen's own size (`width` × `height` CSS pixels, e.g. 1920 × 1080) and
 * scales the drawing down to the space available, so a preview lays out exactly as the screen does.
 * At most `maxHeight` pixels high. The drawing is one image for assistive technology, named `label`.
 */
export function ScaledFrame({
  width,
  height,
  maxHeight,
  label,
  children,
  testId,
}: {
  width: number;
  height: number;
  maxHeight?: number;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setShown(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setShown(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = shown / width;
  return (
    <Box
      ref={ref}
      role="img"
      aria-label={label}
      data-testid={testId}
      sx={{
        position: 'relative',
        width: maxHeight ? `min(100%, ${Math.round((maxHeight * width) / height)}px)` : '100%',
        aspectRatio: `${width} / ${height}`,
        mx: 'auto',
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: 'action.hover',
        outline: '1px solid',
        outlineColor: 'divider',
      }}
    >
      {scale > 0 ? (
        <Box
          aria-hidden="true"
          sx={{ position: 'absolute', left: 0, top: 0, width, height, transform: `scale(${scale})`, transformOrigin: '0 0' }}
        >
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
