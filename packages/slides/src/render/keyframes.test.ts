import { describe, expect, it } from 'vitest';
import { animationStyle, MAX_KEYFRAMES, objectKeyframes, transitionKeyframes, transitionStyle } from './animation.ts';

/** Keyframes handed to the Web Animations API must show what the clock-driven renderer shows. */
const anim = (a: Partial<Parameters<typeof animationStyle>[0] & object>) => ({
  effect: 'fade' as const,
  speed: 'slow' as const,
  beginAfter: 0,
  beginBefore: 0,
  repeat: 0 as number | 'forever',
  mode: 'entry' as const,
  ...a,
});

function at(frames: NonNullable<ReturnType<typeof objectKeyframes>>, offset: number) {
  const i = frames.findIndex((f) => f.offset >= offset);
  return frames[Math.max(0, i)];
}

describe('objectKeyframes', () => {
  it('is null without an animation, and matches animationStyle at its sample points', () => {
    expect(objectKeyframes(undefined, 10)).toBeNull();
    const a = anim({ effect: 'zoom', mode: 'both', beginBefore: 1 });
    const frames = objectKeyframes(a, 10);
    expect(frames).not.toBeNull();
    for (const t of [0, 250, 500, 1000, 5000, 8500, 9000, 9500]) {
      const f = animationStyle(a, t, 10);
      const k = at(frames!, t / 10_000);
      expect(k?.opacity).toBeCloseTo(f.opacity, 1);
    }
    expect(frames![0]?.offset).toBe(0);
    expect(frames!.at(-1)?.offset).toBe(1);
  });

  it('collapses what does not move: an entry on a long slide needs few keyframes', () => {
    const frames = objectKeyframes(anim({ effect: 'fade' }), 600)!;
    expect(frames.length).toBeLessThan(40);
    expect(frames.at(-1)).toMatchObject({ offset: 1, opacity: 1 });
  });

  it('gives up (the caller keeps the clock) when a repeated effect would need too many keyframes', () => {
    expect(objectKeyframes(anim({ effect: 'pulse', speed: 'fast', repeat: 'forever' }), 3600)).toBeNull();
    expect(objectKeyframes(anim({ effect: 'pulse', speed: 'fast', repeat: 'forever' }), 10)!.length).toBeLessThanOrEqual(MAX_KEYFRAMES);
  });

  it('fills a neutral filter where glow is at rest, so the filter interpolates', () => {
    const frames = objectKeyframes(anim({ effect: 'glow', repeat: 2 }), 10)!;
    expect(frames.every((f) => typeof f.filter === 'string')).toBe(true);
  });
});

describe('transitionKeyframes', () => {
  it('samples transitionStyle and keeps only the properties a style moves', () => {
    const fade = transitionKeyframes('StyleOne', 4);
    expect(fade.incoming.map((f) => f.opacity)).toEqual([0, 1, 2, 3, 4].map((i) => transitionStyle('StyleOne', i / 4).incoming.opacity));
    expect(fade.incoming[0]).not.toHaveProperty('transform');
    expect(fade.incoming[0]).not.toHaveProperty('clipPath');
    // The outgoing slide stays as it is under the incoming one (one fading layer, a true dissolve).
    expect(fade.outgoing[0]).toEqual({ offset: 0 });
    expect(fade.incomingContent.every((f) => Object.keys(f).length === 1)).toBe(true);
    const push = transitionKeyframes('StyleTwo', 4);
    expect(push.incoming[0]).toMatchObject({ transform: 'translateX(100%)' });
    expect(push.outgoing.at(-1)).toMatchObject({ transform: 'translateX(-100%)' });
    expect(push.incoming[0]).not.toHaveProperty('opacity');
    const wipe = transitionKeyframes('StyleFour', 4);
    expect(wipe.outgoing[0]).toEqual({ offset: 0 });
  });

  it('plays the wipe as the layer and its content moving oppositely, which shows what the clip shows', () => {
    const wipe = transitionKeyframes('StyleFour', 4);
    expect(wipe.incoming[0]).toEqual({ offset: 0, transform: 'translateX(-100%)' });
    expect(wipe.incomingContent[0]).toEqual({ offset: 0, transform: 'translateX(100%)' });
    expect(wipe.incoming.at(-1)).toEqual({ offset: 1, transform: 'translateX(0%)' });
    for (let i = 0; i <= 4; i++) {
      // The clip hides the right x % of the slide: the layer (clipping) is moved left by x %, its
      // content right by x %, so the content stands still and its left (100 - x) % is on screen.
      const x = Number(transitionStyle('StyleFour', i / 4).incoming.clipPath?.match(/inset\(0 ([\d.]+)%/)?.[1]);
      expect(wipe.incoming[i]?.transform).toBe(`translateX(${-x}%)`);
      expect(wipe.incomingContent[i]?.transform).toBe(`translateX(${x}%)`);
    }
  });
});
