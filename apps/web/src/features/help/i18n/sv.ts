import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the help page. */
const helpSv: Widen<typeof en> = {
  help: {
    title: 'Hjälp',
    tabsLabel: 'Hjälpavsnitt',
    tabs: {
      contact: 'Kontakt',
      support: 'Support',
      howto: 'Instruktioner',
      releasenotes: 'Versionsinformation',
      usermanual: 'Användarhandbok',
      stats: 'Användningsstatistik',
    },
    loadFailed: 'Det gick inte att hämta hjälpinnehållet. Försök igen.',
  },
};

export default helpSv;
