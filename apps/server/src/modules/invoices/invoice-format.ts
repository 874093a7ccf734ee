import type { Locale } from '@signage/shared';

/** The BCP 47 tag each interface language formats numbers and dates with. */
const TAGS: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', sv: 'sv-SE' };

/**
 * Spaces the PDF's standard font cannot print (French and Swedish group digits with U+202F, Intl may
 * use U+2009): written as a no-break space, which it can.
 */
const plainSpaces = (s: string) => s.replace(/[\u2009\u202f]/g, '\u00a0').replace(/\u2212/g, '-');

/** An amount in minor units, written in the language's currency format (e.g. "1 234,50 €"). */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const code = currency.toUpperCase();
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: code });
  } catch {
    // Not an ISO 4217 code Intl knows: two decimals and the code.
    return `${plainSpaces(new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2 }).format(minor / 100))} ${code}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return plainSpaces(format.format(minor / 10 ** digits));
}

/** A day, written in the language (e.g. "27 November 2026"), counted in `timeZone`. */
export function formatDate(date: Date, locale: Locale, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone });
  } catch {
    format = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
  }
  return plainSpaces(format.format(date));
}

/** A tax rate in basis points as a percentage in the language (2500 → "25 %" / "25%"). */
export function formatRate(basisPoints: number, locale: Locale): string {
  return plainSpaces(new Intl.NumberFormat(TAGS[locale], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000));
}

/** The file name of an invoice's PDF. */
export const invoiceFileName = (number: string) => `invoice-${number}.pdf`;
