import { z } from 'zod';

/** Object (element) animation effects, spec part 3. */
export const OBJECT_EFFECTS = ['fade', 'slide', 'zoom', 'pulse', 'wiggle', 'spin', 'rotate', 'rise', 'glow'] as const;
export type ObjectEffect = (typeof OBJECT_EFFECTS)[number];

export const objectAnimationSchema = z.strictObject({
  effect: z.enum(OBJECT_EFFECTS),
  /** slow = 1000 ms per cycle, fast = 500 ms. */
  speed: z.enum(['slow', 'fast']).default('slow'),
  /** Seconds after slide start at which the entry animation begins. */
  beginAfter: z.number().min(0).max(86_400).default(0),
  /** Seconds before slide end at which the exit animation begins. */
  beginBefore: z.number().min(0).max(86_400).default(0),
  /** How many times the entry effect repeats (0 = once), or 'forever'. */
  repeat: z.union([z.number().int().min(0).max(1000), z.literal('forever')]).default(0),
  mode: z.enum(['entry', 'exit', 'both']).default('entry'),
});
export type ObjectAnimation = z.output<typeof objectAnimationSchema>;

/** Slide transition styles, spec part 3. */
export const SLIDE_ANIMATION_STYLES = ['none', 'StyleOne', 'StyleTwo', 'StyleThree', 'StyleFour'] as const;
export type SlideAnimationStyle = (typeof SLIDE_ANIMATION_STYLES)[number];

export const slideAnimationSchema = z.strictObject({
  style: z.enum(SLIDE_ANIMATION_STYLES).default('none'),
  /** Transition length (spec: durationInMillis). */
  durationMs: z.number().int().min(0).max(10_000).default(1000),
});
export type SlideAnimation = z.output<typeof slideAnimationSchema>;
