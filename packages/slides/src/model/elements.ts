import { z } from 'zod';
import { objectAnimationSchema } from './animation.ts';
import { isFontId } from './fonts.ts';
import { colorSchema, finite, httpUrlSchema, idSchema, jsonValueSchema, mediaUrlSchema } from './safe.ts';

const COORD = 100_000;

/**
 * Fields every element has. Position is the top-left corner in canvas pixels before rotation;
 * rotation (degrees) and scale apply around the element centre. Layer order is array order.
 */
const base = {
  id: idSchema,
  x: finite(-COORD, COORD),
  y: finite(-COORD, COORD),
  width: finite(1, COORD),
  height: finite(1, COORD),
  rotation: finite(-36_000, 36_000).default(0),
  scale: finite(0.01, 100).default(1),
  /** Locked elements cannot be moved, resized or aligned in the editor. */
  locked: z.boolean().default(false),
  /** Hidden elements stay in the document but are not rendered. */
  hidden: z.boolean().default(false),
  /** Template authors may mark elements not editable by template users. */
  editable: z.boolean().default(true),
  opacity: finite(0, 1).default(1),
  animation: objectAnimationSchema.optional(),
};

/** Line spacing presets of spec part 9, or a custom multiplier. */
export const LINE_SPACINGS = [1, 1.15, 1.5, 2] as const;

export const textElementSchema = z.strictObject({
  ...base,
  type: z.literal('text'),
  /**
   * Rich text as HTML restricted to p, br, span (font family/size/colour/weight/style/decoration),
   * strong, em, u, a (http/https). Stored sanitized by the server; always re-sanitized by the
   * renderer through `sanitizeHtml`, so a document that slipped past the server is still safe.
   */
  html: z.string().max(200_000),
  /** Font catalogue id (quillId); fonts outside the catalogue are refused (IN-6). */
  fontId: z.string().refine(isFontId, 'Unknown font'),
  fontSize: finite(1, 2000),
  color: colorSchema,
  align: z.enum(['left', 'center', 'right', 'justify']).default('left'),
  lineSpacing: finite(0.5, 5).default(1.15),
  background: colorSchema.optional(),
});

export const imageElementSchema = z.strictObject({
  ...base,
  type: z.literal('image'),
  mediaId: idSchema,
  url: mediaUrlSchema,
  fit: z.enum(['cover', 'contain', 'fill']).default('cover'),
});

export const videoElementSchema = z.strictObject({
  ...base,
  type: z.literal('video'),
  mediaId: idSchema,
  url: mediaUrlSchema,
  muted: z.boolean().default(true),
  autoplay: z.boolean().default(true),
  loop: z.boolean().default(true),
});

/** Shapes of spec part 3. */
export const SHAPE_KINDS = [
  'rectangle',
  'circle',
  'triangle',
  'rhombus',
  'pentagon',
  'hexagon',
  'septagon',
  'octagon',
  'nonagon',
  'decagon',
  'star3',
  'star4',
  'star5',
  'star6',
  'star7',
] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export const shapeElementSchema = z.strictObject({
  ...base,
  type: z.literal('shape'),
  shape: z.enum(SHAPE_KINDS),
  /** Fill colour, or null for no fill. */
  fill: colorSchema.nullable().default('#2E96F4'),
  stroke: colorSchema.default('#000000'),
  /** 0 means no outline. */
  strokeWidth: finite(0, 500).default(0),
  /** Rectangle only. */
  cornerRadius: finite(0, 10_000).default(0),
});

/** A web page shown in a sandboxed iframe (security L7). */
export const webElementSchema = z.strictObject({
  ...base,
  type: z.literal('web'),
  url: httpUrlSchema,
});

export const menuItemSchema = z.strictObject({
  name: z.string().max(200),
  description: z.string().max(1000).default(''),
  price: finite(0, 1e9),
  category: z.string().max(200).default(''),
});
export type MenuItem = z.output<typeof menuItemSchema>;

export const menuElementSchema = z.strictObject({
  ...base,
  type: z.literal('menu'),
  title: z.string().max(200).default(''),
  items: z.array(menuItemSchema).max(500),
  /** Currency symbol or ISO code shown before prices. */
  currency: z.string().max(8).default('$'),
  style: z.enum(['classic', 'modern', 'minimal']).default('classic'),
  fontId: z.string().refine(isFontId, 'Unknown font').default('roboto'),
  textColor: colorSchema.default('#000000'),
  accentColor: colorSchema.default('#2E96F4'),
});

/**
 * A widget: `widget` names a type in the widget registry (render/widgets); props are validated by
 * that type's schema at render time. Unknown widget types render a neutral placeholder.
 */
export const widgetElementSchema = z.strictObject({
  ...base,
  type: z.literal('widget'),
  widget: z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/, 'Invalid widget type'),
  props: z.record(z.string().max(128), jsonValueSchema).default({}),
});

export const elementSchema = z.discriminatedUnion('type', [
  textElementSchema,
  imageElementSchema,
  videoElementSchema,
  shapeElementSchema,
  webElementSchema,
  menuElementSchema,
  widgetElementSchema,
]);

export type SlideElement = z.output<typeof elementSchema>;
export type SlideElementInput = z.input<typeof elementSchema>;
export type ElementType = SlideElement['type'];
export type TextElement = z.output<typeof textElementSchema>;
export type ImageElement = z.output<typeof imageElementSchema>;
export type VideoElement = z.output<typeof videoElementSchema>;
export type ShapeElement = z.output<typeof shapeElementSchema>;
export type WebElement = z.output<typeof webElementSchema>;
export type MenuElement = z.output<typeof menuElementSchema>;
export type WidgetElement = z.output<typeof widgetElementSchema>;

/** Validates and normalizes one element (fills defaults). Throws a ZodError when invalid. */
export function createElement(input: SlideElementInput): SlideElement {
  return elementSchema.parse(input);
}
