import type { SlideDocument } from '../model/slide.ts';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/** Tags allowed in text elements (security IN-3): the Quill subset we emit. */
export const ALLOWED_TEXT_TAGS = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 'a'] as const;

/** Inline style properties allowed in text, each with the only value shapes accepted. */
const STYLE_RULES: Record<string, RegExp> = {
  'font-family': /^[A-Za-z0-9 ,'"-]{1,200}$/,
  'font-size': /^\d{1,4}(\.\d{1,3})?(px|em|rem|%)$/,
  color: /^(#[0-9A-Fa-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through|underline line-through)$/,
};

/** Keeps only allowed `property: value` pairs of an inline style; '' when nothing survives. */
export function sanitizeStyle(style: string): string {
  const kept: string[] = [];
  for (const decl of style.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const prop = decl.slice(0, colon).trim().toLowerCase();
    const value = decl
      .slice(colon + 1)
      .trim()
      .replace(/\s+/g, ' ');
    const rule = STYLE_RULES[prop];
    if (rule?.test(value)) kept.push(`${prop}: ${value}`);
  }
  return kept.join('; ');
}

function configure(purifier: DOMPurify): DOMPurify {
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') {
      const clean = sanitizeStyle(data.attrValue);
      if (clean) data.attrValue = clean;
      else data.keepAttr = false;
    } else if (data.attrName === 'href' && !/^https?:\/\//i.test(data.attrValue.trim())) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

let purifier: DOMPurify | null = null;

/**
 * Gives the sanitizer a DOM to work with where there is no global `window`: on the server,
 * `configureSanitizer(new JSDOM('').window)`. In browsers the global window is used automatically.
 */
export function configureSanitizer(win: WindowLike): void {
  purifier = configure(createDOMPurify(win));
}

function getPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  const win = (globalThis as { window?: WindowLike }).window;
  if (win?.document) purifier = configure(createDOMPurify(win));
  return purifier;
}

function escapeText(html: string): string {
  const text = html
    .replace(/<(script|style|iframe|object|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<(br|\/p)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>?/g, '')
    .replace(/&nbsp;/g, ' ');
  return text
    .replace(/&(?!(amp|lt|gt|quot|#39);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\n/g, '<br>');
}

/**
 * The one sanitizer for rich text (security IN-3), used by the server on write and by the renderer
 * on every render. Keeps p, br, span, strong/b, em/i, u and a (http/https links only, opened in a new
 * tab without referrer); inline styles limited to font family, size, colour, weight, italic and
 * decoration. Without a DOM (server not configured) it fails closed: all markup becomes plain text.
 */
export function sanitizeHtml(html: string): string {
  const p = getPurifier();
  if (!p) return escapeText(html);
  // contentEditable writes lines as <div>; keep them as paragraphs instead of joining the lines.
  return p.sanitize(html.replace(/<(\/?)div\b/gi, '<$1p'), {
    ALLOWED_TAGS: [...ALLOWED_TEXT_TAGS],
    ALLOWED_ATTR: ['style', 'href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^https?:\/\//i,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}

/**
 * The document with every text element's HTML sanitized; other elements untouched. The server runs
 * it on write (after `parseSlide`), so stored documents only hold the allow-listed subset.
 */
export function sanitizeSlideHtml(doc: SlideDocument): SlideDocument {
  let changed = false;
  const elements = doc.elements.map((el) => {
    if (el.type !== 'text') return el;
    const html = sanitizeHtml(el.html);
    if (html === el.html) return el;
    changed = true;
    return { ...el, html };
  });
  return changed ? { ...doc, elements } : doc;
}
