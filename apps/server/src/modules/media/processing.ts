import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { THUMBNAIL_LONGEST_SIDE } from '@signage/shared';
import sharp, { type Sharp } from 'sharp';
import type { MediaJobLimits } from '../../config.ts';
import { findExecutable } from '../../lib/executables.ts';

/** Decoding bombs are refused (security.md FILE-3): at most 120 megapixels per image. */
const PIXEL_LIMIT = 120_000_000;
/** The PDF renderer (mupdf in a worker thread) keeps its own limit. */
const PDF_TIMEOUT_MS = 120_000;
/** Most a tool may write to its output pipe (a PNG frame, ffprobe's JSON). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export interface ProcessedMedia {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  pageCount: number | null;
  /** A JPEG whose longest side is THUMBNAIL_LONGEST_SIDE (smaller images are never enlarged). */
  thumbnail: Buffer;
}

const require = createRequire(import.meta.url);

/** The memory cap is applied by util-linux's prlimit (RLIMIT_AS of the tool's process) where there is one. */
let prlimitPath: string | null | undefined;
function prlimit() {
  if (prlimitPath === undefined) prlimitPath = findExecutable('prlimit');
  return prlimitPath;
}

/** A processing job stopped by one of its limits, or a tool that is missing or failed: the media row is marked failed with this message. */
export class MediaToolError extends Error {}

const MEMORY_FAILURE = /cannot allocate memory|failed to map segment|out of memory|ENOMEM|bad_alloc/i;

/**
 * Runs ffmpeg or ffprobe on an untrusted file within the job limits (docs/media.md "Processing"): killed (SIGKILL) after
 * `timeoutMs`, its address space capped at `memoryBytes` (prlimit --as), decoder threads set by the
 * caller's arguments, output capped at 64 MB. Resolves with stdout; rejects with a MediaToolError that
 * says which limit stopped it. The process never outlives the call.
 */
export function runTool(file: string, args: string[], limits: MediaJobLimits): Promise<Buffer> {
  const name = path.basename(file);
  const wrapper = prlimit();
  const [command, argv] = wrapper ? [wrapper, [`--as=${limits.memoryBytes}`, '--', file, ...args]] : [file, args];
  const limit = limits.timeoutMs % 1000 === 0 ? `${limits.timeoutMs / 1000} s` : `${limits.timeoutMs} ms`;
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = '';
    let stopped: string | null = null;
    const stop = (reason: string) => {
      if (stopped) return;
      stopped = reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(`${name} took longer than the ${limit} time limit of a media job and was stopped`),
      limits.timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_OUTPUT_BYTES) stop(`${name} wrote more than ${MAX_OUTPUT_BYTES / 1024 / 1024} MB and was stopped`);
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new MediaToolError(
          error.code === 'ENOENT'
            ? `${name} is not installed (install the ffmpeg package, or set FFMPEG_PATH / FFPROBE_PATH)`
            : `${name}: ${error.message}`,
        ),
      );
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (stopped) return reject(new MediaToolError(stopped));
      if (code === 0) return resolve(Buffer.concat(out));
      const detail = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 300);
      if (MEMORY_FAILURE.test(stderr)) {
        return reject(
          new MediaToolError(`${name} ran out of the ${Math.round(limits.memoryBytes / 1024 / 1024)} MB memory limit of a media job`),
        );
      }
      // prlimit or the loader report a missing tool with 127.
      if (code === 127 && /No such file|not found/i.test(stderr)) {
        return reject(new MediaToolError(`${name} is not installed (install the ffmpeg package, or set FFMPEG_PATH / FFPROBE_PATH)`));
      }
      reject(new MediaToolError(`${name} failed (${signal ?? `exit code ${code}`})${detail ? `: ${detail}` : ''}`));
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

async function probe(file: string, limits: MediaJobLimits): Promise<Probe> {
  const out = (
    await runTool(
      limits.ffprobePath,
      ['-v', 'error', '-threads', String(limits.threads), '-print_format', 'json', '-show_format', '-show_streams', file],
      limits,
    )
  ).toString('utf8');
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

/** ffmpeg's arguments for one PNG frame at `seek` seconds, on stdout. */
export function posterFrameArgs(file: string, seek: string, limits: Pick<MediaJobLimits, 'threads'>): string[] {
  const threads = String(limits.threads);
  // -threads before -i: the decoder's; after: the PNG encoder's; the filter graph gets as many.
  const input = ['-v', 'error', '-nostdin', '-threads', threads, '-filter_threads', threads, '-ss', seek, '-i', file];
  return [...input, '-frames:v', '1', '-threads', threads, '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'];
}

async function processVideo(file: string, limits: MediaJobLimits): Promise<ProcessedMedia> {
  const info = await probe(file, limits);
  // The poster frame: one second in (past fade-ins), or the first frame of a short clip.
  const at = info.durationMs && info.durationMs > 2000 ? '1' : '0';
  const grab = (seek: string) => runTool(limits.ffmpegPath, posterFrameArgs(file, seek, limits), limits);
  let frame = await grab(at);
  if (frame.length === 0 && at !== '0') frame = await grab('0');
  if (frame.length === 0) throw new Error('no video frame');
  return { ...info, pageCount: null, thumbnail: await thumbOf(sharp(frame, { limitInputPixels: PIXEL_LIMIT })) };
}

/**
 * mupdf renders synchronously (WASM): the first page is rendered in a worker thread so a heavy page
 * never blocks the event loop (docs/media.md "Processing": processing never blocks other requests).
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
    const timer = setTimeout(() => reject(new Error('PDF rendering timed out')), PDF_TIMEOUT_MS);
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

async function processAudio(file: string, limits: MediaJobLimits): Promise<ProcessedMedia> {
  const info = await probe(file, limits);
  audioIcon ??= sharp(Buffer.from(AUDIO_ICON)).jpeg({ quality: 90 }).toBuffer();
  return { width: null, height: null, durationMs: info.durationMs, pageCount: null, thumbnail: await audioIcon };
}

/**
 * Metadata and thumbnail of a stored file (a local copy at `file`), by its detected MIME type; video and
 * audio go through ffmpeg/ffprobe within `limits`.
 */
export async function processFile(file: string, mimeType: string, limits: MediaJobLimits): Promise<ProcessedMedia> {
  if (mimeType.startsWith('image/')) return processImage(file);
  if (mimeType.startsWith('video/')) return processVideo(file, limits);
  if (mimeType === 'application/pdf') return processPdf(file);
  if (mimeType.startsWith('audio/')) return processAudio(file, limits);
  throw new Error(`no processing for ${mimeType}`);
}
