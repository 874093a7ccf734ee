import { describe, expect, it } from 'vitest';
import { columnOf, parseMenuCsv, parsePrice } from './menuCsv.ts';

describe('parsePrice', () => {
  it('accepts dot and comma decimals', () => {
    expect(parsePrice('4.50')).toEqual({ ok: true, price: 4.5 });
    expect(parsePrice('4,5')).toEqual({ ok: true, price: 4.5 });
    expect(parsePrice(' 12 ')).toEqual({ ok: true, price: 12 });
    expect(parsePrice('0')).toEqual({ ok: true, price: 0 });
  });
  it('refuses negative, empty, ambiguous and non-numeric prices', () => {
    expect(parsePrice('-1')).toEqual({ ok: false, code: 'priceNegative' });
    expect(parsePrice('-1,50')).toEqual({ ok: false, code: 'priceNegative' });
    expect(parsePrice('')).toEqual({ ok: false, code: 'priceInvalid' });
    expect(parsePrice('abc')).toEqual({ ok: false, code: 'priceInvalid' });
    expect(parsePrice('1,234.50')).toEqual({ ok: false, code: 'priceInvalid' });
    expect(parsePrice('99999999999')).toEqual({ ok: false, code: 'priceTooHigh' });
  });
});

describe('columnOf', () => {
  it('knows headers in all four languages, ignoring case and accents', () => {
    expect(columnOf('Name')).toBe('name');
    expect(columnOf('Nombre')).toBe('name');
    expect(columnOf('NOM')).toBe('name');
    expect(columnOf('namn')).toBe('name');
    expect(columnOf('Descripción')).toBe('description');
    expect(columnOf('Prix')).toBe('price');
    expect(columnOf('Pris')).toBe('price');
    expect(columnOf('Catégorie')).toBe('category');
    expect(columnOf('Kategori')).toBe('category');
    expect(columnOf('colour')).toBeNull();
  });
});

describe('parseMenuCsv', () => {
  it('maps columns in any order and language', () => {
    const csv = 'Precio;Nombre;Categoría;Descripción\n"3,50";Tostada;Desayunos;Con tomate\n2;Café;Bebidas;\n';
    expect(parseMenuCsv(csv)).toEqual({
      items: [
        { name: 'Tostada', description: 'Con tomate', price: 3.5, category: 'Desayunos' },
        { name: 'Café', description: '', price: 2, category: 'Bebidas' },
      ],
      errors: [],
    });
  });

  it('accepts a file without description and category columns', () => {
    expect(parseMenuCsv('name,price\nSoup,5.5').items).toEqual([{ name: 'Soup', description: '', price: 5.5, category: '' }]);
  });

  it('reports each bad row with its line number', () => {
    const csv = 'name,price,category\nSoup,-2,Starters\n,4,Starters\nSalad,four,Starters\nBread,1,Starters\n';
    const result = parseMenuCsv(csv);
    expect(result.errors).toEqual([
      { line: 2, code: 'priceNegative' },
      { line: 3, code: 'nameRequired' },
      { line: 4, code: 'priceInvalid' },
    ]);
    expect(result.items).toHaveLength(1);
  });

  it('checks lengths with the model schema', () => {
    const result = parseMenuCsv(`name,price\n${'x'.repeat(201)},1`);
    expect(result.errors).toEqual([{ line: 2, code: 'nameTooLong' }]);
  });

  it('needs name and price columns and at least one row', () => {
    expect(parseMenuCsv('name,description\nSoup,Hot').errors).toEqual([{ line: 1, code: 'missingPrice' }]);
    expect(parseMenuCsv('price\n3').errors).toEqual([{ line: 1, code: 'missingName' }]);
    expect(parseMenuCsv('description\nHot').errors).toEqual([
      { line: 1, code: 'missingName' },
      { line: 1, code: 'missingPrice' },
    ]);
    expect(parseMenuCsv('name,price\n').errors).toEqual([{ line: null, code: 'empty' }]);
    expect(parseMenuCsv('').errors).toEqual([{ line: null, code: 'empty' }]);
  });

  it('refuses to grow the menu past 500 items', () => {
    const rows = Array.from({ length: 3 }, (_, i) => `Item ${i},1`).join('\n');
    expect(parseMenuCsv(`name,price\n${rows}`, 498).errors).toEqual([{ line: null, code: 'tooManyItems' }]);
    expect(parseMenuCsv(`name,price\n${rows}`, 497).errors).toEqual([]);
  });
});
