import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the activity log (`activity`); imported for its effect by the feature's entry modules. */
registerTranslations({ en: { activity: en }, es: { activity: es }, fr: { activity: fr }, sv: { activity: sv } });
