import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSlide } from '../model/index.ts';
import { SlideView } from './index.ts';

/** A video wall's screen: the whole slide drawn larger and moved, so the box shows only its rectangle. */
describe('SlideView with a viewport', () => {
  const doc = createSlide('16:9');
  const html = (viewport: { x: number; y: number; width: number; height: number } | null) =>
    new JSDOM(renderToStaticMarkup(<SlideView doc={doc} width={960} time={0} playing={false} viewport={viewport} />)).window.document;

  it('draws the whole slide at twice the size, moved to the bottom-right quarter, in a box of the quarter', () => {
    const d = html({ x: 0.5, y: 0.5, width: 0.5, height: 0.5 });
    const box = d.querySelector('[data-slide-viewport]') as HTMLElement;
    expect(box.style.width).toBe('960px');
    expect(box.style.height).toBe('540px');
    expect(box.style.overflow).toBe('hidden');
    const moved = d.querySelector('[data-viewport-frame] > div') as HTMLElement;
    expect(moved.style.left).toBe('-960px');
    expect(moved.style.top).toBe('-540px');
    expect((d.querySelector('[data-slide-view]') as HTMLElement).style.width).toBe('1920px');
    // One canvas: the same renderer, not a second one.
    expect(d.querySelectorAll('[data-slide-canvas]')).toHaveLength(1);
  });

  it('a rectangle with bezels on either side: the box keeps the rectangle’s shape', () => {
    const d = html({ x: 1940 / 3860, y: 0, width: 1920 / 3860, height: 1080 / 2180 });
    const box = d.querySelector('[data-slide-viewport]') as HTMLElement;
    expect(box.style.width).toBe('960px');
    // The slide is 16:9 while the wall is not quite: the height follows the rectangle of the slide.
    expect(Number.parseFloat(box.style.height)).toBeCloseTo(960 * (3860 / 1920) * (9 / 16) * (1080 / 2180), 2);
  });

  it('no viewport, or an unusable one, is the whole slide as before', () => {
    for (const v of [null, { x: 0.8, y: 0, width: 0.5, height: 1 }]) {
      const d = html(v);
      expect(d.querySelector('[data-slide-viewport]')).toBeNull();
      expect((d.querySelector('[data-slide-view]') as HTMLElement).style.width).toBe('960px');
    }
  });
});
