import type { CanvasSize, SlideDocument, SlideElement } from '@signage/slides/model';

/** An axis-aligned rectangle in canvas pixels. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The axis-aligned bounding box of an element as drawn: its box scaled and rotated around its
 * centre (the renderer's transform), so alignment and marquee selection match what the user sees.
 */
export function elementBounds(el: Pick<SlideElement, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'scale'>): Rect {
  const cx = el.x + el.width / 2;
  const cy = el.y + el.height / 2;
  const rad = (el.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const w = el.width * el.scale;
  const h = el.height * el.scale;
  const halfW = (w * cos + h * sin) / 2;
  const halfH = (w * sin + h * cos) / 2;
  return { left: cx - halfW, top: cy - halfH, right: cx + halfW, bottom: cy + halfH };
}

export function unionBounds(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  return rects.reduce((a, b) => ({
    left: Math.min(a.left, b.left),
    top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right),
    bottom: Math.max(a.bottom, b.bottom),
  }));
}

export const ALIGNMENTS = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * Aligns the elements `ids` (spec 5: locked elements are never aligned) to the page (`to: 'page'`)
 * or to the bounds of the selection (`to: 'selection'`, for two or more elements). Moves only x or
 * y; returns the same document when nothing moves.
 */
export function alignElements(
  doc: SlideDocument,
  ids: readonly string[],
  alignment: Alignment,
  to: 'page' | 'selection',
  size: CanvasSize,
): SlideDocument {
  const chosen = doc.elements.filter((e) => ids.includes(e.id) && !e.locked);
  if (chosen.length === 0) return doc;
  const frame =
    to === 'page' || chosen.length < 2
      ? { left: 0, top: 0, right: size.width, bottom: size.height }
      : (unionBounds(chosen.map(elementBounds)) as Rect);
  const moves = new Map<string, { dx: number; dy: number }>();
  for (const el of chosen) {
    const b = elementBounds(el);
    let dx = 0;
    let dy = 0;
    if (alignment === 'left') dx = frame.left - b.left;
    else if (alignment === 'right') dx = frame.right - b.right;
    else if (alignment === 'center') dx = (frame.left + frame.right) / 2 - (b.left + b.right) / 2;
    else if (alignment === 'top') dy = frame.top - b.top;
    else if (alignment === 'bottom') dy = frame.bottom - b.bottom;
    else dy = (frame.top + frame.bottom) / 2 - (b.top + b.bottom) / 2;
    dx = Math.round(dx);
    dy = Math.round(dy);
    if (dx || dy) moves.set(el.id, { dx, dy });
  }
  if (moves.size === 0) return doc;
  return {
    ...doc,
    elements: doc.elements.map((el) => {
      const m = moves.get(el.id);
      return m ? ({ ...el, x: el.x + m.dx, y: el.y + m.dy } as SlideElement) : el;
    }),
  };
}

/** Ids of the visible elements whose drawn bounds intersect the rectangle (marquee selection). */
export function elementsInRect(doc: SlideDocument, rect: Rect): string[] {
  const r = {
    left: Math.min(rect.left, rect.right),
    right: Math.max(rect.left, rect.right),
    top: Math.min(rect.top, rect.bottom),
    bottom: Math.max(rect.top, rect.bottom),
  };
  return doc.elements
    .filter((el) => {
      if (el.hidden) return false;
      const b = elementBounds(el);
      return b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
    })
    .map((el) => el.id);
}
