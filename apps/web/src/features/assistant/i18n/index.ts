import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the AI assistant (`assistant`); imported for its effect by the feature's entry module. */
registerTranslations({ en: { assistant: en }, es: { assistant: es }, fr: { assistant: fr }, sv: { assistant: sv } });
