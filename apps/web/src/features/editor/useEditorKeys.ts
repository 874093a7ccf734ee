import type { SlideElement } from '@signage/slides/model';
import { useEffect, useRef } from 'react';
import { cloneElement } from './model/elements.ts';
import { type EditorStore, updateElements } from './model/store.ts';

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return (
    el.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) ||
    !!el.closest('[role="dialog"]') ||
    // Panels whose controls use the arrow keys themselves (keyboard drag and drop).
    !!el.closest('[data-own-keys]')
  );
}

/**
 * Editor shortcuts (listed in the help overlay): undo ctrl+z, redo ctrl+shift+z / ctrl+y, copy/paste
 * ctrl+c / ctrl+v, Delete/Backspace, arrows nudge 1 px (shift: 10 px), Escape deselect, ? help.
 */
export function useEditorKeys(store: EditorStore, enabled: boolean, onHelp: () => void) {
  const clipboard = useRef<SlideElement[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let nudgeBefore: { slideId: number; doc: import('@signage/slides/model').SlideDocument } | null = null;
    let nudgeTimer = 0;
    function onKey(event: KeyboardEvent) {
      if (typing(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key;
      const slide = store.currentSlide();
      const selection = store.getState().session.selection;
      if (mod && (key === 'z' || key === 'Z')) {
        event.preventDefault();
        if (event.shiftKey) store.redo();
        else store.undo();
        return;
      }
      if (mod && (key === 'y' || key === 'Y')) {
        event.preventDefault();
        store.redo();
        return;
      }
      if (key === '?') {
        event.preventDefault();
        onHelp();
        return;
      }
      if (!slide) return;
      if (mod && (key === 'c' || key === 'C')) {
        clipboard.current = slide.doc.elements.filter((e) => selection.includes(e.id));
        return;
      }
      if (mod && (key === 'v' || key === 'V')) {
        if (!clipboard.current.length) return;
        event.preventDefault();
        const copies = clipboard.current.map((e) => cloneElement(e));
        clipboard.current = copies;
        store.change('create', slide.id, (d) => ({ ...d, elements: [...d.elements, ...copies] }));
        store.setSession({ selection: copies.map((c) => c.id) });
        return;
      }
      if (key === 'Escape') {
        store.setSession({ selection: [], editingId: null });
        return;
      }
      if (!selection.length) return;
      if (key === 'Enter' && selection.length === 1) {
        const el = slide.doc.elements.find((e) => e.id === selection[0]);
        if (el?.type === 'text' && !el.locked) {
          event.preventDefault();
          store.setSession({ editingId: el.id });
        }
        return;
      }
      if (key === 'Delete' || key === 'Backspace') {
        event.preventDefault();
        const ids = new Set(selection);
        store.change('delete', slide.id, (d) => ({
          ...d,
          elements: d.elements.filter((e) => !ids.has(e.id) || e.locked),
          actions: Object.fromEntries(Object.entries(d.actions).filter(([id]) => !ids.has(id))),
        }));
        store.setSession({ selection: [] });
        return;
      }
      const step = event.shiftKey ? 10 : 1;
      const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[key];
      if (move) {
        event.preventDefault();
        // A run of nudges is one undo step.
        if (!nudgeBefore || nudgeBefore.slideId !== slide.id) nudgeBefore = { slideId: slide.id, doc: slide.doc };
        const [dx = 0, dy = 0] = move;
        store.preview(slide.id, (d) =>
          updateElements(d, selection, (el) => (el.locked ? el : ({ ...el, x: el.x + dx, y: el.y + dy } as SlideElement))),
        );
        window.clearTimeout(nudgeTimer);
        nudgeTimer = window.setTimeout(() => {
          if (nudgeBefore) store.commit(selection.length > 1 ? 'multipleUpdate' : 'update', nudgeBefore.slideId, nudgeBefore.doc);
          nudgeBefore = null;
        }, 500);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.clearTimeout(nudgeTimer);
      if (nudgeBefore) store.commit('update', nudgeBefore.slideId, nudgeBefore.doc);
    };
  }, [store, enabled, onHelp]);
}
