import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of licensing (`licensing`); imported for its effect by the feature's entry modules. */
registerTranslations({ en: { licensing: en }, es: { licensing: es }, fr: { licensing: fr }, sv: { licensing: sv } });
