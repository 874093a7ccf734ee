import { createElement } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import { createMenu } from './elements.ts';

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
