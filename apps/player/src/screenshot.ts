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
  const restore = inlineBlobImages(el);
  try {
    return await render(el, width, height);
  } finally {
    restore();
  }
}

/** A transparent pixel for any image that still cannot be read. */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * `html-to-image` fetches every image to inline it, and the page's CSP forbids fetching `blob:`
 * URLs (the media the player plays). Loaded blob images are same-origin, so they are drawn to a
 * canvas and swapped for data URLs just for the capture (same pixels on screen), then put back.
 */
function inlineBlobImages(root: HTMLElement): () => void {
  const swapped: [HTMLImageElement, string][] = [];
  for (const img of root.querySelectorAll('img')) {
    if (!img.src.startsWith('blob:') || !img.complete || !img.naturalWidth) continue;
    try {
      const scale = Math.min(1, 1920 / Math.max(img.naturalWidth, img.naturalHeight));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
      canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
      const data = canvas.toDataURL('image/png');
      swapped.push([img, img.src]);
      img.src = data;
    } catch {
      /* leave it: the placeholder is used */
    }
  }
  return () => {
    for (const [img, src] of swapped) img.src = src;
  };
}

async function render(el: HTMLElement, width: number, height: number): Promise<Blob | null> {
  for (const [ratio, quality] of [
    [Math.min(1, 1280 / width), 0.8],
    [Math.min(1, 800 / width), 0.6],
  ] as const) {
    const url = await toJpeg(el, {
      quality,
      pixelRatio: ratio,
      width,
      height,
      filter: (node) => !(node instanceof HTMLIFrameElement),
      skipFonts: false,
      imagePlaceholder: PLACEHOLDER,
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
