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

const howto: HelpContent['howto'] = {
  title: 'Guías paso a paso',
  intro: 'Guías paso a paso para las tareas más habituales.',
  sections: [
    {
      heading: 'Crear tu cuenta',
      paragraphs: [],
      bullets: [
        "Abre la dirección de tu Signage y elige 'Registrarse'.",
        'Introduce el nombre de tu organización, tu nombre completo, tu correo y una contraseña.',
        'Introduce tu ciudad, tu estado, provincia o región y tu país (obligatorio; ya aparece elegido el país de la configuración de idioma de tu navegador, cámbialo si hace falta).',
        'Acepta las condiciones y envía el formulario. La primera cuenta de una instalación nueva se convierte en la propietaria de la plataforma; los registros posteriores reciben una organización con una prueba de 30 días.',
      ],
    },
    {
      heading: 'Verificar tu correo',
      paragraphs: [],
      bullets: [
        'Introduce el código de seis dígitos del correo en la página de verificación antes de 10 minutos.',
        '¿No te ha llegado? Mira en el correo no deseado y usa el botón de reenvío.',
        'El código inicia tu sesión: se abre el panel con los pasos para empezar.',
      ],
    },
    {
      heading: 'Iniciar sesión',
      paragraphs: [
        "Introduce tu correo y tu contraseña en la página de inicio. Se abre el panel con los primeros pasos. ¿Has olvidado la contraseña? Elige '¿Has olvidado la contraseña?', introduce tu correo, abre el enlace antes de 60 minutos y elige una contraseña nueva.",
        "Iniciar sesión con Google: si tu instalación lo ofrece, las páginas de inicio de sesión y de registro muestran el botón 'Iniciar sesión con Google'. Elígelo y selecciona tu cuenta de Google. Si existe una cuenta con ese correo electrónico, entras directamente; si no, introduce los datos de tu organización, acepta las condiciones y empieza tu prueba de 30 días, sin contraseña ni código (si quieres una contraseña, créala más tarde con '¿Has olvidado tu contraseña?'). 'No se ha podido iniciar sesión con Google' significa que se canceló el inicio de sesión, tardó más de 10 minutos o tu correo de Google no está verificado: inténtalo de nuevo o inicia sesión con tu contraseña.",
      ],
    },
    {
      heading: 'Cambiar el idioma',
      paragraphs: [
        'Usa el menú de idioma de la barra superior, Ajustes o tu página Cuenta. Están disponibles el inglés, el español, el francés y el sueco.',
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
        "Abre 'Ajustes'. Sesiones activas muestra cada navegador en el que has iniciado sesión; cierra las que no reconozcas, o todas las demás. 'Cerrar sesión' en la barra superior cierra la sesión en el navegador actual.",
      ],
    },
    {
      heading: 'Subir medios',
      paragraphs: [
        "Abre 'Multimedia' y sube imágenes, GIF, vídeos, PDF o archivos de audio; una barra de progreso muestra cada subida y permite cancelarla. Organiza los archivos en carpetas y con etiquetas, encuéntralos con la búsqueda y comparte un archivo con tu organización cuando tus compañeros lo necesiten.",
        'Fotos gratuitas: en Mis archivos, elige Fotos de stock, escoge Unsplash o Pexels, busca e Importa una foto. Llega a la carpeta que estás viendo con su crédito, «Foto de … en Unsplash», que sus detalles conservan; muestra el crédito donde el servicio lo pide. El botón aparece solo si el administrador del servidor ha añadido la clave de al menos un servicio.',
        'Canva: en Mis archivos, elige Canva y conecta tu propia cuenta de Canva (Canva se abre en una pestaña nueva; permite el acceso allí). Tus diseños aparecen con sus miniaturas; Importar como imagen trae la primera página e Importar como PDF todas las páginas, a la carpeta que estás viendo. Desconectar Canva retira el acceso. Se muestra cuando el servidor tiene Canva y tu licencia lo incluye. En el editor de diapositivas, el selector de imágenes también tiene las pestañas Fotos de stock y Canva: Insertar importa la imagen y la coloca en la diapositiva.',
      ],
    },
    {
      heading: 'Crear y publicar una lista de reproducción',
      paragraphs: [
        "Abre 'Listas de reproducción' y crea una con un nombre y una relación de aspecto, o parte de una plantilla. En el editor añade diapositivas con texto, imágenes, vídeos, formas y sitios web; los cambios se guardan automáticamente. Previsualízala, publícala y asígnala a pantallas o grupos. Desde el panel, 'Crea una lista de reproducción' abre el formulario directamente; un texto nuevo en una diapositiva queda listo para escribir. Las flechas de los dos extremos de la barra de herramientas del editor ocultan la lista de diapositivas y las propiedades para dar más espacio a la diapositiva; tu navegador recuerda la elección.",
      ],
    },
    {
      heading: 'Mostrar un logotipo, un reloj o un texto en movimiento en todas las diapositivas',
      paragraphs: [
        "En el editor de la lista, elige 'Superposición' encima de las diapositivas. Añade un logotipo, un reloj, un texto en movimiento o cualquier otro elemento con las herramientas de siempre; la diapositiva actual se ve atenuada debajo para que puedas colocarlos. Elige una diapositiva para volver a ella: la superposición se ve entonces atenuada encima. Publica, y cada pantalla muestra la superposición encima de todas las diapositivas. Una lista necesita al menos dos diapositivas para tener superposición.",
      ],
    },
    {
      heading: 'Vincular una pantalla',
      paragraphs: [
        "Abre /player/ de tu instalación en el navegador de la pantalla; muestra un código de 4 dígitos. En 'Pantallas', añade una pantalla y escribe el código en menos de 10 minutos; después asigna una lista de reproducción publicada: la pantalla la recibe al instante y sigue reproduciendo sin conexión.",
      ],
    },
    {
      heading: 'Programar contenido',
      paragraphs: [
        'Abre una pantalla o un grupo y añade una entrada de programación con una lista de reproducción, un inicio, un fin (o todo el día) y una repetición opcional. El calendario muestra qué se reproduce, cuándo y por qué.',
      ],
    },
    {
      heading: 'Etiquetar pantallas y usar grupos dinámicos',
      paragraphs: [
        'Pon etiquetas a las pantallas, como #recepcion o #este: en la página de una pantalla, en «Etiquetas», o en varias pantallas a la vez marcándolas en la lista de «Pantallas» y eligiendo «Añadir etiquetas» o «Quitar etiquetas». Filtra la lista por una etiqueta para ver las pantallas que la llevan.',
        'En «Pantallas» → «Grupos», elige «Nuevo grupo dinámico», dale un nombre y una regla: pantallas con todas las etiquetas elegidas o con cualquiera de ellas. La página del grupo muestra sus miembros actuales y se actualiza a medida que se etiquetan pantallas.',
        'Asigna una lista de reproducción, programa contenido o dirige alertas y mensajes a un grupo dinámico igual que a cualquier otro grupo. Cuando una pantalla recibe una etiqueta que coincide, entra al instante y empieza a recibir el contenido del grupo; cuando se quita la etiqueta, sale al instante. Un grupo dinámico solo incluye pantallas de su propia organización.',
      ],
    },
    {
      heading: 'Crear un videowall',
      paragraphs: [
        "Un videowall son varias pantallas colgadas juntas que muestran una sola imagen grande. Pon las pantallas en un grupo, abre la página del grupo y elige 'Convertir este grupo en un videowall'. Indica cuántas pantallas de ancho (columnas) y de alto (filas) tiene, el tamaño de la imagen de una pantalla en píxeles (1920 × 1080 para una pantalla Full HD normal, 1080 × 1920 si está en vertical) y el marco.",
        'El marco es el espacio entre las imágenes de dos pantallas contiguas —los dos bordes juntos—, en píxeles de la pantalla. Mídelo con una regla y divídelo por el tamaño de un píxel: en una pantalla Full HD de 55" un píxel mide unos 0,63 mm, así que un espacio de 5 mm son 8 píxeles. Detrás de los marcos no se muestra nada de la diapositiva, así que las líneas y el texto siguen rectos en todo el videowall.',
        'Después coloca cada pantalla: arrastra su nombre a su posición en el videowall o elige su columna y su fila. Si una pantalla está boca abajo o de lado, elige su rotación. Guarda el videowall.',
        'Crea una lista de reproducción del tamaño que indica la página del videowall (por ejemplo 3840x2160 para cuatro pantallas Full HD sin marcos) y asígnala al grupo. Cada pantalla muestra su parte de cada diapositiva. Mientras editas esa lista, el editor muestra dónde están las pantallas y los marcos, para que puedas mantener el texto fuera de los marcos.',
        "Un videowall siempre se reproduce sincronizado: al convertir un grupo en videowall se activa 'Las pantallas de este grupo se reproducen sincronizadas', así que todas sus pantallas cambian de diapositiva en el mismo momento.",
      ],
    },
    {
      heading: 'Horas de apagado: apagar las pantallas por la noche y los fines de semana',
      paragraphs: [
        "Abre una pantalla o un grupo y busca 'Horas de apagado'. Actívalas e indica cuándo debe apagarse la imagen, por ejemplo de lunes a viernes de 22:00 a 06:00. Un periodo que termina antes de empezar pasa la medianoche; la misma hora dos veces significa el día entero, y así se configuran los fines de semana.",
        "Añade excepciones para las fechas distintas: 'Encendida todo el día' para un domingo de apertura, 'Apagada todo el día' para un festivo. Las horas siguen la zona horaria de cada pantalla.",
        "Las horas de apagado de un grupo se aplican a todas sus pantallas, salvo a las que tienen las suyas propias. Apagada, la pantalla muestra negro, no reproduce nada y no cuenta reproducciones, aunque no tenga conexión. Una alerta la enciende igualmente. La lista de pantallas la muestra 'Apagada', no 'Sin conexión', y no se envía ningún correo de desconexión por un apagado previsto. Una pantalla instalada con el instalador de quiosco también apaga y enciende el televisor por HDMI.",
      ],
    },
    {
      heading: 'Reproducir un grupo sincronizado',
      paragraphs: [
        "Las pantallas colocadas una al lado de otra, como una fila de menús o las pantallas de un escaparate, pueden cambiar de diapositiva a la vez. Abre el grupo en 'Pantallas' → 'Grupos' y activa 'Las pantallas de este grupo se reproducen sincronizadas'. Sus pantallas, y las de sus subgrupos, muestran entonces la misma diapositiva, inician los vídeos y hacen las transiciones en el mismo instante, según el reloj del servidor.",
        'Asigna al grupo una sola lista de reproducción: las pantallas siguen la misma línea de tiempo en curso, así que una pantalla que se enciende más tarde, o que se reinicia, se une a las demás donde están en lugar de empezar por la primera diapositiva. Sin conexión, la pantalla mantiene el ritmo por sí sola; cuando se reconecta, se vuelve a ajustar con suavidad, sin saltos. Las diapositivas cambian a su hora aunque una pantalla no haya terminado de cargar la siguiente, así que usa en las listas sincronizadas archivos que la pantalla más lenta pueda cargar a tiempo.',
      ],
    },
    {
      heading: 'Invitar a un usuario',
      paragraphs: [
        "Propietarios y administradores: abre 'Usuarios', elige 'Añadir usuario', escribe la dirección de correo y elige un rol. La persona recibe un correo con un enlace para establecer su contraseña; la invitación puede reenviarse desde la misma página.",
      ],
    },
    {
      heading: 'Ver qué cambió y quién lo cambió',
      paragraphs: [
        'Elige la campana de la barra superior: su número cuenta las entradas nuevas para ti (lo que otras personas hicieron desde la última vez que marcaste todo como leído). El registro de actividad muestra quién hizo qué, lo más reciente primero: subidas, ediciones, publicaciones, asignaciones, cambios de programación, vinculaciones, eliminaciones y cambios de usuarios y roles. Los nombres de lo que aún existe son enlaces.',
        "Acota la lista con los filtros: qué pasó, una persona, un tipo de objeto o unas fechas; el botón del embudo de una entrada muestra solo las entradas sobre ese objeto. Abajo eliges cuántas entradas muestra cada página. 'Marcar todo como leído' quita el resaltado y el número de la campana.",
      ],
    },
    {
      heading: 'Permitir que los compañeros se unan por dominio de correo',
      paragraphs: [
        "Propietarios y administradores: abre 'Organizaciones' y luego la pestaña Información de tu organización. En Unión por dominio, escribe el dominio de correo de tu organización (el tuyo o el del propietario), activa la unión y elige si los nuevos usuarios esperan aprobación. Quienes se registren después con una dirección de ese dominio se unen a tu organización como creadores de contenido. Aprueba o rechaza a quienes esperan en la página Usuarios; su columna Tipo muestra quién se unió de esta forma.",
      ],
    },
    {
      heading: 'Transferir el contenido de una suborganización',
      paragraphs: [
        "Abre 'Organizaciones', abre la suborganización y su pestaña 'Mover y transferir'. En Transferir contenido, deja la organización superior o elige otra organización y confirma: los medios, carpetas, listas de reproducción, plantillas, pantallas y grupos pasan a ella, y la suborganización se mantiene.",
      ],
    },
    {
      heading: 'Añadir un widget',
      paragraphs: [],
      bullets: [
        "En el editor de diapositivas elige 'Widgets' y un tipo: tiempo, noticias, código QR, reloj, cuenta atrás, hoja de cálculo, Facebook, Instagram, vídeo por enlace (y 'Carta de menú' para una lista de precios). Los tipos que tu licencia no incluye aparecen en gris con el motivo.",
        "Para una hoja de cálculo, pega un enlace público de Google Sheets y una celda o un rango (E8, E2:E10) y elige 'Sincronizar', o sube un archivo CSV o de Excel.",
        "Para Facebook o Instagram, elige 'Conectar una página' e inicia sesión en Facebook en la nueva pestaña: una página confirma la conexión; después elige la página que quieres mostrar. Tu proveedor debe haber configurado una aplicación de Meta para estos dos.",
        "Configúralo a la derecha: un lugar para el tiempo (búscalo por su nombre), la dirección de un feed RSS 2.0 para las noticias ('Comprobar' te dice enseguida si el feed se puede usar), el contenido de un código QR, la fecha de una cuenta atrás.",
        'Elige un tema, un tamaño de texto y el idioma en que se escriben sus palabras en la pantalla. Debajo, el panel indica cuándo se actualizaron los datos por última vez o por qué falló una actualización.',
        'Publica: las pantallas muestran el widget con los mismos datos; sin conexión conservan los últimos datos, marcados con la hora en que se obtuvieron.',
      ],
    },
    {
      heading: 'Difundir una alerta',
      paragraphs: [],
      bullets: [
        "Propietarios y administradores: abre 'Alertas' y elige 'Crear alerta'. Dale un nombre, un tipo (medio ambiente, incendio, salud, infraestructura, seguridad, protección, meteorología o personalizada), una descripción e instrucciones; la vista previa muestra la alerta como la verán las pantallas, en horizontal y en vertical.",
        'Elige difusión con una duración (termina sola) o continua (sigue hasta que la desactives), un sonido opcional (un archivo MP3 o WAV de tus medios), los colores y las pantallas: todas, o las pantallas y grupos que elijas (un grupo incluye sus subgrupos).',
        "Elige 'Difundir ahora': todas las pantallas elegidas muestran la alerta a pantalla completa al instante, incluso una pantalla que pierda la conexión después. 'Desactivar' la termina y las pantallas vuelven a su programación.",
        'La página de la alerta muestra quién la inició y la terminó y cuándo, y para cada pantalla si confirmó que la muestra, si está desconectada o si aún no ha respondido. Una alerta se puede eliminar cuando está desactivada.',
      ],
    },
    {
      heading: 'Activar una alerta desde otro sistema',
      paragraphs: [],
      bullets: [
        "Propietarios y administradores: abre 'Alertas', luego 'Integraciones', y crea una: un nombre, el tipo (genérica, o CAP para los avisos públicos) y las alertas que inicia.",
        'Copia la clave y las direcciones de activación, desactivación y JSON que aparecen al guardar: solo se muestran una vez. Otro sistema llama a la dirección de activación (por ejemplo curl -X POST <dirección de activación>) para difundir las alertas vinculadas, y a la de desactivación para terminarlas.',
        'Una integración CAP acepta mensajes del Common Alerting Protocol 1.2: cada uno se convierte en una alerta en las pantallas de la integración, y un mensaje Cancel la termina.',
        "¿Has perdido la clave? 'Regenerar' crea una nueva y la anterior deja de funcionar al instante. Desactiva una integración para rechazar sus llamadas; se puede eliminar cuando está desactivada.",
      ],
    },
    {
      heading: 'Mostrar un mensaje en las pantallas',
      paragraphs: [
        "Abre 'Mensajes' y crea uno: el texto, una cinta que se desplaza o un banner fijo, arriba o abajo, la velocidad y los colores, cuándo empieza y termina (o hasta que lo detengas), y las pantallas o grupos. Se muestra sobre el contenido en curso; una alerta lo sigue cubriendo todo.",
      ],
    },
    {
      heading: 'Consultar las estadísticas de uso y descargar un informe',
      paragraphs: [],
      bullets: [
        'Abre Estadísticas de uso en el menú lateral (propietarios y administradores, si tu licencia incluye estadísticas de uso).',
        'Marca los tipos de uso que quieras (al menos uno), elige los últimos 7 días, los últimos 30 días o tu propio intervalo y, si quieres, limítalo a algunas pantallas, grupos o listas de reproducción.',
        'Copia la dirección de la página para compartir o guardar el mismo informe; elige Descargar CSV o Descargar PDF para el informe completo.',
      ],
    },
    {
      heading: 'Recibir un correo cuando una pantalla se desconecta',
      paragraphs: [],
      bullets: [
        "Propietarios y administradores: abre 'Pantallas' y la pestaña 'Avisos' (la tarjeta de pantallas del panel también lleva allí). Activa 'Enviar avisos de pantallas desconectadas', elige tras cuánto tiempo (de 15 minutos a 48 horas), marca a quién se avisa (propietarios, administradores y gestores de pantallas de la organización) y si también deben saber cuándo vuelve la pantalla, y guarda.",
        'Cada persona recibe un correo por cada pantalla que se desconecta, con un enlace a la pantalla; si se caen muchas pantallas a la vez, un solo correo las enumera todas. Los gestores de pantallas y el personal pueden ver los ajustes, pero no cambiarlos.',
        "En la página de una pantalla, 'Pantalla ahora' muestra la última captura y cuándo se tomó; 'Tomar una captura ahora' pide una nueva a la pantalla (una pantalla desconectada no puede responder).",
      ],
    },
    {
      heading: 'Escribe textos con el asistente de IA',
      paragraphs: [],
      bullets: [
        "Propietarios y administradores cuya licencia incluye el asistente de IA: en el editor de diapositivas, selecciona un elemento de texto y elige 'Sugerir' arriba de sus propiedades.",
        "El mismo 'Sugerir' está bajo la descripción y las instrucciones de una alerta y bajo el texto de un mensaje: la opción elegida reemplaza ese campo.",
        "Elige qué hacer: titulares para el texto, hacerlo más corto, más cercano o más formal, traducirlo al inglés, español, francés o sueco, o escribir el texto de una diapositiva a partir de una idea breve. Después elige 'Sugerir (1 crédito)'.",
        'Un crédito da 5 opciones; elige una para reemplazar el texto del elemento (deshacer recupera el texto anterior). Si el asistente no puede responder, no se usa tu crédito.',
        '¿Sin créditos de IA? El mensaje enlaza a la página de la licencia de tu organización, donde se muestran tus créditos. Si el servidor no tiene un proveedor de IA configurado, el editor lo indica en lugar de mostrar el botón.',
        'El texto que envías solo va al proveedor de IA configurado en este servidor.',
      ],
    },
    {
      heading: 'Comprar una ampliación, complementos, pantallas o créditos de IA',
      paragraphs: [],
      bullets: [
        "Propietarios y administradores: abre 'Organizaciones', tu organización y después 'Licencia'. La sección 'Comprar' muestra lo que vende este servidor, con los precios de tu tabla de precios.",
        "Elige una ampliación de 1, 3 o 5 años (con precio por pantalla de tu licencia), un complemento, pantallas o usuarios adicionales o un paquete de 100 créditos de IA, y después 'Comprar'. El pago se hace en la página del proveedor de pagos.",
        'La página de resultado comprueba el pago e indica lo que se ha añadido. Si el pago ha fallado, no se ha cobrado nada ni se ha añadido nada. Si indica que el pago se ha realizado pero no se ha añadido nada, contacta con soporte: se muestra la dirección.',
        "Cada pago genera una factura: se envía en PDF por correo al propietario de la organización y aparece en 'Facturas' en la misma página, desde donde se puede volver a descargar.",
        "Si el servidor no tiene configurados los pagos, los botones de 'Comprar' lo indican. Un servidor en modo de prueba aparece como 'Pagos de prueba: sin dinero real'.",
      ],
    },
    {
      heading: 'Aprobación antes de publicar',
      paragraphs: [
        'Los propietarios y administradores pueden exigir que los cambios en las listas de reproducción se aprueben antes de llegar a las pantallas: abre Organizaciones, elige tu organización y activa «Exigir aprobación antes de publicar» en la pestaña Información. Cuando una organización superior lo exige, todas las que dependen de ella también, y no pueden desactivarlo.',
        'Entonces los creadores de contenido y el personal ven «Enviar para aprobación» en lugar de «Publicar» en el editor de listas. Las pantallas siguen reproduciendo la última versión aprobada hasta que se aprueben los cambios; una lista que nunca se aprobó no se reproduce. Si vuelves a editar la lista, el envío se retira, así que envíala de nuevo cuando termines.',
        'Los propietarios y administradores siguen publicando directamente. En la página de listas de reproducción ven cuántos envíos están pendientes; al abrir uno ven cada diapositiva añadida, eliminada, modificada o movida tal como se verá en pantalla, y la aprueban o la rechazan con un motivo. La persona que la envió recibe un correo y el registro de actividad guarda cada paso. No puedes aprobar tu propio envío.',
        'Las alertas y los mensajes de pantalla nunca se retienen para su aprobación.',
        'El panel, y el número junto a Listas de reproducción en el menú, muestran a los propietarios y administradores cuántos cambios de listas de reproducción esperan su aprobación; elige Revisar los cambios para abrir la lista.',
      ],
    },
    {
      heading: 'Segundo factor y llaves de acceso',
      paragraphs: ['Un segundo factor protege tu cuenta aunque alguien descubra tu contraseña. Configúralo en Cuenta → Seguridad.'],
      bullets: [
        'Aplicación de autenticación: elige Configurar una aplicación de autenticación, escanea el código QR con una aplicación como Google Authenticator, Microsoft Authenticator o 1Password (o escribe la clave que aparece) e introduce el código de seis dígitos que muestra la aplicación. A partir de entonces, después de la contraseña se te pide el código actual.',
        'Códigos de recuperación: al configurar tu primer segundo factor recibes diez códigos de recuperación. Guárdalos en un lugar seguro; cada uno te permite iniciar sesión una vez si pierdes el teléfono o la llave de acceso. Puedes crear otros nuevos cuando quieras: confirma que eres tú con el código actual de tu aplicación de autenticación (o con tu contraseña si no tienes aplicación), y los anteriores dejan de funcionar.',
        'Llaves de acceso: elige Añadir una llave de acceso y sigue las indicaciones del navegador. Con una llave de acceso inicias sesión con tu huella, tu cara o el PIN del dispositivo; en la página de inicio de sesión elige Iniciar sesión con una llave de acceso, sin contraseña. Una llave de acceso también cuenta como segundo factor.',
        'Los propietarios y administradores pueden exigir un segundo factor a los propietarios y administradores de la organización, o a todos, en la pestaña Información de la organización. Las suborganizaciones siguen la misma regla y solo pueden ser más estrictas. Quien esté cubierto por la regla y no tenga segundo factor configura una aplicación de autenticación justo después de introducir su contraseña.',
        '¿Has perdido el teléfono y los códigos de recuperación? Pide ayuda a un propietario o administrador de tu organización (o de la organización que la gestiona): puede restablecer tus segundos factores en la página Usuarios, y después inicias sesión con tu contraseña.',
        'Para quitar la aplicación de autenticación o una llave de acceso, confirma que eres tú: introduce el código actual de tu aplicación de autenticación, o tu contraseña si no tienes aplicación. Si te registraste con Google y no tienes ninguna de las dos, crea primero una contraseña con «¿Has olvidado tu contraseña?» en la página de inicio de sesión.',
        'Los propietarios y administradores pueden restablecer el segundo factor de cualquier persona de su organización salvo el suyo propio, también el de otros administradores. El segundo factor del propietario solo lo puede restablecer la organización que gestiona la tuya.',
      ],
    },
  ],
};

const releasenotes: HelpContent['releasenotes'] = {
  title: 'Notas de la versión',
  intro: 'Lo que ha añadido cada etapa de Signage, de la más reciente a la más antigua. La versión que muestra Ajustes es la 0.1.0.',
  sections: [
    {
      heading:
        'Lo último: segundo factor, inicio de sesión único, tokens de API, webhooks, aprobación, etiquetas de pantallas y fechas de visualización',
      paragraphs: [],
      bullets: [
        'El inicio de sesión único con SAML 2.0 ahora vuelve a leer cada día la URL de metadatos de tu proveedor de identidad, así que un certificado de firma nuevo se recoge sin volver a guardar la configuración. La configuración muestra cuándo se leyó por última vez y cualquier problema, y Actualizar ahora la lee al momento.',
        'Crear nuevos códigos de recuperación ahora también pide el código actual de tu aplicación de autenticación (o tu contraseña si no tienes aplicación), para que nadie que use tu ordenador desbloqueado pueda crear códigos que salten tu segundo factor.',
        'Inicio de sesión único con SAML 2.0: además de OpenID Connect, los propietarios y administradores ya pueden conectar un proveedor de identidad que use SAML 2.0, como Microsoft Entra ID, Okta o Keycloak. Elige SAML 2.0 en la configuración de Inicio de sesión único de la organización, copia en tu proveedor de identidad el ID de entidad y la URL de ACS que aparecen allí, e indícanos la URL de sus metadatos.',
        'Videowalls: organiza un grupo en columnas y filas de pantallas, con el marco entre ellas y la posición y la rotación de cada pantalla. Una sola lista de reproducción diseñada al tamaño completo del videowall se reproduce en todas sus pantallas, y el editor muestra dónde están las pantallas y los marcos.',
        'Quitar la aplicación de autenticación o una llave de acceso ahora pide el código actual de la aplicación (o tu contraseña si no tienes aplicación), para que nadie que use tu ordenador desbloqueado pueda quitarte el segundo factor. Los propietarios y administradores pueden restablecer el segundo factor de otros administradores en la página Usuarios; el del propietario queda fuera del alcance de un administrador.',
        'Los propietarios y administradores ven en el panel, y junto a Listas de reproducción en el menú, cuántos cambios de listas de reproducción esperan su aprobación.',
        'El registro de actividad nombra el token de API cuando algo se hizo con uno, por ejemplo: Ana, mediante el token de API CI deploy, publicó la lista de reproducción Lobby.',
        'Webhooks: «Termina una alerta» ahora también se envía cuando una alerta termina sola al acabar su duración, «No se pudo procesar un archivo subido» también cuando el procesamiento sigue fallando tras varios intentos, y «Se publica una lista de reproducción» también cuando se aprueba un cambio de una lista.',
        "Horas de apagado: indica cuándo está apagada una pantalla o un grupo de pantallas (noches, fines de semana, festivos). Las pantallas apagadas muestran negro, no reproducen ni cuentan nada, aparecen como 'Apagada' y no 'Sin conexión' y no generan correos de desconexión; una alerta las enciende igualmente, y las pantallas de quiosco apagan y encienden el televisor.",
        'Reproducción sincronizada: actívala en un grupo y sus pantallas cambian de diapositiva, inician los vídeos y hacen las transiciones en el mismo instante. Una pantalla que arranca más tarde se une donde están las demás, y una que estuvo sin conexión se vuelve a ajustar con suavidad.',
        'Un ordenador con Debian o una Raspberry Pi se convierte con un solo comando en una pantalla que funciona sola (el instalador de quiosco en /player/kiosk/install.sh): el reproductor se inicia a pantalla completa en cada arranque y se reinicia si se detiene o se bloquea.',
        'Tokens de API: los propietarios y administradores pueden permitir que scripts y otros sistemas usen la API con un token en lugar de una contraseña. Elige lo que puede hacer cada token y cuándo caduca, cópialo una vez, consulta cuándo se usó por última vez y revócalo cuando quieras.',
        'Etiqueta tus pantallas (#recepcion, #este …) en la página de una pantalla o en varias a la vez, y filtra la lista de pantallas por etiqueta.',
        'Grupos dinámicos: elige pantallas por sus etiquetas (todas o cualquiera de las que indiques). Asigna listas, programaciones, alertas y mensajes a un grupo dinámico como a cualquier grupo; una pantalla entra o sale en cuanto cambian sus etiquetas.',
        'Aprobación antes de publicar: los propietarios y administradores pueden exigir que los cambios de los creadores de contenido y del personal en las listas de reproducción se aprueben primero. Quien revisa ve cada diapositiva añadida, eliminada, modificada o movida tal como se verá en pantalla y la aprueba o la rechaza con un comentario, mientras las pantallas mantienen la última versión aprobada. Las alertas y los mensajes nunca se retienen.',
        'Inicio de sesión único: los propietarios y administradores pueden conectar el proveedor de identidad de su organización, como Microsoft Entra ID, Okta, Google Workspace o Keycloak, en la pestaña Información de la organización. Después, los compañeros inician sesión con “Iniciar sesión con inicio de sesión único” y su dirección del trabajo, reciben una cuenta al iniciar sesión por primera vez y pueden recibir su rol del proveedor de identidad. Con “Solo inicio de sesión único”, las contraseñas se desactivan para todos excepto el propietario.',
        'Segundo factor y llaves de acceso: añade una aplicación de autenticación o una llave de acceso en Cuenta → Seguridad, guarda diez códigos de recuperación de un solo uso e inicia sesión con una llave de acceso sin contraseña. Los propietarios y administradores pueden exigir un segundo factor a los administradores o a todos, y las suborganizaciones siguen la regla.',
        'Webhooks: los propietarios y administradores pueden hacer que Signage avise a sus otros sistemas cuando ocurre algo: una pantalla se desconecta o vuelve, empieza o termina una alerta, se publica una lista de reproducción, un archivo subido está listo o ha fallado, y un resumen diario de reproducciones. Añade una dirección en la pestaña Webhooks de la organización, envía un evento de prueba y consulta cada entrega en su registro.',
        'Pon un inicio y un fin a una diapositiva o a una lista de reproducción completa con Mostrar desde / hasta en el editor de la lista. Las pantallas la omiten fuera de ese periodo, en su propia zona horaria y también sin conexión, sin volver a publicar; la lista de diapositivas la marca como Programada o Caducada, y el panel avisa 3 días antes de que el contenido deje de mostrarse.',
        "Tu primera diapositiva llega a una pantalla en menos pasos: en el panel, 'Crea una lista de reproducción' abre el formulario directamente, un texto nuevo en una diapositiva queda listo para escribir, 'Asignar a pantallas' aparece primero después de publicar y, si aún no hay pantallas, escribes el código que muestra la pantalla y eliges Asignar. Al registrarte, tu país ya aparece elegido.",
        'En el editor de diapositivas, las flechas de los dos extremos de la barra de herramientas ocultan la lista de diapositivas y las propiedades para dar más espacio a la diapositiva; tu navegador recuerda la elección.',
      ],
    },
    {
      heading: 'Pagos con tarjeta, facturas y Canva',
      paragraphs: [],
      bullets: [
        'Empezar es más rápido: aceptas los términos una sola vez, al registrarte, e introducir el código recibido por correo te da acceso directamente.',
        'En un servidor sin correo configurado, la página de registro indica que el código está en el archivo de registro del servidor, y la primera cuenta de un servidor nuevo sabe que crea la plataforma.',
        'La página de vinculación de una pantalla nueva muestra ahora una dirección que la pantalla puede abrir de verdad, con las mismas palabras que Pantallas → Añadir pantalla en el CMS.',
        'Compra con tarjeta en la página de licencia: ampliaciones de 1, 3 o 5 años, complementos, pantallas y usuarios adicionales y paquetes de 100 créditos de IA, con los precios de tu tarifa. La página de resultado confirma lo añadido, y cuando te quedas sin créditos de IA tienes un enlace para comprar más.',
        'Si alojas Signage tú mismo sin facturación, puedes probar las compras con los pagos de prueba integrados (sin dinero real).',
        'Un pago con tarjeta solo se añade a tu licencia cuando el proveedor de pagos confirma exactamente lo que se pidió. Cualquier otro pago queda retenido y aparece en la página de licencia, en Pagos que requieren atención, con la referencia que el soporte necesita para reembolsarlo o aplicarlo.',
        'Cada pago con tarjeta genera una factura, con numeración sin huecos, que se envía en PDF por correo al propietario de la organización. Propietarios y administradores encuentran todas las facturas en la página de licencia y pueden volver a descargarlas cuando quieran.',
        'Canva en Mis medios: conecta tu propia cuenta de Canva e importa un diseño como imagen (su primera página) o como PDF; la conexión es solo tuya y Desconectar la retira. El selector de imágenes del editor de diapositivas puede buscar fotos de stock y diseños de Canva e insertarlos directamente.',
        "Superposición de la lista: en el editor de la lista, elige 'Superposición' para añadir un logotipo, un reloj, un texto en movimiento o cualquier otra cosa que se quede en pantalla encima de todas las diapositivas. Las pantallas la mantienen en su sitio mientras cambian las diapositivas, así que un reloj o un texto en movimiento siguen en marcha.",
        'Los cambios de diapositiva son más fluidos en reproductores sencillos y poco potentes: la diapositiva que se va se queda quieta mientras entra la siguiente, así que el Barrido, el Fundido y el Zoom se ven mucho más suaves.',
        'El Fundido es ahora un fundido encadenado de verdad: la nueva diapositiva aparece sobre la anterior, en lugar de desvanecerse las dos y oscurecerse la imagen a mitad de camino. La vista previa del editor muestra lo mismo.',
        'Las animaciones de los objetos empiezan ahora cuando la diapositiva ya ha llegado, como en los programas de presentaciones, así que una entrada ya no queda medio oculta bajo la transición. «Empezar después de» cuenta desde ese momento, y las salidas siguen terminando con la diapositiva.',
        'En una pantalla girada o puesta del revés en sus ajustes, el texto se ve ahora exactamente igual que en la vista previa.',
        'La búsqueda de lugares del widget del tiempo vuelve a funcionar en el editor. Si quien administra el servidor tiene su propio servicio meteorológico en la red local, los widgets del tiempo lo usan ahora y ya no se quedan en «Esperando datos…».',
        'Por seguridad, las direcciones que escribes en el CMS, como las de los canales de noticias, siguen sin poder llegar a la red del propio servidor.',
        'Las alertas y los mensajes llegan ahora a las pantallas en el momento en que empiezan o terminan; antes, alguno podía llegar hasta 15 segundos tarde.',
        'Las pantallas se vuelven a conectar unas cinco veces más rápido tras un reinicio del servidor o un corte de red, y un «reproducir ahora» a un grupo grande llega a todas las pantallas tan rápido como una nueva publicación.',
        'Un cambio enviado a miles de pantallas a la vez, como un «reproducir ahora» a un grupo grande, carga ahora mucho menos el servidor y llega un poco antes. Cuando varios servidores comparten una base de datos, las pantallas de todos ellos reciben el cambio tan rápido como las del servidor donde se hizo.',
        'Un archivo subido que se estaba procesando cuando se reinició el servidor termina ahora en unos segundos en lugar de tardar cerca de un minuto.',
        'Las páginas del CMS se abren más rápido: el navegador tiene menos que cargar antes de mostrar la primera página.',
        'Un servidor con la base de datos integrada usa bastante menos memoria, tanto en reposo como cuando muchas personas y pantallas están activas, y responde igual de rápido.',
      ],
    },
    {
      heading: 'Inicio de sesión con Google y fotos de stock',
      paragraphs: [],
      bullets: [
        'Inicia sesión con Google en la página de acceso: una cuenta con el mismo correo verificado entra; una dirección nueva completa el resto del registro (organización, ciudad, condiciones) y obtiene una organización de prueba con el correo ya verificado. El botón solo aparece cuando el administrador del servidor ha configurado el inicio de sesión con Google.',
        'Fotos de stock en Mis medios: busca en Unsplash y Pexels, pasa las páginas de resultados e importa una foto a la carpeta en la que estás; el crédito del fotógrafo se guarda con el elemento y se muestra en sus detalles. Cada servicio se ofrece en cuanto el administrador del servidor ha añadido su clave.',
        "'Sugerir' del asistente de IA también está bajo la descripción y las instrucciones de una alerta y bajo el texto de un mensaje.",
      ],
    },
    {
      heading: 'El asistente de IA',
      paragraphs: [],
      bullets: [
        "En el editor de diapositivas, 'Sugerir' en un elemento de texto da 5 opciones por un crédito de IA: titulares, una versión más corta, más cercana o más formal, traducciones al inglés, español, francés o sueco, o el texto de una diapositiva a partir de una idea breve.",
        'Para propietarios y administradores cuya licencia incluye el asistente de IA; el crédito se devuelve cuando el asistente no puede responder, y al quedarte sin créditos se enlaza a la página de la licencia.',
        'Quien aloja su instalación conecta cualquier servicio compatible con OpenAI, en la nube o en su propia red (AI_BASE_URL, AI_MODEL, AI_API_KEY); sin él, el asistente no se muestra.',
      ],
    },
    {
      heading: 'Contactar con soporte',
      paragraphs: [],
      bullets: [
        'Escribe al soporte desde Ayuda › Contacto: elige de qué se trata, un asunto y tu mensaje. Se envía a la dirección de soporte de tu organización, de una organización superior o de esta instalación, junto con tu organización, nombre, correo electrónico y rol; recibes una copia y las respuestas te llegan directamente.',
        'Los mensajes que dicen «contacta con el soporte» (los límites de usuarios y pantallas de una licencia, una pantalla que no se vincula) enlazan con el formulario.',
        'Cada persona puede enviar hasta 5 mensajes por hora.',
      ],
    },
    {
      heading: 'Estadísticas de uso',
      paragraphs: [],
      bullets: [
        'Estadísticas de uso para propietarios y administradores cuya licencia las incluye: tiempo en línea por pantalla, reproducciones y tiempo de reproducción por lista, diapositiva, medio, pantalla y grupo, contenido creado y publicado, inicios de sesión y almacenamiento frente a la licencia.',
        'Filtros para los últimos 7 días, los últimos 30 días o tu propio intervalo (días en la zona horaria de tu organización), pantallas y grupos, listas de reproducción y, para una organización principal, una suborganización que gestiona; los filtros se guardan en la dirección de la página, así que un informe se puede guardar en marcadores o compartir.',
        'Un gráfico por tipo de uso, que también se puede leer como tabla, totales y filas ordenadas por cualquier cifra, con 10, 25, 50 o 100 por página.',
        'El informe completo se descarga en CSV o como informe de reproducción en PDF; las cifras se actualizan cada minuto mientras el intervalo incluya hoy.',
      ],
    },
    {
      heading: 'Alertas, integraciones y mensajes',
      paragraphs: [],
      bullets: [
        'Las alertas ocupan al instante las pantallas elegidas, a pantalla completa, con un diseño claro para cada tipo, texto grande que cabe en pantallas horizontales y verticales, y un sonido opcional; las pantallas vuelven a su programación en cuanto termina la alerta.',
        'Las alertas de difusión terminan solas tras su duración y las continuas siguen hasta que se desactivan; una pantalla que perdió la conexión termina igualmente la alerta a su hora, y una que vuelve a conectarse recoge primero la alerta activa.',
        'Cada alerta muestra su historial y, para cada pantalla elegida, si confirmó que la muestra.',
        'Integraciones: activa y termina alertas desde otro sistema con una dirección secreta, o envía mensajes del Common Alerting Protocol (CAP 1.2) de los sistemas públicos de aviso.',
        'Mensajes: una cinta o un banner sobre el contenido en curso, arriba o abajo, entre una hora de inicio y otra de fin o hasta que se detengan.',
      ],
    },
    {
      heading: 'Estado de las pantallas',
      paragraphs: [],
      bullets: [
        'Avisos de desconexión: elige quién recibe un correo cuando una pantalla lleva desconectada más tiempo del indicado (de 15 minutos a 48 horas), y otro cuando vuelve. Cada persona recibe un correo por incidencia y, cuando se cae todo un local, un solo resumen en lugar de un correo por pantalla.',
        'El panel enumera las pantallas desconectadas, primero las que llevan más tiempo, con desde cuándo; cada pantalla sigue mostrando qué reproduce y la versión que confirmó.',
        'La página de una pantalla muestra su última captura con la hora en que se tomó, y toma una nueva cuando se pide.',
      ],
    },
    {
      heading: 'Trabajo en segundo plano en varios servidores',
      paragraphs: [],
      bullets: [
        'Una instalación puede funcionar en varios servidores que comparten una base de datos: cada archivo subido y cada correo los atiende un solo servidor, y si un servidor se detiene, otro termina su trabajo en menos de un minuto.',
        'Un correo que el servidor de correo sigue rechazando se vuelve a intentar durante un máximo de tres días y después se marca como fallido.',
        'El propietario y los administradores de la organización de la plataforma reciben un correo, y una entrada en su registro de actividad, cuando un correo no se pudo entregar o el almacenamiento del servidor está lleno: como máximo uno de cada tipo por hora.',
      ],
    },
    {
      heading: 'El registro de actividad',
      paragraphs: [],
      bullets: [
        'Una campana en la barra superior cuenta lo nuevo desde tu última visita y se actualiza cada 10 segundos.',
        'El registro de actividad muestra quién hizo qué y sobre qué objeto, lo más reciente primero, con enlaces a lo que aún existe.',
        'Propietarios y administradores ven toda la organización; los demás roles ven sus propias acciones y aquello con lo que trabaja su rol. Una organización padre lee el registro de una suborganización que gestiona; los cambios hechos con acceso delegado nombran ambas organizaciones.',
        "Filtros por tipo, persona, objeto y fechas; 10, 25, 50 o 100 entradas por página; 'Marcar todo como leído'.",
      ],
    },
    {
      heading: 'Widgets en las diapositivas',
      paragraphs: [],
      bullets: [
        'Tiempo: un lugar buscado por su nombre, Celsius o Fahrenheit, condiciones actuales, máxima y mínima, previsión de 3 a 5 días, viento y humedad.',
        'Noticias: las noticias principales de un feed RSS 2.0 en lista, en cinta o una a una, con sus imágenes; otros tipos de feed se rechazan con un mensaje claro.',
        'Datos de hojas de cálculo: una celda o una tabla pequeña de una hoja pública de Google Sheets o de un CSV publicado, sincronizados cada pocos minutos, o de un archivo CSV o de Excel subido.',
        'Facebook e Instagram: conecta una página, elígela y muestra sus últimas publicaciones con sus imágenes (si tu proveedor ha configurado una aplicación de Meta).',
        'Un vídeo de YouTube o Vimeo a partir de su enlace, silenciado por defecto.',
        'Códigos QR para una dirección web, un correo, un teléfono, un SMS, un evento, una tarjeta de contacto o una red wifi, con los límites de cada tipo comprobados mientras escribes.',
        'Un reloj con la fecha del lugar donde está la pantalla y una cuenta atrás hasta un momento.',
        'Ahora se pueden añadir y editar cartas de menú: categorías, platos con precio, moneda, tres diseños, reordenación arrastrando o con el teclado e importación desde un archivo CSV.',
        'Cada widget tiene cuatro temas y cuatro tamaños de texto. Todas las pantallas que muestran el mismo widget muestran los mismos datos, y una pantalla que pierde la conexión conserva los últimos datos, marcados con la hora en que se obtuvieron.',
      ],
    },
    {
      heading: 'Las pantallas muestran lo que diseñas, y una plataforma más robusta',
      paragraphs: [],
      bullets: [
        'Las diapositivas se ven igual en el editor, en las vistas previas y en pantallas de cualquier tamaño: el texto en negrita y cursiva usa las variantes reales de la fuente en todas partes, y los menús conservan su interlineado.',
        'Una pantalla cuyas fuentes no se pudieron cargar muestra un aviso en su página y un icono en la lista de pantallas; mientras tanto, sus diapositivas usan una fuente alternativa.',
        'Cambios de diapositiva más fluidos en reproductores lentos, y un reproductor reiniciado muestra su primera diapositiva desde su caché aunque no pueda contactar con el servidor.',
        'La búsqueda de listas funciona en todas las pestañas (Mis listas, Compartidas, Stock y favoritas); las relaciones de aspecto se pueden escribir 16:9 o 16/9, y las imposibles se rechazan con un mensaje claro.',
        'Los archivos subidos, los correos y los registros de reproducción ya no se pierden cuando el disco está lleno, el servidor de correo o la base de datos están caídos o el servidor se detiene de golpe. Los correos se envían en cuanto vuelve el servidor de correo.',
        'Muchas personas que trabajan desde el mismo edificio, como un colegio o una oficina, ya no chocan con un límite pensado para una sola persona. Los intentos de adivinar contraseñas y códigos de vinculación siguen limitados, aunque lleguen muchos a la vez.',
      ],
    },
    {
      heading: 'Unión por dominio y transferencia de contenido',
      paragraphs: [],
      bullets: [
        'Unión por dominio en la pestaña Información de la organización: quienes se registran con el dominio de correo de la organización se unen a ella como creadores de contenido, al instante o tras una aprobación.',
        'Página Usuarios: una columna Tipo (normal o por dominio), un aviso cuando hay personas esperando aprobación y una confirmación antes de rechazar una solicitud.',
        "Transferir el contenido de una suborganización a su organización superior, u otra organización, sin eliminarla (pestaña 'Mover y transferir').",
        "El paso 'Invita a tu equipo' del panel se completa en cuanto existe un segundo usuario.",
        'Cada paquete de licencia indica si incluye las estadísticas de uso, como las demás opciones de la licencia.',
        'La ayuda, las notas de la versión y el manual de usuario describen lo que existe hoy.',
      ],
    },
    {
      heading: 'Medios, listas de reproducción, pantallas y organizaciones',
      paragraphs: [],
      bullets: [
        'Biblioteca de medios: imágenes, GIF, vídeos, PDF y audio con miniaturas, carpetas, etiquetas, búsqueda, uso compartido y stock para las suborganizaciones.',
        'Listas de reproducción, plantillas y el editor de diapositivas: texto, imágenes, vídeos, formas y sitios web en capas, animaciones, interacciones, deshacer y rehacer, guardado automático, vista previa, publicación y asignación.',
        'Pantallas: vinculación con un código de 4 dígitos, grupos, programaciones con repetición, reproducción inmediata, vista previa en directo; el reproductor funciona sin conexión y recibe los cambios al instante.',
        'Organizaciones: suborganizaciones con sus propias licencias, usuarios e imagen de marca; gestión de usuarios con invitaciones y roles; licencias con límites, complementos, créditos y precios; suplantación con el consentimiento del propietario.',
      ],
    },
    {
      heading: 'Fundamentos',
      paragraphs: [],
      bullets: [
        'Registro con código de verificación por correo (válido 10 minutos, puede reenviarse).',
        'Inicio y cierre de sesión, y restablecimiento de contraseña mediante un enlace por correo (válido 60 minutos).',
        'Cuenta: nombre, cambio de correo confirmado por enlace, cambio de contraseña, EULA, política de privacidad e idioma.',
        'Ajustes: idioma y sesiones activas.',
        'Panel con los primeros pasos, y Ayuda.',
        'Inglés, español, francés y sueco.',
        'La primera cuenta de una instalación nueva se convierte en la propietaria de la plataforma; los registros posteriores reciben una organización de prueba de 30 días.',
      ],
    },
    {
      heading: 'Para quien aloja su propia instalación',
      paragraphs: [],
      bullets: [
        'Base de datos integrada en DATA_DIR por defecto; DATABASE_URL para PostgreSQL. La base de datos se actualiza automáticamente al arrancar.',
        'Correo a través de SMTP_URL y MAIL_FROM; si no, al registro del servidor y a una bandeja de salida. PUBLIC_URL define la dirección de los enlaces enviados por correo.',
      ],
    },
  ],
};

const usermanual: HelpContent['usermanual'] = {
  title: 'Manual de usuario',
  intro: 'Las ideas en las que se basa Signage y cómo encajan sus partes.',
  sections: [
    {
      heading: 'Qué hace Signage',
      paragraphs: [
        'Signage es una plataforma de cartelería digital de código abierto que puedes alojar tú mismo. Las organizaciones diseñan listas de diapositivas en un editor web, gestionan una biblioteca de medios, vinculan pantallas, programan y publican contenido, difunden alertas de emergencia y gestionan suborganizaciones, usuarios, licencias e imagen de marca.',
      ],
    },
    {
      heading: 'Webhooks',
      paragraphs: [
        'Los propietarios y administradores conectan Signage con sus otros sistemas (una herramienta de supervisión, un sistema de incidencias, un canal de chat) en la pestaña Webhooks de la organización. Añade la dirección HTTPS de tu sistema y elige los eventos: una pantalla se desconecta o vuelve a estar en línea, empieza o termina una alerta, se publica una lista de reproducción, un archivo subido está listo o no se pudo procesar, y un resumen diario de reproducciones. Signage envía cada evento como una solicitud POST con un cuerpo JSON.',
        'Al añadir un webhook, Signage muestra su secreto de firma una sola vez: cópialo en tu sistema. Cada solicitud lleva un encabezado Signage-Signature (t=hora,v1=firma): tu sistema calcula el HMAC-SHA256 de la hora, un punto y el cuerpo exacto con el secreto, lo compara con v1 y rechaza las solicitudes de hace más de cinco minutos. El encabezado Signage-Event-Id no cambia si una solicitud se vuelve a enviar, así que tu sistema puede ignorar las repeticiones. «Nuevo secreto» sustituye el secreto de inmediato.',
        'Responde con un estado de éxito (2xx) en 10 segundos. Si no, Signage lo vuelve a intentar más tarde, esperando cada vez más, durante aproximadamente medio día. «Enviar evento de prueba» comprueba la conexión; el registro de entregas muestra cada intento con su hora, resultado y duración durante 30 días, y «Volver a enviar» reenvía una entrega que falló. Si todas las entregas fallan durante tres días, el webhook se desactiva y se avisa a los propietarios y administradores por correo electrónico y en el registro de actividad.',
      ],
      bullets: [
        'Solo se aceptan direcciones públicas de internet: las direcciones de una red privada o local se rechazan, también si la dirección cambia más tarde.',
        'Los eventos de pantalla desconectada y de nuevo en línea siguen la configuración de avisos de desconexión de la organización.',
        'Una alerta que termina sola al acabar su duración envía «Termina una alerta» en unos 15 segundos; aprobar un cambio de una lista envía «Se publica una lista de reproducción», igual que publicar directamente; un archivo subido que no se puede procesar, también tras varios intentos, envía «No se pudo procesar un archivo subido».',
      ],
    },
    {
      heading: 'Organizaciones y suborganizaciones',
      paragraphs: [
        'Cada usuario pertenece a una organización, y las organizaciones forman un árbol. La organización de la plataforma, en la cima, la crea la primera cuenta de una instalación nueva; las organizaciones que se registran después pasan a ser sus suborganizaciones, y cualquier organización puede tener las suyas, como una sede central y sus sucursales. Las migas de pan muestran el camino desde la cima hasta donde estás.',
        'Cuando la licencia lo permite, una organización superior añade, edita, mueve y elimina suborganizaciones y gestiona sus licencias y su imagen de marca (logotipo, fondo, colores, título del sitio web), solo en sus hijas directas o en todos los niveles inferiores. Una organización con suborganizaciones no puede eliminarse; la eliminación se confirma escribiendo delete, y sus datos pasan a la organización superior o se eliminan. El contenido de una suborganización también puede transferirse a su organización superior, u otra organización, sin eliminar nada. Una organización superior puede solicitar acceso delegado a una suborganización directa (suplantación); el propietario de esta lo acepta o lo rechaza, y mientras está activo se muestra un aviso.',
        'Los propietarios y administradores eligen la zona horaria de la organización en su pestaña Información (una lista con búsqueda). Las estadísticas de uso cuentan los días naturales en esa zona; un cambio se aplica a los días a partir de entonces.',
      ],
    },
    {
      heading: 'Roles',
      paragraphs: [
        'Cada usuario tiene uno de cinco roles; todos pueden usar el panel, la ayuda y su propia cuenta.',
        'El propietario tiene control total sobre usuarios, contenido y pantallas, y es el único que puede añadir administradores.',
        'Un administrador gestiona contenido y pantallas, ve los usuarios y las organizaciones, y añade o elimina personal, gestores de pantallas y creadores de contenido, pero no puede añadir ni eliminar a otros administradores.',
        'El personal modifica contenido y pantallas, pero no gestiona usuarios. Un gestor de pantallas (gestor de dispositivos) gestiona pantallas y grupos y solo asigna listas de reproducción compartidas. Un creador de contenido solo gestiona contenido: medios, listas de reproducción y plantillas.',
        'No se puede eliminar al propietario ni a ti mismo; los datos de un usuario eliminado se transfieren al propietario o se eliminan. Las alertas y las integraciones son para propietarios y administradores; los mensajes, para propietarios, administradores, personal y gestores de pantallas. Las estadísticas de uso son para propietarios y administradores cuya licencia las incluye; también el asistente de IA.',
      ],
    },
    {
      heading: 'Inicio de sesión único',
      paragraphs: [
        'Los propietarios y administradores pueden permitir que las personas de su organización inicien sesión con el proveedor de identidad propio de la organización (OpenID Connect: Microsoft Entra ID, Okta, Google Workspace, Keycloak y otros). Abre Organizaciones, tu organización, la pestaña Información, y busca Inicio de sesión único.',
        'Primero registra una aplicación en tu proveedor de identidad con el URI de redirección que aparece en la configuración. Después introduce la URL del emisor del proveedor, el ID y el secreto de cliente que te dio y los dominios de correo de tu organización. Un dominio solo puede pertenecer a una organización y debe ser un dominio que ya usen personas de tu organización.',
        'Tu proveedor de identidad también puede usar SAML 2.0. Elige SAML 2.0 en Protocolo. La configuración muestra entonces el ID de entidad, la URL de ACS y la URL de metadatos de Signage, cada uno con un botón para copiarlo: crea con ellos una aplicación SAML en tu proveedor de identidad. Después indícanos la URL de metadatos de tu proveedor, pega sus metadatos, o introduce su URL de inicio de sesión y su certificado de firma. El proveedor debe firmar sus aserciones y enviar la dirección de correo como NameID o en un atributo que indiques. Los roles se toman de un atributo con reglas, igual que con el claim de rol.',
        'Con una URL de metadatos, Signage vuelve a leer cada día los metadatos de tu proveedor de identidad, así que un certificado de firma nuevo se recoge sin volver a guardar. La configuración muestra cuándo se leyeron por última vez. Si el último intento no funcionó, indica el motivo y sigue usando el certificado guardado; elige Actualizar ahora para leerlos de nuevo al momento, por ejemplo justo después de que tu proveedor de identidad cambie su certificado.',
        'Quienes inician sesión por primera vez reciben una cuenta con el rol que elijas. Si tu proveedor de identidad envía grupos o roles, indica ese claim y añade reglas que conviertan un valor en un rol; se aplica el rol más alto que coincida. El proveedor de identidad nunca puede convertir a nadie en propietario.',
        'En la página de inicio de sesión, las personas eligen “Iniciar sesión con inicio de sesión único” e introducen su dirección del trabajo o tu dominio. Con “Solo inicio de sesión único”, tus compañeros ya no pueden iniciar sesión ni restablecer la contraseña con una contraseña. El propietario siempre conserva una contraseña, para que puedas entrar aunque el proveedor de identidad no esté disponible: abre la página de inicio de sesión con ?password=1 al final de su dirección.',
        'Un inicio de sesión con tu proveedor de identidad cuenta como segundo factor: activa la autenticación multifactor en el proveedor de identidad.',
      ],
    },
    {
      heading: 'Licencias y pruebas',
      paragraphs: [
        'Cada organización tiene una licencia: un paquete con un número de pantallas y de usuarios, un periodo de validez, un límite de pantallas interactivas y complementos. Hay paquetes de prueba, acceso completo, personalizado, y dispositivo único o ubicación por 1, 3 o 5 años; los límites pueden ser ilimitados. Las organizaciones superiores gestionan las licencias de sus suborganizaciones: límites, ampliación, complementos, créditos y precios.',
        'Las organizaciones que se registran reciben una prueba de 30 días, por defecto para 2 pantallas y 3 usuarios, que puede ampliarse una vez 30 días. Una licencia está en prueba, demo, activa, a punto de caducar o caducada. Con una licencia caducada la organización queda en solo lectura: los administradores ven cómo renovarla y a los demás se les pide que contacten con su administrador.',
      ],
    },
    {
      heading: 'Biblioteca de medios',
      paragraphs: [
        'La biblioteca contiene imágenes (JPG, PNG, SVG), GIF y PDF de hasta 100 MB, vídeos (MP4, WebM) de hasta 250 MB, audio (MP3, WAV) de hasta 25 MB y plantillas. Los archivos se organizan en carpetas y con etiquetas y se encuentran con la búsqueda; los PDF pueden verse página a página.',
        'Cada tipo tiene tres secciones. Mis archivos: solo su creador puede abrir los medios no compartidos. Compartidos: disponibles para toda tu organización. Stock: ofrecidos por una organización superior a suborganizaciones seleccionadas o a toda la plataforma, incluidas las suborganizaciones futuras. Los medios que usa contenido publicado no pueden eliminarse. Las fotos gratuitas de Unsplash y Pexels pueden buscarse e importarse en Mis archivos cuando el servidor tiene sus claves; cada una conserva su crédito (fotógrafo y servicio). Los diseños de tu propia cuenta de Canva pueden importarse como imagen o PDF cuando el servidor tiene Canva y tu licencia lo incluye.',
      ],
    },
    {
      heading: 'Listas de reproducción, diapositivas y publicación',
      paragraphs: [
        'Una lista de reproducción es una serie ordenada de diapositivas, cada una con su propia duración, en una relación de aspecto: horizontal 16:9, 16:10 o 4:3, vertical 9:16, 10:16 o 3:4, o personalizada. El editor coloca texto, imágenes, vídeos, formas y sitios web en capas, con animaciones, interacciones, plantillas, vista previa, y deshacer y rehacer; los cambios se guardan automáticamente. Una diapositiva entra con su transición (fundido, empuje, zoom o barrido); las animaciones de sus objetos empiezan cuando la transición ha terminado (su «Empezar después de» se cuenta desde ahí), y las animaciones de salida terminan con la diapositiva; la diapositiva que se va se queda en su última imagen mientras entra la siguiente (su vídeo se pausa y sus efectos se detienen). Los widgets añaden contenido en directo: el tiempo, noticias de un feed RSS 2.0, códigos QR, un reloj, una cuenta atrás, datos de hojas de cálculo, publicaciones de Facebook e Instagram, vídeos de YouTube y Vimeo y cartas de menú, cada uno en uno de cuatro temas y cuatro tamaños de texto. Todas las pantallas que muestran un widget muestran los mismos datos; una pantalla que pierde la conexión conserva los últimos datos e indica cuándo se obtuvieron.',
        'Las listas de reproducción están en Mis listas, Compartidas y Stock, con carpetas y favoritos. Una lista compartida la edita una sola persona a la vez; mientras está bloqueada muestra quién la está editando.',
        'Una lista de reproducción debe publicarse antes de asignarse. Cualquier cambio en diapositivas, duraciones, animaciones o relación de aspecto la despublica hasta que vuelvas a publicarla; las pantallas siguen reproduciendo la última versión publicada. Asígnala a una pantalla o a un grupo para reproducirla ahora o según una programación: las pantallas la reciben al instante, y una pantalla sin conexión la recibe al volver a conectarse. Puedes asignarla desde donde estés: justo después de publicar (si aún no hay pantallas, escribe allí el código que muestra la pantalla y elige Asignar: la pantalla se añade y se le asigna la lista), desde el menú de una lista publicada (Asignar a pantallas) y desde el menú o la página de una pantalla o de un grupo (Asignar lista, con lo que se reproduce ahora ya seleccionado).',
      ],
    },
    {
      heading: 'La superposición de la lista',
      paragraphs: [
        "Una lista puede tener una superposición: elementos que se muestran encima de todas sus diapositivas, como un logotipo, un reloj o un texto en movimiento. Se edita en el editor de la lista, en 'Superposición', con los mismos elementos, widgets y herramientas que una diapositiva, y deshacer y rehacer funcionan como siempre. Mientras editas la superposición, la diapositiva actual se ve atenuada debajo; mientras editas una diapositiva, la superposición se ve atenuada encima y no se puede seleccionar. Las miniaturas y la vista previa la incluyen. En las pantallas la superposición se queda en su sitio cuando cambian las diapositivas, así que un reloj, un texto en movimiento o un vídeo siguen en marcha; aparece debajo de los mensajes y las alertas y funciona sin conexión como el resto de la lista. Sus elementos no usan animaciones. La superposición necesita al menos dos diapositivas: con una sola, la entrada Superposición está desactivada, y al borrar diapositivas hasta dejar una se elimina la superposición. Cambiar la superposición despublica la lista hasta que vuelvas a publicarla.",
      ],
    },
    {
      heading: 'Mostrar desde y mostrar hasta',
      paragraphs: [
        'Una diapositiva o una lista de reproducción completa puede tener un inicio y un fin: en el editor de la lista, elige el botón de calendario debajo de una diapositiva, o Mostrar desde / hasta arriba para la lista. Las fechas y horas se leen en la zona horaria de cada pantalla, así que las 18:00 son las 18:00 donde está la pantalla. Deja un campo vacío para no poner límite.',
        'Fuera de ese periodo las pantallas omiten la diapositiva, también sin conexión. Una lista que está fuera de su periodo, o cuyas diapositivas están todas fuera del suyo, también se omite: la pantalla reproduce lo siguiente de su programación (el contenido de su grupo o la pantalla de espera), como si no hubiera nada programado. Un cambio se aplica en las pantallas al instante; no hace falta volver a publicar.',
        'La lista de diapositivas marca como Programada las que aún no han empezado y como Caducada las que ya terminaron. En la página de una pantalla, Qué se reproduce y cuándo, y por qué indica qué lista o diapositiva se omite y por qué. El panel muestra el contenido publicado que deja de mostrarse en los próximos 3 días, y el registro de actividad lo anota una vez por elemento.',
      ],
    },
    {
      heading: 'Pantallas y vinculación',
      paragraphs: [
        "Una pantalla ejecuta la aplicación de reproducción en /player/ de tu instalación, en cualquier navegador que pueda ponerse a pantalla completa: un navegador en modo quiosco en una Raspberry Pi, un WebView de Android o el navegador de un televisor inteligente. El reproductor muestra un código de vinculación de 4 dígitos, válido 10 minutos; escríbelo en Pantallas. Las pantallas nuevas se llaman 'Pantalla' y un número hasta que se les cambia el nombre.",
        'Un ordenador con Debian o una Raspberry Pi puede convertirse en una pantalla que funciona sola con un solo comando, que aparece en la guía del administrador (docs/player.md): `curl -fsSL https://<tu servidor>/player/kiosk/install.sh | sudo bash -s -- --url https://<tu servidor>/player/`. Inicia el reproductor a pantalla completa en cada arranque y lo reinicia si se detiene o se bloquea.',
        'El reproductor sigue funcionando sin conexión. Una pantalla está activa, actualizándose, sin conexión o inactiva; el panel y la vista previa en directo lo muestran. Cuando un cambio llega a miles de pantallas a la vez, cada pantalla lo muestra enseguida, y su confirmación en el CMS puede llegar unos segundos después. Las pantallas pueden organizarse en grupos anidados y hacerse interactivas dentro del límite de la licencia.',
      ],
    },
    {
      heading: 'Estado de las pantallas',
      paragraphs: [
        'Una pantalla cuenta como desconectada cuando lleva un minuto sin dar señales; figura como desconectada desde la última vez que dio señales, o desde su vinculación si nunca se conectó. Las pantallas desactivadas nunca cuentan como desconectadas.',
        'Con los avisos activados, las personas elegidas reciben un correo cuando una pantalla lleva desconectada más tiempo que el umbral de la organización, y otro cuando vuelve si la organización lo pidió. Si se caen varias pantallas a la vez, cada persona recibe un solo correo que las enumera (las 50 primeras por su nombre). Las horas del correo siguen la zona horaria de la organización y el idioma de quien lo lee. Desactivar los avisos, desactivar o quitar una pantalla cierra su incidencia sin correo.',
      ],
    },
    {
      heading: 'Programaciones',
      paragraphs: [
        'Las entradas de programación pertenecen a una pantalla o a un grupo. Cada una tiene una lista de reproducción, un inicio y un fin (o todo el día), y puede repetirse cada cierto número de días, semanas (en los días elegidos), meses o años: siempre, hasta una fecha o un número de veces. El inicio debe ser anterior al fin. Las horas siguen la zona horaria de la pantalla, y el calendario muestra qué se reproduce, cuándo y por qué.',
      ],
    },
    {
      heading: 'Qué reproduce una pantalla',
      paragraphs: ['Una pantalla reproduce lo primero de esta lista que se aplique:'],
      bullets: [
        'su propia lista de reproducción inmediata;',
        'su propia entrada de programación activa en este momento;',
        'la lista de reproducción inmediata de su grupo más cercano, luego la programación de ese grupo, y lo mismo para cada grupo superior;',
        'si no, una pantalla en espera con la imagen de marca de tu organización.',
        'Si se solapan entradas del mismo nivel, gana la que empezó más tarde.',
      ],
    },
    {
      heading: 'Alertas y mensajes',
      paragraphs: [
        'Una alerta va por delante de todo lo que reproduce una pantalla: mientras está activa, las pantallas elegidas la muestran a pantalla completa, y cuando termina muestran exactamente lo que dice su programación en ese momento. Si hay varias alertas activas a la vez, una pantalla muestra la más reciente; las demás vuelven cuando esta termina. Una alerta está activa o desactivada y solo se puede eliminar desactivada; las integraciones están activadas o desactivadas y solo se pueden eliminar desactivadas. Las opciones de alertas y mensajes de tu licencia deciden si aparecen estas páginas.',
        'Los mensajes se muestran sobre el contenido y bajo cualquier alerta: como mucho uno arriba y otro abajo de la pantalla; si hay varios, se muestra el más reciente.',
      ],
    },
    {
      heading: 'Usuarios y unión por dominio',
      paragraphs: [
        'Los propietarios y administradores añaden usuarios dentro del límite de usuarios de la licencia: la persona establece su contraseña con un enlace enviado por correo, y la invitación puede reenviarse. Al eliminar usuarios, sus datos se transfieren al propietario o se eliminan.',
        'Cada usuario tiene un tipo: normal (invitado, o la persona que registró la organización) o por dominio (se unió a través del dominio de correo de la organización). Con la unión por dominio activada, en la pestaña Información de la organización, quienes se registran con una dirección de ese dominio se unen a la organización como creadores de contenido en lugar de crear su propia organización, al instante o tras la aprobación de un propietario o administrador en la página Usuarios.',
        'Las estadísticas de uso (propietarios y administradores, si la licencia las incluye) muestran qué reprodujeron las pantallas, cuánto tiempo estuvieron en línea, el contenido creado, los inicios de sesión y el almacenamiento, con informes en CSV y PDF: consulta la página de ayuda Estadísticas de uso.',
      ],
    },
    {
      heading: 'El registro de actividad',
      paragraphs: [
        "Todo lo que se cambia queda registrado: quién lo hizo, cuándo y sobre qué objeto. El registro de actividad, que se abre con la campana de la barra superior, lo muestra como frases en tu idioma, lo más reciente primero; las entradas nuevas para ti quedan resaltadas hasta que eliges 'Marcar todo como leído'. Tus propias acciones nunca cuentan como nuevas, y los inicios de sesión solo aparecen si los pides.",
        'Propietarios y administradores ven todo lo de su organización. El personal, los gestores de pantallas y los creadores de contenido ven sus propias acciones y aquello con lo que trabaja su rol: pantallas y programación, o contenido y medios que pueden abrir. Una organización padre que gestiona una suborganización puede leer su registro; los cambios hechos con acceso delegado muestran ambas organizaciones. Solo el propietario ve la dirección de internet desde la que se hizo una acción.',
      ],
    },
    {
      heading: 'Tu cuenta',
      paragraphs: [
        'En la página Cuenta cambias tu nombre, tu dirección de correo (confirmada con un enlace enviado a la nueva dirección) y tu contraseña, lees el EULA y la política de privacidad, y eliges tu idioma. Ajustes contiene tu idioma y tus sesiones activas, donde puedes cerrar la sesión en otros navegadores. Signage comprueba tu sesión cada 10 segundos; si ha terminado, vuelves a la página de inicio de sesión.',
        'El panel es tu página de inicio: primeros pasos (confirmar tu correo, completar tu perfil, elegir tu idioma, invitar a tu equipo, añadir una pantalla, crear contenido), tu licencia y una vista en directo de tus pantallas.',
      ],
    },
    {
      heading: 'Idiomas',
      paragraphs: [
        'Signage está disponible en inglés, español, francés y sueco. Al principio usa el idioma de tu navegador si es compatible y, si no, el inglés. Cámbialo desde la barra superior, Ajustes o Cuenta; tu elección se guarda con tu cuenta.',
      ],
    },
    {
      heading: 'Tokens de API',
      paragraphs: [
        'Un token de API permite que un script u otro sistema use la API de tu organización sin la contraseña de nadie. Los propietarios y administradores los crean en Organizaciones → tu organización → Tokens de API: ponle un nombre al token, elige sus ámbitos y cuándo caduca (a los 30, 90 o 365 días, o en una fecha dentro de un año). El token se muestra una sola vez, con un botón para copiarlo: guárdalo en un lugar seguro, porque no se puede volver a mostrar.',
        'Los ámbitos indican lo que puede hacer un token: Lectura (ver listas de reproducción, medios, pantallas, programaciones y más), Contenido (medios, listas de reproducción, diapositivas, plantillas y widgets), Pantallas (pantallas, grupos, programaciones y asignación de listas de reproducción), Alertas y mensajes, y Usuarios. Un token nunca hace más que el rol de la persona que lo creó: si se rebaja el rol de esa persona, el token también se rebaja, y si se elimina o deja la organización, sus tokens dejan de funcionar.',
        'Un token solo funciona en su propia organización. Nunca puede gestionar tokens de API, iniciar sesión, cambiar una cuenta o contraseña, comprar o cambiar licencias ni cambiar la configuración de la organización. La lista muestra quién creó cada token, cuándo caduca y cuándo y desde dónde se usó por última vez; Revocar detiene un token de inmediato. La creación y la revocación de un token aparecen en el registro de actividad.',
        'Para usar un token, envíalo en el encabezado Authorization como «Bearer» seguido del token. La documentación para desarrolladores (docs/api-tokens.md) incluye un breve script de ejemplo que sube una imagen, la coloca en una diapositiva y la muestra en una pantalla.',
        'En el registro de actividad, lo que se hizo con un token aparece como hecho por la persona que lo creó, mediante ese token, por ejemplo: Ana, mediante el token de API CI deploy, publicó la lista de reproducción Lobby.',
      ],
    },
  ],
};

const stats: HelpContent['stats'] = {
  title: 'Estadísticas de uso',
  intro:
    'Qué reprodujeron tus pantallas, cuánto tiempo estuvieron en línea y cómo usa Signage tu organización. Las estadísticas de uso son para propietarios y administradores cuya licencia las incluye; si no, el elemento del menú no aparece.',
  sections: [
    {
      heading: 'Elige qué contar',
      paragraphs: [],
      bullets: [
        "Marca uno o varios tipos de uso: tiempo en línea, reproducciones por lista, por diapositiva, por medio, por pantalla y por grupo, contenido creado y publicado, inicios de sesión y almacenamiento. Siempre queda al menos un tipo marcado: al desmarcar el último aparece 'Selecciona al menos un tipo de uso'.",
        'Elige los últimos 7 días, los últimos 30 días (ambos hasta hoy incluido) o un intervalo personalizado de hasta 366 días.',
        'Limita el informe a algunas pantallas y grupos (un grupo incluye sus subgrupos) o a algunas listas; déjalos vacíos para incluirlo todo. Una organización principal puede elegir una suborganización que gestiona.',
      ],
    },
    {
      heading: 'Días y horas',
      paragraphs: [
        "Los días se cuentan en la zona horaria de tu organización, que se muestra arriba en la página (por ejemplo 'Horas en Europe/Stockholm'). Un intervalo de un día se muestra por horas; los más largos, por días.",
      ],
    },
    {
      heading: 'Cómo leer las cifras',
      paragraphs: [],
      bullets: [
        "Cada tipo de uso tiene una tarjeta: sus totales, un gráfico y una tabla de filas. 'Ver como tabla' muestra las cifras del gráfico en una tabla.",
        'Una reproducción es una diapositiva mostrada en una pantalla; el tiempo de reproducción es cuánto tiempo estuvo en pantalla. Se cuentan a partir de los informes que envían las pantallas, por lotes aproximadamente una vez por minuto, así que las más recientes aparecen en un minuto o dos.',
        'El tiempo en línea cuenta los minutos que una pantalla estuvo conectada; la parte en línea es ese tiempo frente a la parte del intervalo que ya ha pasado.',
        'Ordena las filas por cualquier cifra (de mayor a menor) y elige 10, 25, 50 o 100 filas por página; la elección se recuerda en este navegador. Los nombres enlazan a la lista, la pantalla o el grupo mientras exista.',
        'Las cifras se actualizan cada minuto mientras el intervalo incluya hoy; arriba se muestra la hora de la última actualización.',
      ],
    },
    {
      heading: 'Compartir y descargar',
      paragraphs: [],
      bullets: [
        'Los filtros forman parte de la dirección de la página: guárdala en marcadores o envíala a un compañero que pueda abrir las estadísticas para mostrar el mismo informe.',
        'Descargar CSV da una sección por tipo de uso, para hojas de cálculo; Descargar PDF da un informe de reproducción para enviar a anunciantes o responsables. Ambos contienen el informe completo de los tipos y filtros elegidos, no solo las filas en pantalla.',
      ],
    },
    {
      heading: '¿Aún no hay cifras?',
      paragraphs: [],
      bullets: [
        'Las estadísticas aparecen cuando las pantallas reproducen contenido: vincula una pantalla y asígnale una lista de reproducción publicada.',
        'Los informes de reproducción detallados se guardan un tiempo limitado; los totales diarios y por hora que muestra la página se guardan siempre.',
      ],
    },
  ],
};

const content: HelpContent = { contact, support, howto, releasenotes, usermanual, stats };

export default content;
