import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the news widget's editor. */
const newsFr: Widen<typeof en> = {
  name: 'Actualités',
  description: "Les principaux articles d'un flux RSS 2.0",
  feedUrl: 'Adresse du flux RSS',
  feedUrlHelp: 'Seuls les flux RSS 2.0 peuvent être affichés.',
  check: 'Vérifier',
  checking: 'Vérification…',
  checked_one: '{{title}} : {{count}} article',
  checked_other: '{{title}} : {{count}} articles',
  untitled: 'Flux RSS 2.0',
  maxStories: "Nombre maximal d'articles",
  layout: 'Disposition',
  layouts: { list: 'Liste', ticker: 'Bandeau défilant', single: 'Un article à la fois' },
  showImages: 'Afficher les images',
  showDate: 'Afficher les dates',
  showSource: 'Afficher le nom du flux',
};
export default newsFr;
