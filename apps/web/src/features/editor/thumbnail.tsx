import { canvasSize, type SlideDocument } from '@signage/slides/model';
import { collectFontIds, fontFaceCss, SlideView } from '@signage/slides/render';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { API_BASE, commonHeaders } from '../../api/client.ts';
import { getSessionKey } from '../../api/cookies.ts';

/** Longest side of a slide thumbnail (spec part 9). */
export const THUMBNAIL_SIZE = 256;

const dataUrls = new Map<string, Promise<string>>();

/** A same-origin resource as a data: URL (an SVG drawn as an image may not load anything itself). */
function toDataUrl(url: string): Promise<string> {
  let job = dataUrls.get(url);
  if (!job) {
    job = fetch(url, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error);
            reader.readAsDataURL(blob);
          }),
      );
    job.catch(() => dataUrls.delete(url));
    dataUrls.set(url, job);
  }
  return job;
}

/**
 * Renders a slide with THE renderer offscreen, serializes it into an SVG foreignObject with its
 * images and fonts inlined, draws that on a canvas and returns a JPEG (longest side 256 px). Videos
 * and web pages cannot be captured this way: they are drawn as dark boxes.
 */
export async function renderThumbnail(doc: SlideDocument): Promise<Blob> {
  const size = canvasSize(doc.aspect);
  const k = THUMBNAIL_SIZE / Math.max(size.width, size.height);
  const width = Math.max(1, Math.round(size.width * k));
  const height = Math.max(1, Math.round(size.height * k));
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;left:-20000px;top:0;pointer-events:none;';
  document.body.appendChild(host);
  const root = createRoot(host);
  try {
    flushSync(() => root.render(<SlideView doc={doc} width={width} time={0} playing={false} animate={false} />));
    const view = host.firstElementChild as HTMLElement | null;
    if (!view) throw new Error('nothing rendered');
    const clone = view.cloneNode(true) as HTMLElement;
    for (const img of clone.querySelectorAll('img')) {
      const src = img.getAttribute('src');
      if (src) img.setAttribute('src', await toDataUrl(new URL(src, window.location.href).href).catch(() => ''));
    }
    for (const media of clone.querySelectorAll('video, iframe')) {
      const box = document.createElement('div');
      box.setAttribute('style', 'width:100%;height:100%;background:#222;');
      media.replaceWith(box);
    }
    let css = fontFaceCss(collectFontIds(doc), window.location.origin);
    for (const match of css.matchAll(/url\('([^']+)'\)/g)) {
      const url = match[1] ?? '';
      const data = await toDataUrl(url).catch(() => '');
      css = css.replace(url, data);
    }
    const xhtml = new XMLSerializer().serializeToString(clone);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject x="0" y="0" width="${width}" height="${height}"><style xmlns="http://www.w3.org/1999/xhtml">${css}</style>${xhtml}</foreignObject></svg>`;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#FFFFFF';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), 'image/jpeg', 0.85),
    );
  } finally {
    root.unmount();
    host.remove();
  }
}

/** POST /playlist/updateSlideThumbnail (multipart: sessionKey, playlistId, slideNumber, thumbnail). */
export async function uploadThumbnail(playlistId: number, slideNumber: number, jpeg: Blob): Promise<string> {
  const form = new FormData();
  form.append('sessionKey', getSessionKey() ?? '');
  form.append('playlistId', String(playlistId));
  form.append('slideNumber', String(slideNumber));
  form.append('thumbnail', jpeg, 'thumbnail.jpg');
  const res = await fetch(`${API_BASE}/playlist/updateSlideThumbnail`, {
    method: 'POST',
    body: form,
    headers: commonHeaders(),
    credentials: 'same-origin',
  });
  const body = (await res.json().catch(() => ({}))) as { response?: { thumbnailUrl?: string } };
  if (!res.ok || !body.response?.thumbnailUrl) throw new Error(`thumbnail ${res.status}`);
  return body.response.thumbnailUrl;
}
