import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createElement, createSlide, parseSlide } from '../model/index.ts';
import {
  animationStyle,
  configureSanitizer,
  effectsLeadMs,
  fontFaceCss,
  polygonPoints,
  registerWidget,
  SlideView,
  sanitizeHtml,
  sanitizeStyle,
  shapePoints,
  slideAnimationStyle,
  transitionStyle,
  unregisterWidget,
} from './index.ts';

const base = { x: 100, y: 50, width: 400, height: 200 };

function everyElementDoc() {
  return parseSlide({
    version: 1,
    aspect: '16:9',
    background: { type: 'color', color: '#123456' },
    elements: [
      {
        ...base,
        id: 't',
        type: 'text',
        html: '<p>Hi <strong>there</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
        fontId: 'lato',
        fontSize: 64,
        color: '#FF0000',
        rotation: 15,
      },
      { ...base, id: 'i', type: 'image', mediaId: 'm1', url: '/media/a.png', fit: 'contain' },
      { ...base, id: 'v', type: 'video', mediaId: 'm2', url: '/media/b.mp4', muted: true, loop: true },
      { ...base, id: 's1', type: 'shape', shape: 'hexagon', fill: '#00FF00', strokeWidth: 4 },
      { ...base, id: 's2', type: 'shape', shape: 'rectangle', fill: null, cornerRadius: 12, strokeWidth: 2 },
      { ...base, id: 's3', type: 'shape', shape: 'circle' },
      { ...base, id: 'w', type: 'web', url: 'https://example.com/page' },
      {
        ...base,
        id: 'm',
        type: 'menu',
        title: 'Drinks',
        currency: '€',
        items: [
          { name: 'Tea', price: 2, category: 'Hot' },
          { name: 'Lemonade <b>', description: 'Fresh', price: 3.5, category: 'Cold' },
        ],
      },
      { ...base, id: 'g1', type: 'widget', widget: 'clock-test', props: { label: 'Hello widget' } },
      { ...base, id: 'g2', type: 'widget', widget: 'nonexistent', props: {} },
      { ...base, id: 'h', type: 'shape', shape: 'star5', hidden: true },
    ],
  });
}

beforeAll(() => {
  configureSanitizer(new JSDOM('').window as never);
});

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">j</a><a href="https://ok.example/">ok</a><iframe src="https://x"></iframe></p>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|<img|<iframe/i);
    expect(out).toContain('<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(out).toContain('>j</a>');
  });

  it('keeps the allowed subset and filters inline styles', () => {
    const out = sanitizeHtml(
      '<p><span style="color: #FF0000; font-size: 40px; background-image: url(javascript:x); position: fixed">red</span><em>e</em><u>u</u><br></p>',
    );
    expect(out).toBe('<p><span style="color: #FF0000; font-size: 40px">red</span><em>e</em><u>u</u><br></p>');
    expect(sanitizeStyle('font-family: expression(alert(1)); font-weight: bold')).toBe('font-weight: bold');
    expect(sanitizeStyle('color: red')).toBe('');
  });

  it('turns contentEditable <div> lines into paragraphs', () => {
    expect(sanitizeHtml('one<div>two</div><div><br></div>')).toBe('one<p>two</p><p><br></p>');
  });

  it('drops data: and relative links', () => {
    expect(sanitizeHtml('<a href="data:text/html,x">d</a><a href="/x">r</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">d</a><a target="_blank" rel="noopener noreferrer">r</a>',
    );
  });
});

describe('shapes', () => {
  it('regular polygons have n vertices, first at top centre', () => {
    const hex = shapePoints('hexagon', 200, 100)!;
    expect(hex).toHaveLength(6);
    expect(hex[0]).toEqual([100, 0]);
    expect(shapePoints('decagon', 10, 10)).toHaveLength(10);
    expect(shapePoints('rhombus', 100, 50)).toEqual([
      [50, 0],
      [100, 25],
      [50, 50],
      [0, 25],
    ]);
  });
  it('triangle fills its box', () => {
    expect(shapePoints('triangle', 100, 80)).toEqual([
      [50, 0],
      [100, 80],
      [0, 80],
    ]);
  });
  it('stars alternate outer and inner radius', () => {
    const star = shapePoints('star5', 100, 100)!;
    expect(star).toHaveLength(10);
    expect(star[0]).toEqual([50, 0]);
    const xs = star.map((p) => p[0]);
    const ys = star.map((p) => p[1]);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([0, 100, 0, 100]);
    // inner vertices lie closer to the centre than outer ones
    const c = [50, 50 * (1 / 0.9045)] as const;
    const dist = ([x, y]: readonly [number, number]) => Math.hypot(x - c[0], y - c[1]);
    expect(dist(star[1]!)).toBeLessThan(dist(star[0]!) * 0.6);
    for (const n of [3, 4, 6, 7]) expect(shapePoints(`star${n}` as 'star3', 10, 10)).toHaveLength(n * 2);
  });
  it('rectangle and circle use native SVG', () => {
    expect(shapePoints('rectangle', 1, 1)).toBeNull();
    expect(shapePoints('circle', 1, 1)).toBeNull();
    expect(polygonPoints(4, 2, 2)).toHaveLength(4);
  });
});

describe('animationStyle', () => {
  const fade = { effect: 'fade', speed: 'slow', beginAfter: 1, beginBefore: 2, repeat: 0, mode: 'both' } as const;
  it('is at rest without animation', () => {
    expect(animationStyle(undefined, 500, 10)).toEqual({ transform: '', opacity: 1 });
  });
  it('fade entry: hidden before begin, halfway, at rest after', () => {
    expect(animationStyle(fade, 0, 10).opacity).toBe(0);
    const mid = animationStyle(fade, 1500, 10).opacity;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1);
    expect(animationStyle(fade, 2500, 10)).toEqual({ transform: '', opacity: 1 });
  });
  it('fade exit ends beginBefore seconds before the end and stays hidden', () => {
    expect(animationStyle(fade, 6900, 10).opacity).toBe(1);
    const mid = animationStyle(fade, 7500, 10).opacity;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1);
    expect(animationStyle(fade, 8000, 10).opacity).toBe(0);
    expect(animationStyle(fade, 9999, 10).opacity).toBe(0);
  });
  it('fast speed halves the cycle', () => {
    const fast = { ...fade, speed: 'fast' as const, beginAfter: 0, mode: 'entry' as const };
    expect(animationStyle(fast, 500, 10)).toEqual({ transform: '', opacity: 1 });
    expect(animationStyle({ ...fast, speed: 'slow' }, 500, 10).opacity).toBeLessThan(1);
  });
  it('slide, zoom, spin produce transforms during entry', () => {
    const a = { ...fade, beginAfter: 0, mode: 'entry' as const };
    expect(animationStyle({ ...a, effect: 'slide' }, 0, 10).transform).toBe('translateX(-100%)');
    expect(animationStyle({ ...a, effect: 'zoom' }, 0, 10).transform).toBe('scale(0)');
    expect(animationStyle({ ...a, effect: 'spin' }, 250, 10).transform).toMatch(/^rotate\(-\d+(\.\d+)?deg\) scale\(0\.\d+\)$/);
    expect(animationStyle({ ...a, effect: 'rise' }, 1000, 10)).toEqual({ transform: '', opacity: 1 });
  });
  it('emphasis effects repeat forever and never hide the element', () => {
    const pulse = { effect: 'pulse', speed: 'slow', beginAfter: 0, beginBefore: 0, repeat: 'forever', mode: 'entry' } as const;
    expect(animationStyle(pulse, 0, 10).transform).toBe('scale(1)');
    expect(animationStyle(pulse, 500, 10).transform).toBe('scale(1.12)');
    expect(animationStyle(pulse, 7500, 10).transform).toBe('scale(1.12)');
    expect(animationStyle({ ...pulse, effect: 'glow' }, 500, 10).filter).toBe('drop-shadow(0 0 24px #FFFFFF)');
    expect(animationStyle({ ...pulse, effect: 'wiggle', repeat: 0 }, 5000, 10)).toEqual({ transform: '', opacity: 1 });
  });
  it('repeat counts cycles', () => {
    const twice = { ...fade, beginAfter: 0, mode: 'entry' as const, repeat: 1 };
    expect(animationStyle(twice, 1000, 10).opacity).toBe(0);
    expect(animationStyle(twice, 2000, 10).opacity).toBe(1);
  });
});

describe('effects begin once the transition has finished', () => {
  const slide = (style: 'none' | 'StyleOne', durationMs: number, duration = 10) => ({ duration, animation: { style, durationMs } });
  const fade = { effect: 'fade', speed: 'slow', beginAfter: 1, beginBefore: 2, repeat: 0, mode: 'both' } as const;
  it('waits for the transition, not for a cut, nor for a transition as long as the slide', () => {
    expect(effectsLeadMs(slide('StyleOne', 600))).toBe(600);
    expect(effectsLeadMs(slide('none', 600))).toBe(0);
    expect(effectsLeadMs(slide('StyleOne', 1000, 1))).toBe(0);
    expect(effectsLeadMs(slide('StyleOne', 900, 1))).toBe(900);
  });
  it('entry and beginAfter count from the end of the transition; the exit stays anchored to the slide end', () => {
    // beginAfter 1 s after a 600-ms transition: still hidden at 1.5 s, halfway at 2.1 s, at rest at 2.6 s.
    expect(slideAnimationStyle(fade, 1500, 10, 600).opacity).toBe(0);
    expect(slideAnimationStyle(fade, 2100, 10, 600)).toEqual(animationStyle(fade, 1500, 10));
    expect(slideAnimationStyle(fade, 2600, 10, 600)).toEqual({ transform: '', opacity: 1 });
    for (const t of [6900, 7500, 8000, 9999]) expect(slideAnimationStyle(fade, t, 10, 600)).toEqual(animationStyle(fade, t, 10));
  });
  it('the renderer holds an element at its first frame during the transition', () => {
    const doc = parseSlide({
      version: 1,
      aspect: '16:9',
      duration: 10,
      animation: { style: 'StyleOne', durationMs: 600 },
      background: { type: 'color', color: '#000000' },
      elements: [{ ...base, id: 'r', type: 'shape', shape: 'rectangle', fill: '#FF0000', animation: { ...fade, beginAfter: 0 } }],
    });
    const opacityAt = (time: number, d = doc) => {
      const html = renderToStaticMarkup(<SlideView doc={d} width={960} time={time} playing />);
      const inner = new JSDOM(html).window.document.querySelector('[data-element-id="r"] > div') as HTMLElement;
      return inner.style.opacity === '' ? 1 : Number(inner.style.opacity);
    };
    expect(opacityAt(500)).toBe(0);
    expect(opacityAt(1100)).toBeGreaterThan(0);
    expect(opacityAt(1100)).toBeLessThan(1);
    expect(opacityAt(500, { ...doc, animation: { style: 'none', durationMs: 600 } })).toBeGreaterThan(0);
  });
});

describe('transitionStyle', () => {
  it('StyleOne cross-fades', () => {
    expect(transitionStyle('StyleOne', 0)).toEqual({ incoming: { opacity: 0 }, outgoing: {} });
    expect(transitionStyle('StyleOne', 1)).toEqual({ incoming: { opacity: 1 }, outgoing: {} });
  });
  it('StyleTwo pushes, StyleThree zooms, StyleFour wipes', () => {
    expect(transitionStyle('StyleTwo', 0).incoming.transform).toBe('translateX(100%)');
    expect(transitionStyle('StyleTwo', 1).outgoing.transform).toBe('translateX(-100%)');
    expect(transitionStyle('StyleThree', 0).incoming).toEqual({ transform: 'scale(0.8)', opacity: 0 });
    expect(transitionStyle('StyleFour', 0).incoming.clipPath).toBe('inset(0 100% 0 0)');
    expect(transitionStyle('StyleFour', 1).incoming.clipPath).toBe('inset(0 0% 0 0)');
  });
});

describe('SlideView (server-side markup)', () => {
  registerWidget('clock-test', {
    schema: z.object({ label: z.string() }),
    defaults: { label: 'default' },
    render: ({ props, time }) => (
      <span data-test-widget="">
        {props.label} @ {time}
      </span>
    ),
  });

  let html = '';
  beforeAll(() => {
    html = renderToStaticMarkup(<SlideView doc={everyElementDoc()} width={960} time={1234} playing={false} />);
  });

  it('scales the 1920×1080 canvas to the requested width', () => {
    expect(html).toContain('width:960px;height:540px');
    expect(html).toContain('width:1920px;height:1080px;transform:scale(0.5)');
    expect(html).toContain('background:#123456');
  });

  it('positions elements by left/top, with rotate and scale only when they are set', () => {
    expect(html).toContain('left:100px;top:50px');
    expect(html).toContain('transform:rotate(15deg) scale(1)');
  });

  it('gives an unrotated, unscaled element no transform (fewer paint chunks on busy slides)', () => {
    const flat = renderToStaticMarkup(
      <SlideView
        doc={{
          ...createSlide('16:9'),
          elements: [createElement({ id: 's', type: 'shape', shape: 'rectangle', x: 5, y: 6, width: 10, height: 10 })],
        }}
        width={192}
        time={0}
        playing={false}
      />,
    );
    expect(flat).toMatch(
      /data-element-id="s" style="position:absolute;left:5px;top:6px;width:10px;height:10px;transform-origin:center center/,
    );
  });

  it('renders sanitized text in the catalogue font', () => {
    expect(html).toContain('<p>Hi <strong>there</strong></p>');
    expect(html).not.toMatch(/onerror|<script|alert\(2\)/);
    expect(html).toContain('font-family:&#x27;Lato&#x27;, sans-serif');
    expect(html).toContain('font-size:64px');
  });

  it('renders image, video, shapes, menu and widgets', () => {
    expect(html).toMatch(/<img data-element-type="image" src="\/media\/a.png"[^>]*object-fit:contain/);
    expect(html).toMatch(/<video data-element-type="video" src="\/media\/b.mp4"[^>]*loop=""/);
    expect(html).not.toMatch(/<video[^>]*autoplay/i);
    expect(html).toMatch(
      /<svg data-element-type="shape" data-shape="hexagon"[^>]*><polygon points="200,0 400,50 400,150 200,200 0,150 0,50"/,
    );
    expect(html).toMatch(/<rect[^>]*rx="12"[^>]*fill="none"/);
    expect(html).toContain('<ellipse');
    expect(html).toContain('data-menu-style="classic"');
    expect(html).toContain('Drinks');
    expect(html).toContain('€3.50');
    expect(html).toContain('Lemonade &lt;b&gt;');
    expect(html).toContain('Hello widget @ 1234');
    expect(html).toMatch(/data-widget-placeholder=""[^>]*>nonexistent</);
  });

  it('does not render hidden elements', () => {
    expect(html).not.toContain('data-element-id="h"');
    expect(html).not.toContain('star5');
  });

  it('web elements are sandboxed without allow-same-origin', () => {
    const iframes = html.match(/<iframe[^>]*>/g) ?? [];
    expect(iframes).toHaveLength(1);
    expect(iframes[0]).toContain('sandbox="allow-scripts"');
    expect(iframes[0]).toContain('referrerPolicy="no-referrer"');
    expect(iframes[0]).toContain('src="https://example.com/page"');
    expect(html).not.toContain('allow-same-origin');
  });

  it('autoplays video while playing and is deterministic for equal inputs', () => {
    const doc = everyElementDoc();
    const playing = renderToStaticMarkup(<SlideView doc={doc} width={960} time={0} playing />);
    expect(playing).toMatch(/<video[^>]*autoPlay=""/);
    expect(renderToStaticMarkup(<SlideView doc={doc} width={480} time={2000} playing={false} />)).toBe(
      renderToStaticMarkup(<SlideView doc={doc} width={480} time={2000} playing={false} />),
    );
  });

  it('portrait slides scale by width', () => {
    const out = renderToStaticMarkup(<SlideView doc={parseSlide({ version: 1, aspect: '9:16' })} width={270} time={0} playing={false} />);
    expect(out).toContain('width:270px;height:480px');
    expect(out).toContain('background:#FFFFFF');
  });

  it('applies object animations from time unless animate is false', () => {
    const doc = parseSlide({
      version: 1,
      elements: [{ ...base, id: 'a', type: 'shape', shape: 'circle', animation: { effect: 'fade', beginAfter: 1 } }],
    });
    expect(renderToStaticMarkup(<SlideView doc={doc} width={192} time={0} playing={false} />)).toContain('opacity:0');
    expect(renderToStaticMarkup(<SlideView doc={doc} width={192} time={0} playing={false} animate={false} />)).not.toContain('opacity:0');
  });

  it('falls back to the placeholder when widget props are invalid', () => {
    const doc = parseSlide({ version: 1, elements: [{ ...base, id: 'x', type: 'widget', widget: 'clock-test', props: { label: 5 } }] });
    expect(renderToStaticMarkup(<SlideView doc={doc} width={192} time={0} playing={false} />)).toContain('data-widget-placeholder');
    unregisterWidget('clock-test');
  });
});

describe('fonts', () => {
  it('fontFaceCss declares catalogue fonts (package or vendored) with swap display and skips unknown ids', () => {
    const css = fontFaceCss(['roboto', 'lobster', 'nope']);
    expect(css).toContain("font-family:'Roboto'");
    expect(css).toContain("font-family:'Lobster'");
    expect(css).toContain('font-display:swap');
    // Every vendored face: Roboto 400/500/600/700 normal and 400/700 italic; Lobster has one face.
    expect(css).toContain(
      "font-family:'Roboto';src:url('/fonts/roboto/roboto-latin-700-normal.woff2') format('woff2');font-weight:700;font-style:normal",
    );
    expect(css).toContain("roboto-latin-700-italic.woff2') format('woff2');font-weight:700;font-style:italic");
    expect(css.split('@font-face')).toHaveLength(1 + 6 + 1);
  });

  it('every catalogue family has its regular face first, and bold/italic where the family ships them', async () => {
    const { FONT_CATALOGUE, getFont } = await import('../model/index.ts');
    for (const f of FONT_CATALOGUE) expect(f.faces[0]).toEqual({ weight: 400, style: 'normal', url: f.url });
    expect(getFont('lato')?.faces.map((x) => `${x.weight}-${x.style}`)).toEqual(['400-normal', '400-italic', '700-italic', '700-normal']);
  });
});

describe('sanitizeSlideHtml', () => {
  it('sanitizes text elements and keeps unchanged documents identical', async () => {
    const { sanitizeSlideHtml } = await import('./index.ts');
    const doc = everyElementDoc();
    const clean = sanitizeSlideHtml(doc);
    expect(clean).not.toBe(doc);
    expect(clean.elements[0]).toMatchObject({ html: '<p>Hi <strong>there</strong></p>' });
    expect(clean.elements[1]).toBe(doc.elements[1]);
    expect(sanitizeSlideHtml(clean)).toBe(clean);
  });
});
