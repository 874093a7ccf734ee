import { createRequire } from 'node:module';
import {
  ASPECT_RATIOS,
  type Aspect,
  createSlide,
  type HotCorners,
  removeSlideReferences,
  type SlideDocument,
  safeParseSlide,
} from '@signage/slides/model';
import { configureSanitizer, sanitizeSlideHtml } from '@signage/slides/render';
import { isErrorCode, type LicenceFlags, storedAspect } from '@signage/shared';
import { getWidgetModel, parseWidgetProps, widgetPropsErrors } from '@signage/slides/widgets/models';
import type { AppConfig } from '../../config.ts';
import { AppError, type FieldError } from '../../lib/errors.ts';
import { assertWidgetAllowed, widgetPropsBelongTo } from '../widgets/widget-access.ts';

// jsdom (~500 modules, tens of MB) loads with the first slide written, not at start-up (docs/performance.md "Idle memory and start-up").
const require = createRequire(import.meta.url);

/**
 * Slide-document rules the server applies (spec 4 editor rules, 5) on top of the shared slide model
 * (`@signage/slides/model`): every document written is migrated, validated and normalized with
 * `safeParseSlide`, its text HTML sanitized (security IN-3, IN-7), and its aspect set to the playlist's.
 * The stored column is typed as `SlideDocument`, as only documents passed through here are written.
 */

let sanitizerReady = false;
function sanitize(doc: SlideDocument): SlideDocument {
  if (!sanitizerReady) {
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    configureSanitizer(new JSDOM('').window as never);
    sanitizerReady = true;
  }
  return sanitizeSlideHtml(doc);
}

/**
 * The playlist's aspect string ("16:9", "21:9", "1080x1920") as the model's aspect, through the one
 * parser (`storedAspect`: a legacy stored value it refuses reads as 16:9).
 */
export function modelAspect(aspect: string): Aspect {
  const a = storedAspect(aspect);
  if ((ASPECT_RATIOS as readonly string[]).includes(a.value)) return a.value as Aspect;
  return { custom: { width: a.width, height: a.height } };
}

/**
 * Validates a slide document from a request (400 SLIDE_INVALID with the model's field paths under
 * `field`: `slideData`, or `overlayData` for the playlist overlay, which is a slide document too).
 */
export function parseSlideData(input: unknown, aspect?: string, field = 'slideData'): SlideDocument {
  const result = safeParseSlide(input);
  if (!result.success) {
    const fields: Record<string, 'FIELD_INVALID'> = {};
    for (const issue of result.error.issues.slice(0, 20)) fields[[field, ...issue.path.map(String)].join('.')] = 'FIELD_INVALID';
    throw new AppError(400, 'SLIDE_INVALID', undefined, Object.keys(fields).length ? fields : { [field]: 'FIELD_INVALID' });
  }
  const doc = sanitize(result.data);
  return aspect ? { ...doc, aspect: modelAspect(aspect) } : doc;
}

/** A new, empty slide document (white background, no elements, 10 s). */
export function newSlideData(aspect = '16:9'): SlideDocument {
  return createSlide(modelAspect(aspect));
}

const hasInteraction = (doc: Pick<SlideDocument, 'actions' | 'hotCorners'>) =>
  Object.keys(doc.actions ?? {}).length > 0 || Object.values(doc.hotCorners ?? {}).some(Boolean);

/** Same interactions (actions and hot corners) in both documents. */
export const sameInteractions = (a: Pick<SlideDocument, 'actions' | 'hotCorners'>, b: Pick<SlideDocument, 'actions' | 'hotCorners'>) =>
  JSON.stringify([a.actions ?? {}, a.hotCorners ?? {}]) === JSON.stringify([b.actions ?? {}, b.hotCorners ?? {}]);

/**
 * Checks a slide's interactions (spec 5): any needs the licence's interaction flag; hot corners need
 * at least two slides; a jump (action or corner) must target another slide of the same playlist.
 */
export function checkInteractions(
  doc: Pick<SlideDocument, 'actions' | 'hotCorners'>,
  opts: { slideId: number | null; slideIds: number[]; interactionEnabled: boolean },
) {
  if (!hasInteraction(doc)) return;
  if (!opts.interactionEnabled) throw new AppError(403, 'INTERACTION_NOT_LICENSED');
  const others = opts.slideIds.filter((id) => id !== opts.slideId).map(String);
  const corners = Object.values(doc.hotCorners ?? {}).filter((v): v is string => Boolean(v));
  if (corners.length > 0 && opts.slideIds.length < 2) throw new AppError(400, 'HOT_CORNERS_NEED_TWO_SLIDES');
  const targets = [...Object.values(doc.actions ?? {}).flatMap((a) => (a.type === 'jumpToSlide' ? [a.targetSlideId] : [])), ...corners];
  for (const target of targets) if (!others.includes(target)) throw new AppError(400, 'JUMP_NEEDS_ANOTHER_SLIDE');
}

/** Widget types behind a licence flag with no model yet (spec part 3: facebook, instagram). */
const LICENSED_WIDGETS: Record<string, keyof LicenceFlags['widgets']> = {
  weather: 'weather',
  news: 'news',
  facebook: 'facebook',
  instagram: 'instagram',
  qr_code: 'qrCode',
  qrcode: 'qrCode',
};

/**
 * 400 WIDGET_INVALID naming each refused field of a widget's props and the rule it broke
 * (`slideData.elements.2.props.emailBody`: `QR_BODY_TOO_LONG` with `{max: 256}`; docs/widgets.md), so
 * an API client and the editor can say which limit was hit. A message that is not a code of the
 * catalogue (a wrong type) reads FIELD_INVALID.
 */
export function widgetInvalid(index: number, widget: string, props: unknown, field = 'slideData'): AppError {
  const prefix = `${field}.elements.${index}.props`;
  const fields: Record<string, FieldError> = {};
  for (const [field, { code, params }] of Object.entries(widgetPropsErrors(widget, props)).slice(0, 20))
    fields[`${prefix}.${field}`] = isErrorCode(code) ? { code, ...(params ? { params } : {}) } : { code: 'FIELD_INVALID' };
  return new AppError(400, 'WIDGET_INVALID', undefined, Object.keys(fields).length ? fields : { [prefix]: 'FIELD_INVALID' });
}

/**
 * Refuses a slide holding a widget the organization may not use (403 FEATURE_NOT_LICENSED, or
 * WIDGET_NOT_AVAILABLE when the deployment does not offer the type; security.md ROLE-4), or a known
 * widget whose props its model refuses (400 WIDGET_INVALID with the element's path).
 */
export function checkLicensedWidgets(
  doc: Pick<SlideDocument, 'elements'>,
  flags: LicenceFlags,
  deployment: AppConfig['widgets']['deployment'],
  /** The saving organization: props naming another organization's stored object are invalid. Null: no such object passes. */
  organizationId: number | null = null,
  /** The request field holding the document (error paths). */
  field = 'slideData',
) {
  for (const [index, element] of (doc.elements ?? []).entries()) {
    if (element.type !== 'widget') continue;
    if (getWidgetModel(element.widget)) {
      assertWidgetAllowed(element.widget, flags, deployment);
      if (parseWidgetProps(element.widget, element.props) === null) throw widgetInvalid(index, element.widget, element.props, field);
      if (!widgetPropsBelongTo(element.widget, element.props, organizationId))
        throw new AppError(400, 'WIDGET_INVALID', undefined, { [`${field}.elements.${index}.props`]: 'FIELD_INVALID' });
      continue;
    }
    const flag = LICENSED_WIDGETS[element.widget];
    if (flag && !flags.widgets[flag]) throw new AppError(403, 'FEATURE_NOT_LICENSED');
  }
}

/** Removes jump-to actions and hot corners pointing at `slideId` (deleting a slide, spec part 4). Null when unchanged. */
export function withoutJumpsTo(doc: SlideDocument, slideId: number): SlideDocument | null {
  const [next] = removeSlideReferences([{ ...doc, actions: doc.actions ?? {} }], String(slideId));
  if (
    !next ||
    (JSON.stringify(next.actions) === JSON.stringify(doc.actions ?? {}) &&
      JSON.stringify(next.hotCorners) === JSON.stringify(doc.hotCorners))
  )
    return null;
  return next;
}

/** Jump targets of copied slides point at the copies. Null when unchanged. */
export function remapJumps(doc: SlideDocument, idMap: Map<number, number>): SlideDocument | null {
  const map = (id: string) => {
    const to = idMap.get(Number(id));
    return to === undefined ? id : String(to);
  };
  let changed = false;
  const actions = Object.fromEntries(
    Object.entries(doc.actions ?? {}).map(([k, a]) => {
      if (a.type !== 'jumpToSlide') return [k, a];
      const to = map(a.targetSlideId);
      if (to !== a.targetSlideId) changed = true;
      return [k, { ...a, targetSlideId: to }];
    }),
  );
  let hotCorners: HotCorners | undefined;
  if (doc.hotCorners) {
    hotCorners = Object.fromEntries(
      Object.entries(doc.hotCorners).map(([k, v]) => {
        const to = v ? map(v) : v;
        if (to !== v) changed = true;
        return [k, to];
      }),
    ) as HotCorners;
  }
  return changed ? { ...doc, actions, ...(hotCorners ? { hotCorners } : {}) } : null;
}
