import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the organization's webhooks (`webhooks`); imported for its effect by WebhooksTab. */
registerTranslations({ en: { webhooks: en }, es: { webhooks: es }, fr: { webhooks: fr }, sv: { webhooks: sv } });
