import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the help page. */
const helpFr: Widen<typeof en> = {
  help: {
    title: 'Aide',
    tabsLabel: 'Rubriques d’aide',
    tabs: {
      contact: 'Contact',
      support: 'Assistance',
      howto: 'Guides pratiques',
      releasenotes: 'Notes de version',
      usermanual: 'Manuel d’utilisation',
      stats: 'Statistiques d’utilisation',
    },
    loadFailed: 'Impossible de récupérer le contenu de l’aide. Veuillez réessayer.',
  },
};

export default helpFr;
