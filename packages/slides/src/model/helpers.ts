import type { SlideDocument } from './slide.ts';

/**
 * After deleting slide `deletedSlideId`, removes jump-to actions and hot corners pointing at it in
 * the other slides (spec part 4, editor rules). Slides without such references are returned as the
 * same object, so callers can tell which ones changed (`result[i] !== slides[i]`).
 */
export function removeSlideReferences<T extends SlideDocument>(slides: readonly T[], deletedSlideId: string): T[] {
  return slides.map((doc) => {
    const actions = Object.entries(doc.actions);
    const keptActions = actions.filter(([, a]) => !(a.type === 'jumpToSlide' && a.targetSlideId === deletedSlideId));
    const corners = doc.hotCorners ? Object.entries(doc.hotCorners) : [];
    const keptCorners = corners.filter(([, target]) => target !== deletedSlideId);
    if (keptActions.length === actions.length && keptCorners.length === corners.length) return doc;
    const next: T = { ...doc, actions: Object.fromEntries(keptActions) };
    if (doc.hotCorners) {
      if (keptCorners.length) next.hotCorners = Object.fromEntries(keptCorners);
      else delete next.hotCorners;
    }
    return next;
  });
}

/**
 * New index of a layer moved by `delta` (positive = towards the top), clamped between bottom (0)
 * and top (length - 1) (spec part 4). Use `Infinity` / `-Infinity` for "to top" / "to bottom".
 */
export function clampLayerMove(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  const target = index + delta;
  if (Number.isNaN(target)) return Math.min(Math.max(index, 0), length - 1);
  return Math.min(Math.max(Math.trunc(target), 0), length - 1);
}

/** Returns `elements` with the item at `from` moved to the clamped position `from + delta`. */
export function moveLayer<T>(elements: readonly T[], from: number, delta: number): T[] {
  const to = clampLayerMove(from, delta, elements.length);
  if (from < 0 || from >= elements.length || to === from) return [...elements];
  const next = [...elements];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * True when rich text has no visible content (only tags, whitespace or newlines). The editor removes
 * such a text element on deselect (spec part 4: a text element containing only a newline).
 */
export function isBlankTextHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00A0/g, ' ')
      .trim() === ''
  );
}
