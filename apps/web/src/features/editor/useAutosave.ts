import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlideDocument } from '@signage/slides/model';
import type { EditorStore } from './model/store.ts';

/** Writes one slide document (playlist: updateSlide by position; template: template/update). */
export type SaveSlide = (slideId: number, index: number, doc: SlideDocument) => Promise<unknown>;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Debounced whole-document saves (updateSlide) of the slides changed since the last save. `flush`
 * saves now (before structural calls, on leave). The slide number is its position at save time.
 */
export function useAutosave(store: EditorStore, save: SaveSlide, onSaved?: (slideId: number) => void, delayMs = 800) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef(0);

  const saveNow = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    if (running.current) await running.current;
    if (store.dirty.size === 0) return true;
    const job = (async () => {
      setStatus('saving');
      try {
        for (const id of [...store.dirty]) {
          // The overlay (OVERLAY_ID) has no position: its index is -1.
          const index = store.getState().slides.findIndex((s) => s.id === id);
          const slide = store.slide(id);
          store.dirty.delete(id);
          if (!slide) continue;
          try {
            await save(id, index, slide.doc);
            onSaved?.(id);
          } catch (error) {
            store.dirty.add(id);
            throw error;
          }
        }
        setStatus(store.dirty.size ? 'saving' : 'saved');
        return true;
      } catch {
        setStatus('failed');
        return false;
      }
    })();
    running.current = job;
    try {
      return await job;
    } finally {
      running.current = null;
    }
  }, [store, save, onSaved]);

  useEffect(() => {
    let revision = store.getState().revision;
    return store.subscribe(() => {
      const next = store.getState().revision;
      if (next === revision) return;
      revision = next;
      window.clearTimeout(timer.current);
      setStatus((s) => (s === 'failed' ? s : 'saving'));
      timer.current = window.setTimeout(() => void saveNow(), delayMs);
    });
  }, [store, saveNow, delayMs]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { status, flush: saveNow, hasUnsaved: () => store.dirty.size > 0 || running.current !== null };
}
