import type { WidgetLanguage } from '../contract.ts';

/** Words the news widget writes on a screen, in the widget's language (see ../words.ts). */
const NEWS_WORDS = {
  en: { noStories: 'No stories right now', storyOf: 'Story {index} of {count}' },
  es: { noStories: 'No hay noticias en este momento', storyOf: 'Noticia {index} de {count}' },
  fr: { noStories: "Aucun article pour l'instant", storyOf: 'Article {index} sur {count}' },
  sv: { noStories: 'Inga nyheter just nu', storyOf: 'Nyhet {index} av {count}' },
} satisfies Record<WidgetLanguage, Record<string, string>>;

export type NewsWord = keyof (typeof NEWS_WORDS)['en'];

export function newsWord(language: WidgetLanguage, word: NewsWord, values: Record<string, string> = {}): string {
  const text = (NEWS_WORDS[language] ?? NEWS_WORDS.en)[word];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}
