import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Spanish text of the weather widget's editor (registered under `widgets.weather`). */
const weatherEs: Widen<typeof en> = {
  name: 'Tiempo',
  description: 'El tiempo actual y la previsión de un lugar',
  location: 'Ubicación',
  searchPlaceholder: 'Busca una ciudad',
  searching: 'Buscando…',
  noMatches: 'No se han encontrado lugares',
  typeMore: 'Escribe al menos 2 letras',
  displayName: 'Nombre que se muestra en pantalla',
  coordinates: 'Latitud {{latitude}}, longitud {{longitude}}',
  unit: 'Unidad',
  celsius: 'Celsius (°C)',
  fahrenheit: 'Fahrenheit (°F)',
  display: 'Mostrar',
  showCurrent: 'Condiciones actuales',
  showHighLow: 'Máxima y mínima de hoy',
  showWind: 'Viento',
  showHumidity: 'Humedad',
  forecastDays: 'Previsión',
  forecastNone: 'Ninguna',
  forecastCount: '{{count}} días',
  layout: 'Diseño',
  layoutFull: 'Completo',
  layoutCompact: 'Compacto',
};
export default weatherEs;
