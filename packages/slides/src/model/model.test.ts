import { describe, expect, it } from 'vitest';
import {
  ASPECT_RATIOS,
  canvasSize,
  clampLayerMove,
  createSlide,
  FONT_CATALOGUE,
  moveLayer,
  parseSlide,
  pushLastUsedFont,
  removeSlideReferences,
  SlideDocumentError,
  safeParseSlide,
  slideDocumentSchema,
} from './index.ts';

const base = { id: 'e1', x: 10, y: 20, width: 300, height: 200 };

function goodDoc() {
  return {
    version: 1,
    aspect: '16:9',
    background: { type: 'color', color: '#112233' },
    elements: [
      { ...base, type: 'text', html: '<p>Hello</p>', fontId: 'roboto', fontSize: 48, color: '#000000' },
      { ...base, id: 'e2', type: 'image', mediaId: 'm1', url: '/media/abc.png' },
      { ...base, id: 'e3', type: 'video', mediaId: 'm2', url: 'https://cdn.example.com/v.mp4', muted: false },
      { ...base, id: 'e4', type: 'shape', shape: 'star5', fill: '#FF0000' },
      { ...base, id: 'e5', type: 'web', url: 'https://example.com/' },
      { ...base, id: 'e6', type: 'menu', title: 'Lunch', items: [{ name: 'Soup', price: 4.5 }] },
      { ...base, id: 'e7', type: 'widget', widget: 'weather', props: { location: 'Oslo' } },
    ],
    duration: 15,
    animation: { style: 'StyleTwo', durationMs: 800 },
    actions: { e4: { type: 'jumpToSlide', targetSlideId: 's2' } },
  };
}

describe('slide document schema', () => {
  it('accepts a document with every element type and fills defaults', () => {
    const doc = parseSlide(goodDoc());
    expect(doc.elements).toHaveLength(7);
    const [text, , video, shape] = doc.elements;
    expect(text).toMatchObject({ rotation: 0, scale: 1, locked: false, hidden: false, editable: true, opacity: 1, align: 'left' });
    expect(video).toMatchObject({ muted: false, autoplay: true, loop: true });
    expect(shape).toMatchObject({ stroke: '#000000', strokeWidth: 0 });
  });

  it('fills a minimal document with defaults', () => {
    expect(parseSlide({ version: 1 })).toEqual(createSlide('16:9'));
  });

  it.each([
    ['bad colour', (d: any) => (d.background.color = 'red')],
    ['short colour', (d: any) => (d.background.color = '#fff')],
    ['javascript: web url', (d: any) => (d.elements[4].url = 'javascript:alert(1)')],
    ['data: image url', (d: any) => (d.elements[1].url = 'data:image/png;base64,AAAA')],
    ['protocol-relative media url', (d: any) => (d.elements[1].url = '//evil.example/x.png')],
    ['unknown element key', (d: any) => (d.elements[0].onclick = 'x')],
    ['unknown top-level key', (d: any) => (d.extra = 1)],
    ['infinite number', (d: any) => (d.elements[0].x = Number.POSITIVE_INFINITY)],
    ['NaN', (d: any) => (d.elements[0].width = Number.NaN)],
    ['duration 0', (d: any) => (d.duration = 0)],
    ['duration too long', (d: any) => (d.duration = 86_401)],
    ['unknown font', (d: any) => (d.elements[0].fontId = 'comic-sans')],
    ['unknown shape', (d: any) => (d.elements[3].shape = 'star8')],
    ['duplicate element id', (d: any) => (d.elements[1].id = 'e1')],
    ['action for unknown element', (d: any) => (d.actions.nope = { type: 'jumpToSlide', targetSlideId: 's2' })],
    ['bad aspect', (d: any) => (d.aspect = '5:4')],
    ['newer version', (d: any) => (d.version = 2)],
  ])('rejects %s', (_name, mutate) => {
    const doc = goodDoc();
    mutate(doc);
    expect(safeParseSlide(doc).success).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('rejects a %s key anywhere', (key) => {
    const json = JSON.stringify(goodDoc()).replace('"location":"Oslo"', `"${key}":{"polluted":true}`);
    const parsed = JSON.parse(json);
    expect(() => parseSlide(parsed)).toThrow(SlideDocumentError);
    const inActions = JSON.parse(`{"version":1,"actions":{"${key}":{"type":"jumpToSlide","targetSlideId":"s"}}}`);
    expect(safeParseSlide(inActions).success).toBe(false);
    expect(({} as any).polluted).toBeUndefined();
  });

  it('is usable as a zod schema in contracts', () => {
    expect(slideDocumentSchema.safeParse(goodDoc()).success).toBe(true);
    expect(slideDocumentSchema.safeParse({ version: 1, background: { type: 'color', color: 'blue' } }).success).toBe(false);
  });
});

describe('migrations', () => {
  it('migrates v0 (bg string, no hidden flag, no version) to v1', () => {
    const v0 = {
      bg: '#abcdef',
      aspect: '9:16',
      elements: [{ ...base, type: 'shape', shape: 'circle', fill: '#00FF00' }],
      duration: 5,
    };
    const doc = parseSlide(v0);
    expect(doc.version).toBe(1);
    expect(doc.background).toEqual({ type: 'color', color: '#ABCDEF' });
    expect(doc.elements[0]).toMatchObject({ hidden: false, shape: 'circle' });
    expect(doc.aspect).toBe('9:16');
    expect('bg' in doc).toBe(false);
  });

  it('v0 with an invalid bg colour fails validation', () => {
    expect(safeParseSlide({ version: 0, bg: 'url(x)' }).success).toBe(false);
  });
});

describe('canvasSize', () => {
  it.each([
    ['16:9', 1920, 1080],
    ['16:10', 1920, 1200],
    ['4:3', 1920, 1440],
    ['9:16', 1080, 1920],
    ['10:16', 1200, 1920],
    ['3:4', 1440, 1920],
  ] as const)('%s → %i×%i', (aspect, width, height) => {
    expect(canvasSize(aspect)).toEqual({ width, height });
  });
  it('custom pixels keep the ratio with a 1920 long side', () => {
    expect(canvasSize({ custom: { width: 3840, height: 400 } })).toEqual({ width: 1920, height: 200 });
    expect(canvasSize({ custom: { width: 768, height: 1366 } })).toEqual({ width: 1079, height: 1920 });
    expect(canvasSize({ custom: { width: 500, height: 500 } })).toEqual({ width: 1920, height: 1920 });
  });
  it('lists six presets', () => expect(ASPECT_RATIOS).toHaveLength(6));
});

describe('fonts', () => {
  it('catalogue has about 70 unique fonts', () => {
    expect(FONT_CATALOGUE.length).toBeGreaterThanOrEqual(65);
    expect(new Set(FONT_CATALOGUE.map((f) => f.id)).size).toBe(FONT_CATALOGUE.length);
    expect(FONT_CATALOGUE.every((f) => f.url === '' || f.url.startsWith('/fonts/'))).toBe(true);
  });
  it('last-used: newest first, no duplicates, at most 5', () => {
    let list: string[] = [];
    for (const id of ['a', 'b', 'c', 'b', 'd', 'e', 'f']) list = pushLastUsedFont(list, id);
    expect(list).toEqual(['f', 'e', 'd', 'b', 'c']);
    expect(pushLastUsedFont(list, 'c')).toEqual(['c', 'f', 'e', 'd', 'b']);
  });
});

describe('parseLastUsedFonts', () => {
  it('reads stored JSON defensively', async () => {
    const { parseLastUsedFonts } = await import('./index.ts');
    expect(parseLastUsedFonts(null)).toEqual([]);
    expect(parseLastUsedFonts('not json')).toEqual([]);
    expect(parseLastUsedFonts('{"a":1}')).toEqual([]);
    expect(parseLastUsedFonts('["lato","nope","lato",3,"roboto","oswald","inter","anton","lobster"]')).toEqual([
      'lato',
      'roboto',
      'oswald',
      'inter',
      'anton',
    ]);
  });
});

describe('removeSlideReferences', () => {
  it('drops jump-to actions and hot corners pointing at the deleted slide, keeps the rest', () => {
    const a = parseSlide({
      ...goodDoc(),
      actions: {
        e4: { type: 'jumpToSlide', targetSlideId: 'gone' },
        e2: { type: 'jumpToSlide', targetSlideId: 'other' },
        e1: { type: 'popup', mediaId: 'm', url: '/media/x.png' },
      },
      hotCorners: { topLeft: 'gone', bottomRight: 'other' },
    });
    const b = createSlide();
    const [a2, b2] = removeSlideReferences([a, b], 'gone');
    expect(Object.keys(a2!.actions).sort()).toEqual(['e1', 'e2']);
    expect(a2!.hotCorners).toEqual({ bottomRight: 'other' });
    expect(b2).toBe(b);
    expect(a.actions.e4).toBeDefined();
  });
});

describe('layers', () => {
  it('clampLayerMove clamps between bottom and top', () => {
    expect(clampLayerMove(2, 1, 5)).toBe(3);
    expect(clampLayerMove(4, 1, 5)).toBe(4);
    expect(clampLayerMove(0, -1, 5)).toBe(0);
    expect(clampLayerMove(1, Number.POSITIVE_INFINITY, 5)).toBe(4);
    expect(clampLayerMove(3, Number.NEGATIVE_INFINITY, 5)).toBe(0);
    expect(clampLayerMove(0, 1, 0)).toBe(0);
  });
  it('moveLayer reorders', () => {
    expect(moveLayer(['a', 'b', 'c'], 0, 5)).toEqual(['b', 'c', 'a']);
    expect(moveLayer(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  });
});

describe('isBlankTextHtml and createElement', () => {
  it('detects text elements with only newlines', async () => {
    const { isBlankTextHtml } = await import('./index.ts');
    expect(isBlankTextHtml('<p><br></p>')).toBe(true);
    expect(isBlankTextHtml('\n')).toBe(true);
    expect(isBlankTextHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankTextHtml('<p>x</p>')).toBe(false);
  });
  it('createElement fills defaults', async () => {
    const { createElement } = await import('./index.ts');
    expect(createElement({ id: 'a', type: 'web', x: 0, y: 0, width: 10, height: 10, url: 'https://a.example' })).toMatchObject({
      rotation: 0,
      hidden: false,
    });
    expect(() => createElement({ id: 'a', type: 'web', x: 0, y: 0, width: 10, height: 10, url: 'ftp://a' })).toThrow();
  });
});
