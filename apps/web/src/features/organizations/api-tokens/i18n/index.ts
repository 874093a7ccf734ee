import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of organization API tokens (`apiTokens`); imported for its effect by the tab. */
registerTranslations({ en: { apiTokens: en }, es: { apiTokens: es }, fr: { apiTokens: fr }, sv: { apiTokens: sv } });
