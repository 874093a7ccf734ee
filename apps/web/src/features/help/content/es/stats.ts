import type { HelpContent } from '../types.ts';

export const stats: HelpContent['stats'] = {
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
