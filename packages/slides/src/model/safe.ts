import { z } from 'zod';

/** Keys that could reach Object.prototype when a document is copied or merged (security IN-7). */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Returns the JSON path of the first forbidden key found anywhere in `value`, or null.
 * Walks own keys only (JSON.parse produces `__proto__` as an own key, which is what we must catch).
 */
export function findForbiddenKey(value: unknown, path: string[] = [], depth = 0): string | null {
  if (depth > 64) return path.join('.') || '(root)';
  if (value === null || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return [...path, key].join('.');
    const found = findForbiddenKey((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** `#RRGGBB` only (security IN-6): no names, no rgba(), nothing that could smuggle CSS. */
export const colorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be #RRGGBB');

/** True for absolute http(s) URLs; everything else (javascript:, data:, relative) is refused (IN-5). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Absolute http/https URL, at most 2048 characters. */
export const httpUrlSchema = z.string().max(2048).refine(isHttpUrl, 'Only http and https addresses are allowed');

/**
 * URL of a media file: an absolute http(s) URL or a same-origin absolute path (`/media/...`),
 * which is how our server serves content-addressed media. Protocol-relative `//host` is refused.
 */
export const mediaUrlSchema = z
  .string()
  .max(2048)
  .refine((v) => isHttpUrl(v) || (/^\/[^/\\]/.test(v) && !/[\s"'<>]/.test(v)), 'Media URL must be http(s) or a server path');

/** Element, slide and media ids: short, printable, no markup. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_:.-]+$/, 'Invalid id')
  .refine((v) => !FORBIDDEN_KEYS.has(v), 'Invalid id');

/** A finite number (zod 4 already refuses NaN and ±Infinity) within a range. */
export const finite = (min: number, max: number) => z.number().min(min).max(max);

/** JSON value without functions, used for widget props before the widget's own schema runs. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string().max(100_000),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema).max(1000),
    z.record(z.string().max(128), jsonValueSchema),
  ]),
);
