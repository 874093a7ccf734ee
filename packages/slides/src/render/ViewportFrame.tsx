import type { ReactNode } from 'react';
import { type Viewport, validViewport, viewportPlacement } from '../model/viewport.ts';

/**
 * A box of `width × height` showing rectangle `viewport` of what `children` draw at the whole size
 * they are given (a wall member's screen: the player's whole program, or one `SlideView`). Without a
 * usable viewport the children fill the box as usual.
 */
export function ViewportFrame({
  viewport,
  width,
  height,
  children,
}: {
  viewport: Viewport | null | undefined;
  width: number;
  height: number;
  children: (size: { width: number; height: number }) => ReactNode;
}) {
  if (!validViewport(viewport)) return <>{children({ width, height })}</>;
  const p = viewportPlacement(viewport, width, height);
  return (
    <div data-viewport-frame="" style={{ position: 'absolute', left: 0, top: 0, width, height, overflow: 'hidden' }}>
      <div style={{ position: 'absolute', left: p.left, top: p.top, width: p.fullWidth, height: p.fullHeight }}>
        {children({ width: p.fullWidth, height: p.fullHeight })}
      </div>
    </div>
  );
}
