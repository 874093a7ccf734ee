import type { MenuItem } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import { menuCategories, priceText, withCategoryOrder } from './menu.ts';

const item = (name: string, category: string): MenuItem => ({ name, description: '', price: 1, category });
const items = [item('Tea', 'Drinks'), item('Bun', 'Pastries'), item('Coffee', 'Drinks'), item('Water', '')];

describe('menu categories', () => {
  it('lists categories in screen order', () => {
    expect(menuCategories(items)).toEqual(['Drinks', 'Pastries', '']);
  });

  it('regroups items by a new category order, keeping order within a category', () => {
    expect(withCategoryOrder(items, ['Pastries', 'Drinks', '']).map((i) => i.name)).toEqual(['Bun', 'Tea', 'Coffee', 'Water']);
  });
});

describe('priceText', () => {
  it('uses the decimal separator of the language', () => {
    expect(priceText(3.75, 'en')).toBe('3.75');
    expect(priceText(3.75, 'es')).toBe('3,75');
    expect(priceText(3.75, 'sv-SE')).toBe('3,75');
    expect(priceText(4, 'fr')).toBe('4');
  });
});
