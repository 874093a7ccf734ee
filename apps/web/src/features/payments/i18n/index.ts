import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of card payments (`payments`): the buy section, the test checkout and the payment result page. */
registerTranslations({ en: { payments: en }, es: { payments: es }, fr: { payments: fr }, sv: { payments: sv } });
