import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of screen messages (`messages`); imported for its effect by the feature's entry modules. */
registerTranslations({ en: { messages: en }, es: { messages: es }, fr: { messages: fr }, sv: { messages: sv } });
