import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the account page and the legal texts' frame. */
const accountEs: Widen<typeof en> = {
  account: {
    title: 'Cuenta',
    sectionsLabel: 'Secciones de la cuenta',
    sections: {
      details: 'Datos',
      password: 'Contraseña',
      security: 'Seguridad',
      eula: 'Acuerdo de licencia',
      'privacy-policy': 'Política de privacidad',
      language: 'Idioma',
    },
    details: {
      profile: 'Perfil',
      nameSaved: 'Hemos guardado tu nombre.',
      role: 'Rol',
      organization: 'Organización',
      memberSince: 'Miembro desde',
      lastLogin: 'Último inicio de sesión',
      emailTitle: 'Dirección de correo electrónico',
      currentEmail: 'Dirección de correo actual',
      emailHelp: 'Enviaremos un enlace de confirmación a la nueva dirección. El cambio se aplica cuando lo abras.',
      passwordToConfirm: 'Tu contraseña, para confirmar el cambio',
      changeEmail: 'Cambiar el correo',
      emailSent: 'Hemos enviado un enlace de confirmación a {{email}}. Ábrelo para terminar el cambio.',
      pending: 'Pendiente de confirmar {{email}}. Mientras tanto, sigues iniciando sesión con tu dirección actual.',
      readOnly: 'Los administradores de tu organización gestionan tu rol y tu organización.',
      ownerNote:
        'Eres el propietario de esta organización: gestionas sus usuarios y sus roles en la página Usuarios, y sus datos, direcciones de soporte, licencia y tema en Organizaciones.',
    },
    password: {
      title: 'Cambiar la contraseña',
      intro: 'Después del cambio seguirás con la sesión iniciada en este dispositivo.',
      submit: 'Cambiar la contraseña',
      success: 'Tu contraseña se ha cambiado.',
    },
    eula: {
      accepted: 'Aceptaste este acuerdo el {{date}}.',
      acceptedNoDate: 'Has aceptado este acuerdo.',
      notAccepted: 'Lee el acuerdo y acéptalo para seguir usando Signage.',
      accept: 'Acepto el acuerdo',
      acceptedNow: 'Gracias. Hemos registrado tu aceptación.',
    },
    language: {
      title: 'Idioma de la interfaz',
      intro: 'El idioma se usa en la interfaz y en los correos que te enviamos.',
      saved: 'Idioma guardado.',
    },
  },
  legal: {
    eulaTitle: 'Acuerdo de licencia de usuario final',
    privacyTitle: 'Política de privacidad',
    updated: 'Última actualización: {{date}}',
  },
};

export default accountEs;
