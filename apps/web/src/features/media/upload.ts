import { errorMessage, MEDIA_TYPES, type MediaItem, type MediaKind, UPLOAD_LIMITS_MB } from '@signage/shared';
import { ApiError, API_BASE, commonHeaders, currentLocale, fallbackMessage } from '../../api/client.ts';
import { getSessionKey } from '../../api/cookies.ts';

/** The kind a file will be, judged by its MIME type or else its extension (the server checks the content). */
export function kindOfFile(file: { name: string; type: string }): MediaKind | null {
  const byMime = file.type ? MEDIA_TYPES[file.type.toLowerCase()] : undefined;
  if (byMime) return byMime.kind;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  for (const entry of Object.values(MEDIA_TYPES)) if (entry.extensions.includes(ext)) return entry.kind;
  return null;
}

/**
 * Spec 5/8 upload rules checked before anything is sent: one file only, an allowed type (by MIME
 * type or extension) and the size limit of its kind. Returns the translated message, or null.
 */
export function checkUpload(files: ArrayLike<{ name: string; type: string; size: number }>): string | null {
  const locale = currentLocale();
  if (files.length === 0) return errorMessage('MEDIA_NO_FILE', locale);
  if (files.length > 1) return errorMessage('MEDIA_TOO_MANY_FILES', locale);
  const file = files[0] as { name: string; type: string; size: number };
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const mime = file.type.toLowerCase();
  const mimeEntry = mime ? MEDIA_TYPES[mime] : undefined;
  const extEntry = Object.values(MEDIA_TYPES).find((e) => e.extensions.includes(ext));
  // A known MIME type is enough; with no or a generic MIME type the extension decides.
  const kind = mimeEntry?.kind ?? (!mime || mime === 'application/octet-stream' ? extEntry?.kind : undefined);
  if (!kind) return errorMessage('MEDIA_TYPE_NOT_ALLOWED', locale);
  const limit = UPLOAD_LIMITS_MB[kind];
  if (file.size > limit * 1024 * 1024) return errorMessage('MEDIA_TOO_LARGE', locale, { filesize: limit });
  return null;
}

export interface UploadHandle {
  promise: Promise<MediaItem>;
  abort(): void;
}

/**
 * POST /api/media/upload as multipart: the text fields first, then the one `file` part. XHR so the
 * progress can be shown and the upload cancelled. Rejects with an ApiError (translated message) or
 * a DOMException named AbortError when cancelled.
 */
export function uploadMedia(
  file: File,
  target: { section: 'my' | 'shared'; folderId: number | null },
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<MediaItem>((resolve, reject) => {
    const key = getSessionKey();
    if (!key) {
      reject(new ApiError(401, 'UNAUTHORIZED', fallbackMessage('UNAUTHORIZED')));
      return;
    }
    const form = new FormData();
    if (target.folderId !== null) form.append('folderId', String(target.folderId));
    form.append('section', target.section);
    form.append('file', file, file.name);

    xhr.open('POST', `${API_BASE}/media/upload`);
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
      if (xhr.status >= 200 && xhr.status < 300 && data.response && typeof data.response === 'object') {
        resolve(data.response as MediaItem);
        return;
      }
      const code = typeof data.errorCode === 'string' ? data.errorCode : xhr.status === 413 ? 'MEDIA_TOO_LARGE' : 'MEDIA_UPLOAD_FAILED';
      const message =
        typeof data.message === 'string' && data.message
          ? data.message
          : code === 'MEDIA_TOO_LARGE'
            ? errorMessage(code, currentLocale(), { filesize: UPLOAD_LIMITS_MB[kindOfFile(file) ?? 'image'] })
            : fallbackMessage(code);
      reject(new ApiError(xhr.status || 500, code, message, {}, data));
    };
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
