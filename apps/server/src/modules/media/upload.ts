import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_TYPES, type MediaKind } from '@signage/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, isStorageFull, storageFull } from '../../lib/errors.ts';
import { leftByDeadProcess, ownedTempName } from '../../lib/temp-files.ts';
import { SNIFF_BYTES, sniffMediaType } from './sniff.ts';
import { sanitizeSvgFile } from './svg.ts';

export interface StagedUpload {
  /** A random per-request temp file in DATA_DIR/tmp (security.md FILE-5, L17). */
  tempPath: string;
  sha256: string;
  size: number;
  mimeType: string;
  kind: MediaKind;
  originalName: string | undefined;
  fields: Record<string, string>;
}

const MB = 1024 * 1024;
export const tooLarge = (mb: number) => new AppError(413, 'MEDIA_TOO_LARGE', undefined, undefined, undefined, { filesize: mb });
const typeNotAllowed = () => new AppError(415, 'MEDIA_TYPE_NOT_ALLOWED');

/** Hashes, sniffs and size-checks the bytes on their way to the temp file; nothing is held whole. */
class Inspector extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  mimeType: string | null = null;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly limitsMb: Record<MediaKind, number>) {
    super();
  }

  private limitMb(): number {
    if (this.mimeType) return this.limitsMb[MEDIA_TYPES[this.mimeType]?.kind ?? 'image'];
    return Math.max(...Object.values(this.limitsMb));
  }

  private decide(): Error | null {
    if (this.mimeType) return null;
    this.mimeType = sniffMediaType(Buffer.concat(this.head));
    this.head = [];
    return this.mimeType ? null : typeNotAllowed();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (!this.mimeType) {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= SNIFF_BYTES) {
        const error = this.decide();
        if (error) return callback(error);
      }
    }
    const limit = this.limitMb();
    if (this.size > limit * MB) return callback(tooLarge(limit));
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    callback(this.decide());
  }
}

/**
 * Reads the multipart request: fields, then exactly one file streamed to a temp file while it is
 * hashed and its type is sniffed (spec part 5, security.md FILE-1/FILE-5, L20). On any failure the temp
 * file is removed before the error propagates.
 */
export async function stageUpload(request: FastifyRequest, tmpDir: string, limitsMb: Record<MediaKind, number>): Promise<StagedUpload> {
  await mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  const temps: string[] = [];
  let staged: Omit<StagedUpload, 'fields'> | null = null;
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        if (staged) {
          part.file.resume();
          throw new AppError(400, 'MEDIA_TOO_MANY_FILES');
        }
        const tempPath = path.join(tmpDir, ownedTempName('upload'));
        temps.push(tempPath);
        const inspector = new Inspector(limitsMb);
        await pipeline(part.file, inspector, createWriteStream(tempPath, { flags: 'wx', highWaterMark: 1024 * 1024 }));
        if (part.file.truncated)
          throw tooLarge(
            inspector.mimeType ? limitsMb[MEDIA_TYPES[inspector.mimeType]?.kind ?? 'image'] : Math.max(...Object.values(limitsMb)),
          );
        const mimeType = inspector.mimeType as string;
        staged = {
          tempPath,
          sha256: inspector.hash.digest('hex'),
          size: inspector.size,
          mimeType,
          kind: MEDIA_TYPES[mimeType]?.kind as MediaKind,
          originalName: part.filename,
        };
      }
    } catch (error) {
      throw mapMultipartError(error, limitsMb);
    }
    if (!staged) throw new AppError(400, 'MEDIA_NO_FILE');
    if (staged.size === 0) throw typeNotAllowed();
    if (staged.mimeType === 'image/svg+xml') staged = await sanitizeStaged(staged, tmpDir, temps);
    return { ...staged, fields };
  } catch (error) {
    await Promise.all(temps.map((t) => rm(t, { force: true })));
    throw error;
  }
}

/** SVGs are stored sanitized: the stored bytes, hash and size are those of the clean document. */
async function sanitizeStaged(staged: Omit<StagedUpload, 'fields'>, tmpDir: string, temps: string[]) {
  const tempPath = path.join(tmpDir, ownedTempName('upload'));
  temps.push(tempPath);
  let ok = false;
  try {
    ok = await sanitizeSvgFile(staged.tempPath, tempPath);
  } catch {
    ok = false; // unparsable, too large for the worker's heap, or too slow
  }
  if (!ok) throw typeNotAllowed();
  await rm(staged.tempPath, { force: true });
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(tempPath)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { ...staged, tempPath, size, sha256: hash.digest('hex') };
}

function mapMultipartError(error: unknown, limitsMb: Record<MediaKind, number>): unknown {
  if (error instanceof AppError) return error;
  if (isStorageFull(error)) return storageFull();
  const code = (error as { code?: string })?.code;
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'MEDIA_TOO_MANY_FILES');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(Math.max(...Object.values(limitsMb)));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(400, 'MEDIA_NO_FILE');
  // Aborted, truncated or malformed bodies.
  return new AppError(400, 'MEDIA_UPLOAD_FAILED');
}

/**
 * An upload about to store `key` (write-ahead): if the process dies before the row that refers to the
 * file is committed, the start-up sweep finds the intent and removes the file unless a row uses it.
 */
export async function writeIntent(tmpDir: string, key: string): Promise<string> {
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, ownedTempName('intent'));
  await writeFile(file, key, { flag: 'wx' });
  return file;
}

const TEMP_PREFIXES = ['upload-', 'process-', 'local-', 'intent-'];

/**
 * Start-up sweep (security.md FILE-5; faults: nothing lost): temp files left by a process of this host
 * that no longer runs (kill -9) go at once, any other temp file once older than `maxAgeMs` (another
 * server may share DATA_DIR). Intents are answered, not removed: the caller reconciles their keys with
 * the database first, then removes them.
 */
export async function sweepTemp(tmpDir: string, maxAgeMs: number, now = Date.now()) {
  const intents: Array<{ file: string; key: string }> = [];
  let names: string[] = [];
  try {
    names = await readdir(tmpDir);
  } catch {
    return { removed: 0, intents };
  }
  let removed = 0;
  for (const name of names) {
    if (!TEMP_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const file = path.join(tmpDir, name);
    try {
      const s = await stat(file);
      if (!leftByDeadProcess(name, true) && now - s.mtimeMs < maxAgeMs) continue;
      if (name.startsWith('intent-')) {
        intents.push({ file, key: (await readFile(file, 'utf8')).trim() });
        continue;
      }
      await rm(file, { force: true });
      removed++;
    } catch {
      // gone already
    }
  }
  return { removed, intents };
}
