import type en from './locales/en.ts';

/** Every language file has the same keys as English; only the text differs. */
type Widen<T> = T extends string ? string : T extends readonly (infer U)[] ? readonly Widen<U>[] : { [K in keyof T]: Widen<T[K]> };
export type TranslationResource = Widen<typeof en>;
