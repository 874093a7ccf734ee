import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createOverlay, parseOverlay, parseSlide } from '../model/index.ts';
import { OverlayView, overlayHasContent, SlideView } from './index.ts';

/** The playlist overlay as the one renderer draws it (docs/playlists.md, "Playlist overlay"). */

const slide = parseSlide({
  version: 1,
  aspect: '16:9',
  background: { type: 'image', mediaId: '4', url: '/media/bg.png' },
  elements: [{ id: 's1', type: 'shape', shape: 'rectangle', x: 0, y: 0, width: 100, height: 100, fill: '#00FF00' }],
});
const overlay = parseSlide({
  version: 1,
  aspect: '16:9',
  // An overlay's background is never drawn: the slide shows through.
  background: { type: 'color', color: '#FF0000' },
  elements: [
    {
      id: 'logo',
      type: 'shape',
      shape: 'circle',
      x: 1700,
      y: 40,
      width: 160,
      height: 160,
      fill: '#123456',
      animation: { effect: 'fade', mode: 'both' },
    },
    { id: 'gone', type: 'shape', shape: 'rectangle', x: 0, y: 0, width: 10, height: 10, fill: '#000000', hidden: true },
  ],
});

const parse = (html: string) => new JSDOM(html).window.document;

describe('OverlayView', () => {
  it('draws the overlay elements on a transparent canvas, with no background and touches passing through', () => {
    const doc = parse(renderToStaticMarkup(<OverlayView doc={overlay} aspect="16:9" width={960} time={0} playing />));
    const root = doc.querySelector('[data-overlay-view]') as HTMLElement;
    expect(root.style.pointerEvents).toBe('none');
    expect(root.getAttribute('aria-hidden')).toBe('true');
    const canvas = root.querySelector('[data-slide-canvas]') as HTMLElement;
    expect(canvas.style.background).toBe('transparent');
    expect(root.querySelector('[data-background]')).toBeNull();
    expect(root.querySelector('[data-element-id="logo"]')).not.toBeNull();
    expect(root.querySelector('[data-element-id="gone"]')).toBeNull();
  });

  it('shows its elements at rest: no object effect, whatever the time (the overlay has no slide start)', () => {
    for (const time of [0, 500, 60_000]) {
      const doc = parse(renderToStaticMarkup(<OverlayView doc={overlay} aspect="16:9" width={960} time={time} playing />));
      const inner = doc.querySelector('[data-element-id="logo"] > div') as HTMLElement;
      expect(inner.style.opacity).toBe('');
    }
  });

  it("is laid out on the slide's aspect (an overlay stored for another aspect follows the playlist)", () => {
    const doc = parse(renderToStaticMarkup(<OverlayView doc={{ ...overlay, aspect: '4:3' }} aspect="16:9" width={960} time={0} playing />));
    const view = doc.querySelector('[data-slide-view]') as HTMLElement;
    expect(view.style.width).toBe('960px');
    expect(view.style.height).toBe('540px');
    const canvas = doc.querySelector('[data-slide-canvas]') as HTMLElement;
    expect(canvas.style.width).toBe('1920px');
  });
});

describe('SlideView with an overlay', () => {
  it('draws the overlay above the slide, in the same box', () => {
    const doc = parse(renderToStaticMarkup(<SlideView doc={slide} overlay={overlay} width={480} time={0} playing={false} />));
    const root = doc.querySelector('[data-slide-view]') as HTMLElement;
    const children = [...root.children];
    expect(
      children.map((c) => (c.hasAttribute('data-overlay-view') ? 'overlay' : c.hasAttribute('data-slide-canvas') ? 'slide' : '?')),
    ).toEqual(['slide', 'overlay']);
    // The slide keeps its background; the overlay's own (red) is nowhere.
    expect(root.querySelector('[data-background="image"]')).not.toBeNull();
    expect(root.innerHTML).not.toMatch(/#FF0000|rgb\(255, 0, 0\)/i);
    expect((root.querySelector('[data-overlay-view] [data-slide-view]') as HTMLElement).style.height).toBe('270px');
  });

  it('draws nothing more without an overlay', () => {
    const doc = parse(renderToStaticMarkup(<SlideView doc={slide} overlay={null} width={480} time={0} playing={false} />));
    expect(doc.querySelector('[data-overlay-view]')).toBeNull();
  });
});

describe('parseOverlay', () => {
  it('reads a stored overlay with the slide model and lays it on the given aspect', () => {
    const parsed = parseOverlay(JSON.parse(JSON.stringify(overlay)), '9:16');
    expect(parsed?.aspect).toBe('9:16');
    expect(parsed?.elements.map((e) => e.id)).toEqual(['logo', 'gone']);
    expect(overlayHasContent(parsed)).toBe(true);
  });

  it('gives null for no overlay and for what the model refuses (never drawn broken)', () => {
    expect(parseOverlay(null)).toBeNull();
    expect(parseOverlay(undefined)).toBeNull();
    expect(parseOverlay('logo')).toBeNull();
    expect(parseOverlay([1, 2])).toBeNull();
    expect(parseOverlay({ version: 1, elements: [{ id: 'x', type: 'nope' }] })).toBeNull();
    expect(parseOverlay(JSON.parse('{"version":1,"__proto__":{"polluted":true}}'))).toBeNull();
    expect(parseOverlay({ version: 99 })).toBeNull();
  });

  it('an empty or all-hidden overlay has nothing to draw', () => {
    expect(overlayHasContent(createOverlay())).toBe(false);
    expect(overlayHasContent({ ...overlay, elements: overlay.elements.filter((e) => e.hidden) })).toBe(false);
    expect(overlayHasContent(null)).toBe(false);
  });
});
