import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of approval before publishing (`approval`); imported for its effect by the feature's modules. */
registerTranslations({ en: { approval: en }, es: { approval: es }, fr: { approval: fr }, sv: { approval: sv } });
