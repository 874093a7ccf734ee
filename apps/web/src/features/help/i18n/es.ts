import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the help page. */
const helpEs: Widen<typeof en> = {
  help: {
    title: 'Ayuda',
    tabsLabel: 'Temas de ayuda',
    tabs: {
      contact: 'Contacto',
      support: 'Soporte',
      howto: 'Guías',
      releasenotes: 'Notas de la versión',
      usermanual: 'Manual de usuario',
      stats: 'Estadísticas de uso',
    },
    loadFailed: 'No se ha podido cargar el contenido de ayuda. Vuelve a intentarlo.',
  },
};

export default helpEs;
