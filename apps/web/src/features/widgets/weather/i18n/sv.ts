import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** Swedish text of the weather widget's editor (registered under `widgets.weather`). */
const weatherSv: Widen<typeof en> = {
  name: 'Väder',
  description: 'Aktuellt väder och prognos för en plats',
  location: 'Plats',
  searchPlaceholder: 'Sök efter en stad',
  searching: 'Söker …',
  noMatches: 'Inga platser hittades',
  typeMore: 'Skriv minst 2 bokstäver',
  displayName: 'Namn som visas på skärmen',
  coordinates: 'Latitud {{latitude}}, longitud {{longitude}}',
  unit: 'Enhet',
  celsius: 'Celsius (°C)',
  fahrenheit: 'Fahrenheit (°F)',
  display: 'Visa',
  showCurrent: 'Aktuellt väder',
  showHighLow: 'Dagens högsta och lägsta',
  showWind: 'Vind',
  showHumidity: 'Luftfuktighet',
  forecastDays: 'Prognos',
  forecastNone: 'Ingen',
  forecastCount: '{{count}} dagar',
  layout: 'Layout',
  layoutFull: 'Fullständig',
  layoutCompact: 'Kompakt',
};
export default weatherSv;
