import type { Locale, LoginResponse } from '@signage/shared';
import type { ApiError } from '../../api/client.ts';
import type { i18n as I18n } from 'i18next';
import { storedLocale, storeLocale } from '../../i18n/index.ts';
import { saveLocale } from '../../state/locale.ts';
import { updateStoredUser } from '../../state/session.ts';

/**
 * After a sign-in (password or Google): a language picked in this browser wins (it is what the user is
 * reading); otherwise the account's saved language applies. The server copy follows the choice either way.
 */
export async function applyLoginLocale(result: LoginResponse, locale: Locale, i18n: I18n): Promise<void> {
  if (storedLocale() || !result.localeSet) {
    if (!result.localeSet || result.locale !== locale) {
      updateStoredUser({ locale, localeSet: true });
      saveLocale({ locale }).catch(() => undefined);
    }
  } else if (result.locale !== locale) {
    storeLocale(result.locale);
    await i18n.changeLanguage(result.locale);
  }
}

/** Where a refused sign-in goes instead (spec part 4 login results 1–3), or null to stay and show it. */
export function loginRedirect(failed: ApiError, email: string): string | null {
  if (failed.status !== 401) return null;
  if (failed.code === 1) return `/register/verify?email=${encodeURIComponent(email)}`;
  if (failed.code === 2) return '/authflow/adminapproval';
  if (failed.code === 3) return '/authflow/orgentry';
  return null;
}
