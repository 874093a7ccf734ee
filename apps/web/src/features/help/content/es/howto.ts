import type { HelpContent } from '../types.ts';

export const howto: HelpContent['howto'] = {
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
