import { createSlide, type SlideDocument, type SlideElement } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import { alignElements, elementBounds, elementsInRect } from './geometry.ts';

const size = { width: 1920, height: 1080 };

function shape(id: string, x: number, y: number, extra: Partial<SlideElement> = {}): SlideElement {
  return {
    id,
    type: 'shape',
    shape: 'rectangle',
    x,
    y,
    width: 100,
    height: 50,
    rotation: 0,
    scale: 1,
    locked: false,
    hidden: false,
    editable: true,
    opacity: 1,
    fill: '#2E96F4',
    stroke: '#000000',
    strokeWidth: 0,
    cornerRadius: 0,
    ...extra,
  } as SlideElement;
}

function doc(...elements: SlideElement[]): SlideDocument {
  return { ...createSlide('16:9'), elements };
}

describe('elementBounds', () => {
  it('is the box itself without rotation or scale', () => {
    expect(elementBounds(shape('a', 10, 20))).toEqual({ left: 10, top: 20, right: 110, bottom: 70 });
  });
  it('swaps width and height at 90 degrees and scales around the centre', () => {
    const b = elementBounds(shape('a', 0, 0, { rotation: 90, scale: 2 }));
    expect(b.left).toBeCloseTo(0);
    expect(b.right).toBeCloseTo(100);
    expect(b.top).toBeCloseTo(-75);
    expect(b.bottom).toBeCloseTo(125);
  });
});

describe('alignElements', () => {
  it('aligns one element to each edge and the centre of the page', () => {
    const d = doc(shape('a', 300, 200));
    const at = (alignment: Parameters<typeof alignElements>[2]) => alignElements(d, ['a'], alignment, 'page', size).elements[0];
    expect(at('left')?.x).toBe(0);
    expect(at('right')?.x).toBe(1820);
    expect(at('center')?.x).toBe(910);
    expect(at('top')?.y).toBe(0);
    expect(at('bottom')?.y).toBe(1030);
    expect(at('middle')?.y).toBe(515);
  });
  it('aligns a multi-selection to each other (their common bounds)', () => {
    const d = doc(shape('a', 300, 200), shape('b', 600, 500), shape('c', 50, 50));
    const out = alignElements(d, ['a', 'b'], 'left', 'selection', size);
    expect(out.elements.map((e) => e.x)).toEqual([300, 300, 50]);
    const bottom = alignElements(d, ['a', 'b'], 'bottom', 'selection', size);
    expect(bottom.elements.map((e) => e.y)).toEqual([500, 500, 50]);
  });
  it('never moves locked elements (spec 5) and returns the same document when nothing moves', () => {
    const d = doc(shape('a', 300, 200, { locked: true }));
    expect(alignElements(d, ['a'], 'left', 'page', size)).toBe(d);
    const e = doc(shape('a', 0, 0));
    expect(alignElements(e, ['a'], 'left', 'page', size)).toBe(e);
  });
});

describe('elementsInRect', () => {
  it('selects the visible elements the rectangle touches, in any drag direction', () => {
    const d = doc(shape('a', 0, 0), shape('b', 500, 500), shape('c', 520, 510, { hidden: true }));
    expect(elementsInRect(d, { left: 600, top: 600, right: 50, bottom: 10 })).toEqual(['a', 'b']);
    expect(elementsInRect(d, { left: 200, top: 200, right: 300, bottom: 300 })).toEqual([]);
  });
});
