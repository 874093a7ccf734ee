import { z } from 'zod';

/**
 * The widget contract (docs/widgets.md), without React: what the server, the editor, the preview, thumbnails
 * and the player share about a widget type. Each type lives in its own folder beside this file:
 * `<type>/model.ts` (props schema with defaults, default size, licence flag, data source) and
 * `<type>/render.tsx` (the renderer). `models.ts` registers every model; `index.ts` every renderer.
 * See docs/widgets.md.
 */

/** Spec part 3: themes and text sizes apply to every widget. */
export const WIDGET_THEMES = ['minimalistic', 'modern', 'playful', 'professional'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
export const WIDGET_TEXT_SIZES = ['XS', 'S', 'M', 'L'] as const;
export type WidgetTextSize = (typeof WIDGET_TEXT_SIZES)[number];
/**
 * The language a widget's own words (weekdays, "Humidity", "as of") are written in. A prop, set from
 * the editor's language when the widget is added, so the preview, thumbnails and every screen show
 * the same words whatever the language of the page around them.
 */
export const WIDGET_LANGUAGES = ['en', 'es', 'fr', 'sv'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** Props every widget type has; spread into each type's schema. */
export const widgetCommonProps = {
  theme: z.enum(WIDGET_THEMES).default('modern'),
  textSize: z.enum(WIDGET_TEXT_SIZES).default('M'),
  language: z.enum(WIDGET_LANGUAGES).default('en'),
};
export interface WidgetCommonProps {
  theme: WidgetTheme;
  textSize: WidgetTextSize;
  language: WidgetLanguage;
}

/** Licence flags that gate widget types (`LicenceFlags['widgets']`, spec part 1 and 6). */
export type WidgetLicenceFlag = 'weather' | 'news' | 'facebook' | 'instagram' | 'qrCode';

/**
 * Something the server fetches for a widget (a location's weather, a feed). Screens never fetch: the
 * server fetches each distinct source at most once per freshness window, however many screens and
 * organizations show it, and hands the result to players (`/player/widgetData`) and to the editor
 * (`/widget/data`). Params are plain values; their canonical JSON is the source's key.
 */
export interface WidgetSource {
  kind: string;
  params: Record<string, string | number | boolean | null>;
}

/** The stable key of a source: kind plus params in sorted key order. */
export function widgetSourceKey(source: WidgetSource): string {
  const params = Object.fromEntries(Object.entries(source.params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${source.kind}:${JSON.stringify(params)}`;
}

/** What the server answers for one source. `data` is the last good fetch (kept when a refresh fails). */
export interface WidgetDataEntry<T = unknown> {
  key: string;
  /** 'pending': never fetched yet; 'ok': the last fetch worked; 'failed': the last fetch failed (data may still be the earlier good one). */
  status: 'pending' | 'ok' | 'failed';
  data: T | null;
  /** When `data` was fetched (ISO 8601), or null. */
  fetchedAt: string | null;
  /** After this long past `fetchedAt` the data is stale: the widget shows "as of HH:MM". */
  staleAfterMs: number;
  /** Error code of the last failed fetch (translated by the CMS), when status is 'failed'. */
  error?: string;
}

export interface WidgetModel<P = any> {
  /** Lower-case id stored in the element (`weather`, `news`, `qr_code`, `clock` …). */
  type: string;
  /** Props schema; every field has a default so `schema.parse({})` gives a working widget where it can. */
  schema: z.ZodType<P>;
  /** Box of a new widget on a 1920-wide canvas. */
  size: { width: number; height: number };
  /** Licence flag that must be on for an organization to save or play the type. */
  licence?: WidgetLicenceFlag;
  /** Deployment flag (environment) that must be on as well: spec part 3 puts these types behind build-time flags. */
  deployment?: 'facebook' | 'instagram' | 'qrCode';
  /** The source the server fetches for these props; absent or null when the widget draws from its props alone. */
  source?: (props: P) => WidgetSource | null;
  /**
   * True when the widget moves every frame (a ticker): the player then keeps its frame clock. Widgets
   * that change once a second (a clock) or every few seconds (rotating stories) do not need it: the
   * player re-renders several times a second anyway.
   */
  animated?: (props: P) => boolean;
  /**
   * The limits an error code of this field speaks of (`{max: 256}`), for its message: the schema's
   * issue messages are error codes of the catalogue (packages/shared/src/errors-widgets.ts).
   */
  errorParams?: (field: string) => Record<string, number>;
}

const models = new Map<string, WidgetModel>();

export function defineWidgetModel<P>(model: WidgetModel<P>): WidgetModel<P> {
  if (!/^[a-z][a-z0-9_-]{0,63}$/.test(model.type)) throw new Error(`Invalid widget type "${model.type}"`);
  models.set(model.type, model as WidgetModel);
  return model;
}

export function getWidgetModel(type: string): WidgetModel | undefined {
  return models.get(type);
}

/** Registered widget models, sorted by type. */
export function listWidgetModels(): WidgetModel[] {
  return [...models.values()].sort((a, b) => (a.type < b.type ? -1 : 1));
}

/** The element's props parsed by its type's schema (defaults filled in), or null when invalid or unknown. */
export function parseWidgetProps(type: string, props: unknown): unknown | null {
  const model = models.get(type);
  if (!model) return null;
  const parsed = model.schema.safeParse(props ?? {});
  return parsed.success ? parsed.data : null;
}

/** Why a field of a widget's props is refused: the schema's issue message and the limits it speaks of. */
export interface WidgetFieldError {
  code: string;
  params?: Record<string, number>;
}

/**
 * Why a widget's props are refused, per field (its dotted path under `props`): the first issue of
 * each field — an error code where the model writes its own (`QR_BODY_TOO_LONG`), zod's text
 * otherwise — with the limits of that field. Empty when the props are valid or the type is unknown.
 */
export function widgetPropsErrors(type: string, props: unknown): Record<string, WidgetFieldError> {
  const model = models.get(type);
  if (!model) return {};
  const parsed = model.schema.safeParse(props ?? {});
  if (parsed.success) return {};
  const errors: Record<string, WidgetFieldError> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!field || errors[field]) continue;
    const params = model.errorParams?.(field);
    errors[field] = params && Object.keys(params).length ? { code: issue.message, params } : { code: issue.message };
  }
  return errors;
}

/** The data source of a widget element, or null (unknown type, invalid props, or a type without source). */
export function widgetSourceOf(type: string, props: unknown): WidgetSource | null {
  const model = models.get(type);
  if (!model?.source) return null;
  const parsed = parseWidgetProps(type, props);
  return parsed === null ? null : model.source(parsed);
}
