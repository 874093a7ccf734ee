/**
 * The CMS's two date formats (docs/decisions.md "Dates in the CMS"): a date inside a sentence is long
 * ("6 December 2027"), a date in a table, list or chip is medium ("6 Dec 2027"); both in the reader's
 * language, never the browser's default numeric form ("12/6/2027"). An absent or unreadable date is "—".
 */
export type DatePlace = 'sentence' | 'table';

export function formatDate(value: string | Date | null | undefined, locale: string, place: DatePlace): string {
  if (value === null || value === undefined) return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: place === 'sentence' ? 'long' : 'medium' }).format(date);
}
