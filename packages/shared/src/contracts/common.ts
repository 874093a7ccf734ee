import { z } from 'zod';
import { passwordProblem } from '../password.ts';

/** Success envelope: {response: T}. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ response: schema });

/** Failure envelope (design brief section 4). */
export const errorBody = z.object({
  errorCode: z.union([z.string(), z.number().int()]),
  message: z.string(),
  fields: z
    .record(
      z.string(),
      z.object({
        code: z.string(),
        message: z.string(),
        /** The limits the message speaks of, e.g. `{max: 256}` for a too-long QR code message. */
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Issue messages are error codes from errors.ts; the server translates them. */
export const sessionKey = z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(200);
export const email = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(254, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }))
  .transform((v) => v.toLowerCase());

/** Largest value of a PostgreSQL `integer` (int4) column: every id column is one. */
export const INT4_MAX = 2_147_483_647;
/**
 * THE id schema of every contract: a positive integer that fits the int4 id columns (1 … 2,147,483,647).
 * An id outside that range can name nothing, so it is refused at the contract (400 FIELD_INVALID)
 * instead of reaching PostgreSQL (which would answer "out of range" → 500).
 */
export const recordId = z
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(1, { error: 'FIELD_INVALID' })
  .max(INT4_MAX, { error: 'FIELD_INVALID' });
/**
 * THE schema of every body field that names a device group: a group id, or the root group -1
 * (spec parts 3 and 9: "root group id -1"; ROOT_GROUP_ID). Every group call takes it, so the root
 * is accepted everywhere a group id is (what each call does with the root: docs/screens.md).
 */
export const groupRef = z.union([z.literal(-1), recordId], { error: 'FIELD_INVALID' });
/** The same id in a URL path or query string ("42" → 42). */
export const recordIdParam = z.coerce
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(1, { error: 'FIELD_INVALID' })
  .max(INT4_MAX, { error: 'FIELD_INVALID' });
/** A non-negative integer stored in an int4 column (counts, indexes, offsets, versions). */
export const int4Count = z
  .number({ error: 'FIELD_INVALID' })
  .int({ error: 'FIELD_INVALID' })
  .min(0, { error: 'FIELD_INVALID' })
  .max(INT4_MAX, { error: 'FIELD_INVALID' });

/** A UTF-16 surrogate without its partner: not Unicode text (jsonb refuses its `\ud800` escape). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * True when the text holds what PostgreSQL cannot store: a NUL character (text and jsonb) or a lone
 * surrogate (jsonb, where JSON text escapes it).
 */
export const hasUnstorableText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);
/** Free text: any string PostgreSQL can store (400 FIELD_INVALID otherwise: no NUL, no lone surrogate). */
export const freeText = (error: 'FIELD_INVALID' | 'FIELD_REQUIRED' = 'FIELD_INVALID') =>
  z.string({ error }).refine((v) => !hasUnstorableText(v), { error: 'FIELD_INVALID', abort: true });
export const requiredText = (max = 200) =>
  freeText('FIELD_REQUIRED').trim().min(1, { error: 'FIELD_REQUIRED' }).max(max, { error: 'NAME_TOO_LONG' });
export const optionalText = (max = 200) => freeText().trim().max(max, { error: 'NAME_TOO_LONG' }).optional().default('');

/** Limits of a free-form JSON document in a body (slide data, overlay data). */
export const JSON_DOCUMENT_MAX_DEPTH = 64;
export const JSON_DOCUMENT_MAX_BYTES = 1024 * 1024;
/**
 * Whether `value` nests at most `maxDepth` levels, serializes to at most `maxChars` characters and holds
 * no text PostgreSQL jsonb cannot store (`hasUnstorableText`: NUL, lone surrogates), in values or keys.
 * Iterative (no recursion), so a 10,000-deep document is measured without overflowing the stack.
 */
export function jsonWithinBounds(value: unknown, maxDepth: number, maxChars: number): boolean {
  const stack: Array<{ v: unknown; d: number }> = [{ v: value, d: 0 }];
  let chars = 0;
  while (stack.length > 0) {
    const { v, d } = stack.pop() as { v: unknown; d: number };
    if (typeof v === 'string') {
      if (hasUnstorableText(v)) return false;
      chars += v.length + 2;
    } else if (v === null || typeof v !== 'object') {
      chars += String(v).length;
    } else {
      if (d >= maxDepth) return false;
      const entries = Array.isArray(v) ? v : Object.entries(v);
      chars += 2 + entries.length;
      if (Array.isArray(v)) for (const item of v) stack.push({ v: item, d: d + 1 });
      else
        for (const [key, item] of Object.entries(v)) {
          if (hasUnstorableText(key)) return false;
          chars += key.length + 3;
          stack.push({ v: item, d: d + 1 });
        }
    }
    if (chars > maxChars) return false;
  }
  return true;
}
/**
 * A JSON object document from a body, bounded in depth and size (400 FIELD_INVALID), checked before
 * any recursive walk (JSON.stringify, merges, the slide model) can overflow the stack on it.
 */
export const jsonDocument = (maxBytes = JSON_DOCUMENT_MAX_BYTES, maxDepth = JSON_DOCUMENT_MAX_DEPTH) =>
  z
    .record(z.string(), z.unknown(), { error: 'FIELD_INVALID' })
    .refine((v) => jsonWithinBounds(v, maxDepth, maxBytes), { error: 'FIELD_INVALID' });
export const newPassword = z
  .string({ error: 'FIELD_REQUIRED' })
  .min(1, { error: 'FIELD_REQUIRED' })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** Any password as typed at login (length-capped before hashing). */
export const anyPassword = z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(1024);
