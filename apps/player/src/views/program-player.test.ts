import { parseSlide } from '@signage/slides/model';
import { JSDOM } from 'jsdom';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Program } from '../playback/program.ts';
import { ProgramPlayer } from './ProgramPlayer.tsx';

/**
 * The playlist overlay on a screen (docs/player.md, "Playlist overlay"): mounted once above the slide
 * layers and kept across slide changes, under popups, messages and alerts. Played in jsdom with a
 * clock the test moves (shapes only: nothing to load, every layer is ready at once).
 */
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { pretendToBeVisual: true });
const globals = globalThis as Record<string, unknown>;
const names = ['window', 'document', 'HTMLElement', 'CustomEvent', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;
const saved = Object.fromEntries([...names, 'IS_REACT_ACT_ENVIRONMENT'].map((n) => [n, globals[n]]));

beforeAll(() => {
  globals.window = dom.window;
  globals.document = dom.window.document;
  globals.HTMLElement = dom.window.HTMLElement;
  globals.CustomEvent = dom.window.CustomEvent;
  globals.requestAnimationFrame = dom.window.requestAnimationFrame.bind(dom.window);
  globals.cancelAnimationFrame = dom.window.cancelAnimationFrame.bind(dom.window);
  globals.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  for (const [n, v] of Object.entries(saved)) globals[n] = v;
});

const shape = (id: string, fill: string) => ({ id, type: 'shape', shape: 'rectangle', x: 0, y: 0, width: 200, height: 100, fill });
const slide = (id: number, fill: string) => ({
  id,
  durationMs: 1000,
  doc: parseSlide({ version: 1, aspect: '16:9', elements: [shape(`s${id}`, fill)], duration: 1 }),
});
const overlay = parseSlide({
  version: 1,
  aspect: '16:9',
  elements: [{ ...shape('logo', '#123456'), x: 1700, y: 40 }],
});
const program = (over: Partial<Program> = {}): Program => ({
  playlistId: 5,
  version: 1,
  key: '5@1',
  slides: [slide(1, '#FF0000'), slide(2, '#00FF00')],
  overlay,
  ...over,
});

let now = 0;
/** The version on screen, as the player reports it. */
let playingVersion = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function mount(p: Program | null) {
  const host = dom.window.document.getElementById('root') as HTMLElement;
  const root = createRoot(host);
  const props = (q: Program | null) =>
    createElement(ProgramPlayer, {
      program: q,
      width: 1920,
      height: 1080,
      interactive: false,
      mediaMime: () => undefined,
      onEnded: () => undefined,
      onPlaying: (p) => {
        playingVersion = p?.version ?? 0;
      },
      clock: () => now,
    });
  await act(async () => root.render(props(p)));
  return { host, root, rerender: (q: Program | null) => act(async () => root.render(props(q))) };
}

/** Moves the clock and lets the player's loop (a timer of at most 250 ms) see it. */
async function advance(host: HTMLElement, ms: number, until: () => boolean) {
  now += ms;
  for (let i = 0; i < 40 && !until(); i++) await act(() => sleep(30));
  expect(until()).toBe(true);
  void host;
}

describe('ProgramPlayer: the playlist overlay', () => {
  let mounted: { host: HTMLElement; root: Root; rerender: (q: Program | null) => Promise<void> };

  it('draws the overlay above the slide layers and keeps the same node across a slide change', async () => {
    now = 0;
    mounted = await mount(program());
    const { host } = mounted;
    const current = () => host.querySelector('[data-layer="current"]')?.getAttribute('data-slide-id');
    await advance(host, 0, () => current() === '1');
    const layer = host.querySelector('[data-playlist-overlay]') as HTMLElement;
    expect(layer).not.toBeNull();
    expect(layer.style.zIndex).toBe('10');
    expect(layer.style.pointerEvents).toBe('none');
    // Not inside a slide layer: a transition never moves or fades it.
    expect(layer.closest('[data-layer]')).toBeNull();
    const logo = layer.querySelector('[data-element-id="logo"]');
    expect(logo).not.toBeNull();

    await advance(host, 1100, () => current() === '2');
    expect(host.querySelector('[data-playlist-overlay]')).toBe(layer);
    expect(layer.querySelector('[data-element-id="logo"]')).toBe(logo);
    await advance(host, 1100, () => current() === '1');
    expect(layer.querySelector('[data-element-id="logo"]')).toBe(logo);
  });

  it('keeps the node when a new version of the playlist brings the same overlay, and goes when the overlay does', async () => {
    const { host, rerender } = mounted;
    const logo = host.querySelector('[data-playlist-overlay] [data-element-id="logo"]');
    await rerender(program({ version: 2, key: '5@2', overlay: { ...overlay } }));
    await advance(host, 1100, () => playingVersion === 2);
    expect(host.querySelector('[data-playlist-overlay] [data-element-id="logo"]')).toBe(logo);
    await rerender(program({ version: 3, key: '5@3', overlay: null }));
    await advance(host, 1100, () => host.querySelector('[data-playlist-overlay]') === null);
    expect(host.querySelector('[data-layer="current"]')).not.toBeNull();
    await act(async () => mounted.root.unmount());
  });
});
