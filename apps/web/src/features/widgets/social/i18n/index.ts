import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the Facebook and Instagram widgets (`widgets.social`): the editor panel and the connection result pages. */
registerTranslations({
  en: { widgets: { social: en } },
  es: { widgets: { social: es } },
  fr: { widgets: { social: fr } },
  sv: { widgets: { social: sv } },
});
