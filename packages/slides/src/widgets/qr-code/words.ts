import type { WidgetLanguage } from '../contract.ts';

/** Words the QR code widget puts on a screen (its accessible name), in the widget's language. */
const WORDS = {
  en: { qrCode: 'QR code' },
  es: { qrCode: 'Código QR' },
  fr: { qrCode: 'Code QR' },
  sv: { qrCode: 'QR-kod' },
} satisfies Record<WidgetLanguage, Record<string, string>>;

export function qrWord(language: WidgetLanguage, word: keyof (typeof WORDS)['en']): string {
  return (WORDS[language] ?? WORDS.en)[word];
}
