import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of single sign-on (`sso`): the login page's way in and the organization's settings. */
registerTranslations({ en: { sso: en }, es: { sso: es }, fr: { sso: fr }, sv: { sso: sv } });
