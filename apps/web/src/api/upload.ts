import { ApiError, API_BASE, commonHeaders, fallbackMessage } from './client.ts';
import { getSessionKey } from './cookies.ts';

export interface UploadHandle<T> {
  promise: Promise<T>;
  abort(): void;
}

/**
 * POSTs a multipart form to the API with XMLHttpRequest (fetch reports no upload progress), so the
 * upload shows its progress and can be cancelled. Resolves with the envelope's `response` when
 * `accept` recognises it; rejects with an ApiError carrying the server's translated message (or
 * `messageFor(code)`, else the catalogue's), or a DOMException named AbortError when cancelled.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  options: { accept: (response: unknown) => T | null; failureCode: string; messageFor?: (code: string) => string | undefined },
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    const key = getSessionKey();
    if (!key) {
      reject(new ApiError(401, 'UNAUTHORIZED', fallbackMessage('UNAUTHORIZED')));
      return;
    }
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Authorization', `SessionKey ${key}`);
    // Accept, Accept-Language and, while impersonating, the target organization (spec 7.1).
    for (const [name, value] of Object.entries(commonHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onerror = () => reject(new ApiError(500, 'NETWORK', fallbackMessage('NETWORK')));
    xhr.onload = () => {
      let data: Record<string, unknown> = {};
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
      } catch {
        data = {};
      }
      const accepted = xhr.status >= 200 && xhr.status < 300 ? options.accept(data.response) : null;
      if (accepted !== null) {
        resolve(accepted);
        return;
      }
      const code = typeof data.errorCode === 'string' ? data.errorCode : xhr.status === 413 ? 'MEDIA_TOO_LARGE' : options.failureCode;
      const message =
        typeof data.message === 'string' && data.message ? data.message : (options.messageFor?.(code) ?? fallbackMessage(code));
      reject(new ApiError(xhr.status || 500, code, message, {}, data));
    };
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
