import { IMPERSONATION_HEADER } from '../state/impersonation.ts';
import { API_BASE, ApiError, commonHeaders, fallbackMessage, noteImpersonationRefusal } from './client.ts';
import { getSessionKey } from './cookies.ts';
import { fileNameFrom } from './file-name.ts';

/**
 * A file from the API (a usage report, an invoice PDF): authenticated like every other call — the
 * session key in the body of a POST, in the Authorization header of a GET, the impersonation header
 * while impersonating — and answered with the file, or with the usual error envelope (translated by
 * the server), thrown as an ApiError like the JSON calls' errors.
 */
export async function downloadFile(
  path: string,
  request: { method: 'GET' } | { method: 'POST'; body: Record<string, unknown> },
  accept: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const key = getSessionKey();
  if (!key) throw new ApiError(401, 'UNAUTHORIZED', fallbackMessage('UNAUTHORIZED'));
  const headers: Record<string, string> = { ...commonHeaders(), Accept: accept };
  let payload: string | undefined;
  if (request.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify({ sessionKey: key, ...request.body });
  } else headers.Authorization = `SessionKey ${key}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method: request.method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError(500, 'NETWORK', fallbackMessage('NETWORK'));
  }
  if (!res.ok) {
    let data: Record<string, unknown> = {};
    try {
      const json: unknown = await res.json();
      if (json && typeof json === 'object') data = json as Record<string, unknown>;
    } catch {
      // not JSON: the status speaks
    }
    const code = typeof data.errorCode === 'string' ? data.errorCode : res.status >= 500 ? 'INTERNAL' : 'UNKNOWN';
    const message = typeof data.message === 'string' && data.message ? data.message : fallbackMessage(code);
    noteImpersonationRefusal(code, IMPERSONATION_HEADER in headers);
    throw new ApiError(res.status, code, message, {}, data);
  }
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('Content-Disposition'), fallbackName) };
}

/** Saves a blob under its name through a temporary link (every browser the CMS supports). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
