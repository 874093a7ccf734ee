import { execFile } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { THUMBNAIL_LONGEST_SIDE } from '@signage/shared';
import sharp, { type Sharp } from 'sharp';

/** Decoding bombs are refused (security.md FILE-3): at most 120 megapixels per image. */
const PIXEL_LIMIT = 120_000_000;
const TOOL_TIMEOUT_MS = 120_000;

export interface ProcessedMedia {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  pageCount: number | null;
  /** A JPEG whose longest side is THUMBNAIL_LONGEST_SIDE (smaller images are never enlarged). */
  thumbnail: Buffer;
}

const require = createRequire(import.meta.url);

/** A registry-shipped binary (its postinstall chmod may not have run), else the system one. */
function tool(pkg: string, name: string): string {
  try {
    const file = (require(pkg) as { path: string }).path;
    try {
      accessSync(file, constants.X_OK);
    } catch {
      chmodSync(file, 0o755);
    }
    return file;
  } catch {
    return name;
  }
}

let ffmpegPath: string | null = null;
let ffprobePath: string | null = null;
const ffmpeg = () => (ffmpegPath ??= tool('@ffmpeg-installer/ffmpeg', 'ffmpeg'));
export const ffmpegBinary = ffmpeg;
const ffprobe = () => (ffprobePath ??= tool('@ffprobe-installer/ffprobe', 'ffprobe'));

function run(file: string, args: string[], encoding: 'buffer' | 'utf8'): Promise<Buffer | string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { encoding, timeout: TOOL_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file.split('/').pop()} failed: ${String(stderr).slice(0, 300) || error.message}`));
      else resolve(stdout);
    });
  });
}

const thumbOf = (input: Sharp) =>
  input
    .rotate()
    .resize({ width: THUMBNAIL_LONGEST_SIDE, height: THUMBNAIL_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

async function processImage(file: string): Promise<ProcessedMedia> {
  // GIFs: the first frame only (sharp's default page 0).
  const meta = await sharp(file, { limitInputPixels: PIXEL_LIMIT }).metadata();
  const oriented = (meta as { autoOrient?: { width: number; height: number } }).autoOrient;
  return {
    width: oriented?.width ?? meta.width ?? null,
    height: oriented?.height ?? meta.height ?? null,
    durationMs: null,
    pageCount: null,
    thumbnail: await thumbOf(sharp(file, { limitInputPixels: PIXEL_LIMIT })),
  };
}

interface Probe {
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

async function probe(file: string): Promise<Probe> {
  const out = (await run(ffprobe(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], 'utf8')) as string;
  const data = JSON.parse(out) as {
    format?: { duration?: string };
    streams?: Array<{ codec_type?: string; width?: number; height?: number; duration?: string }>;
  };
  const video = data.streams?.find((s) => s.codec_type === 'video');
  const seconds = Number(data.format?.duration ?? video?.duration ?? Number.NaN);
  return {
    durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : null,
    width: video?.width ?? null,
    height: video?.height ?? null,
  };
}

async function processVideo(file: string): Promise<ProcessedMedia> {
  const info = await probe(file);
  // The poster frame: one second in (past fade-ins), or the first frame of a short clip.
  const at = info.durationMs && info.durationMs > 2000 ? '1' : '0';
  const grab = (seek: string) =>
    run(
      ffmpeg(),
      ['-v', 'error', '-ss', seek, '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
      'buffer',
    ) as Promise<Buffer>;
  let frame = await grab(at);
  if (frame.length === 0 && at !== '0') frame = await grab('0');
  if (frame.length === 0) throw new Error('no video frame');
  return { ...info, pageCount: null, thumbnail: await thumbOf(sharp(frame, { limitInputPixels: PIXEL_LIMIT })) };
}

/**
 * mupdf renders synchronously (WASM): the first page is rendered in a worker thread so a heavy page
 * never blocks the event loop (issue 3: processing never blocks other requests).
 */
const PDF_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
(async () => {
  const mupdf = await import(workerData.mupdfUrl);
  const doc = mupdf.Document.openDocument(readFileSync(workerData.file), 'application/pdf');
  try {
    const pageCount = doc.countPages();
    const page = doc.loadPage(Math.min(workerData.pageIndex || 0, pageCount - 1));
    const [x0, y0, x1, y1] = page.getBounds();
    const w = x1 - x0;
    const h = y1 - y0;
    const scale = Math.min(8, workerData.target / Math.max(w, h, 1));
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    const png = pixmap.asPNG();
    parentPort.postMessage({ pageCount, width: w, height: h, png });
  } finally {
    doc.destroy();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

interface PdfRender {
  pageCount: number;
  width: number;
  height: number;
  png: Uint8Array;
}

// Render the thumbnail at twice its size, then scale down with sharp.
function renderPdf(file: string, pageIndex = 0, target = 2 * THUMBNAIL_LONGEST_SIDE): Promise<PdfRender> {
  const mupdfUrl = pathToFileURL(require.resolve('mupdf')).href;
  const worker = new Worker(PDF_WORKER, { eval: true, workerData: { file, mupdfUrl, target, pageIndex } });
  return new Promise<PdfRender>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('PDF rendering timed out')), TOOL_TIMEOUT_MS);
    worker.once('message', (message: PdfRender | { error: string }) => {
      clearTimeout(timer);
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PDF worker exited with ${code}`));
    });
  }).finally(() => {
    void worker.terminate();
  });
}

async function processPdf(file: string): Promise<ProcessedMedia> {
  const page = await renderPdf(file);
  const thumbnail = await sharp(Buffer.from(page.png))
    .resize({ width: THUMBNAIL_LONGEST_SIDE, height: THUMBNAIL_LONGEST_SIDE, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { width: Math.round(page.width), height: Math.round(page.height), durationMs: null, pageCount: page.pageCount, thumbnail };
}

/** Longest side of the page images of the PDF page viewer. */
export const PDF_PAGE_LONGEST_SIDE = 1600;

/** One page (0-based) of a PDF as a JPEG for the page viewer. */
export async function renderPdfPageJpeg(file: string, pageIndex: number): Promise<Buffer> {
  const page = await renderPdf(file, pageIndex, PDF_PAGE_LONGEST_SIDE);
  return sharp(Buffer.from(page.png), { limitInputPixels: PIXEL_LIMIT })
    .resize({ width: PDF_PAGE_LONGEST_SIDE, height: PDF_PAGE_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

const AUDIO_ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_LONGEST_SIDE}" height="${THUMBNAIL_LONGEST_SIDE}" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#1f3a5f"/>
<circle cx="128" cy="128" r="92" fill="#2e96f4"/>
<path d="M108 72v82.5a22 22 0 1 0 14 20.5V98h44V72z" fill="#ffffff"/>
<path d="M166 72v70.5a22 22 0 1 0 14 20.5V72z" fill="#ffffff"/>
</svg>`;

let audioIcon: Promise<Buffer> | null = null;

async function processAudio(file: string): Promise<ProcessedMedia> {
  const info = await probe(file);
  audioIcon ??= sharp(Buffer.from(AUDIO_ICON)).jpeg({ quality: 90 }).toBuffer();
  return { width: null, height: null, durationMs: info.durationMs, pageCount: null, thumbnail: await audioIcon };
}

/** Metadata and thumbnail of a stored file (a local copy at `file`), by its detected MIME type. */
export async function processFile(file: string, mimeType: string): Promise<ProcessedMedia> {
  if (mimeType.startsWith('image/')) return processImage(file);
  if (mimeType.startsWith('video/')) return processVideo(file);
  if (mimeType === 'application/pdf') return processPdf(file);
  if (mimeType.startsWith('audio/')) return processAudio(file);
  throw new Error(`no processing for ${mimeType}`);
}
