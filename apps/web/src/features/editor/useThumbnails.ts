import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorStore, overlayToDraw } from './model/store.ts';
import { renderThumbnail } from './thumbnail.tsx';

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Stores a rendered thumbnail and answers its URL (playlist: the slide by its position at upload time,
 * `uploadSlideThumbnail`; template: `uploadTemplateThumbnail`).
 */
export type UploadThumbnail = (slideId: number, index: number, jpeg: Blob) => Promise<string>;

/**
 * After a slide is saved, its thumbnail is rendered (shared renderer → JPEG, 256 px) and uploaded
 * with `upload` (the playlist editor's slides, the template editor's one document): slides saved
 * within `delayMs` are done together, one at a time (pending ones still run after leaving the
 * editor). Failures are logged only: the lists then keep the previous thumbnail.
 */
export function useThumbnails(store: EditorStore, upload: UploadThumbnail, delayMs = 1000) {
  // Read at upload time, so a new function from the caller does not restart a running drain.
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  const pending = useRef(new Set<number>());
  const running = useRef<Promise<void> | null>(null);
  /** The render + upload in progress. */
  const item = useRef<Promise<void>>(Promise.resolve());
  const structural = useRef<Promise<unknown>>(Promise.resolve());
  const { t } = useTranslation();
  const labels = useRef({ video: '', web: '' });
  labels.current = { video: t('playlists.editor.elementTypes.video'), web: t('playlists.editor.elementTypes.web') };

  const drain = useCallback(async () => {
    await sleep(delayMs);
    for (;;) {
      const [slideId] = pending.current;
      if (slideId === undefined) break;
      pending.current.delete(slideId);
      // Never while a slide list change runs: the upload addresses the slide by its position.
      await structural.current.catch(() => undefined);
      const slides = store.getState().slides;
      const index = slides.findIndex((s) => s.id === slideId);
      const slide = slides[index];
      if (!slide) continue;
      item.current = (async () => {
        try {
          const jpeg = await Promise.race([
            renderThumbnail(slide.doc, labels.current, overlayToDraw(store.getState().overlay.doc)),
            sleep(5000).then(() => Promise.reject(new Error('thumbnail render timed out'))),
          ]);
          store.setThumbnail(slideId, await uploadRef.current(slideId, index, jpeg));
        } catch (error) {
          console.warn('slide thumbnail not updated', error);
        }
      })();
      await item.current;
    }
    running.current = null;
  }, [store, delayMs]);

  const schedule = useCallback(
    (slideId: number) => {
      pending.current.add(slideId);
      running.current ??= drain();
    },
    [drain],
  );

  /** Runs a slide list change (add, duplicate, delete, reorder) after the upload in progress, if any. */
  const exclusive = useCallback(<T>(action: () => Promise<T>): Promise<T> => {
    const job = item.current.then(action);
    structural.current = job;
    return job;
  }, []);

  return { schedule, exclusive };
}
