import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/**
 * Spec part 5: at least 8 characters with lower case, upper case, number and symbol.
 * security.md AUTH-1: long passphrases (>= 64 chars) allowed, capped at 1024 before hashing,
 * and a short list of the most common passwords refused.
 */
export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_WEAK' | 'PASSWORD_COMMON';

const COMMON = new Set([
  'password1!',
  'password123!',
  'p@ssw0rd',
  'p@ssword1',
  'p@ssw0rd1',
  'p@ssw0rd!',
  'passw0rd!',
  'qwerty123!',
  'welcome1!',
  'welcome123!',
  'admin123!',
  'letmein1!',
  'iloveyou1!',
  'abc123!@#',
  'changeme1!',
  'summer2024!',
  'summer2025!',
  'summer2026!',
  'winter2025!',
  'winter2026!',
  'spring2026!',
  'autumn2026!',
  'qwerty1!',
  'password!1',
  'pa$$w0rd',
  'pa$$word1',
  'test1234!',
  'zaq1@wsx',
  '1qaz!qaz',
  '1q2w3e4r!',
  'monkey123!',
  'dragon123!',
]);

/** The rules of spec part 5 one by one (the CMS shows them as a live checklist). */
export function passwordChecks(password: string) {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    lower: /\p{Ll}/u.test(password),
    upper: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{Nd}]/u.test(password),
  };
}

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  const { lower, upper, digit, symbol } = passwordChecks(password);
  if (!(lower && upper && digit && symbol)) return 'PASSWORD_WEAK';
  if (COMMON.has(password.toLowerCase())) return 'PASSWORD_COMMON';
  return null;
}
