import type { ManifestPlaylist } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { buildProgram } from './program.ts';

const image = { id: 'img', type: 'image', x: 0, y: 0, width: 100, height: 100, mediaId: '7', url: '/api/media/file/7/abc' };
const video = { id: 'vid', type: 'video', x: 0, y: 0, width: 100, height: 100, mediaId: '8', url: '/api/media/file/8/def' };

const playlist = (slides: ManifestPlaylist['slides'], overlay: ManifestPlaylist['overlay'] = null): ManifestPlaylist => ({
  id: 3,
  name: 'Lobby',
  version: 4,
  aspect: '16:9',
  overlay,
  slideAnimation: null,
  slides,
});

describe('buildProgram', () => {
  it('parses slides with the shared model and points media at local blob URLs', () => {
    const lookup = (id: string) => (id === '7' ? 'blob:local-7' : undefined);
    const p = buildProgram(
      playlist([
        {
          id: 11,
          duration: 8,
          slideData: {
            version: 1,
            elements: [image, video],
            background: { type: 'image', mediaId: '7', url: '/api/media/file/7/abc' },
            actions: { img: { type: 'popup', mediaId: '7', url: '/api/media/file/7/abc' } },
          },
        },
      ]),
      lookup,
    );
    expect(p.key).toBe('3@4');
    const [slide] = p.slides;
    expect(slide?.durationMs).toBe(8000);
    const els = slide?.doc.elements as { url?: string }[];
    expect(els[0]?.url).toBe('blob:local-7');
    // Not stored locally (yet): the server path stays.
    expect(els[1]?.url).toBe('/api/media/file/8/def');
    expect(slide?.doc.background).toMatchObject({ type: 'image', url: 'blob:local-7' });
    expect(slide?.doc.actions.img).toMatchObject({ type: 'popup', url: 'blob:local-7' });
    // Defaults filled by the model.
    expect(slide?.doc.animation).toEqual({ style: 'none', durationMs: 1000 });
  });

  it('skips slides the model refuses (unknown element, forbidden key) and falls back to the document duration', () => {
    const p = buildProgram(
      playlist([
        { id: 1, duration: 0, slideData: { version: 1, duration: 12 } },
        { id: 2, duration: 5, slideData: { version: 1, elements: [{ id: 'x', type: 'nope' }] } },
        { id: 3, duration: 5, slideData: JSON.parse('{"version":1,"__proto__":{"polluted":true}}') },
      ]),
      () => undefined,
    );
    expect(p.slides.map((s) => s.id)).toEqual([1]);
    expect(p.slides[0]?.durationMs).toBe(12_000);
  });

  it('carries the playlist overlay, parsed by the shared model, with its media made local', () => {
    const one = [{ id: 1, duration: 5, slideData: { version: 1 } }];
    const lookup = (id: string) => (id === '7' ? 'blob:local-7' : undefined);
    const p = buildProgram(playlist(one, { version: 1, elements: [image, { ...video, id: 'v2' }] }), lookup);
    expect(p.overlay?.elements.map((e) => (e as { url?: string }).url)).toEqual(['blob:local-7', '/api/media/file/8/def']);
    expect(p.overlay?.background).toEqual({ type: 'color', color: '#FFFFFF' });
  });

  it('has no overlay when the snapshot has none, it draws nothing, or the model refuses it', () => {
    const one = [{ id: 1, duration: 5, slideData: { version: 1 } }];
    const hidden = { ...image, hidden: true };
    for (const overlay of [
      null,
      { version: 1, elements: [] },
      { version: 1, elements: [hidden] },
      { version: 1, elements: [{ id: 'x', type: 'nope' }] },
      JSON.parse('{"version":1,"elements":[],"__proto__":{"polluted":true}}'),
      { logo: { x: 1 }, version: 1 },
    ])
      expect(buildProgram(playlist(one, overlay), () => undefined).overlay).toBeNull();
    // The slides play all the same.
    expect(buildProgram(playlist(one, { version: 1, elements: [{ id: 'x', type: 'nope' }] }), () => undefined).slides).toHaveLength(1);
  });
});
