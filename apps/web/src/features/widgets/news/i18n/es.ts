import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the news widget's editor. */
const newsEs: Widen<typeof en> = {
  name: 'Noticias',
  description: 'Noticias destacadas de un feed RSS 2.0',
  feedUrl: 'Dirección del feed RSS',
  feedUrlHelp: 'Solo se pueden mostrar feeds RSS 2.0.',
  check: 'Comprobar',
  checking: 'Comprobando…',
  checked_one: '{{title}}: {{count}} noticia',
  checked_other: '{{title}}: {{count}} noticias',
  untitled: 'Feed RSS 2.0',
  maxStories: 'Máximo de noticias destacadas',
  layout: 'Diseño',
  layouts: { list: 'Lista', ticker: 'Teletipo', single: 'Una noticia cada vez' },
  showImages: 'Mostrar imágenes',
  showDate: 'Mostrar fechas',
  showSource: 'Mostrar el nombre del feed',
};
export default newsEs;
