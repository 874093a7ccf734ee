import { toJpeg } from 'html-to-image';
import { SCREENSHOT_MAX_BYTES } from '@signage/shared';

/**
 * What is on screen as a JPEG (at most 1280 px wide, under the 2 MB limit). Web pages (iframes)
 * cannot be drawn from outside their sandbox and are left out.
 */
export async function captureJpeg(el: HTMLElement): Promise<Blob | null> {
  const width = el.offsetWidth;
  const height = el.offsetHeight;
  if (!width || !height) return null;
  for (const [ratio, quality] of [
    [Math.min(1, 1280 / width), 0.8],
    [Math.min(1, 800 / width), 0.6],
  ] as const) {
    const url = await toJpeg(el, {
      quality,
      pixelRatio: ratio,
      width,
      height,
      style: { transform: 'none', left: '0', top: '0' },
      filter: (node) => !(node instanceof HTMLIFrameElement),
      skipFonts: false,
    });
    const blob = dataUrlToBlob(url);
    if (blob.size <= SCREENSHOT_MAX_BYTES) return blob;
  }
  return null;
}

/** Decodes a data: URL without fetch (the page's CSP allows fetches to its own origin only). */
function dataUrlToBlob(url: string): Blob {
  const comma = url.indexOf(',');
  const mime = /^data:([^;,]+)/.exec(url)?.[1] ?? 'image/jpeg';
  const bin = atob(url.slice(comma + 1));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}
