import { useCallback, useRef } from 'react';
import type { EditorStore } from './model/store.ts';
import { renderThumbnail, uploadThumbnail } from './thumbnail.tsx';

/**
 * After a slide is saved, its thumbnail is rendered (shared renderer → JPEG, 256 px) and uploaded,
 * debounced per slide and one at a time (pending ones still run after leaving the editor). Failures
 * are silent: the lists then show no thumbnail.
 */
export function useThumbnails(store: EditorStore, playlistId: number, delayMs = 1500) {
  const timers = useRef(new Map<number, number>());
  const chain = useRef<Promise<void>>(Promise.resolve());

  return useCallback(
    (slideId: number) => {
      window.clearTimeout(timers.current.get(slideId));
      timers.current.set(
        slideId,
        window.setTimeout(() => {
          timers.current.delete(slideId);
          chain.current = chain.current.then(async () => {
            const slides = store.getState().slides;
            const index = slides.findIndex((s) => s.id === slideId);
            const slide = slides[index];
            if (!slide) return;
            try {
              const jpeg = await renderThumbnail(slide.doc);
              const url = await uploadThumbnail(playlistId, index, jpeg);
              store.setThumbnail(slideId, url);
            } catch {
              // keep the previous thumbnail
            }
          });
        }, delayMs),
      );
    },
    [store, playlistId, delayMs],
  );
}
