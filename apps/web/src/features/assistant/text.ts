/** Between a text element's rich HTML and the plain text the assistant reads and writes. */

/** The visible text of a text element's HTML, one line per paragraph or line break. */
export function htmlToPlain(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '</p>\n'), 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text as the element's HTML: one paragraph per line (the element's font, size and colour apply). */
export function plainToHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
