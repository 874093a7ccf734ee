import type { Locale } from '@signage/shared';
import type en from './locales/en.ts';

/** The same keys with any text: what a translation of `T` must provide. */
export type Widen<T> = T extends string ? string : T extends readonly (infer U)[] ? readonly Widen<U>[] : { [K in keyof T]: Widen<T[K]> };

/** Every language file has the same keys as English; only the text differs. */
export type TranslationResource = Widen<typeof en>;

/** One feature's text in every language, English as the master (a missing or extra key is a type error). */
export type FeatureTranslations<T> = { en: T } & { [L in Exclude<Locale, 'en'>]: Widen<T> };
