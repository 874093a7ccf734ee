import type { HelpContent } from '../types.ts';

export const contact: HelpContent['contact'] = {
  title: 'Contacto',
  intro: 'Signage lo gestiona tu organización o quien aloja esta instalación. Aquí tienes a quién dirigirte.',
  sections: [
    {
      heading: 'Primero, tu administrador',
      paragraphs: [
        'Empieza por el administrador de tu organización, un usuario con el rol de propietario o de administrador. Los administradores gestionan los usuarios y los roles, conocen tu licencia y pueden resolver la mayoría de las dudas. Si no sabes quién es, pregunta al compañero que te invitó.',
      ],
    },
    {
      heading: 'Soporte por correo electrónico y por teléfono',
      paragraphs: [
        'Para lo que tu administrador no pueda resolver, usa el formulario al principio de esta página: envía tu mensaje, junto con tu organización y tu nombre, correo electrónico y rol, a la dirección de soporte de tu organización (o de esta instalación), y recibes una copia. Puedes enviar hasta 5 mensajes por hora. Donde se ofrece soporte telefónico, está disponible de lunes a viernes, de 8:00 a 17:00; tu administrador puede darte el número.',
      ],
    },
    {
      heading: 'Qué incluir',
      paragraphs: [],
      bullets: [
        'Tu nombre, tu organización y la dirección de correo con la que inicias sesión.',
        'Qué estabas haciendo, qué esperabas y qué ocurrió en su lugar.',
        'El mensaje de error exacto, cuándo ocurrió y qué navegador usas.',
        'No envíes nunca tu contraseña: nadie te la pedirá jamás.',
      ],
    },
    {
      heading: 'Si alojas Signage por tu cuenta',
      paragraphs: [
        'Signage es de código abierto. Informa de problemas y plantea tus preguntas en el gestor de incidencias del proyecto, después de buscar entre las incidencias existentes. Indica la versión (consulta las notas de la versión), cómo ejecutas el servidor (base de datos integrada o PostgreSQL, correo configurado o no) y las líneas relevantes del registro del servidor, sin contraseñas, claves ni datos personales.',
      ],
    },
  ],
};
