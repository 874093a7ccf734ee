import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the video-by-link widget's editor (`widgets.video_link`); imported for its effect by `../index.tsx`. */
registerTranslations({
  en: { widgets: { video_link: en } },
  es: { widgets: { video_link: es } },
  fr: { widgets: { video_link: fr } },
  sv: { widgets: { video_link: sv } },
});
