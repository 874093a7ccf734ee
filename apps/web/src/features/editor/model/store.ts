import { createOverlay, type SlideDocument, type SlideElement } from '@signage/slides/model';
import { useSyncExternalStore } from 'react';
import { type ChangeKind, EditorHistory } from './history.ts';

/** One slide of the playlist being edited (document state: saved to the server). */
export interface EditorSlide {
  /** Server id. */
  id: number;
  doc: SlideDocument;
  thumbnailUrl: string | null;
  /** Validity window (docs/playlists.md): set with its own call, not part of the document. */
  showFrom?: string | null;
  showUntil?: string | null;
}

/**
 * The id under which the playlist overlay is edited like a slide (store, history, autosave): never a
 * server id (those are positive).
 */
export const OVERLAY_ID = -1;

/** Editor session state: never saved, never in the undo history (design.md part 6). */
export interface EditorSession {
  currentSlideId: number | null;
  /**
   * Editing the playlist overlay (drawn above every slide) instead of the current slide, which then
   * shows dimmed under it.
   */
  editingOverlay: boolean;
  selection: readonly string[];
  /** The text element being edited in place. */
  editingId: string | null;
}

export interface EditorState {
  slides: readonly EditorSlide[];
  /** The playlist overlay as a document (`OVERLAY_ID`); empty when the playlist has none. */
  overlay: EditorSlide;
  session: EditorSession;
  /** Bumps at every document change (autosave and thumbnails watch it). */
  revision: number;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The editor's store: the playlist's slide documents plus the session, with the undo history.
 * Changes go through `change` (recorded, capture = IMMEDIATELY), `preview` (live gesture updates, not
 * recorded) followed by `commit` (one entry for the whole gesture), or `load` (server data, never recorded).
 */
export class EditorStore {
  private state: EditorState = {
    slides: [],
    overlay: { id: OVERLAY_ID, doc: createOverlay(), thumbnailUrl: null },
    session: { currentSlideId: null, editingOverlay: false, selection: [], editingId: null },
    revision: 0,
    canUndo: false,
    canRedo: false,
  };
  private readonly listeners = new Set<() => void>();
  private readonly history = new EditorHistory();
  /** Slides changed since they were last saved. */
  readonly dirty = new Set<number>();

  getState = (): EditorState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(next: Partial<EditorState>) {
    this.state = { ...this.state, ...next, canUndo: this.history.canUndo(), canRedo: this.history.canRedo() };
    for (const l of this.listeners) l();
  }

  load(slides: EditorSlide[]) {
    const current = this.state.session.currentSlideId;
    const keep = slides.some((s) => s.id === current);
    this.emit({
      slides,
      session: {
        ...this.state.session,
        currentSlideId: keep ? current : (slides[0]?.id ?? null),
        selection: keep ? this.state.session.selection : [],
      },
    });
  }

  setSession(patch: Partial<EditorSession>) {
    this.emit({ session: { ...this.state.session, ...patch } });
  }

  /** The document being edited: the overlay in overlay mode, else the current slide. */
  currentSlide(): EditorSlide | undefined {
    return editedOf(this.state);
  }

  /** A slide by id, or the overlay (`OVERLAY_ID`). */
  slide(id: number): EditorSlide | undefined {
    return id === OVERLAY_ID ? this.state.overlay : this.state.slides.find((s) => s.id === id);
  }

  /**
   * The overlay as the server has it (not recorded, not dirty). When it differs from the one in the
   * editor (the server cleared it: one slide left), its undo steps go too.
   */
  loadOverlay(doc: SlideDocument) {
    if (JSON.stringify(doc) === JSON.stringify(this.state.overlay.doc)) return;
    this.history.forgetSlide(OVERLAY_ID);
    this.dirty.delete(OVERLAY_ID);
    this.emit({ overlay: { ...this.state.overlay, doc } });
  }

  private replaceDoc(slideId: number, doc: SlideDocument) {
    this.dirty.add(slideId);
    if (slideId === OVERLAY_ID) {
      this.emit({ overlay: { ...this.state.overlay, doc }, revision: this.state.revision + 1 });
      return;
    }
    this.emit({ slides: this.state.slides.map((s) => (s.id === slideId ? { ...s, doc } : s)), revision: this.state.revision + 1 });
  }

  /** A recorded change of one slide's document. */
  change(kind: ChangeKind, slideId: number, recipe: (doc: SlideDocument) => SlideDocument) {
    const slide = this.slide(slideId);
    if (!slide) return;
    const after = recipe(slide.doc);
    if (after === slide.doc) return;
    this.history.record({ kind, slideId, before: slide.doc, after });
    this.replaceDoc(slideId, after);
  }

  /** Live update during a gesture (not recorded); finish with `commit(kind, slideId, before)`. */
  preview(slideId: number, recipe: (doc: SlideDocument) => SlideDocument) {
    const slide = this.slide(slideId);
    if (slide) this.replaceDoc(slideId, recipe(slide.doc));
  }

  commit(kind: ChangeKind, slideId: number, before: SlideDocument) {
    const slide = this.slide(slideId);
    if (slide) this.history.record({ kind, slideId, before, after: slide.doc });
    this.emit({});
  }

  undo() {
    const entry = this.history.undo();
    if (entry) this.applyEntry(entry.slideId, entry.before);
  }

  redo() {
    const entry = this.history.redo();
    if (entry) this.applyEntry(entry.slideId, entry.after);
  }

  private applyEntry(slideId: number, doc: SlideDocument) {
    const ids = new Set(doc.elements.map((e) => e.id));
    this.setSession({
      // Undo goes to where the change was made: the overlay, or that slide.
      ...(slideId === OVERLAY_ID ? { editingOverlay: true } : { currentSlideId: slideId, editingOverlay: false }),
      selection: this.state.session.selection.filter((id) => ids.has(id)),
      editingId: null,
    });
    this.replaceDoc(slideId, doc);
  }

  /** Slide list changes made on the server (add, duplicate, delete, reorder): not undoable. */
  setSlides(slides: EditorSlide[]) {
    for (const id of [...this.dirty]) if (!slides.some((s) => s.id === id)) this.dirty.delete(id);
    for (const s of this.state.slides) if (!slides.some((n) => n.id === s.id)) this.history.forgetSlide(s.id);
    this.emit({ slides });
  }

  setThumbnail(slideId: number, thumbnailUrl: string) {
    this.emit({ slides: this.state.slides.map((s) => (s.id === slideId ? { ...s, thumbnailUrl } : s)) });
  }
}

/** The overlay to draw over slides (null when it has nothing visible). */
export function overlayToDraw(doc: SlideDocument): SlideDocument | null {
  return doc.elements.some((el) => !el.hidden) ? doc : null;
}

/** The document being edited in `state`: the overlay in overlay mode, else the current slide. */
export function editedOf(state: EditorState): EditorSlide | undefined {
  if (state.session.editingOverlay) return state.overlay;
  return state.slides.find((s) => s.id === state.session.currentSlideId);
}

export function useEditorState<T>(store: EditorStore, select: (s: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** Replaces the elements with the given ids through `patch`. */
export function updateElements(doc: SlideDocument, ids: readonly string[], patch: (el: SlideElement) => SlideElement): SlideDocument {
  const set = new Set(ids);
  let changed = false;
  const elements = doc.elements.map((el) => {
    if (!set.has(el.id)) return el;
    const next = patch(el);
    if (next !== el) changed = true;
    return next;
  });
  return changed ? { ...doc, elements } : doc;
}

let counter = 0;
/** A new element id: short, unique within the slide, valid for the model's id pattern. */
export function newElementId(): string {
  counter += 1;
  return `el-${Date.now().toString(36)}-${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
