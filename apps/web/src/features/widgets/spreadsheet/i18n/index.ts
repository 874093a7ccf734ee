import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the spreadsheet widget's editor (`widgets.spreadsheet`); imported for its effect by ../index.ts. */
registerTranslations({
  en: { widgets: { spreadsheet: en } },
  es: { widgets: { spreadsheet: es } },
  fr: { widgets: { spreadsheet: fr } },
  sv: { widgets: { spreadsheet: sv } },
});
