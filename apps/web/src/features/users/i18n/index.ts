import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the users page (`users`); imported for its effect by the feature's entry modules. */
registerTranslations({ en: { users: en }, es: { users: es }, fr: { users: fr }, sv: { users: sv } });
