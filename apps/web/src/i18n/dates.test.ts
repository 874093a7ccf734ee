import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('dates in the CMS', () => {
  const d = '2027-12-06T12:00:00Z';

  it('a sentence spells the month out, a table abbreviates it; never the numeric 12/6/2027', () => {
    expect(formatDate(d, 'en', 'sentence')).toBe('December 6, 2027');
    expect(formatDate(d, 'en', 'table')).toBe('Dec 6, 2027');
    expect(formatDate(d, 'sv', 'sentence')).toBe('6 december 2027');
    expect(formatDate(d, 'fr', 'sentence')).toBe('6 décembre 2027');
    expect(formatDate(d, 'es', 'sentence')).toBe('6 de diciembre de 2027');
    for (const locale of ['en', 'es', 'fr', 'sv']) expect(formatDate(d, locale, 'table')).not.toMatch(/^\d+\/\d+\/\d+$/);
  });

  it('an absent or unreadable date is a dash, not "Invalid Date"', () => {
    expect(formatDate(null, 'en', 'table')).toBe('—');
    expect(formatDate(undefined, 'en', 'sentence')).toBe('—');
    expect(formatDate('not a date', 'en', 'table')).toBe('—');
  });
});
