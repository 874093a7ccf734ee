import { SLIDE_DEFAULT_DURATION } from '@signage/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * Slide-document rules the server applies (spec 4 editor rules, 5). The slide document itself is
 * validated by `parseSlideData`; until the shared slide model (`@signage/slides/model`) is published
 * it accepts any JSON object within a size bound (the editor is the only writer).
 */
export type SlideData = Record<string, unknown>;
const MAX_SLIDE_BYTES = 512 * 1024;

export function parseSlideData(input: unknown): SlideData {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new AppError(400, 'SLIDE_INVALID');
  if (JSON.stringify(input).length > MAX_SLIDE_BYTES) throw new AppError(400, 'SLIDE_INVALID');
  return input as SlideData;
}

/** A new, empty slide document (white background, no elements). */
export function newSlideData(): SlideData {
  return {
    version: 1,
    background: { type: 'color', color: '#FFFFFF' },
    elements: [],
    actions: {},
    duration: SLIDE_DEFAULT_DURATION,
  };
}

type Action = Record<string, unknown>;
const isObject = (v: unknown): v is Action => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const isJump = (a: Action) => a.targetSlideId !== undefined || a.type === 'jumpToSlide' || a.type === 'jump';

/**
 * Every action object in an actions map. Values may be one action, a list, or a nested map (hot
 * corners keyed by corner); an object with a `type` or `targetSlideId` is an action.
 */
function actionsOf(node: unknown, depth = 0, inHotCorners = false): Array<{ a: Action; hot: boolean }> {
  if (depth > 8) return [];
  if (Array.isArray(node)) return node.flatMap((v) => actionsOf(v, depth + 1, inHotCorners));
  if (!isObject(node)) return [];
  if (depth > 0 && (node.type !== undefined || node.targetSlideId !== undefined)) {
    const hot = inHotCorners || node.type === 'hotCorner' || node.type === 'hotCorners' || node.corner !== undefined;
    return [{ a: node, hot }];
  }
  return Object.entries(node).flatMap(([key, v]) => actionsOf(v, depth + 1, inHotCorners || key === 'hotCorners'));
}

/** Removes jump-to actions pointing at `slideId` (deleting a slide, spec part 4). Returns null when unchanged. */
export function withoutJumpsTo(data: SlideData, slideId: number): SlideData | null {
  if (!isObject(data.actions)) return null;
  const target = String(slideId);
  let changed = false;
  const points = (v: unknown) => isObject(v) && isJump(v) && String(v.targetSlideId) === target;
  const clean = (node: unknown, depth: number): unknown => {
    if (depth > 8) return node;
    if (Array.isArray(node)) {
      const kept = node.filter((v) => !points(v));
      if (kept.length !== node.length) changed = true;
      return kept.map((v) => clean(v, depth + 1));
    }
    if (!isObject(node)) return node;
    const next: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (points(value)) changed = true;
      else next[key] = clean(value, depth + 1);
    }
    return next;
  };
  const actions = clean(data.actions, 0) as Record<string, unknown>;
  // Entries left empty by the removal go too (a list or corner map with nothing in it).
  for (const [key, value] of Object.entries(actions)) {
    if ((Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0 && key !== 'hotCorners'))
      delete actions[key];
  }
  return changed ? { ...data, actions } : null;
}

/**
 * Checks an actions map (spec 5): hot corners need at least two slides; jump-to needs another slide
 * of the same playlist; any interaction needs the licence's interaction flag.
 */
export function checkActions(actions: Record<string, unknown>, opts: { slideId: number; slideIds: number[]; interactionEnabled: boolean }) {
  const list = actionsOf(actions);
  if (list.length === 0) return;
  if (!opts.interactionEnabled) throw new AppError(403, 'INTERACTION_NOT_LICENSED');
  if (list.some((x) => x.hot) && opts.slideIds.length < 2) throw new AppError(400, 'HOT_CORNERS_NEED_TWO_SLIDES');
  for (const { a } of list) {
    if (!isJump(a)) continue;
    const target = Number(a.targetSlideId);
    if (opts.slideIds.length < 2 || target === opts.slideId || !opts.slideIds.includes(target))
      throw new AppError(400, 'JUMP_NEEDS_ANOTHER_SLIDE');
  }
}
