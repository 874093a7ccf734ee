import type { WidgetLanguage } from '../contract.ts';

/** Words the Facebook and Instagram widgets write on a screen, in the widget's language (see ../words.ts). */
const SOCIAL_WORDS = {
  en: { noPosts: 'This page has no posts', choosePage: 'Choose a page in the editor', postOf: 'Post {index} of {count}' },
  es: {
    noPosts: 'Esta página no tiene publicaciones',
    choosePage: 'Elige una página en el editor',
    postOf: 'Publicación {index} de {count}',
  },
  fr: {
    noPosts: "Cette page n'a aucune publication",
    choosePage: "Choisissez une page dans l'éditeur",
    postOf: 'Publication {index} sur {count}',
  },
  sv: { noPosts: 'Den här sidan har inga inlägg', choosePage: 'Välj en sida i redigeraren', postOf: 'Inlägg {index} av {count}' },
} satisfies Record<WidgetLanguage, Record<string, string>>;

export type SocialWord = keyof (typeof SOCIAL_WORDS)['en'];

export function socialWord(language: WidgetLanguage, word: SocialWord, values: Record<string, string> = {}): string {
  const text = (SOCIAL_WORDS[language] ?? SOCIAL_WORDS.en)[word];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}
