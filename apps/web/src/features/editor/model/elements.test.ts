import { createElement } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import { cascade, createMenu, createShape, createText } from './elements.ts';

const size = { width: 1920, height: 1080 };

describe('createMenu', () => {
  it('is a valid menu element centred on the canvas', () => {
    const menu = createMenu(size, 'en');
    expect(createElement(menu)).toEqual(menu);
    expect(menu.x + menu.width / 2).toBeCloseTo(size.width / 2, 0);
    expect(menu.y + menu.height / 2).toBeCloseTo(size.height / 2, 0);
    expect(menu.height).toBeLessThanOrEqual(size.height * 0.6 + 1);
  });

  it('starts with a title, two categories and priced items', () => {
    const menu = createMenu(size, 'en');
    expect(menu.title).toBe('Menu');
    expect(new Set(menu.items.map((i) => i.category)).size).toBe(2);
    expect(menu.items.length).toBeGreaterThanOrEqual(3);
    expect(menu.items.every((i) => i.price > 0 && i.name)).toBe(true);
  });

  it('speaks the editor language, falling back to English', () => {
    expect(createMenu(size, 'es').title).toBe('Menú');
    expect(createMenu(size, 'fr').items[0]?.category).toBe('Boissons');
    expect(createMenu(size, 'sv-SE').title).toBe('Meny');
    expect(createMenu(size, 'de').title).toBe('Menu');
  });

  it('gives each menu its own id and item list', () => {
    const a = createMenu(size, 'en');
    const b = createMenu(size, 'en');
    expect(a.id).not.toBe(b.id);
    expect(a.items).not.toBe(b.items);
  });
});

describe('cascade', () => {
  it('leaves the first element where it was asked for, and moves each next one down and to the right', () => {
    const first = createText(size, 'One');
    expect(cascade(first, [], size)).toEqual(first);
    const second = cascade(createText(size, 'Two'), [first], size);
    expect(second.x - first.x).toBe(48);
    expect(second.y - first.y).toBe(48);
    const third = cascade(createText(size, 'Three'), [first, second], size);
    expect([third.x - first.x, third.y - first.y]).toEqual([96, 96]);
  });

  it('goes up and to the left once down and right would leave the canvas, and never stacks two', () => {
    // A 400-px square in the centre of 1920×1080: 7 steps down-right and 7 up-left fit.
    const placed: ReturnType<typeof createShape>[] = [];
    for (let i = 0; i < 15; i++) placed.push(cascade(createShape(size, 'rectangle'), placed, size));
    const starts = new Set(placed.map((e) => `${e.x},${e.y}`));
    expect(starts.size).toBe(placed.length);
    for (const e of placed) {
      expect(e.x).toBeGreaterThanOrEqual(0);
      expect(e.y).toBeGreaterThanOrEqual(0);
      expect(e.x + e.width).toBeLessThanOrEqual(size.width);
      expect(e.y + e.height).toBeLessThanOrEqual(size.height);
    }
  });
});
