import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

const assistantSv: Widen<typeof en> = {
  button: 'Föreslå',
  title: 'AI-assistent',
  task: 'Vad ska göras',
  tasks: {
    headline: 'Rubriker för texten',
    shorter: 'Gör den kortare',
    friendlier: 'Gör den vänligare',
    formal: 'Gör den mer formell',
    translate: 'Översätt',
    slideCopy: 'Bildtext utifrån en idé',
  },
  targetLocale: 'Översätt till',
  languages: { en: 'engelska', es: 'spanska', fr: 'franska', sv: 'svenska' },
  text: 'Text',
  brief: 'Idé (vad bilden handlar om)',
  privacy: 'Texten skickas till den AI-leverantör som är konfigurerad för den här servern.',
  creditsLeft: 'AI-krediter kvar: {{count}}. Varje förslag använder 1 kredit och ger 5 alternativ.',
  getCredits: 'Köp krediter',
  suggest: 'Föreslå (1 kredit)',
  working: 'Skriver…',
  options: 'Alternativ',
  pickHint: 'Välj ett alternativ för att ersätta texten.',
  close: 'Stäng',
};

export default assistantSv;
