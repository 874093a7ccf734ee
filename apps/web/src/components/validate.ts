import { fallbackMessage } from '../api/client.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks before a call; the server validates again and its field errors win. */
export function requiredError(value: string): string | undefined {
  return value.trim() ? undefined : fallbackMessage('FIELD_REQUIRED');
}

export function emailError(value: string): string | undefined {
  if (!value.trim()) return fallbackMessage('FIELD_REQUIRED');
  return EMAIL_RE.test(value.trim()) ? undefined : fallbackMessage('EMAIL_INVALID');
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return fallbackMessage('FIELD_REQUIRED');
  if (value.length < 8) return fallbackMessage('PASSWORD_TOO_SHORT');
  const ok = /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value) && /\p{Nd}/u.test(value) && /[^\p{L}\p{Nd}]/u.test(value);
  return ok ? undefined : fallbackMessage('PASSWORD_WEAK');
}

export function repeatError(password: string, repeat: string): string | undefined {
  if (!repeat) return fallbackMessage('FIELD_REQUIRED');
  return password === repeat ? undefined : fallbackMessage('PASSWORD_MISMATCH');
}

export type Errors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
