import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSlide } from '../model/index.ts';
import { failedFonts, fontState, loadFonts } from './fonts.ts';
import { SLIDE_RESET_CSS, SlideView } from './SlideView.tsx';

/** A document.fonts and FontFace stand-in: faces whose url matches `never` never load, `fail` reject. */
function fakeFonts({ never = /$^/, fail = /$^/ } = {}) {
  const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
  class FakeFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {
      added.push({ family, source, descriptors });
    }
    load() {
      if (never.test(this.source)) return new Promise(() => undefined);
      return fail.test(this.source) ? Promise.reject(new Error('404')) : Promise.resolve(this);
    }
  }
  vi.stubGlobal('FontFace', FakeFace);
  const doc = { fonts: { add: () => undefined } } as unknown as Document;
  return { doc, added };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadFonts: the one font mechanism', () => {
  it('registers every vendored face of a family with its weight and style', async () => {
    const { doc, added } = fakeFonts();
    await loadFonts(['lato'], doc);
    expect(added.map((f) => `${f.family} ${f.descriptors.weight} ${f.descriptors.style}`).sort()).toEqual([
      'Lato 400 italic',
      'Lato 400 normal',
      'Lato 700 italic',
      'Lato 700 normal',
    ]);
    expect(fontState('lato')).toBe('loaded');
  });

  it('gives up on a font that is not coming after the bounded wait and reports it', async () => {
    vi.useFakeTimers();
    const { doc } = fakeFonts({ never: /oswald-latin-700/ });
    let settled = false;
    void loadFonts(['oswald'], doc, '', 4000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(3900);
    expect(settled).toBe(false);
    expect(fontState('oswald')).toBe('loading');
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
    expect(fontState('oswald')).toBe('failed');
    expect(failedFonts()).toContain('oswald');
  });

  it('marks a family failed when a face cannot be fetched', async () => {
    const { doc } = fakeFonts({ fail: /pacifico/ });
    await loadFonts(['pacifico'], doc);
    expect(fontState('pacifico')).toBe('failed');
  });
});

describe('slide typography', () => {
  it('the slide root sets its own typography, so nothing inherits from the host page', () => {
    const html = renderToStaticMarkup(<SlideView doc={createSlide()} width={192} time={0} playing={false} />);
    const root = /<div data-slide-canvas="" style="([^"]*)"/.exec(html)?.[1] ?? '';
    for (const decl of [
      'font-weight:400',
      'font-style:normal',
      'line-height:normal',
      'letter-spacing:normal',
      'word-spacing:normal',
      'text-transform:none',
      'text-rendering:auto',
      'white-space:normal',
      'font-family:&#x27;Roboto&#x27;, sans-serif',
    ])
      expect(root).toContain(decl);
    expect(html).toContain(SLIDE_RESET_CSS.replace(/>/g, '&gt;'));
  });
});
