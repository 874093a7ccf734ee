import { z } from 'zod';
import { findForbiddenKey } from './safe.ts';
import { SLIDE_DOCUMENT_VERSION, type SlideDocument, slideDocumentV1Schema } from './slide.ts';

type Json = Record<string, unknown>;

/**
 * Named migration steps: `steps[n]` turns a version-n document into version n+1. Each step is a
 * pure function of plain JSON; validation and defaults run after the last step.
 */
export const SLIDE_MIGRATIONS: Readonly<Record<number, { name: string; up: (doc: Json) => Json }>> = {
  0: {
    name: 'BackgroundObjectAndHiddenFlag',
    /**
     * v0 stored the background as a colour string `bg`, had no `version`, and elements had no
     * `hidden` flag (everything was visible).
     */
    up: (doc) => {
      const { bg, ...rest } = doc;
      const elements = Array.isArray(rest.elements)
        ? rest.elements.map((el) => (el && typeof el === 'object' && !('hidden' in el) ? { ...el, hidden: false } : el))
        : rest.elements;
      return {
        ...rest,
        version: 1,
        background: rest.background ?? (typeof bg === 'string' ? { type: 'color', color: bg.toUpperCase() } : undefined),
        elements,
      };
    },
  },
};

export class SlideDocumentError extends Error {
  constructor(
    message: string,
    readonly issues: z.core.$ZodIssue[] = [],
  ) {
    super(message);
    this.name = 'SlideDocumentError';
  }
}

/**
 * Migrates and normalizes any stored or received slide document to the current version, applying
 * defaults. Throws `SlideDocumentError` for invalid input (including `__proto__`, `constructor` or
 * `prototype` keys anywhere, security IN-7). Use it at every entry point: server write, editor load,
 * player load.
 */
export function parseSlide(input: unknown): SlideDocument {
  const result = safeParseSlide(input);
  if (!result.success) throw result.error;
  return result.data;
}

export type SafeParseSlideResult = { success: true; data: SlideDocument } | { success: false; error: SlideDocumentError };

/** Like `parseSlide` but returns the error instead of throwing. */
export function safeParseSlide(input: unknown): SafeParseSlideResult {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { success: false, error: new SlideDocumentError('Slide document must be an object') };
  }
  const bad = findForbiddenKey(input);
  if (bad) return { success: false, error: new SlideDocumentError(`Forbidden key at ${bad}`) };
  let doc = input as Json;
  let version = doc.version === undefined ? 0 : doc.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0 || version > SLIDE_DOCUMENT_VERSION) {
    return { success: false, error: new SlideDocumentError(`Unsupported slide document version ${String(version)}`) };
  }
  while (version < SLIDE_DOCUMENT_VERSION) {
    const step = SLIDE_MIGRATIONS[version];
    if (!step) return { success: false, error: new SlideDocumentError(`No migration from version ${version}`) };
    doc = step.up(doc);
    version += 1;
  }
  const parsed = slideDocumentV1Schema.safeParse(doc);
  if (!parsed.success) {
    return { success: false, error: new SlideDocumentError(z.prettifyError(parsed.error), parsed.error.issues) };
  }
  return { success: true, data: parsed.data };
}

/**
 * zod schema for API request bodies: accepts any supported version, migrates and normalizes, and
 * refuses forbidden keys. Output is the current `SlideDocument`. Being a transform it has no output
 * JSON Schema; for responses (already current documents) use `slideDocumentV1Schema`.
 */
export const slideDocumentSchema = z.unknown().transform((value, ctx): SlideDocument => {
  const result = safeParseSlide(value);
  if (result.success) return result.data;
  if (result.error.issues.length) for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as never);
  else ctx.addIssue({ code: 'custom', message: result.error.message });
  return z.NEVER;
});
