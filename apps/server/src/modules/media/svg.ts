import type createDOMPurify from 'dompurify';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** jsdom takes ~0.4 s to load: only when the first SVG arrives, not at every start. */
async function getPurifier() {
  if (!purifier) {
    const [{ default: createPurifier }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const { window } = new JSDOM('');
    purifier = createPurifier(window as unknown as Parameters<typeof createDOMPurify>[0]);
    // External references: only same-document fragments (#id) and inline raster data stay.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      for (const attr of ['href', 'xlink:href', 'src']) {
        const value = node.getAttribute?.(attr);
        if (value == null) continue;
        const v = value.trim();
        if (!(v.startsWith('#') || /^data:image\/(png|jpeg|gif);base64,/i.test(v))) node.removeAttribute(attr);
      }
      const style = node.getAttribute?.('style');
      if (style && /url\s*\(|@import|expression\s*\(/i.test(style)) node.removeAttribute('style');
    });
    purifier.addHook('uponSanitizeElement', (node, data) => {
      // <style> blocks may load external resources (url(), @import): keep them only without those.
      if (data.tagName === 'style' && /url\s*\(|@import/i.test(node.textContent ?? '')) node.parentNode?.removeChild(node);
    });
  }
  return purifier;
}

/**
 * Sanitizes an SVG before it is stored (security.md FILE-3): no scripts, event handlers,
 * foreignObject, external references, DOCTYPE or entities. Returns null when nothing of an SVG is left.
 */
export async function sanitizeSvg(input: string): Promise<string | null> {
  // The DOCTYPE (and with it any entity declarations) goes before parsing: entities are never expanded.
  const withoutDoctype = input.replace(/<\?xml[^>]*\?>/g, '').replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '');
  const clean = (await getPurifier()).sanitize(withoutDoctype, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object'],
    FORBID_ATTR: ['onload', 'onerror', 'onclick', 'onmouseover', 'onbegin', 'onend', 'onrepeat'],
    ADD_TAGS: [],
    WHOLE_DOCUMENT: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
  if (!/<svg[\s>]/.test(clean)) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`;
}
