import { createOverlay, createSlide, type SlideDocument, type SlideElement } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import { EditorStore, editedOf, OVERLAY_ID, overlayToDraw } from './store.ts';

/** The playlist overlay edited like a slide (docs/playlists.md, "Playlist overlay"). */

const shape = (id: string): SlideElement =>
  ({ id, type: 'shape', shape: 'rectangle', x: 0, y: 0, width: 10, height: 10, fill: '#000000' }) as SlideElement;
const add = (id: string) => (d: SlideDocument) => ({ ...d, elements: [...d.elements, shape(id)] });

function storeWithTwoSlides() {
  const store = new EditorStore();
  store.load([
    { id: 1, doc: createSlide(), thumbnailUrl: null },
    { id: 2, doc: createSlide(), thumbnailUrl: null },
  ]);
  return store;
}

describe('EditorStore: the overlay', () => {
  it('edits the overlay in overlay mode; the slide stays the current slide under it', () => {
    const store = storeWithTwoSlides();
    store.setSession({ currentSlideId: 2 });
    expect(editedOf(store.getState())?.id).toBe(2);
    store.setSession({ editingOverlay: true });
    expect(store.currentSlide()?.id).toBe(OVERLAY_ID);
    store.change('create', OVERLAY_ID, add('logo'));
    expect(store.getState().overlay.doc.elements.map((e) => e.id)).toEqual(['logo']);
    expect(store.slide(2)?.doc.elements).toEqual([]);
    expect(store.getState().session.currentSlideId).toBe(2);
    expect([...store.dirty]).toEqual([OVERLAY_ID]);
  });

  it('undo and redo go back to where the change was made: the overlay or the slide', () => {
    const store = storeWithTwoSlides();
    store.setSession({ currentSlideId: 1, editingOverlay: true });
    store.change('create', OVERLAY_ID, add('logo'));
    store.setSession({ editingOverlay: false, currentSlideId: 2 });
    store.change('create', 2, add('text'));
    store.undo();
    expect(store.slide(2)?.doc.elements).toEqual([]);
    expect(store.getState().session.editingOverlay).toBe(false);
    store.undo();
    expect(store.getState().overlay.doc.elements).toEqual([]);
    expect(store.getState().session.editingOverlay).toBe(true);
    // The slide under the overlay is still the one last shown.
    expect(store.getState().session.currentSlideId).toBe(2);
    store.redo();
    expect(store.getState().overlay.doc.elements.map((e) => e.id)).toEqual(['logo']);
    expect(store.getState().session.editingOverlay).toBe(true);
    store.redo();
    expect(store.getState().session).toMatchObject({ editingOverlay: false, currentSlideId: 2 });
  });

  it('an overlay the server cleared (one slide left) replaces the local one and takes its undo steps with it', () => {
    const store = storeWithTwoSlides();
    store.setSession({ editingOverlay: true });
    store.change('create', OVERLAY_ID, add('logo'));
    store.dirty.clear(); // saved
    store.loadOverlay(createOverlay());
    expect(store.getState().overlay.doc.elements).toEqual([]);
    expect(store.getState().canUndo).toBe(false);
    store.undo();
    expect(store.getState().overlay.doc.elements).toEqual([]);
  });

  it('loading the same overlay again keeps the undo steps', () => {
    const store = storeWithTwoSlides();
    store.change('create', OVERLAY_ID, add('logo'));
    store.loadOverlay(JSON.parse(JSON.stringify(store.getState().overlay.doc)));
    expect(store.getState().canUndo).toBe(true);
  });

  it('draws the overlay only when something in it is visible', () => {
    expect(overlayToDraw(createOverlay())).toBeNull();
    const doc = add('logo')(createOverlay());
    expect(overlayToDraw(doc)).toBe(doc);
    expect(overlayToDraw({ ...doc, elements: doc.elements.map((e) => ({ ...e, hidden: true })) })).toBeNull();
  });
});
