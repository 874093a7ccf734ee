import type { Locale } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import type { LegalTexts } from './types.ts';

const loaders: Record<Locale, () => Promise<{ default: LegalTexts }>> = {
  en: () => import('./en.ts'),
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  sv: () => import('./sv.ts'),
};

/** The EULA and privacy policy in the interface language, loaded on demand (they are long). */
export function useLegalTexts(locale: Locale) {
  return useQuery({
    queryKey: ['legal', locale],
    queryFn: async () => (await loaders[locale]()).default,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
