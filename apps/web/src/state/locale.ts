import { isLocale, type Locale, type updateLocaleBody } from '@signage/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { endpoint } from '../api/client.ts';
import { storeLocale } from '../i18n/index.ts';
import { getStoredUser, hasSessionKey, updateStoredUser } from './session.ts';

/**
 * POST /users/update/locale: the signed-in user's language on the server (e-mails follow it). Declared
 * here, beside the locale it stores, so the language switch (and the login page) need no feature.
 */
export const saveLocale = endpoint<typeof updateLocaleBody>('/users/update/locale');

/** The current interface language. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lang) ? lang : 'en';
}

/**
 * Switches the interface language, persists it in localStorage and, when signed in, on the
 * server (users/update/locale) so e-mails follow it too.
 */
export async function applyLocale(
  locale: Locale,
  i18nChange: (lng: string) => Promise<unknown>,
  options: { persistRemote?: boolean } = {},
) {
  storeLocale(locale);
  await i18nChange(locale);
  if (options.persistRemote !== false && hasSessionKey() && getStoredUser()) {
    updateStoredUser({ locale, localeSet: true });
    await saveLocale({ locale });
  }
}

export function useChangeLocale(): (locale: Locale) => Promise<void> {
  const { i18n } = useTranslation();
  return useCallback(
    async (locale: Locale) => {
      try {
        await applyLocale(locale, (lng) => i18n.changeLanguage(lng));
      } catch {
        // the local choice already applies; the server copy is refreshed on the next change
      }
    },
    [i18n],
  );
}
