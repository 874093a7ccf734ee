import type { WidgetLanguage } from './contract.ts';

/**
 * Words widgets write on a screen, in the widget's own language (a prop, so every screen shows the
 * same). Kept here, not in the CMS's i18n, because the player has no CMS text bundle.
 */
const WORDS = {
  en: {
    asOf: 'as of {time}',
    noData: 'Waiting for data…',
    unavailable: 'Not available right now',
  },
  es: {
    asOf: 'a las {time}',
    noData: 'Esperando datos…',
    unavailable: 'No disponible en este momento',
  },
  fr: {
    asOf: 'à {time}',
    noData: 'En attente des données…',
    unavailable: 'Indisponible pour le moment',
  },
  sv: {
    asOf: 'per {time}',
    noData: 'Väntar på data …',
    unavailable: 'Inte tillgängligt just nu',
  },
} satisfies Record<WidgetLanguage, Record<string, string>>;

export type WidgetWord = keyof (typeof WORDS)['en'];

export function widgetWord(language: WidgetLanguage, word: WidgetWord, values: Record<string, string> = {}): string {
  const text = (WORDS[language] ?? WORDS.en)[word];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/** Locale tag for Intl formatting of a widget language. */
export const widgetLocale = (language: WidgetLanguage): string =>
  ({ en: 'en-GB', es: 'es-ES', fr: 'fr-FR', sv: 'sv-SE' })[language] ?? 'en-GB';
