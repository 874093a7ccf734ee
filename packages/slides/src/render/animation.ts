import type { ObjectAnimation, ObjectEffect, SlideAnimationStyle } from '../model/animation.ts';

/** One cycle of an object animation, by speed. */
export const ANIMATION_CYCLE_MS = { slow: 1000, fast: 500 } as const;

/** CSS an element needs at one instant of its animation. `transform` is '' when at rest. */
export interface AnimationFrame {
  transform: string;
  opacity: number;
  filter?: string;
}

export const AT_REST: AnimationFrame = Object.freeze({ transform: '', opacity: 1 });

const EMPHASIS: ReadonlySet<ObjectEffect> = new Set(['pulse', 'wiggle', 'glow']);

const r3 = (n: number) => Math.round(n * 1000) / 1000;
/** Ease-out cubic, so entries settle softly. */
const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * Frame of an appearing effect at progress p (0 = not yet visible, 1 = at rest). Exits use the
 * same curve backwards, so an exit is the entry played in reverse.
 */
function appear(effect: ObjectEffect, p: number): AnimationFrame {
  const e = easeOut(p);
  switch (effect) {
    case 'fade':
      return { transform: '', opacity: r3(e) };
    case 'slide':
      return { transform: `translateX(${r3((e - 1) * 100)}%)`, opacity: r3(Math.min(1, p * 2)) };
    case 'zoom':
      return { transform: `scale(${r3(e)})`, opacity: r3(Math.min(1, p * 2)) };
    case 'rise':
      return { transform: `translateY(${r3((1 - e) * 50)}%)`, opacity: r3(e) };
    case 'spin':
      return { transform: `rotate(${r3((e - 1) * 360)}deg) scale(${r3(e)})`, opacity: r3(e) };
    case 'rotate':
      return { transform: `rotate(${r3((e - 1) * 90)}deg)`, opacity: r3(e) };
    default:
      return emphasis(effect, p);
  }
}

/** Frame of an emphasis effect (pulse, wiggle, glow) at cycle progress p; at rest at 0 and 1. */
function emphasis(effect: ObjectEffect, p: number): AnimationFrame {
  const s = Math.sin(Math.PI * p);
  switch (effect) {
    case 'pulse':
      return { transform: `scale(${r3(1 + 0.12 * s)})`, opacity: 1 };
    case 'wiggle':
      return { transform: `rotate(${r3(8 * Math.sin(4 * Math.PI * p))}deg)`, opacity: 1 };
    case 'glow':
      return { transform: '', opacity: 1, filter: `drop-shadow(0 0 ${r3(24 * s)}px #FFFFFF)` };
    default:
      return AT_REST;
  }
}

/**
 * The animation frame of an element at `timeMs` after slide start, for a slide lasting
 * `slideDurationSec`. Pure: previews scrub it, tests freeze it, the player drives it from its clock.
 *
 * - Entry (mode entry/both) starts `beginAfter` s after slide start and runs one cycle
 *   (slow 1000 ms, fast 500 ms) `repeat + 1` times, or forever. Appearing effects keep the element
 *   invisible before their start.
 * - Exit (mode exit/both) ends `beginBefore` s before slide end and lasts one cycle; appearing effects
 *   leave the element invisible afterwards.
 * - Emphasis effects (pulse, wiggle, glow) leave the element visible outside their windows.
 */
export function animationStyle(anim: ObjectAnimation | undefined, timeMs: number, slideDurationSec: number): AnimationFrame {
  if (!anim || !Number.isFinite(timeMs)) return AT_REST;
  const cycle = ANIMATION_CYCLE_MS[anim.speed];
  const isEmphasis = EMPHASIS.has(anim.effect);
  const endMs = slideDurationSec * 1000;
  const hasEntry = anim.mode !== 'exit';
  const hasExit = anim.mode !== 'entry';

  if (hasExit) {
    const exitEnd = Math.max(0, endMs - anim.beginBefore * 1000);
    const exitStart = Math.max(0, exitEnd - cycle);
    if (timeMs >= exitEnd) return isEmphasis ? AT_REST : { transform: '', opacity: 0 };
    if (timeMs >= exitStart) {
      const p = (timeMs - exitStart) / (exitEnd - exitStart || 1);
      return isEmphasis ? emphasis(anim.effect, p) : appear(anim.effect, 1 - p);
    }
  }
  if (hasEntry) {
    const start = anim.beginAfter * 1000;
    if (timeMs < start) return isEmphasis ? AT_REST : appear(anim.effect, 0);
    const elapsed = timeMs - start;
    const total = anim.repeat === 'forever' ? Number.POSITIVE_INFINITY : cycle * (anim.repeat + 1);
    if (elapsed < total) {
      const p = (elapsed % cycle) / cycle;
      return isEmphasis ? emphasis(anim.effect, p) : appear(anim.effect, p);
    }
  }
  return AT_REST;
}

/**
 * When a slide's object effects begin (ms after slide start): once its transition into it has
 * finished, as in presentation software — the slide arrives still, then its effects play. Entry
 * effects and `beginAfter` count from there; exits stay anchored to the slide's end. A transition as
 * long as the slide itself does not hold them back. Besides reading well (an entry played under a
 * fade is half hidden), it keeps the incoming layer one flat picture while it fades, which a screen
 * without a GPU composites at full frame rate (docs/player.md, "Low-end screen").
 */
export function effectsLeadMs(slide: { duration: number; animation: { style: SlideAnimationStyle; durationMs: number } }): number {
  const lead = slide.animation.style === 'none' ? 0 : Math.max(0, slide.animation.durationMs);
  return lead < slide.duration * 1000 ? lead : 0;
}

/**
 * `animationStyle` on a slide whose effects begin `leadMs` after its start (`effectsLeadMs`): the
 * effects' own clock starts there and their window ends with the slide.
 */
export function slideAnimationStyle(
  anim: ObjectAnimation | undefined,
  timeMs: number,
  slideDurationSec: number,
  leadMs: number,
): AnimationFrame {
  return animationStyle(anim, timeMs - leadMs, slideDurationSec - leadMs / 1000);
}

/** CSS text for an animation frame, merged into an element's inner wrapper style. */
export function frameToCss(frame: AnimationFrame): { transform?: string; opacity?: number; filter?: string } {
  const css: { transform?: string; opacity?: number; filter?: string } = {};
  if (frame.transform) css.transform = frame.transform;
  if (frame.opacity !== 1) css.opacity = frame.opacity;
  if (frame.filter) css.filter = frame.filter;
  return css;
}

/** Styles of the incoming and outgoing slide during a transition. */
export interface TransitionFrame {
  incoming: { transform?: string; opacity?: number; clipPath?: string };
  outgoing: { transform?: string; opacity?: number; clipPath?: string };
}

/**
 * Slide transition at `progress` (0 = only the outgoing slide, 1 = only the incoming one). Pure, so
 * the preview and the player share it and tests can freeze it.
 * - StyleOne: cross-fade — the incoming slide fades in over the outgoing one, which stays as it is
 *   (a slide is opaque, so this is a true dissolve; fading both would dim the middle of it, and a
 *   second fading layer costs a software-compositing screen a frame in two: docs/player.md).
 * - StyleTwo: push (incoming slides in from the right, outgoing leaves to the left).
 * - StyleThree: zoom (incoming grows from 80 % while fading in over the outgoing one).
 * - StyleFour: wipe (incoming revealed left to right).
 * - none: cut at the start.
 */
export function transitionStyle(style: SlideAnimationStyle, progress: number): TransitionFrame {
  const p = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 1));
  const e = r3(easeOut(p));
  switch (style) {
    case 'StyleOne':
      return { incoming: { opacity: e }, outgoing: {} };
    case 'StyleTwo':
      return {
        incoming: { transform: `translateX(${r3((1 - e) * 100)}%)` },
        outgoing: { transform: `translateX(${r3(-e * 100)}%)` },
      };
    case 'StyleThree':
      return { incoming: { transform: `scale(${r3(0.8 + 0.2 * e)})`, opacity: e }, outgoing: {} };
    case 'StyleFour':
      return { incoming: { clipPath: `inset(0 ${r3((1 - e) * 100)}% 0 0)` }, outgoing: {} };
    default:
      return p > 0 ? { incoming: {}, outgoing: { opacity: 0 } } : { incoming: { opacity: 0 }, outgoing: {} };
  }
}

/** Keyframes for the Web Animations API (`element.animate`): offsets 0–1 over the animation. */
export type AnimationKeyframe = { offset: number; transform: string; opacity: number; filter?: string };

/** Above this many keyframes an element animation stays on the frame clock (see `objectKeyframes`). */
export const MAX_KEYFRAMES = 2000;
/** Samples per animation cycle; linear interpolation between them follows the curves closely. */
const SAMPLES_PER_CYCLE = 24;

/**
 * The whole life of an object animation on a slide of `slideDurationSec`, as keyframes sampled from
 * `animationStyle` (so the player and the preview show the same motion). The player hands them to
 * `element.animate`, which runs transform and opacity on the compositor: no React render and no
 * layout per frame, so a slow screen keeps its frame rate. Runs where nothing changes collapse to
 * their two ends. Null when there is no animation, or when it would take more than MAX_KEYFRAMES
 * (a fast effect repeated forever on a long slide): the caller keeps driving it from its clock.
 */
export function objectKeyframes(anim: ObjectAnimation | undefined, slideDurationSec: number): AnimationKeyframe[] | null {
  if (!anim) return null;
  const total = slideDurationSec * 1000;
  if (!(total > 0)) return null;
  const step = ANIMATION_CYCLE_MS[anim.speed] / SAMPLES_PER_CYCLE;
  const count = Math.ceil(total / step);
  if (count > MAX_KEYFRAMES * 50) return null; // sampling alone would cost too much
  const frames: AnimationKeyframe[] = [];
  const key = (f: AnimationFrame) => `${f.transform}|${f.opacity}|${f.filter ?? ''}`;
  let prevKey = '';
  let pending: AnimationKeyframe | null = null;
  for (let i = 0; i <= count; i++) {
    const t = Math.min(total, i * step);
    const f = animationStyle(anim, t, slideDurationSec);
    const kf: AnimationKeyframe = { offset: t / total, transform: f.transform || 'none', opacity: f.opacity };
    if (f.filter) kf.filter = f.filter;
    const k = key(f);
    if (k === prevKey) {
      pending = kf; // same as the previous frame: only the run's last point is needed
      continue;
    }
    if (pending) frames.push(pending);
    pending = null;
    frames.push(kf);
    prevKey = k;
  }
  if (pending) frames.push(pending);
  if (frames.length > MAX_KEYFRAMES) return null;
  // A filter on some keyframes only: give the others the neutral value so it interpolates.
  if (frames.some((f) => f.filter)) for (const f of frames) f.filter ??= 'drop-shadow(0 0 0px #FFFFFF)';
  if (frames.length === 1) frames.push({ ...(frames[0] as AnimationKeyframe), offset: 1 });
  return frames;
}

/**
 * A slide transition as keyframes for the Web Animations API (sampled from `transitionStyle`): for
 * the incoming layer, the outgoing one, and the incoming layer's content box (`incomingContent`, set
 * only by the wipe).
 *
 * The wipe's clip (`inset(0 x% 0 0)`) is played as two opposite moves instead: the incoming layer,
 * which clips its content (`overflow: hidden`), slides in from the left while its content slides
 * back by as much, so the content stands still and its revealed part grows from the left edge — the
 * same picture. A clip-path animation is repainted on the main thread every frame; two transforms run
 * on the compositor, as the push does (docs/player.md, "Low-end screen").
 */
export function transitionKeyframes(
  style: SlideAnimationStyle,
  samples = 16,
): { incoming: Keyframe[]; outgoing: Keyframe[]; incomingContent: Keyframe[] } {
  const incoming: Keyframe[] = [];
  const outgoing: Keyframe[] = [];
  const incomingContent: Keyframe[] = [];
  for (let i = 0; i <= samples; i++) {
    const p = i / samples;
    const f = transitionStyle(style, p);
    const hidden = f.incoming.clipPath?.match(/^inset\(0 ([\d.]+)% 0 0\)$/);
    if (hidden) {
      const x = Number(hidden[1]);
      incoming.push({ offset: p, transform: `translateX(${-x}%)` });
      incomingContent.push({ offset: p, transform: `translateX(${x}%)` });
    } else {
      incoming.push({ offset: p, transform: f.incoming.transform ?? 'none', opacity: f.incoming.opacity ?? 1 });
    }
    outgoing.push({ offset: p, transform: f.outgoing.transform ?? 'none', opacity: f.outgoing.opacity ?? 1 });
  }
  // Only the properties a style moves (a constant transform or opacity would cost a layer).
  const moves = (frames: Keyframe[], prop: string) => new Set(frames.map((f) => String(f[prop]))).size > 1;
  for (const frames of [incoming, outgoing, incomingContent])
    for (const prop of ['transform', 'opacity']) if (!moves(frames, prop)) for (const f of frames) delete f[prop];
  return { incoming, outgoing, incomingContent };
}
