/**
 * The media type from the file's first bytes (security.md FILE-1): never from its name or the
 * client's Content-Type. Only the types of spec part 9 are recognised; anything else is null.
 */
export const SNIFF_BYTES = 4096;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

const MP4_BRANDS = /^(iso[2-9m]|isom|mp41|mp42|mp71|avc1|dash|M4V |M4VP|f4v |MSNV|NDAS)$/;

const SVG_START = /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/;

export function sniffMediaType(head: Buffer): string | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'image/gif';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.test(ascii(head, 8, 12))) return 'video/mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3 && ascii(head, 0, 64).includes('webm')) return 'video/webm';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'audio/wav';
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return 'audio/mpeg';
  // An MPEG-1/2 layer III frame header: sync bits, a valid version, layer III, a valid bitrate and rate.
  if (head.length >= 4 && head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2 && ((head[1] ?? 0) & 0x18) !== 0x08) {
    const b2 = head[2] ?? 0;
    if (b2 >> 4 !== 0x0f && b2 >> 4 !== 0 && ((b2 >> 2) & 3) !== 3) return 'audio/mpeg';
  }
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (SVG_START.test(text)) return 'image/svg+xml';
  return null;
}
