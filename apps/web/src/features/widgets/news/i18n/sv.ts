import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the news widget's editor. */
const newsSv: Widen<typeof en> = {
  name: 'Nyheter',
  description: 'Toppnyheter från ett RSS 2.0-flöde',
  feedUrl: 'RSS-flödets adress',
  feedUrlHelp: 'Endast RSS 2.0-flöden kan visas.',
  check: 'Kontrollera',
  checking: 'Kontrollerar …',
  checked_one: '{{title}}: {{count}} nyhet',
  checked_other: '{{title}}: {{count}} nyheter',
  untitled: 'RSS 2.0-flöde',
  maxStories: 'Högsta antal toppnyheter',
  layout: 'Layout',
  layouts: { list: 'Lista', ticker: 'Nyhetsrad', single: 'En nyhet i taget' },
  showImages: 'Visa bilder',
  showDate: 'Visa datum',
  showSource: 'Visa flödets namn',
};
export default newsSv;
