import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the Facebook and Instagram widgets' editor and connection pages. */
const socialEs: Widen<typeof en> = {
  facebook: { name: 'Facebook', description: 'Últimas publicaciones de una página de Facebook' },
  instagram: { name: 'Instagram', description: 'Últimas publicaciones de una cuenta profesional de Instagram' },
  notConnected: 'Conecta la cuenta de Facebook que administra tu página para mostrar sus últimas publicaciones.',
  connect: 'Conectar una página',
  connecting: 'Abriendo…',
  connectHint: 'El inicio de sesión se abre en una pestaña nueva. Vuelve aquí cuando termines.',
  page: 'Página',
  choosePage: 'Elige una página',
  noInstagram: 'Ninguna de tus páginas tiene una cuenta profesional de Instagram vinculada.',
  pageGone: 'La página que mostraba este widget ya no está conectada. Elige otra.',
  maxPosts: 'Número de publicaciones',
  layout: 'Diseño',
  layouts: { list: 'Lista', single: 'Una publicación cada vez' },
  showImages: 'Mostrar imágenes',
  showDate: 'Mostrar fechas',
  disconnect: 'Desconectar',
  disconnectTitle: '¿Desconectar la cuenta social?',
  disconnectText:
    'Se revoca el acceso en la red social y se eliminan las claves guardadas. Los widgets de Facebook e Instagram de tu organización dejan de actualizarse hasta que se vuelva a conectar una página.',
  result: {
    connectedTitle: 'Página conectada',
    connectedText: 'Tus páginas están conectadas. Ya puedes elegir una página en los ajustes del widget.',
    failedTitle: 'La conexión no se ha completado',
    back: 'Volver al editor',
    closeHint: 'Si esta pestaña sigue abierta, ciérrala y vuelve al editor.',
  },
};
export default socialEs;
