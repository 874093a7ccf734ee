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
    supportForm: {
      ownerSetsAddress:
        'Todavía no hay una dirección de soporte, así que los mensajes de este formulario no se pueden enviar. Como propietario, defines la dirección a la que escriben tus usuarios en los datos de tu organización (Correo de soporte al cliente), o el operador del servidor define SUPPORT_EMAIL.',
      ownerSetsAddressLink: 'Abrir los datos de tu organización',
      title: 'Escribir al soporte',
      goesTo:
        'Tu mensaje se envía a {{address}}, junto con tu organización y tu nombre, correo electrónico y rol, para que el soporte pueda responderte. Recibirás una copia en tu propia dirección.',
      phone: 'Teléfono: {{phone}}, de lunes a viernes, de 8:00 a 17:00.',
      phoneHours:
        'Soporte telefónico, donde tu organización lo ofrezca: de lunes a viernes, de 8:00 a 17:00. Tu administrador puede darte el número.',
      category: '¿De qué se trata?',
      categories: {
        question: 'Una pregunta',
        problem: 'Un problema',
        licence: 'Licencia y límites',
        billing: 'Facturación',
        other: 'Otra cosa',
      },
      subject: 'Asunto',
      message: 'Mensaje',
      messageHelp: '{{count}} de {{max}} caracteres. Qué estabas haciendo, qué esperabas y qué ocurrió en su lugar.',
      send: 'Enviar mensaje',
      sending: 'Enviando…',
      sent: 'Tu mensaje se ha enviado a {{to}}. Se ha enviado una copia a {{copy}}.',
    },
    loadFailed: 'No se ha podido cargar el contenido de ayuda. Vuelve a intentarlo.',
  },
};

export default helpEs;
