import type { Widen } from '../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the widgets feature. */
const widgetsEs: Widen<typeof en> = {
  common: {
    add: 'Widgets',
    title: 'Añadir un widget',
    close: 'Cerrar',
    notLicensed: 'No incluido en tu licencia',
    notOffered: 'No disponible en este servidor',
    theme: 'Tema',
    themes: { minimalistic: 'Minimalista', modern: 'Moderno', playful: 'Divertido', professional: 'Profesional' },
    textSize: 'Tamaño del texto',
    textSizes: { XS: 'Muy pequeño', S: 'Pequeño', M: 'Mediano', L: 'Grande' },
    language: 'Idioma en pantalla',
    languages: { en: 'Inglés', es: 'Español', fr: 'Francés', sv: 'Sueco' },
    data: 'Datos',
    dataPending: 'Obteniendo los datos…',
    dataOk: 'Actualizado a las {{time}}',
    dataFailed: 'La última actualización falló: {{reason}}',
    dataFailedKept: 'Se muestran los datos de las {{time}}. La última actualización falló: {{reason}}',
    unknown: 'Este tipo de widget no está disponible.',
  },
  clock: {
    name: 'Reloj',
    description: 'La hora y la fecha donde está la pantalla',
    format: 'Formato de hora',
    formats: { h24: '24 horas', h12: '12 horas' },
    showSeconds: 'Mostrar los segundos',
    showDate: 'Mostrar la fecha',
    layout: 'Diseño',
    layouts: { digital: 'Digital', analog: 'Analógico' },
  },
  countdown: {
    name: 'Cuenta atrás',
    description: 'Días, horas y minutos que faltan hasta un momento',
    target: 'Cuenta atrás hasta',
    targetRequired: 'Elige la fecha y la hora de la cuenta atrás.',
    title: 'Título',
    finished: 'Texto cuando llegue el momento',
    showSeconds: 'Mostrar los segundos',
  },
};

export default widgetsEs;
