import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the news widget's editor (`widgets.news`); imported for its effect by ../index.ts. */
registerTranslations({
  en: { widgets: { news: en } },
  es: { widgets: { news: es } },
  fr: { widgets: { news: fr } },
  sv: { widgets: { news: sv } },
});
