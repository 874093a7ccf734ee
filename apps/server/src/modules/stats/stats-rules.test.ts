import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../lib/time-zones.ts';
import { csvCell, csvLine } from './stats-csv.ts';
import { pdfText } from './stats-export.ts';
import { hms, word } from './stats-labels.ts';
import { sortRows } from './stats.service.ts';
import { addDays, daysOf, elapsedSeconds, localDay, resolveRange, startOfDay } from './stats-time.ts';

describe('days in a time zone', () => {
  it('the local day of an instant', () => {
    expect(localDay(new Date('2026-03-28T23:30:00Z'), 'UTC')).toBe('2026-03-28');
    expect(localDay(new Date('2026-03-28T23:30:00Z'), 'Europe/Stockholm')).toBe('2026-03-29');
    expect(localDay(new Date('2026-03-28T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-03-28');
    expect(localDay(new Date('2026-03-28T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-29');
  });

  it('local midnight, and 23- and 25-hour days at the DST changes', () => {
    expect(startOfDay('2026-03-29', 'Europe/Stockholm').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Stockholm').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-26', 'Europe/Stockholm').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfDay('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
    const far = new Date('2030-01-01T00:00:00Z');
    expect(elapsedSeconds('2026-03-29', far, 'Europe/Stockholm')).toBe(23 * 3600);
    expect(elapsedSeconds('2026-10-25', far, 'Europe/Stockholm')).toBe(25 * 3600);
    expect(elapsedSeconds('2026-06-01', far, 'UTC')).toBe(86_400);
    expect(elapsedSeconds('2026-06-01', new Date('2026-06-01T06:00:00Z'), 'UTC')).toBe(6 * 3600);
    expect(elapsedSeconds('2026-06-02', new Date('2026-06-01T06:00:00Z'), 'UTC')).toBe(0);
  });

  it('ranges: last 7 and last 30 days end today in the zone', () => {
    const now = new Date('2026-03-01T23:30:00Z'); // 2 March in Stockholm
    expect(resolveRange({ preset: 'last7' }, now, 'UTC')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(resolveRange({ preset: 'last7' }, now, 'Europe/Stockholm')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(resolveRange({ preset: 'last30' }, now, 'UTC')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(resolveRange({ preset: 'custom', from: '2026-01-01', to: '2026-01-03' }, now, 'UTC')).toEqual({
      from: '2026-01-01',
      to: '2026-01-03',
    });
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('time zones: IANA names and UTC only', () => {
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('export text', () => {
  it('CSV cells: quotes when needed, formulas neutralised', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['=x', 2, 'Skärm 1'])).toBe("'=x,2,Skärm 1");
  });

  it('PDF text keeps Swedish, Spanish and French letters; other scripts become ?', () => {
    expect(pdfText('Skärm Åre – Año señal – Écran élève œuvre «»')).toBe('Skärm Åre – Año señal – Écran élève œuvre «»');
    expect(pdfText('Экран 📺')).toBe('????? ?');
  });

  it('durations, words, sorting', () => {
    expect(hms(3661)).toBe('1:01:01');
    expect(hms(59.6)).toBe('0:01:00');
    expect(word('sv', 'removedPlaylist', { id: 12 })).toBe('Borttagen spellista #12');
    const rows = [
      { key: 'b', values: { plays: 2 } },
      { key: 'a', values: { plays: 2 } },
      { key: 'c', values: { plays: 5 } },
    ];
    expect(sortRows(rows, 'plays').map((r) => r.key)).toEqual(['c', 'a', 'b']);
  });
});
