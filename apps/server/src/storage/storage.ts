import type { Readable } from 'node:stream';

/** An inclusive byte range (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media bytes live (security.md FILE-2): keys are made by the server only
 * (`org/<orgId>/<sha256>`), never from a user's file name.
 */
export interface MediaStorage {
  readonly kind: 'fs' | 's3';
  /** Stores a stream or the file at a local path under `key` (replacing any object there). */
  put(key: string, source: Readable | { path: string }, opts?: { contentType?: string; size?: number }): Promise<void>;
  /** The object's bytes, or the inclusive range of them. Rejects with StorageNotFound when absent. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Drivers on the local file system give the object's path (processing reads it in place). */
  localPath?(key: string): string;
  /** Start-up only: removes partial writes of `key` left by a process that died mid-put (local drivers). */
  removeAbandoned?(key: string): Promise<void>;
  /** Releases the driver's connections (S3 client) when the app closes. */
  destroy?(): void;
}

export class StorageNotFound extends Error {
  constructor(key: string) {
    super(`storage object not found: ${key}`);
  }
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Keys are server-made; anything else is a programming error, never a path to follow. */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.length > 300) throw new Error(`invalid storage key: ${key}`);
  return key;
}
