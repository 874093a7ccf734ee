import { type ErrorBody, errorMessage, isLocale, type Locale } from '@signage/shared';
import i18n from '../i18n/index.ts';
import { getSessionKey } from './cookies.ts';

/** Base path of the API (spec 7.1: calls go to the product's API base). */
export const API_BASE = '/api';

export type FieldErrors = NonNullable<ErrorBody['fields']>;

/**
 * A failed call. `status` is the HTTP status (500 for a network failure, spec 7.1), `code` the
 * envelope's errorCode (numbers for login and session-check results), `message` already translated.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | number;
  readonly fields: FieldErrors;
  readonly body: Record<string, unknown>;

  constructor(status: number, code: string | number, message: string, fields: FieldErrors = {}, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }

  /** The message of one field, if the server reported one. */
  field(name: string): string | undefined {
    return this.fields[name]?.message;
  }
}

export function currentLocale(): Locale {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lang) ? lang : 'en';
}

/** Text for a code when the server gave none (network failure, unexpected body). */
export function fallbackMessage(code: string): string {
  return errorMessage(code, currentLocale());
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(500, 'NETWORK', fallbackMessage('NETWORK'));
}

interface RequestOptions {
  /** Adds `Authorization: SessionKey <key>` (GET) or `sessionKey` in the body (POST). */
  auth?: boolean;
  signal?: AbortSignal;
}

async function send<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body: Record<string, unknown> | undefined,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  let payload: string | undefined;
  if (options.auth) {
    const key = getSessionKey();
    if (!key) throw new ApiError(401, 'UNAUTHORIZED', fallbackMessage('UNAUTHORIZED'));
    if (method === 'GET' || method === 'DELETE') headers.Authorization = `SessionKey ${key}`;
    if (method !== 'GET') body = { sessionKey: key, ...body };
  }
  if (body !== undefined && method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method, headers, body: payload, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(500, 'NETWORK', fallbackMessage('NETWORK'));
  }

  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  const data = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;

  if (res.ok && 'response' in data) return data.response as T;
  if (res.ok) return data as T;

  const code =
    typeof data.errorCode === 'string' || typeof data.errorCode === 'number' ? data.errorCode : res.status >= 500 ? 'INTERNAL' : 'UNKNOWN';
  const message =
    typeof data.message === 'string' && data.message ? data.message : fallbackMessage(typeof code === 'string' ? code : 'INTERNAL');
  const fields = (data.fields && typeof data.fields === 'object' ? data.fields : {}) as FieldErrors;
  throw new ApiError(res.status, code, message, fields, data);
}

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => send<T>('GET', path, undefined, options),
  post: <T>(path: string, body: Record<string, unknown> = {}, options: RequestOptions = {}) => send<T>('POST', path, body, options),
};
