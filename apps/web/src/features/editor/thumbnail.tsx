import { canvasSize, type SlideDocument } from '@signage/slides/model';
import { collectFontIds, fontFaceCss, SlideView } from '@signage/slides/render';
import { WidgetEnvironmentProvider } from '@signage/slides/widgets';
import { thumbnailWidgetEnvironment } from '../widgets/index.ts';
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

/** Resolves when the video has a frame to draw at its current position, or rejects after `ms`. */
function videoFrameReady(video: HTMLVideoElement, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      if (video.readyState >= 2 && !video.seeking) {
        cleanup();
        resolve();
      }
    };
    const timer = window.setTimeout(() => {
      cleanup();
      reject(new Error('video frame timed out'));
    }, ms);
    const cleanup = () => {
      window.clearTimeout(timer);
      for (const type of ['loadeddata', 'seeked', 'canplay']) video.removeEventListener(type, done);
    };
    for (const type of ['loadeddata', 'seeked', 'canplay']) video.addEventListener(type, done);
    if (video.error) {
      cleanup();
      reject(new Error('video failed'));
    }
    done();
  });
}

/** The video's current frame as a JPEG data: URL (same-origin media, so the canvas is not tainted). */
async function videoFrame(video: HTMLVideoElement): Promise<string> {
  await videoFrameReady(video, 3000);
  const canvas = document.createElement('canvas');
  const k = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight, 1));
  canvas.width = Math.max(1, Math.round(video.videoWidth * k));
  canvas.height = Math.max(1, Math.round(video.videoHeight * k));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.8);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A labelled placeholder for what a foreignObject cannot draw: a web page (globe and host name on a
 * light card) or a video whose frame could not be read (play symbol on a grey card). It scales with
 * the element's box, so even a 256 px thumbnail shows what sits there.
 */
export function placeholderSvg(kind: 'video' | 'web', label: string): string {
  const dark = kind === 'video';
  const bg = dark ? '#4A5560' : '#E8EEF4';
  const fg = dark ? '#FFFFFF' : '#1F3A56';
  const icon =
    kind === 'video'
      ? `<circle cx="50" cy="40" r="18" fill="none" stroke="${fg}" stroke-width="3"/><polygon points="44,30 44,50 60,40" fill="${fg}"/>`
      : `<circle cx="50" cy="40" r="18" fill="none" stroke="${fg}" stroke-width="3"/><ellipse cx="50" cy="40" rx="8" ry="18" fill="none" stroke="${fg}" stroke-width="2"/><line x1="32" y1="40" x2="68" y2="40" stroke="${fg}" stroke-width="2"/>`;
  const text = `<text x="50" y="78" font-family="sans-serif" font-size="9" fill="${fg}" text-anchor="middle">${escapeXml(label.slice(0, 40))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet" width="100%" height="100%"><rect x="-1000" y="-1000" width="3000" height="3000" fill="${bg}"/>${icon}${text}</svg>`;
}

function placeholderImage(kind: 'video' | 'web', label: string, fit: string): HTMLElement {
  const img = document.createElement('img');
  img.setAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(placeholderSvg(kind, label))}`);
  img.setAttribute('alt', '');
  img.setAttribute('data-thumbnail-placeholder', kind);
  img.setAttribute('style', `display:block;width:100%;height:100%;object-fit:${fit};`);
  return img;
}

function hostOf(url: string | null): string {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
}

/**
 * Renders a slide with THE renderer offscreen, serializes it into an SVG foreignObject with its
 * images and fonts inlined, draws that on a canvas and returns a JPEG (longest side 256 px).
 * A foreignObject drawn as an image cannot show <video> or <iframe> (they used to come out as dark
 * boxes): a video is replaced by its frame at the slide's start (read from the offscreen video into
 * a data: URL), or a labelled placeholder when no frame can be read; a web page by a labelled
 * placeholder with its host name.
 */
export async function renderThumbnail(
  doc: SlideDocument,
  labels = { video: 'Video', web: 'Website' },
  /** The playlist overlay, drawn above the slide as on every screen. */
  overlay: SlideDocument | null = null,
): Promise<Blob> {
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
    flushSync(() =>
      root.render(
        <WidgetEnvironmentProvider value={thumbnailWidgetEnvironment()}>
          <SlideView doc={doc} width={width} time={0} playing={false} animate={false} overlay={overlay} />
        </WidgetEnvironmentProvider>,
      ),
    );
    const view = host.firstElementChild as HTMLElement | null;
    if (!view) throw new Error('nothing rendered');
    const liveVideos = [...view.querySelectorAll('video')];
    const frames = await Promise.all(liveVideos.map((v) => videoFrame(v).catch(() => null)));
    const clone = view.cloneNode(true) as HTMLElement;
    for (const img of clone.querySelectorAll('img')) {
      const src = img.getAttribute('src');
      if (src) img.setAttribute('src', await toDataUrl(new URL(src, window.location.href).href).catch(() => ''));
    }
    for (const [i, video] of [...clone.querySelectorAll('video')].entries()) {
      const frame = frames[i];
      const fit = (video as HTMLVideoElement).style.objectFit || 'cover';
      if (frame) {
        const img = document.createElement('img');
        img.setAttribute('src', frame);
        img.setAttribute('alt', '');
        img.setAttribute('style', `display:block;width:100%;height:100%;object-fit:${fit};`);
        video.replaceWith(img);
      } else video.replaceWith(placeholderImage('video', labels.video, 'fill'));
    }
    for (const frame of clone.querySelectorAll('iframe')) {
      frame.replaceWith(placeholderImage('web', hostOf(frame.getAttribute('src')) || labels.web, 'fill'));
    }
    let css = fontFaceCss([...new Set([...collectFontIds(doc), ...(overlay ? collectFontIds(overlay) : [])])], window.location.origin);
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

/** Posts a rendered thumbnail (multipart: sessionKey, the target's fields, thumbnail); answers its URL. */
async function postThumbnail(path: string, fields: Record<string, string>, jpeg: Blob): Promise<string> {
  const form = new FormData();
  form.append('sessionKey', getSessionKey() ?? '');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('thumbnail', jpeg, 'thumbnail.jpg');
  const res = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    body: form,
    headers: commonHeaders(),
    credentials: 'same-origin',
  });
  const body = (await res.json().catch(() => ({}))) as { response?: { thumbnailUrl?: string } };
  if (!res.ok || !body.response?.thumbnailUrl) throw new Error(`thumbnail ${res.status}`);
  return body.response.thumbnailUrl;
}

/** POST /playlist/updateSlideThumbnail (multipart: sessionKey, playlistId, slideNumber, thumbnail). */
export function uploadSlideThumbnail(playlistId: number, slideNumber: number, jpeg: Blob): Promise<string> {
  return postThumbnail('/playlist/updateSlideThumbnail', { playlistId: String(playlistId), slideNumber: String(slideNumber) }, jpeg);
}

/** POST /template/updateThumbnail (multipart: sessionKey, templateId, thumbnail). */
export function uploadTemplateThumbnail(templateId: number, jpeg: Blob): Promise<string> {
  return postThumbnail('/template/updateThumbnail', { templateId: String(templateId) }, jpeg);
}
