import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the settings page. */
const settingsEs: Widen<typeof en> = {
  settings: {
    title: 'Ajustes',
    preferences: 'Preferencias',
    preferencesIntro: 'Estas preferencias se aplican a este navegador.',
    themeMode: 'Apariencia',
    light: 'Claro',
    dark: 'Oscuro',
    sessions: 'Sesiones activas',
    sessionsIntro: 'Dispositivos y navegadores que tienen ahora mismo una sesión iniciada en tu cuenta.',
    thisDevice: 'Este dispositivo',
    signOut: 'Cerrar sesión',
    signOutOthers: 'Cerrar todas las demás sesiones',
    signOutOthersConfirm: '¿Quieres cerrar la sesión en todos los demás dispositivos y navegadores? Tendrán que volver a iniciar sesión.',
    signedOut: 'Se ha cerrado la sesión.',
    signedOutOthers: 'Se han cerrado todas las demás sesiones.',
    noOthers: 'No hay otras sesiones iniciadas.',
    lastActive: 'Última actividad {{when}}',
    started: 'Inicio de sesión {{when}}',
    unknownDevice: 'Dispositivo desconocido',
    browserOn: '{{browser}} en {{os}}',
    ip: 'Dirección IP {{ip}}',
    about: 'Acerca de esta instalación',
    version: 'Versión',
    database: 'Base de datos',
    mail: 'Envío de correo',
    mailSmtp: 'Servidor SMTP',
    mailLog: 'Registro del servidor (sin SMTP configurado)',
    mailLogHint:
      'Los correos se escriben en el registro del servidor y en la bandeja de salida en lugar de enviarse. Configura SMTP_URL para enviarlos.',
    status: 'Estado',
    statusOk: 'En funcionamiento',
    statusDegraded: 'Con problemas',
    healthUnavailable: 'El estado del servidor no está disponible en este momento.',
  },
};

export default settingsEs;
