import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { MediaJobLimits } from '../config.ts';

/** The full path of an executable (a bare name is looked up on PATH), or null when there is none. */
export function findExecutable(name: string, pathEnv = process.env.PATH ?? ''): string | null {
  const candidates = name.includes('/')
    ? [name]
    : pathEnv
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, name));
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return path.resolve(file);
    } catch {
      // not this one
    }
  }
  return null;
}

/**
 * The start-up line about the media tools: which ffmpeg/ffprobe run uploads and within which limits, or
 * what still works without them (docs/decisions.md "Runtimes"). Null-free: always one line, `warn` when something is missing.
 */
export function mediaToolsNotice(limits: MediaJobLimits, pathEnv?: string): { level: 'info' | 'warn'; message: string } {
  const ffmpeg = findExecutable(limits.ffmpegPath, pathEnv);
  const ffprobe = findExecutable(limits.ffprobePath, pathEnv);
  const missing = [ffmpeg ? null : limits.ffmpegPath, ffprobe ? null : limits.ffprobePath].filter(Boolean);
  if (missing.length > 0) {
    return {
      level: 'warn',
      message:
        `Media tools: ${missing.join(' and ')} not found. Video and audio uploads are kept (downloadable) but marked ` +
        `"failed" with no poster frame or duration until ffmpeg is installed (Debian/Ubuntu: apt-get install ffmpeg; ` +
        `or set FFMPEG_PATH and FFPROBE_PATH). Images, GIFs, SVGs and PDFs are processed as usual.`,
    };
  }
  const cap = findExecutable('prlimit', pathEnv)
    ? `${Math.round(limits.memoryBytes / 1024 / 1024)} MB address space`
    : 'no memory cap (prlimit not found)';
  return {
    level: 'info',
    message: `Media tools: ${ffmpeg} and ${ffprobe}; each job ${limits.timeoutMs / 1000} s, ${cap}, ${limits.threads} thread(s)`,
  };
}
