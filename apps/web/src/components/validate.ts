import { email, newPassword, requiredText } from '@signage/shared';
import type { z } from 'zod';
import { fallbackMessage } from '../api/client.ts';

/**
 * Client-side checks before a call, by the schemas of the shared contracts (the server validates
 * with the same ones and its field errors win). Issue messages are error codes; the text is the
 * translated catalogue's.
 */
function problemOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : fallbackMessage(result.error.issues[0]?.message ?? 'FIELD_INVALID');
}

/** Non-blank, whatever the length (lengths are the server's to refuse, per field). */
const required = requiredText(Number.MAX_SAFE_INTEGER);

export function requiredError(value: string): string | undefined {
  return problemOf(required, value);
}

export function emailError(value: string): string | undefined {
  return problemOf(email, value);
}

/** The password rule of packages/shared/src/password.ts. */
export function newPasswordError(value: string): string | undefined {
  return problemOf(newPassword, value);
}

export function repeatError(password: string, repeat: string): string | undefined {
  if (!repeat) return fallbackMessage('FIELD_REQUIRED');
  return password === repeat ? undefined : fallbackMessage('PASSWORD_MISMATCH');
}

export type Errors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
