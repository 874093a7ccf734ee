import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatRate, invoiceFileName } from './invoice-format.ts';
import { invoiceNumber, taxOf } from './invoices.service.ts';

describe('invoice rules', () => {
  it('numbers YYYY-NNNNNN', () => {
    expect(invoiceNumber(2026, 1)).toBe('2026-000001');
    expect(invoiceNumber(2026, 123_456)).toBe('2026-123456');
    expect(invoiceFileName('2026-000042')).toBe('invoice-2026-000042.pdf');
  });

  it('rounds tax half up to a minor unit', () => {
    expect(taxOf(2999, 2500)).toBe(750);
    expect(taxOf(1000, 0)).toBe(0);
    expect(taxOf(1, 5000)).toBe(1);
    expect(taxOf(123_450, 2500)).toBe(30_863);
  });

  it('writes money, dates and rates in the four languages with characters the PDF font prints', () => {
    expect(formatMoney(123_450, 'eur', 'en')).toBe('€1,234.50');
    expect(formatMoney(123_450, 'eur', 'fr')).toBe('1\u00a0234,50\u00a0€');
    expect(formatMoney(123_450, 'eur', 'sv')).toBe('1\u00a0234,50\u00a0€');
    expect(formatMoney(123_450, 'eur', 'es')).toBe('1234,50\u00a0€');
    // A currency without minor units.
    expect(formatMoney(5000, 'jpy', 'en')).toBe('JP¥5,000');
    expect(formatMoney(1000, 'zzz', 'en')).toContain('ZZZ');
    expect(formatRate(2500, 'fr')).toBe('25\u00a0%');
    expect(formatRate(1250, 'en')).toBe('12.5%');
    const day = new Date('2026-11-27T23:30:00Z');
    expect(formatDate(day, 'sv', 'Europe/Stockholm')).toBe('28 november 2026');
    expect(formatDate(day, 'en', 'UTC')).toBe('27 November 2026');
    expect(formatDate(day, 'es', 'Not/AZone')).toBe('27 de noviembre de 2026');
  });
});
