import { errorMessage, MEDIA_TYPES, type MediaItem, type MediaKind, UPLOAD_LIMITS_MB } from '@signage/shared';
import { currentLocale } from '../../api/client.ts';
import { type UploadHandle as UploadHandleOf, uploadForm } from '../../api/upload.ts';

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

export type UploadHandle = UploadHandleOf<MediaItem>;

/**
 * POST /api/media/upload as multipart: the text fields first, then the one `file` part, with
 * progress and cancel (`uploadForm`).
 */
export function uploadMedia(
  file: File,
  target: { section: 'my' | 'shared'; folderId: number | null },
  onProgress: (fraction: number) => void,
): UploadHandle {
  const form = new FormData();
  if (target.folderId !== null) form.append('folderId', String(target.folderId));
  form.append('section', target.section);
  form.append('file', file, file.name);
  return uploadForm('/media/upload', form, onProgress, {
    accept: (response) => (response && typeof response === 'object' ? (response as MediaItem) : null),
    failureCode: 'MEDIA_UPLOAD_FAILED',
    messageFor: (code) =>
      code === 'MEDIA_TOO_LARGE'
        ? errorMessage(code, currentLocale(), { filesize: UPLOAD_LIMITS_MB[kindOfFile(file) ?? 'image'] })
        : undefined,
  });
}
