import { z } from 'zod';
import { slideAnimationSchema } from './animation.ts';
import { type Aspect, aspectSchema } from './aspect.ts';
import { elementSchema } from './elements.ts';
import { colorSchema, idSchema, mediaUrlSchema } from './safe.ts';

/** Current document version. Bump it together with a new step in `migrations.ts`. */
export const SLIDE_DOCUMENT_VERSION = 1;

/** Default background colour (spec part 9). */
export const DEFAULT_BACKGROUND_COLOR = '#FFFFFF';
/** Default slide duration in seconds. */
export const DEFAULT_SLIDE_DURATION = 10;
export const MAX_ELEMENTS = 1000;

export const backgroundSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('color'), color: colorSchema }),
  z.strictObject({ type: z.literal('image'), mediaId: idSchema, url: mediaUrlSchema }),
  z.strictObject({
    type: z.literal('video'),
    mediaId: idSchema,
    url: mediaUrlSchema,
    muted: z.boolean().default(true),
    loop: z.boolean().default(true),
  }),
]);
export type SlideBackground = z.output<typeof backgroundSchema>;

/** What touching an element does on an interactive screen (spec part 3: actions keyed by object). */
export const slideActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('jumpToSlide'), targetSlideId: idSchema }),
  z.strictObject({
    type: z.literal('popup'),
    /** What the popup shows: a media file (image/video) from the library. */
    mediaId: idSchema,
    url: mediaUrlSchema,
    /** Seconds before the popup closes by itself; 0 = until touched. */
    closeAfter: z.number().min(0).max(3600).default(0),
  }),
]);
export type SlideAction = z.output<typeof slideActionSchema>;

/** Touching a screen corner jumps to a slide (spec: hot corners need at least two slides). */
export const hotCornersSchema = z.strictObject({
  topLeft: idSchema.optional(),
  topRight: idSchema.optional(),
  bottomLeft: idSchema.optional(),
  bottomRight: idSchema.optional(),
});
export type HotCorners = z.output<typeof hotCornersSchema>;

/**
 * The slide document, version 1: the content of one slide, shared by server, editor and player.
 * Holds no editor session state (selection, zoom, tool) and no slide id (that belongs to the playlist).
 */
export const slideDocumentV1Schema = z
  .strictObject({
    version: z.literal(SLIDE_DOCUMENT_VERSION),
    aspect: aspectSchema.default('16:9'),
    background: backgroundSchema.default({ type: 'color', color: DEFAULT_BACKGROUND_COLOR }),
    /** Z-order is array order: first is bottom-most. */
    elements: z.array(elementSchema).max(MAX_ELEMENTS).default([]),
    /** Seconds on screen. */
    duration: z.number().min(1).max(86_400).default(DEFAULT_SLIDE_DURATION),
    animation: slideAnimationSchema.default({ style: 'none', durationMs: 1000 }),
    /** Keyed by element id. */
    actions: z.record(idSchema, slideActionSchema).default({}),
    hotCorners: hotCornersSchema.optional(),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    for (const [i, el] of doc.elements.entries()) {
      if (seen.has(el.id)) ctx.addIssue({ code: 'custom', path: ['elements', i, 'id'], message: 'Duplicate element id' });
      seen.add(el.id);
    }
    for (const key of Object.keys(doc.actions)) {
      if (!seen.has(key)) ctx.addIssue({ code: 'custom', path: ['actions', key], message: 'Action for an unknown element' });
    }
  });

export type SlideDocument = z.output<typeof slideDocumentV1Schema>;
export type SlideDocumentInput = z.input<typeof slideDocumentV1Schema>;

/** A new empty slide: white background, no elements, 10 seconds, no transition. */
export function createSlide(aspect: Aspect = '16:9'): SlideDocument {
  return {
    version: SLIDE_DOCUMENT_VERSION,
    aspect,
    background: { type: 'color', color: DEFAULT_BACKGROUND_COLOR },
    elements: [],
    duration: DEFAULT_SLIDE_DURATION,
    animation: { style: 'none', durationMs: 1000 },
    actions: {},
  };
}
