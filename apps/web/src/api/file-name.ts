/* Pure (no browser globals): the unit tests import it in Node. */

/** The file name of a download from its Content-Disposition header (RFC 6266, `filename*` first). */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = header.match(/filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}
