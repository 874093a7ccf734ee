import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, pickLocale } from '@signage/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.ts';
import es from './locales/es.ts';
import fr from './locales/fr.ts';
import sv from './locales/sv.ts';
import type { FeatureTranslations } from './types.ts';

/** localStorage key of the chosen interface language (spec 2.3: the chosen locale is persisted). */
export const LOCALE_STORAGE_KEY = 'signage.locale';

/** Names shown in the language menus, each in its own language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français', sv: 'Svenska' };

export function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

/** The stored choice, else the browser's first supported language, else English (spec part 9). */
export function initialLocale(): Locale {
  const stored = storedLocale();
  if (stored) return stored;
  const candidates = navigator.languages?.length ? navigator.languages : [navigator.language ?? DEFAULT_LOCALE];
  return pickLocale(candidates);
}

function syncDocumentLanguage(lng: string) {
  document.documentElement.lang = isLocale(lng) ? lng : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es }, fr: { translation: fr }, sv: { translation: sv } },
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/**
 * Adds a feature's text to the one `translation` namespace, deep-merged, so keys keep their full paths
 * (`t('devices.title')`). Called by `features/<name>/i18n/index.ts`, which the feature's index.ts and its
 * lazily loaded pages import: the text is in place before any of the feature's components renders.
 */
export function registerTranslations<T extends object>(resources: FeatureTranslations<T>): void {
  for (const [lng, bundle] of Object.entries(resources)) i18n.addResourceBundle(lng, 'translation', bundle, true, true);
}

export default i18n;
