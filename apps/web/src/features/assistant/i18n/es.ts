import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

const assistantEs: Widen<typeof en> = {
  button: 'Sugerir',
  title: 'Asistente de IA',
  task: 'Qué hacer',
  tasks: {
    headline: 'Titulares para este texto',
    shorter: 'Hacerlo más corto',
    friendlier: 'Hacerlo más cercano',
    formal: 'Hacerlo más formal',
    translate: 'Traducir',
    slideCopy: 'Texto de diapositiva a partir de una idea',
  },
  targetLocale: 'Traducir al',
  languages: { en: 'inglés', es: 'español', fr: 'francés', sv: 'sueco' },
  text: 'Texto',
  brief: 'Idea (de qué trata la diapositiva)',
  privacy: 'El texto se envía al proveedor de IA configurado en este servidor.',
  creditsLeft: 'Créditos de IA restantes: {{count}}. Cada sugerencia usa 1 crédito y da 5 opciones.',
  getCredits: 'Comprar créditos',
  suggest: 'Sugerir (1 crédito)',
  working: 'Escribiendo…',
  options: 'Opciones',
  pickHint: 'Elige una opción para reemplazar el texto.',
  close: 'Cerrar',
};

export default assistantEs;
