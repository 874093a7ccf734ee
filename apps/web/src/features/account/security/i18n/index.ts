import { registerTranslations } from '../../../../i18n/index.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import sv from './sv.ts';

/** Text of the second factor (`security`, `secondFactor`, `orgSecondFactor`, `usersSecondFactor`); imported for its effect. */
registerTranslations({ en, es, fr, sv });
