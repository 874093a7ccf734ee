import { isLocale, type Locale } from '@signage/shared';
import type { User } from '../../db/schema/index.ts';

/** The language of mails to a user: the stored choice, else English. */
export const localeOf = (user: Pick<User, 'locale'>): Locale => (isLocale(user.locale) ? user.locale : 'en');
