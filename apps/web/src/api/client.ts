import { type ErrorBody, errorMessage, isLocale, type Locale } from '@signage/shared';
import type { z } from 'zod';
import i18n from '../i18n/index.ts';
import { getImpersonation, IMPERSONATION_HEADER, stopImpersonation } from '../state/impersonation.ts';
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
  /** Leave out the impersonation header (calls about the user's own organization, e.g. consent requests). */
  own?: boolean;
}

/**
 * Error codes with which the server refuses an impersonation header (consent revoked or deleted,
 * licence no longer allowing it): the CMS then leaves the impersonated organization.
 */
export const IMPERSONATION_REFUSED_CODES: ReadonlySet<string | number> = new Set([
  'IMPERSONATION_NOT_ALLOWED',
  'IMPERSONATION_NOT_ACCEPTED',
]);

/** Headers every call carries: the language and, while impersonating, the target organization (spec 7.1). */
export function commonHeaders(options: { own?: boolean } = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  const target = options.own ? null : getImpersonation();
  if (target) headers[IMPERSONATION_HEADER] = String(target.organizationId);
  return headers;
}

/** A refused impersonation ends it here too, so the next call works in the user's own organization. */
export function noteImpersonationRefusal(code: string | number, sentHeader: boolean): void {
  if (sentHeader && IMPERSONATION_REFUSED_CODES.has(code)) stopImpersonation();
}

async function send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body: object | undefined, options: RequestOptions): Promise<T> {
  const headers = commonHeaders(options);
  const sentHeader = IMPERSONATION_HEADER in headers;
  let payload: string | undefined;
  if (options.auth) {
    const key = getSessionKey();
    if (!key) throw new ApiError(401, 'UNAUTHORIZED', fallbackMessage('UNAUTHORIZED'));
    if (method === 'GET' || method === 'DELETE') headers.Authorization = `SessionKey ${key}`;
    // A DELETE without a body authenticates by the header alone.
    if (method === 'POST' || (method === 'DELETE' && body !== undefined)) body = { sessionKey: key, ...body };
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
  noteImpersonationRefusal(code, sentHeader);
  throw new ApiError(res.status, code, message, fields, data);
}

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => send<T>('GET', path, undefined, options),
  post: <T>(path: string, body: Record<string, unknown> = {}, options: RequestOptions = {}) => send<T>('POST', path, body, options),
  /** DELETE with or without a body (spec 7.1). */
  delete: <T>(path: string, body: Record<string, unknown> | undefined = undefined, options: RequestOptions = {}) =>
    send<T>('DELETE', path, body, options),
};

/** The body of a call as its shared contract declares it, less the session key the client adds. */
export type BodyOf<S extends z.ZodType> = Omit<z.input<S>, 'sessionKey'>;

/**
 * One authenticated POST call bound to its shared zod contract (`packages/shared/src/contracts`):
 * the body is typed by the schema the server validates with (`B`, as `typeof schema`), the answer by
 * its response schema (`R`). The schemas are named as types only, so the CMS bundle leaves out every
 * schema it does not run (building zod schemas is a large share of a page's start-up; see
 * docs/performance.md). Feature clients (`features/<domain>/api.ts`) are built from these, with
 * their query-key factory beside them.
 */
export function endpoint<B extends z.ZodType, R extends z.ZodType | undefined = undefined>(path: string, defaults: RequestOptions = {}) {
  return (body: BodyOf<B>, options: RequestOptions = {}) =>
    api.post<R extends z.ZodType ? z.output<R> : unknown>(path, body, { auth: true, ...defaults, ...options });
}
