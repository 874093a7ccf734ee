import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

const assistantFr: Widen<typeof en> = {
  button: 'Suggérer',
  title: 'Assistant IA',
  task: 'Que faire',
  tasks: {
    headline: 'Titres pour ce texte',
    shorter: 'Raccourcir',
    friendlier: 'Rendre plus chaleureux',
    formal: 'Rendre plus formel',
    translate: 'Traduire',
    slideCopy: "Texte de diapositive à partir d'une idée",
  },
  targetLocale: 'Traduire en',
  languages: { en: 'anglais', es: 'espagnol', fr: 'français', sv: 'suédois' },
  text: 'Texte',
  brief: 'Idée (le sujet de la diapositive)',
  privacy: "Le texte est envoyé au fournisseur d'IA configuré pour ce serveur.",
  creditsLeft: 'Crédits IA restants : {{count}}. Chaque suggestion utilise 1 crédit et donne 5 options.',
  getCredits: 'Acheter des crédits',
  suggest: 'Suggérer (1 crédit)',
  working: 'Rédaction…',
  options: 'Options',
  pickHint: 'Choisissez une option pour remplacer le texte.',
  close: 'Fermer',
};

export default assistantFr;
