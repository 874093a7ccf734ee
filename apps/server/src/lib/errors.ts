import type { ErrorCode } from '@signage/shared';

/**
 * A failure a service reports on purpose. The error plugin turns it into the envelope
 * {errorCode, message} with the message in the caller's language.
 */
/** A field's error with the values its message speaks of (`{max: 256}`), answered beside the message. */
export interface FieldError {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode | number,
    /** Message key when errorCode is numeric (login and session-check codes). */
    readonly messageCode?: ErrorCode,
    readonly fields?: Record<string, ErrorCode | FieldError>,
    /** Extra fields added to the error body (e.g. a restricted session for code 3). */
    readonly extra?: Record<string, unknown>,
    /** Values for `{placeholders}` in the message (e.g. {filesize}). */
    readonly params?: Record<string, string | number>,
  ) {
    super(typeof errorCode === 'string' ? errorCode : (messageCode ?? 'ERROR'));
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
export const fieldError = (field: string, code: ErrorCode, status = 400) =>
  new AppError(status, 'VALIDATION_FAILED', undefined, { [field]: code });

/** 429 RATE_LIMITED from a brute-force limit (lib/rate-limiter.ts); the answer carries Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED');
  }
}

/** The disk (or quota) holding DATA_DIR is full: ENOSPC / EDQUOT from any write. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** 507 Insufficient Storage: nothing was saved; the server stays up (faults: disk full). */
export const storageFull = () => new AppError(507, 'STORAGE_FULL');
