import type { WidgetLanguage } from '../contract.ts';

/** Words the spreadsheet widget writes on a screen, in the widget's language (see ../words.ts). */
const SPREADSHEET_WORDS = {
  en: { notSetUp: 'Choose a sheet and a range', empty: 'No value' },
  es: { notSetUp: 'Elige una hoja y un rango', empty: 'Sin valor' },
  fr: { notSetUp: 'Choisissez une feuille et une plage', empty: 'Aucune valeur' },
  sv: { notSetUp: 'Välj ett kalkylblad och ett område', empty: 'Inget värde' },
} satisfies Record<WidgetLanguage, Record<string, string>>;

export type SpreadsheetWord = keyof (typeof SPREADSHEET_WORDS)['en'];

export function spreadsheetWord(language: WidgetLanguage, word: SpreadsheetWord): string {
  return (SPREADSHEET_WORDS[language] ?? SPREADSHEET_WORDS.en)[word];
}
