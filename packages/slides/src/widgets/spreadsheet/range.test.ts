import { describe, expect, it } from 'vitest';
import { columnIndex, columnLetters, extractRange, formatCellRange, parseCellRange } from './range.ts';

describe('spreadsheet ranges', () => {
  it('reads column letters A … ZZ both ways', () => {
    expect(columnIndex('A')).toBe(0);
    expect(columnIndex('Z')).toBe(25);
    expect(columnIndex('AA')).toBe(26);
    expect(columnIndex('ZZ')).toBe(701);
    for (const i of [0, 25, 26, 51, 700, 701]) expect(columnIndex(columnLetters(i))).toBe(i);
  });

  it('parses a cell and a range (case, spaces and $ ignored)', () => {
    expect(parseCellRange('E8')).toEqual({ startRow: 7, startColumn: 4, endRow: 7, endColumn: 4 });
    expect(parseCellRange('e2:e10')).toEqual({ startRow: 1, startColumn: 4, endRow: 9, endColumn: 4 });
    expect(parseCellRange(' $A$1 : $C$3 ')).toEqual({ startRow: 0, startColumn: 0, endRow: 2, endColumn: 2 });
    expect(parseCellRange('ZZ100000')).toEqual({ startRow: 99_999, startColumn: 701, endRow: 99_999, endColumn: 701 });
    expect(formatCellRange(parseCellRange('e2:e10') as never)).toBe('E2:E10');
    expect(formatCellRange(parseCellRange('b3:b3') as never)).toBe('B3');
  });

  it('refuses what is not a valid range', () => {
    for (const bad of [
      '',
      'E',
      '8',
      'E0',
      'AAA1',
      'E100001',
      'E10:E2',
      'F1:E1',
      'A1:B2:C3',
      'A1-B2',
      '=A1',
      'Sheet1!A1',
      'A1:Z100', // 2600 cells, over 500
      'A01',
    ])
      expect(parseCellRange(bad), bad).toBeNull();
    expect(parseCellRange('A1:E100')).not.toBeNull(); // exactly 500 cells
    expect(parseCellRange('A1:E101')).toBeNull();
  });

  it('extracts the range, filling cells the sheet lacks', () => {
    const sheet = [
      ['a1', 'b1', 'c1'],
      ['a2', 'b2'],
      ['a3', 'b3', 'c3'],
    ];
    expect(extractRange(sheet, parseCellRange('B2') as never)).toEqual([['b2']]);
    expect(extractRange(sheet, parseCellRange('B1:C3') as never)).toEqual([
      ['b1', 'c1'],
      ['b2', ''],
      ['b3', 'c3'],
    ]);
    expect(extractRange(sheet, parseCellRange('D5:E5') as never)).toEqual([['', '']]);
  });
});
