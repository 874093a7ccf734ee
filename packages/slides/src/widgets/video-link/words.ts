import type { WidgetLanguage } from '../contract.ts';

/** Words the video widget puts on a screen (its poster and the frame's accessible name), in the widget's language. */
const WORDS = {
  en: { video: '{provider} video', noLink: 'No video link yet', videoId: 'Video {id}' },
  es: { video: 'Vídeo de {provider}', noLink: 'Todavía no hay enlace de vídeo', videoId: 'Vídeo {id}' },
  fr: { video: 'Vidéo {provider}', noLink: 'Pas encore de lien vidéo', videoId: 'Vidéo {id}' },
  sv: { video: '{provider}-video', noLink: 'Ingen videolänk ännu', videoId: 'Video {id}' },
} satisfies Record<WidgetLanguage, Record<string, string>>;

export function videoWord(language: WidgetLanguage, word: keyof (typeof WORDS)['en'], values: Record<string, string> = {}): string {
  const text = (WORDS[language] ?? WORDS.en)[word];
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
