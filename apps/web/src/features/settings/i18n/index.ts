import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the settings page (`settings`); imported for its effect by the feature's entry modules. */
registerTranslations({ en, es, fr, sv });
