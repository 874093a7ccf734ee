import type { LegalTexts } from './types.ts';

const es: LegalTexts = {
  eula: {
    updated: '2026-11-22',
    intro:
      'Este Acuerdo de licencia de usuario final («Acuerdo») regula el uso de Signage, una plataforma de cartelería digital de código abierto, tal como la ofrece la organización que gestiona esta instalación («el Operador»). Al aceptarlo confirmas que lo has leído y comprendido.',
    sections: [
      {
        heading: '1. El software y su licencia',
        paragraphs: [
          'Signage es software libre. Su código fuente se publica bajo la Licencia Pública General Affero de GNU, versión 3 o cualquier versión posterior (AGPL-3.0-or-later). Nada de lo dispuesto en este Acuerdo limita los derechos que esa licencia te concede sobre el código fuente.',
          'Este Acuerdo cubre el uso de esta instalación concreta: tu cuenta, el contenido que subes y las pantallas que gestionas a través de ella.',
        ],
      },
      {
        heading: '2. Tu cuenta',
        paragraphs: [
          'Eres responsable de mantener en secreto tu contraseña y de todo lo que se haga con tu cuenta. Avisa de inmediato a tu administrador o al Operador si sospechas que otra persona la ha usado.',
          'Tu organización decide quién puede usar la instalación y con qué rol. Un propietario o administrador de tu organización puede cambiar tu rol o eliminar tu cuenta.',
        ],
      },
      {
        heading: '3. Uso aceptable',
        paragraphs: ['Te comprometes a no usar la instalación para:'],
        bullets: [
          'mostrar, almacenar o distribuir contenido ilícito, que vulnere derechos de terceros o que no tengas permiso para publicar;',
          'intentar acceder a organizaciones, pantallas o datos a los que no se te ha dado acceso;',
          'interrumpir el servicio, buscar vulnerabilidades sin permiso del Operador o sobrecargarlo deliberadamente;',
          'enviar mensajes no solicitados o usar la plataforma para distribuir software malicioso.',
        ],
      },
      {
        heading: '4. Tu contenido',
        paragraphs: [
          'Conservas todos los derechos sobre los archivos multimedia, las listas de reproducción y el resto del contenido que subas. Solo concedes al Operador los permisos necesarios para almacenar, procesar, hacer copias de seguridad y mostrar ese contenido en las pantallas que elijas.',
          'El contenido que compartas con otras organizaciones o copies al catálogo seguirá a su disposición, según la configuración de uso compartido que elijas, hasta que lo retires.',
        ],
      },
      {
        heading: '5. Licencias, pruebas y disponibilidad',
        paragraphs: [
          'El número de pantallas y usuarios, las funciones disponibles y el periodo de uso dependen del paquete de licencia asignado a tu organización. Cuando una licencia caduca, el contenido sigue visible pero pasa a ser de solo lectura hasta que se renueve.',
          'El Operador procura mantener la instalación disponible, pero no garantiza un servicio ininterrumpido. Siempre que sea posible, el mantenimiento programado se anunciará con antelación.',
        ],
      },
      {
        heading: '6. Ausencia de garantía y limitación de responsabilidad',
        paragraphs: [
          'El software se proporciona «tal cual», sin garantía de ningún tipo, tal como establece la AGPL. En la medida en que lo permita la ley, ni los autores de Signage ni el Operador responden de pérdidas indirectas o consecuentes derivadas del uso de la instalación.',
          'Nada de lo dispuesto en este Acuerdo excluye la responsabilidad que no pueda excluirse según la ley que te sea aplicable.',
        ],
      },
      {
        heading: '7. Cambios y terminación',
        paragraphs: [
          'El Operador puede actualizar este Acuerdo. Si los cambios son importantes, se te pedirá que aceptes la nueva versión antes de continuar.',
          'Puedes dejar de usar la instalación en cualquier momento. El propietario de tu organización puede pedir al Operador que elimine la organización y su contenido.',
        ],
      },
    ],
  },
  privacy: {
    updated: '2026-11-22',
    intro:
      'Signage se aloja en servidores propios: la organización que gestiona esta instalación («el Operador») es la responsable del tratamiento de los datos personales que contiene. Esta política explica qué guarda el software, para qué y qué opciones tienes.',
    sections: [
      {
        heading: 'Qué guardamos',
        paragraphs: ['La instalación solo guarda lo necesario para prestar el servicio:'],
        bullets: [
          'Datos de la cuenta: tu nombre, dirección de correo electrónico, rol, organización, idioma preferido y una contraseña cifrada de forma segura (argon2id). Tu contraseña en sí nunca se guarda.',
          'Datos de sesión: cuándo iniciaste sesión, cuándo estuvo activa por última vez, la descripción del navegador (user agent) y la dirección IP, para que puedas revisar y cerrar tus sesiones.',
          'Contenido que creas: archivos multimedia, listas de reproducción, programaciones y ajustes de pantallas de tu organización.',
          'Datos de las pantallas: informes de estado, versiones y registros de reproducción que envían las pantallas de tu organización.',
          'Registros de seguridad y auditoría: intentos de inicio de sesión y cambios importantes, que se conservan para proteger tu cuenta e investigar usos indebidos.',
        ],
      },
      {
        heading: 'Para qué los usamos',
        paragraphs: [
          'Tus datos se usan para prestar el servicio que has solicitado: iniciar tu sesión, mostrar tu contenido en tus pantallas, enviarte los correos que el servicio necesita (códigos de verificación, restablecimiento de contraseña, aprobaciones) y mantener la instalación segura. Si aceptaste recibir novedades del producto, también usamos tu dirección para ello, y puedes retirar ese consentimiento en cualquier momento.',
          'El software no contiene publicidad, píxeles de seguimiento ni analítica de terceros. La propia instalación sirve las fuentes y los scripts.',
        ],
      },
      {
        heading: 'Cookies y almacenamiento local',
        paragraphs: [
          'Una cookie, sessionKey, mantiene tu sesión iniciada. El almacenamiento local del navegador recuerda tu idioma, tu preferencia de modo claro u oscuro y datos básicos de la cuenta con la que has iniciado sesión. No se usan cookies de seguimiento.',
        ],
      },
      {
        heading: 'Quién puede ver tus datos',
        paragraphs: [
          'Los miembros de tu organización ven tu nombre y tu rol. Los propietarios y administradores de tu organización, y de sus organizaciones superiores cuando tienen permiso para gestionarla, pueden ver y gestionar cuentas y contenido. Los administradores del Operador pueden acceder a los datos para mantener y dar soporte a la instalación. Los datos no se venden ni se comparten con nadie más, salvo obligación legal.',
        ],
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        paragraphs: [
          'Los datos de la cuenta y el contenido se conservan mientras exista tu cuenta. Las sesiones terminan tras un periodo de inactividad y después se eliminan. Los registros se conservan durante un periodo limitado que fija el Operador. Cuando se elimina una cuenta u organización, se borran sus datos, salvo los que la ley obligue a conservar.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Según dónde vivas, puedes tener derecho a acceder a tus datos personales, rectificarlos, exportarlos o suprimirlos, y a oponerte a su uso o limitarlo. Puedes cambiar tú mismo tu nombre, dirección de correo, contraseña e idioma desde tu cuenta. Para cualquier otra cosa, ponte en contacto con el administrador de tu organización o con el Operador de esta instalación.',
        ],
      },
      {
        heading: 'Seguridad',
        paragraphs: [
          'La instalación usa conexiones cifradas cuando se configura con HTTPS, cifra las contraseñas, limita los intentos repetidos de inicio de sesión y comprueba cada solicitud según tu organización y tu rol. Ningún sistema es perfectamente seguro; comunica cualquier duda al Operador.',
        ],
      },
    ],
  },
};

export default es;
