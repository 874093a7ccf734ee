import type { Widen } from '../../../../i18n/types.ts';
import type en from './en.ts';

/** French text of the weather widget's editor (registered under `widgets.weather`). */
const weatherFr: Widen<typeof en> = {
  name: 'Météo',
  description: "La météo actuelle et les prévisions d'un lieu",
  location: 'Lieu',
  searchPlaceholder: 'Rechercher une ville',
  searching: 'Recherche…',
  noMatches: 'Aucun lieu trouvé',
  typeMore: 'Saisissez au moins 2 lettres',
  displayName: "Nom affiché à l'écran",
  coordinates: 'Latitude {{latitude}}, longitude {{longitude}}',
  unit: 'Unité',
  celsius: 'Celsius (°C)',
  fahrenheit: 'Fahrenheit (°F)',
  display: 'Afficher',
  showCurrent: 'Conditions actuelles',
  showHighLow: 'Maximum et minimum du jour',
  showWind: 'Vent',
  showHumidity: 'Humidité',
  forecastDays: 'Prévisions',
  forecastNone: 'Aucune',
  forecastCount: '{{count}} jours',
  layout: 'Mise en page',
  layoutFull: 'Complète',
  layoutCompact: 'Compacte',
};
export default weatherFr;
