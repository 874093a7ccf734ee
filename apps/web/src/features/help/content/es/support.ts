import type { HelpContent } from '../types.ts';

export const support: HelpContent['support'] = {
  title: 'Solución de problemas',
  intro: 'Soluciones a los problemas más habituales. Si ninguna te sirve, consulta Contacto.',
  sections: [
    {
      heading: 'No puedo iniciar sesión',
      paragraphs: [
        "'Comprueba que tu correo electrónico y tu contraseña sean correctos.' significa que la dirección o la contraseña no corresponden a ninguna cuenta.",
      ],
      bullets: [
        'Revisa que la dirección no tenga errores y que el bloqueo de mayúsculas esté desactivado: las contraseñas distinguen entre mayúsculas y minúsculas.',
        "¿Has olvidado la contraseña? Elige '¿Has olvidado la contraseña?' en la página de inicio de sesión.",
        '¿Se te pide un código de verificación? Tu dirección aún no está verificada: introduce el código que recibiste por correo.',
        '¿Se te piden los datos de la organización? Tu registro no ha terminado: completa el formulario.',
        '¿Se te indica que tu cuenta espera aprobación? Un administrador de tu organización debe aprobarte primero.',
        'Tras muchos intentos fallidos, el inicio de sesión se bloquea un momento: espera unos minutos.',
      ],
    },
    {
      heading: 'No he recibido el código de verificación',
      paragraphs: [],
      bullets: [
        'Mira en la carpeta de correo no deseado y comprueba la dirección que escribiste.',
        'Los códigos caducan a los 10 minutos y dejan de funcionar tras cinco intentos erróneos: usa el botón de reenvío para recibir uno nuevo.',
        'Si pediste varios códigos, usa el más reciente.',
      ],
    },
    {
      heading: 'Restablecimiento y requisitos de la contraseña',
      paragraphs: [
        "Los enlaces de restablecimiento caducan a los 60 minutos. Si la página indica que el enlace ha caducado o no es válido, solicita otro desde '¿Has olvidado la contraseña?'.",
        'Una contraseña necesita al menos 8 caracteres con minúsculas, mayúsculas, números y símbolos; las contraseñas muy comunes se rechazan y la repetición debe coincidir.',
      ],
    },
    {
      heading: 'Mi dirección de correo no ha cambiado',
      paragraphs: [
        "La nueva dirección solo se aplica cuando abres el enlace de confirmación que se le envía, en un plazo de 24 horas. Hasta entonces, inicia sesión con tu dirección anterior. 'Esta dirección de correo electrónico ya está en uso' significa que otra cuenta la tiene.",
      ],
    },
    {
      heading: 'Todo es de solo lectura',
      paragraphs: [
        'La licencia de tu organización ha caducado, así que Signage queda en modo de solo lectura. Los administradores ven cómo renovarla; los demás usuarios deben ponerse en contacto con su administrador. Una prueba de 30 días puede ampliarse una vez 30 días más.',
      ],
    },
    {
      heading: 'Idioma incorrecto o cierre de sesión inesperado',
      paragraphs: [
        'Elige tu idioma en la barra superior, en Ajustes o en tu página Cuenta; se guarda con tu cuenta. Si se cerró tu sesión, esta terminó, quizá desde otro navegador: vuelve a iniciar sesión. Si sospechas un uso indebido, cambia tu contraseña y cierra las demás sesiones en Ajustes.',
      ],
    },
    {
      heading: 'Si alojas tu propia instalación',
      paragraphs: [],
      bullets: [
        'Sin SMTP_URL no se envía ningún correo: los códigos y enlaces se escriben en el registro del servidor y en una bandeja de salida, así que el registro puede completarse igualmente. Define SMTP_URL y MAIL_FROM para enviar correo real.',
        'Define PUBLIC_URL con la dirección que abren tus usuarios; si no, los enlaces de los correos apuntan a localhost.',
        'La primera cuenta registrada en una instalación nueva se convierte en la propietaria de la plataforma.',
        'El servidor se niega a arrancar dos veces sobre el mismo DATA_DIR.',
      ],
    },
  ],
};
