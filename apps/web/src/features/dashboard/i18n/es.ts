import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the dashboard. */
const dashboardEs: Widen<typeof en> = {
  dashboard: {
    approvals: {
      title: 'Pendiente de tu aprobación',
      count_one:
        'Hay cambios en {{count}} lista de reproducción pendientes de tu aprobación. Las pantallas mantienen la última versión aprobada hasta que decidas.',
      count_other:
        'Hay cambios en {{count}} listas de reproducción pendientes de tu aprobación. Las pantallas mantienen la última versión aprobada hasta que decidas.',
      review: 'Revisar los cambios',
    },
    expiring: {
      title: 'Contenido que deja de mostrarse pronto',
      intro_one: 'Esto deja de mostrarse en las pantallas durante el próximo día.',
      intro_other: 'Esto deja de mostrarse en las pantallas en los próximos {{count}} días.',
      playlist: 'Toda la lista de reproducción se muestra hasta el {{when}}.',
      slide: 'La diapositiva {{n}} se muestra hasta el {{when}}.',
    },
    title: 'Panel',
    welcome: 'Hola, {{name}}',
    welcomeNoName: 'Te damos la bienvenida',
    intro: 'Aquí tienes el estado de tu organización y los siguientes pasos.',
    gettingStarted: 'Primeros pasos',
    progress: '{{done}} de {{total}} pasos completados',
    open: 'Abrir',
    steps: {
      confirmEmail: {
        title: 'Confirma tu correo electrónico',
        text: 'Tu dirección está verificada, así que podemos escribirte sobre tu cuenta.',
      },
      confirmEmailPending: {
        title: 'Confirma tu nuevo correo electrónico',
        text: 'Abre el enlace que hemos enviado a {{email}} para terminar el cambio.',
      },
      profile: { title: 'Completa tu perfil y acepta el EULA', text: 'Revisa tu nombre y acepta el Acuerdo de licencia de usuario final.' },
      language: { title: 'Elige tu idioma', text: 'Elige el idioma de la interfaz y de los correos que recibes.' },
      team: {
        title: 'Invita a tu equipo',
        text: 'Añade compañeros como administradores, creadores de contenidos o gestores de pantallas.',
      },
      screen: { title: 'Vincula una pantalla', text: 'Abre el reproductor en una pantalla e introduce aquí su código de 4 dígitos.' },
      playlist: { title: 'Crea una lista de reproducción', text: 'Diseña diapositivas, publícalas y asígnalas a tus pantallas.' },
    },
  },
};

export default dashboardEs;
