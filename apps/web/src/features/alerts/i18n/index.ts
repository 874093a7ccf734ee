import { registerTranslations } from '../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of alerts and integrations (`alerts`); imported for its effect by the feature's entry modules. */
registerTranslations({ en: { alerts: en }, es: { alerts: es }, fr: { alerts: fr }, sv: { alerts: sv } });
