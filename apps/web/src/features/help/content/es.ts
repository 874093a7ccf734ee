import type { HelpContent } from './types.ts';

const contact: HelpContent['contact'] = {
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
        'Para lo que tu administrador no pueda resolver, escribe al correo de soporte de tu instalación, que te indicará tu administrador. Donde se ofrece soporte telefónico, está disponible de lunes a viernes, de 8:00 a 17:00; tu administrador puede darte el número.',
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

const support: HelpContent['support'] = {
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
        'Elige tu idioma en la barra superior, en Configuración o en tu página Cuenta; se guarda con tu cuenta. Si se cerró tu sesión, esta terminó, quizá desde otro navegador: vuelve a iniciar sesión. Si sospechas un uso indebido, cambia tu contraseña y cierra las demás sesiones en Configuración.',
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

const howto: HelpContent['howto'] = {
  title: 'Guías paso a paso',
  intro: 'Guías paso a paso para esta versión, seguidas de breves avances de las funciones que llegarán en próximas versiones.',
  sections: [
    {
      heading: 'Crear tu cuenta',
      paragraphs: [],
      bullets: [
        "Abre la dirección de tu Signage y elige 'Registrarse'.",
        'Introduce el nombre de tu organización, tu nombre completo, tu correo y una contraseña.',
        'Introduce tu ciudad, tu estado, provincia o región y tu país (obligatorio).',
        'Acepta las condiciones y envía el formulario. La primera cuenta de una instalación nueva se convierte en la propietaria de la plataforma; los registros posteriores reciben una organización con una prueba de 30 días.',
      ],
    },
    {
      heading: 'Verificar tu correo',
      paragraphs: [],
      bullets: [
        'Introduce el código de seis dígitos del correo en la página de verificación antes de 10 minutos.',
        '¿No te ha llegado? Mira en el correo no deseado y usa el botón de reenvío.',
        'Después, inicia sesión con tu correo y tu contraseña.',
      ],
    },
    {
      heading: 'Iniciar sesión',
      paragraphs: [
        "Introduce tu correo y tu contraseña en la página de inicio. Se abre el panel con los primeros pasos. ¿Has olvidado la contraseña? Elige '¿Has olvidado la contraseña?', introduce tu correo, abre el enlace antes de 60 minutos y elige una contraseña nueva.",
      ],
    },
    {
      heading: 'Cambiar el idioma',
      paragraphs: [
        'Usa el menú de idioma de la barra superior, Configuración o tu página Cuenta. Están disponibles el inglés, el español, el francés y el sueco.',
      ],
    },
    {
      heading: 'Cambiar tu contraseña',
      paragraphs: [
        "Abre 'Cuenta', introduce tu contraseña actual y luego la nueva dos veces, y guarda. Tu nombre se cambia en la misma página.",
      ],
    },
    {
      heading: 'Cambiar tu correo',
      paragraphs: [
        "Abre 'Cuenta', introduce la nueva dirección y guarda. Abre el enlace de confirmación enviado a la nueva dirección antes de 24 horas; 'Aceptar' en la página de confirmación te devuelve a Cuenta.",
      ],
    },
    {
      heading: 'Cerrar otras sesiones',
      paragraphs: [
        "Abre 'Configuración'. Sesiones activas muestra cada navegador en el que has iniciado sesión; cierra las que no reconozcas, o todas las demás. 'Cerrar sesión' en la barra superior cierra la sesión en el navegador actual.",
      ],
    },
    {
      heading: 'Próximamente: subir medios',
      paragraphs: ["Abre 'Medios', elige un tipo y sube los archivos de uno en uno a Mis medios; después, compártelos si hace falta."],
    },
    {
      heading: 'Próximamente: crear y publicar una lista de reproducción',
      paragraphs: [
        "Abre 'Listas de reproducción', crea una con un nombre y una relación de aspecto, añade diapositivas en el editor, previsualízala y publícala.",
      ],
    },
    {
      heading: 'Próximamente: vincular una pantalla',
      paragraphs: [
        "Abre /player/ de tu instalación en la pantalla; muestra un código de 4 dígitos. En 'Pantallas', añade una pantalla y escribe el código antes de 10 minutos; después, asígnale una lista publicada: aparece en menos de 30 segundos.",
      ],
    },
    {
      heading: 'Próximamente: programar contenido',
      paragraphs: [
        'Abre una pantalla o un grupo y añade una entrada de programación con una lista, un inicio, un fin y, si quieres, una repetición.',
      ],
    },
    {
      heading: 'Próximamente: difundir una alerta',
      paragraphs: [
        "Si eres propietario o administrador: abre 'Alertas', crea una alerta, elige las pantallas o grupos de destino y difúndela; desactívala después.",
      ],
    },
  ],
};

const releasenotes: HelpContent['releasenotes'] = {
  title: 'Notas de la versión',
  intro:
    "Versión 0.1.0, 'Foundation' (Cimientos): la primera versión de Signage, que sienta las bases sobre las que se construirá todo lo demás.",
  sections: [
    {
      heading: 'Novedades de la 0.1.0',
      paragraphs: [],
      bullets: [
        'Registro con código de verificación por correo (válido 10 minutos, puede reenviarse).',
        'Inicio y cierre de sesión, y restablecimiento de contraseña mediante un enlace por correo (válido 60 minutos).',
        'Cuenta: nombre, cambio de correo confirmado por enlace, cambio de contraseña, EULA, política de privacidad e idioma.',
        'Configuración: idioma y sesiones activas.',
        'Panel con los primeros pasos, y Ayuda.',
        'Inglés, español, francés y sueco.',
        'La primera cuenta de una instalación nueva se convierte en la propietaria de la plataforma; los registros posteriores reciben una organización de prueba de 30 días.',
      ],
    },
    {
      heading: 'Para quien aloja su propia instalación',
      paragraphs: [],
      bullets: [
        'Base de datos integrada en DATA_DIR por defecto; DATABASE_URL para PostgreSQL. Las migraciones se aplican al arrancar.',
        'Correo a través de SMTP_URL y MAIL_FROM; si no, al registro del servidor y a una bandeja de salida. PUBLIC_URL define la dirección de los enlaces enviados por correo.',
      ],
    },
    {
      heading: 'Próximamente',
      paragraphs: [
        'Biblioteca de medios; listas de reproducción y editor de diapositivas; pantallas, la aplicación de reproducción y programaciones; gestión de organizaciones, licencias y usuarios; alertas; estadísticas de uso. Hasta entonces, los primeros pasos remiten a funciones que aún no están disponibles.',
      ],
    },
  ],
};

const usermanual: HelpContent['usermanual'] = {
  title: 'Manual de usuario',
  intro:
    'Las ideas en las que se basa Signage y cómo encajan sus partes. La versión 0.1.0 ofrece cuentas, inicio de sesión, configuración y ayuda; las secciones marcadas como próximamente describen funciones de las siguientes versiones.',
  sections: [
    {
      heading: 'Qué hace Signage',
      paragraphs: [
        'Signage es una plataforma de cartelería digital de código abierto que puedes alojar tú mismo. Las organizaciones diseñan listas de diapositivas en un editor web, gestionan una biblioteca de medios, vinculan pantallas, programan y publican contenido, difunden alertas de emergencia y gestionan suborganizaciones, usuarios, licencias e imagen de marca.',
      ],
    },
    {
      heading: 'Organizaciones y suborganizaciones',
      paragraphs: [
        'Cada usuario pertenece a una organización, y las organizaciones forman un árbol. La organización de la plataforma, en la cima, la crea la primera cuenta de una instalación nueva; las organizaciones que se registran después pasan a ser sus suborganizaciones, y cualquier organización puede tener las suyas, como una sede central y sus sucursales. La ruta de navegación muestra el camino desde la cima hasta donde estás.',
        'Próximamente: cuando la licencia lo permita, una organización madre podrá añadir, editar, mover y eliminar suborganizaciones, gestionar su imagen de marca (logotipo, fondo, colores, título del sitio web) y transferir su contenido, ya sea solo en sus hijas directas o en todos los niveles inferiores. Una organización con suborganizaciones no puede eliminarse; la eliminación se confirma escribiendo delete, y sus datos pasan a la organización madre o se eliminan. Una organización madre también podrá solicitar acceso delegado a una suborganización directa; el propietario de esta acepta o rechaza por correo, y mientras está activo se muestra un aviso.',
      ],
    },
    {
      heading: 'Roles',
      paragraphs: [
        'Cada usuario tiene uno de cinco roles; todos pueden usar el panel, la ayuda y su propia cuenta.',
        'El propietario tiene control total sobre usuarios, contenido y pantallas, y es el único que puede añadir administradores.',
        'Un administrador gestiona contenido y pantallas, ve usuarios, organizaciones, alertas y estadísticas de uso, y añade o elimina personal, gestores de pantallas y creadores de contenido, pero no puede añadir ni eliminar a otros administradores.',
        'El personal modifica contenido y pantallas, pero no gestiona usuarios. Un gestor de pantallas (gestor de dispositivos) gestiona pantallas y grupos y solo asigna listas compartidas. Un creador de contenido gestiona solo contenido: medios, listas de reproducción y plantillas.',
        'No se puede eliminar al propietario ni a uno mismo; los datos de un usuario eliminado se transfieren al propietario o se eliminan. Los mensajes, las alertas, las estadísticas de uso y el asistente de IA solo aparecen si la licencia los incluye.',
      ],
    },
    {
      heading: 'Licencias y pruebas',
      paragraphs: [
        'Cada organización tiene una licencia: un paquete con un número de pantallas y de usuarios, un periodo de validez, un límite de pantallas interactivas y complementos como widgets, el asistente de IA, los mensajes y las alertas. Hay paquetes de prueba, acceso completo, personalizado, y por dispositivo o por ubicación para 1, 3 o 5 años; los límites pueden ser ilimitados. Las áreas que la licencia no incluye quedan ocultas.',
        'Las organizaciones que se registran reciben una prueba de 30 días, por defecto para 2 pantallas y 3 usuarios, que puede ampliarse una vez 30 días. Una licencia está en prueba, demo, activa, a punto de caducar o caducada. Con una licencia caducada la organización queda en solo lectura: los administradores ven cómo renovarla y a los demás se les pide que contacten con su administrador. La gestión de licencias llegará próximamente.',
      ],
    },
    {
      heading: 'Biblioteca de medios (próximamente)',
      paragraphs: [
        'La biblioteca contiene imágenes (JPG, PNG, SVG), GIF y PDF de hasta 100 MB, vídeos (MP4, WebM) de hasta 250 MB, audio (MP3, WAV) de hasta 25 MB y plantillas. Los archivos se suben de uno en uno y se organizan en carpetas.',
        'Cada tipo tiene tres secciones. Míos: solo su creador puede abrir los medios no compartidos. Compartidos: disponibles para toda tu organización. Stock: ofrecidos por una organización madre a suborganizaciones elegidas o a toda la plataforma, incluidas las suborganizaciones futuras; su creador puede eliminarlos para todos. Los medios pueden bloquearse o hacerse no editables al compartirlos. Donde estén configurados, pueden usarse servicios de fotos de stock y un servicio de diseño.',
      ],
    },
    {
      heading: 'Listas de reproducción, diapositivas y publicación (próximamente)',
      paragraphs: [
        'Una lista de reproducción es una serie ordenada de diapositivas, cada una con su propia duración, en una relación de aspecto: horizontal 16:9, 16:10 o 4:3, vertical 9:16, 10:16 o 3:4, o personalizada. El editor coloca texto, imágenes, vídeos, formas, sitios web y widgets (tiempo, noticias RSS 2.0, redes sociales, datos de hojas de cálculo, códigos QR, menús) en capas, con animaciones, plantillas, vista previa y deshacer y rehacer. En pantallas interactivas, las esquinas activas y las acciones de salto a diapositiva responden al tacto.',
        'Las listas se guardan en Mías, Compartidas y Stock, con carpetas y favoritos. Una lista compartida la edita una sola persona a la vez; mientras está bloqueada muestra quién la edita.',
        'Una lista debe publicarse antes de asignarse. Cualquier cambio en diapositivas, duraciones, animaciones o relación de aspecto la despublica hasta que vuelvas a publicarla; las pantallas siguen mostrando la última versión publicada. Asígnala a una pantalla o a un grupo para reproducirla ya (se repite hasta que la detengas) o según una programación. Aparece en pantalla en menos de 30 segundos.',
      ],
    },
    {
      heading: 'Pantallas y vinculación (próximamente)',
      paragraphs: [
        "Una pantalla ejecuta la aplicación de reproducción en /player/ de tu instalación, en cualquier navegador que pueda ir a pantalla completa: un navegador en modo quiosco en una Raspberry Pi, un WebView de Android o el navegador de una smart TV. La aplicación muestra un código de vinculación de 4 dígitos, válido 10 minutos; introdúcelo en Pantallas. Las pantallas nuevas se llaman 'Screen' seguido de un número hasta que les cambies el nombre.",
        'La aplicación sigue reproduciendo sin conexión. Una pantalla está activa, actualizándose, sin conexión o inactiva; el panel y la vista previa en directo se actualizan cada 10 segundos. Las pantallas pueden organizarse en grupos anidados y hacerse interactivas dentro del límite de la licencia.',
      ],
    },
    {
      heading: 'Programaciones (próximamente)',
      paragraphs: [
        'Las entradas de programación pertenecen a una pantalla o a un grupo. Cada una tiene una lista, un inicio y un fin (o todo el día), y puede repetirse cada cierto número de días, semanas (en los días elegidos), meses o años: siempre, hasta una fecha o un número de veces. El inicio debe ser anterior al fin. Las horas siguen la zona horaria de la pantalla.',
      ],
    },
    {
      heading: 'Qué reproduce una pantalla',
      paragraphs: ['Una pantalla reproduce lo primero de esta lista que se aplique:'],
      bullets: [
        'una alerta activa dirigida a ella, directamente o a través de un grupo;',
        'su propia lista de reproducción inmediata;',
        'su propia entrada de programación activa en ese momento;',
        'la lista de reproducción inmediata de su grupo más cercano, luego la programación de ese grupo, y lo mismo para cada grupo superior;',
        'si no, una pantalla en reposo con la imagen de marca de tu organización.',
        'Si dos entradas del mismo nivel se solapan, gana la que empezó más tarde.',
      ],
    },
    {
      heading: 'Alertas (próximamente)',
      paragraphs: [
        'Las alertas toman las pantallas para mostrar información urgente. Los propietarios y administradores cuya licencia incluye alertas las crean con un nombre, un tipo (medio ambiente, incendio, salud, infraestructura, protección, seguridad, meteorología o personalizado), una descripción, instrucciones, una duración, audio MP3 o WAV opcional, colores y pantallas o grupos de destino. Las alertas son puntuales o continuas, siguen activas hasta que se desactivan y solo pueden eliminarse una vez desactivadas. Las integraciones permiten a otros sistemas activar y desactivar alertas mediante sus propias URL y JSON.',
      ],
    },
    {
      heading: 'Usuarios y estadísticas (próximamente)',
      paragraphs: [
        'Los propietarios y administradores podrán añadir usuarios dentro del límite de la licencia, reenviar invitaciones y aprobar a los nuevos usuarios cuyo dominio de correo coincida con el de la organización. Las estadísticas de uso abarcan los últimos 7 días, los últimos 30 días o un periodo personalizado.',
      ],
    },
    {
      heading: 'Tu cuenta',
      paragraphs: [
        'En tu página Cuenta cambias tu nombre, tu dirección de correo (confirmada mediante un enlace enviado a la nueva dirección) y tu contraseña, lees el EULA y la política de privacidad y eliges tu idioma. Configuración contiene tu idioma y tus sesiones activas, desde donde puedes cerrar la sesión en otros navegadores. Signage comprueba tu sesión cada 10 segundos; si ha terminado, vuelves a la página de inicio de sesión.',
        'El panel es tu página de inicio. Muestra los primeros pasos para añadir una pantalla y crear contenido; una vista en directo de tus pantallas llegará en una próxima versión.',
      ],
    },
    {
      heading: 'Idiomas',
      paragraphs: [
        'Signage está disponible en inglés, español, francés y sueco. Al principio usa el idioma de tu navegador si es compatible y, si no, el inglés. Cámbialo desde la barra superior, Configuración o Cuenta; tu elección se guarda con tu cuenta.',
      ],
    },
  ],
};

const content: HelpContent = { contact, support, howto, releasenotes, usermanual };

export default content;
