import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text shared by every widget's editor (`widgets.common`) and of the clock and countdown widgets. */
registerTranslations({ en: { widgets: en }, es: { widgets: es }, fr: { widgets: fr }, sv: { widgets: sv } });
