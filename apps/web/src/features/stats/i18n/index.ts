import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of usage stats (`stats`); imported for its effect by the feature's page. */
registerTranslations({ en: { stats: en }, es: { stats: es }, fr: { stats: fr }, sv: { stats: sv } });
