import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the QR code widget's editor (`widgets.qr_code`); imported for its effect by `../index.tsx`. */
registerTranslations({
  en: { widgets: { qr_code: en } },
  es: { widgets: { qr_code: es } },
  fr: { widgets: { qr_code: fr } },
  sv: { widgets: { qr_code: sv } },
});
