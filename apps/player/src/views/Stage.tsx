import { type ReactNode, useEffect, useState } from 'react';
import { normalizeRotation, stageBox } from './layout.ts';

export function useViewport() {
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    const on = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', on);
    screen.orientation?.addEventListener?.('change', on);
    return () => {
      window.removeEventListener('resize', on);
      screen.orientation?.removeEventListener?.('change', on);
    };
  }, []);
  return size;
}

/**
 * The screen turned by the device's rotation; children lay out on `width × height` (the turned
 * screen). The background is the letterbox colour.
 *
 * A turned stage's content is its own compositing layer (`will-change: transform`): Chromium then
 * rasterizes it upright, as the preview does, and turns the finished layer. Painted straight into
 * the turned page, glyphs were rasterized in the rotated space and their edges came out differently
 * (docs/player.md, Fidelity).
 */
export function Stage({
  rotation,
  background,
  children,
  stageRef,
}: {
  rotation: number;
  background: string;
  children: (size: { width: number; height: number }) => ReactNode;
  stageRef?: (el: HTMLDivElement | null) => void;
}) {
  const viewport = useViewport();
  const box = stageBox(viewport.width, viewport.height, rotation);
  return (
    <div className="screen" style={{ background }}>
      <div
        className="stage"
        data-rotation={rotation}
        style={{ width: box.width, height: box.height, transform: box.transform, background }}
      >
        {/* What screenshots capture: the upright content, at the stage's origin. */}
        <div
          ref={stageRef}
          className="stage-content"
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: box.width,
            height: box.height,
            background,
            willChange: normalizeRotation(rotation) ? 'transform' : undefined,
          }}
        >
          {children({ width: box.width, height: box.height })}
        </div>
      </div>
    </div>
  );
}
