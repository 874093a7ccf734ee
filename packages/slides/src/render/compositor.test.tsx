import { JSDOM } from 'jsdom';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSlide } from '../model/index.ts';
import { SlideView } from './index.ts';

/** A DOM for react-dom, with `element.animate` recorded (jsdom has no Web Animations). */
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { pretendToBeVisual: true });
const handed: Array<{ id: string | null; at: number; currentTime: number }> = [];
const globals = globalThis as Record<string, unknown>;
const saved = { window: globals.window, document: globals.document, act: globals.IS_REACT_ACT_ENVIRONMENT };

beforeAll(() => {
  globals.window = dom.window;
  globals.document = dom.window.document;
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  dom.window.HTMLElement.prototype.animate = function (this: HTMLElement) {
    const entry = { id: this.parentElement?.getAttribute('data-element-id') ?? null, at: performance.now(), currentTime: 0 };
    handed.push(entry);
    return {
      set currentTime(v: number) {
        entry.currentTime = v;
      },
      cancel() {},
    } as unknown as Animation;
  };
});
afterAll(() => {
  globals.window = saved.window;
  globals.document = saved.document;
  globals.IS_REACT_ACT_ENVIRONMENT = saved.act;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('compositor motion', () => {
  it('hands an element animation to the compositor when the slide transition has finished, not before', async () => {
    const doc = parseSlide({
      version: 1,
      aspect: '16:9',
      duration: 10,
      animation: { style: 'StyleOne', durationMs: 300 },
      background: { type: 'color', color: '#000000' },
      elements: [
        {
          id: 'r',
          type: 'shape',
          shape: 'rectangle',
          x: 0,
          y: 0,
          width: 100,
          height: 100,
          fill: '#FF0000',
          animation: { effect: 'pulse', speed: 'slow', beginAfter: 0, beginBefore: 0, repeat: 'forever', mode: 'entry' },
        },
      ],
    });
    const root = createRoot(dom.window.document.getElementById('root') as HTMLElement);
    const mounted = performance.now();
    await act(async () => root.render(<SlideView doc={doc} width={960} time={0} playing motion="compositor" />));
    // During the transition the element stands still (its first frame, no animation on it).
    await sleep(150);
    expect(handed).toEqual([]);
    await sleep(400);
    expect(handed.map((h) => h.id)).toEqual(['r']);
    expect(handed[0]!.at - mounted).toBeGreaterThanOrEqual(290);
    // Handed over from the effects' own clock (the slide's time less the transition).
    expect(handed[0]!.currentTime).toBeLessThan(200);
    await act(async () => root.unmount());
  });
});
