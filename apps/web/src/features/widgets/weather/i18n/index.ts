import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the weather widget's editor (`widgets.weather`); imported for its effect by the widget's editor module. */
registerTranslations({
  en: { widgets: { weather: en } },
  es: { widgets: { weather: es } },
  fr: { widgets: { weather: fr } },
  sv: { widgets: { weather: sv } },
});
