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

/**
 * Field errors of a value checked by a shared contract schema: the first issue of each form field,
 * as the catalogue's text. `fieldOf` maps an issue's path (`['targets', 'deviceKeys', 0]`) to the
 * form field that shows it (undefined = not shown at a field).
 */
export function schemaErrors<K extends string>(
  schema: z.ZodType,
  value: unknown,
  fieldOf: (path: readonly PropertyKey[]) => K | undefined,
): Errors<K> {
  const result = schema.safeParse(value);
  const errors: Errors<K> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = fallbackMessage(issue.message || 'FIELD_INVALID');
  }
  return errors;
}

/**
 * Field errors of a refused call: the server's `fields` (keyed by dotted paths, already translated)
 * at the form field `fieldOf` names, and an error code that concerns one field (`ALERT_NAME_EXISTS`
 * → name) at that field. What lands at no field is left to the form's alert.
 */
export function serverFieldErrors<K extends string>(
  error: { code: string | number; message: string; fields: Record<string, { message: string }> },
  fieldOf: (path: readonly PropertyKey[]) => K | undefined,
  codeFields: Partial<Record<string, K>> = {},
): Errors<K> {
  const errors: Errors<K> = {};
  for (const [path, entry] of Object.entries(error.fields)) {
    const field = fieldOf(path.split('.'));
    if (field && !errors[field]) errors[field] = entry.message;
  }
  const byCode = typeof error.code === 'string' ? codeFields[error.code] : undefined;
  if (byCode && !errors[byCode]) errors[byCode] = error.message;
  return errors;
}
