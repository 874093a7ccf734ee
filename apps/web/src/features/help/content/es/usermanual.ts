import type { HelpContent } from '../types.ts';

export const usermanual: HelpContent['usermanual'] = {
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
